import { randomBytes } from 'node:crypto';
import { type CancellationRequest, type CancellationResponse, ErrorCode, eur, type RefundView } from '@schuss/contracts';
import { type Db, orderLines, orders, refunds, type Tx, transaction } from '@schuss/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { plainEuros } from '../../lib/format';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { staffLabel } from '../auth';
import { issueCreditNote, issueReversal } from '../invoicing';
import { lineMoney, participantRefunds, participantShares, recordRefund, reverseRefund } from '../ledger';
import { countOrder } from '../metrics';
import { creditVouchers, voucherCreditable } from '../offers';
import {
  cancelOrderLines,
  cancelParticipant,
  insertRefund,
  lockCartOfOrder,
  mailLines,
  type OrdersDeps,
  type RefundRow,
  sendConfirmation,
  sendOrderEmail,
  setOrderRefunded,
  settleRefund,
} from '../orders';
import { type PaymentDeps, refundPayment, settlingPayment } from '../payment';
import { returnSold } from '../places';
import { schoolByKey } from '../schools';
import { cancellationMessage } from './emails';
import { orderDetail } from './orders';

/**
 * Cancellations and refunds. A request cancels order lines (their places go back to
 * their slots) and/or gives money back through the payment provider, once per idempotency key.
 *
 * Money is reserved before the provider is asked: one transaction — holding the order's cart row
 * (the lock payment notifications take first) then the order's row — checks what may be refunded,
 * records the refund as `pending` and adds it to `orders.refunded_cents`, so concurrent refunds
 * and notifications see it and the sum refunded never exceeds what was paid. Only then is the
 * provider asked; a refusal gives the reservation back (the lines stay cancelled: staff retry a
 * refund alone).
 */

export type CancellationDeps = { orders: OrdersDeps; payments: PaymentDeps };

/**
 * What a caller inside the platform adds to a request: the lines (order_lines ids) the refund is for when
 * it cancels none of them (a closed day of a course), and the participant it is for.
 */
export type CancelOptions = { refundFor?: number[]; participant?: number | null };

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** A refund id: 144 random bits, base64url. */
const newRefundId = () => `rf_${randomBytes(18).toString('base64url')}`;

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const noOrder = (number: string) =>
  new HttpError(404, `params.number: no order ${number} on this site`, 'params.number', ErrorCode.NotFound);

function refundView(r: RefundRow): RefundView {
  return {
    id: r.id,
    amount: eur(r.amountCents),
    status: r.status,
    reason: r.reason,
    lineIds: r.lineIds,
    by: r.userLabel,
    createdAt: r.createdAt.toISOString(),
    error: r.error,
  };
}

/** The card's part failed; what went back to gift vouchers (`voucherCents`) stays given back, and is said. */
const providerFailed = (r: RefundRow, voucherCents = 0, lang = 'en') =>
  new HttpError(
    502,
    `body.refundCents: the payment provider did not refund ${plainEuros(r.amountCents, lang)}: ${r.error ?? 'unknown error'}. Nothing went back to the card${voucherCents > 0 ? ` (${plainEuros(voucherCents, lang)} went back to gift vouchers)` : ''}; the cancelled lines stay cancelled — try the refund again`,
    'body.refundCents',
    ErrorCode.ProviderFailed,
  );

/** The order of a site by its number (404 when it is not one of the site's). */
async function orderOfSite(db: Db | Tx, site: string, number: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.site, site), eq(orders.number, number)));
  if (!order) throw noOrder(number);
  return order;
}

/** The lines of an order still running (not cancelled), by id. */
async function activeLineIds(tx: Tx, orderId: number): Promise<number[]> {
  const active = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.cancelledAt)))
    .orderBy(asc(orderLines.id));
  return active.map((l) => l.id);
}

type ParticipantToCancel = { line: LineRow; index: number; name: string; last: boolean; leftCents: number };

/**
 * The participant a request cancels alone: on a running line of this order, not cancelled yet (4xx naming
 * `body.participant.…` otherwise); whether they are the last one left on the line; what can still be refunded for them.
 */
async function participantToCancel(tx: Tx, order: OrderRow, asked: { lineId: number; index: number }): Promise<ParticipantToCancel> {
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, asked.lineId));
  if (line?.orderId !== order.id) {
    throw new HttpError(
      400,
      `body.participant.lineId: line ${asked.lineId} is not a line of order ${order.number}`,
      'body.participant.lineId',
      ErrorCode.InvalidInput,
    );
  }
  if (line.cancelledAt) {
    throw new HttpError(
      409,
      `body.participant.lineId: line ${line.id} is already cancelled`,
      'body.participant.lineId',
      ErrorCode.Conflict,
    );
  }
  const who = line.participants[asked.index];
  if (!who) {
    throw new HttpError(
      400,
      `body.participant.index: line ${line.id} has no participant ${asked.index + 1} (it has ${line.participants.length})`,
      'body.participant.index',
      ErrorCode.InvalidInput,
    );
  }
  const name = `${who.firstName} ${who.lastName}`.trim();
  if (who.cancelledAt) {
    throw new HttpError(409, `body.participant.index: ${name} is already cancelled`, 'body.participant.index', ErrorCode.Conflict);
  }
  const money = (await lineMoney(tx, order.id)).find((m) => m.orderLineId === line.id) ?? { paidCents: 0, leftCents: 0, refundedCents: 0 };
  const shares = participantShares(
    money,
    line.participants.map((p) => p.priceCents),
    (await participantRefunds(tx, order.id)).get(line.id),
  );
  return {
    line,
    index: asked.index,
    name,
    last: line.participants.filter((p) => !p.cancelledAt).length === 1,
    leftCents: shares[asked.index]?.leftCents ?? 0,
  };
}

/** A request done before with this key: its refund (if any), so the same answer is given again. */
async function previousRequest(db: Db | Tx, orderId: number, key: string): Promise<{ refund: RefundRow | null } | undefined> {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)));
  if (refund) return { refund };
  // A cancellation without refund leaves no refund row: its audit entry carries the key.
  const audited = await db.execute<{ id: number }>(
    sql`select id from audit_log where order_id = ${orderId} and action in ('order.cancel', 'order.refund')
          and after->>'idempotencyKey' = ${key} limit 1`,
  );
  return audited.rows.length ? { refund: null } : undefined;
}

type Reserved = {
  order: OrderRow;
  /** Set when this key was used before: nothing was done now. */
  replay: boolean;
  refund: RefundRow | null;
  /** The cancelled lines' cart line ids (for the e-mail). */
  cancelledLineIds: number[];
  /** The participant cancelled alone (their name and price, for the e-mail): the one line of `cancelledLineIds` goes on. */
  participant?: { name: string; priceCents: number };
  /** The order's status after (to restore `refunded` → `cancelled` if the provider fails). */
  status: OrderRow['status'];
};

/**
 * The transaction: locks, checks, and records everything but the provider's answer. Throws an
 * HttpError (nothing written) when the request cannot be done as asked.
 */
async function reserve(tx: Tx, staff: AuthSession, found: OrderRow, body: CancellationRequest, opts: CancelOptions): Promise<Reserved> {
  // The cart first, as payment notifications do: a refund and a notification never interleave.
  await lockCartOfOrder(tx, found);
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
  if (!order) throw noOrder(found.number);

  const previous = await previousRequest(tx, order.id, body.idempotencyKey);
  if (previous) return { order, replay: true, refund: previous.refund, cancelledLineIds: [], status: order.status };

  if (order.status === 'pending_payment' || order.status === 'failed') {
    throw new HttpError(
      409,
      `params.number: order ${order.number} is not paid (${order.status === 'failed' ? 'its payment failed' : 'it is awaiting payment'}): only a paid order can be cancelled or refunded`,
      'params.number',
      ErrorCode.Conflict,
    );
  }

  // One participant: the line goes on for the others — unless they are the last one left: then the line is cancelled.
  const single = body.participant ? await participantToCancel(tx, order, body.participant) : null;
  // The lines asked: every one of this order and still running.
  const lineIds = single?.last ? [single.line.id] : [...new Set(body.lineIds)];
  let lines: LineRow[] = [];
  if (lineIds.length) {
    lines = await tx.select().from(orderLines).where(inArray(orderLines.id, lineIds)).orderBy(asc(orderLines.id));
    const foreign = lineIds.filter((id) => !lines.some((l) => l.id === id && l.orderId === order.id));
    if (foreign.length) {
      throw new HttpError(
        400,
        `body.lineIds: ${foreign.length === 1 ? 'line' : 'lines'} ${foreign.join(', ')} ${foreign.length === 1 ? 'is not a line' : 'are not lines'} of order ${order.number}`,
        'body.lineIds',
        ErrorCode.InvalidInput,
      );
    }
    const done = lines.filter((l) => l.cancelledAt !== null).map((l) => l.id);
    if (done.length) {
      throw new HttpError(
        409,
        `body.lineIds: ${done.length === 1 ? 'line' : 'lines'} ${done.join(', ')} ${done.length === 1 ? 'is' : 'are'} already cancelled`,
        'body.lineIds',
        ErrorCode.Conflict,
      );
    }
  }

  // Refunding cancelled lines: at most what is left of what they were paid (their price less their share of
  // the order's discounts, by card and gift voucher, less what went back for them already: the ledger).
  if (single && body.refundCents > single.leftCents) {
    throw new HttpError(
      400,
      `body.refundCents: at most ${plainEuros(single.leftCents, 'en')} (${single.leftCents} cents) can be refunded for ${single.name}: their share of what the line was paid, after the order's discounts, less what was refunded for them already`,
      'body.refundCents',
      ErrorCode.InvalidInput,
    );
  }
  if (lines.length && body.refundCents > 0 && !opts.refundFor && !single) {
    const left = (await lineMoney(tx, order.id)).filter((m) => lineIds.includes(m.orderLineId)).reduce((n, m) => n + m.leftCents, 0);
    if (body.refundCents > left) {
      throw new HttpError(
        400,
        `body.refundCents: at most ${plainEuros(left, 'en')} (${left} cents) can be refunded for ${lineIds.length === 1 ? 'this line' : 'these lines'}: what ${lineIds.length === 1 ? 'it was' : 'they were'} paid, after the order's discounts, less what was refunded for ${lineIds.length === 1 ? 'it' : 'them'} already. A goodwill refund is made without cancelling lines`,
        'body.refundCents',
        ErrorCode.InvalidInput,
      );
    }
  }

  // The money: at most what the settling payment took and was not refunded yet (pending included).
  let refund: RefundRow | null = null;
  // What gift vouchers paid (offers) goes back to them, beyond what the card can get back.
  let cardCents = 0;
  let voucherCents = 0;
  // Read once: nothing below changes the order's payments.
  const payment = await settlingPayment(tx, order.id);
  if (body.refundCents > 0) {
    const cardRefundable = Math.max(0, (payment?.amountCents ?? 0) - order.refundedCents);
    const voucherRefundable = await voucherCreditable(tx, order.id);
    // And at most what the order's lines still hold (the ledger): money given back at the desk is not given
    // back again by card (a goodwill refund after it went to the card, unallocated, and the reports lost it).
    const held = (await lineMoney(tx, order.id)).reduce((n, m) => n + m.leftCents, 0);
    const refundable = Math.min(cardRefundable + voucherRefundable, held);
    if (body.refundCents > refundable) {
      throw new HttpError(
        400,
        `body.refundCents: at most ${plainEuros(refundable, 'en')} (${refundable} cents) can be refunded — paid ${plainEuros(payment?.amountCents ?? 0, 'en')}, already refunded ${plainEuros(order.refundedCents, 'en')}${voucherRefundable > 0 ? `, ${plainEuros(voucherRefundable, 'en')} can go back to gift vouchers` : ''}${held < cardRefundable + voucherRefundable ? `; what was given back at the desk counts` : ''}`,
        'body.refundCents',
        ErrorCode.InvalidInput,
      );
    }
    cardCents = Math.min(body.refundCents, cardRefundable);
    voucherCents = body.refundCents - cardCents;
    if (voucherCents > 0) await creditVouchers(tx, order.id, voucherCents, staffLabel(staff), body.reason);
  }
  if (cardCents > 0) {
    if (!payment) throw new Error('a card refund without a settling payment');
    refund = await insertRefund(tx, {
      id: newRefundId(),
      orderId: order.id,
      paymentId: payment.id,
      amountCents: cardCents,
      reason: body.reason,
      lineIds,
      idempotencyKey: body.idempotencyKey,
      userId: staff.userId,
      userLabel: staffLabel(staff),
    });
  }

  // The ledger: what went back, line by line (the lines asked first); its credit note, from those entries.
  const refunded = await recordRefund(tx, {
    site: order.site,
    orderId: order.id,
    cardCents,
    voucherCents,
    refundId: refund?.id ?? null,
    provider: refund ? (payment?.provider ?? null) : null,
    lineIds: opts.refundFor ?? (single ? [single.line.id] : lineIds),
    participant: single ? single.index : (opts.participant ?? null),
    by: staffLabel(staff),
  });
  await issueCreditNote(tx, order.id, refunded);

  const before = { status: order.status, refundedCents: order.refundedCents, activeLines: await activeLineIds(tx, order.id) };

  // Lines cancelled; their places go back to their slots (in slot order: no lock cycle with fulfilments).
  if (lines.length) {
    await cancelOrderLines(tx, lineIds);
    // Only lines whose places were sold give them back: a line paid while its slot was full took none.
    for (const l of [...lines]
      .filter((x) => x.slotId !== null && x.soldAt !== null)
      .sort((a, b) => (a.slotId as number) - (b.slotId as number))) {
      await returnSold(tx, l.slotId as number, l.quantity);
    }
  }

  // A participant alone: marked cancelled on the line, their place back to the slot (if the line's places were sold).
  if (single && !single.last) {
    await cancelParticipant(tx, { orderId: order.id, orderLineId: single.line.id, lineId: single.line.lineId }, single.index);
    if (single.line.slotId !== null && single.line.soldAt !== null) await returnSold(tx, single.line.slotId, 1);
  }

  const refundedCents = order.refundedCents + cardCents;
  const activeLines = await activeLineIds(tx, order.id);
  const paidCents = payment?.amountCents ?? 0;
  const status: OrderRow['status'] =
    activeLines.length > 0 ? order.status : paidCents > 0 && refundedCents >= paidCents ? 'refunded' : 'cancelled';
  await setOrderRefunded(tx, order.id, refundedCents, status);
  if (activeLines.length === 0 && before.activeLines.length > 0) countOrder('cancelled');

  const subject = [
    ...(single ? [`participant ${single.index + 1} (${single.name}) of line ${single.line.id}`] : []),
    ...lines.map((l) => `line ${l.id}`),
    ...(body.refundCents > 0 ? [`refund ${plainEuros(body.refundCents, 'en')}`] : []),
  ].join(', ');
  await recordAudit(tx, staff, {
    orderId: order.id,
    action: single && !single.last ? 'order.cancel-participant' : lines.length ? 'order.cancel' : 'order.refund',
    subject,
    before,
    after: {
      status,
      refundedCents,
      activeLines,
      cancelledLines: lines.map((l) => l.id),
      ...(single ? { cancelledParticipant: { lineId: single.line.id, index: single.index, name: single.name } } : {}),
      refundCents: body.refundCents,
      ...(voucherCents > 0 ? { voucherCreditedCents: voucherCents } : {}),
      refundId: refund?.id ?? null,
      reason: body.reason,
      idempotencyKey: body.idempotencyKey,
    },
  });
  return {
    order: { ...order, status, refundedCents },
    replay: false,
    refund,
    cancelledLineIds: single ? [single.line.lineId] : lines.map((l) => l.lineId),
    participant: single ? { name: single.name, priceCents: single.line.participants[single.index]?.priceCents ?? 0 } : undefined,
    status,
  };
}

/** The provider refused or failed: the reservation is given back, the order's status follows, it is audited. */
async function releaseFailedRefund(d: CancellationDeps, staff: AuthSession, r: Reserved & { refund: RefundRow }, error: string) {
  return transaction(d.orders.db, async (tx) => {
    await lockCartOfOrder(tx, r.order);
    const [order] = await tx.select().from(orders).where(eq(orders.id, r.order.id)).for('update');
    if (!order) throw noOrder(r.order.number);
    const failed = await settleRefund(tx, r.refund.id, { status: 'failed', error });
    if (!failed) return r.refund;
    await issueReversal(tx, order.id, await reverseRefund(tx, failed.id, staffLabel(staff)));
    const refundedCents = Math.max(0, order.refundedCents - failed.amountCents);
    // Everything is cancelled but not everything refunded any more.
    const status = order.status === 'refunded' ? 'cancelled' : order.status;
    await setOrderRefunded(tx, order.id, refundedCents, status);
    await recordAudit(tx, staff, {
      orderId: order.id,
      action: 'order.refund-failed',
      subject: `refund ${plainEuros(failed.amountCents, 'en')}`,
      before: { status: order.status, refundedCents: order.refundedCents },
      after: { status, refundedCents, refundId: failed.id, error: failed.error },
    });
    return failed;
  });
}

/** Tells the customer what was cancelled and refunded; a failure is recorded, logged, and never undoes anything. */
async function notifyCustomer(
  d: CancellationDeps,
  order: OrderRow,
  cancelledLineIds: number[],
  refundedCents: number,
  key: string,
  reason: string,
  participant?: { name: string; priceCents: number },
) {
  if (!cancelledLineIds.length && refundedCents <= 0) return;
  let link: { token: string; url: string } | undefined;
  try {
    const site = await schoolByKey(d.orders.db, order.site);
    if (!site) throw new Error(`site ${order.site} not found`);
    const found = cancelledLineIds.length ? await mailLines(d.orders.db, order, cancelledLineIds) : [];
    // A participant alone: the line naming only them, at their price (not the whole line's).
    const lines = participant ? found.map((l) => ({ ...l, participants: [participant.name], totalCents: participant.priceCents })) : found;
    link = await d.orders.links.pageLink(d.orders.db, order, site);
    const message = cancellationMessage(
      order,
      site,
      { lines, refundedCents, participant: participant?.name, reason, bookingUrl: link.url },
      d.orders.env.MAIL_FROM,
      `${order.number}-cancellation-${key}`,
    );
    await sendOrderEmail(d.orders, order.id, 'cancellation', message);
  } catch (err) {
    // Nobody holds the new link's token when its e-mail was not sent.
    if (link) await d.orders.links.drop(d.orders.db, link.token).catch(() => {});
    d.orders.log.error({ err, order: order.number }, 'cancellation e-mail failed (the cancellation stands)');
  }
}

/**
 * `POST …/orders/:number/cancellations`: cancels lines and/or refunds an amount of a paid order
 * of `site`, once per idempotency key (the same key again answers the first result and does
 * nothing more). 502 (`provider_failed`) when the provider does not refund: nothing is counted
 * as refunded, cancelled lines stay cancelled.
 */
export async function cancelOrder(
  d: CancellationDeps,
  staff: AuthSession,
  site: string,
  number: string,
  body: CancellationRequest,
  opts: CancelOptions = {},
): Promise<CancellationResponse> {
  const db = d.orders.db;
  const found = await orderOfSite(db, site, number);
  let r: Reserved;
  try {
    r = await transaction(db, (tx) => reserve(tx, staff, found, body, opts));
  } catch (err) {
    // Two requests with one key that met anyway (the lock makes it unlikely): the first one's answer.
    if (!isUniqueViolation(err)) throw err;
    const previous = await previousRequest(db, found.id, body.idempotencyKey);
    if (!previous) throw err;
    r = { order: found, replay: true, refund: previous.refund, cancelledLineIds: [], status: found.status };
  }

  let refund = r.refund;
  if (!r.replay && refund) {
    const res = await refundPayment(d.payments, {
      paymentId: refund.paymentId,
      amountCents: refund.amountCents,
      idempotencyKey: refund.id,
    });
    if (res.ok) {
      refund = (await settleRefund(db, refund.id, { status: 'succeeded', providerRefundId: res.refundId })) ?? refund;
    } else {
      refund = await releaseFailedRefund(d, staff, { ...r, refund }, res.error);
    }
  }

  if (!r.replay && d.orders.lessonsChanged) {
    // Its lessons gone (lines cancelled, the order refunded): their instructors are freed and told. Never fails the cancellation.
    await d.orders
      .lessonsChanged(r.order.site, { orderIds: [r.order.id] })
      .catch((err: unknown) => d.orders.log.error({ err, order: r.order.number }, 'instructors not told of a cancelled lesson'));
  }
  if (!r.replay && body.notify) {
    const refunded = refund?.status === 'succeeded' ? refund.amountCents : 0;
    await notifyCustomer(d, r.order, r.cancelledLineIds, refunded, body.idempotencyKey, body.reason, r.participant);
  }
  if (refund?.status === 'failed') throw providerFailed(refund, r.replay ? 0 : body.refundCents - refund.amountCents);
  return { refund: refund ? refundView(refund) : null, order: await orderDetail(db, site, number) };
}

/** `POST …/orders/:number/confirmation`: the confirmation e-mail of a paid order, sent again (and audited). */
export async function resendConfirmation(
  d: OrdersDeps,
  staff: AuthSession,
  site: string,
  number: string,
): Promise<{ sent: true; to: string }> {
  const order = await orderOfSite(d.db, site, number);
  if (order.status !== 'paid') {
    throw new HttpError(
      409,
      `params.number: order ${order.number} is ${order.status.replace('_', ' ')}: only a paid order's confirmation can be sent again`,
      'params.number',
      ErrorCode.Conflict,
    );
  }
  const siteRow = await schoolByKey(d.db, order.site);
  if (!siteRow) throw noOrder(number);
  let sent: { to: string; subject: string } | undefined;
  let error: unknown;
  try {
    sent = await sendConfirmation(d, order, siteRow, `${order.number}-resent-${Date.now()}`);
  } catch (err) {
    error = err;
  }
  await recordAudit(d.db, staff, {
    orderId: order.id,
    action: 'order.resend-confirmation',
    subject: `confirmation to ${order.contact.email}`,
    after: { to: order.contact.email, status: sent ? 'sent' : 'failed' },
  });
  if (!sent) {
    d.log.error({ err: error, order: order.number }, 'confirmation e-mail could not be sent again');
    throw new HttpError(502, `the confirmation e-mail could not be sent to ${order.contact.email}; try again later`);
  }
  return { sent: true, to: sent.to };
}
