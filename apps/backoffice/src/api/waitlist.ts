import * as paths from '@schuss/contracts/api/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useSite } from './session';

export const waitlistKey = (site: string, slotId: number) => ['waitlist', site, slotId] as const;

/** A slot's waiting list: who waits, since when, offers and their e-mails; read again every minute while shown. */
export function useWaitlist(slotId: number) {
  const site = useSite();
  return useQuery({
    queryKey: waitlistKey(site, slotId),
    queryFn: ({ signal }) => api.call(paths.boWaitlist, { params: { site, slotId } }, { signal }),
    refetchInterval: 60_000,
  });
}
