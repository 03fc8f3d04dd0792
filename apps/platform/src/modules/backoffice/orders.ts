import type { BackofficeFiltersResponse, BackofficeOrder, BackofficeOrdersQuery, BackofficeOrdersResponse } from '@schuss/contracts';
import type { Db } from '@schuss/db';
import { HttpError } from '../../lib/errors';

// TODO(helper): implemented in issue 13 by the orders helper.
const todo = () => new HttpError(501, 'not implemented yet');
export async function listOrders(_db: Db, _site: string, _q: BackofficeOrdersQuery): Promise<BackofficeOrdersResponse> {
  throw todo();
}
export async function orderFilters(_db: Db, _site: string): Promise<BackofficeFiltersResponse> {
  throw todo();
}
export async function orderDetail(_db: Db, _site: string, _number: string): Promise<BackofficeOrder> {
  throw todo();
}
