import { useTexts } from '../../i18n';
import { type InvoicingMessages, invoicingTexts } from '../../i18n/invoicing';

/** Invoicing's texts in the chosen language (i18n/invoicing.ts: they load with the screens that show them). */
export const useInvoicingTexts = (): InvoicingMessages => useTexts(invoicingTexts);
