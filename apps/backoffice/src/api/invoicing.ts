import type { InvoicingSettingsInput, InvoicingSettingsView } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { useSite } from './session';

/**
 * Invoicing: the school's settings (admins only: the platform answers 403 to staff) and the addresses of an
 * order's invoices and credit notes (staff; same-origin downloads, the session cookie goes along).
 */

export const invoicingKey = (site: string) => ['invoicing', site] as const;

/** The school's invoicing settings, how many documents were issued, who saved last. */
export function useInvoicing() {
  const site = useSite();
  return useQuery({
    queryKey: invoicingKey(site),
    queryFn: ({ signal }) => api.call(paths.boInvoicing, { params: { site } }, { signal }),
  });
}

/** Saves the settings; the answer (the settings as saved) replaces the cached ones. */
export function useSaveInvoicing() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoicingSettingsInput) => api.call(paths.boSaveInvoicing, { params: { site }, body }),
    onSuccess: (view: InvoicingSettingsView) => queryClient.setQueryData(invoicingKey(site), view),
  });
}

/** An order's invoice or credit note as a file: its PDF (Factur-X inside) or its XML alone. */
export function useInvoiceFileUrl(order: string) {
  const site = useSite();
  return (invoice: string, format: 'pdf' | 'xml') =>
    api.url(paths.boOrderInvoice, { params: { site, number: order, file: `${invoice}.${format}` } });
}
