import type { CheckInRequest, RosterResponse } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api } from './client';
import { useSite } from './session';

export const rosterKey = (site: string, slotId: number, lang: string) => ['roster', site, slotId, lang] as const;

/** A slot's roster: participants and their check-ins. */
export function useRoster(slotId: number) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: rosterKey(site, slotId, lang),
    queryFn: ({ signal }) => api.call(paths.boRoster, { params: { site, slotId }, query: { lang } }, { signal }),
  });
}

const withCheckIn = (
  roster: RosterResponse,
  { orderLineId, index, day, present }: CheckInRequest,
  checkIns?: string[],
): RosterResponse => ({
  ...roster,
  participants: roster.participants.map((p) =>
    p.orderLineId === orderLineId && p.index === index
      ? {
          ...p,
          checkIns: checkIns ?? (present ? [...new Set([...p.checkIns, day])].sort() : p.checkIns.filter((d) => d !== day)),
        }
      : p,
  ),
});

/**
 * Checks a participant in or out for a day: the roster shows it at once (optimistic), goes back to
 * what it was when the platform refuses, and takes the platform's list of days when it answers.
 */
export function useCheckIn(slotId: number, { onError }: { onError?: (req: CheckInRequest, err: unknown) => void } = {}) {
  const site = useSite();
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const key = rosterKey(site, slotId, lang);
  return useMutation({
    mutationFn: (body: CheckInRequest) => api.call(paths.boCheckIn, { params: { site, slotId }, body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<RosterResponse>(key);
      if (before) queryClient.setQueryData<RosterResponse>(key, withCheckIn(before, body));
      return { before };
    },
    onError: (err, body, context) => {
      // Only this participant goes back: other check-ins made meanwhile stay.
      const now = queryClient.getQueryData<RosterResponse>(key);
      const was = context?.before?.participants.find((p) => p.orderLineId === body.orderLineId && p.index === body.index);
      if (now && was) queryClient.setQueryData<RosterResponse>(key, withCheckIn(now, body, was.checkIns));
      onError?.(body, err);
    },
    onSuccess: (res, body) => {
      const now = queryClient.getQueryData<RosterResponse>(key);
      if (now) queryClient.setQueryData<RosterResponse>(key, withCheckIn(now, body, res.checkIns));
    },
  });
}
