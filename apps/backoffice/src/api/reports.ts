import type { SalesQuery } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Lang } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/** Affiliation: per business provider and referral type over a period. */
export function useAffiliationReport(from: string, to: string, lang: Lang, enabled = true) {
  const site = useSite();
  return useQuery({
    queryKey: ['affiliation', site, from, to, lang],
    queryFn: ({ signal }) => api.call(paths.boAffiliation, { params: { site }, query: { from, to, lang } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Sales per product type and merchant per day, week or season. */
export function useSalesReport(from: string, to: string, period: SalesQuery['period'], lang: Lang, enabled = true) {
  const site = useSite();
  return useQuery({
    queryKey: ['sales', site, from, to, period, lang],
    queryFn: ({ signal }) => api.call(paths.boSales, { params: { site }, query: { from, to, period, lang } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
