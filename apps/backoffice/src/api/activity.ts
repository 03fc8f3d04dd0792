import type { ActivityKind } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from './client';
import { useSite } from './session';

/** The school's activity log, newest first, 50 entries a page ("older entries" loads the next): every kind, or one. */
export function useActivity(kind: ActivityKind | undefined) {
  const site = useSite();
  return useInfiniteQuery({
    queryKey: ['activity', site, kind ?? 'all'],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        paths.boActivity,
        { params: { site }, query: { ...(kind ? { kind } : {}), ...(pageParam ? { before: pageParam } : {}) } },
        { signal },
      ),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
