import type { SchoolMeetingPoint, SiteConfig } from '@schuss/contracts';
import { ApiCallError, type RouteInput, routeUrl } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { type RetryOptions, retryingFetch } from '../../lib/retrying-fetch';

/** The page whose `content` zone the dialog shows, per language (docs/spec.md §2 "Meeting points dialog"). */
const MEETING_POINTS_PAGES: Record<'fr' | 'en', string> = {
  fr: '/infos-pratiques/lieux-de-rendez-vous/',
  en: '/information/meeting-points/',
};

/** Language and path of the meeting-points page (English for another language). */
export function meetingPointsPage(lang: string): { lang: 'fr' | 'en'; path: string } {
  const l = lang === 'fr' ? 'fr' : 'en';
  return { lang: l, path: MEETING_POINTS_PAGES[l] };
}

type ZoneQuery = RouteInput<'zone'>['query'];

/** Query of the zone route (`paths.zone` on the search service, docs/spec.md §7): site, lang, path, id=content. */
export function zoneQuery(config: Pick<SiteConfig, 'site'>, lang: string): ZoneQuery {
  const page = meetingPointsPage(lang);
  return { site: config.site, lang: page.lang, path: page.path, id: 'content' };
}

/**
 * The zone's published HTML. The route answers `text/html`, which the typed client (JSON answers)
 * does not read: its URL comes from the route table all the same, and it is retried like every
 * GET. Throws on an error answer (`ApiCallError` with its status) or when the service can't be reached.
 */
export async function fetchZoneHtml(
  searchUrl: string,
  query: ZoneQuery,
  { signal, ...retry }: RetryOptions & { signal?: AbortSignal } = {},
): Promise<string> {
  const res = await retryingFetch(retry)(routeUrl(searchUrl, paths.zone, { query }), { headers: { accept: 'text/html' }, signal });
  if (!res.ok) throw new ApiCallError(res.status, `HTTP ${res.status}`, 'bad_answer');
  return res.text();
}

/** A point on the map; `directions` (how to find the group there) when the school's data gives them. */
export type MeetingPoint = { name: string; address: string; lat: number; lng: number; directions?: string };

/** A meeting point from the attributes and texts of its element, or null when its coordinates are not valid. */
export function toPoint(raw: {
  lat?: string | null;
  lng?: string | null;
  name?: string | null;
  address?: string | null;
}): MeetingPoint | null {
  const coordinate = (v: string | null | undefined) => (v && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN);
  const lat = coordinate(raw.lat);
  const lng = coordinate(raw.lng);
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return null;
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  return { name: clean(raw.name), address: clean(raw.address), lat, lng };
}

type ElementLike = {
  getAttribute(name: string): string | null;
  querySelector(selector: string): { textContent: string | null } | null;
};

/** The meeting points of the zone's HTML: `article.meeting-point[data-lat][data-lng]` with an `h3` name and a `.address`. */
export function readPoints(root: { querySelectorAll(selector: string): ArrayLike<ElementLike> }): MeetingPoint[] {
  return Array.from(root.querySelectorAll('article.meeting-point'))
    .map((el) =>
      toPoint({
        lat: el.getAttribute('data-lat'),
        lng: el.getAttribute('data-lng'),
        name: el.querySelector('h1, h2, h3, h4')?.textContent,
        address: el.querySelector('.address')?.textContent,
      }),
    )
    .filter((p): p is MeetingPoint => p !== null);
}

/**
 * The school's meeting points (its site config) in a language, for the map: the one place their names,
 * addresses and positions are written. A school without them has its page's articles read instead (`readPoints`).
 */
export function schoolPointsIn(points: readonly SchoolMeetingPoint[] | undefined, lang: string): MeetingPoint[] {
  const l = lang === 'fr' ? 'fr' : 'en';
  return (points ?? []).map((p) => ({
    name: p.name[l],
    address: p.address[l],
    lat: p.lat,
    lng: p.lng,
    ...(p.directions?.[l] ? { directions: p.directions[l] } : {}),
  }));
}
