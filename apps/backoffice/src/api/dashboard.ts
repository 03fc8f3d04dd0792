import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useSite } from './session';

/** Today and the next 7 days (the platform's default window). */
export function useDashboard() {
  const site = useSite();
  return useQuery({
    queryKey: ['dashboard', site],
    queryFn: ({ signal }) => api.call(paths.boDashboard, { params: { site }, query: {} }, { signal }),
    placeholderData: keepPreviousData,
  });
}
