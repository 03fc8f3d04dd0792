import {
  ErrorCode,
  type OrderCheckInResponse,
  type OrderStatus,
  type RevokeLinksResponse,
  readScanEntry,
  type VoucherScanResponse,
} from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { type Db, rows, type StoredParticipant, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { productName } from '../../lib/format';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { checkInsOf } from '../backoffice';
import { readPassCode, revokeOrderLinks } from '../my-booking';
import { raiseAccessGeneration } from '../orders';
import { schoolInfo } from '../schools';

/**
 * Vouchers at check-in: staff scan the QR code of a booking page or e-mail and land on
 * the order's check-in; staff revoke an order's personal links and booking passes at once.
 */

/** One answer for every refused code: whether it was forged, altered, revoked or another school's stays unsaid. */
const refused = () => new HttpError(404, 'body.code: this code is not a valid voucher of this school', 'body.code', ErrorCode.NotFound);

const noNumber = (number: string) =>
  new HttpError(404, `body.code: no order with this number (${number}) at this school`, 'body.code', ErrorCode.NotFound);

/**
 * `POST …/vouchers/scan`: the order a signed code names, if it is this site's and its links were not
 * revoked since; or the order of the number printed under the QR code (typed, or a QR code of the
 * number), this site's only — staff of the school may open any of its orders by number anyway.
 */
export async function scanPass(db: Db, secret: string, site: string, text: string): Promise<VoucherScanResponse> {
  const entry = readScanEntry(text);
  // The request's schema refused anything else (400 body.code).
  if (!entry) throw refused();
  if (entry.kind === 'number') {
    const [order] = await rows<{ number: string }>(
      db,
      sql`select number from orders where site = ${site} and upper(number) = ${entry.number}`,
    );
    if (!order) throw noNumber(entry.number);
    return { orderNumber: order.number };
  }
  const claim = readPassCode(secret, entry.code);
  if (!claim || claim.site !== site) throw refused();
  const [order] = await rows<{ number: string }>(
    db,
    sql`select number from orders where site = ${site} and number = ${claim.orderNumber} and access_generation = ${claim.generation}`,
  );
  if (!order) throw refused();
  return { orderNumber: order.number };
}

const noOrder = (number: string) =>
  new HttpError(404, `params.number: no order ${number} on this site`, 'params.number', ErrorCode.NotFound);

/**
 * `POST …/orders/:number/links/revoke`: every personal link of the order stops working and its
 * access generation goes up, which refuses the booking passes signed before; audited on the order.
 */
export async function revokeLinks(db: Db, staff: AuthSession, site: string, number: string): Promise<RevokeLinksResponse> {
  return transaction(db, async (tx) => {
    const [order] = await rows<{ id: number; access_generation: number }>(
      tx,
      sql`select id, access_generation from orders where site = ${site} and number = ${number} for update`,
    );
    if (!order) throw noOrder(number);
    const revoked = await revokeOrderLinks(tx, order.id);
    const accessGeneration = Number(await raiseAccessGeneration(tx, order.id));
    await recordAudit(tx, staff, {
      orderId: order.id,
      action: 'order.revoke-links',
      subject: `Links and voucher of order ${number}`,
      before: { accessGeneration: Number(order.access_generation) },
      after: { accessGeneration, revokedLinks: revoked },
    });
    return { revoked, accessGeneration };
  });
}

type LineRow = {
  id: number;
  slot_id: number;
  cancelled_on: string | null;
  name: { fr: string; en: string };
  starts_on: string;
  ends_on: string;
  start_time: string | null;
  end_time: string | null;
  participants: StoredParticipant[];
};

/**
 * `GET …/orders/:number/check-in`: the order's running lines on lesson slots (paid orders only, as
 * the rosters), for today's lesson day (the resort's day), else the next one, with check-ins.
 */
export async function orderCheckIn(db: Db, site: string, number: string, lang?: string): Promise<OrderCheckInResponse> {
  const info = await schoolInfo(db, site);
  const [order] = await rows<{ id: number; status: OrderStatus; customer: string; closed_on: string | null }>(
    db,
    sql`select o.id, o.status, trim(concat(o.contact->>'firstName', ' ', o.contact->>'lastName')) as customer,
               (select to_char(max(l.cancelled_at), 'YYYY-MM-DD') from order_lines l where l.order_id = o.id) as closed_on
          from orders o where o.site = ${site} and o.number = ${number}`,
  );
  if (!order) throw noOrder(number);
  const today = todayIso();
  const all =
    order.status === 'paid'
      ? await rows<LineRow>(
          db,
          sql`select l.id, l.slot_id, to_char(l.cancelled_at, 'YYYY-MM-DD') as cancelled_on, p.name,
                     s.starts_on::text as starts_on, s.ends_on::text as ends_on,
                     to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time, l.participants
                from order_lines l join slots s on s.id = l.slot_id join products p on p.id = s.product_id
               where l.order_id = ${order.id} and p.dated and s.ends_on >= ${today}
               order by s.starts_on, s.start_time nulls first, l.id`,
        )
      : [];
  const lines = all.filter((l) => l.cancelled_on === null);
  // Today if a line runs today, else the first day of the lines still to come.
  const day = lines.length
    ? lines.reduce((d, l) => (l.starts_on > today ? (l.starts_on < d ? l.starts_on : d) : today), '9999-12-31')
    : null;
  const shown = day ? lines.filter((l) => l.starts_on <= day && day <= l.ends_on) : [];
  const present = await checkInsOf(
    db,
    shown.map((l) => l.id),
  );
  const closed = order.status === 'cancelled' || order.status === 'refunded';
  return {
    orderNumber: number,
    status: order.status,
    customer: order.customer,
    today,
    closedOn: closed ? order.closed_on : null,
    day,
    lines: shown.map((l) => ({
      orderLineId: l.id,
      slotId: l.slot_id,
      name: productName(l.name, lang, info),
      startsOn: l.starts_on,
      endsOn: l.ends_on,
      startTime: l.start_time,
      endTime: l.end_time,
      // Participants cancelled alone are not checked in; positions stay (check-ins name them).
      participants: l.participants.flatMap((p, index) =>
        p.cancelledAt ? [] : [{ index, firstName: p.firstName, lastName: p.lastName, checkIns: present.get(`${l.id}:${index}`) ?? [] }],
      ),
    })),
    cancelledLines: all.flatMap((l) =>
      l.cancelled_on === null
        ? []
        : [
            {
              orderLineId: l.id,
              name: productName(l.name, lang, info),
              startsOn: l.starts_on,
              endsOn: l.ends_on,
              cancelledOn: l.cancelled_on,
            },
          ],
    ),
  };
}
