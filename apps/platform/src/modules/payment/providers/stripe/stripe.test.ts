import { randomBytes } from 'node:crypto';
import { type Connection, rows } from '@schuss/db';
import { seedDemo } from '@schuss/db/seed';
import type { DriverKind } from '@schuss/db/testing';
import { freshTestDatabase } from '@schuss/db/testing/vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../app';
import { loadEnv } from '../../../../env';
import { apiLogin, DEMO_STAFF, seedTestAccounts } from '../../../../test/accounts';
import { drivers, testUrls } from '../../../../test/app';
import { child, contact, plusDays, weekStart } from '../../../../test/orders';
import { sessionExpiry } from '.';
import { fakeStripe } from './fake-stripe';

const SECRET_KEY = 'sk_test_51SchussTestKey0123456789';
const WEBHOOK_SECRET = 'whsec_SchussTestWebhookSecret0123456789';
const signer = new Stripe(SECRET_KEY);

/** A platform with PAYMENT_PROVIDER=stripe talking to a local fake of Stripe's API. */
async function stripePlatform(kind: DriverKind) {
  const stripe = await fakeStripe();
  const conn: Connection = await freshTestDatabase(kind);
  await seedDemo(conn.db, testUrls);
  const env = loadEnv({
    APP_ENV: 'test',
    SITE_URL: testUrls.siteUrl,
    PLATFORM_URL: testUrls.platformUrl,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  const app: FastifyInstance = await buildApp({ db: conn.db, env });
  await app.ready();
  await seedTestAccounts(conn.db);
  return {
    app,
    conn,
    stripe,
    async close() {
      await app.close();
      await conn.close();
      await stripe.close();
    },
  };
}
type Platform = Awaited<ReturnType<typeof stripePlatform>>;

/** A cart of two children on a new group lesson slot, checked out in `lang`: what Stripe was asked. */
async function checkedOut(p: Platform, lang = 'fr') {
  const [slot] = await rows<{ id: number }>(
    p.conn.db,
    sql`insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
        select id, ${weekStart}, ${plusDays(weekStart, 4)}, '09:15', '11:45', 10 from products where key = 'cours-enfants-flocon'
        returning id`,
  );
  const add = await p.app.inject({
    method: 'POST',
    url: '/api/booking/cart/lines',
    payload: {
      resort: 'val-neige',
      lang,
      productKey: 'cours-enfants-flocon',
      slotId: slot!.id,
      participants: [child('Léa'), child('Tom', 10)],
    },
  });
  expect(add.statusCode, add.body).toBe(200);
  const cartId = add.json().cartId as string;
  const before = p.stripe.calls('POST', '/v1/checkout/sessions').length;
  const res = await p.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { cartId, resort: 'val-neige', lang, contact, acceptTerms: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = p.stripe.calls('POST', '/v1/checkout/sessions');
  expect(created).toHaveLength(before + 1);
  const request = created.at(-1)!;
  const sessionId = [...p.stripe.sessions.values()].at(-1)!.id;
  const { order, redirectUrl } = res.json();
  return {
    cartId,
    number: order.number as string,
    total: order.total.amount as number,
    redirectUrl: redirectUrl as string,
    request,
    sessionId,
    paymentId: request.form.client_reference_id as string,
    paymentIntent: `pi_${randomBytes(12).toString('hex')}`,
  };
}
type CheckedOut = Awaited<ReturnType<typeof checkedOut>>;

/** A Checkout Session event as Stripe sends it (a snapshot of the session). */
function sessionEvent(c: CheckedOut, type = 'checkout.session.completed', session: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: c.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: c.total,
        currency: 'eur',
        client_reference_id: c.paymentId,
        metadata: { paymentId: c.paymentId, orderNumber: c.number },
        payment_intent: c.paymentIntent,
        ...session,
      },
    },
  });
}

/** Delivers a webhook to the platform, signed as Stripe signs it (`t=…,v1=…`). */
function deliver(p: Platform, payload: string, o: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const header =
    o.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: o.secret ?? WEBHOOK_SECRET, timestamp: o.timestamp })
      : o.signature;
  return p.app.inject({
    method: 'POST',
    url: '/api/payment/notify/stripe',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header === null ? {} : { 'stripe-signature': header }) },
  });
}

/** What the customer and staff notice of an order: its status, its payment, its confirmation e-mails, its places. */
async function footprint(p: Platform, number: string) {
  const [r] = await rows<{ status: string; payment: string; transaction: string | null; mails: number; sold: number; held: number }>(
    p.conn.db,
    sql`select o.status,
               (select string_agg(status, ',' order by created_at) from payments where order_id = o.id) as payment,
               (select max(transaction_id) from payments where order_id = o.id) as transaction,
               (select count(*)::int from order_emails where order_id = o.id and kind = 'confirmation') as mails,
               (select coalesce(sum(s.sold), 0)::int from slots s where s.id in (select slot_id from order_lines where order_id = o.id)) as sold,
               (select coalesce(sum(s.held), 0)::int from slots s where s.id in (select slot_id from order_lines where order_id = o.id)) as held
          from orders o where o.number = ${number}`,
  );
  return r!;
}

describe('Stripe session expiry', () => {
  it('stays inside the 30 min .. 24 h Stripe accepts', () => {
    const now = Date.parse('2027-01-10T10:00:00Z');
    const s = now / 1000;
    expect(sessionExpiry(new Date(now + 30 * 60_000), now)).toBe(s + 31 * 60);
    expect(sessionExpiry(new Date(now + 3 * 3600_000), now)).toBe(s + 3 * 3600);
    expect(sessionExpiry(new Date(now + 48 * 3600_000), now)).toBe(s + 24 * 3600 - 60);
  });
});

describe.each(drivers)('Stripe Checkout on %s', (kind) => {
  let p: Platform;
  let staff: Record<string, string>;
  beforeAll(async () => {
    p = await stripePlatform(kind);
    const token = await apiLogin(() => p.app, kind === 'pg' ? '10.41.2' : '10.41.1')(
      DEMO_STAFF.site,
      DEMO_STAFF.email,
      DEMO_STAFF.password,
    );
    staff = { authorization: `Bearer ${token}` };
  });
  afterAll(() => p?.close());

  it('checkout opens a Checkout Session for the order total in euros, back to the result page, and sends the visitor to it', async () => {
    const c = await checkedOut(p);
    expect(c.redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${c.sessionId}`);
    const f = c.request.form;
    expect(c.paymentId).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(f).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(c.total),
      'line_items[0][price_data][product_data][name]': `École de ski Val-Neige — commande ${c.number}`,
      'metadata[paymentId]': c.paymentId,
      'metadata[orderNumber]': c.number,
      'payment_intent_data[metadata][paymentId]': c.paymentId,
      'payment_intent_data[metadata][orderNumber]': c.number,
      cancel_url: `${testUrls.siteUrl}/panier/`,
      locale: 'fr',
    });
    expect(c.total).toBeGreaterThan(0);
    const success = new URL(f.success_url as string);
    expect(`${success.origin}${success.pathname}`).toBe(`${testUrls.siteUrl}/resultat-achat/`);
    expect(success.searchParams.get('cartId')).toBe(c.cartId);
    expect(success.searchParams.get('executionCode')).toBe('0000');
    const now = Date.now() / 1000;
    expect(Number(f.expires_at)).toBeGreaterThanOrEqual(now + 30 * 60);
    expect(Number(f.expires_at)).toBeLessThanOrEqual(now + 24 * 3600);
    expect(c.request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(c.request.headers['idempotency-key']).toBe(`schuss-checkout-${c.paymentId}`);
    const [stored] = await rows<{ external_id: string; provider: string }>(
      p.conn.db,
      sql`select external_id, provider from provider_sessions where payment_id = ${c.paymentId}`,
    );
    expect(stored).toEqual({ external_id: c.sessionId, provider: 'stripe' });
    expect(await footprint(p, c.number)).toMatchObject({ status: 'pending_payment', payment: 'created', mails: 0 });
  });

  it('an English order gets the English page', async () => {
    const c = await checkedOut(p, 'en');
    expect(c.request.form.locale).toBe('en');
    expect(c.request.form['line_items[0][price_data][product_data][name]']).toBe(`École de ski Val-Neige — order ${c.number}`);
    expect(c.request.form.cancel_url).toBe(`${testUrls.siteUrl}/en/cart/`);
  });

  it('a signed checkout.session.completed fulfils the order once: paid, places sold, one confirmation e-mail', async () => {
    const c = await checkedOut(p);
    const event = sessionEvent(c);
    const first = await deliver(p, event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'fulfilled' });
    expect(await footprint(p, c.number)).toMatchObject({
      status: 'paid',
      payment: 'succeeded',
      transaction: c.paymentIntent,
      mails: 1,
      sold: 2,
      held: 0,
    });
    const order = await p.app.inject({ method: 'GET', url: `/api/orders/by-cart?cartId=${c.cartId}&lang=fr` });
    expect(order.json().order.status).toBe('paid');
    // Stripe delivers again (no answer in time): nothing more happens.
    const again = await deliver(p, event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await footprint(p, c.number)).toMatchObject({ status: 'paid', mails: 1, sold: 2 });
  });

  it('ten identical deliveries at once fulfil the order once', async () => {
    const c = await checkedOut(p);
    const event = sessionEvent(c);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(p, event)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = results.map((r) => r.json().outcome).sort();
    expect(outcomes).toEqual(['fulfilled', ...Array(9).fill('duplicate')].sort());
    expect(await footprint(p, c.number)).toMatchObject({ status: 'paid', payment: 'succeeded', mails: 1, sold: 2, held: 0 });
  });

  it('a bad signature, a replay, another amount or another currency change nothing', async () => {
    const c = await checkedOut(p);
    const event = sessionEvent(c);
    const refused = [
      ['signed with another secret', await deliver(p, event, { secret: 'whsec_AnotherEndpointSecret0123' }), 401],
      ['no signature', await deliver(p, event, { signature: null }), 401],
      ['a forged header', await deliver(p, event, { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }), 401],
      [
        'a body altered after signing',
        await deliver(p, event, {
          signature: signer.webhooks.generateTestHeaderString({ payload: sessionEvent(c), secret: WEBHOOK_SECRET }),
        }),
        401,
      ],
      // Signed correctly, but 10 minutes ago: outside the 5 minutes' tolerance.
      ['a replay', await deliver(p, event, { timestamp: Math.floor(Date.now() / 1000) - 600 }), 401],
      ['another amount', await deliver(p, sessionEvent(c, undefined, { amount_total: c.total - 100 })), 400],
      ['another currency', await deliver(p, sessionEvent(c, undefined, { currency: 'usd' })), 400],
    ] as const;
    for (const [what, res, status] of refused) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json().error.code, what).toBe('rejected_notification');
    }
    expect(await footprint(p, c.number)).toMatchObject({
      status: 'pending_payment',
      payment: 'created',
      transaction: null,
      mails: 0,
      sold: 0,
    });
    // The genuine event still pays: nothing was used up by the refused ones.
    expect((await deliver(p, event)).json().outcome).toBe('fulfilled');
  });

  it('events that carry no outcome are acknowledged and change nothing', async () => {
    const c = await checkedOut(p);
    const other = JSON.stringify({ ...JSON.parse(sessionEvent(c)), type: 'payment_intent.created' });
    const notPaidYet = sessionEvent(c, 'checkout.session.completed', { payment_status: 'unpaid' });
    const foreign = sessionEvent(c, 'checkout.session.completed', { metadata: {}, client_reference_id: null });
    for (const body of [other, notPaidYet, foreign]) {
      const res = await deliver(p, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    }
    expect(await footprint(p, c.number)).toMatchObject({ status: 'pending_payment', payment: 'created', transaction: null, mails: 0 });
    // A method settling later: its success pays the order.
    const paid = await deliver(p, sessionEvent(c, 'checkout.session.async_payment_succeeded'));
    expect(paid.json().outcome).toBe('fulfilled');
    expect(await footprint(p, c.number)).toMatchObject({ status: 'paid', mails: 1 });
  });

  it('a failed payment leaves the order awaiting payment; a retry opens a new session and expires the open one', async () => {
    const failed = await checkedOut(p);
    const res = await deliver(p, sessionEvent(failed, 'checkout.session.async_payment_failed', { payment_status: 'unpaid' }));
    expect(res.json()).toEqual({ received: true, outcome: 'refused' });
    expect(await footprint(p, failed.number)).toMatchObject({ status: 'pending_payment', payment: 'refused', mails: 0 });

    // The visitor came back from Stripe's page without paying and pays again: the first page must take no money.
    const c = await checkedOut(p);
    const retry = await p.app.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: c.cartId, lang: 'fr' } });
    expect(retry.statusCode, retry.body).toBe(200);
    const second = [...p.stripe.sessions.values()].at(-1)!;
    expect(retry.json().redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${second.id}`);
    expect(second.id).not.toBe(c.sessionId);
    expect(p.stripe.calls('POST', `/v1/checkout/sessions/${c.sessionId}/expire`)).toHaveLength(1);
    expect(p.stripe.sessions.get(c.sessionId)?.status).toBe('expired');
    // A session Stripe completed meanwhile cannot be expired: the retry still goes on.
    p.stripe.complete(second.id);
    const again = await p.app.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: c.cartId, lang: 'fr' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(p.stripe.calls('POST', `/v1/checkout/sessions/${second.id}/expire`)).toHaveLength(1);
  });

  it('Stripe refusing to open a page is a 502 naming the payment, not a 500; the order is kept and paid on a later try', async () => {
    const c = await checkedOut(p);
    p.stripe.refuseNextSession();
    const refused = await p.app.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: c.cartId, lang: 'fr' } });
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json().error).toMatchObject({ code: 'provider_failed', field: 'payment' });
    expect(await footprint(p, c.number)).toMatchObject({ status: 'pending_payment' });
    const again = await p.app.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: c.cartId, lang: 'fr' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  });

  it('a second session paid for an order already paid is refunded whole through Stripe, once', async () => {
    const c = await checkedOut(p);
    const retry = await p.app.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: c.cartId, lang: 'fr' } });
    expect(retry.statusCode, retry.body).toBe(200);
    const second = { ...c, sessionId: [...p.stripe.sessions.values()].at(-1)!.id, paymentIntent: `pi_${randomBytes(12).toString('hex')}` };
    second.paymentId = p.stripe.calls('POST', '/v1/checkout/sessions').at(-1)!.form.client_reference_id as string;
    expect(second.paymentId).not.toBe(c.paymentId);
    // Both pages were paid (the first one just before it was expired).
    expect((await deliver(p, sessionEvent(c))).json().outcome).toBe('fulfilled');
    const before = p.stripe.calls('POST', '/v1/refunds').length;
    const event = sessionEvent(second);
    expect((await deliver(p, event)).json().outcome).toBe('refunded');
    expect((await deliver(p, event)).json().outcome).toBe('duplicate');
    const calls = p.stripe.calls('POST', '/v1/refunds').slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.form).toMatchObject({ payment_intent: second.paymentIntent, amount: String(c.total) });
    expect(calls[0]!.headers['idempotency-key']).toBe(`schuss-refund-${second.paymentId}-whole`);
    expect(await footprint(p, c.number)).toMatchObject({ status: 'paid', mails: 1, transaction: expect.any(String) });
  });

  const cancel = (number: string, body: object) =>
    p.app.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${encodeURIComponent(number)}/cancellations`,
      headers: staff,
      payload: { reason: 'Blessure, certificat médical', idempotencyKey: randomBytes(12).toString('base64url'), ...body },
    });

  it("a refund from the back office calls Stripe's refund API once, for that amount of that payment", async () => {
    const c = await checkedOut(p);
    expect((await deliver(p, sessionEvent(c))).json().outcome).toBe('fulfilled');
    const before = p.stripe.calls('POST', '/v1/refunds').length;
    const key = randomBytes(12).toString('base64url');
    const res = await cancel(c.number, { refundCents: 5_000, idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ status: 'succeeded', amount: { amount: 5_000, currency: 'EUR' }, error: null });
    const calls = p.stripe.calls('POST', '/v1/refunds').slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.form).toMatchObject({ payment_intent: c.paymentIntent, amount: '5000', 'metadata[paymentId]': c.paymentId });
    expect(calls[0]!.headers['idempotency-key']).toBe(`schuss-refund-${res.json().refund.id}`);
    // The same request again (the back office retried it): Stripe is not asked again.
    const replay = await cancel(c.number, { refundCents: 5_000, idempotencyKey: key });
    expect(replay.statusCode).toBe(200);
    expect(p.stripe.calls('POST', '/v1/refunds').slice(before)).toHaveLength(1);
  });

  it('a refund Stripe refuses is reported as failed and nothing is counted as refunded', async () => {
    const c = await checkedOut(p);
    expect((await deliver(p, sessionEvent(c))).json().outcome).toBe('fulfilled');
    p.stripe.refuseNextRefund();
    const res = await cancel(c.number, { refundCents: 5_000 });
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().error.code).toBe('provider_failed');
    expect(res.json().error.message).toContain('charged back');
    const [order] = await rows<{ refunded_cents: number; status: string }>(
      p.conn.db,
      sql`select refunded_cents, status from orders where number = ${c.number}`,
    );
    expect(order).toEqual({ refunded_cents: 0, status: 'paid' });
    const [refund] = await rows<{ status: string }>(
      p.conn.db,
      sql`select r.status from refunds r join orders o on o.id = r.order_id where o.number = ${c.number}`,
    );
    expect(refund?.status).toBe('failed');
  });
});
