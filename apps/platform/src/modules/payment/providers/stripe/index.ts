import type { Db } from '@schuss/db';
import type { PaymentProvider } from '../../provider';

/** What the Stripe adapter needs (issue 15): keys validated by env.ts, the API's base URL (tests: a local server). */
export type StripeOptions = { db: Db; secretKey: string; webhookSecret: string; apiUrl: string; platformUrl: string };

/** The Stripe Checkout adapter (issue 15): scaffold, implemented in this folder. */
export function stripeProvider(_o: StripeOptions): PaymentProvider {
  throw new Error('the Stripe adapter is not implemented yet');
}
