import { OrderResponse, SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { mainDrivers } from '../../test/app';
import { child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import type { Notifier } from '../payment/providers/sandbox';

/** Polls until `check` holds (the workers run in the background). */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(mainDrivers)('background work on %s', (kind) => {
  describe('holds.expire', () => {
    let t: OrderPlatform;
    beforeAll(async () => {
      t = await orderPlatform(kind);
    });
    afterAll(() => t?.close());

    it('releases expired holds by the scheduled job, without any read', async () => {
      const slotId = await t.makeSlot('cours-enfants-ourson', weekStart, plusDays(weekStart, 5), 8);
      await t.addLine({ productKey: 'cours-enfants-ourson', slotId, participants: [child('Léa'), child('Tom')] });
      await t.conn.db.execute(sql`update cart_lines set hold_expires_at = now() - interval '1 minute' where slot_id = ${slotId}`);
      expect(await t.slot(slotId)).toMatchObject({ held: 2 });
      // Nothing reads the slot or the cart: the workers start, and the every-minute job runs — at once
      // usually, by the next minute at the latest (pg-boss's timekeeper; a busy machine once took over 20 s).
      await t.app.jobs.start();
      await until(async () => (await t.slot(slotId)).held === 0, 'the places released', 75_000);
      // The line stays in its cart, released: it holds nothing.
      const [lines] = await rows<{ n: number; released: number }>(
        t.conn.db,
        sql`select count(*)::int as n, count(*) filter (where released_at is not null and hold_expires_at is null)::int as released
              from cart_lines where slot_id = ${slotId}`,
      );
      expect(lines).toEqual({ n: 1, released: 1 });
    }, 90_000);
  });

  describe('payment.notify', () => {
    let t: OrderPlatform;
    let down = true;
    let restarted: FastifyInstance | undefined;
    // The platform the sandbox page notifies: down at first, then the restarted app.
    const notifier: Notifier = async (url, body, headers) => {
      if (down || !restarted) throw new Error('connect ECONNREFUSED 127.0.0.1:4999');
      return (await restarted.inject({ method: 'POST', url: new URL(url).pathname, payload: body, headers })).statusCode;
    };
    beforeAll(async () => {
      t = await orderPlatform(kind, { notifier });
    });
    afterAll(async () => {
      await restarted?.close();
      await t?.close();
    });

    it('a notification the platform missed is delivered after a restart: the order is paid once', async () => {
      const cart = await t.familyCart();
      const res = await t.checkout(cart.cartId);
      expect(res.statusCode, res.body).toBe(201);
      const { order, redirectUrl } = res.json();
      const paid = await t.pay(redirectUrl, SANDBOX_CARDS.success);
      expect(paid.statusCode).toBe(303);
      expect(OrderResponse.parse((await t.byCart(cart.cartId)).json()).order.status).toBe('pending_payment');
      // The process stops before any retry.
      await t.app.close();

      down = false;
      restarted = await buildApp({ db: t.conn.db, env: t.env, payment: { notifier, processingDelayMs: 0, retryDelaysMs: [] } });
      await restarted.ready();
      await restarted.jobs.start();
      const status = async () =>
        OrderResponse.parse((await restarted!.inject({ method: 'GET', url: `/api/orders/by-cart?cartId=${cart.cartId}&lang=fr` })).json())
          .order.status;
      await until(async () => (await status()) === 'paid', 'the order paid');
      await until(async () => (await restarted!.jobs.depth())['payment.notify'].queued === 0, 'the job done');
      expect(await t.slot(cart.slotId)).toMatchObject({ held: 0, sold: 2 });
      const counts = async () =>
        (
          await rows<{ payments: number; mails: number }>(
            t.conn.db,
            sql`select (select count(*)::int from payments p join orders o on o.id = p.order_id where o.number = ${order.number} and p.status = 'succeeded') as payments,
                       (select count(*)::int from order_emails e join orders o on o.id = e.order_id where o.number = ${order.number} and e.kind = 'confirmation') as mails`,
          )
        )[0];
      // The confirmation is written once the notification's answer has gone.
      await until(async () => (await counts())?.mails === 1, 'the confirmation');
      expect(await counts()).toEqual({ payments: 1, mails: 1 });
    });
  });
});
