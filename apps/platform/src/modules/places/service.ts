import { type Db, one, rows, type Tx, transaction } from '@schuss/db';
import { type SQL, sql } from 'drizzle-orm';
import { countHoldReleased, countHoldTaken, countSweepFailure } from '../metrics';

/**
 * Places of dated slots (decision 006): the one module that writes `slots.held` and `slots.sold`,
 * and the holds of cart lines (`cart_lines.hold_expires_at`) that account for the held places.
 *
 * Every change is one conditional UPDATE (or one statement with CTEs): PostgreSQL locks the slot's
 * row and re-checks the condition after any wait, so concurrent takers never share a place and
 * `held + sold <= capacity` holds whatever the concurrency (the slots table checks it too).
 * Nothing here reads then writes.
 *
 * Whatever frees places (a release, a return, a capacity raised, a slot opened) then offers them to the
 * slot's waiting list in the same transaction, before anyone else can take them: through the waiting lists
 * the app hands this module at start-up (`useWaitingLists`, the waitlist module's offers), so this module
 * never imports the waitlist module, which calls this one.
 */

/** What the places module asks of the waiting lists (the waitlist module's `offerFreedPlaces` and `sweepWaitlist`). */
export type WaitingLists = {
  /** In the caller's transaction, the slot's row locked: offers the slot's free places to the first in line; answers the places offered. */
  offerFreedPlaces(tx: Tx, slotId: number): Promise<number>;
  /** After a sweep of expired holds: ends offers that ran out and passes their places on; answers the places released. */
  sweep(db: Db): Promise<number>;
};
let waitingLists: WaitingLists | undefined;
/** Hands the places module the waiting lists (app.ts, at start-up). Without them, freed places are simply free. */
export const useWaitingLists = (lists: WaitingLists) => {
  waitingLists = lists;
};
const offerFreedPlaces = async (tx: Tx, slotId: number) => (waitingLists ? waitingLists.offerFreedPlaces(tx, slotId) : 0);
const sweepWaitlist = async (db: Db) => (waitingLists ? waitingLists.sweep(db) : 0);

/** How long adding a dated line holds its places (DESIGN.md §4). */
export const HOLD_MINUTES = 20;
/**
 * How long the places of an order being paid stay held: longer than a hosted payment page lives
 * (30 minutes), so a visitor who pays on time never loses a place to someone else (decision 010).
 */
export const PAYMENT_HOLD_MINUTES = 40;

/** `hold_expires_at` of a hold starting now and lasting `minutes` (for a cart line being written; fractions allowed). */
export const holdUntil = (minutes: number): SQL => sql`now() + make_interval(secs => ${minutes * 60})`;

/**
 * Takes `n` places of a slot as held, if they remain: `held + n`, only where `held + sold + n <= capacity`
 * and the slot is not closed. Answers false (nothing changed) when they do not. Run it in the
 * transaction that records what holds them.
 */
export async function takePlaces(tx: Tx, slotId: number, n: number): Promise<boolean> {
  const taken = await addIfRoom(tx, 'held', slotId, n);
  if (taken) countHoldTaken(n);
  return taken;
}

/**
 * Adds `n` to the slot's held or sold places in one conditional UPDATE, only where `held + sold + n <= capacity`
 * and the slot is open (a closed slot takes no new places).
 */
async function addIfRoom(tx: Tx, column: 'held' | 'sold', slotId: number, n: number): Promise<boolean> {
  const to = sql.raw(column);
  const added = await one<{ id: number }>(
    tx,
    sql`update slots set ${to} = ${to} + ${n}
         where id = ${slotId} and held + sold + ${n} <= capacity and closed_at is null
     returning id`,
  );
  return added !== undefined;
}

/** Places of a slot still free (capacity − held − sold, never below 0); 0 for an unknown or closed slot. For messages only. */
export async function placesLeft(db: Db, slotId: number): Promise<number> {
  const row = await one<{ left: number }>(
    db,
    sql`select case when closed_at is null then greatest(capacity - held - sold, 0) else 0 end::int as left from slots where id = ${slotId}`,
  );
  return row?.left ?? 0;
}

/**
 * Sets a slot's capacity, only where the places sold and held still fit (`held + sold <= capacity`).
 * The slot's row is locked first (the lock takers wait for), then one conditional UPDATE: a capacity
 * change racing adds to carts never lets them exceed it. Answers the capacity before, or
 * the places taken when they do not fit (nothing changed); undefined for an unknown slot.
 */
export async function setCapacity(
  tx: Tx,
  slotId: number,
  capacity: number,
): Promise<{ changed: true; before: number } | { changed: false; sold: number; held: number } | undefined> {
  const locked = await one<{ capacity: number }>(tx, sql`select capacity from slots where id = ${slotId} for update`);
  if (!locked) return undefined;
  const changed = await one<{ id: number }>(
    tx,
    sql`update slots set capacity = ${capacity} where id = ${slotId} and held + sold <= ${capacity} returning id`,
  );
  if (changed) {
    if (capacity > locked.capacity) await offerFreedPlaces(tx, slotId);
    return { changed: true, before: locked.capacity };
  }
  const taken = await one<{ sold: number; held: number }>(tx, sql`select sold, held from slots where id = ${slotId}`);
  return { changed: false, sold: taken?.sold ?? 0, held: taken?.held ?? 0 };
}

/**
 * Closes open slots among `slotIds` (one UPDATE: already closed ones are left as they are, with their
 * first reason). A closed slot takes no new places (`takePlaces`, `sellPlaces`); the places already
 * held or sold stay. Answers the ids closed now.
 */
export async function closeSlotRows(tx: Tx, slotIds: number[], reason: string, userId: number | null): Promise<number[]> {
  if (!slotIds.length) return [];
  const closed = await tx.execute<{ id: number }>(
    sql`update slots set closed_at = now(), closed_reason = ${reason}, closed_by = ${userId}
         where id in (${sql.join(
           slotIds.map((id) => sql`${id}`),
           sql`, `,
         )}) and closed_at is null
     returning id`,
  );
  return closed.rows.map((r) => r.id);
}

/** Opens closed slots among `slotIds` again; answers the ids opened now. */
export async function reopenSlotRows(tx: Tx, slotIds: number[]): Promise<number[]> {
  if (!slotIds.length) return [];
  const opened = await tx.execute<{ id: number }>(
    sql`update slots set closed_at = null, closed_reason = null, closed_by = null
         where id in (${sql.join(
           slotIds.map((id) => sql`${id}`),
           sql`, `,
         )}) and closed_at is not null
     returning id`,
  );
  const ids = opened.rows.map((r) => r.id);
  for (const id of [...ids].sort((a, b) => a - b)) await offerFreedPlaces(tx, id);
  return ids;
}

/**
 * Makes the hold of a cart line last at least `minutes` from now (never shortens it). A hold past
 * its expiry that the sweep has not released yet still counts in `held`: extending it keeps its places.
 * The caller has taken the places of a released line again (`takePlaces`) before: the line is no longer released.
 */
export async function extendHold(tx: Tx, lineId: number, minutes: number): Promise<void> {
  await tx.execute(
    sql`update cart_lines set hold_expires_at = greatest(coalesce(hold_expires_at, now()), ${holdUntil(minutes)}),
                              released_at = null
         where id = ${lineId}`,
  );
}

/**
 * Holds a cart line's places again for `minutes`, in one transaction of its own. A line whose hold ran
 * out but was not released yet still has its places counted in `held`: its hold is extended
 * (`extended`). A released line takes its places again if they remain (`taken`), else nothing changes
 * (`full`). `lockCart` runs first (the booking module locks the line's cart: the lock order of every
 * writer of a cart is the cart, its lines, then the slots, so a checkout of the same cart under way is
 * waited for, never deadlocked); then the line's row is claimed (`for update`), so two tabs of one cart
 * never take its places twice; concurrent visitors only meet on the slot's row, whose conditional UPDATE
 * never lets them exceed its capacity. `held` for a line that holds its places already (or was removed meanwhile).
 */
export async function holdAgain(
  db: Db,
  lineId: number,
  minutes: number,
  /** Runs before a released line takes its places again, in the transaction (the booking module's caps): may throw to refuse. */
  beforeTaking?: (tx: Tx, line: { slotId: number; quantity: number }) => Promise<void>,
  lockCart?: (tx: Tx) => Promise<unknown>,
): Promise<'extended' | 'taken' | 'full' | 'held'> {
  return transaction(db, async (tx) => {
    if (lockCart) await lockCart(tx);
    const line = await one<{ slot_id: number | null; quantity: number; released: boolean; expired: boolean }>(
      tx,
      sql`select slot_id, quantity, released_at is not null as released,
                 (hold_expires_at is not null and hold_expires_at <= now()) as expired
            from cart_lines where id = ${lineId} for update`,
    );
    if (!line || line.slot_id === null || !(line.released || line.expired)) return 'held';
    if (line.released && beforeTaking) await beforeTaking(tx, { slotId: line.slot_id, quantity: line.quantity });
    if (line.released && !(await takePlaces(tx, line.slot_id, line.quantity))) return 'full';
    await extendHold(tx, lineId, minutes);
    return line.released ? 'taken' : 'extended';
  });
}

/**
 * Gives back `n` held places of a slot (a line removed while it still held them). The caller has
 * taken the line's hold away in the same transaction (deleted the line), so it is released once.
 */
export async function releasePlaces(tx: Tx, slotId: number, n: number): Promise<void> {
  await giveBack(tx, slotId, n);
  countHoldReleased('removed', n);
}

async function giveBack(tx: Tx, slotId: number, n: number): Promise<void> {
  await tx.execute(sql`update slots set held = held - ${n} where id = ${slotId}`);
  await offerFreedPlaces(tx, slotId);
}

/** Where a sweep reports a slot it had to skip: the platform's log once it starts (`usePlacesLog`), stderr before. */
type PlacesLog = { error(obj: object, msg: string): void };
let placesLog: PlacesLog = { error: (obj, msg) => console.error(msg, obj) };
export const usePlacesLog = (log: PlacesLog) => {
  placesLog = log;
};

/** At most this many slots are swept per call: the rest wait for the next (the job runs every minute). */
const SWEEP_SLOTS = 500;

/**
 * One slot's part of a sweep, in a transaction of its own: a slot that fails (a counter that drifted
 * below what its lines hold, a deadlock) is logged with its id, counted in the metrics and skipped,
 * and the other slots' holds still expire. Answers what `work` answers, 0 when it failed.
 */
export async function sweepSlot(db: Db, slotId: number, work: (tx: Tx) => Promise<number>): Promise<number> {
  try {
    return await transaction(db, work);
  } catch (err) {
    countSweepFailure();
    placesLog.error({ err, slotId }, `places: the sweep of slot ${slotId} failed; skipped (npm run places:check tells why)`);
    return 0;
  }
}

/**
 * Releases the places of lines whose hold has expired, slot by slot, each slot in a transaction of its
 * own (`sweepSlot`): the lines stay in their carts, marked released (`released_at`, holding nothing),
 * their slot's `held` goes down by their quantity and what is freed goes to the slot's waiting list
 * (`releaseExpiredLinesOf`). Idempotent: a line's hold ends, hence is released, once; lines another
 * sweep is releasing are skipped (`skip locked`). Then the waiting lists' own sweep (offers that ran out).
 * Returns the number of places released.
 */
export async function releaseExpiredHolds(db: Db): Promise<number> {
  const due = await rows<{ slot_id: number }>(
    db,
    sql`select distinct slot_id from cart_lines
         where hold_expires_at < now() and slot_id is not null
         order by slot_id limit ${SWEEP_SLOTS}`,
  );
  let released = 0;
  for (const { slot_id: slotId } of due) released += await sweepSlot(db, slotId, (tx) => releaseExpiredLinesOf(tx, slotId));
  return released + (await sweepWaitlist(db));
}

/**
 * Releases the run-out holds of one slot's lines in the caller's transaction (a sweep's part for that
 * slot): the lines stay in their carts, marked released, `held` goes down by what they held, and the
 * places are offered to the slot's waiting list, all in that one transaction. Returns the places released.
 */
export async function releaseExpiredLinesOf(tx: Tx, slotId: number): Promise<number> {
  const expired = await one<{ n: number }>(
    tx,
    sql`
    with expired as (
      update cart_lines set hold_expires_at = null, released_at = now()
       where id in (select id from cart_lines where slot_id = ${slotId} and hold_expires_at < now() for update skip locked)
      returning quantity)
    select coalesce(sum(quantity), 0)::int as n from expired`,
  );
  const n = expired?.n ?? 0;
  if (n > 0) await giveBack(tx, slotId, n);
  countHoldReleased('expired', n);
  return n;
}

/**
 * Sells the places a cart line holds: the line's hold ends (`hold_expires_at` null) and its
 * quantity moves from `held` to `sold` on its slot — one statement. Answers the number of places
 * sold, or 0 when the line (of that cart) holds nothing any more (released by the sweep meanwhile).
 */
export async function sellHeld(tx: Tx, line: { lineId: number; cartId: number }): Promise<number> {
  const sold = await one<{ n: number }>(
    tx,
    sql`
    with line as (
      update cart_lines set hold_expires_at = null
       where id = ${line.lineId} and cart_id = ${line.cartId} and hold_expires_at is not null
      returning slot_id, quantity)
    update slots s set held = s.held - l.quantity, sold = s.sold + l.quantity
      from line l where s.id = l.slot_id
    returning l.quantity as n`,
  );
  countHoldReleased('sold', sold?.n ?? 0);
  return sold?.n ?? 0;
}

/**
 * Sells `n` places of a slot that nothing holds (a paid line whose hold was released meanwhile),
 * if they remain. Answers false (nothing changed) when they do not.
 */
export const sellPlaces = (tx: Tx, slotId: number, n: number) => addIfRoom(tx, 'sold', slotId, n);

/**
 * Gives `n` sold places back to their slot (a refund or a cancellation), never below zero.
 * Answers false (nothing changed) when the slot has fewer than `n` sold places.
 */
export async function returnSold(tx: Tx, slotId: number, n: number): Promise<boolean> {
  const back = await one<{ id: number }>(tx, sql`update slots set sold = sold - ${n} where id = ${slotId} and sold >= ${n} returning id`);
  if (back) await offerFreedPlaces(tx, slotId);
  return back !== undefined;
}
