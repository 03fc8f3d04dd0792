import { CheckoutConflict, CheckoutResponse, OrderResponse } from '@schuss/contracts';
import { orders, rows, sites } from '@schuss/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, testUrls } from '../../test/app';
import { adult, child, contact, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { DEMO_ADMIN, DEMO_EDITOR, type HashCost, seedDemoEditor, upsertUser } from '../auth/service';
import { releaseExpiredHolds } from '../places/service';

const CHEAP: HashCost = { memoryKiB: 64, iterations: 1, parallelism: 1 };
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe.each(drivers)('checkout and orders on %s', (kind) => {
  let t: OrderPlatform;
  beforeAll(async () => {
    t = await orderPlatform(kind);
  });
  afterAll(() => t?.close());

  describe('checkout', () => {
    it('turns the cart into an order awaiting payment, holds its places for the payment and answers the hosted page', async () => {
      const cart = await t.familyCart();
      const before = await t.slot(cart.slotId);
      const res = await t.checkout(cart.cartId, { businessProviderId: 'hotel-des-cimes', referralType: 'payment-link' });
      expect(res.statusCode, res.body).toBe(201);
      const { order, redirectUrl } = CheckoutResponse.parse(res.json());
      expect(order.number).toMatch(/^VN-\d{2}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(order).toMatchObject({ status: 'pending_payment', lang: 'fr', cartId: cart.cartId, hasQuotation: false, paidAt: null });
      expect(order.executionCode).toBeNull();
      expect(order.total).toEqual({ amount: cart.total, currency: 'EUR' });
      expect(order.total.amount).toBe(2 * 20500 + 15600);
      expect(Object.keys(order.orders).sort()).toEqual(['ESF', 'LIFT']);
      expect(order.orders.ESF?.inscriptions.map((i) => i.participant.firstName)).toEqual(['Léa', 'Tom']);
      expect(order.contact).toEqual({ firstName: 'Anne', lastName: 'Martin', email: 'anne.martin@example.com' });
      const m = /^http:\/\/localhost:4999\/pay\/([A-Za-z0-9_-]{22,})$/.exec(redirectUrl);
      expect(m, redirectUrl).not.toBeNull();

      const [stored] = await t.conn.db.select().from(orders).where(eq(orders.number, order.number));
      expect(stored).toMatchObject({
        businessProviderId: 'hotel-des-cimes',
        referralType: 'payment-link',
        site: 'val-neige',
        totalCents: cart.total,
      });
      expect(stored!.contact.address).toEqual(contact.address);
      const [payment] = await rows<{ id: string; amount_cents: number; status: string; expires_at: Date }>(
        t.conn.db,
        sql`select id, amount_cents, status, expires_at from payments where order_id = ${stored!.id}`,
      );
      expect(payment).toMatchObject({ id: m![1], amount_cents: cart.total, status: 'created' });
      // Places stay held (not re-counted) for the whole payment window.
      expect(await t.slot(cart.slotId)).toEqual(before);
      const [hold] = await rows<{ minutes: number }>(
        t.conn.db,
        sql`select extract(epoch from hold_expires_at - now()) / 60 as minutes from cart_lines where id = ${cart.lessonLine}`,
      );
      expect(Number(hold!.minutes)).toBeGreaterThan(30);
    });

    it('reads the order of a cart in either language; 404 for a cart without order', async () => {
      const cart = await t.familyCart();
      const number = (await t.checkout(cart.cartId)).json().order.number;
      const fr = OrderResponse.parse((await t.byCart(cart.cartId)).json()).order;
      expect(fr).toMatchObject({ number, status: 'pending_payment' });
      expect(fr.orders.LIFT?.inscriptions[0]).toMatchObject({ product: { name: 'Forfait Val-Neige' } });
      const en = await t.byCart(cart.cartId, 'en');
      expect(en.headers['cache-control']).toBe('no-store');
      expect(OrderResponse.parse(en.json()).order.orders.LIFT?.inscriptions[0]).toMatchObject({ product: { name: 'Val-Neige lift pass' } });
      const other = await t.addLine({ productKey: 'photo-souvenir', participants: [adult('Zoé')] });
      const none = await t.byCart(other.cartId);
      expect(none.statusCode).toBe(404);
      expect(none.json().error.field).toBe('query.cartId');
    });

    it('a second checkout of the cart updates its pending order (same number) and replaces its payment', async () => {
      const cart = await t.familyCart();
      const first = (await t.checkout(cart.cartId)).json();
      await t.addLine({ cartId: cart.cartId, productKey: 'photo-souvenir', participants: [adult('Anne')] });
      const second = await t.checkout(cart.cartId, { lang: 'en', contact: { ...contact, firstName: 'Annie' } });
      expect(second.statusCode, second.body).toBe(201);
      const body = CheckoutResponse.parse(second.json());
      expect(body.order.number).toBe(first.order.number);
      expect(body.order.total.amount).toBe(cart.total + 1500);
      expect(body.order).toMatchObject({ lang: 'en', contact: { firstName: 'Annie' } });
      expect(body.redirectUrl).not.toBe(first.redirectUrl);
      const list = await rows<{ status: string; n: number }>(
        t.conn.db,
        sql`select p.status, count(*)::int as n from payments p join orders o on o.id = p.order_id
             where o.number = ${first.order.number} group by p.status order by p.status`,
      );
      expect(list).toEqual([
        { status: 'created', n: 1 },
        { status: 'superseded', n: 1 },
      ]);
      const [n] = await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from orders where number = ${first.order.number}`);
      expect(n!.n).toBe(1);
    });

    it('ignores every price or total sent by the client', async () => {
      const cart = await t.familyCart();
      const res = await t.checkout(cart.cartId, {
        total: { amount: 1, currency: 'EUR' },
        price: 1,
        amount: 1,
        totalCents: 1,
        orders: { ESF: { price: { amount: 1, currency: 'EUR' } } },
        status: 'paid',
        hasQuotation: true,
        contact: { ...contact, price: 1 },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { order } = res.json();
      expect(order.total.amount).toBe(cart.total);
      expect(order.status).toBe('pending_payment');
      expect(order.hasQuotation).toBe(false);
      const [p] = await rows<{ amount_cents: number }>(
        t.conn.db,
        sql`select p.amount_cents from payments p join orders o on o.id = p.order_id where o.number = ${order.number}`,
      );
      expect(p!.amount_cents).toBe(cart.total);
    });

    it('charges the price a line was added at, even when the catalogue price changed since', async () => {
      const cart = await t.addLine({ productKey: 'photo-souvenir', participants: [adult('Zoé')] });
      await t.conn.db.execute(sql`update products set pricing = '{"rule":"flat","cents":1900}'::jsonb where key = 'photo-souvenir'`);
      try {
        const res = await t.checkout(cart.cartId);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().order.total.amount).toBe(1500);
      } finally {
        await t.conn.db.execute(sql`update products set pricing = '{"rule":"flat","cents":1500}'::jsonb where key = 'photo-souvenir'`);
      }
    });
  });

  describe('lines that became unavailable: 409 naming them, nothing created', () => {
    it('a lift pass whose first day has passed', async () => {
      const cart = await t.familyCart();
      await t.conn.db.execute(sql`update cart_lines set start_date = ${yesterday()} where id = ${cart.liftLine}`);
      const before = await t.state();
      const res = await t.checkout(cart.cartId);
      expect(res.statusCode, res.body).toBe(409);
      const body = CheckoutConflict.parse(res.json());
      expect(body.error).toMatchObject({ field: 'cart', code: 'unavailable' });
      expect(body.error.lines).toEqual([{ lineId: cart.liftLine, name: 'Forfait Val-Neige', reason: 'Cette date est passée.' }]);
      expect(await t.state()).toEqual(before);
    });

    it('a lesson whose slot is now in the past (in English)', async () => {
      const cart = await t.familyCart();
      await t.conn.db.execute(sql`update slots set starts_on = '2020-01-05', ends_on = '2020-01-10' where id = ${cart.slotId}`);
      const before = await t.state();
      const res = await t.checkout(cart.cartId, { lang: 'en' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.lines).toEqual([
        { lineId: cart.lessonLine, name: "Children's group lesson — Flocon (snowflake)", reason: 'This date has passed.' },
      ]);
      expect(await t.state()).toEqual(before);
    });

    it('a lesson whose places were released and taken by others meanwhile; taken again when they remain', async () => {
      const cart = await t.familyCart(4);
      // The hold ran out and was released (places no longer counted), and other visitors filled the slot.
      await t.conn.db.execute(sql`update cart_lines set hold_expires_at = now() - interval '1 minute' where id = ${cart.lessonLine}`);
      await releaseExpiredHolds(t.conn.db);
      const others = [await t.takenByOthers(cart.slotId, 2), await t.takenByOthers(cart.slotId, 2)];
      const before = await t.state();
      const res = await t.checkout(cart.cartId);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.lines).toEqual([
        { lineId: cart.lessonLine, name: 'Cours collectif enfants — Flocon', reason: "Il n'y a plus assez de places sur ce créneau." },
      ]);
      expect(await t.state()).toEqual(before);
      // Two places free again (one of the others removed their line): checkout takes them.
      await t.removeLine(others[0]!.cartId, others[0]!.lineId);
      const ok = await t.checkout(cart.cartId);
      expect(ok.statusCode, ok.body).toBe(201);
      // The two children's places and the other visitor's two.
      expect(await t.slot(cart.slotId)).toMatchObject({ held: 4, sold: 0 });
    });

    it('a hold past its expiry but not released yet is kept for the payment', async () => {
      const cart = await t.familyCart();
      await t.conn.db.execute(sql`update cart_lines set hold_expires_at = now() - interval '1 minute' where id = ${cart.lessonLine}`);
      const res = await t.checkout(cart.cartId);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().order.total.amount).toBe(cart.total);
      expect(await t.slot(cart.slotId)).toMatchObject({ held: 2, sold: 0 });
    });
  });

  describe('bad input answers 4xx naming the field and writes nothing', () => {
    let cartId = '';
    beforeAll(async () => {
      cartId = (await t.familyCart()).cartId;
    });
    const c = (over: object) => ({ contact: { ...contact, ...over } });
    const a = (over: object) => ({ contact: { ...contact, address: { ...contact.address, ...over } } });
    it.each([
      ['missing first name', () => c({ firstName: '  ' }), 400, 'body.contact.firstName'],
      ['bad e-mail', () => c({ email: 'anne@' }), 400, 'body.contact.email'],
      ['bad phone', () => c({ phone: 'call me' }), 400, 'body.contact.phone'],
      ['missing address line', () => a({ line1: '' }), 400, 'body.contact.address.line1'],
      ['bad postal code', () => a({ postalCode: '7' }), 400, 'body.contact.address.postalCode'],
      ['country not a code', () => a({ country: 'France' }), 400, 'body.contact.address.country'],
      ['terms not accepted', () => ({ acceptTerms: false }), 400, 'body.acceptTerms'],
      ['no contact', () => ({ contact: undefined }), 400, 'body.contact'],
      ['bad language', () => ({ lang: 'french' }), 400, 'body.lang'],
      ['language the site lacks', () => ({ lang: 'de' }), 400, 'body.lang'],
      ['malformed cart id', () => ({ cartId: "'; drop table orders; --" }), 400, 'body.cartId'],
      ['unknown resort', () => ({ resort: 'nowhere' }), 404, 'body.resort'],
      ['a guessed cart id', () => ({ cartId: 'A'.repeat(24) }), 404, 'body.cartId'],
    ] as const)('%s', async (_name, over, status, field) => {
      const before = await t.state();
      const res = await t.checkout(cartId, over());
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.field).toBe(field);
      expect(await t.state()).toEqual(before);
    });

    it('an empty cart is a 400 naming the cart', async () => {
      const cart = await t.addLine({ productKey: 'photo-souvenir', participants: [adult('Zoé')] });
      await t.inject({ method: 'DELETE', url: `/api/booking/cart/lines/${cart.line.id}?cartId=${cart.cartId}` });
      const before = await t.state();
      const res = await t.checkout(cart.cartId);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ field: 'body.cartId', code: 'empty_cart' });
      expect(await t.state()).toEqual(before);
    });

    it('the cart id of another resort answers as an unknown one, and leaks nothing', async () => {
      const [other] = await rows<{ cart_id: string }>(
        t.conn.db,
        sql`insert into carts (cart_id, resort, lang) values ('OtherResortCart0123456789', 'autre-station', 'fr') returning cart_id`,
      );
      const res = await t.checkout(other!.cart_id);
      expect(res.statusCode).toBe(404);
      const guessed = await t.checkout('B'.repeat(24));
      expect(res.json()).toEqual(guessed.json());
    });
  });

  describe('retry', () => {
    const retry = (cartId: string, lang = 'fr') => t.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId, lang } });

    it('opens a new payment for the pending order; 404 when the cart has none', async () => {
      const cart = await t.familyCart();
      const first = (await t.checkout(cart.cartId)).json();
      const res = await retry(cart.cartId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().redirectUrl).toMatch(/^http:\/\/localhost:4999\/pay\/[A-Za-z0-9_-]{22,}$/);
      expect(res.json().redirectUrl).not.toBe(first.redirectUrl);
      const [old] = await rows<{ status: string }>(
        t.conn.db,
        sql`select status from payments where id = ${first.redirectUrl.split('/pay/')[1]}`,
      );
      expect(old!.status).toBe('superseded');
      const none = await t.addLine({ productKey: 'photo-souvenir', participants: [adult('Zoé')] });
      const missing = await retry(none.cartId);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.field).toBe('body.cartId');
      expect((await retry('C'.repeat(24))).statusCode).toBe(404);
      expect((await retry('nope')).statusCode).toBe(400);
    });

    it('takes again the places of a line released while the visitor was away, or answers 409 when they are gone', async () => {
      const cart = await t.familyCart(3);
      const number = (await t.checkout(cart.cartId)).json().order.number;
      const expireAndSweep = async () => {
        await t.conn.db.execute(sql`update cart_lines set hold_expires_at = now() - interval '1 minute' where id = ${cart.lessonLine}`);
        const [o] = await t.conn.db.select().from(orders).where(eq(orders.number, number));
        const items = o!.items.map((i) =>
          i.lineId === cart.lessonLine ? { ...i, holdExpiresAt: new Date(Date.now() - 60_000).toISOString() } : i,
        );
        await t.conn.db.update(orders).set({ items }).where(eq(orders.number, number));
        // The every-minute holds.expire job (modules/jobs) releases expired holds: the line leaves the cart.
        await releaseExpiredHolds(t.conn.db);
      };
      await expireAndSweep();
      expect(await t.slot(cart.slotId)).toMatchObject({ held: 0 });
      // Someone took 2 of the 3 places: not enough for the two children.
      const other = await t.takenByOthers(cart.slotId, 2);
      const before = await t.state();
      const full = await retry(cart.cartId);
      expect(full.statusCode, full.body).toBe(409);
      expect(full.json().error.lines).toEqual([
        expect.objectContaining({ lineId: cart.lessonLine, name: 'Cours collectif enfants — Flocon' }),
      ]);
      expect(await t.state()).toEqual(before);
      // They gave them back: the retry puts the line back with a new hold.
      await t.removeLine(other.cartId, other.lineId);
      const ok = await retry(cart.cartId, 'en');
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await t.slot(cart.slotId)).toMatchObject({ held: 2, sold: 0 });
      const order = OrderResponse.parse((await t.byCart(cart.cartId, 'en')).json()).order;
      expect(order.total.amount).toBe(cart.total);
      expect(order.lang).toBe('en');
      expect(order.orders.ESF?.inscriptions).toHaveLength(2);
    });
  });

  describe('zero total: a quotation already settled', () => {
    it('is fulfilled at once, without payment, and lands on the result page with hasQuotation=1', async () => {
      await t.conn.db.execute(sql`
        insert into products (resort, merchant_id, key, type, name, description, pricing)
        select 'val-neige', id, 'devis-regle', 'GENERIC_LINE', '{"fr":"Devis réglé","en":"Settled quotation"}'::jsonb,
               '{"fr":"Devis déjà réglé auprès de l''école","en":"Quotation already paid to the school"}'::jsonb,
               '{"rule":"flat","cents":0}'::jsonb
          from merchants where key = 'ecole' and resort = 'val-neige'
        on conflict do nothing`);
      for (const [lang, path] of [
        ['fr', '/resultat-achat/'],
        ['en', '/en/purchase-result/'],
      ] as const) {
        const cart = await t.addLine({ productKey: 'devis-regle', participants: [adult('Zoé')] });
        const before = await t.state();
        const res = await t.checkout(cart.cartId, { lang });
        expect(res.statusCode, res.body).toBe(201);
        const { order, redirectUrl } = CheckoutResponse.parse(res.json());
        expect(redirectUrl).toBe(`${testUrls.siteUrl}${path}?cartId=${cart.cartId}&executionCode=0000&hasQuotation=1`);
        expect(order).toMatchObject({ status: 'paid', hasQuotation: true, executionCode: '0000', total: { amount: 0, currency: 'EUR' } });
        expect(order.paidAt).not.toBeNull();
        const after = await t.state();
        expect(after).toMatchObject({
          payments: before.payments,
          paid: before.paid + 1,
          closed: before.closed + 1,
          mails: before.mails + 1,
        });
        expect(t.mails()).toContain(`${order.number}.eml`);
        // The cart is closed: a new add starts a new cart.
        const next = await t.addLine({ cartId: cart.cartId, productKey: 'photo-souvenir', participants: [adult('Zoé')] });
        expect(next.cartId).not.toBe(cart.cartId);
        expect((await t.checkout(cart.cartId)).statusCode).toBe(404);
      }
    });
  });

  describe('staff find the orders of their site', () => {
    let ip = 0;
    const login = async (email: string, password: string) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { site: 'val-neige', email, password },
        remoteAddress: `10.7.${kind === 'pg' ? 1 : 2}.${++ip}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().token as string;
    };
    const list = (token: string | undefined, qs = 'site=val-neige') =>
      t.inject({ method: 'GET', url: `/api/admin/orders?${qs}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

    it('lists orders with number, status, total, contact and dates for staff and admins; refuses editors and strangers', async () => {
      const [site] = await t.conn.db.select().from(sites).where(eq(sites.key, 'val-neige'));
      await seedDemoEditor(t.conn.db, site!.id, CHEAP);
      await upsertUser(t.conn.db, {
        email: 'staff@val-neige.test',
        name: 'Staff',
        password: 'staff password 123',
        siteId: site!.id,
        role: 'staff',
        cost: CHEAP,
      });
      const staff = await login('staff@val-neige.test', 'staff password 123');
      const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const editor = await login(DEMO_EDITOR.email, DEMO_EDITOR.password);

      const cart = await t.familyCart();
      const number = (await t.checkout(cart.cartId, { businessProviderId: 'bp-42' })).json().order.number;
      const res = await list(staff);
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json().orders.find((o: { number: string }) => o.number === number);
      expect(found).toMatchObject({
        number,
        status: 'pending_payment',
        total: { amount: cart.total, currency: 'EUR' },
        contact: { ...contact },
        items: 3,
        businessProviderId: 'bp-42',
        paidAt: null,
      });
      expect(res.json().orders[0].number).toBe(number);
      expect((await list(admin)).statusCode).toBe(200);
      const paidOnly = await list(admin, 'site=val-neige&status=paid');
      expect(paidOnly.json().orders.every((o: { status: string }) => o.status === 'paid')).toBe(true);
      expect((await list(editor)).statusCode).toBe(403);
      expect((await list(undefined)).statusCode).toBe(401);
      expect((await list(staff, 'site=autre-site')).statusCode).toBe(403);
      expect((await list(staff, 'site=val-neige&status=lost')).statusCode).toBe(400);
    });
  });

  it('dates of the test week are ahead', () => {
    expect(weekStart > plusDays(new Date().toISOString().slice(0, 10), 300)).toBe(true);
    expect(child('A').birthDate < weekStart).toBe(true);
  });
});
