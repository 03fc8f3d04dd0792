import { type Db, sites } from '@schuss/db';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformEnv } from '../../env';
import type { SchoolPayment } from '../../env-school-payments';
import type { PaymentProvider } from './provider';
import { lyraProvider } from './providers/lyra';
import { sandboxProvider } from './providers/sandbox';
import { stripeProvider } from './providers/stripe';
import type { PaymentDeps } from './service';

/** Builds a provider from settings env.ts has checked (the global ones or a school's). */
function buildProvider(env: PlatformEnv, db: Db, s: SchoolPayment, sandbox: () => PaymentProvider): PaymentProvider {
  switch (s.provider) {
    case 'sandbox':
      return sandbox();
    case 'stripe':
      return stripeProvider({
        db,
        secretKey: s.stripe?.secretKey ?? '',
        webhookSecret: s.stripe?.webhookSecret ?? '',
        apiUrl: env.STRIPE_API_URL,
        platformUrl: env.PLATFORM_URL,
      });
    case 'lyra':
      return lyraProvider({
        db,
        shopId: s.lyra?.shopId ?? '',
        key: s.lyra?.key ?? '',
        mode: s.lyra?.mode ?? 'TEST',
        paymentUrl: s.lyra?.paymentUrl ?? env.LYRA_PAYMENT_URL,
        apiUrl: s.lyra?.apiUrl ?? env.LYRA_API_URL,
        apiPassword: s.lyra?.apiPassword,
        platformUrl: env.PLATFORM_URL,
      });
  }
}

/** The global settings (`PAYMENT_PROVIDER`, `STRIPE_*`, `LYRA_*`) in the shape of a school's. */
function globalSettings(env: PlatformEnv): SchoolPayment {
  return {
    provider: env.PAYMENT_PROVIDER,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : undefined,
    lyra:
      env.LYRA_SHOP_ID && env.LYRA_KEY
        ? { shopId: env.LYRA_SHOP_ID, key: env.LYRA_KEY, mode: env.LYRA_MODE, apiPassword: env.LYRA_API_PASSWORD }
        : undefined,
  };
}

/**
 * The payment module's dependencies: the database, the logger, and a provider per school — the
 * school's own account (`SCHOOL_PAYMENTS`), else the global settings' provider. Every provider is
 * built once here, at start-up; the sandbox (no money, no merchant account) is one for everyone.
 */
export function paymentDeps(o: { db: Db; env: PlatformEnv; log: FastifyBaseLogger }): PaymentDeps {
  let sandbox: PaymentProvider | undefined;
  const sandboxOnce = () => {
    sandbox ??= sandboxProvider({ db: o.db, platformUrl: o.env.PLATFORM_URL, secret: o.env.PAYMENT_SECRET });
    return sandbox;
  };
  const provider = buildProvider(o.env, o.db, globalSettings(o.env), sandboxOnce);
  const bySchool = new Map<string, PaymentProvider>(
    Object.entries(o.env.SCHOOL_PAYMENTS ?? {}).map(([school, s]) => [school, buildProvider(o.env, o.db, s, sandboxOnce)]),
  );
  const all = [...new Set([provider, ...bySchool.values()])];
  return {
    db: o.db,
    log: o.log,
    provider,
    providerFor: (site) => bySchool.get(site) ?? provider,
    providersNamed: (name) => all.filter((p) => p.name === name),
  };
}

/**
 * The schools of SCHOOL_PAYMENTS that the database does not know: a misspelt key leaves the real
 * school on the global account, so the platform warns at start-up (a school added later by
 * `npm run school:add` is not an error).
 */
export async function settingsWithoutSchool(db: Db, env: PlatformEnv): Promise<string[]> {
  const keys = Object.keys(env.SCHOOL_PAYMENTS ?? {});
  if (keys.length === 0) return [];
  const known = new Set((await db.select({ key: sites.key }).from(sites).where(inArray(sites.key, keys))).map((s) => s.key));
  return keys.filter((k) => !known.has(k));
}
