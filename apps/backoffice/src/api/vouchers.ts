import type { CheckInRequest, OrderCheckInResponse } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api } from './client';
import { orderKey } from './order';
import { useSite } from './session';

/** The order a scanned (or typed) voucher code is for; the platform refuses any code not of this school alike (404). */
export function useVoucherScan() {
  const site = useSite();
  return useMutation({
    mutationFn: (code: string) => api.call(paths.boVoucherScan, { params: { site }, body: { code } }),
  });
}

export const orderCheckInKey = (site: string, number: string, lang: string) => ['order-check-in', site, number, lang] as const;

/** An order's participants for its lesson day, with their check-ins. */
export function useOrderCheckIn(number: string) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: orderCheckInKey(site, number, lang),
    queryFn: ({ signal }) => api.call(paths.boOrderCheckIn, { params: { site, number }, query: { lang } }, { signal }),
  });
}

const withCheckIns = (view: OrderCheckInResponse, b: CheckInRequest, checkIns?: string[]): OrderCheckInResponse => ({
  ...view,
  lines: view.lines.map((l) =>
    l.orderLineId !== b.orderLineId
      ? l
      : {
          ...l,
          participants: l.participants.map((p) =>
            p.index !== b.index
              ? p
              : {
                  ...p,
                  checkIns: checkIns ?? (b.present ? [...new Set([...p.checkIns, b.day])].sort() : p.checkIns.filter((d) => d !== b.day)),
                },
          ),
        },
  ),
});

/**
 * Checks a participant of the order in or out on a slot (the rosters' route): shown at once, back
 * to what it was when the platform refuses, the platform's days when it answers.
 */
export function useOrderCheckInToggle(number: string, { onError }: { onError?: (req: CheckInRequest, err: unknown) => void } = {}) {
  const site = useSite();
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const key = orderCheckInKey(site, number, lang);
  return useMutation({
    mutationFn: ({ slotId, ...body }: CheckInRequest & { slotId: number }) => api.call(paths.boCheckIn, { params: { site, slotId }, body }),
    onMutate: async ({ slotId: _, ...body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<OrderCheckInResponse>(key);
      if (before) queryClient.setQueryData<OrderCheckInResponse>(key, withCheckIns(before, body));
      return { before };
    },
    onError: (err, { slotId: _, ...body }, context) => {
      const was = context?.before?.lines.find((l) => l.orderLineId === body.orderLineId)?.participants.find((p) => p.index === body.index);
      const now = queryClient.getQueryData<OrderCheckInResponse>(key);
      if (now && was) queryClient.setQueryData<OrderCheckInResponse>(key, withCheckIns(now, body, was.checkIns));
      onError?.(body, err);
    },
    onSuccess: (res, { slotId: _, ...body }) => {
      const now = queryClient.getQueryData<OrderCheckInResponse>(key);
      if (now) queryClient.setQueryData<OrderCheckInResponse>(key, withCheckIns(now, body, res.checkIns));
      // The slot's roster changed.
      void queryClient.invalidateQueries({ queryKey: ['roster'] });
    },
  });
}

/** Revokes every personal link and voucher of the order; its audit log changes (read again). */
export function useRevokeLinks(number: string) {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(paths.boRevokeLinks, { params: { site, number } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKey(site, number) }),
  });
}
