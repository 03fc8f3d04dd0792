import type { CreatePageRequest, MenuItem, PageMeta, Zones } from '@schuss/contracts';
import { createClient, isApiCallError } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';

type Ref = { site: string; lang: string; path: string };

/**
 * The platform's editing API as the tool uses it: the one client of `@schuss/contracts/api`
 * (routes by name, answers typed from the route table, no zod in the bundle). A failed call throws
 * its `ApiCallError` (`status`, `code`, `field`, `body`); a 401 also calls `onUnauthorized`.
 */
export function editingApi(platformUrl: string, token: string, onUnauthorized: () => void) {
  const api = createClient({
    baseUrl: platformUrl,
    headers: () => ({ authorization: `Bearer ${token}` }),
    onUnauthorized,
    // The draft changes under the editor's hands: never a cached answer.
    init: { cache: 'no-store' },
  });
  return {
    draft: (ref: Ref) => api.call(paths.draft, { query: { ...ref, status: 'draft' } }),
    save: (ref: Ref, baseVersion: number | null, zones: Zones, meta: PageMeta) =>
      api.call(paths.saveDraft, { body: { ...ref, baseVersion, zones, meta } }),
    publish: (ref: Ref, baseVersion: number) => api.call(paths.publish, { body: { ...ref, baseVersion } }),
    discard: (ref: Ref, baseVersion: number | null) =>
      api.call(paths.discard, { body: { ...ref, ...(baseVersion !== null ? { baseVersion } : {}) } }),
    versions: (ref: Ref) => api.call(paths.versions, { query: ref }),
    restore: (ref: Ref, versionId: number, baseVersion: number | null) =>
      api.call(paths.restore, { body: { ...ref, versionId, baseVersion } }),
    pages: (site: string, lang: string) => api.call(paths.pages, { query: { site, lang } }),
    site: (site: string) => api.call(paths.site, { query: { site } }),
    createPage: (req: CreatePageRequest) => api.call(paths.createPage, { body: req }),
    menu: (site: string, lang: string) => api.call(paths.menu, { query: { site, lang } }),
    saveMenu: (site: string, lang: string, main: MenuItem[], baseUpdatedAt?: string) =>
      api.call(paths.saveMenu, { body: { site, lang, main, baseUpdatedAt } }),
    /** The site's media library, newest first (its first page). */
    media: async (site: string) => (await api.call(paths.mediaList, { query: { site } })).items,
    upload: async (site: string, file: File) =>
      (
        await api.call(
          paths.uploadMedia,
          { query: { site } },
          { raw: file, headers: { 'content-type': file.type, 'x-filename': encodeURIComponent(file.name) } },
        )
      ).media,
    /** Revokes the token (204: nothing to answer). */
    logout: async () => {
      await api.call(paths.logout);
    },
  };
}

export type EditingApi = ReturnType<typeof editingApi>;

/**
 * The version someone else saved, from the answer of a page write refused as an edit conflict
 * (`409 {error: {code: 'conflict', currentVersion}}`); null when the answer does not say.
 */
export function conflictVersion(err: unknown): number | null {
  if (!isApiCallError(err)) return null;
  const { body } = err;
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('currentVersion' in error)) return null;
  return typeof error.currentVersion === 'number' ? error.currentVersion : null;
}
