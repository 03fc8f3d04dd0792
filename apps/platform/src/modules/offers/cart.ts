import {
  type CartCodeRequest,
  type CartCodeStatus,
  type CartOffers,
  ErrorCode,
  eur,
  type GroupDiscount,
  type GroupedOrder,
  type OrderOffersView,
  type ProductType,
  type RemoveCartCodeQuery,
} from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { cartCodes, carts, type Db, giftVouchers, orderOffers, promoCodes, rows, type Tx, transaction } from '@schuss/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { PAYMENT_HOLD_MINUTES } from '../places';
import { schoolOfResort } from '../schools';
import { promoKey, voucherHash, voucherKey } from './codes';
import { BLOCKING, type CodeState, type PricedLine, type PricedOffers, priceOffers, type Reservation } from './pricing';

/**
 * The codes of a cart (offers): entering and removing them, pricing a cart with them (the
 * booking module's `groupedOrders` calls `cartOffers`), and at checkout locking, reserving and — when
 * the order is paid — taking what they give.
 *
 * Race safety: a checkout locks the cart's promo codes and vouchers (`lockCartOffers`, in id order,
 * after the cart row and before any slot) and counts, under that lock, the uses and cents reserved by
 * orders of other carts awaiting payment; it then reserves its own (`order_offers`, for the payment's
 * hold). Paying takes them with conditional UPDATEs (`uses < max_uses`, `balance >= amount`): a code of
 * one use never serves two paid orders, a voucher never goes below zero, whatever the concurrency.
 */

/** Most promo codes and vouchers one cart may hold. */
export const MAX_PROMO_CODES = 5;
export const MAX_VOUCHERS = 3;

const codeError = (code: ErrorCode, message: string, status = 400) => new HttpError(status, `body.code: ${message}`, 'body.code', code);

type StateRow = {
  cart_code_id: number;
  promo_code_id: number | null;
  voucher_id: number | null;
  code: string | null;
  percent: number | null;
  amount_cents: number | null;
  product_types: ProductType[] | null;
  valid_from: string | null;
  valid_to: string | null;
  max_uses: number | null;
  uses: number | null;
  exclusive: boolean | null;
  active: boolean | null;
  promo_reserved: number | string;
  last4: string | null;
  balance_cents: number | null;
  expires_on: string | null;
  disabled: boolean | null;
  voucher_reserved: number | string;
};

/** What orders of other carts, awaiting payment, hold of an offer (`o` the offer's alias). */
const reservedByOthers = (column: 'promo_code_id' | 'voucher_id', what: 'count' | 'cents', cartRowId: number) => sql`(
  select ${what === 'count' ? sql`count(*)` : sql`coalesce(sum(oo.amount_cents), 0)`}::int
    from order_offers oo join orders ord on ord.id = oo.order_id
   where oo.${sql.raw(column)} = ${sql.raw(column === 'promo_code_id' ? 'p.id' : 'v.id')}
     and oo.status = 'reserved' and oo.reserved_until > now()
     and ord.status = 'pending_payment' and ord.cart_id <> ${cartRowId})`;

/** The codes of a cart with what pricing needs, in the order entered (`extra`: a code about to be entered). */
export async function cartCodeStates(db: Db | Tx, cartRowId: number): Promise<CodeState[]> {
  const found = await rows<StateRow>(
    db,
    sql`select cc.id as cart_code_id, cc.promo_code_id, cc.voucher_id,
               p.code, p.percent, p.amount_cents, p.product_types, p.valid_from::text as valid_from, p.valid_to::text as valid_to,
               p.max_uses, p.uses, p.exclusive, p.active,
               case when p.id is null then 0 else ${reservedByOthers('promo_code_id', 'count', cartRowId)} end as promo_reserved,
               v.last4, v.balance_cents, v.expires_on::text as expires_on, v.disabled_at is not null as disabled,
               case when v.id is null then 0 else ${reservedByOthers('voucher_id', 'cents', cartRowId)} end as voucher_reserved
          from cart_codes cc
          left join promo_codes p on p.id = cc.promo_code_id
          left join gift_vouchers v on v.id = cc.voucher_id
         where cc.cart_id = ${cartRowId}
         order by cc.id`,
  );
  return found.map(
    (r): CodeState =>
      r.promo_code_id !== null
        ? {
            kind: 'promo',
            cartCodeId: r.cart_code_id,
            promoId: r.promo_code_id,
            code: r.code ?? '',
            percent: r.percent,
            amountCents: r.amount_cents,
            productTypes: r.product_types ?? [],
            validFrom: r.valid_from,
            validTo: r.valid_to,
            maxUses: r.max_uses,
            uses: r.uses ?? 0,
            reservedByOthers: Number(r.promo_reserved),
            exclusive: r.exclusive ?? false,
            active: r.active ?? false,
          }
        : {
            kind: 'voucher',
            cartCodeId: r.cart_code_id,
            voucherId: r.voucher_id as number,
            last4: r.last4,
            balanceCents: r.balance_cents ?? 0,
            reservedByOthers: Number(r.voucher_reserved),
            expiresOn: r.expires_on ?? '1970-01-01',
            disabled: r.disabled ?? true,
          },
  );
}

/** The cart priced with its codes, or null when it has none (the cart answer then carries no `offers`). */
export async function cartOffers(db: Db | Tx, cartRowId: number): Promise<PricedOffers | null> {
  const states = await cartCodeStates(db, cartRowId);
  if (!states.length) return null;
  return priceOffers(await pricedLines(db, cartRowId), states, todayIso());
}

/** The cart's lines as pricing needs them (type, amount, whether a gift voucher). */
async function pricedLines(db: Db | Tx, cartRowId: number): Promise<PricedLine[]> {
  const found = await rows<{ type: ProductType; total_cents: number; gift: boolean }>(
    db,
    sql`select p.type, l.total_cents, (p.attributes ? 'giftVoucher') as gift
          from cart_lines l join products p on p.id = l.product_id
         where l.cart_id = ${cartRowId} and l.released_at is null and (l.hold_expires_at is null or l.hold_expires_at > now())
         order by l.id`,
  );
  return found.map((l) => ({ type: l.type, totalCents: Number(l.total_cents), giftVoucher: Boolean(l.gift) }));
}

// ---------------------------------------------------------------------------------------------
// Visitors: entering and removing a code

const TEXT: Record<CartCodeStatus, (what: string) => string> = {
  applied: (w) => `${w} is applied`,
  not_applicable: (w) => `${w} applies to none of the products in this cart`,
  not_yet_valid: (w) => `${w} is not valid yet`,
  expired: (w) => `${w} has expired`,
  used_up: (w) => `${w} has been used as many times as allowed`,
  disabled: (w) => `${w} is no longer valid`,
  not_combinable: (w) => `${w} cannot be used together with the other promo codes of this cart`,
};
const CODE_OF: Record<CartCodeStatus, ErrorCode> = {
  applied: ErrorCode.InvalidInput,
  not_applicable: ErrorCode.OfferNotApplicable,
  not_yet_valid: ErrorCode.OfferNotYetValid,
  expired: ErrorCode.OfferExpired,
  used_up: ErrorCode.OfferUsedUp,
  disabled: ErrorCode.OfferDisabled,
  not_combinable: ErrorCode.OfferNotCombinable,
};

/** The open cart of a public id, locked (serialises codes with checkouts and line changes of the cart). */
async function lockCart(tx: Tx, cartId: string, resort: string, ttlDays: number) {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.cartId, cartId),
        eq(carts.resort, resort),
        isNull(carts.closedAt),
        sql`${carts.updatedAt} > now() - make_interval(days => ${ttlDays})`,
      ),
    )
    .for('update');
  if (!cart) {
    throw new HttpError(
      404,
      'body.cartId: no open cart with this id (unknown, expired or already paid)',
      'body.cartId',
      ErrorCode.NotFound,
    );
  }
  return cart;
}

/**
 * `POST /api/booking/cart/codes`: a promo code or a gift voucher's code enters the cart when it
 * would apply now; otherwise 400 naming `body.code` with why (unknown, not yet valid, expired, used
 * up, disabled, not applicable, not combinable, already entered, too many). Nothing is written when
 * refused. `ttlDays`: how long an untouched cart stays open (the booking module's).
 */
/**
 * What a code entered or removed asks of the cart, in the same transaction (the booking module, which owns carts,
 * hands it over: the cart is kept alive by the change).
 */
export type CartTouch = (tx: Tx, cartRowId: number) => Promise<void>;

export async function applyCartCode(db: Db, body: CartCodeRequest, ttlDays: number, touch: CartTouch): Promise<void> {
  const site = await schoolOfResort(db, body.resort);
  await transaction(db, async (tx) => {
    const cart = await lockCart(tx, body.cartId, body.resort, ttlDays);
    const states = await cartCodeStates(tx, cart.id);
    const key = voucherKey(body.code);
    const [voucher] = key
      ? await tx
          .select({ id: giftVouchers.id })
          .from(giftVouchers)
          .where(and(eq(giftVouchers.site, site.key), eq(giftVouchers.codeHash, voucherHash(key))))
      : [];
    const [promo] = voucher
      ? []
      : await tx
          .select({ id: promoCodes.id, code: promoCodes.code, exclusive: promoCodes.exclusive })
          .from(promoCodes)
          .where(and(eq(promoCodes.site, site.key), eq(promoCodes.code, promoKey(body.code))));
    if (!voucher && !promo) throw codeError(ErrorCode.OfferUnknown, `no promo code or gift voucher "${body.code}" on this site`);

    let what: string;
    if (promo) {
      what = `promo code "${promo.code}"`;
      if (states.some((s) => s.kind === 'promo' && s.promoId === promo.id))
        throw codeError(ErrorCode.Exists, `${what} is already in the cart`);
      const others = states.filter((s) => s.kind === 'promo');
      if (others.length >= MAX_PROMO_CODES) throw codeError(ErrorCode.InvalidInput, `a cart takes at most ${MAX_PROMO_CODES} promo codes`);
      const exclusive = others.find((s) => s.kind === 'promo' && s.exclusive);
      if (exclusive) throw codeError(ErrorCode.OfferNotCombinable, `promo code "${exclusive.code}" of this cart is used alone`);
      if (promo.exclusive && others.length) {
        throw codeError(ErrorCode.OfferNotCombinable, `${what} is used alone: remove the other promo codes of this cart first`);
      }
    } else {
      what = 'this gift voucher';
      const id = voucher?.id as number;
      if (states.some((s) => s.kind === 'voucher' && s.voucherId === id))
        throw codeError(ErrorCode.Exists, `${what} is already in the cart`);
      if (states.filter((s) => s.kind === 'voucher').length >= MAX_VOUCHERS) {
        throw codeError(ErrorCode.InvalidInput, `a cart takes at most ${MAX_VOUCHERS} gift vouchers`);
      }
    }
    const [entered] = await tx
      .insert(cartCodes)
      .values({ cartId: cart.id, promoCodeId: promo?.id ?? null, voucherId: voucher?.id ?? null })
      .returning({ id: cartCodes.id });
    // Priced with it, as the cart will be: it must apply now (else the transaction rolls back).
    const priced = priceOffers(await pricedLines(tx, cart.id), await cartCodeStates(tx, cart.id), todayIso());
    const status = priced.codes.find((c) => c.id === entered?.id)?.status ?? 'not_applicable';
    if (status !== 'applied') {
      const text =
        status === 'not_applicable' && !promo
          ? `${what} has nothing left to pay in this cart`
          : status === 'used_up' && !promo
            ? `${what} has no balance left`
            : TEXT[status](what);
      throw codeError(CODE_OF[status], text);
    }
    await touch(tx, cart.id);
  });
}

/** `DELETE /api/booking/cart/codes/:id`: the code leaves the cart (404 when the cart has no such code). */
export async function removeCartCode(db: Db, id: number, q: RemoveCartCodeQuery, ttlDays: number, touch: CartTouch): Promise<void> {
  await transaction(db, async (tx) => {
    const cart = await lockCart(tx, q.cartId, q.resort, ttlDays).catch((err: unknown) => {
      if (err instanceof HttpError) throw new HttpError(404, err.message.replace('body.', 'query.'), 'query.cartId', ErrorCode.NotFound);
      throw err;
    });
    const removed = await tx
      .delete(cartCodes)
      .where(and(eq(cartCodes.id, id), eq(cartCodes.cartId, cart.id)))
      .returning({ id: cartCodes.id });
    if (!removed.length) throw new HttpError(404, `params.id: this cart has no code ${id}`, 'params.id', ErrorCode.NotFound);
    await touch(tx, cart.id);
  });
}

// ---------------------------------------------------------------------------------------------
// Checkout and payment

/**
 * Locks the promo codes and vouchers of a cart for the caller's transaction (after the cart's row,
 * before any slot; ids in order, so two checkouts sharing codes never wait for each other in a
 * cycle). Pricing then counts what other orders reserved under this lock.
 */
export async function lockCartOffers(tx: Tx, cartRowId: number): Promise<void> {
  await tx.execute(
    sql`select p.id from promo_codes p join cart_codes cc on cc.promo_code_id = p.id
         where cc.cart_id = ${cartRowId} order by p.id for update of p`,
  );
  await tx.execute(
    sql`select v.id from gift_vouchers v join cart_codes cc on cc.voucher_id = v.id
         where cc.cart_id = ${cartRowId} order by v.id for update of v`,
  );
}

/** 409 at checkout: a code of the cart cannot be used any more; nothing was created nor charged. */
export function assertOffersPayable(offers: PricedOffers | null): void {
  const blocking = offers?.codes.find((c) => BLOCKING.has(c.status));
  if (!blocking) return;
  const what = blocking.kind === 'promo' ? `promo code "${blocking.label}"` : `gift voucher ${blocking.label}`;
  throw new HttpError(
    409,
    `cart.codes: ${TEXT[blocking.status](what)}; remove it from the cart to pay (nothing was charged)`,
    'cart.codes',
    CODE_OF[blocking.status],
  );
}

/** The order's reservations, replaced by those of its latest checkout (caller's transaction, offers locked). */
export async function reserveOffers(tx: Tx, orderId: number, offers: PricedOffers | null): Promise<void> {
  await tx.delete(orderOffers).where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.status, 'reserved')));
  const list: Reservation[] = offers?.reservations ?? [];
  if (!list.length) return;
  await tx.insert(orderOffers).values(
    list.map((r) => ({
      orderId,
      promoCodeId: r.promoId,
      voucherId: r.voucherId,
      label: r.label,
      amountCents: r.amountCents,
      reservedUntil: sql`now() + make_interval(mins => ${PAYMENT_HOLD_MINUTES})`,
    })),
  );
}

class OfferGone extends Error {}

/**
 * The order is being paid (caller's transaction, cart and order locked): each promo code it reserved
 * counts one more use, if it has one left, and each voucher pays its part, if its balance still
 * holds it and it is not disabled. All or nothing: false (and nothing taken) when one cannot — the
 * payment is then given back and the visitor told at the next checkout. Promo codes before vouchers,
 * ids in order (the order checkouts lock them in).
 */
export async function consumeOffers(tx: Tx, orderId: number): Promise<boolean> {
  const reserved = await tx
    .select()
    .from(orderOffers)
    .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.status, 'reserved')));
  if (!reserved.length) return true;
  reserved.sort((a, b) =>
    a.promoCodeId !== null && b.promoCodeId !== null
      ? a.promoCodeId - b.promoCodeId
      : a.promoCodeId !== null
        ? -1
        : b.promoCodeId !== null
          ? 1
          : (a.voucherId ?? 0) - (b.voucherId ?? 0),
  );
  try {
    await transaction(tx, async (sp) => {
      for (const r of reserved) {
        if (r.promoCodeId !== null) {
          const used = await rows<{ id: number }>(
            sp,
            sql`update promo_codes set uses = uses + 1, updated_at = updated_at
                 where id = ${r.promoCodeId} and (max_uses is null or uses < max_uses) returning id`,
          );
          if (!used.length) throw new OfferGone(r.label);
        } else {
          const [paid] = await rows<{ balance_cents: number }>(
            sp,
            sql`update gift_vouchers set balance_cents = balance_cents - ${r.amountCents}
                 where id = ${r.voucherId} and balance_cents >= ${r.amountCents} and disabled_at is null
             returning balance_cents`,
          );
          if (!paid) throw new OfferGone(r.label);
          await sp.execute(
            sql`insert into gift_voucher_movements (voucher_id, kind, amount_cents, balance_cents, order_id)
                values (${r.voucherId}, 'redeemed', ${-r.amountCents}, ${paid.balance_cents}, ${orderId})`,
          );
        }
      }
      await sp
        .update(orderOffers)
        .set({ status: 'used' })
        .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.status, 'reserved')));
    });
    return true;
  } catch (err) {
    if (err instanceof OfferGone) return false;
    throw err;
  }
}

/** Labels of the codes an order took (for logs and e-mails), with their kind and amount. */
export async function offersOfOrder(db: Db | Tx, orderId: number) {
  return db
    .select({
      promoCodeId: orderOffers.promoCodeId,
      voucherId: orderOffers.voucherId,
      label: orderOffers.label,
      amountCents: orderOffers.amountCents,
      creditedCents: orderOffers.creditedCents,
      status: orderOffers.status,
    })
    .from(orderOffers)
    .where(eq(orderOffers.orderId, orderId))
    .orderBy(orderOffers.id);
}

// ---------------------------------------------------------------------------------------------
// Views

/** The cart answer's `offers`. */
export function cartOffersView(p: PricedOffers): CartOffers {
  return { listPrice: eur(p.listCents), discount: eur(p.discountCents), vouchers: eur(p.voucherCents), codes: p.codes };
}

/** Puts the promo codes' discounts on the grouped orders (`total` = `price` − discounts). */
export function discountGroups(groups: Partial<Record<ProductType, GroupedOrder>>, p: PricedOffers | null): void {
  if (!p) return;
  for (const [type, list] of Object.entries(p.discounts) as [ProductType, GroupDiscount[]][]) {
    const group = groups[type];
    if (!group || !list.length) continue;
    group.discounts = list;
    group.total = eur(group.price.amount - list.reduce((n, d) => n + d.amount.amount, 0));
  }
}

/** An order's offers as the visitor reads them (result page), or undefined when it used none. */
export async function orderOffersView(db: Db | Tx, orderId: number, listCents: number): Promise<CartOffers | undefined> {
  const taken = await offersOfOrder(db, orderId);
  if (!taken.length) return undefined;
  const sum = (kind: 'promo' | 'voucher') =>
    taken.filter((t) => (kind === 'promo') === (t.promoCodeId !== null)).reduce((n, t) => n + t.amountCents, 0);
  return {
    listPrice: eur(listCents),
    discount: eur(sum('promo')),
    vouchers: eur(sum('voucher')),
    codes: taken.map((t, i) => ({
      id: i + 1,
      kind: t.promoCodeId !== null ? 'promo' : 'voucher',
      label: t.label,
      status: 'applied',
      amount: eur(t.amountCents),
      percent: null,
      amountOff: null,
      balance: null,
      expiresOn: null,
    })),
  };
}

/** An order's offers as staff read them, or undefined when it used none. */
export async function staffOrderOffers(db: Db | Tx, orderId: number): Promise<OrderOffersView | undefined> {
  const taken = await offersOfOrder(db, orderId);
  if (!taken.length) return undefined;
  const vouchers = taken.filter((t) => t.voucherId !== null);
  return {
    discount: eur(taken.filter((t) => t.promoCodeId !== null).reduce((n, t) => n + t.amountCents, 0)),
    vouchers: eur(vouchers.reduce((n, t) => n + t.amountCents, 0)),
    voucherCreditable: eur(vouchers.filter((t) => t.status === 'used').reduce((n, t) => n + t.amountCents - t.creditedCents, 0)),
    offers: taken.map((t) => ({
      kind: t.promoCodeId !== null ? 'promo' : 'voucher',
      label: t.label,
      amount: eur(t.amountCents),
      voucherId: t.voucherId,
      credited: eur(t.creditedCents),
      status: t.status,
    })),
  };
}
