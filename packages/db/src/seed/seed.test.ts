import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../connect';
import { pages, sites } from '../schema';
import { drivers, freshTestDatabase } from '../testing/vitest';
import { rows } from '../tx';
import { DEMO_SITE_KEY, seedDemo, seedLargeSite, siteExists } from './index';
import { generatedPages } from './large';

describe.each(drivers)('seed on %s', (kind) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await freshTestDatabase(kind);
  });
  afterAll(() => conn?.close());

  it('seeds the demo school once, every page published', async () => {
    expect(await siteExists(conn.db, DEMO_SITE_KEY)).toBe(false);
    const r = await seedDemo(conn.db, { siteUrl: 'http://localhost:3000', platformUrl: 'http://localhost:4000' });
    expect(r.pages).toBeGreaterThanOrEqual(60);
    expect(await siteExists(conn.db, DEMO_SITE_KEY)).toBe(true);
    const [counts] = await rows<{ total: number; published: number }>(
      conn.db,
      sql`select count(*)::int as total, count(published_version_id)::int as published from pages`,
    );
    expect(counts?.published).toBe(counts?.total);
    await expect(seedDemo(conn.db, { siteUrl: 'x', platformUrl: 'y' })).rejects.toThrow();
  });

  it('adds generated pages to a large site, numbering on from the last run', async () => {
    expect(await seedLargeSite(conn.db, DEMO_SITE_KEY, 30)).toBe(60);
    expect(await seedLargeSite(conn.db, DEMO_SITE_KEY, 5)).toBe(10);
    const [site] = await conn.db.select().from(sites).where(eq(sites.key, DEMO_SITE_KEY));
    const archive = await rows<{ path: string }>(
      conn.db,
      sql`select path from pages where site_id = ${site?.id} and lang = 'en' and path like '/archives/%' order by path`,
    );
    expect(archive.map((r) => r.path).slice(-2)).toEqual(['/archives/page-00034/', '/archives/page-00035/']);
    const fr = await conn.db.select({ title: pages.title }).from(pages).where(eq(pages.path, '/archives/page-00001/'));
    expect(fr).toHaveLength(2);
  });

  it('refuses a large site for an unknown site', async () => {
    await expect(seedLargeSite(conn.db, 'nowhere', 1)).rejects.toThrow('unknown site nowhere');
  });
});

describe('generated pages', () => {
  it('are the same on every run, about 1 KB of real words each', () => {
    const a = generatedPages(0, 3);
    expect(generatedPages(0, 3)).toEqual(a);
    const html = JSON.stringify(a[0]?.fr?.zones);
    expect(html.length).toBeGreaterThan(700);
    expect(html).toMatch(/moniteur|cours|piste|télésiège|neige/i);
    expect(JSON.stringify(a[0]?.en?.zones)).toMatch(/instructor|lesson|run|chairlift|snow/i);
  });
});
