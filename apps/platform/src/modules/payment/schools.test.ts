import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Connection, rows } from '@schuss/db';
import { demoPages, demoSite, seedBooking, seedDemo, seedSite } from '@schuss/db/seed';
import type { DriverKind } from '@schuss/db/testing';
import { freshTestDatabase } from '@schuss/db/testing/vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { apiLogin, CHEAP } from '../../test/accounts';
import { mainDrivers, testUrls } from '../../test/app';
import { child, contact, plusDays, weekStart } from '../../test/orders';
import { upsertUser } from '../auth/service';
import { settingsWithoutSchool } from './providers';
import { lyraSignature } from './providers/lyra';
import { fakeLyraApi } from './providers/lyra/testing';
import { fakeStripe } from './providers/stripe/fake-stripe';
import { refundPayment } from './service';

/**
 * Each school its own merchant account (SCHOOL_PAYMENTS): Val-Neige and Les Combes have their own
 * Stripe accounts, Le Col its own Lyra shop; Le Lac has no entry and pays through the global
 * settings (another Lyra shop).
 */
const VAL_NEIGE = { secretKey: 'sk_test_ValNeigeAccount0001', webhookSecret: 'whsec_ValNeigeEndpoint0001' };
const LES_COMBES = { secretKey: 'sk_test_LesCombesAccount0002', webhookSecret: 'whsec_LesCombesEndpoint0002' };
const GLOBAL_LYRA = { shopId: '12345678', key: 'global-lyra-key-7Hq2Zp9Wx4' };
/** Le Col's own shop, at another Lyra brand (SystemPay) than the global one (PayZen). */
const LE_COL = {
  shopId: '87654321',
  key: 'le-col-shop-key-Q9w8E7r6',
  apiPassword: 'lecolpassword_ABC123',
  paymentUrl: 'https://paiement.systempay.fr/vads-payment/',
};
const signer = new Stripe('sk_test_signerOnly0000');
const STAFF_PASSWORD = 'correct horse battery staple';

/** Another school on its own resort and host names, with Val-Neige's catalogue. */
async function seedSchool(conn: Connection, key: string, name: string) {
  const site = demoSite(testUrls);
  const host = `http://${key}.localhost:3999`;
  site.config = { ...site.config, site: key, siteName: name, resort: key, domains: { fr: host, en: `${host}/en` } };
  await seedSite(conn.db, site, demoPages.slice(0, 1), (tx) => seedBooking(tx, { resort: key, season: site.config.season }));
}

/** A staff member of each school (back-office cancellations and refunds). */
async function seedStaff(conn: Connection) {
  for (const s of await rows<{ id: number; key: string }>(conn.db, sql`select id, key from sites`))
    await upsertUser(conn.db, {
      email: `staff@${s.key}.test`,
      name: 'Staff',
      password: STAFF_PASSWORD,
      siteId: s.id,
      role: 'staff',
      cost: CHEAP,
    });
}

async function schoolsPlatform(kind: DriverKind) {
  const stripe = await fakeStripe();
  const lyraApi = await fakeLyraApi();
  const conn = await freshTestDatabase(kind);
  await seedDemo(conn.db, testUrls);
  await seedSchool(conn, 'les-combes', 'École de ski Les Combes');
  await seedSchool(conn, 'le-lac', 'École de ski Le Lac');
  await seedSchool(conn, 'le-col', 'École de ski Le Col');
  await seedStaff(conn);
  const mailDir = mkdtempSync(join(tmpdir(), 'schuss-school-pay-'));
  const env = loadEnv({
    APP_ENV: 'test',
    SITE_URL: testUrls.siteUrl,
    PLATFORM_URL: testUrls.platformUrl,
    MAIL_DIR: mailDir,
    PAYMENT_PROVIDER: 'lyra',
    LYRA_SHOP_ID: GLOBAL_LYRA.shopId,
    LYRA_KEY: GLOBAL_LYRA.key,
    LYRA_API_URL: lyraApi.url,
    LYRA_API_PASSWORD: 'testpassword_XYZ789',
    STRIPE_API_URL: stripe.url,
    SCHOOL_PAYMENTS: JSON.stringify({
      'val-neige': { provider: 'stripe', stripe: VAL_NEIGE },
      'les-combes': { provider: 'stripe', stripe: LES_COMBES },
      'le-col': { provider: 'lyra', lyra: { ...LE_COL, apiUrl: lyraApi.url } },
      // A misspelt school: the platform warns at start-up (settingsWithoutSchool).
      'les-combe': { provider: 'stripe', stripe: LES_COMBES },
    }),
  });
  const app = await buildApp({ db: conn.db, env });
  await app.ready();
  let n = 0;
  const login = apiLogin(() => app, kind === 'pg' ? '10.48.2' : '10.48.1');
  return {
    app,
    conn,
    stripe,
    lyraApi,
    /** A cart of two children on a new lesson slot of the school's resort, checked out. */
    async checkedOut(resort: string) {
      const [slot] = await rows<{ id: number }>(
        conn.db,
        sql`insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
            select id, ${weekStart}, ${plusDays(weekStart, 4)}, '09:15', '11:45', 10 from products
             where key = 'cours-enfants-flocon' and resort = ${resort}
            returning id`,
      );
      const added = await app.inject({
        method: 'POST',
        url: '/api/booking/cart/lines',
        payload: {
          resort,
          lang: 'fr',
          productKey: 'cours-enfants-flocon',
          slotId: slot!.id,
          participants: [child(`Léa${++n}`), child(`Tom${n}`, 10)],
        },
      });
      expect(added.statusCode, added.body).toBe(200);
      const cartId = added.json().cartId as string;
      const sessionsBefore = stripe.calls('POST', '/v1/checkout/sessions').length;
      const res = await app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: { cartId, resort, lang: 'fr', contact, acceptTerms: true },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { order, redirectUrl } = res.json();
      const [payment] = await rows<{ id: string }>(
        conn.db,
        sql`select p.id from payments p join orders o on o.id = p.order_id where o.number = ${order.number} and p.status = 'created'`,
      );
      const stripeRequest = stripe.calls('POST', '/v1/checkout/sessions').slice(sessionsBefore).at(-1);
      return {
        number: order.number as string,
        total: order.total.amount as number,
        redirectUrl: redirectUrl as string,
        paymentId: payment!.id,
        /** What the fake Stripe was asked at this checkout, if anything. */
        stripeRequest,
        sessionId: stripeRequest ? [...stripe.sessions.values()].at(-1)!.id : undefined,
      };
    },
    /** A paid Checkout Session's webhook, signed with `secret`. */
    webhook(
      c: { number: string; total: number; paymentId: string; sessionId?: string },
      secret: string,
      paymentIntent = `pi_${randomBytes(12).toString('hex')}`,
    ) {
      const payload = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: 'checkout.session.completed',
        data: {
          object: {
            id: c.sessionId ?? `cs_test_${randomBytes(12).toString('hex')}`,
            object: 'checkout.session',
            mode: 'payment',
            status: 'complete',
            payment_status: 'paid',
            amount_total: c.total,
            currency: 'eur',
            client_reference_id: c.paymentId,
            metadata: { paymentId: c.paymentId, orderNumber: c.number },
            payment_intent: paymentIntent,
          },
        },
      });
      return app.inject({
        method: 'POST',
        url: '/api/payment/notify/stripe',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
      });
    },
    /** An IPN of Lyra for a paid form, signed with `key`. */
    ipn(c: { number: string; total: number; paymentId: string }, key: string, shopId = GLOBAL_LYRA.shopId) {
      const fields = {
        vads_amount: String(c.total),
        vads_auth_result: '00',
        vads_ctx_mode: 'TEST',
        vads_currency: '978',
        vads_operation_type: 'DEBIT',
        vads_order_id: c.number,
        vads_order_info: c.paymentId,
        vads_result: '00',
        vads_site_id: shopId,
        vads_trans_date: '20261125101500',
        vads_trans_id: 'a1b2c3',
        vads_trans_status: 'CAPTURED',
        vads_trans_uuid: randomBytes(16).toString('hex'),
        vads_version: 'V2',
      };
      return app.inject({
        method: 'POST',
        url: '/api/payment/notify/lyra',
        payload: new URLSearchParams({ ...fields, signature: lyraSignature(fields, key) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    },
    /** A back-office refund of `cents` on a paid order, by a staff member of the order's school. */
    async refundFromBackOffice(site: string, number: string, cents: number) {
      const token = await login(site, `staff@${site}.test`, STAFF_PASSWORD);
      return app.inject({
        method: 'POST',
        url: `/api/backoffice/sites/${site}/orders/${encodeURIComponent(number)}/cancellations`,
        headers: { authorization: `Bearer ${token}` },
        payload: { reason: 'Geste commercial', idempotencyKey: randomBytes(16).toString('hex'), refundCents: cents },
      });
    },
    async state(number: string) {
      const [o] = await rows<{ order: string; payment: string }>(
        conn.db,
        sql`select o.status as "order", (select string_agg(p.status, ',' order by p.created_at) from payments p where p.order_id = o.id) as payment
              from orders o where o.number = ${number}`,
      );
      return o!;
    },
    async close() {
      await app.close();
      await conn.close();
      await stripe.close();
      await lyraApi.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

describe.each(mainDrivers)('payment settings per school on %s', (kind) => {
  let t: Awaited<ReturnType<typeof schoolsPlatform>>;
  beforeAll(async () => {
    t = await schoolsPlatform(kind);
  }, 120_000);
  afterAll(async () => t?.close());

  it('names the schools of SCHOOL_PAYMENTS the database does not know (a misspelt key)', async () => {
    expect(await settingsWithoutSchool(t.conn.db, t.app.env)).toEqual(['les-combe']);
  });

  it("each school's checkout opens a session in its own Stripe account; a school without settings uses the global ones", async () => {
    const valNeige = await t.checkedOut('val-neige');
    expect(valNeige.stripeRequest?.headers.authorization).toBe(`Bearer ${VAL_NEIGE.secretKey}`);
    expect(valNeige.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);

    const combes = await t.checkedOut('les-combes');
    expect(combes.stripeRequest?.headers.authorization).toBe(`Bearer ${LES_COMBES.secretKey}`);
    expect(combes.stripeRequest?.form['metadata[paymentId]']).toBe(combes.paymentId);

    // Le Lac has no entry: the global Lyra shop's signed form, no Stripe call.
    const lac = await t.checkedOut('le-lac');
    expect(lac.stripeRequest).toBeUndefined();
    expect(lac.redirectUrl).toBe(`${testUrls.platformUrl}/pay/lyra/${lac.paymentId}`);
    const page = await t.app.inject({ method: 'GET', url: `/pay/lyra/${lac.paymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`name="vads_site_id" value="${GLOBAL_LYRA.shopId}"`);
  });

  it("a webhook signed with another school's secret is refused and changes nothing; its own school's secret pays the order", async () => {
    const combes = await t.checkedOut('les-combes');
    const forged = await t.webhook(combes, VAL_NEIGE.webhookSecret);
    expect(forged.statusCode, forged.body).toBe(401);
    expect(await t.state(combes.number)).toEqual({ order: 'pending_payment', payment: 'created' });

    const paid = await t.webhook(combes, LES_COMBES.webhookSecret);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().outcome).toBe('fulfilled');
    expect(await t.state(combes.number)).toEqual({ order: 'paid', payment: 'succeeded' });

    const valNeige = await t.checkedOut('val-neige');
    expect((await t.webhook(valNeige, LES_COMBES.webhookSecret)).statusCode).toBe(401);
    expect((await t.webhook(valNeige, VAL_NEIGE.webhookSecret)).json().outcome).toBe('fulfilled');
  });

  it("an event of a school's account that names no Schuss payment is acknowledged with that account's secret only", async () => {
    const foreign = { number: 'OTHER-1', total: 1000, paymentId: 'not-a-schuss-payment' };
    const acknowledged = await t.webhook(foreign, LES_COMBES.webhookSecret);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().outcome).toBe('ignored');
    expect((await t.webhook(foreign, 'whsec_UnknownEndpoint00000')).statusCode).toBe(401);
  });

  it("an IPN signed with another shop's key is refused for a school on the global Lyra shop; the shop's key pays it", async () => {
    const lac = await t.checkedOut('le-lac');
    const forged = await t.ipn(lac, 'another-shop-key-000000');
    expect(forged.statusCode, forged.body).toBe(401);
    expect(await t.state(lac.number)).toEqual({ order: 'pending_payment', payment: 'created' });
    // A Stripe school's payment notified through Lyra is not its provider's: refused, unchanged.
    const combes = await t.checkedOut('les-combes');
    expect((await t.ipn(combes, GLOBAL_LYRA.key)).statusCode).toBe(400);
    expect(await t.state(combes.number)).toEqual({ order: 'pending_payment', payment: 'created' });

    const paid = await t.ipn(lac, GLOBAL_LYRA.key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().outcome).toBe('fulfilled');
  });

  it("a school's own Lyra shop signs its form, posted to its brand's page; only its key pays, and refunds use its shop", async () => {
    const col = await t.checkedOut('le-col');
    expect(col.redirectUrl).toBe(`${testUrls.platformUrl}/pay/lyra/${col.paymentId}`);
    const page = await t.app.inject({ method: 'GET', url: `/pay/lyra/${col.paymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="${LE_COL.paymentUrl}"`);
    expect(page.body).toContain(`name="vads_site_id" value="${LE_COL.shopId}"`);
    expect(page.headers['content-security-policy']).toContain('form-action https://paiement.systempay.fr');

    // The global shop's key (a school on the same deployment) cannot pay Le Col's order.
    expect((await t.ipn(col, GLOBAL_LYRA.key, LE_COL.shopId)).statusCode).toBe(401);
    expect(await t.state(col.number)).toEqual({ order: 'pending_payment', payment: 'created' });
    const paid = await t.ipn(col, LE_COL.key, LE_COL.shopId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().outcome).toBe('fulfilled');

    expect((await refundPayment(t.app.payments, { paymentId: col.paymentId, amountCents: 1200 })).ok).toBe(true);
    const refund = t.lyraApi.requests.at(-1);
    expect(refund?.body).toMatchObject({ amount: 1200 });
    expect(refund?.headers.authorization).toBe(`Basic ${Buffer.from(`${LE_COL.shopId}:${LE_COL.apiPassword}`).toString('base64')}`);
  });

  it("refunds go back through the account of the payment's school", async () => {
    const combes = await t.checkedOut('les-combes');
    const intent = `pi_${randomBytes(12).toString('hex')}`;
    expect((await t.webhook(combes, LES_COMBES.webhookSecret, intent)).json().outcome).toBe('fulfilled');
    const valNeige = await t.checkedOut('val-neige');
    expect((await t.webhook(valNeige, VAL_NEIGE.webhookSecret)).json().outcome).toBe('fulfilled');

    const before = t.stripe.calls('POST', '/v1/refunds').length;
    const refunded = await refundPayment(t.app.payments, { paymentId: combes.paymentId, amountCents: 1500 });
    expect(refunded.ok).toBe(true);
    const [refund] = t.stripe.calls('POST', '/v1/refunds').slice(before);
    expect(refund?.headers.authorization).toBe(`Bearer ${LES_COMBES.secretKey}`);
    expect(refund?.form).toMatchObject({ payment_intent: intent, amount: '1500' });

    expect((await refundPayment(t.app.payments, { paymentId: valNeige.paymentId, amountCents: 700 })).ok).toBe(true);
    expect(t.stripe.calls('POST', '/v1/refunds').at(-1)?.headers.authorization).toBe(`Bearer ${VAL_NEIGE.secretKey}`);

    const lac = await t.checkedOut('le-lac');
    expect((await t.ipn(lac, GLOBAL_LYRA.key)).json().outcome).toBe('fulfilled');
    expect((await refundPayment(t.app.payments, { paymentId: lac.paymentId, amountCents: 900 })).ok).toBe(true);
    expect(t.lyraApi.requests.at(-1)?.body).toMatchObject({ amount: 900 });
    expect(t.lyraApi.requests.at(-1)?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${GLOBAL_LYRA.shopId}:testpassword_XYZ789`).toString('base64')}`,
    );
  });

  it("a back-office refund by a school's staff goes through that school's account", async () => {
    for (const [site, account] of [
      ['les-combes', LES_COMBES],
      ['val-neige', VAL_NEIGE],
    ] as const) {
      const c = await t.checkedOut(site);
      const intent = `pi_${randomBytes(12).toString('hex')}`;
      expect((await t.webhook(c, account.webhookSecret, intent)).json().outcome).toBe('fulfilled');
      const before = t.stripe.calls('POST', '/v1/refunds').length;
      const res = await t.refundFromBackOffice(site, c.number, 2_000);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().refund).toMatchObject({ status: 'succeeded', amount: { amount: 2_000, currency: 'EUR' } });
      const calls = t.stripe.calls('POST', '/v1/refunds').slice(before);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.headers.authorization).toBe(`Bearer ${account.secretKey}`);
      expect(calls[0]?.form).toMatchObject({ payment_intent: intent, amount: '2000' });
    }
  });
});
