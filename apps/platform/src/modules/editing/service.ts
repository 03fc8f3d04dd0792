import {
  CONFLICT_MESSAGE,
  type DiscardRequest,
  type DraftPage,
  type DraftQuery,
  type EditResult,
  ErrorCode,
  MAX_SECTION_HTML,
  type Page,
  type PageMeta,
  type PageVersionSummary,
  type PublishRequest,
  type RestoreRequest,
  type SaveDraftRequest,
  type Section,
  type VersionsQuery,
  type VersionsResponse,
  type Zones,
} from '@schuss/contracts';
import { type Db, pages, pageVersions, sites } from '@schuss/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/errors';
import { sanitize } from '../../lib/sanitize';
import { type PriceLookup, withCatalogPrices } from '../content';
import { schoolInfo } from '../schools';
import { indexPages } from '../search';

/** A write whose `baseVersion` is not the page's current version: 409, nothing written. */
export class VersionConflict extends HttpError {
  constructor(readonly currentVersion: number | null) {
    super(409, CONFLICT_MESSAGE, 'body.baseVersion', ErrorCode.Conflict);
  }
}

const badInput = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, field, ErrorCode.InvalidInput);

type PageRef = { site: string; lang: string; path: string };
type Part = 'query' | 'body';

const pageColumns = {
  id: pages.id,
  siteId: pages.siteId,
  lang: pages.lang,
  path: pages.path,
  groupKey: pages.groupKey,
  name: pages.name,
  title: pages.title,
  subTitle: pages.subTitle,
  shortTitle: pages.shortTitle,
  disabled: pages.disabled,
  template: pages.template,
  seo: pages.seo,
  publishedVersionId: pages.publishedVersionId,
  draftVersionId: pages.draftVersionId,
  updatedAt: pages.updatedAt,
};
type PageRow = Pick<typeof pages.$inferSelect, keyof typeof pageColumns>;

/** The page row of `ref` (locked for the transaction when `lock`), or a 404 naming the site or path. */
async function findPage(db: Db, ref: PageRef, part: Part, lock = false): Promise<PageRow> {
  const query = db
    .select(pageColumns)
    .from(pages)
    .innerJoin(sites, eq(sites.id, pages.siteId))
    .where(and(eq(sites.key, ref.site), eq(pages.lang, ref.lang), eq(pages.path, ref.path)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: pages }) : await query;
  if (row) return row;
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.key, ref.site)).limit(1);
  if (!site) throw notFound(`Unknown site "${ref.site}"`, `${part}.site`);
  throw notFound(`No page at ${ref.path} in ${ref.lang}`, `${part}.path`);
}

const currentOf = (p: Pick<PageRow, 'draftVersionId' | 'publishedVersionId'>) => p.draftVersionId ?? p.publishedVersionId ?? null;

const result = (draftVersion: number | null, publishedVersion: number | null): EditResult => ({
  version: draftVersion ?? publishedVersion,
  draftVersion,
  publishedVersion,
});

function checkBase(page: PageRow, baseVersion: number | null) {
  const current = currentOf(page);
  if (baseVersion !== current) throw new VersionConflict(current);
}

async function versionRow(db: Db, id: number | null) {
  if (id === null) return undefined;
  const [v] = await db.select().from(pageVersions).where(eq(pageVersions.id, id)).limit(1);
  return v;
}

/** The page fields of the page row. */
const metaOf = (p: PageRow): PageMeta => ({
  title: p.title,
  subTitle: p.subTitle,
  shortTitle: p.shortTitle,
  seo: p.seo ?? {},
  disabled: p.disabled,
});

/**
 * `GET /api/draft`: the page as an editor sees it. `draft`: the draft's zones and page fields
 * when there is a draft, else the published ones; `published`: what visitors see.
 */
export async function getDraft(db: Db, q: DraftQuery, prices?: PriceLookup): Promise<DraftPage> {
  const page = await findPage(db, q, 'query');
  const versionId = q.status === 'draft' ? currentOf(page) : page.publishedVersionId;
  if (q.status === 'published' && versionId === null) throw notFound(`The page at ${q.path} is not published`, 'query.path');
  const version = await versionRow(db, versionId);
  const meta = { ...metaOf(page), ...(q.status === 'draft' && page.draftVersionId !== null ? (version?.meta ?? {}) : {}) };
  const translations = await db
    .select({ lang: pages.lang, path: pages.path })
    .from(pages)
    .where(and(eq(pages.siteId, page.siteId), eq(pages.groupKey, page.groupKey)))
    .orderBy(asc(pages.lang), asc(pages.path));
  const updatedAt = Math.max(page.updatedAt.getTime(), version?.createdAt.getTime() ?? 0);
  return {
    site: q.site,
    lang: page.lang,
    path: page.path,
    group: page.groupKey,
    name: page.name,
    title: meta.title,
    subTitle: meta.subTitle,
    shortTitle: meta.shortTitle,
    disabled: meta.disabled,
    template: page.template as Page['template'],
    seo: meta.seo,
    // As visitors see it: the products' prices from the catalogue (the editor's placeholders replaced).
    zones: await withCatalogPrices(prices, async () => (await schoolInfo(db, q.site)).resort, page.lang, version?.zones ?? {}),
    translations,
    updatedAt: new Date(updatedAt).toISOString(),
    status: q.status,
    version: versionId,
    hasDraft: page.draftVersionId !== null,
    publishedVersion: page.publishedVersionId,
  };
}

/** Schemes a link (`href`) or an image (`src`) of a section's props may use; anything else is refused. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/** True for a site-relative, fragment or http(s)/mailto/tel URL (as a browser reads it: controls and spaces ignored). */
export function safeUrl(value: string, schemes: Set<string> = LINK_SCHEMES): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop C0 controls and spaces in a URL's scheme
  const bare = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (bare.startsWith('//') || bare.startsWith('\\') || bare.startsWith('/\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare);
  return !scheme || schemes.has(scheme[1]!.toLowerCase());
}

function checkUrl(value: string | undefined, field: string, schemes?: Set<string>) {
  if (value !== undefined && !safeUrl(value, schemes)) {
    throw badInput(field, 'must be a site path or an http(s) URL');
  }
}

/** A section made safe to store: rich text through the allowlist, links and images of props checked. */
function cleanSection(s: Section, field: string): Section {
  switch (s.type) {
    case 'richText':
      if (s.html.length > MAX_SECTION_HTML) throw badInput(`${field}.html`, `must be at most ${MAX_SECTION_HTML} characters`);
      return { ...s, html: sanitize(s.html) };
    case 'hero':
      checkUrl(s.props.image, `${field}.props.image`, IMAGE_SCHEMES);
      checkUrl(s.props.cta?.path, `${field}.props.cta.path`);
      return s;
    case 'offerCards':
      s.props.offers.forEach((o, i) => {
        checkUrl(o.path, `${field}.props.offers.${i}.path`);
        checkUrl(o.image, `${field}.props.offers.${i}.image`, IMAGE_SCHEMES);
      });
      return s;
    case 'linkList':
      s.props.links.forEach((l, i) => {
        checkUrl(l.path, `${field}.props.links.${i}.path`);
      });
      return s;
    default:
      return s;
  }
}

/** Zones made safe to store (sanitised on save; the site and the zone API sanitise again on render). */
function cleanZones(zones: Zones, prefix = 'body.zones'): Zones {
  const out: Zones = {};
  for (const [name, sections] of Object.entries(zones)) {
    const ids = new Set<string>();
    out[name] = sections.map((s, i) => {
      if (ids.has(s.id)) throw badInput(`${prefix}.${name}.${i}.id`, `duplicate section id "${s.id}" in zone "${name}"`);
      ids.add(s.id);
      return cleanSection(s, `${prefix}.${name}.${i}`);
    });
  }
  return out;
}

function cleanMeta(meta: Partial<PageMeta>): Partial<PageMeta> {
  checkUrl(meta.seo?.canonical, 'body.meta.seo.canonical', IMAGE_SCHEMES);
  return meta;
}

/** Inserts a draft version and points the page at it; the previous draft is archived (kept in history). */
async function writeDraft(tx: Db, page: PageRow, zones: Zones, meta: Partial<PageMeta> | null, author: string) {
  const [v] = await tx
    .insert(pageVersions)
    .values({ pageId: page.id, status: 'draft', zones, meta, author })
    .returning({ id: pageVersions.id });
  if (!v) throw new Error('version insert returned nothing');
  if (page.draftVersionId !== null) {
    await tx.update(pageVersions).set({ status: 'archived' }).where(eq(pageVersions.id, page.draftVersionId));
  }
  await tx.update(pages).set({ draftVersionId: v.id }).where(eq(pages.id, page.id));
  return result(v.id, page.publishedVersionId);
}

/**
 * `PUT /api/admin/pages/draft`: a new draft version, if `baseVersion` is still the page's current
 * version (draft, else published) — checked under a row lock, so of two saves from the same base
 * exactly one wins and the other gets a 409 with nothing written.
 */
export async function saveDraft(db: Db, req: SaveDraftRequest, author: string): Promise<EditResult> {
  const zones = cleanZones(req.zones);
  const changes = req.meta ? cleanMeta(req.meta) : undefined;
  return db.transaction(async (tx) => {
    const page = await findPage(tx, req, 'body', true);
    checkBase(page, req.baseVersion);
    const previous = page.draftVersionId !== null ? ((await versionRow(tx, page.draftVersionId))?.meta ?? null) : null;
    const meta = changes ? { ...(previous ?? {}), ...changes } : previous;
    return writeDraft(tx, page, zones, meta, author);
  });
}

/** What a publish changed, for the revalidation of the site. */
export type Published = EditResult & {
  /** False when there was no draft (the base is already live): nothing was done. */
  changed: boolean;
  /** Page fields (title, SEO, disabled…) changed: menus and lists of the site may show them. */
  metaChanged: boolean;
  /** Pages whose cache shows this one (itself, and its translations on a first publish). */
  affected: { lang: string; path: string }[];
};

/**
 * `POST /api/admin/pages/publish`: the draft `baseVersion` goes live in one transaction (the old
 * published version is archived, the draft's page fields applied to the page, the search index
 * updated). Publishing again the version that is already live is a no-op.
 */
export async function publish(db: Db, req: PublishRequest): Promise<Published> {
  return db.transaction(async (tx) => {
    const page = await findPage(tx, req, 'body', true);
    checkBase(page, req.baseVersion);
    const draftId = page.draftVersionId;
    if (draftId === null) {
      // Nothing to publish; the page is revalidated again (a site that was down missed the last publish).
      return {
        ...result(null, page.publishedVersionId),
        changed: false,
        metaChanged: false,
        affected: [{ lang: page.lang, path: page.path }],
      };
    }
    const draft = await versionRow(tx, draftId);
    const before = metaOf(page);
    const after: PageMeta = { ...before, ...(draft?.meta ?? {}) };
    const metaChanged = JSON.stringify(before) !== JSON.stringify(after);
    if (page.publishedVersionId !== null) {
      await tx.update(pageVersions).set({ status: 'archived' }).where(eq(pageVersions.id, page.publishedVersionId));
    }
    // The published version keeps a snapshot of the page fields it went live with (for restore).
    await tx.update(pageVersions).set({ status: 'published', meta: after }).where(eq(pageVersions.id, draftId));
    await tx
      .update(pages)
      .set({ ...after, publishedVersionId: draftId, draftVersionId: null, updatedAt: new Date() })
      .where(eq(pages.id, page.id));
    await indexPages(tx, sql`p.id = ${page.id}`);
    const affected = [{ lang: page.lang, path: page.path }];
    if (page.publishedVersionId === null || metaChanged) {
      const group = await tx
        .select({ lang: pages.lang, path: pages.path })
        .from(pages)
        .where(and(eq(pages.siteId, page.siteId), eq(pages.groupKey, page.groupKey)));
      for (const g of group) if (g.lang !== page.lang || g.path !== page.path) affected.push(g);
    }
    return { ...result(null, draftId), changed: true, metaChanged: metaChanged || page.publishedVersionId === null, affected };
  });
}

/** `POST /api/admin/pages/discard`: drops the draft (archived, so history keeps it). No draft: a no-op. */
export async function discard(db: Db, req: DiscardRequest): Promise<EditResult> {
  return db.transaction(async (tx) => {
    const page = await findPage(tx, req, 'body', true);
    if (req.baseVersion !== undefined) checkBase(page, req.baseVersion);
    if (page.draftVersionId !== null) {
      await tx.update(pageVersions).set({ status: 'archived' }).where(eq(pageVersions.id, page.draftVersionId));
      await tx.update(pages).set({ draftVersionId: null }).where(eq(pages.id, page.id));
    }
    return result(null, page.publishedVersionId);
  });
}

/** `GET /api/admin/pages/versions`: the page's versions, newest first. */
export async function listVersions(db: Db, q: VersionsQuery): Promise<VersionsResponse> {
  const page = await findPage(db, q, 'query');
  const list = await db
    .select({ id: pageVersions.id, status: pageVersions.status, author: pageVersions.author, createdAt: pageVersions.createdAt })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, page.id))
    .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id));
  const versions: PageVersionSummary[] = list.map((v) => ({
    ...v,
    status: v.status as PageVersionSummary['status'],
    createdAt: v.createdAt.toISOString(),
  }));
  return { ...result(page.draftVersionId, page.publishedVersionId), versions };
}

/**
 * `POST /api/admin/pages/restore`: a new draft with the zones and page fields of an old version of
 * the page (sanitised again: versions may predate the allowlist). Checks `baseVersion` when sent.
 */
export async function restore(db: Db, req: RestoreRequest, author: string): Promise<EditResult> {
  return db.transaction(async (tx) => {
    const page = await findPage(tx, req, 'body', true);
    if (req.baseVersion !== undefined) checkBase(page, req.baseVersion);
    const [old] = await tx
      .select({ zones: pageVersions.zones, meta: pageVersions.meta })
      .from(pageVersions)
      .where(and(eq(pageVersions.id, req.versionId), eq(pageVersions.pageId, page.id)))
      .limit(1);
    if (!old) throw notFound(`The page has no version ${req.versionId}`, 'body.versionId');
    return writeDraft(tx, page, cleanZones(old.zones), old.meta ?? null, author);
  });
}
