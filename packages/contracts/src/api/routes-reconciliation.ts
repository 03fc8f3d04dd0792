/** The money's reconciliation and the accountant's exports: the route table's entries of this area, spread into routes.ts. */
import { BackofficeSiteParams, ReportQuery } from '../backoffice';
import { ReconciliationReport } from '../reconciliation';
import * as paths from './paths-reconciliation';
import { csvFile, def, type RouteDef, staffRead } from './route-def';

const tag = 'backoffice';

export const reconciliationRoutes = {
  boReconciliation: def(paths.boReconciliation, {
    tag,
    summary:
      "Reconciliation of a period: captured less refunded per the ledger, taken less given back per the payment provider's records (by provider), the sales report's net, and every difference line by line",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: ReportQuery,
    responses: { 200: ReconciliationReport, ...staffRead },
  }),
  boJournalCsv: def(paths.boJournalCsv, {
    tag,
    summary:
      "The ledger's entries of a period for the accountant, in the French FEC's 18 columns (UTF-8 with BOM, ';' separated, decimal comma; one balanced entry per ledger entry; decision 023)",
    access: 'staff',
    answer: 'csv',
    params: BackofficeSiteParams,
    query: ReportQuery,
    responses: { ...csvFile, ...staffRead },
  }),
  boVatSummaryCsv: def(paths.boVatSummaryCsv, {
    tag,
    summary:
      "Consumer sales of a period per day and VAT rate (excl. VAT, VAT, incl. VAT, refunds) for e-reporting, from the ledger; gift vouchers sold are not sales (left out) (UTF-8 with BOM, ';' separated)",
    access: 'staff',
    answer: 'csv',
    params: BackofficeSiteParams,
    query: ReportQuery,
    responses: { ...csvFile, ...staffRead },
  }),
} satisfies Record<string, RouteDef>;
