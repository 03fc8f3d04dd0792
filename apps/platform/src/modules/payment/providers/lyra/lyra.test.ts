import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Connection, rows } from '@schuss/db';
import { seedDemo } from '@schuss/db/seed';
import type { DriverKind } from '@schuss/db/testing';
import { freshTestDatabase } from '@schuss/db/testing/vitest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../app';
import { loadEnv } from '../../../../env';
import { apiLogin, DEMO_STAFF, seedTestAccounts } from '../../../../test/accounts';
import { drivers, testUrls } from '../../../../test/app';
import { child, contact, plusDays, weekStart } from '../../../../test/orders';
import { openLyraSession } from './sessions';
import { lyraSignature } from './signature';
import { fakeLyraApi } from './testing';

const KEY = 'lyra-test-key-7Hq2Zp9Wx4';
const SHOP = '12345678';
const PAYMENT_URL = 'https://secure.payzen.eu/vads-payment/';

/** A platform on a fresh seeded database with PAYMENT_PROVIDER=lyra, its REST API a local stand-in. */
async function lyraPlatform(kind: DriverKind, apiUrl: string) {
  const conn: Connection = await freshTestDatabase(kind);
  await seedDemo(conn.db, testUrls);
  const mailDir = mkdtempSync(join(tmpdir(), 'schuss-lyra-mail-'));
  const env = loadEnv({
    APP_ENV: 'test',
    SITE_URL: testUrls.siteUrl,
    PLATFORM_URL: testUrls.platformUrl,
    MAIL_DIR: mailDir,
    PAYMENT_PROVIDER: 'lyra',
    LYRA_SHOP_ID: SHOP,
    LYRA_KEY: KEY,
    LYRA_API_URL: apiUrl,
    LYRA_API_PASSWORD: 'testpassword_XYZ789',
  });
  const app = await buildApp({ db: conn.db, env });
  await app.ready();
  let n = 0;
  const t = {
    app,
    conn,
    inject: app.inject.bind(app),
    /** A cart of two children on a new lesson slot, checked out in `lang`: its order, payment page and total. */
    async checkedOut(lang = 'fr') {
      const [slot] = await rows<{ id: number }>(
        conn.db,
        sql`insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
            select id, ${weekStart}, ${plusDays(weekStart, 4)}, '09:15', '11:45', 10 from products where key = 'cours-enfants-flocon'
            returning id`,
      );
      const added = await app.inject({
        method: 'POST',
        url: '/api/booking/cart/lines',
        payload: {
          resort: 'val-neige',
          lang,
          productKey: 'cours-enfants-flocon',
          slotId: slot!.id,
          participants: [child(`Léa${++n}`), child(`Tom${n}`, 10)],
        },
      });
      expect(added.statusCode, added.body).toBe(200);
      const { cartId, line } = added.json();
      const res = await app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: { cartId, resort: 'val-neige', lang, contact, acceptTerms: true },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { order, redirectUrl } = res.json();
      return {
        cartId: cartId as string,
        slotId: slot!.id,
        number: order.number as string,
        total: line.total.amount as number,
        url: redirectUrl as string,
        paymentId: (redirectUrl as string).split('/pay/lyra/')[1] as string,
      };
    },
    /** The hosted-form page and the hidden fields of its form. */
    async page(url: string, headers: Record<string, string> = {}) {
      const res = await app.inject({ method: 'GET', url: new URL(url).pathname, headers });
      const fields = Object.fromEntries(
        [...res.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], unescapeHtml(m[2] as string)]),
      );
      return { res, fields: fields as Record<string, string> };
    },
    /** Posts an IPN (form-urlencoded, as Lyra does) to the notification endpoint. */
    ipn(fields: Record<string, string>, key = KEY) {
      const body = new URLSearchParams({ ...fields, signature: lyraSignature(fields, key) }).toString();
      return app.inject({
        method: 'POST',
        url: '/api/payment/notify/lyra',
        payload: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    },
    async order(number: string) {
      const [o] = await rows<{ status: string; payments: number; notified: number; sold: number }>(
        conn.db,
        sql`select o.status,
                   (select count(*)::int from payments p where p.order_id = o.id) as payments,
                   (select count(*)::int from payments p where p.order_id = o.id and p.transaction_id is not null) as notified,
                   (select coalesce(sum(s.sold), 0)::int from slots s where s.id in (select l.slot_id from order_lines l where l.order_id = o.id)) as sold
              from orders o where o.number = ${number}`,
      );
      return o!;
    },
    async close() {
      await app.close();
      await conn.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
  return t;
}

function unescapeHtml(s: string) {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

let uuidSeq = 0;
/** The IPN Lyra sends after the payment of a form: the form's `vads_*` fields and the outcome's. */
function ipnOf(form: Record<string, string>, over: Record<string, string> = {}): Record<string, string> {
  const vads = Object.fromEntries(Object.entries(form).filter(([k]) => k.startsWith('vads_')));
  // Lyra answers with the fields of the transaction, not the form's return URLs and options.
  for (const k of Object.keys(vads)) if (k.startsWith('vads_url_') || k === 'vads_shop_name') delete vads[k];
  return {
    ...vads,
    vads_auth_result: '00',
    vads_result: '00',
    vads_operation_type: 'DEBIT',
    vads_trans_status: 'CAPTURED',
    vads_trans_uuid: `${(++uuidSeq).toString(16).padStart(8, '0')}${'c0ffee'.repeat(4)}`,
    vads_effective_creation_date: form.vads_trans_date ?? '',
    ...over,
  };
}

describe.each(drivers)('Lyra (SystemPay / PayZen) through the platform on %s', (kind) => {
  let t: Awaited<ReturnType<typeof lyraPlatform>>;
  let api: Awaited<ReturnType<typeof fakeLyraApi>>;
  beforeAll(async () => {
    api = await fakeLyraApi();
    t = await lyraPlatform(kind, api.url);
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  it('checkout leads to /pay/lyra/:id, whose form is signed with the shop key, for the order and its amount', async () => {
    const before = Date.now();
    const c = await t.checkedOut('fr');
    expect(c.url).toBe(`${testUrls.platformUrl}/pay/lyra/${c.paymentId}`);
    const { res, fields } = await t.page(c.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('form-action https://secure.payzen.eu');
    expect(csp).toContain("frame-ancestors 'none'");
    const html = res.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<form id="lyra-form" method="post" action="${PAYMENT_URL}"`);
    expect(html).not.toMatch(/<script(?![^>]*nonce=)[^>]*>/);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<button type="submit">Payer ${'410,00 €'} sur la page sécurisée de la banque</button>`);
    expect(html).toContain('<noscript>');
    expect(html).toContain('Environnement de test de la banque');
    expect(html).toContain(`href="${testUrls.siteUrl}/panier/"`);

    const { signature, ...signed } = fields;
    expect(signature).toBe(lyraSignature(signed, KEY));
    expect(signed).toMatchObject({
      vads_action_mode: 'INTERACTIVE',
      vads_amount: String(c.total),
      vads_ctx_mode: 'TEST',
      vads_currency: '978',
      vads_language: 'fr',
      vads_order_id: c.number,
      vads_order_info: c.paymentId,
      vads_page_action: 'PAYMENT',
      vads_payment_config: 'SINGLE',
      vads_site_id: SHOP,
      vads_version: 'V2',
      vads_url_check: `${testUrls.platformUrl}/api/payment/notify/lyra`,
      vads_url_cancel: `${testUrls.siteUrl}/panier/`,
      vads_shop_name: 'École de ski Val-Neige',
    });
    expect(c.total).toBe(41_000);
    expect(signed.vads_url_success).toMatch(new RegExp(`^${testUrls.siteUrl}/resultat-achat/\\?.*executionCode=0000`));
    expect(signed.vads_url_refused).toContain('executionCode=4001');
    expect(signed.vads_trans_id).toMatch(/^[0-9a-z]{6}$/);
    const sent = Date.parse(signed.vads_trans_date!.replace(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3T$4:$5:$6Z'));
    expect(sent).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(sent).toBeLessThanOrEqual(Date.now());
    const [session] = await rows<{ external_id: string }>(
      t.conn.db,
      sql`select external_id from provider_sessions where provider = 'lyra' and payment_id = ${c.paymentId}`,
    );
    expect(session?.external_id).toBe(`${signed.vads_trans_date}${signed.vads_trans_id}`);
  });

  it('speaks English for an English order; answers 404 for an unknown payment', async () => {
    const c = await t.checkedOut('en');
    const { res, fields } = await t.page(c.url);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('Pay €410.00 on the bank’s secure page');
    expect(fields.vads_language).toBe('en');
    const missing = await t.inject({ method: 'GET', url: `/pay/lyra/${'Z'.repeat(24)}`, headers: { 'accept-language': 'fr-FR' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page de paiement introuvable');
  });

  it('a signed IPN fulfils the order once; the same IPN again changes nothing; the page then says it is paid', async () => {
    const c = await t.checkedOut();
    const { fields } = await t.page(c.url);
    const ipn = ipnOf(fields);
    const first = await t.ipn(ipn);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'fulfilled' });
    const again = await t.ipn(ipn);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await t.order(c.number)).toEqual({ status: 'paid', payments: 1, notified: 1, sold: 2 });
    const [p] = await rows<{ transaction_id: string; execution_code: string }>(
      t.conn.db,
      sql`select transaction_id, execution_code from payments where id = ${c.paymentId}`,
    );
    expect(p).toEqual({ transaction_id: ipn.vads_trans_uuid, execution_code: '0000' });
    const page = await t.page(c.url);
    expect(page.res.statusCode).toBe(200);
    expect(page.res.body).toContain('Commande déjà payée');
    expect(page.res.body).not.toContain('<form');
  });

  it('the same IPN several times at once fulfils the order once', async () => {
    const c = await t.checkedOut();
    const { fields } = await t.page(c.url);
    const ipn = ipnOf(fields);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.ipn(ipn)));
    const outcomes = answers.map((a) => a.json().outcome).sort();
    expect(outcomes).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'fulfilled']);
    expect(await t.order(c.number)).toEqual({ status: 'paid', payments: 1, notified: 1, sold: 2 });
  });

  it('a bad signature (401), an altered amount or another currency (400) change nothing', async () => {
    const c = await t.checkedOut();
    const { fields } = await t.page(c.url);
    const before = await t.order(c.number);
    const forged = await t.ipn(ipnOf(fields), 'not-the-shop-key-123');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toBe('Notification rejected: bad or missing signature');
    const unsigned = await t.inject({
      method: 'POST',
      url: '/api/payment/notify/lyra',
      payload: new URLSearchParams(ipnOf(fields)).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.statusCode).toBe(401);
    const cheaper = await t.ipn(ipnOf(fields, { vads_amount: '100' }));
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().error.message).toContain('amount does not match');
    const dollars = await t.ipn(ipnOf(fields, { vads_currency: '840' }));
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().error.message).toContain('currency does not match');
    expect(await t.order(c.number)).toEqual(before);
    expect(before).toMatchObject({ status: 'pending_payment', notified: 0 });
    // The genuine one still goes through afterwards.
    expect((await t.ipn(ipnOf(fields))).json().outcome).toBe('fulfilled');
  });

  it('a refused payment leaves the order awaiting payment and closes that page; a retry opens a new one', async () => {
    const c = await t.checkedOut();
    const { fields } = await t.page(c.url);
    const refused = await t.ipn(ipnOf(fields, { vads_trans_status: 'REFUSED', vads_result: '05', vads_auth_result: '51' }));
    expect(refused.json()).toEqual({ received: true, outcome: 'refused' });
    expect(await t.order(c.number)).toMatchObject({ status: 'pending_payment', sold: 0 });
    const [p] = await rows<{ status: string; execution_code: string }>(
      t.conn.db,
      sql`select status, execution_code from payments where id = ${c.paymentId}`,
    );
    expect(p).toEqual({ status: 'refused', execution_code: '4051' });
    const closed = await t.page(c.url);
    expect(closed.res.statusCode).toBe(410);
    expect(closed.res.body).toContain('Session de paiement terminée');
    expect(closed.res.body).not.toContain('<form');

    const retry = await t.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: c.cartId, lang: 'fr' } });
    expect(retry.statusCode, retry.body).toBe(200);
    const next = await t.page(retry.json().redirectUrl);
    expect(next.res.statusCode).toBe(200);
    expect(next.fields.vads_order_id).toBe(c.number);
    expect(next.fields.vads_trans_id).not.toBe(fields.vads_trans_id);
    expect((await t.ipn(ipnOf(next.fields))).json().outcome).toBe('fulfilled');
  });

  it('a page whose attempt was superseded (cancelled at the provider) or has expired no longer posts its form', async () => {
    const c = await t.checkedOut();
    expect((await t.page(c.url)).res.statusCode).toBe(200);
    // A second checkout of the same order supersedes the first attempt: the adapter cancels its session.
    const retry = await t.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: c.cartId, lang: 'fr' } });
    expect(retry.statusCode, retry.body).toBe(200);
    const [s] = await rows<{ status: string }>(
      t.conn.db,
      sql`select data->>'status' as status from provider_sessions where payment_id = ${c.paymentId}`,
    );
    expect(s?.status).toBe('cancelled');
    const old = await t.page(c.url);
    expect(old.res.statusCode).toBe(410);
    expect(old.res.body).toContain('Ce lien de paiement n’est plus valable');
    expect(old.fields).toEqual({});

    const next = retry.json().redirectUrl as string;
    await t.conn.db.execute(
      sql`update provider_sessions set data = jsonb_set(data, '{expiresAt}', to_jsonb((now() - interval '1 minute')::text))
           where payment_id = ${next.split('/pay/lyra/')[1]!}`,
    );
    const expired = await t.page(next);
    expect(expired.res.statusCode).toBe(410);
    expect(expired.fields).toEqual({});
  });

  it('vads_trans_id is unique per shop within a UTC day: a second session with the same one is refused', async () => {
    const c = await t.checkedOut();
    const { fields } = await t.page(c.url);
    const other = await t.checkedOut();
    const data = {
      status: 'open' as const,
      fields: {},
      lang: 'fr',
      merchantName: 'x',
      orderNumber: other.number,
      amountCents: 1,
      returnUrl: '',
      cancelUrl: '',
      expiresAt: '',
    };
    await t.conn.db.execute(sql`delete from provider_sessions where payment_id = ${other.paymentId}`);
    // Same day (another second), same id in other letter case: Lyra compares them case-insensitively.
    const sameDay = `${fields.vads_trans_date!.slice(0, 8)}000001`;
    expect(
      await openLyraSession(t.conn.db, {
        paymentId: other.paymentId,
        transDate: sameDay,
        transId: fields.vads_trans_id!.toUpperCase(),
        data,
      }),
    ).toBe('clash');
    const nextDay = '20991231000001';
    expect(
      await openLyraSession(t.conn.db, { paymentId: other.paymentId, transDate: nextDay, transId: fields.vads_trans_id!, data }),
    ).toEqual({ data });
  });

  it('money taken by a second page for an order already paid is given back whole, once', async () => {
    const c = await t.checkedOut();
    const first = await t.page(c.url);
    // The visitor had opened a second payment (a retry) before the first one's IPN arrived.
    const retry = await t.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: c.cartId, lang: 'fr' } });
    const second = await t.page(retry.json().redirectUrl);
    expect((await t.ipn(ipnOf(second.fields))).json().outcome).toBe('fulfilled');
    api.requests.length = 0;
    const late = ipnOf(first.fields);
    expect((await t.ipn(late)).json()).toEqual({ received: true, outcome: 'refunded' });
    expect((await t.ipn(late)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(api.requests.map((r) => r.body)).toEqual([
      { uuid: late.vads_trans_uuid, amount: c.total, currency: 'EUR', resolutionMode: 'AUTO' },
    ]);
    expect(await t.order(c.number)).toMatchObject({ status: 'paid', sold: 2 });
  });

  it('a back-office refund calls Lyra’s CancelOrRefund once, for the transaction and the amount refunded', async () => {
    const c = await t.checkedOut();
    const { fields } = await t.page(c.url);
    const ipn = ipnOf(fields);
    expect((await t.ipn(ipn)).json().outcome).toBe('fulfilled');
    await seedTestAccounts(t.conn.db);
    const token = await apiLogin(() => t.app, kind === 'pg' ? '10.77.2' : '10.77.1')(
      DEMO_STAFF.site,
      DEMO_STAFF.email,
      DEMO_STAFF.password,
    );
    const [line] = await rows<{ id: number }>(
      t.conn.db,
      sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${c.number}`,
    );
    api.requests.length = 0;
    const body = {
      lineIds: [line!.id],
      refundCents: 12_345,
      reason: 'Blessure, certificat médical',
      idempotencyKey: `lyra-refund-${kind}-0001`,
    };
    const cancel = () =>
      t.inject({
        method: 'POST',
        url: `/api/backoffice/sites/val-neige/orders/${encodeURIComponent(c.number)}/cancellations`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ amount: { amount: 12_345, currency: 'EUR' }, status: 'succeeded', error: null });
    // The same request again (a double click, a retry) refunds nothing more.
    expect((await cancel()).statusCode).toBe(200);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      url: '/api-payment/V4/Transaction/CancelOrRefund',
      body: { uuid: ipn.vads_trans_uuid, amount: 12_345, currency: 'EUR', resolutionMode: 'AUTO' },
    });
    expect(api.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${SHOP}:testpassword_XYZ789`).toString('base64')}`);
  });
});
