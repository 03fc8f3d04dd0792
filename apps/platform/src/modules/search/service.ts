import type { SearchQuery, SearchResult, ZoneQuery } from '@schuss/contracts';
import { isInDateRanges } from '@schuss/contracts/rules';
import { type Db, rows, sites } from '@schuss/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { sanitize } from '../../lib/sanitize';
import { searchConfig, snippet, toTsQuery } from './query';

const CONFIG_OF_LANG = sql`(case p.lang when 'fr' then 'schuss_french' when 'en' then 'schuss_english' else 'schuss_simple' end)::regconfig`;

/**
 * (Re)indexes the published content of pages: title (weight A), subtitle and short title (B),
 * SEO description (C), zones text (D). Pages without a published version leave the index.
 * `where` narrows to some pages (e.g. `sql\`p.id = any(...)\``); without it, everything.
 */
export async function indexPages(db: Db, where?: SQL): Promise<number> {
  const filter = where ? sql`and ${where}` : sql``;
  for (const table of [sql`search_documents`, sql`search_titles`]) {
    await db.execute(sql`
      delete from ${table} d using pages p
       where p.id = d.page_id and p.published_version_id is null ${filter}`);
  }
  const published = sql`
        from pages p
        join page_versions v on v.id = p.published_version_id
        cross join lateral (select ${CONFIG_OF_LANG} as cfg) c`;
  await db.execute(sql`
      insert into search_titles (page_id, site_id, lang, path, disabled, tsv)
      select p.id, p.site_id, p.lang, p.path, p.disabled, to_tsvector(c.cfg, p.title)
      ${published}
       where true ${filter}
      on conflict (page_id) do update
         set lang = excluded.lang, path = excluded.path, disabled = excluded.disabled, tsv = excluded.tsv`);
  const result = await rows<{ n: number }>(
    db,
    sql`
    with upserted as (
      insert into search_documents (page_id, site_id, lang, path, disabled, body, tsv, updated_at)
      select p.id, p.site_id, p.lang, p.path, p.disabled,
             t.body,
             setweight(to_tsvector(c.cfg, p.title), 'A')
               || setweight(to_tsvector(c.cfg, concat_ws(' ', p.sub_title, p.short_title)), 'B')
               || setweight(to_tsvector(c.cfg, coalesce(p.seo->>'description', '')), 'C')
               || setweight(to_tsvector(c.cfg, t.body), 'D'),
             now()
      ${published}
        cross join lateral (select schuss_zone_text(v.zones) as body) t
       where true ${filter}
      on conflict (page_id) do update
         set lang = excluded.lang, path = excluded.path, disabled = excluded.disabled, body = excluded.body,
             tsv = excluded.tsv, updated_at = excluded.updated_at
      returning 1)
    select count(*)::int as n from upserted`,
  );
  return result[0]?.n ?? 0;
}

/** True when some published page has no search document (e.g. pages seeded by `npm run seed`). */
export async function searchIndexIsStale(db: Db): Promise<boolean> {
  const [row] = await rows<{ stale: boolean }>(
    db,
    sql`select exists (select 1 from pages p left join search_documents d on d.page_id = p.id
                        where p.published_version_id is not null and d.page_id is null) as stale`,
  );
  return row?.stale === true;
}

/** Rebuilds the whole index (`npm run reindex`). */
export async function reindexAll(db: Db): Promise<number> {
  const n = await indexPages(db);
  // Fresh statistics let the planner pick a limited scan for frequent words and the GIN index for rare ones.
  await db.execute(sql`analyze search_documents`);
  await db.execute(sql`analyze search_titles`);
  return n;
}

/** Body matches ranked per query, at most (see search()). */
const BODY_CANDIDATES = 400;

/**
 * Full-text search of a site's published pages in one language (unknown languages fall back
 * to English): pages whose title matches come first, then by weighted rank; at most 20.
 */
export async function search(db: Db, q: SearchQuery): Promise<SearchResult[]> {
  const [site] = await db.select({ id: sites.id, config: sites.config }).from(sites).where(eq(sites.key, q.site)).limit(1);
  if (!site) throw notFound(`Unknown site "${q.site}"`, 'query.site');
  const lang = site.config.langs.includes(q.lang) ? q.lang : site.config.langs.includes('en') ? 'en' : site.config.defaultLang;
  const tsquery = toTsQuery(q.query);
  if (!tsquery) return [];
  const cfg = searchConfig(lang);
  const seo = q.seo === 'true';
  // Excluded paths are bound one by one as parameters, never spliced into the SQL.
  const excludeSql = q.exclude.length
    ? sql`and not (d.path in (${sql.join(
        q.exclude.map((p) => sql`${p}`),
        sql`, `,
      )}))`
    : sql``;
  const scope = sql`d.site_id = ${site.id} and d.lang = ${lang} ${seo ? sql`and not d.disabled` : sql``} ${excludeSql}`;
  // Two stages keep broad queries ("ski" on a 10 000-page site) fast: title matches come from
  // the small title index and are ranked first; body matches are ranked among the first
  // BODY_CANDIDATES pages that match, so a query never ranks thousands of long documents.
  const found = await rows<Omit<SearchResult, 'snippet'> & { body: string }>(
    db,
    sql`
    with q as (select to_tsquery(${cfg}::regconfig, ${tsquery}) as q),
    by_title as (
      select d.page_id, 1 as tier, ts_rank(d.tsv, q.q) as rank
        from search_titles d, q
       where ${scope} and d.tsv @@ q.q
       order by rank desc, d.page_id
       limit 20),
    candidates as (
      select d.page_id, d.tsv
        from search_documents d, q
       where ${scope} and d.tsv @@ q.q
         and d.page_id not in (select page_id from by_title)
       limit ${BODY_CANDIDATES}),
    by_body as (
      select c.page_id, 2 as tier, ts_rank('{0.1, 0.2, 0.4, 1.0}', c.tsv, q.q) as rank
        from candidates c, q
       order by rank desc, c.page_id
       limit 20),
    best as (
      select * from (select * from by_title union all select * from by_body) u
       order by tier, rank desc, page_id
       limit 20)
    select p.name, p.title, p.group_key as page, p.path, d.body
      from best b join pages p on p.id = b.page_id join search_documents d on d.page_id = b.page_id
     order by b.tier, b.rank desc, b.page_id`,
  );
  return found.map(({ body, ...r }) => ({ ...r, snippet: snippet(body, q.query) }));
}

/** The published HTML of one zone of a page (its rich-text sections, sanitised; date ranges applied). */
export async function zoneHtml(db: Db, q: ZoneQuery, now = new Date()): Promise<string> {
  const [row] = await rows<{ zones: Record<string, { type: string; html?: string; dateRanges?: { from: string; to: string }[] }[]> }>(
    db,
    sql`
    select v.zones from sites s
      join pages p on p.site_id = s.id
      join page_versions v on v.id = p.published_version_id
     where s.key = ${q.site} and p.lang = ${q.lang} and p.path = ${q.path}
     limit 1`,
  );
  if (!row) throw notFound(`No published page at ${q.path} in ${q.lang}`, 'query.path');
  const zone = row.zones[q.id];
  if (!zone) throw notFound(`The page has no zone "${q.id}"`, 'query.id');
  return zone
    .filter((s) => isInDateRanges(s.dateRanges, now))
    .filter((s) => s.type === 'richText' && typeof s.html === 'string')
    .map((s) => sanitize(s.html as string))
    .join('\n');
}
