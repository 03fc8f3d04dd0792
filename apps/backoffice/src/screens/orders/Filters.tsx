import { type FormEvent, useId } from 'react';
import { useOrderFilters } from '../../api/orders';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { FilterPanel } from '../../ui/FilterPanel';
import { activeFilterCount, ORDER_STATUSES, type OrdersState } from './urlState';

/** The list's search and filters; submitting puts them in the URL. On a phone they fold behind a button. */
export function Filters({ state, onChange }: { state: OrdersState; onChange: (change: Partial<OrdersState>) => void }) {
  const { m } = useI18n();
  const id = useId();
  const options = useOrderFilters();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const get = (k: string) => {
      const v = String(data.get(k) ?? '').trim();
      return v === '' ? undefined : v;
    };
    onChange({
      q: get('q'),
      status: get('status') as OrdersState['status'],
      from: get('from'),
      to: get('to'),
      type: get('type') as OrdersState['type'],
      merchant: get('merchant'),
      provider: get('provider'),
      referral: get('referral'),
    });
  };
  const select = (name: keyof OrdersState, label: string, values: { value: string; label: string }[]) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} name={name} defaultValue={(state[name] as string | undefined) ?? ''}>
        <option value="">{m.any}</option>
        {values.map((v) => (
          <option key={v.value} value={v.value}>
            {v.label}
          </option>
        ))}
      </select>
    </div>
  );
  const o = options.data;
  // Remounted when the URL changes (key), so the fields always show the list's state; the panel
  // around it is not, so that it stays open on a phone after a search.
  return (
    <FilterPanel active={activeFilterCount(state)}>
      <form className="filters card" onSubmit={submit} aria-label={m.filters} key={JSON.stringify(state)}>
        <div className="field search-field">
          <label htmlFor={`${id}-q`}>{m.searchLabel}</label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={state.q ?? ''} maxLength={120} />
        </div>
        {select(
          'status',
          m.status,
          ORDER_STATUSES.map((s) => ({ value: s, label: m.status_[s] })),
        )}
        <div className="field">
          <label htmlFor={`${id}-from`}>{m.from}</label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={state.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{m.to}</label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={state.to ?? ''} />
        </div>
        {select(
          'type',
          m.productType,
          (o?.types ?? (state.type ? [state.type] : [])).map((t) => ({ value: t, label: m.type_[t] })),
        )}
        {select(
          'merchant',
          m.merchant,
          (o?.merchants ?? (state.merchant ? [{ key: state.merchant, name: state.merchant }] : [])).map((x) => ({
            value: x.key,
            label: x.name,
          })),
        )}
        {select(
          'provider',
          m.provider,
          (o?.providers ?? (state.provider ? [state.provider] : [])).map((p) => ({ value: p, label: p })),
        )}
        {select(
          'referral',
          m.referral,
          (o?.referralTypes ?? (state.referral ? [state.referral] : [])).map((p) => ({ value: p, label: p })),
        )}
        <div className="filter-buttons">
          <button type="submit" className="button primary">
            {m.search}
          </button>
          <Link to="/orders" className="button secondary">
            {m.resetFilters}
          </Link>
        </div>
      </form>
    </FilterPanel>
  );
}
