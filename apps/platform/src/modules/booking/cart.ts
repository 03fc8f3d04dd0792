import { randomBytes } from 'node:crypto';
import {
  type AddLineRequest,
  type AddLineResponse,
  type CartLineView,
  type CartRequest,
  type CartResponse,
  ErrorCode,
  eur,
  type GroupedOrder,
  type Inscription,
  type MoveLineRequest,
  type Participant,
  type ProductType,
  type ReleasedLine,
  type RenewHoldsRequest,
  type SlotSuggestion,
} from '@schuss/contracts';
import {
  addDays,
  ageAt,
  daysBetween,
  lineParticipantsMax,
  minutesBetween,
  PricingError,
  priceLine,
  todayIso,
  usesDays,
} from '@schuss/contracts/rules';
import {
  cartLines,
  carts,
  type Db,
  merchants,
  type OrderItem,
  one,
  products,
  rows,
  type StoredParticipant,
  slots,
  type Tx,
  transaction,
} from '@schuss/db';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { localized } from '../../lib/format';
import { pricingAtVersion, resortLevels, samePricing } from '../catalogue';
import { cartOffers, cartOffersView, discountGroups } from '../offers';
import { extendHold, HOLD_MINUTES, holdAgain, holdUntil, placesLeft, releaseExpiredHolds, releasePlaces, takePlaces } from '../places';
import { findProduct, type ProductRow, type SlotRow } from './catalogue';
import { checkHoldCaps, HoldLimited, type HoldLimits } from './hold-caps';
import { instructorRoom } from './instructor-room';
import { participantLevel, type Taught, taughtLevels, taughtNames, withLevel } from './levels';
import { checkInstructorFree, checkRequestable } from './requested-instructor';

/** A cart untouched for this long is expired: its id answers an empty cart. */
export const CART_TTL_DAYS = 30;

const badRequest = (message: string, field: string, code: ErrorCode = ErrorCode.InvalidInput) =>
  new HttpError(400, `${field}: ${message}`, field, code);

/** A new public cart id: 144 random bits, base64url (24 characters). */
const newCartId = () => randomBytes(18).toString('base64url');

/** Types sold as an activity (`activity.label` in the cart) rather than a product (`product.name`). */
const ACTIVITY_TYPES = new Set<ProductType>(['ESF', 'ESF_CUSTOM', 'STAND']);

export type Prepared = {
  product: ProductRow;
  slot: SlotRow | null;
  startDate: string | null;
  days: number | null;
  quantity: number;
  participants: StoredParticipant[];
  totalCents: number;
  /** A private lesson's preferred instructor, checked free by the add (requested-instructor.ts). */
  requestedInstructorId?: number;
};

/**
 * Checks a line against its product and prices it; reads only (no write happens before every check passed).
 * A `newLine` (an add) must be of a product offered to visitors (not hidden), priced as the visitor
 * was shown (`productVersion`): its prices and its version come from the one read of the product row,
 * so a price that was not shown is never charged. Checkout runs it again on every line of the cart
 * (dates and participants re-checked; the line keeps the price it was added at).
 */
export async function prepareLine(db: Db, body: AddLineRequest, today: string, { newLine = false } = {}): Promise<Prepared> {
  const product = await findProduct(db, body.resort, body.productKey, { offered: newLine });
  if (newLine) await checkPricesShown(db, product, body.productVersion);
  const a = product.attributes;
  let slot: SlotRow | null = null;
  let startDate: string | null = null;
  let days: number | null = null;
  if (product.dated) {
    if (body.slotId === undefined) throw badRequest(`is required: "${product.key}" is booked on a dated slot`, 'body.slotId');
    [slot = null] = await db
      .select()
      .from(slots)
      .where(and(eq(slots.id, body.slotId), eq(slots.productId, product.id)));
    if (!slot) throw new HttpError(404, `body.slotId: no slot ${body.slotId} for "${product.key}"`, 'body.slotId', ErrorCode.NotFound);
    if (slot.startsOn < today) throw badRequest(`the slot of ${slot.startsOn} is in the past`, 'body.slotId', ErrorCode.SlotPast);
    // A slot closed by the school (weather, no instructor…) takes no new places.
    if (slot.closedAt) throw new HttpError(409, 'body.slotId: this slot is closed', 'body.slotId', ErrorCode.SlotClosed);
    startDate = slot.startsOn;
    days = daysBetween(slot.startsOn, slot.endsOn) + 1;
  } else {
    if (body.slotId !== undefined) throw badRequest(`"${product.key}" has no slots`, 'body.slotId');
    if (a.needsStartDate) {
      if (!body.startDate) throw badRequest(`is required for "${product.key}"`, 'body.startDate');
      if (body.startDate < today) throw badRequest('must not be in the past', 'body.startDate', ErrorCode.SlotPast);
      startDate = body.startDate;
    }
    if (usesDays(product.pricing)) {
      days = body.days ?? 1;
      if (a.maxDays && days > a.maxDays) throw badRequest(`must be at most ${a.maxDays} for "${product.key}"`, 'body.days');
    }
  }
  const ageDay = startDate ?? today;
  const taught = a.levels?.length || a.participantFields?.includes('level') ? taughtLevels(await resortLevels(db, body.resort), a) : [];
  const given = body.participants.map((p, i) => checkParticipant(product, taught, p, i, ageDay));
  let price: ReturnType<typeof priceLine>;
  try {
    price = priceLine(product.pricing, {
      birthDates: body.participants.map((p) => p.birthDate),
      startDate: ageDay,
      days: days ?? 1,
      durationMinutes: slot?.startTime && slot.endTime ? minutesBetween(slot.startTime, slot.endTime) : undefined,
    });
  } catch (err) {
    if (err instanceof PricingError) throw badRequest(err.message, err.field);
    throw err;
  }
  const quantity = a.capacityUnit === 'booking' ? 1 : body.participants.length;
  const participants = given.map((p, i) => ({ ...p, priceCents: price.perParticipant[i] ?? 0 }));
  return { product, slot, startDate, days, quantity, participants, totalCents: price.totalCents };
}

/**
 * 409 `price_changed` when the prices of the version the visitor was shown differ from the
 * product's as read now. A change of something else (a description, a meeting point) makes a
 * new version too but charges what was shown: the add goes through.
 */
async function checkPricesShown(db: Db, product: ProductRow, shown: number | undefined) {
  if (shown === undefined || shown === product.version) return;
  const then = await pricingAtVersion(db, product.id, shown);
  if (then && samePricing(then, product.pricing)) return;
  throw new HttpError(
    409,
    `body.productVersion: the prices of "${product.key}" changed since they were shown (version ${shown}, now ${product.version}): show the new prices and add again`,
    'body.productVersion',
    ErrorCode.PriceChanged,
  );
}

/** The participant as stored (their level the ladder's key), or a 400 naming what is wrong. */
function checkParticipant(product: ProductRow, taught: readonly Taught[], p: Participant, i: number, on: string): Participant {
  const a = product.attributes;
  const field = `body.participants.${i}`;
  const age = ageAt(p.birthDate, on);
  if ((a.ageMin !== undefined && age < a.ageMin) || (a.ageMax !== undefined && age > a.ageMax)) {
    throw badRequest(
      `participant ${i + 1} (${p.firstName}) is ${age} on ${on}; "${product.key}" is for ages ${a.ageMin ?? 0} to ${a.ageMax ?? 'any'}`,
      `${field}.birthDate`,
    );
  }
  for (const f of a.participantFields ?? []) {
    if (p[f] === undefined) throw badRequest(`is required for "${product.key}" (participant ${i + 1})`, `${field}.${f}`);
  }
  const level = participantLevel(taught, p.level);
  if (!level.ok) throw badRequest(`must be one of ${taughtNames(taught)} (participant ${i + 1})`, `${field}.level`);
  return withLevel(p, level.level);
}

function lineView(
  l: typeof cartLines.$inferSelect,
  p: { key: string; type: ProductType; name: { fr: string; en: string } },
  lang: string,
): CartLineView {
  return {
    id: l.id,
    productKey: p.key,
    type: p.type,
    name: localized(p.name, lang),
    slotId: l.slotId,
    startDate: l.startDate,
    days: l.days,
    quantity: l.quantity,
    participants: l.participants.map(({ priceCents, ...rest }) => ({ ...rest, price: eur(priceCents) })),
    unitPrice: eur(l.unitPriceCents),
    total: eur(l.totalCents),
    holdExpiresAt: l.holdExpiresAt ? l.holdExpiresAt.toISOString() : null,
  };
}

/** The open cart of a public id (untouched for less than CART_TTL_DAYS), or undefined. */
async function openCart(db: Db, cartId: string, resort: string) {
  const [c] = await db.select().from(carts).where(openCartIs(cartId, resort));
  return c;
}

const openCartIs = (cartId: string, resort: string) =>
  and(
    eq(carts.cartId, cartId),
    eq(carts.resort, resort),
    isNull(carts.closedAt),
    gt(carts.updatedAt, sql`now() - make_interval(days => ${CART_TTL_DAYS})`),
  );

/**
 * Locks an open cart's row in the caller's transaction (nothing when there is none). Every writer of a cart
 * and its places takes its locks in one order — the cart, then its lines, then the slots (then the waiting
 * list's entries) — the order checkout and payment take them in: two of them never wait for each other in a
 * cycle (a line removed or added while the same cart is checked out in another tab deadlocked, answering 500).
 */
export async function lockOpenCart(tx: Tx, cartId: string, resort: string): Promise<number | undefined> {
  const [locked] = await tx.select({ id: carts.id }).from(carts).where(openCartIs(cartId, resort)).for('update');
  return locked?.id;
}

/**
 * Adds a line to a cart (created on the first add). A dated line holds its places for
 * HOLD_MINUTES with one conditional UPDATE: held + sold never exceed capacity, whatever the
 * concurrency. Everything is checked before the transaction; a full slot rolls it back.
 */
export async function addLine(db: Db, body: AddLineRequest, holdMinutes = HOLD_MINUTES, limits?: HoldLimits): Promise<AddLineResponse> {
  const prepared: Prepared = { ...(await prepareLine(db, body, todayIso(), { newLine: true })), requestedInstructorId: body.instructorId };
  checkLineSize(prepared.product, body.participants.length);
  const wanted = body.instructorId;
  if (wanted !== undefined) await checkRequestable(db, prepared.product, wanted, body.lang);
  return retryWhenExpiredReleased(db, () =>
    transaction(db, async (tx) => {
      const cartRowId = body.cartId ? await lockOpenCart(tx, body.cartId, body.resort) : undefined;
      await withinHoldCaps(tx, limits, cartRowId, prepared, body.lang);
      // The instructor asked for by name must be free then (a private lesson is dated: it has its slot).
      if (wanted !== undefined && prepared.slot) await checkInstructorFree(tx, prepared.slot, wanted, body.lang);
      await takeOrRefuse(tx, prepared);
      return insertLine(tx, body, prepared, holdMinutes, limits?.holder);
    }),
  );
}

/** Refuses a dated line's places beyond what its visitor and cart may hold at once (hold-caps.ts); nothing without limits or a slot. */
async function withinHoldCaps(tx: Tx, limits: HoldLimits | undefined, cartRowId: number | undefined, x: Prepared, lang: string) {
  if (!limits || !x.slot) return;
  await checkHoldCaps(tx, limits, { cartRowId, slotId: x.slot.id, capacity: x.slot.capacity, adding: x.quantity, lang });
}

/**
 * One add lists at most the product's `maxParticipants` (default 10): a single request must not hold a
 * whole group's places (issue 29, F5). Only adds: a waiting list's claim takes the places held for it, and
 * checkout and payment never refuse a line already in a cart.
 */
function checkLineSize(product: ProductRow, participants: number) {
  const max = lineParticipantsMax(product.attributes);
  if (participants > max) {
    throw badRequest(
      `must list at most ${max} participants for "${product.key}" in one add: add the others as another line`,
      'body.participants',
    );
  }
}

/** Runs `write`; when it finds the slot full, expired holds are released at once (not waiting for the `holds.expire` job) and, if some were, it runs again. */
async function retryWhenExpiredReleased<T>(db: Db, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const full = err instanceof HttpError && (err.code === ErrorCode.SlotFull || err.code === ErrorCode.InstructorBusy);
    if (full && (await releaseExpiredHolds(db)) > 0) return write();
    throw err;
  }
}

/** Takes the places of a prepared dated line as held, or refuses with 409 `slot_full` saying how many remain. */
async function takeOrRefuse(tx: Tx, x: Prepared): Promise<void> {
  // A private lesson on a day the school plans: an instructor must be free then (instructor-room.ts).
  if (x.slot && x.product.attributes.capacityUnit === 'booking' && (await instructorRoom(tx, [x.slot.id])).get(x.slot.id) === 0) {
    throw new HttpError(409, 'No instructor is free at this time any more', 'body.slotId', ErrorCode.SlotFull);
  }
  if (x.slot && !(await takePlaces(tx, x.slot.id, x.quantity))) {
    const left = await placesLeft(tx, x.slot.id);
    throw new HttpError(
      409,
      left === 0 ? 'This slot is full' : `Only ${left} place${left > 1 ? 's' : ''} left on this slot`,
      'body.slotId',
      ErrorCode.SlotFull,
    );
  }
}

/** What a prepared line writes of itself: its slot, dates, participants with their prices, and totals. */
const lineValues = (x: Prepared) => ({
  slotId: x.slot?.id ?? null,
  startDate: x.startDate,
  days: x.days,
  participants: x.participants,
  quantity: x.quantity,
  unitPriceCents: Math.round(x.totalCents / x.participants.length),
  totalCents: x.totalCents,
  // Undefined (not written) when moving a line: its wish stays.
  requestedInstructorId: x.requestedInstructorId,
});

/**
 * Puts a prepared line in the open cart `body.cartId` of the resort (a new cart when there is none), in
 * the caller's transaction; a dated line holds its places for HOLD_MINUTES from now. Its places must be
 * counted in the slot's `held` already: taken by an add, or held for a waiting-list offer.
 * `holdMinutes`: the platform's CART_HOLD_SECONDS, in minutes.
 */
export async function insertLine(
  tx: Tx,
  body: Pick<AddLineRequest, 'cartId' | 'resort' | 'lang'>,
  x: Prepared,
  holdMinutes = HOLD_MINUTES,
  holder?: string,
): Promise<AddLineResponse> {
  let cart = body.cartId ? await openCart(tx, body.cartId, body.resort) : undefined;
  if (cart) {
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
  } else {
    [cart] = await tx.insert(carts).values({ cartId: newCartId(), resort: body.resort, lang: body.lang }).returning();
  }
  if (!cart) throw new Error('cart insert returned nothing');
  const [line] = await tx
    .insert(cartLines)
    .values({
      cartId: cart.id,
      productId: x.product.id,
      ...lineValues(x),
      holdExpiresAt: x.slot ? holdUntil(holdMinutes) : null,
      holder: x.slot ? (holder ?? null) : null,
    })
    .returning();
  if (!line) throw new Error('line insert returned nothing');
  return { cartId: cart.cartId, line: lineView(line, x.product, body.lang) };
}

/** Removes a line of a cart and releases the places it held. 404 when the cart has no such line. */
export async function removeLine(db: Db, cartId: string, lineId: number) {
  return transaction(db, async (tx) => {
    // The cart first (lockOpenCart's order), so a checkout of the same cart under way is waited for, not deadlocked.
    await tx.execute(sql`select id from carts where cart_id = ${cartId} and closed_at is null for update`);
    const line = await one<{ slot_id: number | null; quantity: number; holds: boolean }>(
      tx,
      sql`delete from cart_lines l using carts c
           where l.id = ${lineId} and l.cart_id = c.id and c.cart_id = ${cartId} and c.closed_at is null
       returning l.slot_id, l.quantity, l.hold_expires_at is not null as holds`,
    );
    if (!line) throw new HttpError(404, `params.id: this cart has no line ${lineId}`, 'params.id', ErrorCode.NotFound);
    // A line still in a cart with a hold still holds its places (expired ones are deleted when released).
    if (line.slot_id !== null && line.holds) await releasePlaces(tx, line.slot_id, line.quantity);
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.cartId, cartId));
    return { cartId, removed: lineId };
  });
}

const emptyCart = (): CartResponse => ({ cart: { cartId: null, orders: {}, price: eur(0) } });

/**
 * `POST /esfplus/cart`: the cart's lines grouped by product type, one inscription per participant, with
 * when the first hold runs out; lines whose hold ran out are in `released` instead (the `holds.expire`
 * job gives their places back), each saying whether its slot still has room. Reads only. An unknown or
 * expired cart is an empty cart.
 */
export async function readCart(db: Db, req: CartRequest): Promise<CartResponse> {
  if (!req.cartId) return emptyCart();
  const cart = await openCart(db, req.cartId, req.resort);
  if (!cart) return emptyCart();
  return cartView(db, cart, req.lang);
}

async function cartView(
  db: Db,
  cart: { id: number; cartId: string },
  lang: string,
  renewed?: CartResponse['cart']['renewed'],
): Promise<CartResponse> {
  const { orders, totalCents, offers, holdExpiresAt } = await groupedOrders(db, cart.id, lang);
  const released = await releasedLines(db, cart.id, lang, todayIso());
  return {
    cart: {
      cartId: cart.cartId,
      orders,
      price: eur(totalCents),
      ...(offers ? { offers: cartOffersView(offers) } : {}),
      holdExpiresAt,
      released,
      ...(renewed ? { renewed } : {}),
    },
  };
}

type ReleasedRow = {
  id: number;
  slot_id: number;
  product_id: number;
  key: string;
  type: ProductType;
  name: { fr: string; en: string };
  participants: StoredParticipant[];
  quantity: number;
  total_cents: number;
  starts_on: string;
  ends_on: string;
  released_at: string | Date;
  room: boolean;
};

/**
 * The lines of a cart whose hold ran out — released by the sweep, or past their expiry and not released
 * yet (their places still counted in `held`, so they have room) — oldest first. `room`: the slot is open,
 * not started, and has the line's places. A full line gets the nearest slots of its product with room.
 */
async function releasedLines(db: Db, cartRowId: number, lang: string, today: string): Promise<ReleasedLine[]> {
  const found = await rows<ReleasedRow>(
    db,
    sql`select l.id, l.slot_id, p.id as product_id, p.key, p.type, p.name, l.participants, l.quantity, l.total_cents,
               s.starts_on::text as starts_on, s.ends_on::text as ends_on, coalesce(l.released_at, l.hold_expires_at) as released_at,
               (s.closed_at is null and s.starts_on >= ${today}::date
                 and s.capacity - s.held - s.sold + case when l.released_at is null then l.quantity else 0 end >= l.quantity) as room
          from cart_lines l
          join products p on p.id = l.product_id
          join slots s on s.id = l.slot_id
         where l.cart_id = ${cartRowId} and (l.released_at is not null or l.hold_expires_at <= now())
         order by l.id`,
  );
  const out: ReleasedLine[] = [];
  for (const r of found) {
    out.push({
      lineId: r.id,
      productKey: r.key,
      type: r.type,
      name: localized(r.name, lang),
      slotId: r.slot_id,
      startDate: r.starts_on,
      endDate: r.ends_on,
      participants: r.participants.map(({ priceCents: _, ...p }) => p),
      total: eur(Number(r.total_cents)),
      releasedAt: new Date(r.released_at).toISOString(),
      status: r.room ? 'room' : 'full',
      nextSlots: r.room ? [] : await nextSlots(db, r, today),
    });
  }
  return out;
}

/** How many other slots a full released line is offered. */
const NEXT_SLOTS = 3;

/** The open slots of the line's product, from today, with room for its places: the nearest to its own first. */
async function nextSlots(db: Db, r: ReleasedRow, today: string): Promise<SlotSuggestion[]> {
  const found = await rows<{
    id: number;
    starts_on: string;
    ends_on: string;
    start_time: string | null;
    end_time: string | null;
    remaining: number;
  }>(
    db,
    sql`select id, starts_on::text as starts_on, ends_on::text as ends_on, to_char(start_time, 'HH24:MI') as start_time,
               to_char(end_time, 'HH24:MI') as end_time, (capacity - held - sold)::int as remaining
          from slots
         where product_id = ${r.product_id} and id <> ${r.slot_id} and closed_at is null and starts_on >= ${today}::date
           and capacity - held - sold >= ${r.quantity}
         order by abs(starts_on - ${r.starts_on}::date), starts_on, start_time nulls first, id
         limit ${NEXT_SLOTS}`,
  );
  return found.map((x) => ({
    slotId: x.id,
    startsOn: x.starts_on,
    endsOn: x.ends_on,
    startTime: x.start_time,
    endTime: x.end_time,
    remaining: Number(x.remaining),
  }));
}

/**
 * `POST /api/booking/cart/holds`: the visitor is back. Each line of the cart whose hold ran out is held
 * again for `holdMinutes` where its slot has room (`renewed` names them); the others stay released and
 * say they are full, with the next slots. Each line in its own transaction (places/service `holdAgain`):
 * however many visitors come back at once, no slot takes more than its capacity. 404 for no open cart.
 */
export async function renewHolds(db: Db, req: RenewHoldsRequest, holdMinutes = HOLD_MINUTES, limits?: HoldLimits): Promise<CartResponse> {
  const cart = await openCart(db, req.cartId, req.resort);
  if (!cart)
    throw new HttpError(
      404,
      'body.cartId: no open cart with this id (unknown, expired or already paid)',
      'body.cartId',
      ErrorCode.NotFound,
    );
  const renewed: NonNullable<CartResponse['cart']['renewed']> = [];
  for (const line of await releasedLines(db, cart.id, req.lang, todayIso())) {
    if (line.status !== 'room') continue;
    // Beyond the caps, a released line stays released (renewing must not hold more than adding may).
    const capped = limits
      ? async (tx: Tx, held: { slotId: number; quantity: number }) => {
          const slot = await one<{ capacity: number }>(tx, sql`select capacity from slots where id = ${held.slotId}`);
          await checkHoldCaps(tx, limits, {
            cartRowId: cart.id,
            slotId: held.slotId,
            capacity: slot?.capacity ?? 0,
            adding: held.quantity,
            lang: req.lang,
          });
          await tx.update(cartLines).set({ holder: limits.holder }).where(eq(cartLines.id, line.lineId));
        }
      : undefined;
    // The cart first, as checkout locks it (renewing while the same cart is checked out in another tab deadlocked, answering 500).
    const lockCart = (tx: Tx) => lockOpenCart(tx, req.cartId, req.resort);
    const outcome = await holdAgain(db, line.lineId, holdMinutes, capped, lockCart).catch((err: unknown) => {
      if (err instanceof HoldLimited) return 'capped' as const;
      throw err;
    });
    if (outcome === 'taken' || outcome === 'extended') renewed.push({ lineId: line.lineId, name: line.name });
  }
  if (renewed.length) await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
  return cartView(db, cart, req.lang, renewed);
}

/**
 * `POST /api/booking/cart/lines/:id/slot`: a released line goes to another slot of its product (the
 * visitor's choice among `nextSlots`), same participants, checked and priced as an add of now (ages on
 * the new dates, the product's current prices); its places are taken and held for `holdMinutes`.
 * 404 when the cart has no such released line; 409 `slot_full` when the chosen slot has no room either.
 */
export async function moveLine(
  db: Db,
  lineId: number,
  body: MoveLineRequest,
  holdMinutes = HOLD_MINUTES,
  limits?: HoldLimits,
): Promise<CartResponse> {
  const cart = await openCart(db, body.cartId, body.resort);
  const notReleased = () =>
    new HttpError(404, `params.id: this cart has no line ${lineId} whose places were released`, 'params.id', ErrorCode.NotFound);
  if (!cart) throw notReleased();
  const [found] = await db
    .select({ line: cartLines, productKey: products.key })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)));
  if (!found || found.line.releasedAt === null) throw notReleased();
  const request: AddLineRequest = {
    resort: body.resort,
    lang: body.lang,
    productKey: found.productKey,
    slotId: body.slotId,
    participants: found.line.participants.map(({ priceCents: _, ...p }) => p),
  };
  const x = await prepareLine(db, request, todayIso(), { newLine: true });
  if (!x.slot) throw notReleased();
  await retryWhenExpiredReleased(db, () =>
    transaction(db, async (tx) => {
      await lockOpenCart(tx, body.cartId, body.resort);
      // Then the line (a second tab moving it too waits here, then finds it held and moves nothing).
      const still = await one<{ id: number }>(
        tx,
        sql`select id from cart_lines where id = ${lineId} and released_at is not null for update`,
      );
      if (!still) throw notReleased();
      await withinHoldCaps(tx, limits, cart.id, x, body.lang);
      await takeOrRefuse(tx, x);
      await tx
        .update(cartLines)
        .set({ ...lineValues(x), ...(limits ? { holder: limits.holder } : {}) })
        .where(eq(cartLines.id, lineId));
      // The places just taken are the line's: it holds them from now (the places module writes holds).
      await extendHold(tx, lineId, holdMinutes);
      await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
    }),
  );
  return cartView(db, cart, body.lang, [{ lineId, name: localized(x.product.name, body.lang) }]);
}

/**
 * The lines of a cart (internal id) grouped by product type, one inscription per participant,
 * with the total in cents — the amount to pay, after the cart's promo codes and gift vouchers
 * (`offers`, null without codes), and when the first hold runs out. Lines whose hold has expired or was
 * released are left out. Checkout stores this as the order's summary.
 */
export async function groupedOrders(db: Db, cartRowId: number, lang: string) {
  const lines = await db
    .select({
      line: cartLines,
      product: { key: products.key, type: products.type, name: products.name },
      merchantName: merchants.name,
      endsOn: slots.endsOn,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .leftJoin(slots, eq(slots.id, cartLines.slotId))
    // Only what the cart holds: a line whose hold ran out (released, or being released by the sweep) is in `released`.
    .where(
      and(
        eq(cartLines.cartId, cartRowId),
        isNull(cartLines.releasedAt),
        or(isNull(cartLines.holdExpiresAt), gt(cartLines.holdExpiresAt, sql`now()`)),
      ),
    )
    .orderBy(asc(cartLines.id));
  const orders: Partial<Record<ProductType, GroupedOrder>> = {};
  let total = 0;
  let holdExpiresAt: Date | null = null;
  for (const { line, product, merchantName, endsOn } of lines) {
    if (line.holdExpiresAt && (!holdExpiresAt || line.holdExpiresAt < holdExpiresAt)) holdExpiresAt = line.holdExpiresAt;
    const order = orders[product.type] ?? { merchantName, price: eur(0), total: eur(0), inscriptions: [] };
    orders[product.type] = order;
    if (!order.merchantName.split(', ').includes(merchantName)) order.merchantName += `, ${merchantName}`;
    const name = localized(product.name, lang);
    const endDate = endsOn ?? (line.startDate && line.days ? addDays(line.startDate, line.days - 1) : line.startDate);
    line.participants.forEach(({ priceCents, ...participant }, i) => {
      const base = { id: `${line.id}-${i + 1}`, lineId: line.id, participant, price: eur(priceCents), startDate: line.startDate, endDate };
      const inscription: Inscription = ACTIVITY_TYPES.has(product.type)
        ? { ...base, activity: { label: name, key: product.key } }
        : { ...base, product: { name, key: product.key } };
      order.inscriptions.push(inscription);
    });
    order.price.amount += line.totalCents;
    order.total.amount += line.totalCents;
    total += line.totalCents;
  }
  // Promo codes and gift vouchers of the cart (offers): each group's discounts, and the amount to pay.
  const offers = await cartOffers(db, cartRowId);
  discountGroups(orders, offers);
  return { orders, totalCents: offers ? offers.dueCents : total, offers, holdExpiresAt: holdExpiresAt?.toISOString() ?? null };
}

/** Keeps an open cart alive (its `updated_at`, which its time to live counts from): a change made to it elsewhere. */
export async function touchCart(tx: Tx, cartRowId: number): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartRowId));
}

/** Closes a cart once its order is paid (it takes no more lines; the visitor's next add opens a new one). */
export async function closeCart(tx: Tx, cartRowId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartRowId), isNull(carts.closedAt)));
}

/**
 * Puts back in its cart a line of an order being paid again, the line having left the cart when its hold ran out
 * (before lines stayed in their carts, migration 0022), with its places already taken again by the caller.
 */
export async function putLineBack(tx: Tx, cartRowId: number, item: OrderItem, holdMinutes: number): Promise<void> {
  await tx.insert(cartLines).values({
    id: item.lineId,
    cartId: cartRowId,
    productId: item.productId,
    slotId: item.slotId,
    startDate: item.startDate,
    days: item.days,
    participants: item.participants,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    totalCents: item.totalCents,
    holdExpiresAt: holdUntil(holdMinutes),
    requestedInstructorId: item.requestedInstructorId ?? null,
  });
}
