import {
  DIFFERENCES_SHOWN,
  type DifferenceKind,
  type MoneyInOut,
  type ReconciliationDifference,
  type ReconciliationProviderRow,
  type ReconciliationReport,
  type ReportQuery,
} from '@schuss/contracts';
import { type Db, rows } from '@schuss/db';
import { type SQL, sql } from 'drizzle-orm';
import { dayEnd, dayStart, isoAt, num } from '../../lib/sql';
import { checkPeriod, salesReport } from './reports';

/**
 * `GET …/reports/reconciliation`: does the money add up over [from, to]? Three figures of what came in and went
 * out, and every difference between them, line by line:
 * - (a) the ledger: its `payment` and `voucher_sold` entries (captured) less its `refund` entries plus its
 *   `refund_reversed` ones (refunded), dated by their `at`;
 * - (b) the payment provider, as our records of it say: each succeeded payment's amount (dated when the provider
 *   told us, `notified_at`) and each succeeded refund's (dated when asked, `created_at`, as its ledger entries are),
 *   per provider (sandbox, Stripe, Lyra);
 * - (c) the sales report's paid less refunded for the same days.
 *
 * The ledger and the provider are compared per payment and per refund (the entries name them in `reference`): a
 * payment the provider took without entries, entries for a payment not taken, sums that differ, a refund still
 * pending at the provider… Payments the provider took twice and gave back whole at once (status `refunded`) moved
 * nothing: neither side counts them. What went back to gift vouchers moved no card money: not compared.
 */

type Side = 'payment' | 'refund';
type Joined = {
  side: Side;
  reference: string | null;
  number: string | null;
  provider: string | null;
  status: string | null;
  provider_reference: string | null;
  in_ledger: boolean;
  ledger: unknown;
  compared: unknown;
  at: string | null;
};

const inOut = (inCents: number, outCents: number): MoneyInOut => ({ inCents, outCents, netCents: inCents - outCents });

/** The kind of a difference between a payment's or refund's ledger sum and the provider's. */
function kindOf(r: Joined): DifferenceKind {
  const found = r.status !== null;
  if (r.side === 'payment') {
    if (!r.in_ledger) return 'payment_without_entries';
    if (!found || r.status !== 'succeeded') return 'entries_without_payment';
    return 'payment_amount';
  }
  if (!r.in_ledger) return 'refund_without_entries';
  if (!found) return 'entries_without_refund';
  return r.status === 'pending' ? 'refund_pending' : 'refund_amount';
}

export async function reconciliation(db: Db, site: string, q: ReportQuery): Promise<ReconciliationReport> {
  checkPeriod(q);
  const start = dayStart(q.from);
  const end = dayEnd(q.to);
  const inPeriod = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  // Each payment and refund of the period, on either side: the ledger's sum for it over the period, the provider's.
  const joined = sql`
    with l as materialized (
      select case when e.kind in ('payment', 'voucher_sold') then 'payment' else 'refund' end as side, e.reference, e.order_id,
             max(e.provider) as provider, min(e.at) as at,
             sum(case when e.kind = 'refund_reversed' then -e.amount_cents else e.amount_cents end) as cents
        from ledger_entries e
       where e.site = ${site} and ${inPeriod(sql`e.at`)} and e.kind in ('payment', 'voucher_sold', 'refund', 'refund_reversed')
       group by 1, 2, 3),
    p as (
      select 'payment' as side, p.id as reference, p.order_id, p.provider, p.status, p.transaction_id as provider_reference,
             p.notified_at as at,
             case when p.status = 'succeeded' and ${inPeriod(sql`p.notified_at`)} then p.amount_cents else 0 end as cents
        from payments p
       where ((p.status = 'succeeded' and ${inPeriod(sql`p.notified_at`)}) or p.id in (select reference from l where side = 'payment'))
         and exists (select 1 from orders o where o.id = p.order_id and o.site = ${site})
      union all
      select 'refund', r.id, r.order_id, pp.provider, r.status, r.provider_refund_id, r.created_at,
             case when r.status = 'succeeded' and ${inPeriod(sql`r.created_at`)} then r.amount_cents else 0 end
        from refunds r left join payments pp on pp.id = r.payment_id
       where ((r.status in ('succeeded', 'pending') and ${inPeriod(sql`r.created_at`)}) or r.id in (select reference from l where side = 'refund'))
         and exists (select 1 from orders o where o.id = r.order_id and o.site = ${site})),
    j as materialized (
      select coalesce(p.side, l.side) as side, coalesce(p.reference, l.reference) as reference, coalesce(p.order_id, l.order_id) as order_id,
             coalesce(p.provider, l.provider) as provider, p.status, p.provider_reference, l.side is not null as in_ledger,
             coalesce(l.cents, 0) as ledger, coalesce(p.cents, 0) as compared, coalesce(p.at, l.at) as at
        from l full join p on p.side = l.side and p.reference = l.reference)`;
  // One statement (the join is made once): a row per provider with its sums, then the differences, the first ones.
  type Sums = Record<'ledger_in' | 'ledger_out' | 'took' | 'gave' | 'payments' | 'refunds' | 'differences', unknown>;
  const found = await rows<{ row: 'sum' | 'difference' } & Joined & Sums>(
    db,
    sql`${joined}
      select 'sum' as row, provider, null as side, null as reference, null as number, null as status, null as provider_reference,
             null::boolean as in_ledger, null::bigint as ledger, null::bigint as compared, null as at,
             coalesce(sum(ledger) filter (where side = 'payment'), 0) as ledger_in, coalesce(sum(ledger) filter (where side = 'refund'), 0) as ledger_out,
             coalesce(sum(compared) filter (where side = 'payment'), 0) as took, coalesce(sum(compared) filter (where side = 'refund'), 0) as gave,
             count(*) filter (where side = 'payment' and compared <> 0) as payments, count(*) filter (where side = 'refund' and compared <> 0) as refunds,
             count(*) filter (where ledger <> compared) as differences
        from j group by provider
      union all
      (select 'difference', j.provider, j.side, j.reference, o.number, j.status, j.provider_reference, j.in_ledger, j.ledger, j.compared,
              ${isoAt(sql`j.at`)}, null, null, null, null, null, null, null
         from j left join orders o on o.id = j.order_id
        where j.ledger <> j.compared
        order by o.number, j.at, j.reference
        limit ${DIFFERENCES_SHOWN})`,
  );
  const totals = found.filter((r) => r.row === 'sum').sort((a, b) => (a.provider ?? '~').localeCompare(b.provider ?? '~'));
  const differing = found.filter((r) => r.row === 'difference');
  const providers: ReconciliationProviderRow[] = totals
    .map((r) => ({
      name: r.provider,
      ledger: inOut(num(r.ledger_in), num(r.ledger_out)),
      provider: inOut(num(r.took), num(r.gave)),
      payments: num(r.payments),
      refunds: num(r.refunds),
    }))
    .filter((r) => r.ledger.inCents || r.ledger.outCents || r.provider.inCents || r.provider.outCents);
  const add = (pick: (r: ReconciliationProviderRow) => MoneyInOut) =>
    inOut(
      providers.reduce((n, r) => n + pick(r).inCents, 0),
      providers.reduce((n, r) => n + pick(r).outCents, 0),
    );
  const ledger = add((r) => r.ledger);
  const provider = add((r) => r.provider);
  const report = await salesReport(db, site, { ...q, period: 'season' });
  const sales = inOut(report.totals.paidCents, report.totals.refundedCents);

  const differences: ReconciliationDifference[] = differing.map((r) => ({
    kind: kindOf(r),
    orderNumber: r.number,
    provider: r.provider,
    reference: r.reference,
    providerReference: r.provider_reference,
    status: r.status,
    ledgerCents: num(r.ledger),
    comparedCents: num(r.compared),
    at: r.at,
  }));
  let differenceCount = totals.reduce((n, r) => n + num(r.differences), 0);
  if (sales.inCents !== ledger.inCents || sales.outCents !== ledger.outCents) {
    differenceCount++;
    differences.unshift({
      kind: 'sales_report',
      orderNumber: null,
      provider: null,
      reference: null,
      providerReference: null,
      status: null,
      ledgerCents: ledger.netCents,
      comparedCents: sales.netCents,
      at: null,
    });
  }
  return { from: q.from, to: q.to, ledger, provider, providers, sales, differences, differenceCount, reconciled: differenceCount === 0 };
}
