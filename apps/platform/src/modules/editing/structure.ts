import { randomBytes } from 'node:crypto';
import {
  type CreatePageRequest,
  ErrorCode,
  type LangMenus,
  type MainMenu,
  MENU_CONFLICT_MESSAGE,
  type MenuItem,
  type MenusQuery,
  type SaveMenuRequest,
  type Zones,
} from '@schuss/contracts';
import { type Db, menus, pages, pageVersions, sites } from '@schuss/db';
import { and, eq, sql } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/errors';
import { indexPages } from '../search';
import { safeUrl } from './service';

/** Page creation and menu edits: the site's structure, beside the page content of service.ts. */

const badInput = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, field, ErrorCode.InvalidInput);
const taken = (field: string, message: string) => new HttpError(409, message, field, ErrorCode.Exists);

async function siteOf(db: Db, key: string, part: 'query' | 'body') {
  const [site] = await db.select({ id: sites.id, config: sites.config }).from(sites).where(eq(sites.key, key)).limit(1);
  if (!site) throw notFound(`Unknown site "${key}"`, `${part}.site`);
  return site;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Created page: its versions and the pages whose cache shows it (itself and its translations). */
export type CreatedPage = {
  lang: string;
  path: string;
  group: string;
  version: number;
  draftVersion: null;
  publishedVersion: number;
  affected: { lang: string; path: string }[];
};

/**
 * `POST /api/admin/pages`: a new page, live at once with one rich-text section holding its title
 * (the site serves published pages only; the editor then writes in place). With `translationOf`
 * it joins that page's group, which must not have a page in this language yet. Indexed for search.
 */
export async function createPage(db: Db, req: CreatePageRequest, author: string): Promise<CreatedPage> {
  const site = await siteOf(db, req.site, 'body');
  if (!site.config.langs.includes(req.lang)) throw badInput('body.lang', `site "${req.site}" has no language "${req.lang}"`);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, site.id), eq(pages.lang, req.lang), eq(pages.path, req.path)))
      .limit(1);
    if (existing) throw taken('body.path', `A page already exists at ${req.path} in ${req.lang}`);
    let group = `${req.name}-${randomBytes(4).toString('hex')}`;
    if (req.translationOf) {
      const src = req.translationOf;
      if (src.lang === req.lang) throw badInput('body.translationOf.lang', 'must be another language than the new page');
      const [source] = await tx
        .select({ groupKey: pages.groupKey })
        .from(pages)
        .where(and(eq(pages.siteId, site.id), eq(pages.lang, src.lang), eq(pages.path, src.path)))
        .limit(1);
      if (!source) throw notFound(`No page at ${src.path} in ${src.lang}`, 'body.translationOf.path');
      const [sibling] = await tx
        .select({ path: pages.path })
        .from(pages)
        .where(and(eq(pages.siteId, site.id), eq(pages.groupKey, source.groupKey), eq(pages.lang, req.lang)))
        .limit(1);
      if (sibling) throw taken('body.lang', `The page already has a ${req.lang} translation at ${sibling.path}`);
      group = source.groupKey;
    }
    const [page] = await tx
      .insert(pages)
      .values({
        siteId: site.id,
        lang: req.lang,
        path: req.path,
        groupKey: group,
        name: req.name,
        title: req.title,
        template: req.template ?? 'content',
        disabled: req.disabled ?? false,
      })
      .returning({ id: pages.id });
    if (!page) throw new Error('page insert returned nothing');
    const zones: Zones = { content: [{ id: 's1', type: 'richText', html: `<h2>${escapeHtml(req.title)}</h2><p></p>` }] };
    const [v] = await tx
      .insert(pageVersions)
      .values({ pageId: page.id, status: 'published', zones, author, meta: null })
      .returning({ id: pageVersions.id });
    if (!v) throw new Error('version insert returned nothing');
    await tx.update(pages).set({ publishedVersionId: v.id }).where(eq(pages.id, page.id));
    await indexPages(tx, sql`p.id = ${page.id}`);
    const affected = await tx
      .select({ lang: pages.lang, path: pages.path })
      .from(pages)
      .where(and(eq(pages.siteId, site.id), eq(pages.groupKey, group)));
    return { lang: req.lang, path: req.path, group, version: v.id, draftVersion: null, publishedVersion: v.id, affected };
  });
}

async function menuRow(db: Db, siteId: number, lang: string, lock = false) {
  const query = db
    .select({ id: menus.id, menus: menus.menus, updatedAt: menus.updatedAt })
    .from(menus)
    .where(and(eq(menus.siteId, siteId), eq(menus.lang, lang)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** `GET /api/admin/menus`: the main menu of a language and when it last changed. */
export async function getMainMenu(db: Db, q: MenusQuery): Promise<MainMenu> {
  const site = await siteOf(db, q.site, 'query');
  const row = await menuRow(db, site.id, q.lang);
  if (!row) throw notFound(`Site "${q.site}" has no menus in "${q.lang}"`, 'query.lang');
  return { lang: q.lang, main: row.menus.main, updatedAt: row.updatedAt.toISOString() };
}

/** Entries of one sub-menu at most (the top level's limit is the request schema's). */
const MAX_MENU_SUBS = 50;

function checkItems(items: MenuItem[], prefix: string) {
  // A mega-menu panel lists every sub-item: a bound keeps a bad request from bloating every page.
  if (items.length > MAX_MENU_SUBS) throw badInput(prefix, `must have at most ${MAX_MENU_SUBS} entries`);
  items.forEach((item, i) => {
    if (!safeUrl(item.path)) throw badInput(`${prefix}.${i}.path`, 'must be a site path or an http(s) URL');
    if (item.subs) checkItems(item.subs, `${prefix}.${i}.subs`);
  });
}

/**
 * `PUT /api/admin/menus`: replaces the main menu of a language (footer, legal and shortcuts are
 * kept). With `baseUpdatedAt`, a menu changed since is a 409 and nothing is written.
 */
export async function saveMainMenu(db: Db, req: SaveMenuRequest): Promise<MainMenu> {
  checkItems(req.main, 'body.main');
  const site = await siteOf(db, req.site, 'body');
  return db.transaction(async (tx) => {
    const row = await menuRow(tx, site.id, req.lang, true);
    if (!row) throw notFound(`Site "${req.site}" has no menus in "${req.lang}"`, 'body.lang');
    if (req.baseUpdatedAt !== undefined && Date.parse(req.baseUpdatedAt) !== row.updatedAt.getTime()) {
      throw new HttpError(409, MENU_CONFLICT_MESSAGE, 'body.baseUpdatedAt', ErrorCode.Conflict);
    }
    const next: LangMenus = { ...row.menus, main: req.main };
    const [saved] = await tx
      .update(menus)
      .set({ menus: next, updatedAt: sql`greatest(now(), ${row.updatedAt.toISOString()}::timestamptz + interval '1 millisecond')` })
      .where(eq(menus.id, row.id))
      .returning({ updatedAt: menus.updatedAt });
    return { lang: req.lang, main: req.main, updatedAt: (saved?.updatedAt ?? new Date()).toISOString() };
  });
}
