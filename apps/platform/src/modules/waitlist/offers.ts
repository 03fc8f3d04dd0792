import { todayIso } from '@schuss/contracts/rules';
import { type Db, one, rows, type Tx } from '@schuss/db';
import { sql } from 'drizzle-orm';
// The places module calls back into this one (`offerFreedPlaces`, `sweepWaitlist`, handed to it at start-up by app.ts)
// whenever it frees places, so that freed places go to the waiting list in the transaction that frees them.
import { releaseExpiredLinesOf, releasePlaces, sweepSlot, takePlaces } from '../places';

/**
 * Offers of a slot's waiting list. When places of a slot free — a cancellation or refund, a hold
 * released or run out, a capacity raised, a slot opened again — the places module calls `offerFreedPlaces`
 * in the same transaction, its slot row locked: the first entries in line whose places fit get them held
 * (`held` + n, by the places module) for WAITLIST_OFFER_HOURS, so a visitor browsing meanwhile cannot take
 * them. Their e-mails leave after the transaction (mail.ts). Offers that run out are swept lazily with
 * expired holds (`sweepWaitlist`), their places offered to the next in line, then to everyone.
 *
 * Locks are always taken slot row first, then its entries: no cycle with the places module's writers.
 */

/** How long places freed for an entry stay held for it. */
export const WAITLIST_OFFER_HOURS = 12;

/** Offers were made by this process since its e-mails were last sent: the mailer looks after the response. */
let offersMade = false;
export const takeOffersMade = () => {
  const made = offersMade;
  offersMade = false;
  return made;
};

/**
 * Offers the free places of a slot to its waiting list, in the caller's transaction: the slot row is locked
 * (the caller has usually locked it already by writing it), then the waiting entries in line order; each
 * whose places fit what is free gets them held for it. Nothing when the slot is closed, has started or has
 * nobody waiting. Answers the places offered.
 */
export async function offerFreedPlaces(tx: Tx, slotId: number, today = todayIso()): Promise<number> {
  const slot = await one<{ room: number; open: boolean }>(
    tx,
    sql`select capacity - held - sold as room, closed_at is null and starts_on >= ${today} as open from slots where id = ${slotId} for update`,
  );
  if (!slot?.open || slot.room <= 0) return 0;
  const line = await rows<{ id: number; places: number }>(
    tx,
    sql`select id, places from waitlist_entries where slot_id = ${slotId} and status = 'waiting' order by id for update`,
  );
  let room = slot.room;
  const chosen: number[] = [];
  for (const e of line) {
    if (e.places > room) continue;
    chosen.push(e.id);
    room -= e.places;
    if (room === 0) break;
  }
  const offered = slot.room - room;
  if (!chosen.length) return 0;
  // Under the slot's lock what is free stays free: this cannot fail.
  if (!(await takePlaces(tx, slotId, offered))) throw new Error(`waiting list: ${offered} free places of slot ${slotId} could not be held`);
  await tx.execute(
    sql`update waitlist_entries
           set status = 'offered', offered_at = now(), offer_expires_at = now() + make_interval(hours => ${WAITLIST_OFFER_HOURS}),
               mailed_at = null, mail_error = null, offer_token_hash = null
         where id in (${sql.join(
           chosen.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  offersMade = true;
  return offered;
}

/**
 * What a waiting list may need at any read (called by `releaseExpiredHolds` after it released the lines
 * whose hold ran out, so from the same places): the slots where an offer ran out (or the slot started),
 * or where places are free for someone waiting, each in its own transaction (`sweepSlot`: a slot that
 * fails is logged and skipped), slot row locked first — offers that ran out are ended and their places
 * released, expired lines of the slot released, and what is free offered to the next in line. Then, now
 * and again, the entries of slots that started are anonymised. Answers the places released.
 */
export async function sweepWaitlist(db: Db, today = todayIso()): Promise<number> {
  const due = await rows<{ slot_id: number }>(
    db,
    sql`select slot_id from (
          select w.slot_id from waitlist_entries w join slots s on s.id = w.slot_id
           where w.status = 'offered' and (w.offer_expires_at < now() or s.starts_on < ${today})
          union
          select w.slot_id from waitlist_entries w join slots s on s.id = w.slot_id
           where w.status = 'waiting' and s.closed_at is null and s.starts_on >= ${today}
           group by w.slot_id, s.capacity, s.held, s.sold
          having min(w.places) <= s.capacity - s.held - s.sold
        ) due order by slot_id limit 50`,
  );
  let released = 0;
  for (const { slot_id: slotId } of due) {
    released += await sweepSlot(db, slotId, async (tx) => {
      await tx.execute(sql`select id from slots where id = ${slotId} for update`);
      const ended = await rows<{ places: number }>(
        tx,
        sql`update waitlist_entries w set status = 'expired', ended_at = now()
              from slots s
             where s.id = w.slot_id and w.slot_id = ${slotId} and w.status = 'offered'
               and (w.offer_expires_at < now() or s.starts_on < ${today})
         returning w.places`,
      );
      const places = ended.reduce((n, e) => n + e.places, 0);
      // Each release offers what it frees to the next in line (places module → offerFreedPlaces).
      if (places > 0) await releasePlaces(tx, slotId, places);
      const lines = await releaseExpiredLinesOf(tx, slotId);
      await offerFreedPlaces(tx, slotId, today);
      return places + lines;
    });
  }
  await anonymiseStarted(db, today);
  return released;
}

const ANONYMISE_EVERY_MS = 10 * 60_000;
let anonymisedAt = 0;

/**
 * Clears the e-mail and link tokens of entries whose slot has started (those still waiting end), at most
 * every ANONYMISE_EVERY_MS per process. Offers of such slots are ended first by the sweep (their places).
 */
export async function anonymiseStarted(db: Db, today = todayIso(), { force = false } = {}): Promise<number> {
  if (!force && Date.now() - anonymisedAt < ANONYMISE_EVERY_MS) return 0;
  anonymisedAt = Date.now();
  const done = await rows<{ id: number }>(
    db,
    sql`update waitlist_entries w
           set email = null, leave_token_hash = null, offer_token_hash = null,
               status = case when w.status = 'waiting' then 'ended' else w.status end,
               ended_at = coalesce(w.ended_at, now())
          from slots s
         where s.id = w.slot_id and s.starts_on < ${today} and w.email is not null and w.status <> 'offered'
     returning w.id`,
  );
  return done.length;
}
