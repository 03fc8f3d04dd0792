import type { Db } from '@schuss/db';
import type { PaymentProvider } from '../../provider';

/** What the Lyra adapter needs (issue 15, SystemPay / PayZen form protocol): validated by env.ts. */
export type LyraOptions = {
  db: Db;
  shopId: string;
  key: string;
  mode: 'TEST' | 'PRODUCTION';
  paymentUrl: string;
  apiUrl: string;
  apiPassword: string | undefined;
  platformUrl: string;
};

/** The Lyra form-protocol adapter (issue 15): scaffold, implemented in this folder. */
export function lyraProvider(_o: LyraOptions): PaymentProvider {
  throw new Error('the Lyra adapter is not implemented yet');
}
