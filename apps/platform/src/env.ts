import { join, resolve } from 'node:path';
import { repoRoot } from '@schuss/db';
import { z } from 'zod';
import { SchoolPayments, schoolPaymentRefusals, withSchoolPaymentsFile } from './env-school-payments';
import { parseTrustedProxies } from './lib/visitor';

const DEV_REVALIDATE_SECRET = 'dev-revalidate-secret-change-me';
const DEV_PAYMENT_SECRET = 'dev-payment-secret-change-me';
const DEV_VOUCHER_SECRET = 'dev-voucher-secret-change-me';
const DEV_METRICS_TOKEN = 'dev-metrics-token-change-me';
const yesNo = z
  .enum(['true', 'false', '1', '0'], 'must be true or false')
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** Environment of the platform, validated at start-up (every variable has a demo default). */
export const PlatformEnv = z
  .object({
    /** `production` refuses the development defaults of secrets. */
    APP_ENV: z.enum(['development', 'demo', 'test', 'production']).default('development'),
    PLATFORM_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    PLATFORM_HOST: z.string().default('127.0.0.1'),
    /** Public URL of the platform (content host, search service, widget host). */
    PLATFORM_URL: z.url().optional(),
    /** Unset = embedded PGlite in DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().optional(),
    SITE_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Public URL of the site (CORS origin, revalidation calls). */
    SITE_URL: z.url().optional(),
    /** Shared with the site: authorises the platform's revalidation calls. */
    REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_REVALIDATE_SECRET),
    /**
     * The proxies in front (nginx, a load balancer) whose X-Forwarded-For is believed, as addresses or CIDR
     * ranges separated by commas (`127.0.0.1/32,::1/128`): the client is the right-most address of the header
     * that is not one of them. Unset: the client's address is the socket's, whatever a header says (issue 29, F1).
     */
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return [];
        const parsed = parseTrustedProxies(v);
        if (parsed.ok) return parsed.list;
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }),
    /** Superseded by TRUSTED_PROXIES (which may not be set with it): trust X-Forwarded-For from anyone (true) or from the number of hops. */
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxies')
      .default('false')
      .transform((v) => (v === 'true' ? true : v === 'false' ? false : Number(v))),
    /** Payment provider of checkouts (the sandbox's hosted card page is served by the platform at /pay/:id). */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'lyra'], 'must be sandbox, stripe or lyra').default('sandbox'),
    /** Signs the sandbox's server-to-server notifications (HMAC-SHA256 of the raw body). */
    PAYMENT_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_PAYMENT_SECRET),
    /** A staging server run with APP_ENV=production may take the providers' test keys only when this says so (README). */
    PAYMENT_ALLOW_TEST_KEYS: yesNo,
    /** Stripe (PAYMENT_PROVIDER=stripe): the account's secret or restricted key, `sk_live_…` / `sk_test_…` / `rk_…`. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)')
      .optional(),
    /** Stripe: the signing secret of the webhook endpoint `/api/payment/notify/stripe` (`whsec_…`). */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    /** Stripe's API (tests: a local server answering Stripe's shapes). */
    STRIPE_API_URL: z.url().default('https://api.stripe.com'),
    /** Lyra (PAYMENT_PROVIDER=lyra, SystemPay / PayZen form protocol): the shop id (`vads_site_id`, 8 digits). */
    LYRA_SHOP_ID: z
      .string()
      .regex(/^\d{8}$/, 'must be the 8-digit shop id (vads_site_id)')
      .optional(),
    /** Lyra: the key of the mode in use (test or production key of the back office), signs the form and the IPN. */
    LYRA_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
    /** Lyra: `TEST` or `PRODUCTION` (`vads_ctx_mode`). */
    LYRA_MODE: z.enum(['TEST', 'PRODUCTION'], 'must be TEST or PRODUCTION').default('TEST'),
    /** Lyra's hosted payment page (SystemPay: https://paiement.systempay.fr/vads-payment/). */
    LYRA_PAYMENT_URL: z.url().default('https://secure.payzen.eu/vads-payment/'),
    /** Lyra's REST API, for refunds (SystemPay: https://api.systempay.fr/api-payment/V4/). */
    LYRA_API_URL: z.url().default('https://api.payzen.eu/api-payment/V4/'),
    /** Lyra: the REST API password of the mode in use (refunds); unset = refunds are refused, staff refund in Lyra's back office. */
    LYRA_API_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    /** Each school's own payment account: JSON `{"<school>": {provider, stripe?: {secretKey, webhookSecret}, lyra?: {shopId, key, mode, apiPassword?}}}` (env-school-payments.ts); a school without one uses the settings above. */
    SCHOOL_PAYMENTS: SchoolPayments.optional(),
    /** The same, read from a file (systemd credential, secret mount); loadEnv reads it into SCHOOL_PAYMENTS. */
    SCHOOL_PAYMENTS_FILE: z.string().optional(),
    /** Signs the vouchers' QR codes (HMAC-SHA256): a forged or altered code is refused at check-in. */
    VOUCHER_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_VOUCHER_SECRET),
    /** `smtp://user:pass@host:587` or `smtps://…`; unset = e-mails written as .eml files in MAIL_DIR. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Where e-mails are written when SMTP_URL is unset (default: data/mail of the repository). */
    MAIL_DIR: z.string().optional(),
    /** Sender of confirmation e-mails (the site's name is shown as the sender's name). */
    MAIL_FROM: z.email('must be an e-mail address').default('no-reply@schuss.example'),
    /** `off`: no request metrics hooks and no `GET /metrics` (the benchmarks' baseline). */
    METRICS: z.enum(['on', 'off'], 'must be on or off').default('on'),
    /** Prometheus scrapes `GET /metrics` with `Authorization: Bearer <METRICS_TOKEN>`. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').default(DEV_METRICS_TOKEN),
    /** Seconds between a SIGTERM and closing: readiness answers 503 meanwhile, so a load balancer stops sending first. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120, 'must be at most 120').default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `pretty` (readable lines) or `json` (one object a line); unset = pretty for a person at a terminal in development or the demo, JSON otherwise (see lib/logger.ts). */
    LOG_FORMAT: z.enum(['pretty', 'json'], 'must be pretty or json').optional(),
    /**
     * How long adding a dated line to a cart holds its places, in seconds (default 1200: DESIGN.md §4's 20
     * minutes). Shortened by the journeys that let holds run out; production refuses less than 5 minutes.
     */
    CART_HOLD_SECONDS: z.coerce
      .number()
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1')
      .max(7200, 'must be at most 7200')
      .default(1200),
    /**
     * Places one visitor (their network) or one cart may hold at once, waiting for payment (issue 29): overall
     * (default 30), and per slot the larger of HOLD_CAP_SLOT_PLACES (default 10) and a quarter of the slot.
     * Raised by the journeys, whose every visitor is 127.0.0.1.
     */
    HOLD_CAP_PLACES: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000).default(30),
    HOLD_CAP_SLOT_PLACES: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000).default(10),
    /** How often an idle job worker looks for work, in seconds (pg-boss polling; at least 0.5; default 2, 0.5 under APP_ENV=test). */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5, 'must be at least 0.5').max(60, 'must be at most 60').optional(),
    /** Whether this process runs the background jobs (e-mails, holds, notifications); default: yes, except under APP_ENV=test. */
    JOBS_WORKERS: z.enum(['true', 'false', '1', '0'], 'must be true or false').optional(),
    /** Seed the demo school when the database has no site (default: yes). */
    SEED_DEMO: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
  })
  .transform((env) => ({
    ...env,
    PLATFORM_URL: env.PLATFORM_URL ?? `http://localhost:${env.PLATFORM_PORT}`,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.SITE_PORT}`,
    MAIL_DIR: resolve(env.MAIL_DIR ?? join(repoRoot, 'data', 'mail')),
    JOBS_POLL_SECONDS: env.JOBS_POLL_SECONDS ?? (env.APP_ENV === 'test' ? 0.5 : 2),
    // Test apps are many and short: they start the job workers only when a test asks (`app.jobs.start()`).
    JOBS_WORKERS: env.JOBS_WORKERS === undefined ? env.APP_ENV !== 'test' : env.JOBS_WORKERS === 'true' || env.JOBS_WORKERS === '1',
  }))
  .superRefine((env, ctx) => {
    if (env.TRUSTED_PROXIES.length > 0 && env.TRUST_PROXY !== false) {
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: 'set TRUSTED_PROXIES or TRUST_PROXY, not both' });
    }
    if (env.APP_ENV === 'production' && env.REVALIDATE_SECRET === DEV_REVALIDATE_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['REVALIDATE_SECRET'], message: 'the development default is refused in production' });
    }
    if (env.APP_ENV === 'production' && env.PAYMENT_SECRET === DEV_PAYMENT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_SECRET'], message: 'the development default is refused in production' });
    }
    if (env.APP_ENV === 'production' && env.VOUCHER_SECRET === DEV_VOUCHER_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['VOUCHER_SECRET'], message: 'the development default is refused in production' });
    }
    if (env.APP_ENV === 'production' && env.CART_HOLD_SECONDS < 300) {
      ctx.addIssue({
        code: 'custom',
        path: ['CART_HOLD_SECONDS'],
        message: 'must be at least 300 in production (visitors need time to fill their cart)',
      });
    }
    if (env.APP_ENV === 'production' && env.METRICS_TOKEN === DEV_METRICS_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: 'the development default is refused in production' });
    }
    const refuseTestKeys = env.APP_ENV === 'production' && !env.PAYMENT_ALLOW_TEST_KEYS;
    // The sandbox's page marks orders paid for a test card number: never in production by mistake.
    if (refuseTestKeys && env.PAYMENT_PROVIDER === 'sandbox')
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'the sandbox is refused in production: choose stripe or lyra (or set PAYMENT_ALLOW_TEST_KEYS=true on a staging server)',
      });
    if (env.PAYMENT_PROVIDER === 'stripe') {
      if (!env.STRIPE_SECRET_KEY)
        ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when PAYMENT_PROVIDER=stripe' });
      if (!env.STRIPE_WEBHOOK_SECRET)
        ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when PAYMENT_PROVIDER=stripe' });
      if (refuseTestKeys && env.STRIPE_SECRET_KEY?.includes('_test_'))
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_SECRET_KEY'],
          message: 'a test key is refused in production (set PAYMENT_ALLOW_TEST_KEYS=true on a staging server)',
        });
    }
    if (refuseTestKeys && env.SCHOOL_PAYMENTS)
      for (const r of schoolPaymentRefusals(env.SCHOOL_PAYMENTS)) ctx.addIssue({ code: 'custom', path: r.path, message: r.message });
    if (env.PAYMENT_PROVIDER === 'lyra') {
      if (!env.LYRA_SHOP_ID) ctx.addIssue({ code: 'custom', path: ['LYRA_SHOP_ID'], message: 'is required when PAYMENT_PROVIDER=lyra' });
      if (!env.LYRA_KEY) ctx.addIssue({ code: 'custom', path: ['LYRA_KEY'], message: 'is required when PAYMENT_PROVIDER=lyra' });
      if (refuseTestKeys && env.LYRA_MODE === 'TEST')
        ctx.addIssue({
          code: 'custom',
          path: ['LYRA_MODE'],
          message: 'TEST is refused in production (set PAYMENT_ALLOW_TEST_KEYS=true on a staging server)',
        });
    }
  });
export type PlatformEnv = z.infer<typeof PlatformEnv>;

/** Parses the environment or throws one readable error listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): PlatformEnv {
  const cleaned = withSchoolPaymentsFile(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (typeof cleaned === 'string') throw new Error(`Invalid environment:\n  ${cleaned}`);
  const result = PlatformEnv.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
