import type { CancellationRequest, CancellationResponse } from '@schuss/contracts';
import { HttpError } from '../../lib/errors';
import type { AuthSession } from '../auth/service';
import type { OrdersDeps } from '../orders/service';
import type { PaymentDeps } from '../payment/service';

// TODO(helper): implemented in issue 13 by the refunds helper.
const todo = () => new HttpError(501, 'not implemented yet');
export type CancellationDeps = { orders: OrdersDeps; payments: PaymentDeps };
export async function cancelOrder(
  _d: CancellationDeps,
  _staff: AuthSession,
  _site: string,
  _number: string,
  _body: CancellationRequest,
): Promise<CancellationResponse> {
  throw todo();
}
export async function resendConfirmation(
  _d: OrdersDeps,
  _staff: AuthSession,
  _site: string,
  _number: string,
): Promise<{ sent: true; to: string }> {
  throw todo();
}
