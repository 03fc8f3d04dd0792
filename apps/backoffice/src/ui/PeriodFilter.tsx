import type { FormEvent } from 'react';
import { useId } from 'react';
import { useI18n } from '../i18n';
import { navigate, useLocation } from '../router';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period a list shows: the URL's `from` and `to` days when valid, else the defaults (`to` may follow `from`). */
export function usePeriod(defaultFrom: string, defaultTo: string | ((from: string) => string)): { from: string; to: string } {
  const { search } = useLocation();
  const from = DAY.test(search.get('from') ?? '') ? (search.get('from') as string) : defaultFrom;
  const fallbackTo = typeof defaultTo === 'function' ? defaultTo(from) : defaultTo;
  const to = DAY.test(search.get('to') ?? '') ? (search.get('to') as string) : fallbackTo;
  return { from, to };
}

/**
 * The "from … to …" form of a list: submitting it puts the period in the URL of `path` (so it is
 * kept on reload and in links); the list reads it back with `usePeriod`.
 */
export function PeriodFilter({
  from,
  to,
  path,
  label,
  className = 'filters',
}: {
  from: string;
  to: string;
  path: string;
  label: string;
  className?: string;
}) {
  const { m } = useI18n();
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const params = new URLSearchParams();
    for (const k of ['from', 'to']) {
      const v = String(form.get(k) ?? '');
      if (DAY.test(v)) params.set(k, v);
    }
    navigate(`${path}?${params}`);
  };
  return (
    <form className={className} onSubmit={submit} key={`${from}-${to}`} aria-label={label}>
      <div className="field">
        <label htmlFor={`${id}-from`}>{m.from}</label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={from} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{m.to}</label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={to} />
      </div>
      <div className="filter-buttons">
        <button type="submit" className="button primary">
          {m.showSlots}
        </button>
      </div>
    </form>
  );
}
