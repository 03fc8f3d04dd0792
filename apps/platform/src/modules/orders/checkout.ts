import { randomInt } from 'node:crypto';
import {
  type AddLineRequest,
  type CheckoutConflict,
  type CheckoutRequest,
  type CheckoutResponse,
  ErrorCode,
  EXECUTION_CODES,
  type RetryPaymentResponse,
} from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { cartLines, carts, type OrderItem, type OrderSnapshot, orders, products, type Tx, transaction } from '@schuss/db';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { localized } from '../../lib/format';
import { CART_TTL_DAYS, groupedOrders, prepareLine, putLineBack } from '../booking';
import { countOrder } from '../metrics';
import type { PricedOffers } from '../offers';
import { assertOffersPayable, consumeOffers, lockCartOffers, reserveOffers } from '../offers';
import { extendHold, PAYMENT_HOLD_MINUTES, takePlaces } from '../places';
import { resultUrl, returnUrl, type SchoolRow, type SiteLinks, schoolByKey, schoolOfResort, siteLinks } from '../schools';

import type { CartRow, OrderRow, OrdersDeps } from './deps';
import { confirmOrder, fulfilOrder } from './fulfil';
import { orderView } from './view';

/**
 * Checkout: a cart becomes an order awaiting payment — every line checked and priced again, its places held for
 * the payment, its codes reserved — and a payment attempt opens at the provider; a retry opens another one.
 */

/** 409: lines of the cart became unavailable; nothing was created nor charged. */
export class CheckoutConflictError extends Error {
  constructor(readonly lines: CheckoutConflict['error']['lines']) {
    super(
      lines.length === 1
        ? `A line of the cart is no longer available: ${lines[0]?.name}`
        : `${lines.length} lines of the cart are no longer available`,
    );
  }
  body(): CheckoutConflict {
    return { error: { message: this.message, field: 'cart', code: ErrorCode.Unavailable, lines: this.lines } };
  }
}

const noCart = (field: string) =>
  new HttpError(404, `${field}: no open cart with this id (unknown, expired or already paid)`, field, ErrorCode.NotFound);

// ---------------------------------------------------------------------------------------------
// Order numbers and ids

/** Crockford base 32 without I, L, O, U: no letter looks like a digit when read aloud or copied. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** `VN-26-4K7Q-9M2P`: the site's initials, the year, 40 random bits. */
function newOrderNumber(siteKey: string, now = new Date()): string {
  const initials =
    siteKey
      .split('-')
      .filter(Boolean)
      .map((w) => w[0]?.toUpperCase())
      .join('')
      .slice(0, 3) || 'SC';
  return `${initials}-${String(now.getUTCFullYear()).slice(2)}-${group()}-${group()}`;
}

// ---------------------------------------------------------------------------------------------
// Preparing a cart for payment

const REASONS = {
  past: { fr: 'Cette date est passée.', en: 'This date has passed.' },
  full: { fr: "Il n'y a plus assez de places sur ce créneau.", en: 'There are not enough places left on this slot.' },
  closed: { fr: 'Ce créneau est fermé (météo ou sécurité).', en: 'This slot is closed (weather or safety).' },
  invalid: { fr: "Cette ligne n'est plus valable : ", en: 'This line is no longer valid: ' },
};
const reason = (key: keyof typeof REASONS, lang: string) => REASONS[key][lang === 'fr' ? 'fr' : 'en'];

/** Why a line that the booking module refuses now cannot be paid, told by the error's code (never its wording). */
function unavailableReason(err: HttpError, lang: string): string {
  switch (err.code) {
    case ErrorCode.SlotPast:
      return reason('past', lang);
    case ErrorCode.SlotFull:
      return reason('full', lang);
    case ErrorCode.SlotClosed:
      return reason('closed', lang);
    default:
      return `${reason('invalid', lang)}${err.message.replace(/^[\w.]+: /, '')}`;
  }
}

/** The open cart of a public id, locked for the transaction (serialises checkouts and fulfilment of one cart). */
async function lockOpenCart(tx: Tx, cartId: string, resort: string | undefined, field: string): Promise<CartRow> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.cartId, cartId),
        resort ? eq(carts.resort, resort) : undefined,
        isNull(carts.closedAt),
        gt(carts.updatedAt, sql`now() - make_interval(days => ${CART_TTL_DAYS})`),
      ),
    )
    .for('update');
  if (!cart) throw noCart(field);
  return cart;
}

/** `totalCents`: the amount to pay, after `offers` (the cart's promo codes and gift vouchers, null without any). */
type Prepared = { snapshot: OrderSnapshot; items: OrderItem[]; totalCents: number; offers: PricedOffers | null };

/**
 * Checks every line of a locked cart again — product, dates, ages, prices recomputed with the
 * booking module's `prepareLine` — and makes sure its places are held for the payment: a hold
 * (even one past its expiry, not yet released) is extended; a line without one takes its places
 * again if they remain. Throws CheckoutConflictError naming the unavailable lines; the caller's
 * transaction then rolls everything back.
 */
async function prepareCart(tx: Tx, cart: CartRow, lang: string, langs: string[]): Promise<Prepared> {
  const lines = await tx
    .select({ line: cartLines, product: { key: products.key, name: products.name, dated: products.dated } })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(asc(cartLines.id))
    .for('update', { of: cartLines });
  if (lines.length === 0) throw new HttpError(400, 'body.cartId: the cart is empty', 'body.cartId', ErrorCode.EmptyCart);
  const today = todayIso();
  const unavailable: CheckoutConflict['error']['lines'] = [];
  for (const { line, product } of lines) {
    const name = localized(product.name, lang);
    const request: AddLineRequest = {
      resort: cart.resort,
      lang,
      productKey: product.key,
      slotId: line.slotId ?? undefined,
      startDate: product.dated ? undefined : (line.startDate ?? undefined),
      days: product.dated ? undefined : (line.days ?? undefined),
      participants: line.participants.map(({ priceCents: _, ...p }) => p),
    };
    try {
      // Dates, ages and the product checked again; the line keeps the price it was added at (a price
      // changed in the catalogue since applies to new lines only).
      await prepareLine(tx, request, today);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      unavailable.push({ lineId: line.id, name, reason: unavailableReason(err, lang) });
      continue;
    }
    if (line.slotId !== null) {
      // No hold any more: take the places again if they remain.
      if (line.holdExpiresAt === null && !(await takePlaces(tx, line.slotId, line.quantity))) {
        unavailable.push({ lineId: line.id, name, reason: reason('full', lang) });
        continue;
      }
      await extendHold(tx, line.id, PAYMENT_HOLD_MINUTES);
    }
  }
  if (unavailable.length) throw new CheckoutConflictError(unavailable);

  const snapshot: OrderSnapshot = {};
  let totalCents = 0;
  let offers: PricedOffers | null = null;
  for (const l of new Set([lang, ...langs])) {
    const g = await groupedOrders(tx, cart.id, l);
    snapshot[l] = g.orders;
    if (l === lang) ({ totalCents, offers } = g);
  }
  const fresh = await tx
    .select({ line: cartLines, productKey: products.key })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(asc(cartLines.id));
  const items: OrderItem[] = fresh.map(({ line, productKey }) => ({
    lineId: line.id,
    productId: line.productId,
    productKey,
    slotId: line.slotId,
    startDate: line.startDate,
    days: line.days,
    quantity: line.quantity,
    participants: line.participants,
    unitPriceCents: line.unitPriceCents,
    totalCents: line.totalCents,
    holdExpiresAt: line.holdExpiresAt ? line.holdExpiresAt.toISOString() : null,
    requestedInstructorId: line.requestedInstructorId,
  }));
  return { snapshot, items, totalCents, offers };
}

/**
 * Before a retried payment: lines of the order that left the cart because their hold ran out are put
 * back with a new hold if their places remain; otherwise they are unavailable (409). Lines removed by
 * the visitor while still held are not. Since migration 0022 the sweep keeps such lines in the cart,
 * marked released (prepareCart holds them again): this serves the orders whose lines it deleted before.
 */
async function reinstateReleasedLines(tx: Tx, cart: CartRow, order: OrderRow, lang: string) {
  const present = new Set((await tx.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.cartId, cart.id))).map((r) => r.id));
  const unavailable: CheckoutConflict['error']['lines'] = [];
  const now = Date.now();
  for (const item of order.items) {
    if (present.has(item.lineId) || item.slotId === null || !item.holdExpiresAt || Date.parse(item.holdExpiresAt) > now) continue;
    if (!(await takePlaces(tx, item.slotId, item.quantity))) {
      const name = Object.values(order.snapshot[lang] ?? order.snapshot[order.lang] ?? {})
        .flatMap((g) => g?.inscriptions ?? [])
        .find((i) => i.lineId === item.lineId);
      const label = name ? ('activity' in name ? name.activity.label : name.product.name) : item.productKey;
      unavailable.push({ lineId: item.lineId, name: label, reason: reason('full', lang) });
      continue;
    }
    await putLineBack(tx, cart.id, item, PAYMENT_HOLD_MINUTES);
  }
  if (unavailable.length) throw new CheckoutConflictError(unavailable);
}

/**
 * Writes an order's lines as rows (`order_lines`, migration 0008) from its `items`, in the caller's
 * transaction, whenever the items are written: the back office filters, counts, cancels and
 * reports by these rows. A pending order checked out again gets its lines anew. The same statement
 * keeps on the order what the back office's list and reports read without joining its lines
 * (migration 0010): `participants` (the lines' quantities), `product_types` and `merchant_ids`
 * (distinct, sorted). These are the order as sold: cancelling a line later leaves them unchanged,
 * so the list still finds an order by the product types it sold, and the reports count its
 * participants as paid.
 */
export async function writeOrderLines(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`delete from order_lines where order_id = ${orderId}`);
  await tx.execute(sql`
    with written as (
      insert into order_lines (order_id, site, line_id, product_id, product_key, product_type, merchant_id,
          slot_id, start_date, days, quantity, participants, unit_price_cents, total_cents, requested_instructor_id)
        select o.id, o.site, (i->>'lineId')::int, p.id, p.key, p.type, p.merchant_id,
          nullif(i->>'slotId', '')::int, nullif(i->>'startDate', '')::date, nullif(i->>'days', '')::int,
          (i->>'quantity')::int, i->'participants', (i->>'unitPriceCents')::int, (i->>'totalCents')::int,
          -- A wish whose instructor row is gone since the items were written is dropped (the foreign key).
          (select x.id from instructors x where x.id = nullif(i->>'requestedInstructorId', '')::int)
        from orders o
        cross join lateral jsonb_array_elements(o.items) as i
        join products p on p.id = (i->>'productId')::int
        where o.id = ${orderId}
      returning product_type, merchant_id, quantity)
    update orders set
      participants = s.participants, product_types = s.types, merchant_ids = s.merchants
    from (select coalesce(sum(quantity), 0)::int as participants,
                 coalesce(array_agg(distinct product_type order by product_type), '{}') as types,
                 coalesce(array_agg(distinct merchant_id order by merchant_id), '{}') as merchants
          from written) s
    where orders.id = ${orderId}`);
}

// ---------------------------------------------------------------------------------------------
// Checkout, retry, reading

/** What a checkout's transaction leaves to do after it commits: the attempt to start, those to cancel. */
type Started = { order: OrderRow; attempt: { paymentId: string; expiresAt: Date } | null; superseded: string[] };

/**
 * After the transaction: superseded attempts are closed at the provider, then the browser goes to
 * the provider's hosted page of the new attempt, or to the result page for a settled quotation.
 */
async function finish(d: OrdersDeps, site: SchoolRow, started: Started, cartId: string, lang: string): Promise<string> {
  const { order, attempt } = started;
  await d.payments.cancel(started.superseded);
  if (!attempt) {
    await confirmOrder(d, order.id);
    return resultUrl(await siteLinks(d.db, site, lang), cartId, EXECUTION_CODES.success, order.hasQuotation);
  }
  const links = await siteLinks(d.db, site, order.lang);
  try {
    return await startAt(d, site, order, attempt, links, cartId);
  } catch (err) {
    // The order stays awaiting payment with its places held: the visitor can pay again in a moment.
    d.log.error({ err, order: order.number, payment: attempt.paymentId }, 'the payment provider did not open its page');
    throw new HttpError(
      502,
      'payment: the payment provider did not open its payment page; your order is kept, try again in a moment',
      'payment',
      ErrorCode.ProviderFailed,
    );
  }
}

/** Asks the provider for the hosted page of an attempt. */
function startAt(
  d: OrdersDeps,
  site: SchoolRow,
  order: OrderRow,
  attempt: { paymentId: string; expiresAt: Date },
  links: SiteLinks,
  cartId: string,
): Promise<string> {
  return d.payments.start({
    paymentId: attempt.paymentId,
    orderNumber: order.number,
    amountCents: order.totalCents,
    currency: 'EUR',
    lang: order.lang,
    merchantName: site.config.siteName,
    returnUrl: returnUrl(links, cartId),
    cancelUrl: links.cart,
    expiresAt: attempt.expiresAt,
  });
}

/** Opens the payment attempt of an order awaiting payment (caller's transaction). */
async function openAttempt(tx: Tx, d: OrdersDeps, order: OrderRow): Promise<Started> {
  const { paymentId, expiresAt, superseded } = await d.payments.open(tx, order);
  return { order, attempt: { paymentId, expiresAt }, superseded };
}

/**
 * `POST /api/checkout`: the cart becomes an order awaiting payment (the cart's pending order, if
 * any, is updated: one per cart) with prices recomputed and places checked, and a payment is
 * opened. A zero total (a quotation already settled) is fulfilled at once, without payment.
 */
export async function checkout(d: OrdersDeps, body: CheckoutRequest): Promise<CheckoutResponse> {
  const site = await schoolOfResort(d.db, body.resort);
  if (!site.config.langs.includes(body.lang)) {
    throw new HttpError(400, `body.lang: must be one of ${site.config.langs.join(', ')}`, 'body.lang', ErrorCode.InvalidInput);
  }
  const started = await transaction(d.db, async (tx): Promise<Started> => {
    const cart = await lockOpenCart(tx, body.cartId, body.resort, 'body.cartId');
    // Its promo codes and vouchers next (before any slot): priced under lock, refused when no longer valid.
    await lockCartOffers(tx, cart.id);
    const prepared = await prepareCart(tx, cart, body.lang, site.config.langs);
    assertOffersPayable(prepared.offers);
    const fields = {
      lang: body.lang,
      status: 'pending_payment' as const,
      totalCents: prepared.totalCents,
      // A quotation lists nothing to pay; an order that codes or vouchers cover in full is a purchase.
      hasQuotation: (prepared.offers?.listCents ?? prepared.totalCents) === 0,
      contact: body.contact,
      snapshot: prepared.snapshot,
      items: prepared.items,
      businessProviderId: body.businessProviderId ?? null,
      referralType: body.referralType ?? null,
    };
    const [pending] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cart.id), eq(orders.status, 'pending_payment')))
      .for('update');
    let order: OrderRow | undefined;
    if (pending) {
      [order] = await tx
        .update(orders)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(orders.id, pending.id))
        .returning();
    } else {
      for (let attempt = 0; !order && attempt < 8; attempt++) {
        [order] = await tx
          .insert(orders)
          .values({ ...fields, number: newOrderNumber(site.key), site: site.key, resort: cart.resort, cartId: cart.id })
          .onConflictDoNothing({ target: orders.number })
          .returning();
      }
      if (order) countOrder('created');
    }
    if (!order) throw new Error('order insert returned nothing');
    await writeOrderLines(tx, order.id);
    await reserveOffers(tx, order.id, prepared.offers);
    if (order.totalCents === 0) {
      const superseded = await d.payments.supersede(tx, order.id);
      // Covered by codes and vouchers: taken now, under the lock that priced them.
      if (!(await consumeOffers(tx, order.id))) throw new Error('offers reserved under lock could not be taken');
      await fulfilOrder(tx, order.id);
      const [paid] = await tx.select().from(orders).where(eq(orders.id, order.id));
      return { order: paid ?? order, attempt: null, superseded };
    }
    return openAttempt(tx, d, order);
  });
  const redirectUrl = await finish(d, site, started, body.cartId, body.lang);
  const [fresh] = await d.db.select().from(orders).where(eq(orders.id, started.order.id));
  d.log.info({ order: started.order.number, total: started.order.totalCents, payment: Boolean(started.attempt) }, 'checkout');
  return { order: await orderView(d.db, fresh ?? started.order, body.cartId, body.lang), redirectUrl };
}

/**
 * `POST /api/orders/retry`: a new payment for the cart's order still awaiting payment. Lines
 * released meanwhile are taken again if their places remain, then everything is checked and
 * priced again as at checkout (409 when lines became unavailable).
 */
export async function retryPayment(d: OrdersDeps, cartId: string, lang: string): Promise<RetryPaymentResponse> {
  const started = await transaction(d.db, async (tx): Promise<Started & { site: SchoolRow }> => {
    const cart = await lockOpenCart(tx, cartId, undefined, 'body.cartId');
    const [pending] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cart.id), eq(orders.status, 'pending_payment')))
      .for('update');
    if (!pending) throw new HttpError(404, 'body.cartId: this cart has no order awaiting payment', 'body.cartId', ErrorCode.NotFound);
    const site = await schoolByKey(tx, pending.site);
    if (!site) throw new HttpError(404, 'body.cartId: the site of this order is gone', 'body.cartId', ErrorCode.NotFound);
    const l = site.config.langs.includes(lang) ? lang : pending.lang;
    await lockCartOffers(tx, cart.id);
    await reinstateReleasedLines(tx, cart, pending, l);
    const prepared = await prepareCart(tx, cart, l, site.config.langs);
    assertOffersPayable(prepared.offers);
    if (prepared.totalCents === 0) {
      throw new HttpError(409, 'body.cartId: this order has nothing to pay; check out again', 'body.cartId', ErrorCode.NothingToPay);
    }
    const [order] = await tx
      .update(orders)
      .set({
        lang: l,
        totalCents: prepared.totalCents,
        snapshot: prepared.snapshot,
        items: prepared.items,
        hasQuotation: false,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, pending.id))
      .returning();
    if (!order) throw new Error('order update returned nothing');
    await writeOrderLines(tx, order.id);
    await reserveOffers(tx, order.id, prepared.offers);
    return { ...(await openAttempt(tx, d, order)), site };
  });
  d.log.info({ order: started.order.number }, 'payment retried');
  return { redirectUrl: await finish(d, started.site, started, cartId, started.order.lang) };
}
