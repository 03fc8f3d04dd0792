import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode, ReconciliationReport, SANDBOX_CARDS, SalesReport } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainDrivers } from '../../test/app';
import { adult, type OrderPlatform, orderPlatform } from '../../test/orders';
import { ACCOUNTS, entryLines, FEC_COLUMNS } from './accounting';
import { newKey, staffHeaders } from './staff-fixtures';

const SITE = '/api/backoffice/sites/val-neige';
const BASE = `${SITE}/reports`;
const today = new Date().toISOString().slice(0, 10);
const period = `from=${today}&to=${today}`;
const VOUCHER_CODE = /\b([0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){6})\b/;

/** A CSV file of ours read by a strict parser: BOM, `;`, quotes only where needed, every row as long as the header. */
const strict = (body: string): string[][] =>
  parse(body, { delimiter: ';', bom: true, relax_quotes: false, relax_column_count: false, record_delimiter: '\r\n' });
const cents = (s: string) => {
  expect(s).toMatch(/^\d+,\d{2}$/);
  return Number(s.replace(',', ''));
};

describe.each(mainDrivers)('back office: reconciliation and the accountant’s exports on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  /** The hotel's family order (a lesson and a lift pass, 10 % off), the gift voucher bought, the photos it paid. */
  const family = { number: '', total: 0, liftLineId: 0, paymentId: '' };
  const gift = { number: '', total: 0 };
  let photos = '';

  const get = (url: string) => t.inject({ method: 'GET', url, headers });
  const report = async (query = period) => {
    const res = await get(`${BASE}/reconciliation?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ReconciliationReport.parse(res.json());
  };
  async function buy(cartId: string, over: object = {}) {
    const res = await t.checkout(cartId, over);
    expect(res.statusCode, res.body).toBe(201);
    const { order, redirectUrl } = res.json();
    if ((redirectUrl as string).includes('/pay/')) expect((await t.pay(redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    return order as { number: string; total: { amount: number } };
  }
  const code = (cartId: string, c: string) =>
    t.inject({ method: 'POST', url: '/api/booking/cart/codes', payload: { cartId, resort: 'val-neige', lang: 'fr', code: c } });

  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, `10.28.${kind === 'pg' ? 2 : 1}`);
    const promo = await t.inject({
      method: 'POST',
      url: `${SITE}/promo-codes`,
      headers,
      payload: { code: `RECON${kind.toUpperCase()}`, kind: 'percent', percent: 10 },
    });
    expect(promo.statusCode, promo.body).toBe(201);
    const cart = await t.familyCart();
    expect((await code(cart.cartId, `RECON${kind.toUpperCase()}`)).statusCode).toBe(200);
    const a = await buy(cart.cartId, { businessProviderId: 'hotel-des-cimes', referralType: 'payment-link' });
    const [line] = await rows<{ id: number; payment: string }>(
      t.conn.db,
      sql`select l.id, (select p.id from payments p where p.order_id = o.id and p.status = 'succeeded') as payment
            from order_lines l join orders o on o.id = l.order_id where o.number = ${a.number} and l.product_type = 'LIFT'`,
    );
    Object.assign(family, { number: a.number, total: a.total.amount, liftLineId: line!.id, paymentId: line!.payment });
    // A gift voucher bought, then spent on the souvenir photos (15 €): nothing left for the card to pay.
    const b = await buy((await t.addLine({ productKey: 'bon-cadeau-50', participants: [adult('Paul')] })).cartId);
    Object.assign(gift, { number: b.number, total: b.total.amount });
    const mail = t.mails().find((f) => f.includes(b.number));
    const voucher = VOUCHER_CODE.exec(readFileSync(join(t.mailDir, mail as string), 'utf8'))?.[1] as string;
    const photoCart = (await t.addLine({ productKey: 'photo-souvenir', participants: [adult('Paul')] })).cartId;
    expect((await code(photoCart, voucher)).statusCode).toBe(200);
    photos = (await buy(photoCart)).number;
  });
  afterAll(() => t?.close());

  describe('reconciliation', () => {
    it('a clean demo reconciles: the ledger, the provider and the sales report say the same', async () => {
      const r = await report();
      const taken = family.total + gift.total;
      expect(r).toMatchObject({
        from: today,
        to: today,
        ledger: { inCents: taken, outCents: 0, netCents: taken },
        provider: { inCents: taken, outCents: 0, netCents: taken },
        sales: { inCents: taken, outCents: 0, netCents: taken },
        differences: [],
        differenceCount: 0,
        reconciled: true,
      });
      expect(r.providers).toEqual([{ name: 'sandbox', ledger: r.ledger, provider: r.provider, payments: 2, refunds: 0 }]);
      // A period without money: nothing to reconcile, and it says so.
      expect(await report('from=2026-01-01&to=2026-01-31')).toMatchObject({ providers: [], differenceCount: 0, reconciled: true });
    });

    it('a partial refund reconciles', async () => {
      const res = await t.inject({
        method: 'POST',
        url: `${SITE}/orders/${encodeURIComponent(family.number)}/cancellations`,
        headers,
        payload: {
          reason: 'Forfait non utilisé',
          idempotencyKey: newKey(),
          notify: false,
          lineIds: [family.liftLineId],
          refundCents: 1234,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const r = await report();
      const taken = family.total + gift.total;
      expect(r.reconciled).toBe(true);
      expect(r.ledger).toEqual({ inCents: taken, outCents: 1234, netCents: taken - 1234 });
      expect(r.provider).toEqual(r.ledger);
      expect(r.sales).toEqual(r.ledger);
      expect(r.providers[0]).toMatchObject({ payments: 2, refunds: 1 });
    });

    it('a payment whose ledger entries are missing shows up, with its order, references and amounts', async () => {
      // Ledger entries are never changed, but rows can be deleted: the test takes them away, then puts them back.
      const taken = await rows<Record<string, unknown>>(
        t.conn.db,
        sql`delete from ledger_entries where reference = ${family.paymentId} and kind = 'payment' returning *`,
      );
      expect(taken.length).toBe(2);
      try {
        const r = await report();
        expect(r.reconciled).toBe(false);
        expect(r.differenceCount).toBe(2);
        const [transaction] = await rows<{ id: string }>(
          t.conn.db,
          sql`select transaction_id as id from payments where id = ${family.paymentId}`,
        );
        expect(r.differences).toEqual([
          // The sales report reads the days' sums, which still count the payment.
          expect.objectContaining({
            kind: 'sales_report',
            orderNumber: null,
            ledgerCents: gift.total - 1234,
            comparedCents: r.sales.netCents,
          }),
          {
            kind: 'payment_without_entries',
            orderNumber: family.number,
            provider: 'sandbox',
            reference: family.paymentId,
            providerReference: transaction!.id,
            status: 'succeeded',
            ledgerCents: 0,
            comparedCents: family.total,
            at: expect.stringMatching(new RegExp(`^${today}T`)),
          },
        ]);
        // One line's entry back: the sum for that payment differs.
        await t.conn.db.execute(sql`insert into ledger_entries ${rowsOf([taken[0]!])}`);
        const partly = await report();
        expect(partly.differences.find((d) => d.kind !== 'sales_report')).toMatchObject({
          kind: 'payment_amount',
          orderNumber: family.number,
          ledgerCents: Number(taken[0]!.amount_cents),
          comparedCents: family.total,
        });
      } finally {
        await t.conn.db.execute(sql`delete from ledger_entries where reference = ${family.paymentId} and kind = 'payment'`);
        await t.conn.db.execute(sql`insert into ledger_entries ${rowsOf(taken)}`);
      }
      expect((await report()).reconciled).toBe(true);
    });

    it('a refund not confirmed by the provider yet shows up as pending', async () => {
      await t.conn.db.execute(
        sql`update refunds set status = 'pending' where order_id = (select id from orders where number = ${family.number})`,
      );
      try {
        const r = await report();
        expect(r.differences).toEqual([
          expect.objectContaining({
            kind: 'refund_pending',
            orderNumber: family.number,
            status: 'pending',
            ledgerCents: 1234,
            comparedCents: 0,
          }),
        ]);
        expect(r.provider.outCents).toBe(0);
      } finally {
        await t.conn.db.execute(
          sql`update refunds set status = 'succeeded' where order_id = (select id from orders where number = ${family.number})`,
        );
      }
    });

    it('400 naming query.to for a bad period; staff only', async () => {
      for (const q of [`from=${today}&to=2020-01-01`, 'from=2026-01-01&to=2027-03-01', 'from=2027-01-01&to=2027-02-30']) {
        const res = await get(`${BASE}/reconciliation?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().error).toMatchObject({ field: 'query.to', code: ErrorCode.InvalidInput });
      }
      for (const path of ['reconciliation', 'journal.csv', 'vat-summary.csv']) {
        expect((await t.inject({ method: 'GET', url: `${BASE}/${path}?${period}` })).statusCode).toBe(401);
        expect((await get(`${BASE}/${path}?from=${today}&to=2020-01-01`)).json().error.field).toBe('query.to');
      }
    });
  });

  describe('the journal (FEC layout)', () => {
    it('one balanced entry per ledger entry of the period, read by a strict CSV parser', async () => {
      const res = await get(`${BASE}/journal.csv?${period}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="journal-val-neige-${today}-${today}.csv"`);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      expect(res.body).not.toMatch(/["|\t]/);
      const [head, ...lines] = strict(res.body);
      expect(head).toEqual([...FEC_COLUMNS]);
      const col = (name: (typeof FEC_COLUMNS)[number]) => FEC_COLUMNS.indexOf(name);
      const entries = new Map<string, { debit: number; credit: number }>();
      for (const l of lines) {
        expect(l).toHaveLength(18);
        expect(l[col('JournalCode')]).toBe('VT');
        expect(l[col('EcritureDate')]).toBe(today.replaceAll('-', ''));
        expect(l[col('ValidDate')]).toBe(today.replaceAll('-', ''));
        expect(l[col('CompteNum')]).toMatch(/^[1-7]\d{5}$/);
        const e = entries.get(l[col('EcritureNum')] as string) ?? { debit: 0, credit: 0 };
        e.debit += cents(l[col('Debit')] as string);
        e.credit += cents(l[col('Credit')] as string);
        entries.set(l[col('EcritureNum')] as string, e);
      }
      // Every entry balances.
      for (const [num, e] of entries) expect(e.debit, `EcritureNum ${num}`).toBe(e.credit);
      // One per ledger entry that moved money.
      const [count] = await rows<{ n: number }>(
        t.conn.db,
        sql`select count(*)::int as n from ledger_entries where site = 'val-neige' and amount_cents <> 0 and at >= ${today}::date`,
      );
      expect(entries.size).toBe(count!.n);
      // The card accounts hold what the provider took less what it gave back; the customer's order on their lines.
      const card = lines.filter((l) => l[col('CompteNum')] === ACCOUNTS.card('sandbox').num);
      const net = card.reduce((n, l) => n + cents(l[col('Debit')] as string) - cents(l[col('Credit')] as string), 0);
      expect(net).toBe((await report()).ledger.netCents);
      expect(new Set(card.map((l) => l[col('CompAuxNum')]))).toEqual(new Set([family.number, gift.number]));
      expect(card.find((l) => l[col('CompAuxNum')] === family.number)?.[col('CompAuxLib')]).toBe('Anne Martin');
      // The promo code against the revenue, the voucher sold as a debt, then spent on the photos.
      expect(lines.some((l) => l[col('CompteNum')] === '709000' && cents(l[col('Debit')] as string) > 0)).toBe(true);
      const vouchers = lines.filter((l) => l[col('CompteNum')] === ACCOUNTS.vouchers.num);
      expect(vouchers.map((l) => [l[col('PieceRef')], l[col('Debit')], l[col('Credit')]])).toEqual([
        [gift.number, '0,00', '50,00'],
        [photos, '15,00', '0,00'],
      ]);
      expect(lines.filter((l) => l[col('PieceRef')] === photos).map((l) => [l[col('CompteNum')], l[col('Credit')]])).toEqual([
        ['419100', '0,00'],
        ['707000', '12,50'],
        ['445711', '2,50'],
      ]);
    });

    it('entries of every kind balance, given back the other way round', () => {
      for (const kindOf of [
        'payment',
        'voucher_sold',
        'voucher_redeemed',
        'discount',
        'refund',
        'voucher_credited',
        'refund_reversed',
      ] as const) {
        for (const gift of [false, true]) {
          for (const productType of ['LIFT', 'ESF', 'STAY_TAX', null] as const) {
            const lines = entryLines({
              kind: kindOf,
              amountCents: 10_600,
              vatCents: 963,
              vatRateBp: 1000,
              productType,
              provider: 'stripe',
              gift,
            });
            const sum = (k: 'debit' | 'credit') => lines.reduce((n, l) => n + l[k], 0);
            expect(sum('debit'), `${kindOf} ${gift} ${productType}`).toBe(sum('credit'));
          }
        }
      }
      const refund = entryLines({
        kind: 'refund',
        amountCents: 10_600,
        vatCents: 963,
        vatRateBp: 1000,
        productType: 'LIFT',
        provider: 'lyra',
        gift: false,
      });
      expect(refund.map((l) => [l.account.num, l.debit, l.credit])).toEqual([
        ['511200', 0, 10_600],
        ['706000', 9_637, 0],
        ['445712', 963, 0],
      ]);
    });
  });

  describe('the VAT summary', () => {
    it('per day and rate, its totals the ledger’s consumer sales; the gift voucher sold is not a sale', async () => {
      const res = await get(`${BASE}/vat-summary.csv?${period}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="vat-summary-val-neige-${today}-${today}.csv"`);
      const [head, ...body] = strict(res.body);
      expect(head).toEqual([
        'Jour',
        'Taux de TVA (%)',
        'Ventes HT (€)',
        'TVA (€)',
        'Ventes TTC (€)',
        'Remboursements HT (€)',
        'TVA remboursée (€)',
        'Remboursements TTC (€)',
      ]);
      const total = body.at(-1) as string[];
      const list = body.slice(0, -1);
      expect(list.map((r) => [r[0], r[1]])).toEqual([
        [today, '20'],
        [today, '10'],
        [today, '0'],
      ]);
      expect(total.slice(0, 2)).toEqual(['Total', '']);
      for (let c = 2; c < 8; c++) expect(cents(total[c] as string)).toBe(list.reduce((n, r) => n + cents(r[c] as string), 0));
      for (const r of [...list, total]) {
        expect(cents(r[2] as string) + cents(r[3] as string)).toBe(cents(r[4] as string));
        expect(cents(r[5] as string) + cents(r[6] as string)).toBe(cents(r[7] as string));
      }
      // The ledger's: what each line was paid by card and by gift voucher, and what went back, gift vouchers sold apart.
      const [ledger] = await rows<{ paid: number; vat: number; back: number }>(
        t.conn.db,
        sql`select coalesce(sum(amount_cents) filter (where kind in ('payment', 'voucher_redeemed')), 0)::int as paid,
                   coalesce(sum(vat_cents) filter (where kind in ('payment', 'voucher_redeemed')), 0)::int as vat,
                   (coalesce(sum(amount_cents) filter (where kind in ('refund', 'voucher_credited')), 0)
                    - coalesce(sum(amount_cents) filter (where kind = 'refund_reversed'), 0))::int as back
              from ledger_entries e where site = 'val-neige' and at >= ${today}::date
               and not exists (select 1 from ledger_entries s where s.order_line_id = e.order_line_id and s.kind = 'voucher_sold')`,
      );
      expect([cents(total[4] as string), cents(total[3] as string), cents(total[7] as string)]).toEqual([
        ledger!.paid,
        ledger!.vat,
        ledger!.back,
      ]);
      // The card's sales (the sales report less the voucher sold) and the voucher's (the photos).
      const sales = SalesReport.parse((await get(`${BASE}/sales?${period}&period=season`)).json());
      expect(cents(total[4] as string)).toBe(sales.totals.paidCents - gift.total + 1500);
      expect(cents(total[7] as string)).toBe(1234);
      expect(list.find((r) => r[1] === '20')?.slice(2, 5)).toEqual(['12,50', '2,50', '15,00']);
    });

    it('in English with lang=en', async () => {
      const [head, ...body] = strict((await get(`${BASE}/vat-summary.csv?${period}&lang=en`)).body);
      expect(head?.slice(0, 3)).toEqual(['Day', 'VAT rate (%)', 'Sales excl. VAT (€)']);
      expect(body.at(-1)?.[4]).toMatch(/^\d+\.\d{2}$/);
    });
  });
});

/** Rows taken with `returning *` as a `(columns) values (…), (…)` list to put them back as they were. */
function rowsOf(list: Record<string, unknown>[]) {
  const columns = Object.keys(list[0] ?? {});
  return sql`(${sql.raw(columns.map((c) => `"${c}"`).join(', '))}) values ${sql.join(
    list.map(
      (r) =>
        sql`(${sql.join(
          columns.map((c) => sql`${r[c] instanceof Date ? (r[c] as Date).toISOString() : r[c]}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  )}`;
}
