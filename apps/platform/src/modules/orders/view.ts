import { type AdminOrdersQuery, type AdminOrdersResponse, ErrorCode, EXECUTION_CODES, eur, type OrderView } from '@schuss/contracts';
import { carts, type Db, orders, payments } from '@schuss/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { orderOffersView } from '../offers';

import type { OrderRow } from './deps';

// ---------------------------------------------------------------------------------------------
// Views

async function executionCodeOf(db: Db, order: OrderRow): Promise<string | null> {
  // Nothing to pay (a quotation, or covered by codes and vouchers): paid without a payment attempt.
  if (order.totalCents === 0 && order.status === 'paid') return EXECUTION_CODES.success;
  const [last] = await db
    .select({ code: payments.executionCode })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return last?.code ?? null;
}

export async function orderView(db: Db, order: OrderRow, publicCartId: string, lang?: string): Promise<OrderView> {
  const l = lang && order.snapshot[lang] ? lang : order.lang;
  return {
    number: order.number,
    status: order.status,
    lang: order.lang,
    cartId: publicCartId,
    orders: order.snapshot[l] ?? {},
    total: eur(order.totalCents),
    hasQuotation: order.hasQuotation,
    contact: { firstName: order.contact.firstName, lastName: order.contact.lastName, email: order.contact.email },
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    executionCode: await executionCodeOf(db, order),
    offers: await orderOffersView(
      db,
      order.id,
      Object.values(order.snapshot[l] ?? {}).reduce((n, g) => n + (g?.price.amount ?? 0), 0),
    ),
  };
}

/** `GET /api/orders/by-cart`: the latest order of a cart (404 when none). */
export async function orderByCart(db: Db, cartId: string, lang?: string): Promise<OrderView> {
  const [found] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(eq(carts.cartId, cartId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!found) throw new HttpError(404, 'query.cartId: this cart has no order', 'query.cartId', ErrorCode.NotFound);
  return orderView(db, found.order, cartId, lang);
}

/** `GET /api/admin/orders`: a site's orders, newest first. */
export async function adminOrders(db: Db, q: AdminOrdersQuery): Promise<AdminOrdersResponse> {
  const list = await db
    .select({
      order: orders,
      executionCode: sql<string | null>`(select p.execution_code from payments p where p.order_id = "orders"."id"
                                          order by p.created_at desc, p.id desc limit 1)`,
    })
    .from(orders)
    .where(and(eq(orders.site, q.site), q.status ? eq(orders.status, q.status) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.limit);
  return {
    orders: list.map(({ order: o, executionCode }) => ({
      number: o.number,
      status: o.status,
      lang: o.lang,
      total: eur(o.totalCents),
      hasQuotation: o.hasQuotation,
      contact: o.contact,
      items: Object.values(o.snapshot[o.lang] ?? {}).reduce((n, g) => n + (g?.inscriptions.length ?? 0), 0),
      businessProviderId: o.businessProviderId,
      referralType: o.referralType,
      executionCode: o.totalCents === 0 && o.status === 'paid' ? EXECUTION_CODES.success : executionCode,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt ? o.paidAt.toISOString() : null,
      fulfilmentNote: o.fulfilmentNote,
    })),
  };
}
