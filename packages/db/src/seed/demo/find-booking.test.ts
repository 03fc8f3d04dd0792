import type { Zones } from '@schuss/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../connect';
import { pages, pageVersions } from '../../schema';
import { drivers, freshTestDatabase } from '../../testing/vitest';
import { rows } from '../../tx';
import { DEMO_SITE_KEY, seedDemo } from '../index';
import { addFindBookingToDemo } from './find-booking';

/** The published zones of the my-bookings page of a language. */
async function published(conn: Connection, lang: string): Promise<Zones> {
  const [row] = await rows<{ zones: Zones }>(
    conn.db,
    sql`select v.zones from pages p join page_versions v on v.id = p.published_version_id where p.group_key = 'my-bookings' and p.lang = ${lang}`,
  );
  if (!row) throw new Error('no my-bookings page');
  return row.zones;
}

/** Publishes other zones on the my-bookings page of a language, as an editor (or an older seed) would have. */
async function publish(conn: Connection, lang: string, zones: Zones, author: string) {
  const [page] = await conn.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.groupKey, 'my-bookings'), eq(pages.lang, lang)));
  if (!page) throw new Error('no my-bookings page');
  const [v] = await conn.db
    .insert(pageVersions)
    .values({ pageId: page.id, status: 'published', zones, author })
    .returning({ id: pageVersions.id });
  await conn.db.update(pages).set({ publishedVersionId: v?.id }).where(eq(pages.id, page.id));
}

const types = (zones: Zones) => (zones.content ?? []).map((s) => s.type);

describe.each(drivers)('the find my booking form of the demo on %s', (kind) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await freshTestDatabase(kind);
    await seedDemo(conn.db, { siteUrl: 'http://localhost:3000', platformUrl: 'http://localhost:4000' });
  });
  afterAll(() => conn?.close());

  it('is on a fresh demo’s my-bookings pages, in both languages, and the upgrade leaves them alone', async () => {
    expect(types(await published(conn, 'fr'))).toEqual(['richText', 'findBooking', 'richText']);
    expect(types(await published(conn, 'en'))).toEqual(['richText', 'findBooking', 'richText']);
    expect(await addFindBookingToDemo(conn.db, DEMO_SITE_KEY)).toBe(0);
  });

  it('is added once to a demo seeded before it, keeping the page’s own sections; removed by an editor, it stays removed', async () => {
    for (const lang of ['fr', 'en']) {
      const zones = await published(conn, lang);
      await publish(conn, lang, { content: (zones.content ?? []).filter((s) => s.type !== 'findBooking') }, 'seed');
    }
    expect(types(await published(conn, 'fr'))).toEqual(['richText', 'richText']);

    expect(await addFindBookingToDemo(conn.db, DEMO_SITE_KEY)).toBe(2);
    const fr = await published(conn, 'fr');
    expect(types(fr)).toEqual(['richText', 'findBooking', 'richText']);
    expect(types(await published(conn, 'en'))).toEqual(['richText', 'findBooking', 'richText']);
    expect(await addFindBookingToDemo(conn.db, DEMO_SITE_KEY)).toBe(0);

    await publish(conn, 'fr', { content: (fr.content ?? []).filter((s) => s.type !== 'findBooking') }, 'editor@example.com');
    expect(await addFindBookingToDemo(conn.db, DEMO_SITE_KEY)).toBe(0);
    expect(types(await published(conn, 'fr'))).toEqual(['richText', 'richText']);
  });
});
