import { readFileSync } from 'node:fs';
import {
  BackofficeFiltersResponse,
  BackofficeOrder,
  BackofficeOrdersQuery,
  BackofficeOrdersResponse,
  ErrorCode,
  SANDBOX_CARDS,
} from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, bearer, DEMO_STAFF, seedTestAccounts } from '../../test/accounts';
import { mainDrivers } from '../../test/app';
import { adult, child, contact, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { listOrders } from './orders';

const BASE = '/api/backoffice/sites/val-neige';
const daysAgo = (n: number) => plusDays(todayIso(), -n);

describe.each(mainDrivers)('back office: orders on %s', (kind) => {
  let t: OrderPlatform;
  let token: string;
  /** Orders placed through the shop: their numbers and totals by the customer's first name. */
  const placed: Record<string, { number: string; total: number }> = {};

  const get = (path: string) => t.inject({ method: 'GET', url: `${BASE}${path}`, headers: bearer(token) });
  const list = async (query: string) => {
    const res = await get(`/orders?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return BackofficeOrdersResponse.parse(res.json());
  };
  const found = async (query: string) => (await list(query)).rows.map((r) => r.firstName).sort();

  /** Checks a cart out with a contact, and pays it with a card when given. */
  async function place(name: string, cartId: string, who: object, card?: string, over: object = {}) {
    const res = await t.checkout(cartId, { contact: { ...contact, ...who }, ...over });
    expect(res.statusCode, res.body).toBe(201);
    const { order, redirectUrl } = res.json();
    if (card) expect((await t.pay(redirectUrl, card)).statusCode).toBe(303);
    placed[name] = { number: order.number, total: order.total.amount };
    return order.number as string;
  }

  beforeAll(async () => {
    t = await orderPlatform(kind);
    await seedTestAccounts(t.conn.db);
    token = await apiLogin(() => t.app, '10.13.1')(DEMO_STAFF.site, DEMO_STAFF.email, DEMO_STAFF.password);

    // Anne: a lesson for two children and a lift pass, through a hotel's payment link, paid.
    const family = await t.familyCart();
    await place('Anne', family.cartId, {}, SANDBOX_CARDS.success, { businessProviderId: 'hotel-des-cimes', referralType: 'payment-link' });
    // Bruno: a lift pass, paid, two days ago.
    const lift = await t.addLine({ productKey: 'forfait-val-neige', startDate: weekStart, days: 6, participants: [adult('Bruno')] });
    await place(
      'Bruno',
      lift.cartId,
      { firstName: 'Bruno', lastName: 'Dupont', email: 'bruno@example.org', phone: '06 98 76 54 32' },
      SANDBOX_CARDS.success,
    );
    await t.conn.db.execute(sql`update orders set created_at = created_at - interval '2 days',
      paid_at = paid_at - interval '2 days' where number = ${placed.Bruno?.number}`);
    // Chloé: photos, not paid yet; a Swiss phone number.
    const photo = await t.addLine({ productKey: 'photo-souvenir', participants: [adult('Chloé')] });
    await place('Chloé', photo.cartId, { firstName: 'Chloé', lastName: 'Durand', email: 'chloe@example.net', phone: '+41 79 123 45 67' });
    // Martine: a lesson, her card refused.
    const slotId = await t.makeSlot('cours-enfants-ourson', weekStart, plusDays(weekStart, 5), 8);
    const lesson = await t.addLine({ productKey: 'cours-enfants-ourson', slotId, participants: [child('Jules', 6)] });
    await place(
      'Martine',
      lesson.cartId,
      { firstName: 'Martine', lastName: 'Lefèvre', email: 'martine.lefevre@example.com', phone: '+33 4 79 00 11 22' },
      SANDBOX_CARDS.refused,
    );
    // Another site's order (same resort): never shown to this site's staff.
    const other = await t.addLine({ productKey: 'photo-souvenir', participants: [adult('Zoé')] });
    await place('Zoé', other.cartId, { firstName: 'Zoé', lastName: 'Martin', email: 'zoe@example.com' });
    await t.conn.db.execute(sql`update orders set site = 'autre-site' where number = ${placed.Zoé?.number}`);
  });
  afterAll(() => t?.close());

  it('refuses a visitor: the list needs a staff session', async () => {
    const res = await t.inject({ method: 'GET', url: `${BASE}/orders` });
    expect(res.statusCode).toBe(401);
  });

  it('lists the site’s orders newest first, with their product types, and how many there are', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(page.rows.map((r) => r.firstName)).toEqual(['Martine', 'Chloé', 'Anne', 'Bruno']);
    const anne = page.rows.find((r) => r.firstName === 'Anne');
    expect(anne).toMatchObject({
      number: placed.Anne?.number,
      status: 'paid',
      lastName: 'Martin',
      email: 'anne.martin@example.com',
      total: { amount: placed.Anne?.total, currency: 'EUR' },
      refunded: { amount: 0, currency: 'EUR' },
      types: ['ESF', 'LIFT'],
      businessProviderId: 'hotel-des-cimes',
      referralType: 'payment-link',
      executionCode: '0000',
    });
    expect(anne?.paidAt).not.toBeNull();
    expect(page.rows.find((r) => r.firstName === 'Martine')).toMatchObject({
      status: 'pending_payment',
      executionCode: '4001',
      paidAt: null,
    });
  });

  describe('search', () => {
    it('by order number or its start, in any case', async () => {
      const number = placed.Anne?.number as string;
      expect(await found(`q=${number}`)).toEqual(['Anne']);
      expect(await found(`q=${number.toLowerCase()}`)).toEqual(['Anne']);
      expect(await found(`q=${number.slice(0, -5)}`)).toContain('Anne');
      expect(await found('q=vn-')).toEqual(['Anne', 'Bruno', 'Chloé', 'Martine']);
    });

    it('by e-mail, exactly, in any case', async () => {
      expect(await found(`q=${encodeURIComponent('Bruno@Example.ORG')}`)).toEqual(['Bruno']);
      expect(await found(`q=${encodeURIComponent('bruno@example')}`)).toEqual([]);
    });

    it('by phone, written any way: with or without the country code, spaces, dots', async () => {
      expect(await found('q=0612345678')).toEqual(['Anne']);
      expect(await found(`q=${encodeURIComponent('+33 6 12 34 56 78')}`)).toEqual(['Anne']);
      expect(await found('q=06.98.76.54.32')).toEqual(['Bruno']);
      expect(await found(`q=${encodeURIComponent('0041 79 123 45 67')}`)).toEqual(['Chloé']);
      // A short number matches the start of the digits.
      expect(await found('q=069876')).toEqual(['Bruno']);
    });

    it('by first or last name (or its start), and by "first last"', async () => {
      expect(await found('q=mart')).toEqual(['Anne', 'Martine']);
      expect(await found('q=DUP')).toEqual(['Bruno']);
      expect(await found(`q=${encodeURIComponent('lefè')}`)).toEqual(['Martine']);
      expect(await found(`q=${encodeURIComponent('chloé')}`)).toEqual(['Chloé']);
      expect(await found(`q=${encodeURIComponent('Anne Martin')}`)).toEqual(['Anne']);
      expect(await found(`q=${encodeURIComponent('durand chl')}`)).toEqual(['Chloé']);
      // LIKE's wildcards are plain characters.
      expect(await found('q=%25')).toEqual([]);
      expect(await found('q=_')).toEqual([]);
    });

    it('never finds another site’s orders', async () => {
      expect(await found('q=zo')).toEqual([]);
      expect(await found(`q=${placed.Zoé?.number}`)).toEqual([]);
    });
  });

  describe('filters', () => {
    it('by status', async () => {
      expect(await found('status=paid')).toEqual(['Anne', 'Bruno']);
      expect(await found('status=pending_payment')).toEqual(['Chloé', 'Martine']);
      expect(await found('status=refunded')).toEqual([]);
    });

    it('by the day created (from, to: inclusive days)', async () => {
      expect(await found(`from=${todayIso()}`)).toEqual(['Anne', 'Chloé', 'Martine']);
      expect(await found(`to=${daysAgo(1)}`)).toEqual(['Bruno']);
      expect(await found(`from=${daysAgo(2)}&to=${daysAgo(2)}`)).toEqual(['Bruno']);
    });

    it('by product type and merchant of a line (one line must match both)', async () => {
      expect(await found('type=ESF')).toEqual(['Anne', 'Martine']);
      expect(await found('type=LIFT')).toEqual(['Anne', 'Bruno']);
      expect(await found('merchant=remontees')).toEqual(['Anne', 'Bruno']);
      expect(await found('merchant=ecole')).toEqual(['Anne', 'Chloé', 'Martine']);
      expect(await found('type=GENERIC_LINE&merchant=ecole')).toEqual(['Chloé']);
      expect(await found('type=LIFT&merchant=ecole')).toEqual([]);
    });

    it('by business provider and referral type, combined with the search', async () => {
      expect(await found('provider=hotel-des-cimes')).toEqual(['Anne']);
      expect(await found('referral=payment-link')).toEqual(['Anne']);
      expect(await found('provider=hotel-des-cimes&q=mart')).toEqual(['Anne']);
      expect(await found('provider=unknown')).toEqual([]);
    });

    it('offers the resort’s merchants and types, and the providers and referral types seen', async () => {
      const res = await get('/filters');
      expect(res.statusCode, res.body).toBe(200);
      const f = BackofficeFiltersResponse.parse(res.json());
      expect(f.merchants).toContainEqual({ key: 'remontees', name: 'Remontées mécaniques de Val-Neige' });
      expect(f.providers).toEqual(['hotel-des-cimes']);
      expect(f.referralTypes).toEqual(['payment-link']);
      expect(f.types.slice(0, 3)).toEqual(['ESF', 'ESF_CUSTOM', 'LIFT']);
    });
  });

  describe('sort and pages', () => {
    it('sorts by total, name, number and payment day, either way', async () => {
      const totals = (await list('sort=total&dir=asc')).rows.map((r) => r.total.amount);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect((await list('sort=total&dir=desc')).rows.map((r) => r.total.amount)).toEqual([...totals].reverse());
      expect((await list('sort=lastName&dir=asc')).rows.map((r) => r.lastName)).toEqual(['Dupont', 'Durand', 'Lefèvre', 'Martin']);
      const numbers = (await list('sort=number&dir=asc')).rows.map((r) => r.number);
      expect(numbers).toEqual([...numbers].sort());
      // Unpaid orders come last whichever the direction.
      expect((await list('sort=paidAt&dir=desc')).rows.map((r) => r.firstName).slice(0, 2)).toEqual(['Anne', 'Bruno']);
      expect((await list('sort=paidAt&dir=asc')).rows.map((r) => r.firstName).slice(0, 2)).toEqual(['Bruno', 'Anne']);
    });

    it('pages without overlap, the total counting every page', async () => {
      const all = (await list('sort=total&dir=asc')).rows.map((r) => r.number);
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(await list(`sort=total&dir=asc&pageSize=2&page=${page}`));
      expect(pages.map((p) => p.total)).toEqual([4, 4, 4]);
      expect(pages.map((p) => p.totalCapped)).toEqual([false, false, false]);
      expect(pages.flatMap((p) => p.rows.map((r) => r.number))).toEqual(all);
      expect(pages[2]?.rows).toEqual([]);
    });

    it('refuses an unknown sort or a page too large, naming the field', async () => {
      for (const [query, field] of [
        ['sort=price', 'query.sort'],
        ['dir=up', 'query.dir'],
        ['pageSize=500', 'query.pageSize'],
        ['status=lost', 'query.status'],
        ['from=2027-02-30', 'query.from'],
      ]) {
        const res = await get(`/orders?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error).toMatchObject({ field, code: ErrorCode.InvalidInput });
      }
    });
  });

  describe('one order', () => {
    it('shows lines with participants, payments, what was paid and what can be refunded', async () => {
      const res = await get(`/orders/${placed.Anne?.number.toLowerCase()}`);
      expect(res.statusCode, res.body).toBe(200);
      const o = BackofficeOrder.parse(res.json());
      expect(o).toMatchObject({
        number: placed.Anne?.number,
        status: 'paid',
        contact: { firstName: 'Anne', phone: '+33 6 12 34 56 78', address: { city: 'Chambéry' } },
        paid: { amount: placed.Anne?.total },
        refunded: { amount: 0 },
        refundable: { amount: placed.Anne?.total },
        businessProviderId: 'hotel-des-cimes',
      });
      expect(o.lines).toHaveLength(2);
      expect(o.lines[0]).toMatchObject({
        productKey: 'cours-enfants-flocon',
        productType: 'ESF',
        name: 'Cours collectif enfants — Flocon',
        merchant: 'École de ski Val-Neige',
        startDate: weekStart,
        endDate: plusDays(weekStart, 5),
        startTime: '09:15',
        quantity: 2,
        cancelledAt: null,
      });
      expect(o.lines[0]?.participants.map((p) => [p.index, p.firstName, p.price.amount])).toEqual([
        [0, 'Léa', 20500],
        [1, 'Tom', 20500],
      ]);
      expect(o.lines[1]).toMatchObject({ productType: 'LIFT', startDate: weekStart, endDate: plusDays(weekStart, 2), slotId: null });
      expect(o.payments).toHaveLength(1);
      expect(o.payments[0]).toMatchObject({ provider: 'sandbox', status: 'succeeded', executionCode: '0000' });
      expect(o.payments[0]?.transactionId).toBeTruthy();
      expect(o.refunds).toEqual([]);
    });

    it('shows refunds, e-mails and the audit log newest first; refundable never below zero', async () => {
      const number = placed.Bruno?.number as string;
      const total = placed.Bruno?.total as number;
      await t.conn.db.execute(sql`
        with o as (select id from orders where number = ${number}),
             p as (select p.id from payments p join o on o.id = p.order_id where p.status = 'succeeded')
        insert into refunds (id, order_id, payment_id, amount_cents, status, reason, line_ids, idempotency_key, user_label)
        select 'rf_test_1', o.id, p.id, 1000, 'succeeded', 'Geste commercial', '[]', 'key-0000000000000001', 'Staff <staff@val-neige.test>'
        from o, p`);
      await t.conn.db.execute(sql`update orders set refunded_cents = ${total + 500} where number = ${number}`);
      await t.conn.db.execute(sql`
        insert into audit_log (site, order_id, user_label, action, subject, before, after, at)
        select 'val-neige', id, 'Staff <staff@val-neige.test>', a.action, 'refund', null, ${JSON.stringify({ cents: 1000 })}::jsonb, a.at
        from orders, (values ('order.refund', now() - interval '1 hour'), ('order.resend-confirmation', now())) as a(action, at)
        where number = ${number}`);
      await t.conn.db.execute(sql`insert into order_emails (order_id, kind, "to", subject, status)
        select id, 'confirmation', 'bruno@example.org', 'Votre commande', 'sent' from orders where number = ${number}`);

      const o = BackofficeOrder.parse((await get(`/orders/${number}`)).json());
      expect(o.refunds).toEqual([
        expect.objectContaining({
          id: 'rf_test_1',
          amount: { amount: 1000, currency: 'EUR' },
          status: 'succeeded',
          by: 'Staff <staff@val-neige.test>',
        }),
      ]);
      expect(o.refundable.amount).toBe(0);
      expect(o.audit.map((a) => a.action)).toEqual(['order.resend-confirmation', 'order.refund']);
      expect(o.audit[1]).toMatchObject({ by: 'Staff <staff@val-neige.test>', after: { cents: 1000 }, before: null });
      expect(o.emails.at(-1)).toMatchObject({ kind: 'confirmation', to: 'bruno@example.org', subject: 'Votre commande', status: 'sent' });
      expect(o.lines[0]).toMatchObject({ name: 'Forfait Val-Neige', merchant: 'Remontées mécaniques de Val-Neige' });
      // The refund written above by hand is not the ledger's: taken back, so the money adds up again.
      await t.conn.db.execute(sql`delete from refunds where id = 'rf_test_1'`);
      await t.conn.db.execute(sql`update orders set refunded_cents = 0 where number = ${number}`);
    });

    it('404 naming params.number for an unknown number or another site’s order', async () => {
      for (const number of ['VN-00-0000-0000', placed.Zoé?.number]) {
        const res = await get(`/orders/${number}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toMatchObject({ field: 'params.number', code: ErrorCode.NotFound });
      }
    });
  });

  describe('counted up to a cap', () => {
    const direct = (query: object, cap: number) => listOrders(t.conn.db, 'val-neige', BackofficeOrdersQuery.parse(query), cap);

    it('stops counting past the cap: total is the cap, totalCapped true, and every page still comes', async () => {
      expect(await direct({}, 4)).toMatchObject({ total: 4, totalCapped: false });
      const capped = await direct({}, 2);
      expect(capped).toMatchObject({ total: 2, totalCapped: true });
      expect(capped.rows).toHaveLength(4);
      // Past the counted pages: the page is read all the same.
      const last = await direct({ sort: 'total', dir: 'asc', pageSize: 1, page: 4 }, 2);
      expect(last).toMatchObject({ total: 2, totalCapped: true });
      expect(last.rows.map((r) => r.number)).toEqual([(await list('sort=total&dir=asc')).rows[3]?.number]);
      expect(await direct({ sort: 'total', dir: 'asc', pageSize: 1, page: 5 }, 2)).toMatchObject({ rows: [] });
      expect(await direct({ type: 'ESF' }, 1)).toMatchObject({ total: 1, totalCapped: true });
      expect(await direct({ type: 'ESF' }, 2)).toMatchObject({ total: 2, totalCapped: false });
    });
  });

  describe('what the order sold, kept on it (migration 0010)', () => {
    /** Orders whose participants, product types or merchants differ from what their lines say. */
    const drifted = () =>
      rows<{ number: string }>(
        t.conn.db,
        sql`select o.number from orders o
            left join (select order_id, sum(quantity)::int as participants,
                              array_agg(distinct product_type order by product_type) as types,
                              array_agg(distinct merchant_id order by merchant_id) as merchants
                       from order_lines group by order_id) s on s.order_id = o.id
            where o.participants <> coalesce(s.participants, 0) or o.product_types <> coalesce(s.types, '{}')
               or o.merchant_ids <> coalesce(s.merchants, '{}')`,
      );
    const summary = async (name: string) => {
      const [o] = await rows<{ participants: number; types: string; merchants: string }>(
        t.conn.db,
        sql`select o.participants, array_to_string(o.product_types, ',') as types,
                   (select string_agg(m.key, ',' order by m.id) from merchants m where m.id = any(o.merchant_ids)) as merchants
            from orders o where o.number = ${placed[name]?.number}`,
      );
      return o;
    };

    it('written with the lines at checkout: participants, product types and merchants', async () => {
      expect(await drifted()).toEqual([]);
      // Anne: a lesson for two children and a lift pass for one adult.
      expect(await summary('Anne')).toMatchObject({ participants: 3, types: 'ESF,LIFT' });
      expect((await summary('Anne'))?.merchants.split(',').sort()).toEqual(['ecole', 'remontees']);
      expect(await summary('Chloé')).toMatchObject({ participants: 1, types: 'GENERIC_LINE', merchants: 'ecole' });
    });

    it('backfilled by the migration for the orders written before it, as writeOrderLines writes them', async () => {
      const migration = readFileSync(new URL('../../../../../packages/db/migrations/0010_order_summary.sql', import.meta.url), 'utf8');
      const backfill = migration.split('--> statement-breakpoint').find((s) => /^\s*UPDATE "orders"/m.test(s));
      expect(backfill).toBeDefined();
      const before = await summary('Anne');
      await t.conn.db.execute(sql`update orders set participants = 0, product_types = '{}', merchant_ids = '{}'`);
      expect((await drifted()).length).toBeGreaterThan(0);
      await t.conn.db.execute(sql.raw(backfill as string));
      expect(await drifted()).toEqual([]);
      expect(await summary('Anne')).toEqual(before);
    });

    it('left as sold when a line is cancelled: the list still finds the order by the type it sold', async () => {
      const [line] = await rows<{ id: number }>(
        t.conn.db,
        sql`select l.id from order_lines l join orders o on o.id = l.order_id
            where o.number = ${placed.Anne?.number} and l.product_type = 'ESF'`,
      );
      const res = await t.inject({
        method: 'POST',
        url: `${BASE}/orders/${placed.Anne?.number}/cancellations`,
        headers: bearer(token),
        payload: { lineIds: [line?.id], refundCents: 0, reason: 'Annulation', idempotencyKey: 'orders-test-cancel-0001' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await summary('Anne')).toMatchObject({ participants: 3, types: 'ESF,LIFT' });
      expect(await found('type=ESF')).toEqual(['Anne', 'Martine']);
    });
  });
});
