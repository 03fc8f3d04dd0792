import { type FormEvent, useId } from 'react';
import { useI18n } from '../../i18n';
import { navigate } from '../../router';
import { DAY, hrefOf, type State } from './state';

/**
 * The period a report covers (and, for sales, how it is grouped); submitting puts it in the URL (`hrefFor`: the
 * reports' by default, the reconciliation's on its screen).
 */
export function PeriodForm({ state, sales, hrefFor = hrefOf }: { state: State; sales?: boolean; hrefFor?: (s: State) => string }) {
  const { m } = useI18n();
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const from = String(data.get('from') ?? '');
    const to = String(data.get('to') ?? '');
    const period = String(data.get('period') ?? state.period);
    navigate(
      hrefFor({
        ...state,
        from: DAY.test(from) ? from : state.from,
        to: DAY.test(to) ? to : state.to,
        period: period === 'week' || period === 'season' ? period : 'day',
      }),
    );
  };
  return (
    <form className="filters card" onSubmit={submit} key={JSON.stringify(state)} aria-label={m.periodLabel}>
      <div className="field">
        <label htmlFor={`${id}-from`}>{m.from}</label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={state.from} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{m.to}</label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={state.to} />
      </div>
      {sales && (
        <div className="field">
          <label htmlFor={`${id}-period`}>{m.period}</label>
          <select id={`${id}-period`} name="period" defaultValue={state.period}>
            <option value="day">{m.periodDay}</option>
            <option value="week">{m.periodWeek}</option>
            <option value="season">{m.periodSeason}</option>
          </select>
        </div>
      )}
      <div className="filter-buttons">
        <button type="submit" className="button primary">
          {m.show}
        </button>
      </div>
    </form>
  );
}
