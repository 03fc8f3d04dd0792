import type { SalesQuery } from '@schuss/contracts';
import { addDays, todayIso } from '@schuss/contracts/rules';

export const DAY = /^\d{4}-\d{2}-\d{2}$/;
export type Tab = 'affiliation' | 'sales';
/** The reports' state, in the URL: the tab, the period and, for sales, its grouping. */
type Period = SalesQuery['period'];
export type State = { tab: Tab; from: string; to: string; period: Period };

export function readState(search: URLSearchParams): State {
  const to = DAY.test(search.get('to') ?? '') ? (search.get('to') as string) : todayIso();
  const from = DAY.test(search.get('from') ?? '') ? (search.get('from') as string) : addDays(to, -30);
  const p = search.get('period');
  return {
    tab: search.get('tab') === 'sales' ? 'sales' : 'affiliation',
    from,
    to,
    period: p === 'week' || p === 'season' ? p : 'day',
  };
}
export const hrefOf = (s: State) =>
  `/reports?${new URLSearchParams({ tab: s.tab, from: s.from, to: s.to, ...(s.tab === 'sales' ? { period: s.period } : {}) })}`;
