// Invoices and credit notes: the school's settings (admins), the PDFs and their Factur-X XML.
import { route } from './route-path';

export const boInvoicing = /* @__PURE__ */ route('boInvoicing', 'GET', '/api/backoffice/sites/:site/invoicing');
export const boSaveInvoicing = /* @__PURE__ */ route('boSaveInvoicing', 'PUT', '/api/backoffice/sites/:site/invoicing');
export const boOrderInvoice = /* @__PURE__ */ route('boOrderInvoice', 'GET', '/api/backoffice/sites/:site/orders/:number/invoices/:file');
export const myInvoice = /* @__PURE__ */ route('myInvoice', 'GET', '/api/booking/my/:token/invoices/:file');
