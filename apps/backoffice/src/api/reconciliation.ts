import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Lang } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/** The reconciliation of a period: the ledger, the payment provider and the sales report, and their differences. */
export function useReconciliation(from: string, to: string, lang: Lang) {
  const site = useSite();
  return useQuery({
    queryKey: ['reconciliation', site, from, to, lang],
    queryFn: ({ signal }) => api.call(paths.boReconciliation, { params: { site }, query: { from, to, lang } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
