/**
 * `npm run seed` — seeds the two demo schools when they are missing;
 * `npm run seed -- --pages N [--site KEY]` adds N generated pages per language (large site for benchmarks).
 */
import { parseArgs } from 'node:util';
import { connect } from '../connect';
import { DEMO_SITE_KEY, SECOND_DEMO_SITE_KEY, seedDemo, seedLargeSite, seedSecondDemo, siteExists } from './index';

const { values } = parseArgs({
  options: { pages: { type: 'string' }, site: { type: 'string', default: DEMO_SITE_KEY } },
});
const pages = values.pages === undefined ? 0 : Number(values.pages);
if (!Number.isInteger(pages) || pages < 0 || pages > 1_000_000) {
  console.error('--pages must be a whole number between 0 and 1000000');
  process.exit(2);
}
const conn = await connect({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || undefined });
try {
  await conn.migrate();
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${process.env.SITE_PORT ?? 3000}`;
  const platformUrl = process.env.PLATFORM_URL ?? `http://localhost:${process.env.PLATFORM_PORT ?? 4000}`;
  if (!(await siteExists(conn.db, DEMO_SITE_KEY))) {
    const r = await seedDemo(conn.db, { siteUrl, platformUrl });
    console.log(`seeded demo site ${DEMO_SITE_KEY}: ${r.pages} pages`);
  }
  if (!(await siteExists(conn.db, SECOND_DEMO_SITE_KEY))) {
    const r = await seedSecondDemo(conn.db, { siteUrl, platformUrl });
    console.log(`seeded demo site ${SECOND_DEMO_SITE_KEY}: ${r.pages} pages`);
  }
  if (pages > 0) {
    const t = Date.now();
    const n = await seedLargeSite(conn.db, values.site, pages);
    console.log(`added ${n} generated pages to ${values.site} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
} finally {
  await conn.close();
}
