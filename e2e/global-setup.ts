import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '@schuss/db/testing';
import postgres from 'pg';
import {
  backofficeBuildOutdated,
  buildBackoffice,
  buildEditor,
  buildSite,
  buildWidget,
  DIST_DIRS,
  editorBuilt,
  siteBuilt,
  startPlatform,
  startSite,
  stop,
  widgetBuilt,
  // @ts-expect-error plain ESM script shared with `npm start` (the error is reported on this line)
} from '../scripts/stack.mjs';
import { startSmtpSink } from './mail';
import { type E2EStack, stackFile } from './stack';

// Ports can be moved (E2E_SITE_PORT, E2E_PLATFORM_PORT) so two runs can share a machine.
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4100);
export const REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789';

/**
 * Starts PostgreSQL, the site and the platform for the journeys. The site starts first so the
 * platform's "fresh seed" revalidation reaches it (pages cached by an earlier run are dropped).
 */
export default async function globalSetup() {
  const pg = await startPostgres();
  const siteUrl = `http://localhost:${SITE_PORT}`;
  const platformUrl = `http://localhost:${PLATFORM_PORT}`;
  // E-mails arrive here as .eml files (a fresh directory per run), for the journeys to read: the platform
  // sends them by SMTP (through its outbox, as in production) to a server of this process that writes them.
  const mailDir = mkdtempSync(join(tmpdir(), 'schuss-e2e-mail-'));
  const smtp = await startSmtpSink(mailDir);
  const env = {
    APP_ENV: 'test',
    // The job workers run as in production: they deliver the e-mails (env.ts: off by default under APP_ENV=test).
    JOBS_WORKERS: 'true',
    REVALIDATE_SECRET,
    SITE_URL: siteUrl,
    PLATFORM_URL: platformUrl,
    DATABASE_URL: pg.url,
    LOG_LEVEL: 'warn',
    MAIL_DIR: mailDir,
    // The journeys' own build of the site (scripts/test.sh builds it), never `npm start`'s `.next`.
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? DIST_DIRS.test,
    // With source maps (scripts/test.sh builds it so): tests/budgets.spec.ts attributes the first load's bytes.
    SITE_SOURCE_MAPS: '1',
    // The journeys' requests from 127.0.0.1 stand for a trusted proxy's (nginx in production): journeys that act as
    // several visitors send X-Forwarded-For (rate-limits.spec.ts); other loopback addresses are not trusted
    // (client-address.spec.ts connects from 127.0.0.2 to forge it).
    TRUSTED_PROXIES: '127.0.0.1/32,::1/128',
    // Every journey's visitor is 127.0.0.1, and two files run at once: what one visitor may hold at once is raised
    // (hold-caps.test.ts checks the caps themselves, with several addresses).
    HOLD_CAP_PLACES: '100000',
    HOLD_CAP_SLOT_PLACES: '100000',
  };
  if (!widgetBuilt()) buildWidget();
  if (!editorBuilt()) buildEditor();
  // The back office the platform serves at /admin/ (rebuilt when its sources or the contracts changed).
  if (backofficeBuildOutdated()) buildBackoffice();
  if (!siteBuilt(env)) buildSite(env);
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
  try {
    site = await startSite({ port: SITE_PORT, platformPort: PLATFORM_PORT, env });
    platform = await startPlatform({ port: PLATFORM_PORT, sitePort: SITE_PORT, env: { ...env, SMTP_URL: smtp.url } });
  } catch (err) {
    await Promise.all([stop(site), stop(platform)]);
    await smtp.close();
    pg.stop();
    throw err;
  }
  const stack: E2EStack = {
    siteUrl,
    platformUrl,
    databaseUrl: pg.url,
    revalidateSecret: REVALIDATE_SECRET,
    platformPid: platform?.pid,
    mailDir,
    smtpUrl: smtp.url,
  };
  writeFileSync(stackFile, JSON.stringify(stack));
  return async () => {
    // What every journey did through the site and the platform left each slot's places right (the places
    // invariant: migration 0023's `places_drift`) and the money ledger balanced (migration 0024's
    // `ledger_drift`), read once the processes stopped writing.
    await Promise.all([stop(site), stop(platform)]);
    let drift: unknown[] = [];
    let money: unknown[] = [];
    try {
      drift = await driftOf(pg.url, 'select * from places_drift order by slot_id');
      money = await driftOf(pg.url, 'select * from ledger_drift order by what, key');
    } finally {
      await smtp.close();
      pg.stop();
      rmSync(mailDir, { recursive: true, force: true });
    }
    if (drift.length) {
      throw new Error(
        `the journeys left ${drift.length} slot(s) whose held or sold places differ from their lines and offers: ${JSON.stringify(drift)}`,
      );
    }
    if (money.length) {
      throw new Error(
        `the journeys left ${money.length} order(s) or day(s) where the ledger differs from what was taken and given back: ${JSON.stringify(money)}`,
      );
    }
  };
}

/** The rows of an invariant's view (none when it holds). */
async function driftOf(databaseUrl: string, query: string): Promise<unknown[]> {
  const client = new postgres.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}
