import type { Db } from '@schuss/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformEnv } from '../../env';
import type { PaymentProvider } from './provider';
import { lyraProvider } from './providers/lyra';
import { sandboxProvider } from './providers/sandbox';
import { stripeProvider } from './providers/stripe';
import type { PaymentDeps } from './service';

/** The provider chosen by `PAYMENT_PROVIDER` (env.ts checked its keys at start-up). */
function paymentProvider(env: PlatformEnv, db: Db): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'sandbox':
      return sandboxProvider({ db, platformUrl: env.PLATFORM_URL, secret: env.PAYMENT_SECRET });
    case 'stripe':
      return stripeProvider({
        db,
        secretKey: env.STRIPE_SECRET_KEY ?? '',
        webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
        apiUrl: env.STRIPE_API_URL,
        platformUrl: env.PLATFORM_URL,
      });
    case 'lyra':
      return lyraProvider({
        db,
        shopId: env.LYRA_SHOP_ID ?? '',
        key: env.LYRA_KEY ?? '',
        mode: env.LYRA_MODE,
        paymentUrl: env.LYRA_PAYMENT_URL,
        apiUrl: env.LYRA_API_URL,
        apiPassword: env.LYRA_API_PASSWORD,
        platformUrl: env.PLATFORM_URL,
      });
  }
}

/** The payment module's dependencies: the database, the configured provider, the logger. */
export function paymentDeps(o: { db: Db; env: PlatformEnv; log: FastifyBaseLogger }): PaymentDeps {
  return { db: o.db, log: o.log, provider: paymentProvider(o.env, o.db) };
}
