import { randomBytes } from 'node:crypto';
import { BOOKING_PAGE_PATH, type MyBookingLang, type SiteConfig } from '@schuss/contracts';
import { type Db, type OrderLinkReason, orderLinks, orders, type Tx } from '@schuss/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sha256 } from '../auth';
import { baseUrl } from '../schools';

/**
 * The personal links to an order's booking page. The token is the credential: 256 random
 * bits, base64url; only its SHA-256 (hex) is stored, so a copy of the database opens no booking.
 */

export type OrderRow = typeof orders.$inferSelect;

/** A new link of an order; answers its token (shown once: in the e-mail that carries it). */
export async function createOrderLink(db: Db, orderId: number, reason: OrderLinkReason): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(orderLinks).values({ orderId, tokenHash: sha256(token), reason });
  return token;
}

/** `<base of the language>/reservation/<token>/` (fr) or `…/booking/<token>/` (en). */
export function bookingPageUrl(config: SiteConfig, lang: MyBookingLang, token: string): string {
  return `${baseUrl(config, lang)}${BOOKING_PAGE_PATH[lang]}${token}/`;
}

/** The order a link opens: undefined for a token never issued or revoked (the caller answers both alike). Marks the link used. */
export async function orderOfLink(db: Db, token: string, now = new Date()): Promise<OrderRow | undefined> {
  const [found] = await db
    .select({ linkId: orderLinks.id, order: orders })
    .from(orderLinks)
    .innerJoin(orders, eq(orders.id, orderLinks.orderId))
    .where(and(eq(orderLinks.tokenHash, sha256(token)), isNull(orderLinks.revokedAt)))
    .limit(1);
  if (!found) return undefined;
  await db.update(orderLinks).set({ lastUsedAt: now }).where(eq(orderLinks.id, found.linkId));
  return found.order;
}

/** Deletes a link whose e-mail could not be sent: nobody holds its token. */
export async function dropOrderLink(db: Db, token: string): Promise<void> {
  await db.delete(orderLinks).where(eq(orderLinks.tokenHash, sha256(token)));
}

/** Revokes every personal link of an order still working (staff revoking its links); answers how many. */
export async function revokeOrderLinks(tx: Tx, orderId: number): Promise<number> {
  const revoked = await tx
    .update(orderLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(orderLinks.orderId, orderId), isNull(orderLinks.revokedAt)))
    .returning({ id: orderLinks.id });
  return revoked.length;
}
