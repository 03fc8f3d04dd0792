import type { FindBookingRequest } from '@schuss/contracts';
import { type Db, orders } from '@schuss/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { RateLimited, recordFailure, retryAfter, sha256 } from '../auth';
import type { OrdersDeps } from '../orders';
import { sendOrderEmail } from '../orders';
import { type SchoolRow, schoolByKey } from '../schools';
import { linkMessage } from './emails';
import { bookingPageUrl, createOrderLink, dropOrderLink, type OrderRow } from './links';

/**
 * "Find my booking": an order number and an e-mail; when both match a paid order of the
 * resort's site, a new personal link is e-mailed to the order's address. The caller always gets the
 * same answer, after the same work (the rate checks); the look-up and the e-mail happen after it.
 */

/** Requests from one address, and for one e-mail, in RATE_LIMIT.windowMs (15 minutes). */
export const FIND_PER_IP = 10;
export const FIND_PER_EMAIL = 5;

const ipKey = (ip: string) => `find-booking-ip:${ip}`;
// Hashed: the rate limit's rows do not keep who asked.
const emailKey = (email: string) => `find-booking-email:${sha256(email.trim().toLowerCase())}`;

class FindRateLimited extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `Too many requests to find a booking: try again in ${Math.ceil(retryAfterSeconds / 60)} min`;
  }
}

/** Counts a request against its address and its e-mail; 429 (with the wait) over either limit. */
export async function countFindRequest(db: Db, body: FindBookingRequest, ip: string, now = new Date()): Promise<void> {
  const wait = Math.max(await retryAfter(db, ipKey(ip), FIND_PER_IP, now), await retryAfter(db, emailKey(body.email), FIND_PER_EMAIL, now));
  if (wait > 0) throw new FindRateLimited(wait);
  await recordFailure(db, [ipKey(ip), emailKey(body.email)], now);
}

/** Statuses of an order that was paid: its booking page still tells what happened (refunds, cancelled lines). */
const PAID_STATUSES = ['paid', 'refunded', 'cancelled'] as const;

/** The paid order of a resort with that number and e-mail (both case-insensitive). */
async function matchingOrder(db: Db, body: FindBookingRequest): Promise<{ order: OrderRow; site: SchoolRow } | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.resort, body.resort),
        sql`upper(${orders.number}) = ${body.orderNumber.trim().toUpperCase()}`,
        eq(orders.searchEmail, body.email.trim().toLowerCase()),
        inArray(orders.status, [...PAID_STATUSES]),
        isNotNull(orders.paidAt),
      ),
    )
    .limit(1);
  if (!order) return undefined;
  const site = await schoolByKey(db, order.site);
  return site ? { order, site } : undefined;
}

/**
 * The work after the answer: when the order matches, a new link (reason `find`) is e-mailed to the
 * order's address (recorded as a `link` e-mail on the order). Answers whether one was sent.
 */
export async function sendFoundLink(d: Pick<OrdersDeps, 'db' | 'env' | 'mailer' | 'log'>, body: FindBookingRequest): Promise<boolean> {
  const found = await matchingOrder(d.db, body);
  if (!found) return false;
  const token = await createOrderLink(d.db, found.order.id, 'find');
  const message = linkMessage({
    ...found,
    lang: body.lang,
    url: bookingPageUrl(found.site.config, body.lang, token),
    from: d.env.MAIL_FROM,
    id: `${found.order.number}-link-${Date.now()}`,
  });
  try {
    await sendOrderEmail(d, found.order.id, 'link', message);
    return true;
  } catch (err) {
    await dropOrderLink(d.db, token);
    throw err;
  }
}
