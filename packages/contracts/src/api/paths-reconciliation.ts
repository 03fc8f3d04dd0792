// Back office, the money's reconciliation and the accountant's exports (the ledger of a period).
import { route } from './route-path';

export const boReconciliation = /* @__PURE__ */ route('boReconciliation', 'GET', '/api/backoffice/sites/:site/reports/reconciliation');
export const boJournalCsv = /* @__PURE__ */ route('boJournalCsv', 'GET', '/api/backoffice/sites/:site/reports/journal.csv');
export const boVatSummaryCsv = /* @__PURE__ */ route('boVatSummaryCsv', 'GET', '/api/backoffice/sites/:site/reports/vat-summary.csv');
