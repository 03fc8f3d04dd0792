/**
 * Platform entry point: validates the environment, opens the database (embedded PGlite
 * unless DATABASE_URL is set), runs migrations, seeds the demo on an empty database,
 * then listens.
 */
import { cacheTags } from '@schuss/contracts';
import { connect, sites } from '@schuss/db';
import { addFindBookingToDemo, DEMO_SITE_KEY, SECOND_DEMO_SITE_KEY, seedDemo, seedSecondDemo, siteExists } from '@schuss/db/seed';
import { eq } from 'drizzle-orm';
import { buildApp } from './app';
import { loadEnv } from './env';
import { createLogger } from './lib/logger';
import { addMissingDemoStaff, DEMO_EDITOR, DEMO_STAFF, demoEditorActive, seedDemoEditor } from './modules/auth';
import { AROLLES_EDITOR, seedSecondDemoStaff } from './modules/schools';
import { reindexAll, searchIndexIsStale } from './modules/search';

const env = loadEnv();
// Readable lines under `npm start` at a terminal, JSON in production (LOG_FORMAT).
const log = createLogger(env);
const conn = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
log.info({ database: conn.kind }, 'database opened');
await conn.migrate();
let seeded = false;
if (env.SEED_DEMO && !(await siteExists(conn.db, DEMO_SITE_KEY))) {
  const r = await seedDemo(conn.db, { siteUrl: env.SITE_URL, platformUrl: env.PLATFORM_URL });
  seeded = true;
  log.info({ site: DEMO_SITE_KEY, pages: r.pages }, 'demo site seeded');
  // Demo accounts have published passwords (README): never in production.
  if (env.APP_ENV !== 'production') await seedDemoEditor(conn.db, r.siteId);
} else if (env.SEED_DEMO && env.APP_ENV !== 'production' && (await addMissingDemoStaff(conn.db, DEMO_SITE_KEY))) {
  log.info({ email: DEMO_STAFF.email }, 'demo staff account added (back office)');
}
// The second demo school: seeded with the first, and added once to a demo made before.
let secondSeeded = false;
if (env.SEED_DEMO && !(await siteExists(conn.db, SECOND_DEMO_SITE_KEY))) {
  const r = await seedSecondDemo(conn.db, { siteUrl: env.SITE_URL, platformUrl: env.PLATFORM_URL });
  secondSeeded = true;
  log.info({ site: SECOND_DEMO_SITE_KEY, pages: r.pages }, 'second demo school seeded');
  if (env.APP_ENV !== 'production') {
    const [first] = await conn.db.select({ id: sites.id }).from(sites).where(eq(sites.key, DEMO_SITE_KEY));
    await seedSecondDemoStaff(conn.db, r.siteId, first?.id);
    log.info(
      { site: SECOND_DEMO_SITE_KEY, email: AROLLES_EDITOR.email, password: AROLLES_EDITOR.password },
      'second demo editor account (see README)',
    );
  }
}
// A demo seeded before the customer's booking page existed gets the "find my booking" form on its my-bookings pages (once).
const upgraded = env.SEED_DEMO && !seeded ? await addFindBookingToDemo(conn.db, DEMO_SITE_KEY) : 0;
if (upgraded) log.info({ pages: upgraded }, 'demo my-bookings pages: find my booking form added');
if (env.APP_ENV !== 'production' && (await demoEditorActive(conn.db))) {
  log.info({ site: DEMO_SITE_KEY, email: DEMO_EDITOR.email, password: DEMO_EDITOR.password }, 'demo editor account (see README)');
}
// Pages written by `npm run seed` (or a restore) are not indexed yet: index them once.
if (seeded || secondSeeded || (await searchIndexIsStale(conn.db))) {
  log.info({ indexed: await reindexAll(conn.db) }, 'search index rebuilt');
}
// CORS answers the origins of every school's domains and SITE_URL, read from the database (modules/schools/origins.ts).
const app = await buildApp({ db: conn.db, env, logger: log });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down');
  // Readiness answers 503 first, so that a load balancer stops sending requests before the process closes.
  app.readiness.closing = true;
  if (env.SHUTDOWN_DRAIN_SECONDS > 0) await new Promise((r) => setTimeout(r, env.SHUTDOWN_DRAIN_SECONDS * 1000));
  await app.close();
  await conn.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PLATFORM_PORT, host: env.PLATFORM_HOST });
log.info({ url: env.PLATFORM_URL, docs: `${env.PLATFORM_URL}/docs`, backOffice: `${env.PLATFORM_URL}/admin/` }, 'platform ready');
// A fresh seed replaces whatever an earlier database had: pages the site cached are stale.
if (seeded || upgraded) void app.site.revalidate([cacheTags.site(DEMO_SITE_KEY), cacheTags.pages(DEMO_SITE_KEY)]);
if (secondSeeded) void app.site.revalidate([cacheTags.site(SECOND_DEMO_SITE_KEY), cacheTags.pages(SECOND_DEMO_SITE_KEY)]);
