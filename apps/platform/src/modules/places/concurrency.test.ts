import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_CARDS } from '@schuss/contracts';
import { one, rows } from '@schuss/db';
import { freePort } from '@schuss/db/testing';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testUrls } from '../../test/app';
import { child, type OrderPlatform, orderPlatform, plusDays, TEST_PAYMENT_SECRET, weekStart } from '../../test/orders';
import { newKey, staffHeaders } from '../backoffice/staff-fixtures';
import { describeDrift, placesDrift } from './check';
import { releaseExpiredHolds } from './service';

/**
 * Every writer of places at once, on PostgreSQL, from two platform processes (this one, and a second one
 * started as its own Node process on the same database), with holds of one second: visitors add lines,
 * remove them, come back for their released places, move a released line to another slot, check out and
 * pay (or are refused); staff cancel lines, close slots and change capacities; visitors join a full
 * group's waiting list and claim the places offered to them; sweeps run from both processes and holds
 * run out while all this happens. fast-check draws the operations and their interleaving. After every
 * wave of operations and at the end, the places invariant holds (`places_drift` is empty: every held and
 * sold place is accounted for by a line, an offer or an order line, none twice), no slot holds or sells
 * more than its capacity, and nothing answered a 5xx.
 */

const HOLD_SECONDS = 1;
const SLOTS = 3;
const server = join(fileURLToPath(import.meta.url), '../../../server.ts');

type Via = 'here' | 'other';
type Op =
  | { kind: 'add'; via: Via; slot: number; n: number; cart: number | null }
  | { kind: 'remove'; via: Via; cart: number; line: number }
  | { kind: 'renew'; via: Via; cart: number }
  | { kind: 'move'; via: Via; cart: number; line: number; slot: number }
  | { kind: 'checkout'; via: Via; cart: number; pay: 'no' | 'success' | 'refused' }
  | { kind: 'pay'; via: Via; order: number; refused: boolean }
  | { kind: 'cancel'; via: Via; order: number }
  | { kind: 'close'; via: Via }
  | { kind: 'capacity'; via: Via; slot: number; delta: number }
  | { kind: 'join'; via: Via; slot: number; n: number; who: number }
  | { kind: 'claim'; via: Via; who: number }
  | { kind: 'leave'; via: Via; who: number }
  | { kind: 'sweep' }
  | { kind: 'wait'; ms: number };

const via = fc.constantFrom<Via>('here', 'other');
const ix = fc.nat({ max: 20 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      via,
      slot: fc.nat({ max: SLOTS - 1 }),
      n: fc.integer({ min: 1, max: 2 }),
      cart: fc.option(ix),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), via, cart: ix, line: ix }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('renew' as const), via, cart: ix }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), via, cart: ix, line: ix, slot: fc.nat({ max: SLOTS - 1 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      via,
      cart: ix,
      pay: fc.constantFrom('no' as const, 'success' as const, 'refused' as const),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), via, order: ix, refused: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), via, order: ix }) },
  // The last slot only: the others stay open for the rest of the run.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), via }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('capacity' as const),
      via,
      slot: fc.nat({ max: SLOTS - 1 }),
      delta: fc.integer({ min: -1, max: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('join' as const),
      via,
      slot: fc.nat({ max: SLOTS - 1 }),
      n: fc.integer({ min: 1, max: 2 }),
      who: fc.nat({ max: 3 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('claim' as const), via, who: fc.nat({ max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), via, who: fc.nat({ max: 3 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'sweep' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 100, max: 1500 }) }) },
);
/** Operations in waves: the operations of a wave run at once (each after a few random milliseconds). */
const runArb = fc.array(fc.array(fc.tuple(opArb, fc.nat({ max: 15 })), { minLength: 1, maxLength: 6 }), { minLength: 4, maxLength: 8 });

describe('places under every writer at once: two processes, holds of one second, on pg', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let other: ChildProcess | undefined;
  let otherUrl = '';
  let run = 0;

  beforeAll(async () => {
    t = await orderPlatform('pg', { env: { CART_HOLD_SECONDS: String(HOLD_SECONDS) }, timeoutDelayMs: 60_000 });
    headers = await staffHeaders(t, '10.34.1');
    const name = (await one<{ name: string }>(t.conn.db, sql`select current_database() as name`))?.name;
    const url = new URL(inject('pgUrl'));
    url.pathname = `/${name}`;
    const port = await freePort();
    otherUrl = `http://127.0.0.1:${port}`;
    other = spawn(process.execPath, ['--import', 'tsx', server], {
      // Its errors (LOG_LEVEL=error) show in the test's output.
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        APP_ENV: 'test',
        DATABASE_URL: url.toString(),
        PLATFORM_PORT: String(port),
        PLATFORM_HOST: '127.0.0.1',
        PLATFORM_URL: otherUrl,
        SITE_URL: testUrls.siteUrl,
        PAYMENT_SECRET: TEST_PAYMENT_SECRET,
        MAIL_DIR: t.mailDir,
        CART_HOLD_SECONDS: String(HOLD_SECONDS),
        SEED_DEMO: 'false',
        JOBS_WORKERS: 'true',
        LOG_LEVEL: 'error',
      },
    });
    for (let i = 0; ; i++) {
      const up = await fetch(`${otherUrl}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 300 || other.exitCode !== null) throw new Error('the second platform process did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 90_000);

  afterAll(async () => {
    if (other && other.exitCode === null) {
      const exited = new Promise((r) => other?.once('exit', r));
      other.kill('SIGTERM');
      await exited;
    }
    await t?.close();
  });

  /** A call through one of the two processes: `here` is this process's app, `other` the second process over HTTP. */
  async function call(through: Via, method: string, path: string, payload?: unknown, extra: Record<string, string> = {}) {
    if (through === 'here') {
      const res = await t.inject({ method: method as 'POST', url: path, payload: payload as object, headers: extra });
      return { status: res.statusCode, body: res.body };
    }
    const res = await fetch(`${otherUrl}${path}`, {
      method,
      headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      redirect: 'manual',
    });
    return { status: res.status, body: await res.text() };
  }
  const json = (body: string) => {
    try {
      return JSON.parse(body);
    } catch {
      return {};
    }
  };

  /** Where the second process's e-mails and this one's land: the newest offer link sent to `email`. */
  function offerToken(email: string): string | undefined {
    const mails = readdirSync(t.mailDir)
      .filter((f) => f.includes('-offer-'))
      .map((f) => t.mailText(f))
      .filter((text) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text));
    return /[?&]waitlist=([A-Za-z0-9_-]{43})/.exec(mails.at(-1) ?? '')?.[1];
  }

  it('keeps every held and sold place accounted for, within capacity, and never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async (waves) => {
        run++;
        const week = plusDays(weekStart, 7 * (10 + run * SLOTS));
        const slots: number[] = [];
        for (let i = 0; i < SLOTS; i++)
          slots.push(await t.makeSlot('cours-enfants-flocon', plusDays(week, 7 * i), plusDays(week, 7 * i + 4), 2));
        const carts: { cartId: string; lines: number[] }[] = [];
        const orders: { number: string; payUrl: string }[] = [];
        const people = [0, 1, 2, 3].map((i) => `famille${i}.run${run}@example.com`);
        const tokens = new Map<number, string>();
        const errors: string[] = [];
        const pick = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);
        const record = (op: Op, status: number, body: string) => {
          if (status >= 500) errors.push(`${JSON.stringify(op)} → ${status} ${body.slice(0, 300)}`);
        };

        async function apply(op: Op): Promise<void> {
          switch (op.kind) {
            case 'add': {
              const cart = op.cart === null ? undefined : pick(carts, op.cart);
              const participants = Array.from({ length: op.n }, (_, i) => child(`E${i}`, 6 + i));
              const r = await call(op.via, 'POST', '/api/booking/cart/lines', {
                resort: 'val-neige',
                lang: 'fr',
                productKey: 'cours-enfants-flocon',
                slotId: slots[op.slot],
                participants,
                ...(cart ? { cartId: cart.cartId } : {}),
              });
              record(op, r.status, r.body);
              if (r.status === 200) {
                const { cartId, line } = json(r.body);
                const known = carts.find((c) => c.cartId === cartId);
                if (known) known.lines.push(line.id);
                else carts.push({ cartId, lines: [line.id] });
              }
              return;
            }
            case 'remove': {
              const cart = pick(carts, op.cart);
              const line = cart && pick(cart.lines, op.line);
              if (!cart || line === undefined) return;
              const r = await call(op.via, 'DELETE', `/api/booking/cart/lines/${line}?cartId=${cart.cartId}`);
              return record(op, r.status, r.body);
            }
            case 'renew': {
              const cart = pick(carts, op.cart);
              if (!cart) return;
              const r = await call(op.via, 'POST', '/api/booking/cart/holds', { cartId: cart.cartId, resort: 'val-neige', lang: 'fr' });
              return record(op, r.status, r.body);
            }
            case 'move': {
              const cart = pick(carts, op.cart);
              const line = cart && pick(cart.lines, op.line);
              if (!cart || line === undefined) return;
              const r = await call(op.via, 'POST', `/api/booking/cart/lines/${line}/slot`, {
                cartId: cart.cartId,
                resort: 'val-neige',
                lang: 'fr',
                slotId: slots[op.slot],
              });
              return record(op, r.status, r.body);
            }
            case 'checkout': {
              const cart = pick(carts, op.cart);
              if (!cart) return;
              const contact = { firstName: 'Anne', lastName: 'Martin', email: 'anne.martin@example.com', phone: '+33 6 12 34 56 78' };
              const r = await call(op.via, 'POST', '/api/checkout', {
                cartId: cart.cartId,
                resort: 'val-neige',
                lang: 'fr',
                contact: { ...contact, address: { line1: '1 rue', postalCode: '73000', city: 'Chambéry', country: 'FR' } },
                acceptTerms: true,
              });
              record(op, r.status, r.body);
              if (r.status !== 201) return;
              const { order, redirectUrl } = json(r.body);
              orders.push({ number: order.number, payUrl: new URL(redirectUrl).pathname });
              if (op.pay !== 'no') await apply({ kind: 'pay', via: op.via, order: orders.length - 1, refused: op.pay === 'refused' });
              return;
            }
            case 'pay': {
              const order = pick(orders, op.order);
              if (!order) return;
              const form = new URLSearchParams({
                cardNumber: op.refused ? SANDBOX_CARDS.refused : SANDBOX_CARDS.success,
                expiry: '12/39',
                cvc: '123',
              }).toString();
              const r =
                op.via === 'here'
                  ? await t
                      .pay(`http://x${order.payUrl}`, op.refused ? SANDBOX_CARDS.refused : SANDBOX_CARDS.success)
                      .then((res) => ({ status: res.statusCode, body: res.body }))
                  : await fetch(`${otherUrl}${order.payUrl}`, {
                      method: 'POST',
                      headers: { 'content-type': 'application/x-www-form-urlencoded' },
                      body: form,
                      redirect: 'manual',
                    }).then(async (res) => ({ status: res.status, body: await res.text() }));
              return record(op, r.status, r.body);
            }
            case 'cancel': {
              // A line of one of this run's paid orders still running.
              const running = await rows<{ number: string; id: number }>(
                t.conn.db,
                sql`select o.number, l.id from order_lines l join orders o on o.id = l.order_id
                     where o.number in (${sql.join(
                       ['', ...orders.map((o) => o.number)].map((n) => sql`${n}`),
                       sql`, `,
                     )}) and o.status = 'paid' and l.cancelled_at is null order by l.id`,
              );
              const line = pick(running, op.order);
              if (!line) return;
              const order = line;
              const r = await call(
                op.via,
                'POST',
                `/api/backoffice/sites/val-neige/orders/${order.number}/cancellations`,
                { lineIds: [line.id], refundCents: 0, reason: 'Annulation', idempotencyKey: newKey(), notify: false },
                headers,
              );
              return record(op, r.status, r.body);
            }
            case 'close': {
              const r = await call(
                op.via,
                'POST',
                '/api/backoffice/sites/val-neige/closures',
                { scope: 'slot', slotId: slots[SLOTS - 1], reason: 'weather', remedy: 'refund', idempotencyKey: newKey() },
                headers,
              );
              return record(op, r.status, r.body);
            }
            case 'capacity': {
              const slotId = slots[op.slot] as number;
              const [s] = await rows<{ capacity: number }>(t.conn.db, sql`select capacity from slots where id = ${slotId}`);
              const capacity = Math.max(1, (s?.capacity ?? 2) + op.delta);
              const r = await call(op.via, 'PUT', `/api/backoffice/sites/val-neige/slots/${slotId}/capacity`, { capacity }, headers);
              return record(op, r.status, r.body);
            }
            case 'join': {
              const r = await call(op.via, 'POST', '/api/booking/waitlist', {
                resort: 'val-neige',
                lang: 'fr',
                slotId: slots[op.slot],
                email: people[op.who],
                participants: op.n,
              });
              return record(op, r.status, r.body);
            }
            case 'claim': {
              await t.app.waitlist.flush();
              // The first family, from `who` on, with places offered (its newest link).
              const who = [0, 1, 2, 3].map((k) => (op.who + k) % people.length).find((k) => offerToken(people[k] as string));
              const token = who === undefined ? undefined : offerToken(people[who] as string);
              if (who === undefined || !token) return;
              const r = await call(op.via, 'POST', `/api/booking/waitlist/${token}/claim`, { lang: 'fr', participants: [child('Léa')] });
              record(op, r.status, r.body);
              if (r.status === 200) {
                const { cartId, line } = json(r.body);
                carts.push({ cartId, lines: [line.id] });
              }
              tokens.set(who, token);
              return;
            }
            case 'leave': {
              const token = tokens.get(op.who) ?? offerToken(people[op.who] as string);
              if (!token) return;
              const r = await call(op.via, 'POST', `/api/booking/waitlist/${token}/leave`);
              return record(op, r.status, r.body);
            }
            case 'sweep':
              await releaseExpiredHolds(t.conn.db);
              return;
            case 'wait':
              await new Promise((r) => setTimeout(r, op.ms));
              return;
          }
        }

        const assertPlaces = async (when: string) => {
          const drift = await placesDrift(t.conn.db);
          expect(drift.map(describeDrift), `places drift ${when}`).toEqual([]);
          const over = await rows<{ id: number }>(
            t.conn.db,
            sql`select id from slots where held < 0 or sold < 0 or held + sold > capacity`,
          );
          expect(over, `slots beyond capacity ${when}`).toEqual([]);
        };

        // Each run starts with the first group full and two families waiting for it: what frees a place
        // (a removal, a hold running out, a cancellation, a capacity raised) then offers it to them.
        await apply({ kind: 'add', via: 'here', slot: 0, n: 2, cart: null });
        await apply({ kind: 'join', via: 'here', slot: 0, n: 1, who: 0 });
        await apply({ kind: 'join', via: 'other', slot: 0, n: 1, who: 1 });
        for (const [i, wave] of waves.entries()) {
          await Promise.all(
            wave.map(async ([op, delay]) => {
              await new Promise((r) => setTimeout(r, delay));
              await apply(op);
            }),
          );
          await assertPlaces(`after wave ${i + 1} of run ${run}`);
        }
        await releaseExpiredHolds(t.conn.db);
        await assertPlaces(`at the end of run ${run}`);
        // Every paid order's lines sold their places, or the order says why not (paid while the slot was full).
        const unplaced = await rows<{ number: string }>(
          t.conn.db,
          sql`select o.number from order_lines l join orders o on o.id = l.order_id
               where o.status = 'paid' and l.slot_id is not null and l.sold_at is null and o.fulfilment_note is null`,
        );
        expect(unplaced).toEqual([]);
        expect(errors).toEqual([]);
      }),
      { numRuns: 10, endOnFailure: true, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
  }, 240_000);
});
