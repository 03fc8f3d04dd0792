import type { DisableVoucherRequest, GiftVouchersQuery, PromoCodeInput, PromoCodesResponse } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { useSite } from './session';

/** Offers: the school's promo codes and gift vouchers. */
export const promoCodesKey = (site: string) => ['promo-codes', site] as const;
export const vouchersKey = (site: string, q?: GiftVouchersQuery) => ['gift-vouchers', site, ...(q ? [q] : [])] as const;
export const voucherKey = (site: string, id: number) => ['gift-voucher', site, id] as const;

/** The promo codes, with their uses and reservations. */
export function usePromoCodes() {
  const site = useSite();
  return useQuery({
    queryKey: promoCodesKey(site),
    queryFn: ({ signal }) => api.call(paths.boPromoCodes, { params: { site } }, { signal }),
  });
}

/** Creates a code (`id` absent) or saves one (disabling is `active: false`); the list then shows it as the platform answered. */
export function useSavePromoCode() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PromoCodeInput }) =>
      id === undefined
        ? api.call(paths.boCreatePromoCode, { params: { site }, body })
        : api.call(paths.boUpdatePromoCode, { params: { site, promoCodeId: id }, body }),
    onSuccess: ({ promoCode }) => {
      queryClient.setQueryData<PromoCodesResponse>(promoCodesKey(site), (list) => {
        if (!list) return list;
        const known = list.promoCodes.some((p) => p.id === promoCode.id);
        return {
          promoCodes: known ? list.promoCodes.map((p) => (p.id === promoCode.id ? promoCode : p)) : [promoCode, ...list.promoCodes],
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoCodesKey(site) }),
  });
}

/** The gift vouchers (search by last characters, order number or beneficiary; by status); the previous list stays while the next loads. */
export function useVouchers(q: GiftVouchersQuery) {
  const site = useSite();
  return useQuery({
    queryKey: vouchersKey(site, q),
    queryFn: ({ signal }) => api.call(paths.boGiftVouchers, { params: { site }, query: q }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One voucher and its history (null id: none asked). */
export function useVoucher(id: number | null) {
  const site = useSite();
  return useQuery({
    queryKey: voucherKey(site, id ?? 0),
    queryFn: ({ signal }) => api.call(paths.boGiftVoucher, { params: { site, voucherId: id as number } }, { signal }),
    enabled: id !== null,
  });
}

/** Disables a voucher; its detail and the list follow. */
export function useDisableVoucher(id: number) {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableVoucherRequest) => api.call(paths.boDisableGiftVoucher, { params: { site, voucherId: id }, body }),
    onSuccess: (detail) => queryClient.setQueryData(voucherKey(site, id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gift-vouchers', site] }),
  });
}
