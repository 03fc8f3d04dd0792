import { eq, sql } from 'drizzle-orm';
import { invoicingSettings, menus, pages, pageVersions, sites } from '../schema';
import { type Db, rows } from '../tx';
import { AROLLES_KEY, arollesCatalogue, arollesPages, arollesSite } from './arolles/site';
import { seedBooking } from './booking';
import { demoPages } from './demo/pages';
import { demoSite } from './demo/site';
import { arollesInstructors, demoInstructors, seedInstructors } from './instructors';
import { generatedPages } from './large';
import { seedLevels } from './levels';
import type { DemoUrls, SeedPage, SeedSite } from './types';

export { arollesCatalogue, arollesDomains, arollesPages, arollesSite } from './arolles/site';
export { type SeedCatalogue, seedBooking } from './booking';
export { addFindBookingToDemo } from './demo/find-booking';
export { arollesInstructors, demoInstructors, type SeedInstructor, seedInstructors } from './instructors';
export { rng } from './large';
export { FRENCH_LADDERS, type SeedLadders, seedLevels } from './levels';
export { defaultTexts, type SchoolTexts, STARTER_LANGS, type StarterLang, starterMenus, starterPages } from './school/pages';
export type { DemoUrls, SeedPage, SeedSite } from './types';
export { demoPages, demoSite };

export const DEMO_SITE_KEY = 'val-neige';
/** The second demo school, "Les Arolles", on `arolles.localhost` (fr) and `en.arolles.localhost` (en). */
export const SECOND_DEMO_SITE_KEY = AROLLES_KEY;

/** True when the site already exists (the demo is seeded once, on first start). */
export async function siteExists(db: Db, key: string): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).where(eq(sites.key, key)).limit(1);
  return rows.length > 0;
}

/** Creates the demo school "Val-Neige" with its pages, menus and config. */
export async function seedDemo(db: Db, urls: DemoUrls): Promise<{ siteId: number; pages: number }> {
  const site = demoSite(urls);
  return seedSite(db, site, demoPages, async (tx) => {
    await seedBooking(tx, { resort: site.config.resort, season: site.config.season });
    await seedLevels(tx, site.config.site);
    // One first-aid certificate expires three weeks after the demo is made: the instructors' list warns of it.
    const soon = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    await seedInstructors(tx, site.config.site, site.config.season, demoInstructors(soon));
    await tx.insert(invoicingSettings).values(DEMO_INVOICING);
  });
}

/**
 * The demo school issues invoices (its legal details are made up; the SIREN, SIRET and VAT number are well
 * formed). VAT is French law's (invoicing/settings.ts) until an admin changes it.
 */
export const DEMO_INVOICING = {
  site: 'val-neige',
  enabled: true,
  legalName: 'École de ski Val-Neige SAS',
  address: 'Chalet de l’école, place des Marmottes\n73500 Val-Neige\nFrance',
  siren: '812345676',
  siret: '81234567600017',
  vatNumber: 'FR19812345676',
  numberPrefix: 'VN',
  legalMentions: 'SAS au capital de 10 000 € — RCS Chambéry 812 345 676',
  attachToConfirmation: false,
};

/** Creates the second demo school "Les Arolles" with its pages, menus, config and catalogue. */
export async function seedSecondDemo(db: Db, urls: DemoUrls): Promise<{ siteId: number; pages: number }> {
  const site = arollesSite(urls);
  return seedSite(db, site, arollesPages, async (tx) => {
    await seedBooking(tx, { resort: site.config.resort, season: site.config.season, catalogue: arollesCatalogue });
    await seedLevels(tx, site.config.site);
    await seedInstructors(tx, site.config.site, site.config.season, arollesInstructors());
  });
}

/** Writes a site, its menus and its pages (each with one published version) in one transaction. */
export async function seedSite(db: Db, site: SeedSite, seedPages: SeedPage[], after?: (tx: Db) => Promise<unknown>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sites)
      .values({ key: site.config.site, name: site.config.siteName, config: site.config })
      .returning({ id: sites.id });
    if (!row) throw new Error('site insert returned nothing');
    const siteId = row.id;
    await tx.insert(menus).values(Object.entries(site.menus).map(([lang, m]) => ({ siteId, lang, menus: m })));
    const count = await insertPages(tx, siteId, seedPages);
    await after?.(tx);
    return { siteId, pages: count };
  });
}

/** Inserts pages in batches: page rows, then their published versions, then the pointers. */
export async function insertPages(db: Db, siteId: number, seedPages: SeedPage[], batchSize = 500): Promise<number> {
  const rows = seedPages.flatMap((p) =>
    (['fr', 'en'] as const).flatMap((lang) => {
      const l = p[lang];
      return l ? [{ group: p.group, template: p.template, lang, l }] : [];
    }),
  );
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
    const inserted = await db
      .insert(pages)
      .values(
        batch.map(({ group, template, lang, l }, index) => ({
          siteId,
          lang,
          path: l.path,
          groupKey: group,
          name: l.name,
          title: l.title,
          subTitle: l.subTitle ?? null,
          shortTitle: l.shortTitle ?? null,
          disabled: l.disabled ?? false,
          template,
          seo: l.seo,
          menuOrder: i + index,
        })),
      )
      .returning({ id: pages.id });
    const versions = await db
      .insert(pageVersions)
      .values(inserted.map((p, index) => ({ pageId: p.id, status: 'published', zones: batch[index]?.l.zones ?? {}, author: 'seed' })))
      .returning({ id: pageVersions.id, pageId: pageVersions.pageId });
    await db.execute(sql`
      update pages set published_version_id = v.id
      from (select unnest(${sql.raw(`array[${versions.map((v) => v.id).join(',')}]`)}::int[]) as id,
                   unnest(${sql.raw(`array[${versions.map((v) => v.pageId).join(',')}]`)}::int[]) as page_id) v
      where pages.id = v.page_id`);
  }
  return rows.length;
}

/**
 * Adds `count` generated pages per language to a site (benchmarks: a large site).
 * Returns the number of pages written.
 */
export async function seedLargeSite(db: Db, siteKey: string, count: number): Promise<number> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.key, siteKey)).limit(1);
  if (!site) throw new Error(`unknown site ${siteKey}: seed the demo first`);
  const existing = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pages where site_id = ${site.id} and path like '/archives/%'`,
  );
  const start = Number(existing[0]?.n ?? 0) / 2;
  return insertPages(db, site.id, generatedPages(start, count));
}
