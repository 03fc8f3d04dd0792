/** The invoicing module's one door: issuing invoices and credit notes (in the caller's transaction), their files, the settings. */
export type { InvoiceDocument } from './document';
export { type InvoiceFile, invoiceFile } from './files';
export { invoicesOf, issueCreditNote, issueForAdjustment, issueInvoice, issueReversal, nextNumber } from './issue';
export { invoicingRoutes } from './routes';
export { defaultVat, readSettings } from './settings';
