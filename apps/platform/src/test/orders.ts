import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Connection, rows } from '@schuss/db';
import { seedDemo } from '@schuss/db/seed';
import type { DriverKind } from '@schuss/db/testing';
import { freshTestDatabase } from '@schuss/db/testing/vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import type { Mailer } from '../lib/mail';
import { type Notifier, SANDBOX_SIGNATURE_HEADER, signSandbox } from '../modules/payment/providers/sandbox';
import { testUrls, visitor } from './app';

export const TEST_PAYMENT_SECRET = 'test-payment-secret-0123456789';

const DAY = 86_400_000;
/** A Sunday about a year from now: test slots do not depend on the demo season's dates. */
export const weekStart = (() => {
  let t = Date.now() + 400 * DAY;
  while (new Date(t).getUTCDay() !== 0) t += DAY;
  return new Date(t).toISOString().slice(0, 10);
})();
export const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const born = (age: number) => `${Number(weekStart.slice(0, 4)) - age}-01-01`;
export const child = (firstName: string, age = 8) => ({ firstName, lastName: 'Martin', birthDate: born(age) });
export const adult = (firstName: string, age = 40) => ({ firstName, lastName: 'Martin', birthDate: born(age) });

export const contact = {
  firstName: 'Anne',
  lastName: 'Martin',
  email: 'anne.martin@example.com',
  phone: '+33 6 12 34 56 78',
  address: { line1: '12 rue des Alpes', postalCode: '73000', city: 'Chambéry', country: 'FR' },
};

/**
 * A platform on a fresh seeded database whose sandbox notifies it in process (`app.inject` with
 * the same signed body: the signature check is the real one), without delays, and writes its
 * e-mails to a temporary directory.
 */
export async function orderPlatform(
  kind: DriverKind,
  opts: { timeoutDelayMs?: number; notifier?: Notifier; mailer?: Mailer; env?: Record<string, string> } = {},
) {
  const conn: Connection = await freshTestDatabase(kind);
  await seedDemo(conn.db, testUrls);
  const mailDir = mkdtempSync(join(tmpdir(), 'schuss-mail-'));
  const env = loadEnv({
    APP_ENV: 'test',
    SITE_URL: testUrls.siteUrl,
    PLATFORM_URL: testUrls.platformUrl,
    MAIL_DIR: mailDir,
    PAYMENT_SECRET: TEST_PAYMENT_SECRET,
    ...opts.env,
  });
  const box: { app?: FastifyInstance } = {};
  const inProcess: Notifier = async (url, body, headers) =>
    (await (box.app as FastifyInstance).inject({ method: 'POST', url: new URL(url).pathname, payload: body, headers })).statusCode;
  const notifications: { url: string; body: string; status: number }[] = [];
  const notifier: Notifier = async (url, body, headers) => {
    const status = await (opts.notifier ?? inProcess)(url, body, headers);
    notifications.push({ url, body, status });
    return status;
  };
  const app = await buildApp({
    db: conn.db,
    env,
    mailer: opts.mailer,
    payment: { notifier, processingDelayMs: 0, timeoutDelayMs: opts.timeoutDelayMs ?? 10, retryDelaysMs: [] },
  });
  box.app = app;
  await app.ready();

  const t = {
    app,
    conn,
    env,
    mailDir,
    notifications,
    mails: () => readdirSync(mailDir).filter((f) => f.endsWith('.eml')),
    inject: app.inject.bind(app),
    async makeSlot(productKey: string, startsOn: string, endsOn: string, capacity: number, times = ['09:15', '11:45']) {
      const [r] = await rows<{ id: number }>(
        conn.db,
        sql`insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
            select id, ${startsOn}, ${endsOn}, ${times[0]}, ${times[1]}, ${capacity} from products where key = ${productKey}
            returning id`,
      );
      return r!.id;
    },
    async slot(id: number) {
      const [r] = await rows<{ held: number; sold: number; capacity: number }>(
        conn.db,
        sql`select held, sold, capacity from slots where id = ${id}`,
      );
      return r!;
    },
    /** Adds a line as a visitor of their own (`from`: a new address unless given). */
    async addLine(body: object, from = visitor()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/booking/cart/lines',
        payload: { resort: 'val-neige', lang: 'fr', ...body },
        remoteAddress: from,
      });
      if (res.statusCode !== 200) throw new Error(`add line: ${res.statusCode} ${res.body}`);
      return res.json() as { cartId: string; line: { id: number; total: { amount: number } } };
    },
    /**
     * Another visitor takes `n` places of a lesson slot: a line of `n` children in a cart of their own,
     * holding them as any add does (how tests fill a slot: the places stay accounted for by a line).
     */
    async takenByOthers(slotId: number, n: number, productKey = 'cours-enfants-flocon') {
      const participants = Array.from({ length: n }, (_, i) => child(`Autre${i + 1}`, 6 + (i % 5)));
      const added = await t.addLine({ productKey, slotId, participants });
      return { cartId: added.cartId, lineId: added.line.id };
    },
    /** The places invariant holds (every held and sold place accounted for by a line, an offer or an order line): race tests check it after each step. */
    async expectPlacesRight() {
      expect(await rows(conn.db, sql`select * from places_drift order by slot_id`)).toEqual([]);
    },
    /** The visitor removes a line of their cart (its places are released). */
    async removeLine(cartId: string, lineId: number) {
      const res = await app.inject({ method: 'DELETE', url: `/api/booking/cart/lines/${lineId}?cartId=${encodeURIComponent(cartId)}` });
      if (res.statusCode !== 200) throw new Error(`remove line: ${res.statusCode} ${res.body}`);
    },
    /** A cart with a group lesson for two children (on a new slot) and a 3-day lift pass for one adult. */
    async familyCart(capacity = 10) {
      const slotId = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 5), capacity);
      const lesson = await t.addLine({ productKey: 'cours-enfants-flocon', slotId, participants: [child('Léa'), child('Tom', 10)] });
      const lift = await t.addLine({
        cartId: lesson.cartId,
        productKey: 'forfait-val-neige',
        startDate: weekStart,
        days: 3,
        participants: [adult('Anne')],
      });
      return {
        cartId: lesson.cartId,
        slotId,
        lessonLine: lesson.line.id,
        liftLine: lift.line.id,
        total: lesson.line.total.amount + lift.line.total.amount,
      };
    },
    checkout(cartId: string, over: object = {}) {
      return app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: { cartId, resort: 'val-neige', lang: 'fr', contact, acceptTerms: true, ...over },
      });
    },
    byCart(cartId: string, lang = 'fr') {
      return app.inject({ method: 'GET', url: `/api/orders/by-cart?cartId=${encodeURIComponent(cartId)}&lang=${lang}` });
    },
    /** Pays on the sandbox's hosted page; answers the page's response. */
    pay(paymentUrl: string, card: string, over: Record<string, string> = {}) {
      const path = new URL(paymentUrl).pathname;
      return app.inject({
        method: 'POST',
        url: path,
        payload: new URLSearchParams({ cardNumber: card, expiry: '12/39', cvc: '123', ...over }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    },
    /** Counts of everything checkout and payment write. */
    async state() {
      const [r] = await rows<{
        orders: number;
        paid: number;
        payments: number;
        notified: number;
        held: number;
        sold: number;
        closed: number;
        lines: number;
      }>(
        conn.db,
        sql`select (select count(*)::int from orders) as orders,
                   (select count(*)::int from orders where status = 'paid') as paid,
                   (select count(*)::int from payments) as payments,
                   (select count(*)::int from payments where transaction_id is not null) as notified,
                   (select coalesce(sum(held), 0)::int from slots) as held,
                   (select coalesce(sum(sold), 0)::int from slots) as sold,
                   (select count(*)::int from carts where closed_at is not null) as closed,
                   (select count(*)::int from cart_lines) as lines`,
      );
      return { ...r!, mails: t.mails().length };
    },
    /** Posts a notification body signed with `secret` (default: the platform's) to the endpoint. */
    notify(body: object | string, secret = TEST_PAYMENT_SECRET, headers: Record<string, string> = {}) {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      return app.inject({
        method: 'POST',
        url: '/api/payment/notify/sandbox',
        payload: raw,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(raw, secret), ...headers },
      });
    },
    /** The text of an .eml file, quoted-printable decoded. */
    mailText(file: string) {
      const raw = readFileSync(join(mailDir, file), 'utf8').replace(/=\r?\n/g, '');
      return Buffer.from(
        raw.replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(Number.parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
    },
    async close() {
      await app.close();
      await conn.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
  return t;
}
export type OrderPlatform = Awaited<ReturnType<typeof orderPlatform>>;
