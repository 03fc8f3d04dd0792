import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from './connect';
import { sites } from './schema-content';
import { siteHosts } from './schema-schools';
import { DEMO_SITE_KEY, SECOND_DEMO_SITE_KEY, seedDemo, seedSecondDemo } from './seed';
import { drivers, freshTestDatabase } from './testing/vitest';

const urls = { siteUrl: 'http://localhost:3000', platformUrl: 'http://localhost:4000' };

describe.each(drivers)('schools: host names and resorts on %s', (kind) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await freshTestDatabase(kind);
    await seedDemo(conn.db, urls);
    await seedSecondDemo(conn.db, urls);
  });
  afterAll(() => conn?.close());

  const hostsOf = async (key: string) =>
    (
      await conn.db
        .select({ host: siteHosts.host })
        .from(siteHosts)
        .innerJoin(sites, eq(sites.id, siteHosts.siteId))
        .where(eq(sites.key, key))
        .orderBy(siteHosts.host)
    ).map((r) => r.host);

  it('records each school host name, port left out', async () => {
    expect(await hostsOf(DEMO_SITE_KEY)).toEqual(['localhost']);
    expect(await hostsOf(SECOND_DEMO_SITE_KEY)).toEqual(['arolles.localhost', 'en.arolles.localhost']);
  });

  it('follows the config when a school changes its domains', async () => {
    await conn.db.execute(
      sql`update sites set config = jsonb_set(config, '{domains,en}', '"https://EN.Arolles.example:8443/"') where key = ${SECOND_DEMO_SITE_KEY}`,
    );
    expect(await hostsOf(SECOND_DEMO_SITE_KEY)).toEqual(['arolles.localhost', 'en.arolles.example']);
  });

  it('refuses a host name of another school, naming it, and leaves the config as it was', async () => {
    const change = conn.db.execute(
      sql`update sites set config = jsonb_set(config, '{domains,en}', '"http://localhost:3001/en"') where key = ${SECOND_DEMO_SITE_KEY}`,
    );
    // drizzle wraps the database error: its cause is PostgreSQL's.
    await expect(change).rejects.toMatchObject({
      cause: { code: '23505', message: 'host localhost already belongs to school val-neige' },
    });
    expect(await hostsOf(SECOND_DEMO_SITE_KEY)).toEqual(['arolles.localhost', 'en.arolles.example']);
  });

  it('refuses a second school selling the same resort', async () => {
    const [demo] = await conn.db.select().from(sites).where(eq(sites.key, DEMO_SITE_KEY));
    const copy = { ...demo!.config, site: 'copie', domains: { fr: 'http://copie.localhost:3000' } };
    await expect(conn.db.insert(sites).values({ key: 'copie', name: 'Copie', config: copy })).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'sites_resort_uq' },
    });
    const ok = { ...copy, resort: 'copie' };
    await conn.db.insert(sites).values({ key: 'copie', name: 'Copie', config: ok });
    expect(await hostsOf('copie')).toEqual(['copie.localhost']);
  });
});
