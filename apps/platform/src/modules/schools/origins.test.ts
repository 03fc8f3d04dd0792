import type { Connection } from '@schuss/db';
import { seedDemo, seedSecondDemo } from '@schuss/db/seed';
import { freshTestDatabase } from '@schuss/db/testing/vitest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testUrls } from '../../test/app';
import { ORIGINS_TTL_MS, schoolOrigins } from './origins';

const AROLLES = 'http://arolles.localhost:3999';
const ADDED = 'http://cimes.localhost:3999';

describe('CORS origins of all schools', () => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await freshTestDatabase('pglite');
    await seedDemo(conn.db, testUrls);
    await seedSecondDemo(conn.db, testUrls);
  });
  afterAll(() => conn?.close());

  it("answers both schools' origins and SITE_URL, nobody else", async () => {
    const origins = schoolOrigins(conn.db, 'http://localhost:3999');
    expect(await origins.allows(AROLLES)).toBe(true);
    expect(await origins.allows('http://en.arolles.localhost:3999')).toBe(true);
    expect(await origins.allows('http://localhost:3999')).toBe(true);
    expect(await origins.allows('http://evil.example')).toBe(false);
  });

  it('follows a school added at run time within the cache time, without a restart', async () => {
    let t = 0;
    const origins = schoolOrigins(conn.db, 'http://localhost:3999', { now: () => t });
    expect(await origins.allows(ADDED)).toBe(false);
    await conn.db.execute(sql`insert into sites (key, name, config)
      select 'les-cimes', 'Cimes', config || ${JSON.stringify({ site: 'les-cimes', resort: 'les-cimes', domains: { fr: ADDED } })}::jsonb
      from sites where key = 'les-arolles'`);
    // Asked again at once: the list read a moment ago is kept (a stranger does not reload it each time).
    t = 500;
    expect(await origins.allows(ADDED)).toBe(false);
    t = ORIGINS_TTL_MS;
    expect(await origins.allows(ADDED)).toBe(true);
  });

  it('keeps a fixed list when given one', async () => {
    const origins = schoolOrigins(conn.db, 'http://localhost:3999', { fixed: ['https://only.example/x'] });
    expect(await origins.allows('https://only.example')).toBe(true);
    expect(await origins.allows(AROLLES)).toBe(false);
  });
});
