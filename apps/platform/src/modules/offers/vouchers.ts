import {
  type DisableVoucherRequest,
  ErrorCode,
  eur,
  type GiftVoucherDetail,
  type GiftVouchersQuery,
  type GiftVouchersResponse,
  type GiftVoucherView,
  type ProductAttributes,
  type VoucherStatus,
} from '@schuss/contracts';
import { addDays, todayIso } from '@schuss/contracts/rules';
import {
  type Db,
  giftVoucherMovements,
  giftVouchers,
  type OrderItem,
  orderOffers,
  type orders,
  products,
  rows,
  type Tx,
  transaction,
} from '@schuss/db';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { staffLabel } from '../auth';
import { last4Of, newVoucherCode, voucherHash, voucherKey, voucherLabel } from './codes';

/**
 * Gift vouchers (offers): bought as a product (a GENERIC_LINE whose attributes carry
 * `giftVoucher`), made when the order is paid — one per participant of the line, the beneficiary —
 * worth the product's amount for GIFT_VOUCHER_VALIDITY_DAYS. The code is drawn when the confirmation
 * e-mail is sent, shown in it once, and kept only as a hash; a failed e-mail withdraws it (the next
 * confirmation sent draws a new one). Redeemed at checkout (cart.ts); credited back by refunds.
 */
export const GIFT_VOUCHER_VALIDITY_DAYS = 365;

type OrderRow = typeof orders.$inferSelect;
type VoucherRow = typeof giftVouchers.$inferSelect;

const notFound = (id: number) =>
  new HttpError(404, `params.voucherId: no gift voucher ${id} on this site`, 'params.voucherId', ErrorCode.NotFound);

/** What a voucher is now, from its row. */
export function voucherStatus(
  v: Pick<VoucherRow, 'disabledAt' | 'codeHash' | 'balanceCents' | 'expiresOn'>,
  today = todayIso(),
): VoucherStatus {
  if (v.disabledAt) return 'disabled';
  if (!v.codeHash) return 'pending';
  if (v.balanceCents <= 0) return 'spent';
  if (v.expiresOn < today) return 'expired';
  return 'active';
}

/**
 * The order is paid (caller's transaction): its gift-voucher lines become vouchers, one per
 * participant, without code yet. Idempotent (one voucher per order, line and participant).
 */
export async function createGiftVouchers(tx: Tx, order: OrderRow): Promise<number> {
  const ids = [...new Set(order.items.map((i) => i.productId))];
  if (!ids.length) return 0;
  const gifts: { id: number; attributes: ProductAttributes }[] = await tx
    .select({ id: products.id, attributes: products.attributes })
    .from(products)
    .where(and(inArray(products.id, ids), sql`${products.attributes} ? 'giftVoucher'`));
  if (!gifts.length) return 0;
  const expiresOn = addDays(todayIso(), GIFT_VOUCHER_VALIDITY_DAYS);
  let made = 0;
  for (const item of order.items as OrderItem[]) {
    const product = gifts.find((g) => g.id === item.productId);
    if (!product) continue;
    const amount = product.attributes.giftVoucher?.amountCents;
    for (const [i, p] of item.participants.entries()) {
      // Worth the product's amount; what was paid for it if the product names none.
      const cents = Number.isInteger(amount) && (amount as number) > 0 ? (amount as number) : p.priceCents;
      if (cents <= 0) continue;
      const [v] = await tx
        .insert(giftVouchers)
        .values({
          site: order.site,
          orderId: order.id,
          lineId: item.lineId,
          participant: i,
          beneficiary: `${p.firstName} ${p.lastName}`,
          initialCents: cents,
          balanceCents: cents,
          expiresOn,
        })
        .onConflictDoNothing()
        .returning({ id: giftVouchers.id });
      if (!v) continue;
      await tx
        .insert(giftVoucherMovements)
        .values({ voucherId: v.id, kind: 'issued', amountCents: cents, balanceCents: cents, orderId: order.id });
      made++;
    }
  }
  return made;
}

export type IssuedCode = { voucherId: number; code: string; hash: string; amountCents: number; expiresOn: string; beneficiary: string };

/** Draws the codes of an order's vouchers that have none yet (to be e-mailed now); stores their hashes. */
export async function issueVoucherCodes(db: Db, orderId: number): Promise<IssuedCode[]> {
  return transaction(db, async (tx) => {
    const pending = await tx
      .select()
      .from(giftVouchers)
      .where(and(eq(giftVouchers.orderId, orderId), isNull(giftVouchers.codeHash), isNull(giftVouchers.disabledAt)))
      .orderBy(giftVouchers.lineId, giftVouchers.participant)
      .for('update');
    const issued: IssuedCode[] = [];
    for (const v of pending) {
      const code = newVoucherCode();
      const key = voucherKey(code) as string;
      const hash = voucherHash(key);
      await tx
        .update(giftVouchers)
        .set({ codeHash: hash, last4: last4Of(key), issuedAt: sql`now()` })
        .where(and(eq(giftVouchers.id, v.id), isNull(giftVouchers.codeHash)));
      issued.push({ voucherId: v.id, code, hash, amountCents: v.initialCents, expiresOn: v.expiresOn, beneficiary: v.beneficiary });
    }
    return issued;
  });
}

/** The e-mail carrying codes failed: they are withdrawn (never shown, never valid); the next e-mail draws new ones. */
export async function withdrawVoucherCodes(db: Db, issued: IssuedCode[]): Promise<void> {
  for (const i of issued) {
    await db
      .update(giftVouchers)
      .set({ codeHash: null, last4: null, issuedAt: null })
      .where(and(eq(giftVouchers.id, i.voucherId), eq(giftVouchers.codeHash, i.hash)));
  }
}

/** The vouchers an order bought. */
export async function vouchersOfOrder(db: Db | Tx, orderId: number): Promise<VoucherRow[]> {
  return db.select().from(giftVouchers).where(eq(giftVouchers.orderId, orderId)).orderBy(giftVouchers.lineId, giftVouchers.participant);
}

// ---------------------------------------------------------------------------------------------
// Refunds

/** What refunds may still credit back to the vouchers that paid an order. */
export async function voucherCreditable(db: Db | Tx, orderId: number): Promise<number> {
  const [r] = await rows<{ cents: number }>(
    db,
    sql`select coalesce(sum(amount_cents - credited_cents), 0)::int as cents from order_offers
         where order_id = ${orderId} and voucher_id is not null and status = 'used'`,
  );
  return Number(r?.cents ?? 0);
}

/**
 * A refund of `cents` given back to the vouchers that paid the order (caller's transaction: the
 * order's cart and row locked), the last one used first, each at most what it paid. Answers the cents
 * credited (≤ `cents`) and to which vouchers.
 */
export async function creditVouchers(
  tx: Tx,
  orderId: number,
  cents: number,
  by: string,
  note: string,
): Promise<{ credited: number; vouchers: { voucherId: number; label: string; cents: number }[] }> {
  const used = await tx
    .select()
    .from(orderOffers)
    .where(and(eq(orderOffers.orderId, orderId), isNotNull(orderOffers.voucherId), eq(orderOffers.status, 'used')))
    .orderBy(desc(orderOffers.id))
    .for('update');
  let left = cents;
  const vouchers: { voucherId: number; label: string; cents: number }[] = [];
  for (const o of used) {
    const c = Math.min(left, o.amountCents - o.creditedCents);
    if (c <= 0) continue;
    await tx
      .update(orderOffers)
      .set({ creditedCents: sql`${orderOffers.creditedCents} + ${c}` })
      .where(eq(orderOffers.id, o.id));
    const [v] = await rows<{ balance_cents: number }>(
      tx,
      sql`update gift_vouchers set balance_cents = balance_cents + ${c} where id = ${o.voucherId} returning balance_cents`,
    );
    await tx.insert(giftVoucherMovements).values({
      voucherId: o.voucherId as number,
      kind: 'credited',
      amountCents: c,
      balanceCents: v?.balance_cents ?? 0,
      orderId,
      userLabel: by,
      note: note.slice(0, 500),
    });
    vouchers.push({ voucherId: o.voucherId as number, label: o.label, cents: c });
    left -= c;
    if (left <= 0) break;
  }
  return { credited: cents - left, vouchers };
}

// ---------------------------------------------------------------------------------------------
// Staff

type ListRow = {
  id: number;
  last4: string | null;
  code_hash: string | null;
  initial_cents: number;
  balance_cents: number;
  expires_on: string;
  number: string;
  beneficiary: string;
  created_at: string;
  disabled_at: string | null;
  disabled_reason: string | null;
};

const isoAt = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

function viewOf(r: ListRow, today: string): GiftVoucherView {
  return {
    id: Number(r.id),
    last4: r.last4,
    initial: eur(Number(r.initial_cents)),
    balance: eur(Number(r.balance_cents)),
    expiresOn: r.expires_on,
    status: voucherStatus(
      {
        disabledAt: r.disabled_at ? new Date(r.disabled_at) : null,
        codeHash: r.code_hash,
        balanceCents: Number(r.balance_cents),
        expiresOn: r.expires_on,
      },
      today,
    ),
    orderNumber: r.number,
    beneficiary: r.beneficiary,
    createdAt: r.created_at,
    disabledAt: r.disabled_at,
    disabledReason: r.disabled_reason,
  };
}

const LIST_MAX = 200;

const statusSql = (today: string) => sql`case when v.disabled_at is not null then 'disabled' when v.code_hash is null then 'pending'
  when v.balance_cents <= 0 then 'spent' when v.expires_on < ${today}::date then 'expired' else 'active' end`;

const selectVoucher = sql`select v.id, v.last4, v.code_hash, v.initial_cents, v.balance_cents, v.expires_on::text as expires_on, o.number,
    v.beneficiary, ${isoAt('v.created_at')} as created_at, ${isoAt('v.disabled_at')} as disabled_at, v.disabled_reason
  from gift_vouchers v join orders o on o.id = v.order_id`;

/** `GET …/gift-vouchers?q=&status=`: the site's vouchers, newest first. */
export async function listVouchers(db: Db, site: string, q: GiftVouchersQuery): Promise<GiftVouchersResponse> {
  const today = todayIso();
  const text = (q.q ?? '').replace(/^[….\s]+/, '').trim();
  const filter = text
    ? sql`and (v.last4 = ${text.toUpperCase().replace(/[\s-]/g, '').slice(-4)} or o.number = ${text.toUpperCase()}
              or lower(v.beneficiary) like ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
    : sql``;
  const found = await rows<ListRow>(
    db,
    sql`${selectVoucher} where v.site = ${site} ${filter} ${q.status ? sql`and ${statusSql(today)} = ${q.status}` : sql``}
        order by v.created_at desc, v.id desc limit ${LIST_MAX + 1}`,
  );
  return { vouchers: found.slice(0, LIST_MAX).map((r) => viewOf(r, today)), truncated: found.length > LIST_MAX };
}

/** `GET …/gift-vouchers/:id`: a voucher and its balance's history. */
export async function voucherDetail(db: Db | Tx, site: string, id: number): Promise<GiftVoucherDetail> {
  const [r] = await rows<ListRow>(db, sql`${selectVoucher} where v.site = ${site} and v.id = ${id}`);
  if (!r) throw notFound(id);
  const history = await rows<{
    at: string;
    kind: 'issued' | 'redeemed' | 'credited' | 'disabled';
    amount_cents: number;
    balance_cents: number;
    number: string | null;
    user_label: string | null;
    note: string | null;
  }>(
    db,
    sql`select ${isoAt('m.at')} as at, m.kind, m.amount_cents, m.balance_cents, o.number, m.user_label, m.note
          from gift_voucher_movements m left join orders o on o.id = m.order_id
         where m.voucher_id = ${id} order by m.at, m.id`,
  );
  return {
    voucher: viewOf(r, todayIso()),
    history: history.map((h) => ({
      at: h.at,
      kind: h.kind,
      amount: eur(Number(h.amount_cents)),
      balance: eur(Number(h.balance_cents)),
      orderNumber: h.number,
      by: h.user_label,
      note: h.note,
    })),
  };
}

/**
 * `POST …/gift-vouchers/:id/disable`: the voucher pays nothing more (carts holding it are told at
 * checkout; an order awaiting payment with it is refused when paid and its payment given back).
 * Audited. 409 when it is disabled already.
 */
export async function disableVoucher(
  db: Db,
  staff: AuthSession,
  site: string,
  id: number,
  body: DisableVoucherRequest,
): Promise<GiftVoucherDetail> {
  return transaction(db, async (tx) => {
    const [v] = await tx
      .select()
      .from(giftVouchers)
      .where(and(eq(giftVouchers.site, site), eq(giftVouchers.id, id)))
      .for('update');
    if (!v) throw notFound(id);
    if (v.disabledAt) {
      throw new HttpError(
        409,
        `params.voucherId: gift voucher ${voucherLabel(v.last4)} is disabled already`,
        'params.voucherId',
        ErrorCode.Conflict,
      );
    }
    const before = { status: voucherStatus(v), balanceCents: v.balanceCents };
    await tx.update(giftVouchers).set({ disabledAt: sql`now()`, disabledReason: body.reason }).where(eq(giftVouchers.id, id));
    await tx.insert(giftVoucherMovements).values({
      voucherId: id,
      kind: 'disabled',
      amountCents: 0,
      balanceCents: v.balanceCents,
      userLabel: staffLabel(staff),
      note: body.reason,
    });
    await recordAudit(tx, staff, {
      action: 'gift-voucher.disable',
      subject: `gift voucher ${voucherLabel(v.last4)} (${v.beneficiary})`,
      before,
      after: { status: 'disabled', balanceCents: v.balanceCents, reason: body.reason },
    });
    return voucherDetail(tx, site, id);
  });
}
