import type { AffiliationReport, ReportQuery, SalesQuery, SalesReport } from '@schuss/contracts';
import type { Db } from '@schuss/db';
import { HttpError } from '../../lib/errors';

// TODO(helper): implemented in issue 13 by the orders helper.
const todo = () => new HttpError(501, 'not implemented yet');
export async function affiliationReport(_db: Db, _site: string, _q: ReportQuery): Promise<AffiliationReport> {
  throw todo();
}
export async function salesReport(_db: Db, _site: string, _q: SalesQuery): Promise<SalesReport> {
  throw todo();
}
export function affiliationCsv(_r: AffiliationReport, _lang: string): string {
  throw todo();
}
export function salesCsv(_r: SalesReport, _lang: string): string {
  throw todo();
}
