import type { Db } from '@schuss/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformEnv } from '../../env';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './providers/sandbox';
import type { PaymentDeps } from './service';

/** The provider chosen by `PAYMENT_PROVIDER` (only `sandbox` for now). */
function paymentProvider(env: PlatformEnv, db: Db): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'sandbox':
      return sandboxProvider({ db, platformUrl: env.PLATFORM_URL, secret: env.PAYMENT_SECRET });
  }
}

/** The payment module's dependencies: the database, the configured provider, the logger. */
export function paymentDeps(o: { db: Db; env: PlatformEnv; log: FastifyBaseLogger }): PaymentDeps {
  return { db: o.db, log: o.log, provider: paymentProvider(o.env, o.db) };
}
