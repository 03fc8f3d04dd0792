import type { LangMenus, PageMeta, PageSeo, SiteConfig, Zones } from '@schuss/contracts';
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** A school's website: its key, its name and its config (docs/spec.md §3 "Site config"). */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  config: jsonb('config').$type<SiteConfig>().notNull(),
  ...timestamps,
});

/**
 * A page of one language. Translations share `group_key`. The live content is the
 * version pointed to by `published_version_id`; the editor's work is `draft_version_id`.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    path: text('path').notNull(),
    groupKey: text('group_key').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    shortTitle: text('short_title'),
    disabled: boolean('disabled').notNull().default(false),
    template: text('template').notNull().default('content'),
    seo: jsonb('seo').$type<PageSeo>().notNull().default({}),
    parentId: integer('parent_id'),
    menuOrder: integer('menu_order').notNull().default(0),
    publishedVersionId: integer('published_version_id'),
    draftVersionId: integer('draft_version_id'),
    ...timestamps,
  },
  (t) => [uniqueIndex('pages_site_lang_path_uq').on(t.siteId, t.lang, t.path), index('pages_site_group_idx').on(t.siteId, t.groupKey)],
);

/** Every saved state of a page's zones: drafts and published versions, kept for history. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** draft | published | archived */
    status: text('status').notNull(),
    zones: jsonb('zones').$type<Zones>().notNull(),
    author: text('author'),
    /** Page fields edited with this version (title, SEO…), applied to the page row on publish. */
    meta: jsonb('meta').$type<Partial<PageMeta>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('page_versions_page_idx').on(t.pageId, t.createdAt)],
);

/** Menus of a language: `main`, `footer`, `legal`, `shortcuts` (items as JSON). */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    menus: jsonb('menus').$type<LangMenus>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('menus_site_lang_uq').on(t.siteId, t.lang)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Full-text index of the published content of each page (title A, subtitle B, SEO description C, zones D). */
export const searchDocuments = pgTable(
  'search_documents',
  {
    pageId: integer('page_id')
      .primaryKey()
      .references(() => pages.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    path: text('path').notNull(),
    disabled: boolean('disabled').notNull(),
    /** Plain text of the page, for highlighted snippets (escaped when the snippet is made). */
    body: text('body').notNull(),
    tsv: tsvector('tsv').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('search_documents_site_lang_idx').on(t.siteId, t.lang)],
);

/** Titles alone, in narrow rows: title matches are found and ranked first without reading bodies. */
export const searchTitles = pgTable(
  'search_titles',
  {
    pageId: integer('page_id')
      .primaryKey()
      .references(() => pages.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    path: text('path').notNull(),
    disabled: boolean('disabled').notNull(),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [index('search_titles_site_lang_idx').on(t.siteId, t.lang)],
);
