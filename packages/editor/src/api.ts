import type {
  CreatePageRequest,
  CreatePageResult,
  DraftPage,
  EditResult,
  MainMenu,
  MenuItem,
  PageMeta,
  PageSummary,
  PublishResult,
  SaveMenuResult,
  SiteResponse,
  VersionsResponse,
  Zones,
} from '@schuss/contracts';

/** A failed call: HTTP status (0 = network), the platform's message and field, and the conflict's current version. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly code?: string,
    readonly currentVersion?: number | null,
  ) {
    super(message);
  }
}

export type MediaItem = { id: string | number; url: string; width?: number; height?: number; srcset?: string; alt?: string };

type Ref = { site: string; lang: string; path: string };

/** The platform's editing API as the tool uses it (types from @schuss/contracts; no zod in the bundle). */
export function editingApi(platformUrl: string, token: string, onUnauthorized: () => void) {
  const base = platformUrl.replace(/\/+$/, '');
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    init: { raw?: Blob; contentType?: string; headers?: Record<string, string> } = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(init.contentType ? { 'content-type': init.contentType } : {}),
          ...init.headers,
        },
        body: init.raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
        cache: 'no-store',
      });
    } catch (err) {
      throw new ApiFailure(0, (err as Error).message || 'network error', undefined, 'network');
    }
    if (res.status === 204) return undefined as T;
    const json = (await res.json().catch(() => ({}))) as {
      error?: { message?: string; field?: string; code?: string; currentVersion?: number | null };
    };
    if (!res.ok) {
      const e = json.error ?? {};
      if (res.status === 401) onUnauthorized();
      throw new ApiFailure(res.status, e.message ?? `HTTP ${res.status}`, e.field, e.code, e.currentVersion);
    }
    return json as T;
  }
  const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();
  return {
    draft: (ref: Ref) => call<DraftPage>('GET', `/api/draft?${qs({ ...ref, status: 'draft' })}`),
    save: (ref: Ref, baseVersion: number | null, zones: Zones, meta: PageMeta) =>
      call<EditResult>('PUT', '/api/admin/pages/draft', { ...ref, baseVersion, zones, meta }),
    publish: (ref: Ref, baseVersion: number) => call<PublishResult>('POST', '/api/admin/pages/publish', { ...ref, baseVersion }),
    discard: (ref: Ref, baseVersion: number | null) =>
      call<EditResult>('POST', '/api/admin/pages/discard', { ...ref, ...(baseVersion !== null ? { baseVersion } : {}) }),
    versions: (ref: Ref) => call<VersionsResponse>('GET', `/api/admin/pages/versions?${qs(ref)}`),
    restore: (ref: Ref, versionId: number, baseVersion: number | null) =>
      call<EditResult>('POST', '/api/admin/pages/restore', { ...ref, versionId, baseVersion }),
    pages: (site: string, lang: string) => call<{ pages: PageSummary[] }>('GET', `/api/pages?${qs({ site, lang })}`),
    site: (site: string) => call<SiteResponse>('GET', `/api/site?${qs({ site })}`),
    createPage: (req: CreatePageRequest) => call<CreatePageResult>('POST', '/api/admin/pages', req),
    menu: (site: string, lang: string) => call<MainMenu>('GET', `/api/admin/menus?${qs({ site, lang })}`),
    saveMenu: (site: string, lang: string, main: MenuItem[], baseUpdatedAt?: string) =>
      call<SaveMenuResult>('PUT', '/api/admin/menus', { site, lang, main, baseUpdatedAt }),
    /** Helper M's media library; absent (404) on platforms without it. */
    media: async (site: string): Promise<MediaItem[]> => {
      const r = await call<{ media?: MediaItem[]; items?: MediaItem[] } | MediaItem[]>('GET', `/api/admin/media?${qs({ site })}`);
      return Array.isArray(r) ? r : (r.media ?? r.items ?? []);
    },
    upload: async (site: string, file: File): Promise<MediaItem> => {
      const r = await call<{ media: MediaItem }>('POST', `/api/admin/media?${qs({ site })}`, undefined, {
        raw: file,
        contentType: file.type,
      });
      return r.media;
    },
    logout: () => call<void>('POST', '/api/admin/logout'),
  };
}

export type EditingApi = ReturnType<typeof editingApi>;

/** Same rule as the platform's: a site path, a fragment or an http(s)/mailto/tel URL. */
export function safeHref(value: string, schemes = ['http', 'https', 'mailto', 'tel']): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop C0 controls and spaces in a URL's scheme
  const bare = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!bare || bare.startsWith('//') || bare.startsWith('\\') || bare.startsWith('/\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare);
  return !scheme || schemes.includes(scheme[1]!.toLowerCase());
}
