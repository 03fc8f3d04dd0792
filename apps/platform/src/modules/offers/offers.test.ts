import { createHash } from 'node:crypto';
import {
  CartResponse,
  CheckoutResponse,
  ErrorCode,
  GiftVoucherDetail,
  GiftVouchersResponse,
  PromoCodesResponse,
  SANDBOX_CARDS,
  SalesReport,
} from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../lib/mail';
import { drivers } from '../../test/app';
import { adult, type OrderPlatform, orderPlatform, weekStart } from '../../test/orders';
import { newKey, staffHeaders } from '../backoffice/staff-fixtures';

const SITE = '/api/backoffice/sites/val-neige';
const PHOTO = 1500; // photo-souvenir: a flat line
const LIFT_3_DAYS = 15_600; // forfait-val-neige, one adult, 3 days
const VOUCHER_CODE = /\b([0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){6})\b/;

/** An in-memory outbox that can be told to fail (an SMTP server down). */
function outbox() {
  const sent: MailMessage[] = [];
  const box = {
    sent,
    fail: false,
    mailer: {
      kind: 'file',
      async send(m: MailMessage) {
        if (box.fail) throw new Error('SMTP server unreachable');
        sent.push(m);
        return {};
      },
    } satisfies Mailer,
  };
  return box;
}

describe.each(drivers)('promo codes and gift vouchers on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  const mails = outbox();
  let n = 0;
  const unique = (prefix: string) => `${prefix}${++n}`;

  beforeAll(async () => {
    t = await orderPlatform(kind, { mailer: mails.mailer });
    headers = await staffHeaders(t, kind === 'pg' ? '10.41.2' : '10.41.1');
  });
  afterAll(() => t?.close());

  const createCode = (body: object) => t.inject({ method: 'POST', url: `${SITE}/promo-codes`, headers, payload: body });
  const updateCode = (id: number, body: object) => t.inject({ method: 'PUT', url: `${SITE}/promo-codes/${id}`, headers, payload: body });
  /** A promo code made by staff; answers its id and code. */
  async function code(body: object) {
    const res = await createCode({ code: unique('CODE'), kind: 'percent', percent: 10, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().promoCode as { id: number; code: string };
  }
  const enter = (cartId: string, typed: string, lang = 'fr') =>
    t.inject({ method: 'POST', url: '/api/booking/cart/codes', payload: { cartId, resort: 'val-neige', lang, code: typed } });
  const removeCode = (cartId: string, id: number) =>
    t.inject({ method: 'DELETE', url: `/api/booking/cart/codes/${id}?cartId=${cartId}&resort=val-neige&lang=fr` });
  async function cartOf(cartId: string) {
    const res = await t.inject({ method: 'POST', url: '/esfplus/cart', payload: { cartId, resort: 'val-neige', lang: 'fr' } });
    return CartResponse.parse(res.json()).cart;
  }
  const photoCart = async () => (await t.addLine({ productKey: 'photo-souvenir', participants: [adult('Zoé')] })).cartId;
  const liftCart = async () =>
    (await t.addLine({ productKey: 'forfait-val-neige', startDate: weekStart, days: 3, participants: [adult('Anne')] })).cartId;
  const count = async (table: string) =>
    (await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
  const uses = async (id: number) => (await rows<{ uses: number }>(t.conn.db, sql`select uses from promo_codes where id = ${id}`))[0]!.uses;
  async function checkoutAndPay(cartId: string, lang = 'fr') {
    const res = await t.checkout(cartId, { lang });
    expect(res.statusCode, res.body).toBe(201);
    const body = CheckoutResponse.parse(res.json());
    if (body.redirectUrl.includes('/pay/')) expect((await t.pay(body.redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    return body;
  }
  /** Buys a gift voucher (paid by card); answers its code as e-mailed and the order number. */
  async function buyVoucher(product = 'bon-cadeau-50', lang = 'fr') {
    const { cartId } = await t.addLine({ productKey: product, participants: [adult('Léa')], lang });
    const before = mails.sent.length;
    const { order } = await checkoutAndPay(cartId, lang);
    const mail = mails.sent.slice(before).find((m) => m.subject.includes(order.number));
    const code = VOUCHER_CODE.exec(mail?.text ?? '')?.[1];
    expect(code, mail?.text).toBeDefined();
    return { code: code as string, number: order.number, mail: mail as MailMessage };
  }
  const voucherRow = async (number: string) =>
    (
      await rows<{ id: number; balance_cents: number; code_hash: string | null; last4: string | null }>(
        t.conn.db,
        sql`select v.id, v.balance_cents, v.code_hash, v.last4 from gift_vouchers v join orders o on o.id = v.order_id where o.number = ${number}`,
      )
    )[0]!;

  // -------------------------------------------------------------------------------------------
  describe('promo codes, as staff write them', () => {
    it('creates a code in capitals, unique per site whatever the case, and audits it', async () => {
      const res = await createCode({ code: ' noel-10 ', kind: 'amount', amountCents: 1000, productTypes: ['LIFT', 'ESF'], maxUses: 50 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().promoCode).toMatchObject({
        code: 'NOEL-10',
        kind: 'amount',
        amountOff: { amount: 1000 },
        productTypes: ['ESF', 'LIFT'],
        uses: 0,
      });
      const again = await createCode({ code: 'Noel-10', kind: 'percent', percent: 5 });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({ field: 'body.code', code: 'exists' });
      const [audit] = await rows<{ action: string; subject: string; user_label: string }>(
        t.conn.db,
        sql`select action, subject, user_label from audit_log where action like 'promo-code.%' order by id desc limit 1`,
      );
      expect(audit).toMatchObject({ action: 'promo-code.create', subject: 'promo code NOEL-10' });
      expect(audit!.user_label).toMatch(/staff@val-neige\.test/);
      const list = PromoCodesResponse.parse((await t.inject({ method: 'GET', url: `${SITE}/promo-codes`, headers })).json());
      expect(list.promoCodes.map((p) => p.code)).toContain('NOEL-10');
    });

    it.each([
      [{ code: 'X', kind: 'percent', percent: 10 }, 'body.code'],
      [{ code: 'BAD CODE', kind: 'percent', percent: 10 }, 'body.code'],
      [{ code: 'OKCODE', kind: 'percent' }, 'body.percent'],
      [{ code: 'OKCODE', kind: 'percent', percent: 150 }, 'body.percent'],
      [{ code: 'OKCODE', kind: 'amount', amountCents: -5 }, 'body.amountCents'],
      [{ code: 'OKCODE', kind: 'amount' }, 'body.amountCents'],
      [{ code: 'OKCODE', kind: 'gift', percent: 10 }, 'body.kind'],
      [{ code: 'OKCODE', kind: 'percent', percent: 10, productTypes: ['SKI'] }, 'body.productTypes.0'],
      [{ code: 'OKCODE', kind: 'percent', percent: 10, validFrom: '2027-02-01', validTo: '2027-01-01' }, 'body.validTo'],
      [{ code: 'OKCODE', kind: 'percent', percent: 10, validFrom: '2027-02-30' }, 'body.validFrom'],
      [{ code: 'OKCODE', kind: 'percent', percent: 10, maxUses: 0 }, 'body.maxUses'],
    ])('refuses %j naming %s, and writes nothing', async (body, field) => {
      const before = [await count('promo_codes'), await count('audit_log')];
      const res = await createCode(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.field).toBe(field);
      expect([await count('promo_codes'), await count('audit_log')]).toEqual(before);
    });

    it('edits and disables a code (audited); its uses never go above a lowered maximum', async () => {
      const c = await code({ maxUses: 5 });
      const cartId = await photoCart();
      expect((await enter(cartId, c.code)).statusCode).toBe(200);
      await checkoutAndPay(cartId);
      expect(await uses(c.id)).toBe(1);
      const low = await updateCode(c.id, { code: c.code, kind: 'percent', percent: 10, maxUses: 0 });
      expect(low.json().error.field).toBe('body.maxUses');
      const refused = await updateCode(c.id, { code: c.code, kind: 'percent', percent: 10, maxUses: 1, validTo: 'tomorrow' });
      expect(refused.statusCode).toBe(400);
      const off = await updateCode(c.id, { code: c.code, kind: 'percent', percent: 20, maxUses: 1, active: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().promoCode).toMatchObject({ percent: 20, maxUses: 1, uses: 1, active: false });
      const audit = await rows<{ action: string; before: { percent: number }; after: { percent: number; active: boolean } }>(
        t.conn.db,
        sql`select action, before, after from audit_log where subject = ${`promo code ${c.code}`} order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual(['promo-code.create', 'promo-code.disable']);
      expect(audit[1]).toMatchObject({ before: { percent: 10 }, after: { percent: 20, active: false } });
      const missing = await updateCode(999_999, { code: 'WHATEVER', kind: 'percent', percent: 10 });
      expect(missing.statusCode).toBe(404);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('promo codes in a cart', () => {
    it('takes a percentage off each grouped order; checkout charges the discounted total and the order keeps its discounts', async () => {
      const c = await code({ percent: 10 });
      const cart = await t.familyCart();
      const res = await enter(cart.cartId, c.code.toLowerCase());
      expect(res.statusCode, res.body).toBe(200);
      const { cart: shown } = CartResponse.parse(res.json());
      expect(shown.orders.ESF).toMatchObject({
        price: { amount: 41_000 },
        total: { amount: 36_900 },
        discounts: [{ code: c.code, amount: { amount: 4100 } }],
      });
      expect(shown.orders.LIFT).toMatchObject({ price: { amount: LIFT_3_DAYS }, total: { amount: 14_040 } });
      expect(shown.price.amount).toBe(cart.total - 5660);
      expect(shown.offers).toMatchObject({ listPrice: { amount: cart.total }, discount: { amount: 5660 }, vouchers: { amount: 0 } });
      expect(shown.offers?.codes).toEqual([
        expect.objectContaining({ label: c.code, status: 'applied', percent: 10, amount: { amount: 5660, currency: 'EUR' } }),
      ]);

      const { order, redirectUrl } = await checkoutAndPay(cart.cartId);
      expect(order.total.amount).toBe(cart.total - 5660);
      expect(order.orders.ESF?.discounts).toEqual([{ code: c.code, amount: { amount: 4100, currency: 'EUR' } }]);
      expect(order.offers?.discount.amount).toBe(5660);
      const [payment] = await rows<{ amount_cents: number }>(
        t.conn.db,
        sql`select amount_cents from payments where id = ${redirectUrl.split('/pay/')[1]}`,
      );
      expect(payment!.amount_cents).toBe(cart.total - 5660);
      expect(await uses(c.id)).toBe(1);
      const detail = (await t.inject({ method: 'GET', url: `${SITE}/orders/${order.number}`, headers })).json();
      expect(detail.status).toBe('paid');
      expect(detail.offers).toMatchObject({ discount: { amount: 5660 }, offers: [{ kind: 'promo', label: c.code, status: 'used' }] });
      const mail = mails.sent.find((m) => m.subject.includes(order.number));
      expect(mail?.text).toContain(`Code promo ${c.code} : −56,60 €`);
    });

    it('takes a fixed amount off the product types it names only', async () => {
      const c = await code({ kind: 'amount', amountCents: 2000, percent: undefined, productTypes: ['LIFT'] });
      const cart = await t.familyCart();
      const { cart: shown } = CartResponse.parse((await enter(cart.cartId, c.code)).json());
      expect(shown.orders.ESF?.discounts).toBeUndefined();
      expect(shown.orders.LIFT).toMatchObject({ total: { amount: LIFT_3_DAYS - 2000 }, discounts: [{ code: c.code }] });
      expect(shown.price.amount).toBe(cart.total - 2000);
    });

    it('refuses a code for none of the products, unknown, not yet valid, expired, disabled — naming body.code, in a code the widget says in French or English', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const cartId = await photoCart();
      const cases: [string, string][] = [
        [(await code({ productTypes: ['HOT'] })).code, ErrorCode.OfferNotApplicable],
        ['NO-SUCH-CODE', ErrorCode.OfferUnknown],
        [(await code({ validFrom: tomorrow })).code, ErrorCode.OfferNotYetValid],
        [(await code({ validFrom: yesterday, validTo: yesterday })).code, ErrorCode.OfferExpired],
        [(await code({ active: false })).code, ErrorCode.OfferDisabled],
      ];
      const before = await count('cart_codes');
      for (const [typed, error] of cases) {
        const res = await enter(cartId, typed);
        expect(res.statusCode, `${typed}: ${res.body}`).toBe(400);
        expect(res.json().error).toMatchObject({ field: 'body.code', code: error });
      }
      expect(await count('cart_codes')).toBe(before);
      // Valid today only: fine.
      expect((await enter(cartId, (await code({ validFrom: today, validTo: today })).code)).statusCode).toBe(200);
      const bad = await enter(cartId, '');
      expect(bad.json().error.field).toBe('body.code');
      const noCart = await t.inject({
        method: 'POST',
        url: '/api/booking/cart/codes',
        payload: { cartId: 'AAAAAAAAAAAAAAAAAAAAAAAA', resort: 'val-neige', lang: 'fr', code: 'X' },
      });
      expect(noCart.statusCode).toBe(404);
      expect(noCart.json().error.field).toBe('body.cartId');
    });

    it('adds cumulative codes; a "one per order" code is used alone, both ways', async () => {
      const ten = await code({ percent: 10 });
      const five = await code({ kind: 'amount', amountCents: 500, percent: undefined });
      const solo = await code({ percent: 30, exclusive: true });
      const cartId = await liftCart();
      expect((await enter(cartId, ten.code)).statusCode).toBe(200);
      const both = CartResponse.parse((await enter(cartId, five.code)).json()).cart;
      expect(both.offers?.discount.amount).toBe(1560 + 500);
      expect(both.price.amount).toBe(LIFT_3_DAYS - 2060);
      const refused = await enter(cartId, solo.code);
      expect(refused.json().error).toMatchObject({ field: 'body.code', code: 'offer_not_combinable' });
      expect((await enter(cartId, ten.code)).json().error.code).toBe('exists');

      const other = await liftCart();
      expect((await enter(other, solo.code)).statusCode).toBe(200);
      expect((await enter(other, ten.code)).json().error.code).toBe('offer_not_combinable');
      const shown = await cartOf(other);
      expect(shown.price.amount).toBe(LIFT_3_DAYS - 4680);

      // Taking a code out prices the cart again.
      const id = both.offers?.codes[1]?.id as number;
      const after = await removeCode(cartId, id);
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json().cart.price.amount).toBe(LIFT_3_DAYS - 1560);
      expect((await removeCode(cartId, id)).statusCode).toBe(404);
    });

    it('a code disabled, or used up, after it entered a cart stops the checkout with a 409 naming it; removed, the cart pays full price', async () => {
      const c = await code({ percent: 10 });
      const cartId = await photoCart();
      expect((await enter(cartId, c.code)).statusCode).toBe(200);
      await updateCode(c.id, { code: c.code, kind: 'percent', percent: 10, active: false });
      const shown = await cartOf(cartId);
      expect(shown.offers?.codes[0]).toMatchObject({ status: 'disabled', amount: { amount: 0 } });
      expect(shown.price.amount).toBe(PHOTO);
      const before = await t.state();
      const res = await t.checkout(cartId);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'offer_disabled', field: 'cart.codes' });
      expect(res.json().error.message).toContain(c.code);
      expect(await t.state()).toEqual(before);
      expect((await removeCode(cartId, shown.offers?.codes[0]?.id as number)).statusCode).toBe(200);
      const { order } = await checkoutAndPay(cartId);
      expect(order.total.amount).toBe(PHOTO);
      expect(order.offers).toBeUndefined();
    });

    it('counts a use when the order is paid; an order awaiting payment reserves it: another cart is told the code is used up', async () => {
      const c = await code({ maxUses: 1 });
      const [a, b] = [await photoCart(), await photoCart()];
      expect((await enter(a, c.code)).statusCode).toBe(200);
      expect((await enter(b, c.code)).statusCode).toBe(200);
      const first = await t.checkout(a);
      expect(first.statusCode).toBe(201);
      expect(await uses(c.id)).toBe(0);
      const reserved = PromoCodesResponse.parse((await t.inject({ method: 'GET', url: `${SITE}/promo-codes`, headers })).json());
      expect(reserved.promoCodes.find((p) => p.id === c.id)).toMatchObject({ uses: 0, reserved: 1 });
      // B is told before paying: at checkout, and any other cart when entering it.
      const second = await t.checkout(b);
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toMatchObject({ code: 'offer_used_up', field: 'cart.codes' });
      expect((await enter(await photoCart(), c.code)).json().error.code).toBe('offer_used_up');
      expect((await t.pay(first.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
      expect(await uses(c.id)).toBe(1);
    });

    it('a late payment of an order whose reservation ran out, after the last use went to another order, is given back', async () => {
      const c = await code({ maxUses: 1 });
      const [a, b] = [await photoCart(), await photoCart()];
      await enter(a, c.code);
      await enter(b, c.code);
      const late = await t.checkout(a);
      await t.conn.db.execute(sql`update order_offers set reserved_until = now() - interval '1 minute' where promo_code_id = ${c.id}`);
      await checkoutAndPay(b);
      expect(await uses(c.id)).toBe(1);
      expect((await t.pay(late.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
      const [order] = await rows<{ status: string }>(t.conn.db, sql`select status from orders where number = ${late.json().order.number}`);
      expect(order!.status).toBe('pending_payment');
      expect(t.notifications.at(-1)?.status).toBe(200);
      const [payment] = await rows<{ status: string }>(
        t.conn.db,
        sql`select p.status from payments p join orders o on o.id = p.order_id where o.number = ${late.json().order.number}`,
      );
      expect(payment!.status).toBe('refunded');
      expect(await uses(c.id)).toBe(1);
    });

    // Races need concurrent connections: PostgreSQL only (PGlite is one connection).
    if (kind === 'pg')
      it('N concurrent checkouts with a code of one use: one order gets the discount, the others are told (409)', async () => {
        const c = await code({ percent: 10, maxUses: 1 });
        const carts = await Promise.all(Array.from({ length: 8 }, () => photoCart()));
        for (const cartId of carts) expect((await enter(cartId, c.code)).statusCode).toBe(200);
        const answers = await Promise.all(carts.map((cartId) => t.checkout(cartId)));
        const won = answers.filter((r) => r.statusCode === 201);
        expect(won).toHaveLength(1);
        expect(won[0]!.json().order.total.amount).toBe(PHOTO - 150);
        for (const r of answers.filter((x) => x.statusCode !== 201)) {
          expect(r.statusCode, r.body).toBe(409);
          expect(r.json().error).toMatchObject({ code: 'offer_used_up' });
          expect(r.json().error.message).toContain(c.code);
        }
        expect((await t.pay(won[0]!.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
        expect(await uses(c.id)).toBe(1);
      });

    // Races need concurrent connections: PostgreSQL only (PGlite is one connection).
    if (kind === 'pg')
      it('two orders paying at once for the last use (reservations run out): one is fulfilled, the other given back', async () => {
        const c = await code({ percent: 10, maxUses: 1 });
        const [a, b] = [await photoCart(), await photoCart()];
        await enter(a, c.code);
        await enter(b, c.code);
        const first = await t.checkout(a);
        await t.conn.db.execute(sql`update order_offers set reserved_until = now() - interval '1 minute' where promo_code_id = ${c.id}`);
        const second = await t.checkout(b);
        expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
        await Promise.all([first, second].map((r) => t.pay(r.json().redirectUrl, SANDBOX_CARDS.success)));
        const paid = await rows<{ n: number }>(
          t.conn.db,
          sql`select count(*)::int as n from orders where number in (${first.json().order.number}, ${second.json().order.number}) and status = 'paid'`,
        );
        expect(paid[0]!.n).toBe(1);
        expect(await uses(c.id)).toBe(1);
      });
  });

  // -------------------------------------------------------------------------------------------
  describe('gift vouchers', () => {
    it('bought: made when paid, its code e-mailed once to the buyer, only its hash kept; staff see its last characters', async () => {
      const { code: typed, number, mail } = await buyVoucher('bon-cadeau-50');
      expect(mail.text).toContain('Bon cadeau de 50,00 € pour Léa Martin — code : ');
      expect(mail.html).toContain(typed);
      const key = typed.replaceAll('-', '');
      expect(key).toHaveLength(28);
      const v = await voucherRow(number);
      expect(v).toMatchObject({ balance_cents: 5000, last4: key.slice(-4), code_hash: createHash('sha256').update(key).digest('hex') });
      const dump = await rows<{ j: string }>(t.conn.db, sql`select row_to_json(v)::text as j from gift_vouchers v`);
      expect(dump.some((r) => r.j.includes(key) || r.j.includes(typed))).toBe(false);

      const list = GiftVouchersResponse.parse(
        (await t.inject({ method: 'GET', url: `${SITE}/gift-vouchers?q=${key.slice(-4)}`, headers })).json(),
      );
      expect(list.vouchers[0]).toMatchObject({
        last4: key.slice(-4),
        balance: { amount: 5000 },
        status: 'active',
        orderNumber: number,
        beneficiary: 'Léa Martin',
      });
      // Sent again by staff: the code is not shown again, only its last characters.
      const before = mails.sent.length;
      expect((await t.inject({ method: 'POST', url: `${SITE}/orders/${number}/confirmation`, headers })).statusCode).toBe(200);
      const again = mails.sent.slice(before)[0]!;
      expect(again.text).not.toContain(typed);
      expect(again.text).toContain(`…${key.slice(-4)}`);
    });

    it('redeemed in part: the voucher pays part of the cart, its balance debited when the order is paid', async () => {
      const { code: typed, number } = await buyVoucher('bon-cadeau-50');
      const cartId = await liftCart();
      const { cart } = CartResponse.parse((await enter(cartId, typed.toLowerCase().replaceAll('-', ' '))).json());
      expect(cart.offers).toMatchObject({ vouchers: { amount: 5000 }, discount: { amount: 0 } });
      expect(cart.offers?.codes[0]).toMatchObject({
        kind: 'voucher',
        label: `…${typed.slice(-4)}`,
        status: 'applied',
        balance: { amount: 5000 },
      });
      expect(cart.price.amount).toBe(LIFT_3_DAYS - 5000);
      expect((await voucherRow(number)).balance_cents).toBe(5000);
      const { order } = await checkoutAndPay(cartId);
      expect(order.total.amount).toBe(LIFT_3_DAYS - 5000);
      const v = await voucherRow(number);
      expect(v.balance_cents).toBe(0);
      const detail = GiftVoucherDetail.parse((await t.inject({ method: 'GET', url: `${SITE}/gift-vouchers/${v.id}`, headers })).json());
      expect(detail.voucher.status).toBe('spent');
      expect(detail.history.map((h) => [h.kind, h.amount.amount, h.balance.amount])).toEqual([
        ['issued', 5000, 5000],
        ['redeemed', -5000, 0],
      ]);
      expect(detail.history[1]?.orderNumber).toBe(order.number);
      const mail = mails.sent.find((m) => m.subject.includes(order.number));
      expect(mail?.text).toContain(`Bon cadeau …${typed.slice(-4)} : −50,00 €`);
      expect(mail?.text).toContain('Payé par carte bancaire : 106,00 €');
      // Spent: another cart is told.
      expect((await enter(await photoCart(), typed)).json().error).toMatchObject({ field: 'body.code', code: 'offer_used_up' });
    });

    it('redeemed in full: an order the voucher covers needs no card and is confirmed at once; the rest stays on the voucher', async () => {
      const { code: typed, number } = await buyVoucher('bon-cadeau-100', 'en');
      const cartId = await photoCart();
      expect((await enter(cartId, typed, 'en')).statusCode).toBe(200);
      const res = await t.checkout(cartId, { lang: 'en' });
      expect(res.statusCode, res.body).toBe(201);
      const body = CheckoutResponse.parse(res.json());
      expect(body.redirectUrl).not.toContain('/pay/');
      expect(body.redirectUrl).toContain('executionCode=0000');
      expect(body.order).toMatchObject({ status: 'paid', total: { amount: 0 }, executionCode: '0000' });
      // Paid by a voucher, not a free quotation: the result page thanks for a purchase.
      expect(body.order.hasQuotation).toBe(false);
      expect(body.redirectUrl).not.toContain('hasQuotation');
      expect(body.order.offers?.vouchers.amount).toBe(PHOTO);
      expect((await voucherRow(number)).balance_cents).toBe(10_000 - PHOTO);
      const mail = mails.sent.find((m) => m.subject.includes(body.order.number));
      expect(mail?.text).toContain('Paid by card: €0.00');
      // A gift voucher cannot pay for a gift voucher.
      const gift = (await t.addLine({ productKey: 'bon-cadeau-50', participants: [adult('Tom')] })).cartId;
      expect((await enter(gift, typed)).json().error.code).toBe('offer_not_applicable');
    });

    it('refused when unknown, disabled by staff (audited, carts told at checkout), or expired', async () => {
      const cartId = await photoCart();
      const madeUp = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345';
      expect((await enter(cartId, madeUp)).json().error).toMatchObject({ field: 'body.code', code: 'offer_unknown' });
      const { code: typed, number } = await buyVoucher('bon-cadeau-50');
      expect((await enter(cartId, typed)).statusCode).toBe(200);
      const v = await voucherRow(number);
      const bad = await t.inject({ method: 'POST', url: `${SITE}/gift-vouchers/${v.id}/disable`, headers, payload: { reason: '' } });
      expect(bad.json().error.field).toBe('body.reason');
      const off = await t.inject({ method: 'POST', url: `${SITE}/gift-vouchers/${v.id}/disable`, headers, payload: { reason: 'Fraude' } });
      expect(off.statusCode, off.body).toBe(200);
      expect(GiftVoucherDetail.parse(off.json()).voucher.status).toBe('disabled');
      expect(
        (await t.inject({ method: 'POST', url: `${SITE}/gift-vouchers/${v.id}/disable`, headers, payload: { reason: 'x' } })).statusCode,
      ).toBe(409);
      const [audit] = await rows<{ action: string }>(t.conn.db, sql`select action from audit_log where action = 'gift-voucher.disable'`);
      expect(audit).toBeDefined();
      const res = await t.checkout(cartId);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('offer_disabled');
      const other = await buyVoucher('bon-cadeau-50');
      await t.conn.db.execute(sql`update gift_vouchers set expires_on = '2020-01-01' where id = ${(await voucherRow(other.number)).id}`);
      expect((await enter(await photoCart(), other.code)).json().error.code).toBe('offer_expired');
      expect((await t.inject({ method: 'GET', url: `${SITE}/gift-vouchers/999999`, headers })).statusCode).toBe(404);
    });

    it('a confirmation e-mail that fails withdraws the code; the next one sent gives a new code that works', async () => {
      mails.fail = true;
      const { cartId } = await t.addLine({ productKey: 'bon-cadeau-50', participants: [adult('Léa')] });
      const { order } = await checkoutAndPay(cartId);
      mails.fail = false;
      expect(await voucherRow(order.number)).toMatchObject({ code_hash: null, last4: null, balance_cents: 5000 });
      expect((await t.inject({ method: 'POST', url: `${SITE}/orders/${order.number}/confirmation`, headers })).statusCode).toBe(200);
      const typed = VOUCHER_CODE.exec(mails.sent.at(-1)?.text ?? '')?.[1] as string;
      expect(typed).toBeDefined();
      expect((await enter(await photoCart(), typed)).statusCode).toBe(200);
    });

    it('a refund of an order paid partly by voucher gives the card its part and credits the rest back to the voucher', async () => {
      const { code: typed, number: bought } = await buyVoucher('bon-cadeau-50');
      const cartId = await liftCart();
      await enter(cartId, typed);
      const { order } = await checkoutAndPay(cartId);
      const detail = (await t.inject({ method: 'GET', url: `${SITE}/orders/${order.number}`, headers })).json();
      expect(detail.refundable.amount).toBe(LIFT_3_DAYS);
      expect(detail.offers).toMatchObject({ vouchers: { amount: 5000 }, voucherCreditable: { amount: 5000 } });
      const cancel = (body: object) =>
        t.inject({
          method: 'POST',
          url: `${SITE}/orders/${order.number}/cancellations`,
          headers,
          payload: { reason: 'Annulation', idempotencyKey: newKey(), notify: false, ...body },
        });
      const tooMuch = await cancel({ refundCents: LIFT_3_DAYS + 1 });
      expect(tooMuch.json().error.field).toBe('body.refundCents');
      const res = await cancel({ lineIds: detail.lines.map((l: { id: number }) => l.id), refundCents: LIFT_3_DAYS - 1000 });
      expect(res.statusCode, res.body).toBe(200);
      // The card gets back all it paid (10 600), the voucher the rest (4 000).
      expect(res.json().refund.amount.amount).toBe(LIFT_3_DAYS - 5000);
      expect((await voucherRow(bought)).balance_cents).toBe(4000);
      expect(res.json().order.offers).toMatchObject({ voucherCreditable: { amount: 1000 } });
      expect(res.json().order.refundable.amount).toBe(1000);
      const rest = await cancel({ refundCents: 1000 });
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json().refund).toBeNull();
      expect((await voucherRow(bought)).balance_cents).toBe(5000);
      const history = GiftVoucherDetail.parse(
        (await t.inject({ method: 'GET', url: `${SITE}/gift-vouchers/${(await voucherRow(bought)).id}`, headers })).json(),
      ).history;
      expect(history.map((h) => [h.kind, h.amount.amount])).toEqual([
        ['issued', 5000],
        ['redeemed', -5000],
        ['credited', 4000],
        ['credited', 1000],
      ]);
    });

    it('a refund of an order the voucher paid whole goes back to the voucher (no card)', async () => {
      const { code: typed, number: bought } = await buyVoucher('bon-cadeau-100');
      const cartId = await photoCart();
      await enter(cartId, typed);
      const { order } = await checkoutAndPay(cartId);
      const detail = (await t.inject({ method: 'GET', url: `${SITE}/orders/${order.number}`, headers })).json();
      const res = await t.inject({
        method: 'POST',
        url: `${SITE}/orders/${order.number}/cancellations`,
        headers,
        payload: { lineIds: [detail.lines[0].id], refundCents: PHOTO, reason: 'Annulation', idempotencyKey: newKey(), notify: false },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.status).toBe('cancelled');
      expect((await voucherRow(bought)).balance_cents).toBe(10_000);
    });

    // Races need concurrent connections: PostgreSQL only (PGlite is one connection).
    if (kind === 'pg')
      it('carts spending one voucher at once never overdraw it', async () => {
        const { code: typed, number } = await buyVoucher('bon-cadeau-50');
        const carts = await Promise.all(Array.from({ length: 6 }, () => photoCart()));
        for (const cartId of carts) expect((await enter(cartId, typed)).statusCode).toBe(200);
        const answers = await Promise.all(carts.map((cartId) => t.checkout(cartId)));
        const ok = answers.filter((r) => r.statusCode === 201).map((r) => CheckoutResponse.parse(r.json()));
        for (const r of answers.filter((x) => x.statusCode !== 201)) expect(r.json().error.code).toBe('offer_used_up');
        // 1 500 + 1 500 + 1 500 + 500 from the voucher; the fifth order pays 1 000 by card.
        expect(ok.map((o) => o.order.offers?.vouchers.amount ?? 0).reduce((a, b) => a + b, 0)).toBe(5000);
        await Promise.all(ok.filter((o) => o.redirectUrl.includes('/pay/')).map((o) => t.pay(o.redirectUrl, SANDBOX_CARDS.success)));
        expect((await voucherRow(number)).balance_cents).toBe(0);
        const [sum] = await rows<{ redeemed: number }>(
          t.conn.db,
          sql`select coalesce(-sum(amount_cents), 0)::int as redeemed from gift_voucher_movements m where m.voucher_id = ${(await voucherRow(number)).id} and kind = 'redeemed'`,
        );
        expect(sum!.redeemed).toBe(5000);
      });

    // Races need concurrent connections: PostgreSQL only (PGlite is one connection).
    if (kind === 'pg')
      it('two orders paying at once with one voucher whose reservations ran out: one is fulfilled, the other given back', async () => {
        const { code: typed, number } = await buyVoucher('bon-cadeau-100');
        const [a, b] = [await liftCart(), await liftCart()];
        await enter(a, typed);
        await enter(b, typed);
        const first = await t.checkout(a);
        await t.conn.db.execute(
          sql`update order_offers set reserved_until = now() - interval '1 minute' where voucher_id = ${(await voucherRow(number)).id}`,
        );
        const second = await t.checkout(b);
        expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
        await Promise.all([first, second].map((r) => t.pay(r.json().redirectUrl, SANDBOX_CARDS.success)));
        const v = await voucherRow(number);
        expect(v.balance_cents).toBe(0);
        const paid = await rows<{ n: number }>(
          t.conn.db,
          sql`select count(*)::int as n from orders where number in (${first.json().order.number}, ${second.json().order.number}) and status = 'paid'`,
        );
        expect(paid[0]!.n).toBe(1);
      });
  });

  // -------------------------------------------------------------------------------------------
  describe('in the sales report', () => {
    const today = new Date().toISOString().slice(0, 10);
    async function sales() {
      const res = await t.inject({ method: 'GET', url: `${SITE}/reports/sales?from=${today}&to=${today}&period=season`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return SalesReport.parse(res.json());
    }
    const paidOf = (r: SalesReport, type: string) => r.rows.filter((x) => x.productType === type).reduce((n, x) => n + x.paidCents, 0);

    it('counts what was collected: a lift pass with a 50 % code counts half its price; a gift voucher counts when bought, not again when spent', async () => {
      const before = await sales();
      const half = await code({ percent: 50, productTypes: ['LIFT'] });
      const pass = await liftCart();
      expect((await enter(pass, half.code)).statusCode).toBe(200);
      await checkoutAndPay(pass);
      const afterPass = await sales();
      expect(paidOf(afterPass, 'LIFT') - paidOf(before, 'LIFT')).toBe(LIFT_3_DAYS / 2);

      // A 50 € voucher bought: 50 € collected. Spent on the 15 € photos: nothing more collected.
      const voucher = await buyVoucher();
      const afterVoucher = await sales();
      expect(paidOf(afterVoucher, 'GENERIC_LINE') - paidOf(afterPass, 'GENERIC_LINE')).toBe(5000);
      const photos = await photoCart();
      expect((await enter(photos, voucher.code)).statusCode).toBe(200);
      const spent = await checkoutAndPay(photos);
      expect(spent.order.total.amount).toBe(0);
      const afterPhotos = await sales();
      expect(paidOf(afterPhotos, 'GENERIC_LINE')).toBe(paidOf(afterVoucher, 'GENERIC_LINE'));
      expect(afterPhotos.totals.participants - afterVoucher.totals.participants).toBe(1);
    });

    it('paid less refunded is what the provider took less what it gave back, to the cent', async () => {
      const r = await sales();
      const [provider] = await rows<{ taken: number; back: number }>(
        t.conn.db,
        sql`select (select coalesce(sum(p.amount_cents), 0)::int from payments p join orders o on o.id = p.order_id
                     where p.status = 'succeeded' and o.paid_at is not null) as taken,
                   (select coalesce(sum(amount_cents), 0)::int from refunds where status in ('succeeded', 'pending')) as back`,
      );
      expect(r.totals.paidCents).toBe(provider!.taken);
      expect(r.totals.refundedCents).toBe(provider!.back);
    });
  });
});
