import type { Connection } from '@schuss/db';
import { seedDemo } from '@schuss/db/seed';
import type { DriverKind } from '@schuss/db/testing';
import { freshTestDatabase } from '@schuss/db/testing/vitest';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { indexPages } from '../modules/search';

export { drivers, mainDrivers } from '@schuss/db/testing/vitest';

let visitors = 0;
/**
 * A new visitor's address (10.x.y.z, one per call): tests that stand for many people send each one's requests
 * from their own address, as places held at once are capped per visitor (booking/hold-caps.ts).
 */
export const visitor = () => {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

export const testUrls = { siteUrl: 'http://localhost:3999', platformUrl: 'http://localhost:4999' };

/** A platform on a fresh database of the given kind, seeded with the demo school. */
export async function testPlatform(kind: DriverKind, { seed = true } = {}) {
  const conn: Connection = await freshTestDatabase(kind);
  if (seed) {
    await seedDemo(conn.db, testUrls);
    await indexPages(conn.db);
  }
  const env = loadEnv({ APP_ENV: 'test', SITE_URL: testUrls.siteUrl, PLATFORM_URL: testUrls.platformUrl });
  const app = await buildApp({ db: conn.db, env });
  await app.ready();
  return {
    app,
    conn,
    async close() {
      await app.close();
      await conn.close();
    },
  };
}
