import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AffiliationReport, ErrorCode, SANDBOX_CARDS, SalesReport } from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, bearer, DEMO_STAFF, seedTestAccounts } from '../../test/accounts';
import { mainDrivers } from '../../test/app';
import { adult, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { rebuildLedgerDays } from '../ledger';
import { affiliationCsv, salesCsv } from './reports';
import { newKey } from './staff-fixtures';

const BASE = '/api/backoffice/sites/val-neige/reports';
/** Migration 0026's statements (the affiliation copied onto the ledger's entries). */
const migration0026 = readFileSync(join(import.meta.dirname, '../../../../../packages/db/migrations/0026_ledger_affiliation.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) =>
    s
      .trim()
      .replace(/^(--[^\n]*\n)+/, '')
      .trim(),
  );
const today = todayIso();
const from = plusDays(today, -7);

/** A CSV as a spreadsheet reads it: BOM, `;` between fields, CRLF, quoted fields with doubled quotes. */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const text = body.slice(1);
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      out.push(row);
      row = [];
      i++;
    } else field += c;
  }
  expect(field).toBe('');
  return out;
}

/** The ISO week of a day, as the sales report writes it (`2027-W02`). */
function isoWeek(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(d.getTime() + (3 - ((d.getUTCDay() + 6) % 7)) * 86_400_000);
  const jan4 = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round((thursday.getTime() - jan4.getTime()) / 86_400_000 / 7 - (3 - ((jan4.getUTCDay() + 6) % 7)) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

describe('ISO weeks (the test’s own reckoning)', () => {
  it('matches known weeks', () => {
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
    expect(isoWeek('2027-01-03')).toBe('2026-W53');
    expect(isoWeek('2026-12-31')).toBe('2026-W53');
    expect(isoWeek('2025-12-29')).toBe('2026-W01');
  });
});

describe.each(mainDrivers)('back office: reports on %s', (kind) => {
  let t: OrderPlatform;
  let token: string;
  const total: Record<string, number> = {};
  let lessonCents = 0;

  const get = (path: string) => t.inject({ method: 'GET', url: `${BASE}${path}`, headers: bearer(token) });
  const json = async (path: string) => {
    const res = await get(path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  async function order(name: string, cartId: string, card: string | undefined, over: object = {}) {
    const res = await t.checkout(cartId, over);
    expect(res.statusCode, res.body).toBe(201);
    const { order, redirectUrl } = res.json();
    if (card) expect((await t.pay(redirectUrl, card)).statusCode).toBe(303);
    total[name] = order.total.amount;
    return order.number as string;
  }
  /** A cancellation through the back office's route (the staff member's token). */
  async function cancel(number: string, body: object) {
    const res = await t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${encodeURIComponent(number)}/cancellations`,
      headers: bearer(token),
      payload: { reason: 'Forfait non utilisé', idempotencyKey: newKey(), notify: false, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  /**
   * An order as if paid `days` ago: its payment date and its ledger entries moved back together. The platform
   * never changes an entry (a trigger refuses it); the test sets the trigger aside to write the past.
   */
  async function backdate(number: string, days: number) {
    await t.conn.db.execute(sql`update orders set paid_at = paid_at - make_interval(days => ${days}) where number = ${number}`);
    await t.conn.db.execute(sql`alter table ledger_entries disable trigger ledger_entries_no_update`);
    await t.conn.db.execute(sql`update ledger_entries set at = at - make_interval(days => ${days})
      where order_id = (select id from orders where number = ${number})`);
    await t.conn.db.execute(sql`alter table ledger_entries enable trigger ledger_entries_no_update`);
    await rebuildLedgerDays(t.conn.db);
  }
  const liftPass = async (days: number) =>
    (await t.addLine({ productKey: 'forfait-val-neige', startDate: weekStart, days, participants: [adult('Anne')] })).cartId;

  beforeAll(async () => {
    t = await orderPlatform(kind);
    await seedTestAccounts(t.conn.db);
    token = await apiLogin(() => t.app, '10.13.3')(DEMO_STAFF.site, DEMO_STAFF.email, DEMO_STAFF.password);
    // A hotel's customer: a lesson for two children and a lift pass; the pass cancelled and refunded, with 10 € more as a gesture.
    const family = await t.familyCart();
    lessonCents = 2 * 20500;
    const a = await order('hotel', family.cartId, SANDBOX_CARDS.success, {
      businessProviderId: 'hotel-des-cimes',
      referralType: 'payment-link',
    });
    // Through the back office: the pass cancelled and refunded, then 10 € more without cancelling anything.
    const [pass] = await rows<{ id: number }>(
      t.conn.db,
      sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${a} and l.product_type = 'LIFT'`,
    );
    await cancel(a, { lineIds: [pass!.id], refundCents: family.total - lessonCents });
    await cancel(a, { lineIds: [], refundCents: 1000 });
    // A residence's customer, and a customer of nobody's: lift passes.
    await order('residence', await liftPass(6), SANDBOX_CARDS.success, {
      businessProviderId: 'residence-clarines',
      referralType: 'widget',
    });
    await order('direct', await liftPass(1), SANDBOX_CARDS.success);
    // Not counted: an order awaiting payment, and one paid before the period.
    await order('pending', await liftPass(2), undefined, { businessProviderId: 'hotel-des-cimes', referralType: 'payment-link' });
    const old = await order('old', await liftPass(3), SANDBOX_CARDS.success, { businessProviderId: 'hotel-des-cimes' });
    await backdate(old, 40);
  });
  afterAll(() => t?.close());

  describe('affiliation', () => {
    it('per business provider and referral type over the orders paid in the period, the best-paying first', async () => {
      const r = AffiliationReport.parse(await json(`/affiliation?from=${from}&to=${today}`));
      expect(r).toMatchObject({ from, to: today });
      expect(r.rows).toEqual([
        {
          businessProviderId: 'hotel-des-cimes',
          referralType: 'payment-link',
          orders: 1,
          participants: 3,
          paidCents: total.hotel,
          refundedCents: (total.hotel as number) - lessonCents + 1000,
        },
        {
          businessProviderId: 'residence-clarines',
          referralType: 'widget',
          orders: 1,
          participants: 1,
          paidCents: total.residence,
          refundedCents: 0,
        },
        { businessProviderId: null, referralType: null, orders: 1, participants: 1, paidCents: total.direct, refundedCents: 0 },
      ]);
      expect(r.totals).toEqual({
        orders: 3,
        participants: 5,
        paidCents: (total.hotel as number) + (total.residence as number) + (total.direct as number),
        refundedCents: (total.hotel as number) - lessonCents + 1000,
      });
    });

    it('adds up to the sales report, to the cent', async () => {
      for (const [a, b] of [
        [from, today],
        [plusDays(today, -60), today],
        [plusDays(today, -41), plusDays(today, -39)],
      ] as const) {
        const affiliation = AffiliationReport.parse(await json(`/affiliation?from=${a}&to=${b}`));
        const sales = SalesReport.parse(await json(`/sales?from=${a}&to=${b}&period=season`));
        expect(affiliation.totals).toEqual(sales.totals);
        expect(affiliation.rows.reduce((n, r) => n + r.paidCents - r.refundedCents, 0)).toBe(
          sales.totals.paidCents - sales.totals.refundedCents,
        );
      }
    });

    it('reads the affiliation the entries carry, which migration 0026 copies onto the entries written before it', async () => {
      const before = AffiliationReport.parse(await json(`/affiliation?from=${plusDays(today, -60)}&to=${today}`));
      // Entries as 0024 left them (no affiliation), then the migration's copy.
      await t.conn.db.execute(sql`alter table ledger_entries disable trigger ledger_entries_no_update`);
      await t.conn.db.execute(sql`update ledger_entries set business_provider_id = null, referral_type = null`);
      await t.conn.db.execute(sql`alter table ledger_entries enable trigger ledger_entries_no_update`);
      const bare = AffiliationReport.parse(await json(`/affiliation?from=${plusDays(today, -60)}&to=${today}`));
      expect(bare.rows.map((r) => r.businessProviderId)).toEqual([null]);
      expect(bare.totals).toEqual(before.totals);
      for (const statement of migration0026.filter((s) => /^(ALTER TABLE "ledger_entries" (DIS|EN)ABLE|UPDATE)/.test(s))) {
        await t.conn.db.execute(sql.raw(statement));
      }
      expect(
        await rows(
          t.conn.db,
          sql`select e.id from ledger_entries e join orders o on o.id = e.order_id
        where e.business_provider_id is distinct from o.business_provider_id or e.referral_type is distinct from o.referral_type`,
        ),
      ).toEqual([]);
      expect(AffiliationReport.parse(await json(`/affiliation?from=${plusDays(today, -60)}&to=${today}`))).toEqual(before);
    });

    it('a period without payments is empty; the old order is in its own period', async () => {
      const empty = AffiliationReport.parse(await json(`/affiliation?from=${plusDays(today, 1)}&to=${plusDays(today, 3)}`));
      expect(empty).toMatchObject({ rows: [], totals: { orders: 0, participants: 0, paidCents: 0, refundedCents: 0 } });
      const before = AffiliationReport.parse(await json(`/affiliation?from=${plusDays(today, -41)}&to=${plusDays(today, -39)}`));
      expect(before.rows).toEqual([
        { businessProviderId: 'hotel-des-cimes', referralType: null, orders: 1, participants: 1, paidCents: total.old, refundedCents: 0 },
      ]);
    });

    it('as CSV: BOM, `;`, French labels and amounts, a total row', async () => {
      const res = await get(`/affiliation.csv?from=${from}&to=${today}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="affiliation-${from}-${today}.csv"`);
      const csv = parseCsv(res.body);
      expect(csv[0]).toEqual([
        "Apporteur d'affaires (hoteId)",
        'Type de lien',
        'Commandes',
        'Participants',
        'Encaissé (€)',
        'Remboursé (€)',
      ]);
      expect(csv).toHaveLength(5);
      expect(csv[1]?.slice(0, 4)).toEqual(['hotel-des-cimes', 'payment-link', '1', '3']);
      expect(csv[3]?.slice(0, 2)).toEqual(['(sans apporteur)', '']);
      const euros = (s: string) => Math.round(Number(s.replace(',', '.')) * 100);
      const rows = csv.slice(1, -1);
      expect(csv[4]?.slice(0, 4)).toEqual(['Total', '', '3', '5']);
      expect(euros(csv[4]?.[4] as string)).toBe(rows.reduce((n, r) => n + euros(r[4] as string), 0));
      expect(euros(csv[4]?.[5] as string)).toBe((total.hotel as number) - lessonCents + 1000);
      expect(csv[4]?.[4]).toMatch(/^\d+,\d{2}$/);
    });

    it('in English with lang=en', async () => {
      const csv = parseCsv((await get(`/affiliation.csv?from=${from}&to=${today}&lang=en`)).body);
      expect(csv[0]).toEqual(['Business provider (hoteId)', 'Referral type', 'Orders', 'Participants', 'Paid (€)', 'Refunded (€)']);
      expect(csv.at(-1)?.[4]).toMatch(/^\d+\.\d{2}$/);
      expect(csv[3]?.[0]).toBe('(no provider)');
    });
  });

  describe('sales', () => {
    it('per day × product type × merchant: cancelled lines keep their money, refunds go to them first', async () => {
      const r = SalesReport.parse(await json(`/sales?from=${from}&to=${today}`));
      const lifts = (total.hotel as number) - lessonCents + (total.residence as number) + (total.direct as number);
      expect(r).toMatchObject({ from, to: today, period: 'day' });
      expect(r.rows).toEqual([
        {
          period: today,
          productType: 'ESF',
          merchant: 'École de ski Val-Neige',
          orders: 1,
          participants: 2,
          paidCents: lessonCents,
          refundedCents: 1000,
        },
        {
          period: today,
          productType: 'LIFT',
          merchant: 'Remontées mécaniques de Val-Neige',
          orders: 3,
          participants: 3,
          paidCents: lifts,
          refundedCents: (total.hotel as number) - lessonCents,
        },
      ]);
      // The hotel's order has lines in both rows: counted once in the totals.
      expect(r.totals).toEqual({
        orders: 3,
        participants: 5,
        paidCents: lessonCents + lifts,
        refundedCents: (total.hotel as number) - lessonCents + 1000,
      });
    });

    it('per ISO week, or the whole season', async () => {
      const week = SalesReport.parse(await json(`/sales?from=${from}&to=${today}&period=week`));
      expect(week.rows.map((r) => r.period)).toEqual([isoWeek(today), isoWeek(today)]);
      const season = SalesReport.parse(await json(`/sales?from=${plusDays(today, -60)}&to=${today}&period=season`));
      expect(season.rows.map((r) => [r.period, r.productType, r.orders])).toEqual([
        ['season', 'ESF', 1],
        ['season', 'LIFT', 4],
      ]);
      expect(season.totals.orders).toBe(4);
    });

    it('as CSV with its total row', async () => {
      const res = await get(`/sales.csv?from=${from}&to=${today}&period=season&lang=en`);
      expect(res.statusCode, res.body).toBe(200);
      const csv = parseCsv(res.body);
      expect(csv[0]).toEqual(['Period', 'Product type', 'Merchant', 'Orders', 'Participants', 'Paid (€)', 'Refunded (€)']);
      expect(csv[1]?.slice(0, 3)).toEqual([`Season ${from} – ${today}`, 'ESF', 'École de ski Val-Neige']);
      const paid = (total.hotel as number) + (total.residence as number) + (total.direct as number);
      expect(csv.at(-1)).toEqual([
        'Total',
        '',
        '',
        '3',
        '5',
        (paid / 100).toFixed(2),
        (((total.hotel as number) - lessonCents + 1000) / 100).toFixed(2),
      ]);
    });
  });

  describe('bad periods', () => {
    it('400 naming the field: to before from, more than 400 days, a missing day, an unknown period', async () => {
      for (const [path, field] of [
        [`/affiliation?from=${today}&to=${from}`, 'query.to'],
        [`/sales?from=${today}&to=${from}`, 'query.to'],
        [`/affiliation.csv?from=2026-01-01&to=2027-02-05`, 'query.to'],
        [`/affiliation?to=${today}`, 'query.from'],
        [`/sales?from=${from}&to=${today}&period=month`, 'query.period'],
        [`/sales?from=${from}&to=2027-02-29`, 'query.to'],
      ] as const) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(400);
        expect(res.json().error, path).toMatchObject({ field, code: ErrorCode.InvalidInput });
      }
    });

    it('only for staff', async () => {
      expect((await t.inject({ method: 'GET', url: `${BASE}/affiliation?from=${from}&to=${today}` })).statusCode).toBe(401);
    });
  });

  // Last: it adds a refund today to the order paid 40 days ago.
  describe('a refund of an order paid before the period', () => {
    it('counts on the day it is made, in the order’s row, with no order paid', async () => {
      const [old] = await rows<{ number: string }>(
        t.conn.db,
        sql`select number from orders where total_cents = ${total.old as number} and business_provider_id = 'hotel-des-cimes' and referral_type is null`,
      );
      await cancel(old!.number, { lineIds: [], refundCents: 700 });
      const r = AffiliationReport.parse(await json(`/affiliation?from=${today}&to=${today}`));
      expect(r.rows.find((x) => x.businessProviderId === 'hotel-des-cimes' && x.referralType === null)).toEqual({
        businessProviderId: 'hotel-des-cimes',
        referralType: null,
        orders: 0,
        participants: 0,
        paidCents: 0,
        refundedCents: 700,
      });
      const sales = SalesReport.parse(await json(`/sales?from=${today}&to=${today}&period=season`));
      expect(r.totals).toEqual(sales.totals);
      // Its own period is as it was.
      const before = AffiliationReport.parse(await json(`/affiliation?from=${plusDays(today, -41)}&to=${plusDays(today, -39)}`));
      expect(before.totals).toMatchObject({ orders: 1, paidCents: total.old, refundedCents: 0 });
    });
  });
});

describe('report CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    const csv = affiliationCsv(
      {
        from: '2027-01-01',
        to: '2027-01-31',
        rows: [
          { businessProviderId: '=HYPERLINK("x")', referralType: 'a;b', orders: 1, participants: 2, paidCents: 123456, refundedCents: 5 },
        ],
        totals: { orders: 1, participants: 2, paidCents: 123456, refundedCents: 5 },
      },
      'fr',
    );
    expect(parseCsv(csv)[1]).toEqual(['\'=HYPERLINK("x")', 'a;b', '1', '2', '1234,56', '0,05']);
    const sales = salesCsv(
      {
        from: '2027-01-01',
        to: '2027-01-31',
        period: 'day',
        rows: [],
        totals: { orders: 0, participants: 0, paidCents: 0, refundedCents: 0 },
      },
      'fr',
    );
    expect(parseCsv(sales)).toEqual([
      ['Période', 'Type de produit', 'Prestataire', 'Commandes', 'Participants', 'Encaissé (€)', 'Remboursé (€)'],
      ['Total', '', '', '0', '0', '0,00', '0,00'],
    ]);
  });
});
