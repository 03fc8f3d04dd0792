import { z } from 'zod';
import { ApiError, IsoInstant, Lang, PagePath, SiteKey } from './common';
import { Page, PageSeo, Template, Zones } from './page';
import { PAGE_NAME_PATTERN } from './rules/limits';
import { MenuItem } from './site';

/** Which content `GET /api/draft` answers: the editor's work (`draft`) or what visitors see. */
export const DraftStatus = z.enum(['draft', 'published']);
export type DraftStatus = z.infer<typeof DraftStatus>;

/** An id of a page version (`page_versions.id`). */
export const VersionId = z.number().int().positive().max(2_147_483_647);

/**
 * `GET /api/draft?site&lang&path&status&token` (docs/spec.md §7): the page as an editor sees it.
 * The token is read by the guard (`Authorization: Bearer` or `?token=`), not by this schema.
 */
export const DraftQuery = z.object({ site: SiteKey, lang: Lang, path: PagePath, status: DraftStatus.default('draft') });
export type DraftQuery = z.infer<typeof DraftQuery>;

/**
 * The page as the editor sees it: same shape as `Page` (title etc. with the draft's meta applied
 * when `status` is `draft`), plus the version being edited — the `baseVersion` of the next save.
 * `version` is null only for a page that has no version at all yet.
 */
export const DraftPage = Page.extend({
  status: DraftStatus,
  version: VersionId.nullable(),
  hasDraft: z.boolean(),
  publishedVersion: VersionId.nullable(),
});
export type DraftPage = z.infer<typeof DraftPage>;

/** Page fields an editor changes with a draft; applied to the page on publish. */
export const PageMeta = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(300),
  subTitle: z.string().max(500).nullable(),
  shortTitle: z.string().max(200).nullable(),
  seo: PageSeo,
  disabled: z.boolean(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** Size limit of one rich-text section's HTML (characters) and of a draft's body (bytes). */
export const MAX_SECTION_HTML = 200_000;
export const MAX_DRAFT_BYTES = 2 * 1024 * 1024;

const PageRef = { site: SiteKey, lang: Lang, path: PagePath };

/**
 * `PUT /api/admin/pages/draft`: saves the editor's zones (and page fields) as a new draft.
 * `baseVersion` is the version the editor started from (`version` of `GET /api/draft`); when the
 * page changed since, the answer is a 409 `EditConflict` and nothing is written. `null` only
 * for a page with no version yet.
 */
export const SaveDraftRequest = z.object({
  ...PageRef,
  baseVersion: VersionId.nullable(),
  zones: Zones,
  /** Omitted: the page fields of the base draft (or of the page) are kept. */
  meta: PageMeta.partial().optional(),
});
export type SaveDraftRequest = z.infer<typeof SaveDraftRequest>;

/** `POST /api/admin/pages/publish`: makes the draft `baseVersion` live. */
export const PublishRequest = z.object({ ...PageRef, baseVersion: VersionId });
export type PublishRequest = z.infer<typeof PublishRequest>;

/** `POST /api/admin/pages/discard`: drops the draft (kept in history as archived). */
export const DiscardRequest = z.object({ ...PageRef, baseVersion: VersionId.optional() });
export type DiscardRequest = z.infer<typeof DiscardRequest>;

/** `POST /api/admin/pages/restore`: copies an old version into a new draft. */
export const RestoreRequest = z.object({ ...PageRef, versionId: VersionId, baseVersion: VersionId.nullable().optional() });
export type RestoreRequest = z.infer<typeof RestoreRequest>;

/** `GET /api/admin/pages/versions?site&lang&path`. */
export const VersionsQuery = z.object(PageRef);
export type VersionsQuery = z.infer<typeof VersionsQuery>;

/** Answer of every page write: the page's versions after it. */
export const EditResult = z.object({
  /** The version to send as `baseVersion` next (the draft, else the published one). */
  version: VersionId.nullable(),
  draftVersion: VersionId.nullable(),
  publishedVersion: VersionId.nullable(),
});
export type EditResult = z.infer<typeof EditResult>;

/** `POST /api/admin/pages/publish` answer. */
export const PublishResult = EditResult.extend({
  /** False when the site could not be told to drop its cache (it is down): the page is live anyway. */
  revalidated: z.boolean(),
});
export type PublishResult = z.infer<typeof PublishResult>;

export const VersionStatus = z.enum(['draft', 'published', 'archived']);

export const PageVersionSummary = z.object({
  id: VersionId,
  status: VersionStatus,
  author: z.string().nullable(),
  createdAt: IsoInstant,
});
export type PageVersionSummary = z.infer<typeof PageVersionSummary>;

/** History of a page, newest first. */
export const VersionsResponse = EditResult.extend({ versions: z.array(PageVersionSummary) });
export type VersionsResponse = z.infer<typeof VersionsResponse>;

/** 409 of a write whose `baseVersion` is not the page's current version: the client merges with `currentVersion`. */
export const EditConflict = z.object({
  error: ApiError.shape.error.extend({ currentVersion: VersionId.nullable() }),
});
export type EditConflict = z.infer<typeof EditConflict>;

export const CONFLICT_MESSAGE = 'The page was changed by someone else: reload it and apply your changes again';

/** A page name (technical, used by menus and the site's links): lowercase letters, digits and dashes. */
export const PageName = z.string().regex(PAGE_NAME_PATTERN, 'must be lowercase letters, digits and dashes (at most 80)');

/**
 * `POST /api/admin/pages`: creates a page, live at once with one empty rich-text section (the site
 * serves only published pages, so the editor can open it and write in place; `disabled` keeps it
 * out of lists until it is ready). `translationOf` links it to an existing page of another
 * language (same group key: language switcher and hreflang).
 */
/**
 * First path segments the site serves itself (its own routes: the editors' login pages, the
 * revalidation and health routes, static files, Next's assets): a CMS page there would never be
 * reachable, so it cannot be created.
 */
export const SITE_RESERVED_SEGMENTS = ['connexion-editeur', 'editor-login', 'api', 'static', 'health', '_next'] as const;

export const CreatePageRequest = z.object({
  site: SiteKey,
  lang: Lang,
  path: PagePath.refine(
    (p) => !(SITE_RESERVED_SEGMENTS as readonly string[]).includes(p.split('/')[1]?.toLowerCase() ?? ''),
    `must not start with a path the site serves itself (${SITE_RESERVED_SEGMENTS.map((s) => `/${s}/`).join(', ')})`,
  ),
  name: PageName,
  title: z.string().trim().min(1, 'must not be empty').max(300),
  template: Template.default('content'),
  disabled: z.boolean().default(false),
  translationOf: z.object({ lang: Lang, path: PagePath }).optional(),
});
export type CreatePageRequest = z.input<typeof CreatePageRequest>;

/** `POST /api/admin/pages` answer (201). */
export const CreatePageResult = EditResult.extend({
  lang: Lang,
  path: PagePath,
  group: z.string(),
  /** The site told to drop its cached lists and the translations (false when the site is down). */
  revalidated: z.boolean(),
});
export type CreatePageResult = z.infer<typeof CreatePageResult>;

/** `GET /api/admin/menus?site&lang`. */
export const MenusQuery = z.object({ site: SiteKey, lang: Lang });
export type MenusQuery = z.infer<typeof MenusQuery>;

/** The main menu of a language, with the instant it last changed (the `baseUpdatedAt` of the next save). */
export const MainMenu = z.object({ lang: Lang, main: z.array(MenuItem), updatedAt: IsoInstant });
export type MainMenu = z.infer<typeof MainMenu>;

/**
 * `PUT /api/admin/menus`: replaces the main menu of a language (add, rename, reorder, remove
 * items and their sub-items; every path is checked, at most 50 sub-items per item). With
 * `baseUpdatedAt`, a menu changed since by someone else is a 409 and nothing is written.
 */
export const SaveMenuRequest = z.object({
  site: SiteKey,
  lang: Lang,
  main: z.array(MenuItem).max(50),
  baseUpdatedAt: IsoInstant.optional(),
});
export type SaveMenuRequest = z.infer<typeof SaveMenuRequest>;

/** `PUT /api/admin/menus` answer. */
export const SaveMenuResult = MainMenu.extend({ revalidated: z.boolean() });
export type SaveMenuResult = z.infer<typeof SaveMenuResult>;

export const MENU_CONFLICT_MESSAGE = 'The menu was changed by someone else: reload it and apply your changes again';
