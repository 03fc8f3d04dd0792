import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Each school's own payment settings (its own Stripe account or Lyra shop, so that its money goes
 * to it). They hold secrets, so they live in the environment — `SCHOOL_PAYMENTS` (JSON) or
 * `SCHOOL_PAYMENTS_FILE` (a JSON file: a systemd credential, a secret mount) — never in the
 * school's config in the database, which the editors' APIs serve. A school without an entry pays
 * through the global settings (`PAYMENT_PROVIDER`, `STRIPE_*`, `LYRA_*`).
 */

const StripeSettings = z.strictObject({
  /** The school's Stripe account: its secret or restricted key. */
  secretKey: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)'),
  /** The signing secret of the webhook endpoint `/api/payment/notify/stripe` in the school's account. */
  webhookSecret: z.string().regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, 'must be a Stripe webhook signing secret (whsec_…)'),
});

const LyraSettings = z.strictObject({
  shopId: z.string().regex(/^\d{8}$/, 'must be the 8-digit shop id (vads_site_id)'),
  /** The key of the mode in use: signs the school's forms and checks its IPNs. */
  key: z.string().min(8, 'must be at least 8 characters'),
  mode: z.enum(['TEST', 'PRODUCTION'], 'must be TEST or PRODUCTION').default('TEST'),
  /** The REST API password (refunds); unset = refunds are refused, staff refund in Lyra's back office. */
  apiPassword: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Another Lyra brand than the global LYRA_PAYMENT_URL / LYRA_API_URL (SystemPay vs PayZen). */
  paymentUrl: z.url().optional(),
  apiUrl: z.url().optional(),
});

export const SchoolPayment = z
  .strictObject({
    provider: z.enum(['sandbox', 'stripe', 'lyra'], 'must be sandbox, stripe or lyra'),
    stripe: StripeSettings.optional(),
    lyra: LyraSettings.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.provider === 'stripe' && !s.stripe)
      ctx.addIssue({ code: 'custom', path: ['stripe'], message: 'is required when provider is stripe' });
    if (s.provider === 'lyra' && !s.lyra) ctx.addIssue({ code: 'custom', path: ['lyra'], message: 'is required when provider is lyra' });
  });
export type SchoolPayment = z.infer<typeof SchoolPayment>;

const SCHOOL_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** `SCHOOL_PAYMENTS`: a JSON object from school key to its settings. */
export const SchoolPayments = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch (err) {
      // JSON.parse's message quotes the text around the error, which holds secrets: the position only.
      const at = /position (\d+)/.exec(err instanceof Error ? err.message : '')?.[1];
      ctx.addIssue({ code: 'custom', message: at ? `is not JSON (error at character ${at})` : 'is not JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(z.string(), SchoolPayment, 'must be a JSON object from school key to payment settings').superRefine((schools, ctx) => {
      // Checked here rather than by the record's key schema, whose issue would not say what a key must be.
      for (const key of Object.keys(schools))
        if (!SCHOOL_KEY.test(key))
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be a school key (lowercase letters, digits and dashes)' });
    }),
  );
export type SchoolPayments = Record<string, SchoolPayment>;

/**
 * Production refusals of a school's settings, as for the global ones: the sandbox, Stripe test
 * keys and Lyra's TEST mode, unless PAYMENT_ALLOW_TEST_KEYS says this is a staging server.
 */
export function schoolPaymentRefusals(schools: SchoolPayments): { path: string[]; message: string }[] {
  const staging = '(set PAYMENT_ALLOW_TEST_KEYS=true on a staging server)';
  const refusals: { path: string[]; message: string }[] = [];
  for (const [school, s] of Object.entries(schools)) {
    const at = (...p: string[]) => ['SCHOOL_PAYMENTS', school, ...p];
    if (s.provider === 'sandbox') refusals.push({ path: at('provider'), message: `the sandbox is refused in production ${staging}` });
    if (s.provider === 'stripe' && s.stripe?.secretKey.includes('_test_'))
      refusals.push({ path: at('stripe', 'secretKey'), message: `a test key is refused in production ${staging}` });
    if (s.provider === 'lyra' && s.lyra?.mode === 'TEST')
      refusals.push({ path: at('lyra', 'mode'), message: `TEST is refused in production ${staging}` });
  }
  return refusals;
}

/**
 * Reads `SCHOOL_PAYMENTS_FILE` into `SCHOOL_PAYMENTS` before validation (both given is an error:
 * which one wins would be a guess). Answers the environment to validate, or the problem.
 */
export function withSchoolPaymentsFile(source: Record<string, string | undefined>): Record<string, string | undefined> | string {
  const file = source.SCHOOL_PAYMENTS_FILE;
  if (!file) return source;
  if (source.SCHOOL_PAYMENTS) return 'SCHOOL_PAYMENTS_FILE: give SCHOOL_PAYMENTS or SCHOOL_PAYMENTS_FILE, not both';
  try {
    return { ...source, SCHOOL_PAYMENTS: readFileSync(file, 'utf8') };
  } catch (err) {
    return `SCHOOL_PAYMENTS_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`;
  }
}
