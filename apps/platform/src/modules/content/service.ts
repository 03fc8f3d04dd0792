import type { LangMenus, Page, PageQuery, PageSummary, SiteConfig, SiteResponse } from '@schuss/contracts';
import { type Db, menus, rows, siteHosts, sites } from '@schuss/db';
import { eq, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { type PriceLookup, withCatalogPrices } from './prices';

/** The config and menus of a site, or a 404 naming the site. */
export async function getSite(db: Db, key: string): Promise<SiteResponse> {
  const [site] = await db.select({ id: sites.id, config: sites.config }).from(sites).where(eq(sites.key, key)).limit(1);
  if (!site) throw notFound(`Unknown site "${key}"`, 'query.site');
  const rows = await db.select({ lang: menus.lang, menus: menus.menus }).from(menus).where(eq(menus.siteId, site.id));
  const byLang: Record<string, LangMenus> = {};
  for (const r of rows) byLang[r.lang] = r.menus;
  return { config: site.config, menus: byLang };
}

/**
 * The school whose language base URLs (`config.domains`) use this host name; the port is left out, so
 * one school answers on any port of its host (the demo runs on several). A host is one school's only.
 */
export async function siteOfHost(db: Db, host: string): Promise<{ site: string }> {
  const wanted = host.toLowerCase().replace(/\.$/, '');
  // `site_hosts` is kept in step with every school's `config.domains` (migration 0021).
  const [row] = await db
    .select({ key: sites.key })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(eq(siteHosts.host, wanted))
    .limit(1);
  if (row) return { site: row.key };
  throw notFound(`No school is served on "${host}"`, 'query.host');
}

async function siteConfig(db: Db, key: string): Promise<{ id: number; config: SiteConfig }> {
  const [site] = await db.select({ id: sites.id, config: sites.config }).from(sites).where(eq(sites.key, key)).limit(1);
  if (!site) throw notFound(`Unknown site "${key}"`, 'query.site');
  return site;
}

type PageRow = {
  lang: string;
  path: string;
  group_key: string;
  name: string;
  title: string;
  sub_title: string | null;
  short_title: string | null;
  disabled: boolean;
  template: Page['template'];
  seo: Page['seo'];
  zones: Page['zones'];
  /** The school's resort (its catalogue), for the prices its pages quote. */
  resort: string;
  updated_at: string | Date;
  translations: { lang: string; path: string }[] | string;
};

const iso = (d: string | Date) => new Date(d).toISOString();

/**
 * A published page with its zones and translations, in one round trip
 * (the hot path of every uncached page view).
 */
export async function getPage(db: Db, q: PageQuery, prices?: PriceLookup): Promise<Page> {
  const [row] = await rows<PageRow>(
    db,
    sql`
    select p.lang, p.path, p.group_key, p.name, p.title, p.sub_title, p.short_title, p.disabled, p.template,
           p.seo, v.zones, greatest(p.updated_at, v.created_at) as updated_at, s.config->>'resort' as resort,
           (select json_agg(json_build_object('lang', t.lang, 'path', t.path) order by t.lang)
              from pages t
             where t.site_id = p.site_id and t.group_key = p.group_key and t.published_version_id is not null
           ) as translations
      from sites s
      join pages p on p.site_id = s.id
      join page_versions v on v.id = p.published_version_id
     where s.key = ${q.site} and p.lang = ${q.lang} and p.path = ${q.path}
     limit 1`,
  );
  if (!row) {
    const { config } = await siteConfig(db, q.site);
    if (!config.langs.includes(q.lang)) throw notFound(`Site "${q.site}" has no language "${q.lang}"`, 'query.lang');
    throw notFound(`No published page at ${q.path} in ${q.lang}`, 'query.path');
  }
  return {
    site: q.site,
    lang: row.lang,
    path: row.path,
    group: row.group_key,
    name: row.name,
    title: row.title,
    subTitle: row.sub_title,
    shortTitle: row.short_title,
    disabled: row.disabled,
    template: row.template,
    seo: row.seo ?? {},
    zones: await withCatalogPrices(prices, row.resort, row.lang, row.zones ?? {}),
    translations: typeof row.translations === 'string' ? JSON.parse(row.translations) : (row.translations ?? []),
    updatedAt: iso(row.updated_at),
  };
}

/** Every published page of a site (optionally of one language), for sitemaps. */
export async function listPages(db: Db, site: string, lang?: string): Promise<PageSummary[]> {
  const { id } = await siteConfig(db, site);
  const result = await rows<Omit<PageRow, 'zones' | 'seo' | 'translations' | 'sub_title' | 'short_title' | 'resort'>>(
    db,
    sql`
    select p.lang, p.path, p.group_key, p.name, p.title, p.template, p.disabled,
           greatest(p.updated_at, v.created_at) as updated_at
      from pages p join page_versions v on v.id = p.published_version_id
     where p.site_id = ${id} ${lang ? sql`and p.lang = ${lang}` : sql``}
     order by p.lang, p.menu_order, p.path`,
  );
  return result.map((r) => ({
    lang: r.lang,
    path: r.path,
    group: r.group_key,
    name: r.name,
    title: r.title,
    template: r.template,
    disabled: r.disabled,
    updatedAt: iso(r.updated_at),
  }));
}
