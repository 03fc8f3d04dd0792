import type { DashboardQuery, DashboardResponse, SlotsResponse } from '@schuss/contracts';
import type { Db } from '@schuss/db';
import { HttpError } from '../../lib/errors';

// TODO(helper): implemented in issue 13 by the orders helper.
const todo = () => new HttpError(501, 'not implemented yet');
export async function dashboard(_db: Db, _site: string, _q: DashboardQuery): Promise<DashboardResponse> {
  throw todo();
}
export async function lessonSlots(_db: Db, _site: string, _q: { from?: string; to?: string; lang?: string }): Promise<SlotsResponse> {
  throw todo();
}
