import { LangMenus, type MenuItem, SiteConfig, Zones } from '@schuss/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../connect';
import { drivers, freshTestDatabase } from '../../testing/vitest';
import { rows } from '../../tx';
import { DEMO_SITE_KEY, SECOND_DEMO_SITE_KEY, seedDemo, seedSecondDemo, siteExists } from '../index';
import { arollesDomains, arollesPages, arollesSite } from './site';

const urls = { siteUrl: 'http://localhost:3000', platformUrl: 'http://localhost:4000' };
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.subs ?? [])]);

describe('second demo school "Les Arolles"', () => {
  const site = arollesSite(urls);

  it('lives on its own host names, on the port of the demo site', () => {
    expect(site.config.domains).toEqual({ fr: 'http://arolles.localhost:3000', en: 'http://en.arolles.localhost:3000' });
    expect(arollesDomains('https://ski.example')).toEqual({ fr: 'https://arolles.localhost', en: 'https://en.arolles.localhost' });
  });

  it('has a valid config with its own brand, mail sender and no analytics', () => {
    const config = SiteConfig.parse(site.config);
    expect(config.resort).toBe('les-arolles');
    expect(config.gaAccount).toBeNull();
    expect(config.mail?.from).toBe('École de ski Les Arolles <reservations@arolles.example>');
    expect(config.brand?.colors?.primary).toMatch(/^#/);
  });

  it('has pages in French and English for every menu entry, with valid zones', () => {
    for (const lang of ['fr', 'en'] as const) {
      const menus = LangMenus.parse(site.menus[lang]);
      const paths = new Set(arollesPages.flatMap((p) => (p[lang] ? [p[lang].path] : [])));
      const items = [...flatten(menus.main), ...flatten(menus.footer), ...flatten(menus.legal)];
      for (const item of items) expect(paths, `${lang} ${item.path}`).toContain(item.path);
      for (const p of arollesPages) {
        expect(p[lang], `${p.group} ${lang}`).toBeDefined();
        Zones.parse(p[lang]?.zones);
      }
    }
    const templates = arollesPages.map((p) => p.template);
    for (const t of ['home', 'booking', 'cart', 'purchase-result']) expect(templates).toContain(t);
    expect(JSON.stringify(arollesPages)).not.toMatch(/Val-Neige/);
  });
});

describe.each(drivers)('both demo schools on %s', (kind) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await freshTestDatabase(kind);
  });
  afterAll(() => conn?.close());

  it('seeds Les Arolles beside Val-Neige, each with its own catalogue', async () => {
    await seedDemo(conn.db, urls);
    const r = await seedSecondDemo(conn.db, urls);
    expect(r.pages).toBe(16);
    expect(await siteExists(conn.db, SECOND_DEMO_SITE_KEY)).toBe(true);
    const products = await rows<{ resort: string; n: number }>(
      conn.db,
      sql`select resort, count(*)::int as n from products group by resort order by resort`,
    );
    expect(products.map((p) => p.resort)).toEqual(['les-arolles', DEMO_SITE_KEY]);
    expect(products[0]?.n).toBe(4);
    const [slots] = await rows<{ n: number }>(
      conn.db,
      sql`select count(*)::int as n from slots s join products p on p.id = s.product_id where p.resort = 'les-arolles'`,
    );
    expect(slots?.n).toBeGreaterThan(100);
    await expect(seedSecondDemo(conn.db, urls)).rejects.toThrow();
  });
});
