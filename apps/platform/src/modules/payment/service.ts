import { randomBytes } from 'node:crypto';
import { ErrorCode, PAYMENT_SUCCESS_CODE, type PaymentNotifyResponse } from '@schuss/contracts';
import { type Db, one, orders as ordersTable, payments, type Tx, transaction } from '@schuss/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/errors';
import type { PaymentAttempts } from '../../lib/payments';
import { countPayment } from '../metrics';
import { confirmOrder, lockCartOfOrder, type OrdersDeps, orderById, settleOrder } from '../orders';
import type { PaymentProvider, VerifiedNotification } from './provider';

/**
 * Payment attempts (the `payments` table): this module is the only one that writes them. An
 * attempt is opened at checkout or retry, started at the provider, and records one outcome from
 * a verified notification of the provider — the only thing that fulfils an order (decision 010).
 */

/** A hosted payment page is valid this long (the places stay held longer: PAYMENT_HOLD_MINUTES of the places module). */
export const PAYMENT_WINDOW_MINUTES = 30;

/** A payment attempt id: 144 random bits, base64url (the provider's session reference and the hosted page's id). */
const newPaymentId = () => randomBytes(18).toString('base64url');

export type PaymentDeps = {
  db: Db;
  /** The global settings' provider (PAYMENT_PROVIDER): the schools without their own account pay through it. */
  provider: PaymentProvider;
  /** A school's provider (by site key): its own account (SCHOOL_PAYMENTS), else the global one. */
  providerFor(site: string): PaymentProvider;
  /** Every provider of that name, the global one and the schools': a notification naming no payment of Schuss is checked against each. */
  providersNamed(name: string): PaymentProvider[];
  log: FastifyBaseLogger;
};

/**
 * The provider that took (or may take) a payment: its school's, provided its name is the one the
 * attempt was opened with — a school's settings changed since then leave the attempt without one.
 */
export function providerOfPayment(d: PaymentDeps, payment: { provider: string }, site: string): PaymentProvider | undefined {
  const provider = d.providerFor(site);
  return provider.name === payment.provider ? provider : undefined;
}

/** The school (site key) of a payment attempt, with the attempt's provider name, or undefined. */
export async function schoolOfPayment(db: Db, paymentId: string): Promise<{ site: string; provider: string } | undefined> {
  const [found] = await db
    .select({ site: ordersTable.site, provider: payments.provider })
    .from(payments)
    .innerJoin(ordersTable, eq(ordersTable.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  return found;
}

/** Supersedes the order's attempts still open (caller's transaction); answers their ids. */
async function supersedeAttempts(tx: Tx, orderId: number): Promise<string[]> {
  const superseded = await tx
    .update(payments)
    .set({ status: 'superseded', updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')))
    .returning({ id: payments.id });
  return superseded.map((p) => p.id);
}

/** Supersedes the order's open attempts and opens a new one for its total (caller's transaction). */
export async function openAttempt(
  tx: Tx,
  provider: string,
  order: { id: number; totalCents: number; currency: string },
): Promise<{ paymentId: string; expiresAt: Date; superseded: string[] }> {
  const superseded = await supersedeAttempts(tx, order.id);
  const [opened] = await tx
    .insert(payments)
    .values({
      id: newPaymentId(),
      orderId: order.id,
      provider,
      amountCents: order.totalCents,
      currency: order.currency,
      expiresAt: sql`now() + make_interval(mins => ${PAYMENT_WINDOW_MINUTES})`,
    })
    .returning({ id: payments.id, expiresAt: payments.expiresAt });
  if (!opened) throw new Error('payment insert returned nothing');
  return { paymentId: opened.id, expiresAt: opened.expiresAt, superseded };
}

/**
 * An attempt whose session ended at the provider without any outcome (the sandbox's "no answer
 * from the bank"): it expires, unless an outcome was recorded meanwhile. Answers whether it changed.
 */
export async function expireAttempt(db: Db, paymentId: string): Promise<boolean> {
  const expired = await one<{ id: string }>(
    db,
    sql`update payments set status = 'expired', updated_at = now()
         where id = ${paymentId} and status = 'created' and transaction_id is null
     returning id`,
  );
  return expired !== undefined;
}

/** Closes attempts at the provider (after they were superseded); a failure is logged, the attempt stays superseded here. */
async function cancelAtProvider(d: PaymentDeps, paymentIds: string[]): Promise<void> {
  if (paymentIds.length === 0) return;
  const attempts = await d.db
    .select({ id: payments.id, provider: payments.provider, site: ordersTable.site })
    .from(payments)
    .innerJoin(ordersTable, eq(ordersTable.id, payments.orderId))
    .where(inArray(payments.id, paymentIds));
  for (const attempt of attempts) {
    const paymentId = attempt.id;
    const provider = providerOfPayment(d, attempt, attempt.site);
    if (!provider) {
      d.log.warn(
        { payment: paymentId, provider: attempt.provider },
        "a superseded payment's provider is no longer its school's: not cancelled there",
      );
      continue;
    }
    try {
      await provider.cancelPayment(paymentId);
    } catch (err) {
      d.log.warn({ err, payment: paymentId }, 'the provider did not cancel a superseded payment');
    }
  }
}

/** What checkout asks of this module (orders/checkout.ts never imports it: the app wires this in). */
export function checkoutPayments(d: PaymentDeps): PaymentAttempts {
  return {
    // Each school's order is paid to the school's own account.
    open: (tx, order) => openAttempt(tx, d.providerFor(order.site).name, order),
    supersede: (tx, orderId) => supersedeAttempts(tx, orderId),
    start: async (request) => {
      // The attempt was opened (committed) with its school's provider: started there.
      const school = await schoolOfPayment(d.db, request.paymentId);
      const provider = school && providerOfPayment(d, school, school.site);
      if (!provider) throw new Error(`payment ${request.paymentId}: no provider of its school to start it`);
      return (await provider.startPayment(request)).redirectUrl;
    },
    cancel: (paymentIds) => cancelAtProvider(d, paymentIds),
  };
}

/** A notification that is authentic but does not match what was asked of the provider. */
const rejected = (status: 400 | 404 | 409, message: string) => new HttpError(status, message, 'body', ErrorCode.RejectedNotification);

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Applies a verified provider notification — the only thing that fulfils an order.
 *
 * The payment, its order and the notification must agree (provider, order number, amount,
 * currency), else 4xx and nothing changes. The payment records its outcome once: the first
 * notification carrying a transaction sets it (`… where transaction_id is null`, transaction ids
 * unique), so a duplicate or replayed one changes nothing. A refusal leaves the order awaiting
 * payment (retryable). A success fulfils the order in the same transaction, serialised per cart by
 * the cart's row lock, exactly once, and supersedes the order's other open attempts; a success for
 * an order that is no longer awaiting that amount (paid meanwhile by another payment) is refunded.
 *
 * `verifiedBy` is the provider whose keys checked the notification: it must be the provider of the
 * payment's school, so that a notification signed with one school's secret changes nothing of another's.
 */
export async function applyNotification(
  d: PaymentDeps,
  orders: OrdersDeps,
  n: VerifiedNotification,
  verifiedBy: PaymentProvider,
): Promise<PaymentNotifyResponse> {
  const [payment] = await d.db.select().from(payments).where(eq(payments.id, n.paymentId));
  const order = payment ? await orderById(d.db, payment.orderId) : undefined;
  if (!payment || !order) throw rejected(404, 'unknown payment');
  const provider = providerOfPayment(d, payment, order.site);
  if (!provider) throw rejected(400, 'payment of another provider');
  if (provider !== verifiedBy) throw rejected(400, "not signed with the keys of the payment's school");
  if (order.number !== n.orderNumber) throw rejected(400, 'order number does not match the payment');
  if (payment.amountCents !== n.amount) throw rejected(400, 'amount does not match the payment');
  if (payment.currency !== n.currency) throw rejected(400, 'currency does not match the payment');

  const success = n.executionCode === PAYMENT_SUCCESS_CODE;
  let outcome: PaymentNotifyResponse['outcome'];
  let superseded: string[] = [];
  try {
    outcome = await transaction(d.db, async (tx) => {
      // The cart's row lock serialises this with checkouts, retries and other notifications of the cart.
      await lockCartOfOrder(tx, order);
      const [recorded] = await tx
        .update(payments)
        .set({
          status: success ? 'succeeded' : 'refused',
          executionCode: n.executionCode,
          transactionId: n.transactionId,
          notifiedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, payment.id), isNull(payments.transactionId)))
        .returning();
      if (!recorded) return 'duplicate';
      if (!success) return 'refused';
      if (!(await settleOrder(tx, order.id, recorded.amountCents))) return 'refunded';
      // Paid: the order's other pages must take no money.
      superseded = await supersedeAttempts(tx, order.id);
      return 'fulfilled';
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw rejected(409, 'transaction already recorded for another payment');
    throw err;
  }

  countPayment(payment.provider, outcome);
  if (outcome === 'fulfilled') {
    d.log.info({ order: order.number, payment: payment.id, transaction: n.transactionId }, 'order paid');
    await cancelAtProvider(d, superseded);
    await confirmOrder(orders, order.id);
  } else if (outcome === 'refunded') {
    // Money was taken for an order already paid or changed since: give it back.
    d.log.warn({ order: order.number, payment: payment.id }, 'payment succeeded for an order not awaiting it: refunding');
    const r = await provider.refund({
      paymentId: payment.id,
      transactionId: n.transactionId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      idempotencyKey: `${payment.id}-whole`,
    });
    if (r.ok) {
      await d.db.update(payments).set({ status: 'refunded', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
    } else {
      d.log.error({ order: order.number, payment: payment.id, error: r.error }, 'refund failed: staff must refund by hand');
    }
  } else if (outcome === 'refused') {
    d.log.info({ order: order.number, payment: payment.id, code: n.executionCode }, 'payment refused');
  } else {
    d.log.info({ order: order.number, payment: payment.id }, 'duplicate payment notification ignored');
  }
  return { received: true, outcome };
}

/**
 * The payment that settled an order (caller's transaction or not): the succeeded attempt recorded
 * in the very transaction that marked the order paid (`notified_at = paid_at`, both `now()` of
 * that transaction), else the oldest succeeded one. Another payment that succeeded for an order
 * already paid is not it: applyNotification gives that one back whole.
 */
export async function settlingPayment(
  db: Db | Tx,
  orderId: number,
): Promise<{ id: string; provider: string; amountCents: number; currency: string; transactionId: string } | undefined> {
  return one<{ id: string; provider: string; amountCents: number; currency: string; transactionId: string }>(
    db,
    sql`select p.id, p.provider, p.amount_cents as "amountCents", p.currency, p.transaction_id as "transactionId"
          from payments p join orders o on o.id = p.order_id
         where p.order_id = ${orderId} and p.status = 'succeeded' and p.transaction_id is not null
         order by (p.notified_at = o.paid_at) desc, p.notified_at asc, p.id
         limit 1`,
  );
}

/**
 * Gives `amountCents` of a settled payment back through the provider (a refund the back office
 * has recorded as pending). Never throws: a provider error is answered as `{ok: false}`. The
 * payment keeps its status `succeeded` — what it took is still what was paid; the order counts
 * what was refunded (`orders.refunded_cents`, the `refunds` rows).
 */
export async function refundPayment(
  d: PaymentDeps,
  r: { paymentId: string; amountCents: number; idempotencyKey?: string },
): Promise<{ ok: true; refundId: string } | { ok: false; error: string }> {
  const [payment] = await d.db.select().from(payments).where(eq(payments.id, r.paymentId));
  if (!payment?.transactionId || payment.status !== 'succeeded') return { ok: false, error: 'this payment took no money' };
  const school = await schoolOfPayment(d.db, payment.id);
  // The money goes back from the account that took it: the payment's school's.
  const provider = school && providerOfPayment(d, payment, school.site);
  if (!provider) return { ok: false, error: `payment of another provider (${payment.provider})` };
  try {
    const res = await provider.refund({
      paymentId: payment.id,
      transactionId: payment.transactionId,
      amountCents: r.amountCents,
      currency: payment.currency,
      idempotencyKey: r.idempotencyKey,
    });
    if (res.ok) d.log.info({ payment: payment.id, amount: r.amountCents, refund: res.refundId }, 'refunded');
    else d.log.warn({ payment: payment.id, amount: r.amountCents, error: res.error }, 'the provider refused a refund');
    return res;
  } catch (err) {
    d.log.error({ err, payment: payment.id, amount: r.amountCents }, 'the provider failed a refund');
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}
