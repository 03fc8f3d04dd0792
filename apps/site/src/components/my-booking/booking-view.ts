import type { MyBookingLang, MyBookingLine, MyBookingView } from '@schuss/contracts';
import { type MeetingPoint, toPoint } from '../meeting-points/points';

/** A meeting point placed on the map. */
export type MapPoint = MeetingPoint;

const decode = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The meeting points of the meeting points page's HTML, read on the server (no DOM there): the
 * same `article.meeting-point[data-lat][data-lng]` with a heading and a `.address` that the
 * header's dialog reads (../meeting-points/points.ts).
 */
export function readMeetingPointsHtml(html: string): MapPoint[] {
  const out: MapPoint[] = [];
  for (const m of html.matchAll(/<article\b([^>]*)>([\s\S]*?)<\/article>/gi)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (!/class="[^"]*\bmeeting-point\b/.test(attrs)) continue;
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1] ?? null;
    const point = toPoint({
      lat: attr('data-lat'),
      lng: attr('data-lng'),
      name: decode(/<h[1-4]\b[^>]*>([\s\S]*?)<\/h[1-4]>/i.exec(body)?.[1] ?? ''),
      address: decode(/<p\b[^>]*class="[^"]*\baddress\b[^"]*"[^>]*>([\s\S]*?)<\/p>/i.exec(body)?.[1] ?? ''),
    });
    if (point) out.push(point);
  }
  return out;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Words that name nothing in particular ("de", "the", "devant"…): left out when names are compared. */
const FILLER = new Set([
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'l',
  'd',
  'au',
  'aux',
  'et',
  'en',
  'a',
  'the',
  'of',
  'at',
  'and',
  'devant',
  'pres',
]);
const words = (s: string) =>
  new Set(
    fold(s)
      .split(' ')
      .filter((w) => w.length > 1 && !FILLER.has(w)),
  );

/**
 * The map's point of a line's meeting point. The catalogue names it in its own words, in French
 * ("Front de neige, devant le bureau ESF"), the meeting points page by its place in each language
 * ("Chalet de l'école - front de neige des Marmottes"): the same name, or one beginning with the
 * other, wins; otherwise the point whose name (or `aliases`, its names in other languages) shares
 * the most words with it, two at least.
 */
export function findPoint<P extends MapPoint & { aliases?: string[] }>(name: string | null, points: P[]): P | null {
  if (!name) return null;
  const wanted = fold(name);
  if (!wanted) return null;
  const names = (p: P) => [p.name, ...(p.aliases ?? [])];
  const exact = points.find((p) =>
    names(p).some((n) => {
      const have = fold(n);
      return have.length > 0 && (have === wanted || wanted.startsWith(have) || have.startsWith(wanted));
    }),
  );
  if (exact) return exact;
  const asked = words(name);
  let best: { point: P; score: number } | null = null;
  for (const point of points) {
    const score = Math.max(...names(point).map((n) => [...words(n)].filter((w) => asked.has(w)).length));
    if (score >= 2 && (!best || score > best.score)) best = { point, score };
  }
  return best?.point ?? null;
}

const locale = (lang: MyBookingLang) => (lang === 'fr' ? 'fr-FR' : 'en-GB');

/** A date of the booking (`2026-12-20`) in words, e.g. "dimanche 20 décembre 2026" (a calendar date: no time zone shift). */
export function formatDate(date: string, lang: MyBookingLang): string {
  return new Intl.DateTimeFormat(locale(lang), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** An instant (payment, refund) as a date in the resort's time zone. */
export function formatInstant(at: string, lang: MyBookingLang, timeZone: string): string {
  return new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(at));
}

export function formatMoney(cents: number, currency: string, lang: MyBookingLang): string {
  return new Intl.NumberFormat(locale(lang), { style: 'currency', currency }).format(cents / 100);
}

/** One entry of the day-by-day schedule: what happens that day, at what time and where. */
export type ScheduleEntry = { lineId: number; name: string; start: string | null; end: string | null; meetingPoint: string | null };

/** The booked lines' days, day by day (dates ascending, then start times); cancelled lines are left out. */
export function scheduleByDay(lines: MyBookingLine[]): { date: string; entries: ScheduleEntry[] }[] {
  const days = new Map<string, ScheduleEntry[]>();
  for (const line of lines) {
    if (line.status === 'cancelled') continue;
    for (const day of line.days) {
      const list = days.get(day.date) ?? [];
      list.push({ lineId: line.lineId, name: line.name, start: day.start, end: day.end, meetingPoint: line.meetingPoint });
      days.set(day.date, list);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, entries]) => ({ date, entries: entries.sort((a, b) => (a.start ?? '').localeCompare(b.start ?? '')) }));
}

/** The key of the order's status in words. */
export function statusKey(view: Pick<MyBookingView, 'status' | 'refundedCents' | 'totalCents'>): string {
  if (view.status === 'cancelled') return 'myBooking.status.cancelled';
  if (view.status === 'refunded') return 'myBooking.status.refunded';
  if (view.refundedCents > 0 && view.refundedCents >= view.totalCents) return 'myBooking.status.refunded';
  return view.status === 'paid' ? 'myBooking.status.paid' : 'myBooking.status.other';
}

/** The "my bookings" page, where a new link is asked for (the demo's paths; editors keep them). */
export const MY_BOOKINGS_PATHS: Record<MyBookingLang, string> = { fr: '/mes-reservations/', en: '/my-bookings/' };
