import 'server-only';
import { createHmac } from 'node:crypto';
import type { BlockList } from 'node:net';
import { BookingToken, InvoiceFile, type MyBookingLang, type MyBookingView } from '@schuss/contracts';
import { isApiCallError, routeUrl } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { headers } from 'next/headers';
import { meetingPointsPage } from '../components/meeting-points/points';
import { type MapPoint, readMeetingPointsHtml } from '../components/my-booking/booking-view';
import type { NoteOutcomeKey } from '../components/my-booking/note-form';
import { env } from '../env.server';
import { platformClient } from '../lib/api';
import { clientAddress, PEER_HEADER, stampedPeer, trustedProxies } from '../lib/client-address';
import { retryAfterSeconds } from '../lib/retry-after';
import { getPage } from './pages.server';

/**
 * The visitor's address, vouched for to the platform (`x-schuss-visitor: <address> <signature>`,
 * signed with the secret both share): the platform counts links that do not work per visitor, and
 * without it every visitor would share this server's address — one person trying wrong links would
 * get everyone's booking page refused. The address is the socket's, or the one a trusted proxy
 * forwarded (`TRUSTED_PROXIES`, lib/client-address.ts), never one a client wrote itself (issue 29, F1).
 */
async function visitorHeader(): Promise<Record<string, string>> {
  const all = await headers();
  const peer = stampedPeer(all.get(PEER_HEADER));
  if (!peer) return {};
  const address = clientAddress(peer, all.get('x-forwarded-for'), proxies());
  if (!/^[0-9A-Fa-f.:]{2,64}$/.test(address)) return {};
  const signature = createHmac('sha256', env.REVALIDATE_SECRET).update(`visitor:${address}`).digest('base64url');
  return { 'x-schuss-visitor': `${address} ${signature}` };
}
let trusted: BlockList | undefined;
const proxies = () => {
  trusted ??= trustedProxies(process.env.TRUSTED_PROXIES);
  return trusted;
};

/**
 * What the booking page shows: the booking; `invalid` for any link the platform refuses (guessed,
 * altered, revoked: the page says the same for each); `unavailable` when the platform is down.
 */
export type MyBookingResult =
  | { kind: 'ok'; view: MyBookingView }
  | { kind: 'invalid' }
  | { kind: 'unavailable' }
  /** Too many links that did not work from this visitor (429): the page says how long to wait. */
  | { kind: 'tooMany'; waitSeconds: number | null };

export async function getMyBooking(token: string, lang: MyBookingLang): Promise<MyBookingResult> {
  // A token that can't be one is refused here, without a call.
  if (!BookingToken.safeParse(token).success) return { kind: 'invalid' };
  // Never cached (the token is a credential and the booking changes with refunds), one retry for a platform
  // that hiccups; a client per call, as the page also needs the Retry-After of a rate limit.
  let retryAfter: string | null = null;
  const api = platformClient(env.CONTENT_API_URL, {
    retries: 1,
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      retryAfter = res.headers.get('retry-after');
      return res;
    },
  });
  try {
    const view = await api.call(
      paths.myBooking,
      { params: { token }, query: { lang } },
      { init: { cache: 'no-store' }, headers: await visitorHeader() },
    );
    return { kind: 'ok', view };
  } catch (err) {
    if (isApiCallError(err) && (err.status === 404 || err.status === 400)) return { kind: 'invalid' };
    if (isApiCallError(err) && err.status === 429) return { kind: 'tooMany', waitSeconds: retryAfterSeconds(retryAfter) };
    return { kind: 'unavailable' };
  }
}

/** What became of a note the parents saved: said in words on the booking page (`myBooking.note.<outcome>`). */
export type NoteOutcome = NoteOutcomeKey;

/**
 * Saves what the instructor should know about a participant (allergies, health) through the platform's token route;
 * never cached, never retried blindly (one retry for a platform that hiccups: saving the same text twice is harmless).
 */
export async function saveParticipantNote(
  token: string,
  lineId: number,
  participant: number,
  note: string,
): Promise<{ outcome: NoteOutcome; note?: string | null }> {
  if (!BookingToken.safeParse(token).success) return { outcome: 'invalid' };
  const api = platformClient(env.CONTENT_API_URL, { retries: 1 });
  try {
    const saved = await api.call(
      paths.participantNote,
      { params: { token, lineId, participant }, body: { note } },
      { init: { cache: 'no-store' }, headers: await visitorHeader() },
    );
    return { outcome: saved.note === null ? 'removed' : 'saved', note: saved.note };
  } catch (err) {
    if (!isApiCallError(err)) return { outcome: 'unavailable' };
    if (err.status === 400 && err.field === 'body.note') return { outcome: 'tooLong' };
    if (err.status === 409) return { outcome: 'closed' };
    if (err.status === 404 || err.status === 400) return { outcome: 'invalid' };
    if (err.status === 429) return { outcome: 'tooMany' };
    return { outcome: 'unavailable' };
  }
}

/** The order's calendar file from the platform (`text/calendar`), or the platform's status when it refuses. */
export async function getMyBookingCalendar(
  token: string,
  lang: MyBookingLang,
): Promise<{ ok: true; body: string } | { ok: false; status: number }> {
  if (!BookingToken.safeParse(token).success) return { ok: false, status: 404 };
  try {
    const res = await fetch(routeUrl(env.CONTENT_API_URL, paths.myBookingCalendar, { params: { token }, query: { lang } }), {
      cache: 'no-store',
      headers: { accept: 'text/calendar', ...(await visitorHeader()) },
    });
    if (!res.ok) return { ok: false, status: res.status === 404 || res.status === 400 ? 404 : 503 };
    return { ok: true, body: await res.text() };
  } catch {
    return { ok: false, status: 503 };
  }
}

/** An invoice or credit note of the booking (`VN-F-2026-000123.pdf`) from the platform, or the platform's status when it refuses. */
export async function getMyBookingInvoice(
  token: string,
  file: string,
): Promise<{ ok: true; body: ArrayBuffer } | { ok: false; status: number }> {
  if (!BookingToken.safeParse(token).success || !InvoiceFile.safeParse(file).success || !file.endsWith('.pdf'))
    return { ok: false, status: 404 };
  try {
    const res = await fetch(routeUrl(env.CONTENT_API_URL, paths.myInvoice, { params: { token, file } }), {
      cache: 'no-store',
      headers: { accept: 'application/pdf', ...(await visitorHeader()) },
    });
    if (!res.ok) return { ok: false, status: res.status === 404 || res.status === 400 ? 404 : 503 };
    return { ok: true, body: await res.arrayBuffer() };
  } catch {
    return { ok: false, status: 503 };
  }
}

/** The meeting points of a language's meeting points page (public, cached like any page); none when it can't be read. */
async function pagePoints(site: string, lang: string): Promise<MapPoint[]> {
  try {
    const page = meetingPointsPage(lang);
    const found = await getPage(site, page.lang, page.path);
    return readMeetingPointsHtml((found?.zones.content ?? []).map((s) => (s.type === 'richText' ? s.html : '')).join('\n'));
  } catch {
    return [];
  }
}

/**
 * The meeting points in the page's language, each with its French name as an alias (found by its
 * coordinates): the catalogue names meeting points in French whatever the page's language.
 */
export async function getMeetingPoints(site: string, lang: string): Promise<(MapPoint & { aliases: string[] })[]> {
  const [own, french] = await Promise.all([pagePoints(site, lang), lang === 'fr' ? Promise.resolve([]) : pagePoints(site, 'fr')]);
  return own.map((p) => ({ ...p, aliases: french.filter((f) => f.lat === p.lat && f.lng === p.lng).map((f) => f.name) }));
}
