import type { CheckInRequest, RosterResponse } from '@schuss/contracts';
import type { Db } from '@schuss/db';
import { HttpError } from '../../lib/errors';
import type { AuthSession } from '../auth/service';

// TODO(helper): implemented in issue 13 by the refunds helper.
const todo = () => new HttpError(501, 'not implemented yet');
export async function roster(_db: Db, _site: string, _slotId: number, _lang?: string): Promise<RosterResponse> {
  throw todo();
}
export function rosterCsv(_r: RosterResponse, _lang: string): string {
  throw todo();
}
export async function checkIn(
  _db: Db,
  _staff: AuthSession,
  _site: string,
  _slotId: number,
  _body: CheckInRequest,
): Promise<{ present: boolean; checkIns: string[] }> {
  throw todo();
}
