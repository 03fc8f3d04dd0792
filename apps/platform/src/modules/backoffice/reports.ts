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
import { type Db, rows } from '@schuss/db';
import { type SQL, sql } from 'drizzle-orm';
import { csvAmount, toCsv } from '../../lib/csv';
import { HttpError } from '../../lib/errors';
import { dayEnd, dayStart, num } from '../../lib/sql';

/** A season and a bit: longer reports are refused rather than left to run for long. */
export const REPORT_MAX_DAYS = 400;

/** 400 naming `query.to` when the period is backwards or too long. */
export function checkPeriod(q: { from: string; to: string }) {
  if (q.to < q.from) throw new HttpError(400, 'query.to: must be on or after query.from', 'query.to', ErrorCode.InvalidInput);
  if (daysBetween(q.from, q.to) >= REPORT_MAX_DAYS) {
    throw new HttpError(400, `query.to: a report covers at most ${REPORT_MAX_DAYS} days`, 'query.to', ErrorCode.InvalidInput);
  }
}

const LEDGER_SALE = sql`e.kind in ('payment', 'voucher_sold')`;

// ---------------------------------------------------------------------------------------------
// Affiliation

type Figures = { orders: number; participants: number; paidCents: number; refundedCents: number };

/**
 * `GET …/reports/affiliation`: per business provider (`hoteId`) and referral type, from the money ledger, on
 * the days money moved in [from, to] — the sales report's figures, split by the orders' affiliation:
 * - `orders`: orders paid on those days; `participants`: their lines' participants, as paid;
 * - `paidCents`: what the payment provider took for them (`payment` and `voucher_sold` entries);
 * - `refundedCents`: what went back to the card on those days (`refund` less `refund_reversed`), whenever
 *   the order was paid.
 * The best-paying first; orders without a provider or referral form their own row (null, null). The totals
 * are the ledger's days, as the sales report sums them: both reports agree to the cent.
 *
 * The entries of affiliated orders carry the order's provider and referral (migration 0026) and have their own
 * partial index: they are read and summed per order, then per provider; the row of the others is the days' sums
 * (`ledger_days`, as the sales report reads them) less those.
 */
export async function affiliationReport(db: Db, site: string, q: ReportQuery): Promise<AffiliationReport> {
  checkPeriod(q);
  // One statement (one snapshot): the affiliated orders' rows, then the days' total (`total`).
  const found = await rows<
    { provider: string | null; referral: string | null; total: boolean } & Record<'orders' | 'participants' | 'paid' | 'refunded', unknown>
  >(
    db,
    // Per order first (a hash of a few thousand), then per provider: cheaper than a count(distinct) over the entries.
    sql`select x.provider, x.referral, false as total, count(*) filter (where x.sold) as orders, sum(x.participants) as participants,
               sum(x.paid) as paid, sum(x.refunded) as refunded
          from (select e.business_provider_id as provider, e.referral_type as referral, e.order_id, bool_or(${LEDGER_SALE}) as sold,
                       coalesce(sum(e.quantity) filter (where ${LEDGER_SALE}), 0) as participants,
                       coalesce(sum(e.amount_cents) filter (where ${LEDGER_SALE}), 0) as paid,
                       coalesce(sum(e.amount_cents) filter (where e.kind = 'refund'), 0)
                       - coalesce(sum(e.amount_cents) filter (where e.kind = 'refund_reversed'), 0) as refunded
                  from ledger_entries e
                 where e.site = ${site} and e.at >= ${dayStart(q.from)} and e.at < ${dayEnd(q.to)}
                   and (e.business_provider_id is not null or e.referral_type is not null)
                 group by 1, 2, 3) x
         group by 1, 2
        union all
        select null, null, true, coalesce(sum(d.orders) filter (where d.product_type = '' and d.merchant_id = 0), 0),
               coalesce(sum(d.participants), 0), coalesce(sum(d.paid_cents), 0), coalesce(sum(d.refunded_cents), 0)
          from ledger_days d where d.site = ${site} and d.day >= ${q.from}::date and d.day <= ${q.to}::date`,
  );
  const affiliated = found.filter((r) => !r.total);
  const all = found.find((r) => r.total);
  const figures = (r: Record<'orders' | 'participants' | 'paid' | 'refunded', unknown> | undefined): Figures => ({
    orders: num(r?.orders),
    participants: num(r?.participants),
    paidCents: num(r?.paid),
    refundedCents: num(r?.refunded),
  });
  const totals = figures(all);
  const list: AffiliationRow[] = affiliated.map((r) => ({ businessProviderId: r.provider, referralType: r.referral, ...figures(r) }));
  const known = sum(list);
  const others: AffiliationRow = {
    businessProviderId: null,
    referralType: null,
    orders: totals.orders - known.orders,
    participants: totals.participants - known.participants,
    paidCents: totals.paidCents - known.paidCents,
    refundedCents: totals.refundedCents - known.refundedCents,
  };
  if (others.orders || others.participants || others.paidCents || others.refundedCents) list.push(others);
  const rowsOut = list
    .filter((r) => r.orders || r.participants || r.paidCents || r.refundedCents)
    .sort(
      (a, b) =>
        b.paidCents - a.paidCents || nullsLast(a.businessProviderId, b.businessProviderId) || nullsLast(a.referralType, b.referralType),
    );
  return { from: q.from, to: q.to, rows: rowsOut, totals };
}

/** Text order with nulls last (the report's order after the amounts). */
const nullsLast = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

function sum<T extends Figures>(list: T[]): Figures {
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
