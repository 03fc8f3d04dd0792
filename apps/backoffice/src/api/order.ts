import type { AdjustmentRequest, BackofficeOrder, CancellationInput } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { useSite } from './session';

export const orderKey = (site: string, number: string) => ['order', site, number] as const;

/** One order with its lines, payments, refunds, e-mails and audit log. */
export function useOrder(number: string) {
  const site = useSite();
  return useQuery({
    queryKey: orderKey(site, number),
    queryFn: ({ signal }) => api.call(paths.boOrder, { params: { site, number } }, { signal }),
  });
}

/** Sends the confirmation e-mail again (the audit log and e-mails list change: the order is read again). */
export function useResendConfirmation(number: string) {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(paths.boResend, { params: { site, number } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKey(site, number) }),
  });
}

/** Cancels lines and/or refunds; the answer carries the order as it is now. */
export function useCancelOrder(number: string) {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancellationInput) => api.call(paths.boCancel, { params: { site, number }, body }),
    onSuccess: (res) => {
      queryClient.setQueryData<BackofficeOrder>(orderKey(site, number), res.order);
      // Lists, places and reports changed.
      for (const key of ['orders', 'dashboard', 'slots', 'roster', 'affiliation', 'sales'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

/** Records money given back or collected at the desk for one line; the answer carries the order as it is now. */
export function useAdjustOrder(number: string) {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustmentRequest) => api.call(paths.boAdjust, { params: { site, number }, body }),
    onSuccess: (res) => {
      queryClient.setQueryData<BackofficeOrder>(orderKey(site, number), res.order);
      // Lists and reports changed.
      for (const key of ['orders', 'sales', 'affiliation', 'dashboard']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
