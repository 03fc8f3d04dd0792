import type { BackofficeOrdersInput } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useSite } from './session';

/** A page of the orders list: search, filters, sort and paging all done by the platform. */
export function useOrders(query: BackofficeOrdersInput) {
  const site = useSite();
  return useQuery({
    queryKey: ['orders', site, query],
    queryFn: ({ signal }) => api.call(paths.boOrders, { params: { site }, query }, { signal }),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** What the filters offer (merchants, business providers, referral types, product types). */
export function useOrderFilters() {
  const site = useSite();
  return useQuery({
    queryKey: ['filters', site],
    queryFn: ({ signal }) => api.call(paths.boFilters, { params: { site } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
