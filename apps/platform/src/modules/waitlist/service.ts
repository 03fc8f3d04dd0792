import { randomBytes } from 'node:crypto';
import {
  type AddLineResponse,
  ErrorCode,
  type WaitlistClaimRequest,
  type WaitlistEntryView,
  type WaitlistJoinRequest,
  type WaitlistJoinResponse,
  type WaitlistLang,
  type WaitlistResponse,
} from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { type Db, one, rows, type Tx, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformEnv } from '../../env';
import { HttpError } from '../../lib/errors';
import { localized } from '../../lib/format';
import { type Mailer, schoolSent } from '../../lib/mail';
import { RATE_LIMIT, RateLimited, recordFailure, retryAfter, sha256 } from '../auth';
import { insertLine, lockOpenCart, prepareLine } from '../booking';
import { releaseExpiredHolds, releasePlaces } from '../places';
import { schoolInfo, schoolOfResort, siteLinks } from '../schools';
import { joinedMessage, type SlotText } from './emails';
import { WAITLIST_OFFER_HOURS } from './offers';

/**
 * The waiting list of a full slot, for visitors: joining it, and what its e-mailed links do — show
 * the entry, turn the places held for it into a cart line, leave the list. The links' tokens are the
 * credential (256 random bits; only their SHA-256 is kept); links that do not work count against the
 * address like the accounts' links, and joining is rate limited per address.
 */
export type WaitlistDeps = { db: Db; env: PlatformEnv; mailer: Mailer; log: FastifyBaseLogger };

/** Joins from one address in RATE_LIMIT.windowMs (15 minutes). */
export const WAITLIST_JOINS_PER_IP = 20;

/** A link's token: 256 random bits, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

const joinKey = (ip: string) => `waitlist-join-ip:${ip}`;
const linkKey = (ip: string) => `waitlist-link-ip:${ip}`;

class WaitlistRateLimited extends RateLimited {
  constructor(retryAfterSeconds: number, what: string) {
    super(retryAfterSeconds);
    this.message = `Too many ${what}: try again in ${Math.ceil(retryAfterSeconds / 60)} min`;
  }
}

const LINK_NOT_WORKING = 'This waiting-list link does not work: it was mistyped, or the date has passed.';
const badRequest = (message: string, field: string, code: ErrorCode = ErrorCode.InvalidInput) =>
  new HttpError(400, `${field}: ${message}`, field, code);

/** The link of an entry on the site's cart page, where the widget opens it (`leave`: on the "leave the list" question). */
export async function entryUrl(db: Db, resort: string, lang: WaitlistLang, token: string, leave = false): Promise<string> {
  const site = await schoolOfResort(db, resort);
  const url = new URL((await siteLinks(db, site, lang)).cart);
  url.searchParams.set('waitlist', token);
  if (leave) url.searchParams.set('leave', '1');
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// Joining

type JoinSlot = {
  id: number;
  starts_on: string;
  ends_on: string;
  start_time: string | null;
  end_time: string | null;
  capacity: number;
  closed: boolean;
  resort: string;
  name: { fr: string; en: string };
  per_booking: boolean;
};

/**
 * `POST /api/booking/waitlist`: a visitor's e-mail on the list of a slot that is full for them (fewer
 * places left than wanted), open and not started. The slot row is locked while it is checked and the
 * entry written, so places freed meanwhile are offered to it or refused to it, never lost between the
 * two. The same e-mail on the same slot is one entry (its places and language updated while it waits).
 * A new entry gets a confirmation e-mail with the link to leave the list.
 */
export async function joinWaitlist(
  d: WaitlistDeps,
  body: WaitlistJoinRequest,
  ip: string,
  now = new Date(),
): Promise<{ created: boolean; answer: WaitlistJoinResponse }> {
  const wait = await retryAfter(d.db, joinKey(ip), WAITLIST_JOINS_PER_IP, now);
  if (wait > 0) throw new WaitlistRateLimited(wait, 'waiting-list requests');
  await recordFailure(d.db, [joinKey(ip)], now);
  // Holds that ran out free their places first: a slot full of them is not full.
  await releaseExpiredHolds(d.db);
  const slot = await one<JoinSlot>(
    d.db,
    sql`select s.id, s.starts_on::text, s.ends_on::text, s.start_time::text, s.end_time::text, s.capacity,
               s.closed_at is not null as closed, p.resort, p.name,
               coalesce(p.attributes->>'capacityUnit', 'participant') = 'booking' as per_booking
          from slots s join products p on p.id = s.product_id
         where s.id = ${body.slotId} and p.resort = ${body.resort} and p.dated and not p.hidden`,
  );
  if (!slot) throw new HttpError(404, `body.slotId: no slot ${body.slotId} in resort "${body.resort}"`, 'body.slotId', ErrorCode.NotFound);
  if (slot.starts_on < todayIso(now)) throw badRequest(`the slot of ${slot.starts_on} has started`, 'body.slotId', ErrorCode.SlotPast);
  if (slot.closed) throw new HttpError(409, 'body.slotId: this slot is closed', 'body.slotId', ErrorCode.SlotClosed);
  const places = slot.per_booking ? 1 : body.participants;
  if (places > slot.capacity) throw badRequest(`must be at most ${slot.capacity}, the places of this slot`, 'body.participants');
  const email = body.email.trim().toLowerCase();

  const done = await transaction(d.db, async (tx) => {
    const room = await one<{ room: number }>(tx, sql`select capacity - held - sold as room from slots where id = ${slot.id} for update`);
    const [existing] = await rows<{ id: number; status: 'waiting' | 'offered' }>(
      tx,
      sql`select id, status from waitlist_entries
           where slot_id = ${slot.id} and email = ${email} and status in ('waiting', 'offered') for update`,
    );
    if (existing) {
      if (existing.status === 'waiting') {
        await tx.execute(
          sql`update waitlist_entries set participants = ${body.participants}, places = ${places}, lang = ${body.lang} where id = ${existing.id}`,
        );
      }
      return { id: existing.id, status: existing.status, token: null };
    }
    const left = room?.room ?? 0;
    if (left >= places) {
      throw new HttpError(
        409,
        `body.slotId: ${left} place${left > 1 ? 's are' : ' is'} left on this slot: book ${left > 1 ? 'them' : 'it'} instead`,
        'body.slotId',
        ErrorCode.SlotNotFull,
      );
    }
    const token = newToken();
    const inserted = await one<{ id: number }>(
      tx,
      sql`insert into waitlist_entries (slot_id, email, participants, places, lang, leave_token_hash)
          values (${slot.id}, ${email}, ${body.participants}, ${places}, ${body.lang}, ${sha256(token)})
       returning id`,
    );
    if (!inserted) throw new Error('waiting-list insert returned nothing');
    return { id: inserted.id, status: 'waiting' as const, token };
  });

  const answer: WaitlistJoinResponse = {
    slotId: slot.id,
    participants: body.participants,
    position: done.status === 'waiting' ? await positionOf(d.db, slot.id, done.id) : 0,
    offerHours: WAITLIST_OFFER_HOURS,
    joined: done.token !== null,
  };
  if (done.token) {
    try {
      const site = await schoolOfResort(d.db, slot.resort);
      await d.mailer.send(
        schoolSent(
          joinedMessage({
            id: `waitlist-${done.id}-joined`,
            lang: body.lang,
            siteName: site.config.siteName,
            from: d.env.MAIL_FROM,
            to: email,
            slot: slotText(slot, body.lang),
            participants: body.participants,
            hours: WAITLIST_OFFER_HOURS,
            leaveUrl: await entryUrl(d.db, slot.resort, body.lang, done.token, true),
          }),
          site.config,
        ),
      );
    } catch (err) {
      // The entry stands: the e-mail only confirms it.
      d.log.error({ err, entry: done.id }, 'waiting-list confirmation e-mail not sent');
    }
  }
  return { created: done.token !== null, answer };
}

const slotText = (s: Pick<JoinSlot, 'name' | 'starts_on' | 'ends_on' | 'start_time' | 'end_time'>, lang: WaitlistLang): SlotText => ({
  product: localized(s.name, lang),
  startsOn: s.starts_on,
  endsOn: s.ends_on,
  startTime: s.start_time,
  endTime: s.end_time,
});

/** Place in line of a waiting entry (1 = first). */
async function positionOf(db: Db, slotId: number, entryId: number): Promise<number> {
  const r = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from waitlist_entries where slot_id = ${slotId} and status = 'waiting' and id <= ${entryId}`,
  );
  return r?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The e-mailed links

type EntryRow = {
  id: number;
  slot_id: number;
  status: WaitlistEntryView['status'];
  lang: WaitlistLang;
  participants: number;
  places: number;
  offer_expires_at: Date | null;
  /** The token is the offer's (not the confirmation's leave link). */
  via_offer: boolean;
  resort: string;
  product_key: string;
  product_type: WaitlistEntryView['product']['type'];
  name: { fr: string; en: string };
  version: number;
  starts_on: string;
  ends_on: string;
  start_time: string | null;
  end_time: string | null;
};

async function checkRate(db: Db, ip: string, now: Date) {
  const wait = await retryAfter(db, linkKey(ip), RATE_LIMIT.perIp, now);
  if (wait > 0) throw new WaitlistRateLimited(wait, 'waiting-list links that did not work');
}

/** A link that does not work is one answer, and counts against the address. */
async function refuse(db: Db, ip: string, now: Date): Promise<never> {
  await recordFailure(db, [linkKey(ip)], now);
  throw new HttpError(404, LINK_NOT_WORKING, 'params.token', ErrorCode.LinkInvalid);
}

/** The entry of a token (its offer's link, or also its confirmation's when `offerOnly` is false). */
async function entryOf(db: Db | Tx, token: string, { offerOnly = false, lock = false } = {}): Promise<EntryRow | undefined> {
  const hash = sha256(token);
  return one<EntryRow>(
    db,
    sql`select w.id, w.slot_id, w.status, w.lang, w.participants, w.places, w.offer_expires_at,
               w.offer_token_hash is not distinct from ${hash} as via_offer,
               p.resort, p.key as product_key, p.type as product_type, p.name, p.version,
               s.starts_on::text, s.ends_on::text, s.start_time::text, s.end_time::text
          from waitlist_entries w join slots s on s.id = w.slot_id join products p on p.id = s.product_id
         where ${offerOnly ? sql`w.offer_token_hash = ${hash}` : sql`(w.offer_token_hash = ${hash} or w.leave_token_hash = ${hash})`}
         ${lock ? sql`for update of w` : sql``}`,
  );
}

async function viewOf(db: Db, e: EntryRow, lang?: WaitlistLang): Promise<WaitlistEntryView> {
  const expiresAt = e.offer_expires_at ? new Date(e.offer_expires_at) : null;
  const offered = e.status === 'offered' && expiresAt !== null && expiresAt.getTime() > Date.now();
  return {
    status: e.status,
    lang: e.lang,
    resort: e.resort,
    participants: e.participants,
    places: e.places,
    position: e.status === 'waiting' ? await positionOf(db, e.slot_id, e.id) : null,
    expiresAt: e.status === 'offered' && expiresAt ? expiresAt.toISOString() : null,
    canClaim: offered && e.via_offer,
    product: { key: e.product_key, type: e.product_type, name: localized(e.name, lang ?? e.lang), version: e.version },
    slot: {
      id: e.slot_id,
      startsOn: e.starts_on,
      endsOn: e.ends_on,
      startTime: e.start_time ? e.start_time.slice(0, 5) : null,
      endTime: e.end_time ? e.end_time.slice(0, 5) : null,
    },
  };
}

/** `GET /api/booking/waitlist/:token`: the entry of an e-mailed link (offers that ran out are ended first). */
export async function waitlistEntry(db: Db, token: string, ip: string, lang?: WaitlistLang, now = new Date()): Promise<WaitlistEntryView> {
  await checkRate(db, ip, now);
  await releaseExpiredHolds(db);
  const e = await entryOf(db, token);
  if (!e) return refuse(db, ip, now);
  return viewOf(db, e, lang);
}

/**
 * `POST /api/booking/waitlist/:token/claim`: the places held for an offer become a line of the visitor's
 * cart (a new one without `cartId`), with the participants given — checked and priced as an add, at the
 * prices shown. No place is taken again: the offer's hold moves to the line, which holds them for the
 * cart's usual time from now. Places held beyond the participants go to the next in line. 409
 * `waitlist_not_offered` once the offer ran out, was taken or left.
 */
export async function claimOffer(
  db: Db,
  token: string,
  body: WaitlistClaimRequest,
  ip: string,
  now = new Date(),
  holdMinutes?: number,
): Promise<AddLineResponse> {
  await checkRate(db, ip, now);
  const e = await entryOf(db, token, { offerOnly: true });
  if (!e) return refuse(db, ip, now);
  const notOffered = () =>
    new HttpError(
      409,
      `params.token: no places are held for this link any more (${e.status === 'offered' ? 'expired' : e.status})`,
      'params.token',
      ErrorCode.WaitlistNotOffered,
    );
  if (e.status !== 'offered') throw notOffered();
  const prepared = await prepareLine(
    db,
    {
      resort: e.resort,
      lang: body.lang,
      productKey: e.product_key,
      slotId: e.slot_id,
      participants: body.participants,
      productVersion: body.productVersion,
    },
    todayIso(now),
    { newLine: true },
  );
  if (prepared.quantity > e.places) {
    throw badRequest(`must list at most ${e.places} participant${e.places > 1 ? 's' : ''}: the places held for you`, 'body.participants');
  }
  return transaction(db, async (tx) => {
    // The visitor's cart first, then the slot row (the order every writer of carts, places and waiting lists follows).
    if (body.cartId) await lockOpenCart(tx, body.cartId, e.resort);
    await tx.execute(sql`select id from slots where id = ${e.slot_id} for update`);
    const taken = await one<{ places: number }>(
      tx,
      sql`update waitlist_entries set status = 'taken', ended_at = now()
           where id = ${e.id} and status = 'offered' and offer_expires_at > now()
       returning places`,
    );
    if (!taken) throw notOffered();
    const added = await insertLine(tx, { cartId: body.cartId, resort: e.resort, lang: body.lang }, prepared, holdMinutes);
    await tx.execute(sql`update waitlist_entries set cart_line_id = ${added.line.id} where id = ${e.id}`);
    // Fewer participants than places held: the others go to the next in line.
    if (taken.places > prepared.quantity) await releasePlaces(tx, e.slot_id, taken.places - prepared.quantity);
    return added;
  });
}

/**
 * `POST /api/booking/waitlist/:token/leave`: the entry leaves the list (its e-mail is cleared); places held
 * for it go to the next in line. Leaving twice, or after the offer ended, changes nothing.
 */
export async function leaveWaitlist(db: Db, token: string, ip: string, lang?: WaitlistLang, now = new Date()): Promise<WaitlistEntryView> {
  await checkRate(db, ip, now);
  const found = await entryOf(db, token);
  if (!found) return refuse(db, ip, now);
  const e = await transaction(db, async (tx) => {
    await tx.execute(sql`select id from slots where id = ${found.slot_id} for update`);
    const locked = await entryOf(tx, token, { lock: true });
    if (!locked || (locked.status !== 'waiting' && locked.status !== 'offered')) return locked ?? found;
    await tx.execute(sql`update waitlist_entries set status = 'left', ended_at = now(), email = null where id = ${locked.id}`);
    if (locked.status === 'offered') await releasePlaces(tx, locked.slot_id, locked.places);
    return { ...locked, status: 'left' as const };
  });
  return viewOf(db, e, lang);
}

// ---------------------------------------------------------------------------------------------
// Back office

/** `GET …/slots/:slotId/waitlist`: a slot of the staff member's site and its waiting list in line order. */
export async function slotWaitlist(db: Db, site: string, slotId: number): Promise<WaitlistResponse> {
  const info = await schoolInfo(db, site);
  const own = await one<{ id: number }>(
    db,
    sql`select s.id from slots s join products p on p.id = s.product_id where s.id = ${slotId} and p.resort = ${info.resort}`,
  );
  if (!own) throw new HttpError(404, `params.slotId: no slot ${slotId} on this site`, 'params.slotId', ErrorCode.NotFound);
  // What it shows is current: offers that ran out are ended (and their places offered on) first.
  await releaseExpiredHolds(db);
  const list = await rows<{
    id: number;
    email: string | null;
    participants: number;
    places: number;
    lang: WaitlistLang;
    status: WaitlistEntryView['status'];
    created_at: Date;
    offered_at: Date | null;
    offer_expires_at: Date | null;
    mailed_at: Date | null;
    mail_error: string | null;
    ended_at: Date | null;
  }>(
    db,
    sql`select id, email, participants, places, lang, status, created_at, offered_at, offer_expires_at, mailed_at, mail_error, ended_at
          from waitlist_entries where slot_id = ${slotId} order by id`,
  );
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  let position = 0;
  return {
    slotId,
    entries: list.map((e) => ({
      id: e.id,
      position: e.status === 'waiting' ? ++position : null,
      email: e.email,
      participants: e.participants,
      places: e.places,
      lang: e.lang,
      status: e.status,
      createdAt: new Date(e.created_at).toISOString(),
      offeredAt: iso(e.offered_at),
      offerExpiresAt: iso(e.offer_expires_at),
      mailedAt: iso(e.mailed_at),
      mailError: e.mail_error,
      endedAt: iso(e.ended_at),
    })),
  };
}
