import 'server-only';
import { z } from 'zod';

const DEV_REVALIDATE_SECRET = 'dev-revalidate-secret-change-me';
const DEV_METRICS_TOKEN = 'dev-metrics-token-change-me';

/** Site environment, validated once (every variable has a demo default). */
const SiteEnv = z
  .object({
    /** `production` refuses the development defaults of secrets. */
    APP_ENV: z.enum(['development', 'demo', 'test', 'production']).default('development'),
    /**
     * The school served on a host that no school lists in its language base URLs (127.0.0.1, a
     * benchmark's address…); `none`: such a host gets the not-found page.
     */
    SITE_KEY: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('val-neige'),
    /** Where the site's server reaches the content API (may be an internal address). */
    CONTENT_API_URL: z.url().optional(),
    PLATFORM_URL: z.url().optional(),
    PLATFORM_PORT: z.coerce.number().int().default(4000),
    REVALIDATE_SECRET: z.string().min(16).default(DEV_REVALIDATE_SECRET),
    /** Prometheus scrapes `GET /metrics` with `Authorization: Bearer <METRICS_TOKEN>` (the platform's token may be the same). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').default(DEV_METRICS_TOKEN),
    /** Seconds a cached page is served before it is refreshed in the background. */
    PAGE_REVALIDATE_SECONDS: z.coerce.number().int().min(1).default(3600),
  })
  .transform((env) => ({
    ...env,
    CONTENT_API_URL: env.CONTENT_API_URL ?? env.PLATFORM_URL ?? `http://127.0.0.1:${env.PLATFORM_PORT}`,
    FALLBACK_SITE_KEY: env.SITE_KEY === 'none' ? null : env.SITE_KEY,
  }));

function load() {
  const cleaned = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
  const result = SiteEnv.safeParse(cleaned);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  if (result.data.APP_ENV === 'production' && result.data.REVALIDATE_SECRET === DEV_REVALIDATE_SECRET) {
    throw new Error('Invalid environment:\n  REVALIDATE_SECRET: the development default is refused in production');
  }
  if (result.data.APP_ENV === 'production' && result.data.METRICS_TOKEN === DEV_METRICS_TOKEN) {
    throw new Error('Invalid environment:\n  METRICS_TOKEN: the development default is refused in production');
  }
  return result.data;
}

export const env = load();
