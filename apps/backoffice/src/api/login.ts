import * as paths from '@schuss/contracts/api/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/**
 * The schools one logs in to at this address (the platform answers from the request's host): one
 * when a school's site uses this host name, else every school of the deployment, by name.
 */
export function useLoginSchools() {
  return useQuery({
    queryKey: ['loginSchools'],
    queryFn: ({ signal }) => api.call(paths.boLoginSchools, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
