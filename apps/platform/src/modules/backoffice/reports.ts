import {
  type AffiliationReport,
  type AffiliationRow,
  ErrorCode,
  type ProductType,
  type ReportQuery,
  type SalesQuery,
  type SalesReport,
  type SalesRow,
} from '@schuss/contracts';
import { daysBetween } from '@schuss/contracts/rules';
import { type Db, rows, transaction } from '@schuss/db';
import { type SQL, sql } from 'drizzle-orm';
import { csvAmount, toCsv } from '../../lib/csv';
import { HttpError } from '../../lib/errors';
import { dayEnd, dayStart, num } from '../../lib/sql';

/** A season and a bit: longer reports are refused rather than left to run for long. */
export const REPORT_MAX_DAYS = 400;

/** 400 naming `query.to` when the period is backwards or too long. */
function checkPeriod(q: { from: string; to: string }) {
  if (q.to < q.from) throw new HttpError(400, 'query.to: must be on or after query.from', 'query.to', ErrorCode.InvalidInput);
  if (daysBetween(q.from, q.to) >= REPORT_MAX_DAYS) {
    throw new HttpError(400, `query.to: a report covers at most ${REPORT_MAX_DAYS} days`, 'query.to', ErrorCode.InvalidInput);
  }
}

/** The orders a report counts: paid (their `paid_at`) on a day of [from, to], whatever became of them since. */
const paidBetween = (site: string, q: { from: string; to: string }): SQL =>
  sql`o.site = ${site} and o.paid_at >= ${dayStart(q.from)} and o.paid_at < ${dayEnd(q.to)}`;

// ---------------------------------------------------------------------------------------------
// Affiliation

/**
 * `GET …/reports/affiliation`: per business provider (`hoteId`) and referral type, over the orders
 * paid in [from, to]: how many, their participants (all their lines' quantities as paid, kept on
 * the order: `orders.participants`), what they were paid (`total_cents`) and what was refunded of
 * them (`refunded_cents`, pending refunds included); the best-paying first. Orders without a
 * provider form their own row (null).
 */
export async function affiliationReport(db: Db, site: string, q: ReportQuery): Promise<AffiliationReport> {
  checkPeriod(q);
  // Without parallel workers: the planner picks a parallel scan for a season, which was slower on the
  // bench's two cores (p95 44 → 26 ms at 100 000 orders); SET LOCAL holds for this transaction only.
  const list = await transaction(db, async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rows<{
      provider: string | null;
      referral: string | null;
      orders: unknown;
      participants: unknown;
      paid: unknown;
      refunded: unknown;
    }>(
      tx,
      // One index-only scan of orders_site_paid_idx (it carries what is summed; participants are kept
      // on the order with its lines, migration 0010): no line is read.
      sql`select o.business_provider_id as provider, o.referral_type as referral, count(*) as orders,
               sum(o.participants) as participants, sum(o.total_cents) as paid, sum(o.refunded_cents) as refunded
        from orders o where ${paidBetween(site, q)}
        group by 1, 2
        order by paid desc, provider nulls last, referral nulls last`,
    );
  });
  const rowsOut: AffiliationRow[] = list.map((r) => ({
    businessProviderId: r.provider,
    referralType: r.referral,
    orders: num(r.orders),
    participants: num(r.participants),
    paidCents: num(r.paid),
    refundedCents: num(r.refunded),
  }));
  return { from: q.from, to: q.to, rows: rowsOut, totals: sum(rowsOut) };
}

function sum<T extends { orders: number; participants: number; paidCents: number; refundedCents: number }>(list: T[]) {
  return list.reduce(
    (t, r) => ({
      orders: t.orders + r.orders,
      participants: t.participants + r.participants,
      paidCents: t.paidCents + r.paidCents,
      refundedCents: t.refundedCents + r.refundedCents,
    }),
    { orders: 0, participants: 0, paidCents: 0, refundedCents: 0 },
  );
}

// ---------------------------------------------------------------------------------------------
// Sales

/** A day of `ledger_days` (`d.day`) as its period: the day, its ISO week's Monday, or nothing (the season). */
const PERIOD_KEY: Record<SalesQuery['period'], SQL> = {
  day: sql`d.day`,
  week: sql`date_trunc('week', d.day)::date`,
  season: sql`null::date`,
};
const PERIOD_LABEL: Record<SalesQuery['period'], SQL> = {
  day: sql`to_char(x.period, 'YYYY-MM-DD')`,
  week: sql`to_char(x.period, 'IYYY-"W"IW')`,
  season: sql`'season'`,
};

/**
 * `GET …/reports/sales`: per period (a day, an ISO week, or the whole range for `season`) × product type ×
 * merchant, from the money ledger (its sums per day, `ledger_days`), on the days money moved in [from, to]:
 * - `orders`: orders paid on those days with such lines; `participants`: those lines' participants;
 * - `paidCents`: what the payment provider took for those lines (after promo codes; what gift vouchers paid
 *   is not taken again: a gift voucher's money is counted when the voucher is bought);
 * - `refundedCents`: what went back to the card for such lines on those days (refunds the provider refused
 *   do not count), whenever the order was paid.
 * So the report's paid less refunded is what the provider took less what it gave back over the period, to
 * the cent. `orders` of the totals counts each order once, even when its lines fall in several rows.
 */
export async function salesReport(db: Db, site: string, q: SalesQuery): Promise<SalesReport> {
  checkPeriod(q);
  const days = sql`d.site = ${site} and d.day >= ${q.from}::date and d.day <= ${q.to}::date`;
  const list = await rows<{
    period: string;
    type: ProductType;
    merchant: string;
    orders: unknown;
    participants: unknown;
    paid: unknown;
    refunded: unknown;
  }>(
    db,
    sql`with per_row as (
          select ${PERIOD_KEY[q.period]} as period, d.product_type, d.merchant_id, sum(d.orders) as orders,
                 sum(d.participants) as participants, sum(d.paid_cents) as paid, sum(d.refunded_cents) as refunded
            from ledger_days d
           where ${days} and d.product_type <> ''
           group by 1, 2, 3
          having sum(d.orders) <> 0 or sum(d.paid_cents) <> 0 or sum(d.refunded_cents) <> 0)
        select ${PERIOD_LABEL[q.period]} as period, x.product_type as type, m.name as merchant, x.orders, x.participants,
               x.paid, x.refunded
          from per_row x join merchants m on m.id = x.merchant_id
         order by 1, 2, 3`,
  );
  const [distinct] = await rows<{ n: unknown }>(
    db,
    sql`select coalesce(sum(d.orders), 0) as n from ledger_days d where ${days} and d.product_type = '' and d.merchant_id = 0`,
  );
  const rowsOut: SalesRow[] = list.map((r) => ({
    period: r.period,
    productType: r.type,
    merchant: r.merchant,
    orders: num(r.orders),
    participants: num(r.participants),
    paidCents: num(r.paid),
    refundedCents: num(r.refunded),
  }));
  return { from: q.from, to: q.to, period: q.period, rows: rowsOut, totals: { ...sum(rowsOut), orders: num(distinct?.n) } };
}

// ---------------------------------------------------------------------------------------------
// CSV

const LABELS = {
  fr: {
    provider: "Apporteur d'affaires (hoteId)",
    referral: 'Type de lien',
    none: '(sans apporteur)',
    period: 'Période',
    season: 'Saison',
    type: 'Type de produit',
    merchant: 'Prestataire',
    orders: 'Commandes',
    participants: 'Participants',
    paid: 'Encaissé (€)',
    refunded: 'Remboursé (€)',
    total: 'Total',
  },
  en: {
    provider: 'Business provider (hoteId)',
    referral: 'Referral type',
    none: '(no provider)',
    period: 'Period',
    season: 'Season',
    type: 'Product type',
    merchant: 'Merchant',
    orders: 'Orders',
    participants: 'Participants',
    paid: 'Paid (€)',
    refunded: 'Refunded (€)',
    total: 'Total',
  },
};
const labels = (lang: string) => (lang === 'en' ? LABELS.en : LABELS.fr);

/** The affiliation report for a spreadsheet: one row per provider and referral type, then the total. */
export function affiliationCsv(r: AffiliationReport, lang: string): string {
  const L = labels(lang);
  const money = (t: { orders: number; participants: number; paidCents: number; refundedCents: number }) => [
    t.orders,
    t.participants,
    csvAmount(t.paidCents, lang),
    csvAmount(t.refundedCents, lang),
  ];
  return toCsv(
    [L.provider, L.referral, L.orders, L.participants, L.paid, L.refunded],
    [...r.rows.map((row) => [row.businessProviderId ?? L.none, row.referralType ?? '', ...money(row)]), [L.total, '', ...money(r.totals)]],
  );
}

/** The sales report for a spreadsheet: one row per period, product type and merchant, then the total. */
export function salesCsv(r: SalesReport, lang: string): string {
  const L = labels(lang);
  return toCsv(
    [L.period, L.type, L.merchant, L.orders, L.participants, L.paid, L.refunded],
    [
      ...r.rows.map((row) => [
        row.period === 'season' ? `${L.season} ${r.from} – ${r.to}` : row.period,
        row.productType,
        row.merchant,
        row.orders,
        row.participants,
        csvAmount(row.paidCents, lang),
        csvAmount(row.refundedCents, lang),
      ]),
      [
        L.total,
        '',
        '',
        r.totals.orders,
        r.totals.participants,
        csvAmount(r.totals.paidCents, lang),
        csvAmount(r.totals.refundedCents, lang),
      ],
    ],
  );
}
