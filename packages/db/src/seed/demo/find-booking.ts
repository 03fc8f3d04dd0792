import type { Section } from '@schuss/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { pages, pageVersions, sites } from '../../schema';
import type { Db } from '../../tx';

/** The "find my booking" form of the my-bookings page: its title and text are the site's own unless an editor writes them. */
export const FIND_BOOKING_SECTION = {
  id: 'find-booking',
  type: 'findBooking',
  props: {},
} as const satisfies Section;

/** The author of the version the upgrade publishes: it marks the page as done, so a block an editor removed stays removed. */
const UPGRADE_AUTHOR = 'seed:find-booking';

/**
 * Gives a demo database seeded before the customer's booking page existed the form on its my-bookings pages (run at each
 * start, does something once per page): a new published version of the page's current published
 * zones with the form after the first section of `content`, the previous version archived. An
 * editor's draft is left as it is. Returns the number of pages changed.
 */
export async function addFindBookingToDemo(db: Db, siteKey: string): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: pages.id, publishedVersionId: pages.publishedVersionId })
      .from(pages)
      .innerJoin(sites, eq(sites.id, pages.siteId))
      .where(and(eq(sites.key, siteKey), eq(pages.groupKey, 'my-bookings')));
    if (!found.length) return 0;
    const versions = await tx
      .select({ id: pageVersions.id, pageId: pageVersions.pageId, zones: pageVersions.zones, author: pageVersions.author })
      .from(pageVersions)
      .where(
        inArray(
          pageVersions.pageId,
          found.map((p) => p.id),
        ),
      );
    let changed = 0;
    for (const page of found) {
      const own = versions.filter((v) => v.pageId === page.id);
      if (own.some((v) => v.author === UPGRADE_AUTHOR)) continue;
      const published = own.find((v) => v.id === page.publishedVersionId);
      if (!published) continue;
      const zones = published.zones;
      if (Object.values(zones).some((sections) => sections.some((s) => s.type === 'findBooking'))) continue;
      const content = [...(zones.content ?? [])];
      const id = content.some((s) => s.id === FIND_BOOKING_SECTION.id)
        ? `${FIND_BOOKING_SECTION.id}-${Date.now()}`
        : FIND_BOOKING_SECTION.id;
      content.splice(Math.min(1, content.length), 0, { ...FIND_BOOKING_SECTION, id, props: {} });
      const [version] = await tx
        .insert(pageVersions)
        .values({ pageId: page.id, status: 'published', zones: { ...zones, content }, author: UPGRADE_AUTHOR })
        .returning({ id: pageVersions.id });
      if (!version) throw new Error('page version insert returned nothing');
      await tx.update(pageVersions).set({ status: 'archived' }).where(eq(pageVersions.id, published.id));
      await tx.update(pages).set({ publishedVersionId: version.id, updatedAt: new Date() }).where(eq(pages.id, page.id));
      changed++;
    }
    return changed;
  });
}
