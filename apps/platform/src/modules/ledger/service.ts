import type { ProductType } from '@schuss/contracts';
import { type Db, type LedgerKind, ledgerEntries, type OrderSnapshot, rows, type StoredVatTreatment, type Tx } from '@schuss/db';
import { and, eq, sql } from 'drizzle-orm';
import { share } from '../../lib/money';
import { num } from '../../lib/sql';
import { allocateSale, attributeRefund } from './allocate';
import { addToDays } from './days';
import { vatIncluded, vatRateOf } from './vat';

/**
 * The money ledger's writes and its reads per line. Entries are only ever added, in the caller's
 * transaction: when an order is paid (`recordSale`), when a refund is reserved (`recordRefund`), when the
 * provider refuses it (`reverseRefund`). What a line was paid and what is left to refund of it are read
 * from its entries (`lineMoney`): the closures' refunds, the cancellations' checks and the reports use them.
 */

type LineRow = {
  id: number;
  quantity: number;
  cancelled: boolean;
  product_type: ProductType;
  merchant_id: number;
  total_cents: number;
  gift: boolean;
  /** The line's VAT rate: its sale's (a refund is taxed as the sale was), else the school's for its type. */
  rate: number;
};

type Entry = typeof ledgerEntries.$inferInsert;
/** A ledger entry as written. */
export type LedgerEntry = typeof ledgerEntries.$inferSelect;

/** The entry of `cents` of `kind` for a line (its type, merchant and VAT copied). */
function lineEntry(site: string, orderId: number, line: LineRow, kind: LedgerKind, cents: number, extra: Partial<Entry> = {}): Entry {
  const rate = line.rate;
  return {
    site,
    orderId,
    orderLineId: line.id,
    kind,
    amountCents: cents,
    productType: line.product_type,
    merchantId: line.merchant_id,
    vatRateBp: rate,
    vatCents: vatIncluded(cents, rate),
    ...extra,
  };
}

async function orderLinesOf(db: Db | Tx, orderId: number): Promise<LineRow[]> {
  const found = await rows<LineRow & { sale_rate: number | null; school_vat: Record<string, StoredVatTreatment> | null }>(
    db,
    sql`select l.id, l.quantity, l.cancelled_at is not null as cancelled, l.product_type, l.merchant_id, l.total_cents,
               coalesce(p.attributes ? 'giftVoucher', false) as gift,
               (select e.vat_rate_bp from ledger_entries e
                 where e.order_id = l.order_id and e.order_line_id = l.id and e.kind in ('payment', 'voucher_sold') limit 1) as sale_rate,
               (select s.vat from invoicing_settings s where s.site = l.site) as school_vat
          from order_lines l join products p on p.id = l.product_id
         where l.order_id = ${orderId} order by l.id`,
  );
  return found.map(({ sale_rate, school_vat, ...l }) => ({
    ...l,
    id: num(l.id),
    quantity: num(l.quantity),
    merchant_id: num(l.merchant_id),
    total_cents: num(l.total_cents),
    rate: sale_rate === null ? vatRateOf(l.product_type, l.gift, school_vat ?? undefined) : num(sale_rate),
  }));
}

/** What promo codes took off each product type, as the order was priced (its snapshot in its language). */
function discountsByType(snapshot: OrderSnapshot, lang: string): Partial<Record<ProductType, number>> {
  const groups = snapshot[lang] ?? Object.values(snapshot)[0] ?? {};
  const out: Partial<Record<ProductType, number>> = {};
  for (const [type, group] of Object.entries(groups) as [ProductType, NonNullable<(typeof groups)[ProductType]>][]) {
    const cents = (group.discounts ?? []).reduce((n, d) => n + d.amount.amount, 0);
    if (cents > 0) out[type] = cents;
  }
  return out;
}

/**
 * An order just paid (caller's transaction, from orders' fulfilment): per line, what the provider took
 * (`payment`, or `voucher_sold` for a gift-voucher line: always one, it carries the line's participants),
 * what gift vouchers paid (`voucher_redeemed`) and what promo codes took off (`discount`).
 */
export async function recordSale(tx: Tx, orderId: number): Promise<void> {
  const [order] = await rows<{ site: string; lang: string; total_cents: number; snapshot: OrderSnapshot; paid_at: Date | string }>(
    tx,
    sql`select site, lang, total_cents, snapshot, paid_at from orders where id = ${orderId}`,
  );
  if (!order) return;
  const lines = await orderLinesOf(tx, orderId);
  if (!lines.length) return;
  const [offers] = await rows<{ promo: unknown; vouchers: unknown }>(
    tx,
    sql`select coalesce(sum(amount_cents) filter (where promo_code_id is not null), 0) as promo,
               coalesce(sum(amount_cents) filter (where voucher_id is not null), 0) as vouchers
          from order_offers where order_id = ${orderId} and status = 'used'`,
  );
  const [payment] = await rows<{ id: string; provider: string }>(
    tx,
    sql`select id, provider from payments where order_id = ${orderId} and status = 'succeeded' order by updated_at desc limit 1`,
  );
  const shares = allocateSale(
    lines.map((l) => ({ id: l.id, productType: l.product_type, totalCents: l.total_cents, giftVoucher: l.gift })),
    {
      promoCents: num(offers?.promo),
      voucherCents: num(offers?.vouchers),
      cardCents: num(order.total_cents),
      discountsByType: discountsByType(order.snapshot, order.lang),
    },
  );
  const at = new Date(order.paid_at);
  const entries: Entry[] = [];
  lines.forEach((line, i) => {
    const s = shares[i] ?? { discount: 0, voucher: 0, card: 0 };
    entries.push(
      lineEntry(order.site, orderId, line, line.gift ? 'voucher_sold' : 'payment', s.card, {
        quantity: line.quantity,
        provider: payment?.provider ?? null,
        reference: payment?.id ?? null,
        at,
      }),
    );
    if (s.voucher > 0) entries.push(lineEntry(order.site, orderId, line, 'voucher_redeemed', s.voucher, { at }));
    if (s.discount > 0) entries.push(lineEntry(order.site, orderId, line, 'discount', s.discount, { at }));
  });
  await tx.insert(ledgerEntries).values(entries);
  await addToDays(tx, entries);
}

export type LineMoney = {
  orderLineId: number;
  /** What the line was paid: by card and by gift vouchers (its price less its discounts), and at the desk. */
  paidCents: number;
  cardCents: number;
  voucherCents: number;
  discountCents: number;
  /** What went back for it: to the card (refunds not refused), to gift vouchers and at the desk. */
  refundedCents: number;
  /** What can still go back for it to the card and gift vouchers (what they paid less what went back). */
  leftCents: number;
  /** What can still be given back at the desk: everything the line was paid, the desk's money included, less what went back. */
  givableCents: number;
};

/** What the ledger says of a line, summed by kind. */
const lineSums = sql`coalesce(sum(e.amount_cents) filter (where e.kind in ('payment', 'voucher_sold')), 0) as card,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'voucher_redeemed'), 0) as voucher,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'discount'), 0) as discount,
               coalesce(sum(e.amount_cents) filter (where e.kind in ('refund', 'voucher_credited')), 0)
               - coalesce(sum(e.amount_cents) filter (where e.kind = 'refund_reversed'), 0) as refunded,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'adjustment' and e.amount_cents > 0), 0) as collected,
               coalesce(-sum(e.amount_cents) filter (where e.kind = 'adjustment' and e.amount_cents < 0), 0) as given_back`;

function toLineMoney(r: Record<string, unknown>): LineMoney {
  const card = num(r.card);
  const voucher = num(r.voucher);
  // Money staff collected or gave back at the desk counts with what the line was paid and given back.
  const refunded = num(r.refunded) + num(r.given_back);
  return {
    orderLineId: num(r.id),
    paidCents: card + voucher + num(r.collected),
    cardCents: card,
    voucherCents: voucher,
    discountCents: num(r.discount),
    refundedCents: refunded,
    leftCents: Math.max(0, card + voucher - refunded),
    givableCents: Math.max(0, card + voucher + num(r.collected) - refunded),
  };
}

/** Each line of an order with what it was paid and what was given back for it, from its entries (line order). */
export async function lineMoney(db: Db | Tx, orderId: number): Promise<LineMoney[]> {
  const found = await rows<Record<string, unknown> & { id: number }>(
    db,
    sql`select l.id, ${lineSums}
          from order_lines l left join ledger_entries e on e.order_id = ${orderId} and e.order_line_id = l.id
         where l.order_id = ${orderId}
         group by l.id order by l.id`,
  );
  return found.map(toLineMoney);
}

/** `lineMoney` of the lines asked for, whatever their orders (the instructors' earnings read a period's lines at once). */
export async function linesMoney(db: Db | Tx, lineIds: number[]): Promise<Map<number, LineMoney>> {
  if (!lineIds.length) return new Map();
  const found = await rows<Record<string, unknown> & { id: number }>(
    db,
    sql`select l.id, ${lineSums}
          from order_lines l left join ledger_entries e on e.order_id = l.order_id and e.order_line_id = l.id
         where l.id in (${sql.join(
           lineIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         group by l.id`,
  );
  return new Map(found.map((r) => [num(r.id), toLineMoney(r)]));
}

/** `participantRefunds` of the lines asked for (order_lines id → participant → cents). */
export async function linesParticipantRefunds(db: Db | Tx, lineIds: number[]): Promise<Map<number, Map<number, number>>> {
  if (!lineIds.length) return new Map();
  const found = await rows<{ line: number; participant: number; cents: unknown }>(
    db,
    sql`select e.order_line_id as line, e.participant,
               coalesce(sum(e.amount_cents) filter (where e.kind in ('refund', 'voucher_credited')), 0)
               - coalesce(sum(e.amount_cents) filter (where e.kind = 'refund_reversed'), 0) as cents
          from order_lines l join ledger_entries e on e.order_id = l.order_id and e.order_line_id = l.id
         where e.participant is not null and l.id in (${sql.join(
           lineIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         group by 1, 2`,
  );
  return byLine(found);
}

function byLine(found: { line: number; participant: number; cents: unknown }[]): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  for (const r of found) {
    const line = out.get(num(r.line)) ?? new Map<number, number>();
    line.set(num(r.participant), num(r.cents));
    out.set(num(r.line), line);
  }
  return out;
}

export type RefundRecord = {
  site: string;
  orderId: number;
  /** Card money given back (our refund's id and the provider), and money given back to gift vouchers. */
  cardCents: number;
  voucherCents: number;
  refundId: string | null;
  provider: string | null;
  /** The lines (order_lines ids) the refund is for, first: cancelled, closed, a participant's. */
  lineIds: number[];
  /** The participant (position in the one line) it is for. */
  participant?: number | null;
  by: string;
};

/**
 * A refund reserved (caller's transaction, the order locked): card money (`refund`) and gift-voucher money
 * (`voucher_credited`) given to its lines — `lineIds` first (none: the cancelled lines), each up to what is
 * left of what it was paid, then the others; the card's and the vouchers' parts in proportion on each line. Anything beyond what the
 * lines were paid (which the checks before refuse) is recorded on the order.
 */
export async function recordRefund(tx: Tx, r: RefundRecord): Promise<LedgerEntry[]> {
  const total = r.cardCents + r.voucherCents;
  if (total <= 0) return [];
  const lines = await orderLinesOf(tx, r.orderId);
  const money = await lineMoney(tx, r.orderId);
  // A refund for no line in particular (a goodwill gesture, a retry) goes to the cancelled lines first.
  const first = r.lineIds.length ? r.lineIds : lines.filter((l) => l.cancelled).map((l) => l.id);
  const { parts, rest } = attributeRefund(
    money.map((m) => ({ id: m.orderLineId, left: m.leftCents })),
    first,
    total,
  );
  const cards = share(
    r.cardCents,
    parts.map((p) => p.cents),
  );
  // The card's part of `rest` first, so that the card's parts add up to what the provider is asked.
  const cardRest = r.cardCents - cards.reduce((a, b) => a + b, 0);
  const entries: Entry[] = [];
  const at = new Date();
  const extra = (kind: 'refund' | 'voucher_credited'): Partial<Entry> => ({
    participant: r.participant ?? null,
    quantity: 0,
    byLabel: r.by,
    at,
    ...(kind === 'refund' ? { reference: r.refundId, provider: r.provider } : {}),
  });
  parts.forEach((p, i) => {
    const line = lines.find((l) => l.id === p.id);
    if (!line) return;
    const card = cards[i] ?? 0;
    if (card > 0) entries.push(lineEntry(r.site, r.orderId, line, 'refund', card, extra('refund')));
    if (p.cents - card > 0) entries.push(lineEntry(r.site, r.orderId, line, 'voucher_credited', p.cents - card, extra('voucher_credited')));
  });
  if (rest > 0) {
    const base = { site: r.site, orderId: r.orderId, orderLineId: null, byLabel: r.by, at };
    if (cardRest > 0) entries.push({ ...base, kind: 'refund', amountCents: cardRest, reference: r.refundId, provider: r.provider });
    if (rest - cardRest > 0) entries.push({ ...base, kind: 'voucher_credited', amountCents: rest - cardRest });
  }
  if (!entries.length) return [];
  const written = await tx.insert(ledgerEntries).values(entries).returning();
  await addToDays(tx, entries);
  return written;
}

/** A refund the provider refused (caller's transaction): each of its card entries is put back (`refund_reversed`). */
export async function reverseRefund(tx: Tx, refundId: string, by: string): Promise<LedgerEntry[]> {
  const refunded = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, refundId), eq(ledgerEntries.kind, 'refund')));
  if (!refunded.length) return [];
  const at = new Date();
  const entries: Entry[] = refunded.map(({ id: _, ...e }) => ({ ...e, kind: 'refund_reversed', byLabel: by, at }));
  const written = await tx.insert(ledgerEntries).values(entries).returning();
  await addToDays(tx, entries);
  return written;
}

export type AdjustmentRecord = {
  site: string;
  orderId: number;
  orderLineId: number;
  /** Collected (positive) or given back (negative) at the desk, in cents. */
  cents: number;
  /** cash, transfer or cheque: kept as the entry's provider. */
  means: string;
  /** Our reference of it (`adj_…`): its idempotency. */
  reference: string;
  by: string;
};

/**
 * Money staff collected or gave back outside the payment provider for a line (caller's transaction, the order
 * locked): one `adjustment` entry, signed, at the line's VAT rate. The sales report (provider money) leaves it
 * out; what the line was paid and what is left of it count it.
 */
export async function recordAdjustment(tx: Tx, a: AdjustmentRecord): Promise<LedgerEntry[]> {
  const line = (await orderLinesOf(tx, a.orderId)).find((l) => l.id === a.orderLineId);
  if (!line || a.cents === 0) return [];
  const entry = lineEntry(a.site, a.orderId, line, 'adjustment', a.cents, { provider: a.means, reference: a.reference, byLabel: a.by });
  const written = await tx.insert(ledgerEntries).values(entry).returning();
  await addToDays(tx, [entry]);
  return written;
}

/** What went back for each participant cancelled or refunded alone, per line (order_lines id → participant → cents). */
export async function participantRefunds(db: Db | Tx, orderId: number): Promise<Map<number, Map<number, number>>> {
  const found = await rows<{ line: number; participant: number; cents: unknown }>(
    db,
    sql`select order_line_id as line, participant,
               coalesce(sum(amount_cents) filter (where kind in ('refund', 'voucher_credited')), 0)
               - coalesce(sum(amount_cents) filter (where kind = 'refund_reversed'), 0) as cents
          from ledger_entries where order_id = ${orderId} and participant is not null and order_line_id is not null
         group by 1, 2`,
  );
  return byLine(found);
}

/**
 * Each participant's share of what their line was paid (in proportion to their prices, to the cent), what went
 * back for them, and what can still go back for them: never more than is left of the line. What went back for the
 * line as a whole (a closed day, a goodwill refund) is the participants', in proportion to what each still had.
 */
export function participantShares(
  line: Pick<LineMoney, 'paidCents' | 'leftCents'> & { refundedCents?: number },
  pricesCents: number[],
  refunded: Map<number, number> = new Map(),
): { paidCents: number; refundedCents: number; leftCents: number }[] {
  const paid = share(line.paidCents, pricesCents);
  const own = paid.map((_, index) => refunded.get(index) ?? 0);
  const whole = Math.max(0, (line.refundedCents ?? 0) - own.reduce((a, b) => a + b, 0));
  const common = share(
    whole,
    paid.map((p, index) => Math.max(0, p - (own[index] ?? 0))),
  );
  return paid.map((p, index) => {
    const back = (own[index] ?? 0) + (common[index] ?? 0);
    return { paidCents: p, refundedCents: back, leftCents: Math.max(0, Math.min(p - back, line.leftCents)) };
  });
}
