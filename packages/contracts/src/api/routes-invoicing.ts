/** Invoices and credit notes: the route table's entries of this area, spread into routes.ts. */
import { BackofficeInvoiceParams, BackofficeSiteParams } from '../backoffice';
import { ApiError } from '../common';
import { InvoicingSettingsInput, InvoicingSettingsView } from '../invoicing';
import { MyInvoiceParams } from '../my-booking';
import * as paths from './paths-invoicing';
import { Bytes, def, documentOf, type RouteDef, staffRead, staffWrite } from './route-def';

const invoiceFile = {
  200: documentOf(
    'The PDF (with its Factur-X XML attached) or the XML alone, as an attachment',
    ['application/pdf', 'application/xml'],
    Bytes,
  ),
};

export const invoicingRoutes = {
  boInvoicing: def(paths.boInvoicing, {
    tag: 'backoffice',
    summary: "The school's invoicing settings (admins): legal details, numbering prefix, VAT per product type; how many issued",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    responses: { 200: InvoicingSettingsView, ...staffRead },
  }),
  boSaveInvoicing: def(paths.boSaveInvoicing, {
    tag: 'backoffice',
    summary: 'Saves the invoicing settings (admins); turning invoicing on needs the legal details; audited',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: InvoicingSettingsInput,
    responses: { 200: InvoicingSettingsView, ...staffWrite },
  }),
  boOrderInvoice: def(paths.boOrderInvoice, {
    tag: 'backoffice',
    summary: "An invoice or credit note of the order, as issued: its PDF in the order's language, or its Factur-X XML",
    access: 'staff',
    answer: 'pdf',
    params: BackofficeInvoiceParams,
    responses: { ...invoiceFile, ...staffRead },
  }),
  myInvoice: def(paths.myInvoice, {
    tag: 'booking',
    summary: "An invoice or credit note of the personal link's order: its PDF (or XML), as issued",
    access: 'public',
    answer: 'pdf',
    params: MyInvoiceParams,
    responses: { ...invoiceFile, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
} satisfies Record<string, RouteDef>;
