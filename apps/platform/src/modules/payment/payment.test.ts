import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXECUTION_CODES, OrderResponse, SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../lib/mail';
import { drivers, testUrls } from '../../test/app';
import { type OrderPlatform, orderPlatform } from '../../test/orders';
import { paidOrder } from '../backoffice/staff-fixtures';
import { checkCardForm, luhnValid, type Notifier, sandboxOutcome } from './providers/sandbox';

const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
const resultFr = `${testUrls.siteUrl}/resultat-achat/`;

async function paymentOf(t: OrderPlatform, id: string) {
  const [p] = await rows<{ status: string; execution_code: string | null; transaction_id: string | null }>(
    t.conn.db,
    sql`select status, execution_code, transaction_id from payments where id = ${id}`,
  );
  return p!;
}

/** A cart checked out: its order number, hosted page URL and payment id. */
async function checkedOut(t: OrderPlatform, lang = 'fr') {
  const cart = await t.familyCart();
  const res = await t.checkout(cart.cartId, { lang });
  expect(res.statusCode, res.body).toBe(201);
  const { order, redirectUrl } = res.json();
  return { ...cart, number: order.number as string, url: redirectUrl as string, paymentId: (redirectUrl as string).split('/pay/')[1]! };
}

const notification = (c: { paymentId: string; number: string; total: number }, over: object = {}) => ({
  paymentId: c.paymentId,
  orderNumber: c.number,
  amount: c.total,
  currency: 'EUR',
  executionCode: '0000',
  transactionId: `sbx_test_${Math.random().toString(36).slice(2, 12)}`,
  sentAt: new Date().toISOString(),
  ...over,
});

describe('sandbox card checks', () => {
  it('Luhn, test card outcomes, expiry and CVC', () => {
    for (const card of Object.values(SANDBOX_CARDS)) expect(luhnValid(card)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(sandboxOutcome(SANDBOX_CARDS.success)).toBe('0000');
    expect(sandboxOutcome(SANDBOX_CARDS.refused)).toBe('4001');
    expect(sandboxOutcome(SANDBOX_CARDS.insufficientFunds)).toBe('4051');
    expect(sandboxOutcome(SANDBOX_CARDS.timeout)).toBe('9999');
    expect(sandboxOutcome('5555555555554444')).toBe('4001');
    const now = new Date('2027-03-15T12:00:00Z');
    const ok = checkCardForm({ cardNumber: '4242 4242 4242 4242', expiry: '03/27', cvc: '123' }, now);
    expect(ok.errors).toEqual({});
    expect(ok.digits).toBe('4242424242424242');
    expect(checkCardForm({ cardNumber: '', expiry: '02/27', cvc: '12' }, now).errors).toEqual({
      cardNumber: 'cardRequired',
      expiry: 'expiryPast',
      cvc: 'cvcInvalid',
    });
    expect(checkCardForm({ cardNumber: '4242 4242 4242 4241', expiry: '13/30', cvc: '' }, now).errors).toEqual({
      cardNumber: 'cardInvalid',
      expiry: 'expiryInvalid',
      cvc: 'cvcRequired',
    });
    expect(checkCardForm({ cardNumber: ['x'], expiry: 1, cvc: null }, now).errors.cardNumber).toBe('cardRequired');
  });
});

describe.each(drivers)('sandbox payment on %s', (kind) => {
  let t: OrderPlatform;
  beforeAll(async () => {
    t = await orderPlatform(kind);
  });
  afterAll(() => t?.close());

  describe('hosted card page', () => {
    it('renders in French with labelled fields, the merchant, the order and the amount, under a strict CSP', async () => {
      const c = await checkedOut(t);
      const res = await t.inject({ method: 'GET', url: new URL(c.url).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      const csp = String(res.headers['content-security-policy']);
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain(`form-action 'self' ${testUrls.siteUrl}`);
      expect(csp).toContain("frame-ancestors 'none'");
      const html = res.body;
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).not.toMatch(/<script(?![^>]*nonce=)[^>]*>/);
      expect(html).toContain('École de ski Val-Neige');
      expect(html).toContain(c.number);
      expect(html).toContain('566,00 €');
      expect(html).toContain('Payer 566,00 €');
      expect(html).toContain('<label for="cardNumber">Numéro de carte</label>');
      expect(html).toMatch(/<input id="cardNumber" name="cardNumber"[^>]*inputmode="numeric"[^>]*autocomplete="cc-number"/);
      expect(html).toMatch(/<input id="expiry"[^>]*aria-describedby="expiry-hint expiry-error"/);
      expect(html).toContain('<label for="cvc">Cryptogramme (CVC)</label>');
      expect(html).toContain('role="status" aria-live="polite"');
      expect(html).toContain(`href="${testUrls.siteUrl}/panier/"`);
      expect(html).toContain(`action="/pay/${c.paymentId}"`);
    });

    it('renders in English for an English order', async () => {
      const c = await checkedOut(t, 'en');
      const html = (await t.inject({ method: 'GET', url: new URL(c.url).pathname })).body;
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('Pay €566.00');
      expect(html).toContain('<label for="cardNumber">Card number</label>');
      expect(html).toContain('<label for="expiry">Expiry date</label>');
      expect(html).toContain(`href="${testUrls.siteUrl}/en/cart/"`);
    });

    it('answers 404 for an unknown or malformed payment id', async () => {
      expect((await t.inject({ method: 'GET', url: `/pay/${'Z'.repeat(24)}` })).statusCode).toBe(404);
      const bad = await t.inject({ method: 'GET', url: '/pay/%3Cscript%3E' });
      expect(bad.statusCode).toBe(404);
      expect(bad.body).not.toContain('<script>');
      const posted = await t.inject({
        method: 'POST',
        url: `/pay/${'Z'.repeat(24)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-GB' },
        payload: 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123',
      });
      expect(posted.statusCode).toBe(404);
      expect(posted.headers['content-type']).toContain('text/html');
    });

    it('checks the form on the server: the page again with the errors next to the fields (400), nothing charged', async () => {
      const c = await checkedOut(t);
      const before = await t.state();
      const sent = t.notifications.length;
      const res = await t.pay(c.url, '4242 4242 4242 4241', { expiry: '01/20', cvc: '12' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('role="alert"');
      expect(res.body).toMatch(/<input id="cardNumber"[^>]*aria-invalid="true"[^>]*value="4242 4242 4242 4241"/);
      expect(res.body).toContain('<p class="error" id="cardNumber-error">Ce numéro de carte n’est pas valide : vérifiez-le.</p>');
      expect(res.body).toContain('<p class="error" id="expiry-error">Cette carte a expiré.</p>');
      expect(res.body).toContain('<p class="error" id="cvc-error">Le cryptogramme compte 3 chiffres.</p>');
      expect(res.body).not.toMatch(/<input id="cvc"[^>]*value="12"/);
      const xss = await t.pay(c.url, '"><script>alert(1)</script>');
      expect(xss.statusCode).toBe(400);
      expect(xss.body).not.toContain('<script>alert(1)</script>');
      expect(t.notifications.length).toBe(sent);
      expect(await t.state()).toEqual(before);
      expect((await paymentOf(t, c.paymentId)).status).toBe('created');
    });
  });

  describe('test cards', () => {
    it('4242…: notified, paid, places sold, cart closed, e-mail written; redirected with 0000', async () => {
      const c = await checkedOut(t);
      const before = await t.state();
      const res = await t.pay(c.url, spaced(SANDBOX_CARDS.success));
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${resultFr}?cartId=${c.cartId}&executionCode=0000`);
      expect(t.notifications.at(-1)).toMatchObject({ url: `${testUrls.platformUrl}/api/payment/notify/sandbox`, status: 200 });
      const order = OrderResponse.parse((await t.byCart(c.cartId)).json()).order;
      expect(order).toMatchObject({ number: c.number, status: 'paid', executionCode: '0000' });
      expect(order.paidAt).not.toBeNull();
      expect(await t.slot(c.slotId)).toMatchObject({ held: 0, sold: 2 });
      expect(await t.state()).toMatchObject({
        paid: before.paid + 1,
        closed: before.closed + 1,
        mails: before.mails + 1,
        notified: before.notified + 1,
      });
      expect((await paymentOf(t, c.paymentId)).status).toBe('succeeded');

      const mail = t.mailText(`${c.number}.eml`);
      expect(mail).toContain('To: anne.martin@example.com');
      expect(mail).toContain(`Numéro de commande : ${c.number}`);
      expect(mail).toContain('Cours collectif enfants — Flocon — 410,00 €');
      expect(mail).toContain('Participants : Léa Martin, Tom Martin');
      expect(mail).toContain("Lieu de rendez-vous : Chalet de l'école - front de neige des Marmottes");
      expect(mail).toContain('Horaires : 09:15–11:45');
      expect(mail).toMatch(/Dates : du dimanche \d+ \S+ \d{4} au vendredi/);
      expect(mail).toContain('Forfait Val-Neige — 156,00 €');
      expect(mail).toContain('Total payé : 566,00 €');
      expect(mail).toContain('au chalet de l’école pour retirer vos forfaits');

      // The page of a paid payment says so and charges nothing again.
      const page = await t.inject({ method: 'GET', url: new URL(c.url).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Commande déjà payée');
      expect(page.body).not.toContain('id="pay-form"');
      const sent = t.notifications.length;
      const again = await t.pay(c.url, spaced(SANDBOX_CARDS.success));
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('Commande déjà payée');
      expect(t.notifications.length).toBe(sent);
      expect(await t.slot(c.slotId)).toMatchObject({ held: 0, sold: 2 });
      expect(t.mails().filter((f) => f === `${c.number}.eml`)).toHaveLength(1);
    });

    it('an order of lessons only asks to keep its number, not to collect lift passes it does not have', async () => {
      const o = await paidOrder(t, { groups: [1] });
      const mail = t.mailText(`${o.number}.eml`);
      expect(mail).toContain('Gardez ce numéro de commande : il vous sera demandé à l’accueil de l’école et au lieu de rendez-vous.');
      expect(mail).not.toContain('forfait');
    });

    it('4000…0002: refused (4001), the order still awaits payment; a retry with 4242… pays it (in English)', async () => {
      const c = await checkedOut(t, 'en');
      const res = await t.pay(c.url, SANDBOX_CARDS.refused);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${testUrls.siteUrl}/en/purchase-result/?cartId=${c.cartId}&executionCode=4001`);
      expect(await paymentOf(t, c.paymentId)).toMatchObject({ status: 'refused', execution_code: '4001' });
      const pending = OrderResponse.parse((await t.byCart(c.cartId, 'en')).json()).order;
      expect(pending).toMatchObject({ status: 'pending_payment', executionCode: '4001' });
      expect(await t.slot(c.slotId)).toMatchObject({ held: 2, sold: 0 });
      // The refused page cannot be paid again: the visitor retries.
      expect((await t.inject({ method: 'GET', url: new URL(c.url).pathname })).body).toContain('Payment session ended');
      const retry = await t.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: c.cartId, lang: 'en' } });
      expect(retry.statusCode, retry.body).toBe(200);
      const paid = await t.pay(retry.json().redirectUrl, SANDBOX_CARDS.success);
      expect(paid.headers.location).toBe(`${testUrls.siteUrl}/en/purchase-result/?cartId=${c.cartId}&executionCode=0000`);
      expect(OrderResponse.parse((await t.byCart(c.cartId)).json()).order).toMatchObject({ status: 'paid', executionCode: '0000' });
      expect(await t.slot(c.slotId)).toMatchObject({ held: 0, sold: 2 });
      const mail = t.mailText(`${c.number}.eml`);
      expect(mail).toContain(`Your order ${c.number} is confirmed`.slice(0, 20));
      // The meeting point in the order's language, with its address and how to find the group (the school's points, not a product's text).
      expect(mail).toContain(
        'Meeting point: School chalet - Marmottes slopes, 12 place des Marmottes, 73500 Val-Neige (altitude 1,550 m). ' +
          'Each group meets under the coloured sign of its level, 10 minutes before the lesson.',
      );
      expect(mail).not.toContain("Chalet de l'école");
      expect(mail).not.toContain('ESF');
      expect(mail).toContain('Total paid: €566.00');
      expect(mail).toContain("Children's group lesson — Flocon (snowflake)");
    });

    it('4000…9995: insufficient funds (4051); another Luhn-valid card: refused (4001)', async () => {
      const c = await checkedOut(t);
      const res = await t.pay(c.url, SANDBOX_CARDS.insufficientFunds);
      expect(res.headers.location).toBe(`${resultFr}?cartId=${c.cartId}&executionCode=4051`);
      expect(await paymentOf(t, c.paymentId)).toMatchObject({ status: 'refused', execution_code: '4051' });
      const retry = await t.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: c.cartId, lang: 'fr' } });
      const other = await t.pay(retry.json().redirectUrl, '5555 5555 5555 4444');
      expect(other.headers.location).toBe(`${resultFr}?cartId=${c.cartId}&executionCode=4001`);
      expect(OrderResponse.parse((await t.byCart(c.cartId)).json()).order.status).toBe('pending_payment');
    });

    it('4000…0119: no answer from the bank — no notification, back with 9999, the order still awaits payment', async () => {
      const c = await checkedOut(t);
      const sent = t.notifications.length;
      const before = await t.state();
      const res = await t.pay(c.url, SANDBOX_CARDS.timeout);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${resultFr}?cartId=${c.cartId}&executionCode=9999`);
      expect(t.notifications.length).toBe(sent);
      expect(await paymentOf(t, c.paymentId)).toMatchObject({ status: 'expired', execution_code: null, transaction_id: null });
      expect(await t.state()).toEqual(before);
      expect(OrderResponse.parse((await t.byCart(c.cartId)).json()).order).toMatchObject({
        status: 'pending_payment',
        executionCode: null,
      });
    });
  });

  describe('notifications: only a verified one changes anything', () => {
    let c: Awaited<ReturnType<typeof checkedOut>>;
    beforeAll(async () => {
      c = await checkedOut(t);
    });

    it.each([
      ['a forged signature', () => t.notify(notification(c), 'not-the-platform-secret-at-all'), 401],
      [
        'no signature',
        () =>
          t.inject({
            method: 'POST',
            url: '/api/payment/notify/sandbox',
            payload: JSON.stringify(notification(c)),
            headers: { 'content-type': 'application/json' },
          }),
        401,
      ],
      [
        'a signature of another body',
        () => {
          const signedOther = JSON.stringify(notification(c, { amount: 1 }));
          return t.inject({
            method: 'POST',
            url: '/api/payment/notify/sandbox',
            payload: JSON.stringify(notification(c)),
            headers: { 'content-type': 'application/json', 'x-sandbox-signature': `sha256=${'0'.repeat(64)}`, 'x-other': signedOther },
          });
        },
        401,
      ],
      ['a different amount', () => t.notify(notification(c, { amount: c.total - 1 })), 400],
      ['a different currency', () => t.notify(notification(c, { currency: 'USD' })), 400],
      ['another order number', () => t.notify(notification(c, { orderNumber: 'VN-26-AAAA-BBBB' })), 400],
      ['an unknown payment', () => t.notify(notification(c, { paymentId: 'Q'.repeat(24) })), 404],
      ['a malformed body', () => t.notify('{"paymentId":'), 400],
      ['a body missing fields', () => t.notify({ paymentId: c.paymentId, executionCode: '0000' }), 400],
      [
        'an unknown provider',
        () =>
          t.inject({ method: 'POST', url: '/api/payment/notify/stripe', payload: '{}', headers: { 'content-type': 'application/json' } }),
        404,
      ],
    ] as const)('%s is rejected (4xx) and changes nothing', async (_name, send, status) => {
      const before = await t.state();
      const res = await send();
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBeTruthy();
      expect(await t.state()).toEqual(before);
      expect((await paymentOf(t, c.paymentId)).status).toBe('created');
      expect(OrderResponse.parse((await t.byCart(c.cartId)).json()).order.status).toBe('pending_payment');
    });

    it('a browser return with executionCode=0000 but no verified payment marks nothing paid', async () => {
      // The browser lands on the result page (a site URL): the page reads the order, which is still awaiting payment.
      const before = await t.state();
      const res = await t.byCart(c.cartId);
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({ status: 'pending_payment', paidAt: null, executionCode: null });
      // Query strings on platform URLs change nothing either.
      await t.inject({ method: 'GET', url: `/api/orders/by-cart?cartId=${c.cartId}&executionCode=0000&status=paid` });
      await t.inject({ method: 'GET', url: `${new URL(c.url).pathname}?executionCode=0000` });
      expect(await t.state()).toEqual(before);
      expect(await t.slot(c.slotId)).toMatchObject({ held: 2, sold: 0 });
    });

    it('a verified success fulfils once; a replay of it, or any later notification of the payment, changes nothing', async () => {
      const body = JSON.stringify(notification(c));
      const first = await t.notify(body);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ received: true, outcome: 'fulfilled' });
      const after = await t.state();
      const replay = await t.notify(body);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().outcome).toBe('duplicate');
      const refusal = await t.notify(notification(c, { executionCode: '4001' }));
      expect(refusal.json().outcome).toBe('duplicate');
      expect(await t.state()).toEqual(after);
      expect(await t.slot(c.slotId)).toMatchObject({ held: 0, sold: 2 });
      expect(OrderResponse.parse((await t.byCart(c.cartId)).json()).order).toMatchObject({ status: 'paid', executionCode: '0000' });
    });

    it('a transaction id already recorded for another payment is refused (409)', async () => {
      const other = await checkedOut(t);
      const [used] = await rows<{ transaction_id: string }>(t.conn.db, sql`select transaction_id from payments where id = ${c.paymentId}`);
      const before = await t.state();
      const res = await t.notify(notification(other, { transactionId: used!.transaction_id }));
      expect(res.statusCode, res.body).toBe(409);
      expect(await t.state()).toEqual(before);
      expect((await paymentOf(t, other.paymentId)).status).toBe('created');
    });
  });

  it('a failing e-mail never un-pays the order', async () => {
    const broken: Mailer = {
      kind: 'file',
      send: async () => {
        throw new Error('disk full');
      },
    };
    const u = await orderPlatform(kind, { mailer: broken });
    try {
      const c = await checkedOut(u);
      const res = await u.pay(c.url, SANDBOX_CARDS.success);
      expect(res.headers.location).toContain('executionCode=0000');
      expect(OrderResponse.parse((await u.byCart(c.cartId)).json()).order.status).toBe('paid');
      const [o] = await rows<{ mail_sent_at: unknown }>(u.conn.db, sql`select mail_sent_at from orders where number = ${c.number}`);
      expect(o!.mail_sent_at).toBeNull();
    } finally {
      await u.close();
    }
  });
});

describe('the sandbox is a provider like any other', () => {
  const here = dirname(fileURLToPath(import.meta.url));

  it('never touches the platform’s payment attempts, orders or carts: it keeps its own sessions', () => {
    const dir = join(here, 'providers/sandbox');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text, file).not.toMatch(
        /\b(payments|orders|carts|cartLines)\b[^\n]*from '@schuss\/db'|from '@schuss\/db'[^\n]*\b(payments|orders|carts)\b/,
      );
      expect(text, file).not.toMatch(/\b(update|insert into|from)\s+(payments|orders|carts|cart_lines)\b/i);
      expect(text, file).not.toMatch(/from '\.\.\/\.\.\/\.\.\/(orders|booking)\//);
    }
  });
});

describe.each(drivers)('sandbox sessions on %s', (kind) => {
  let t: OrderPlatform;
  beforeAll(async () => {
    t = await orderPlatform(kind);
  });
  afterAll(() => t?.close());

  it('a page replaced by a second checkout takes no money: its session ended', async () => {
    const c = await checkedOut(t);
    const again = await t.checkout(c.cartId);
    expect(again.statusCode, again.body).toBe(201);
    const old = await t.inject({ method: 'GET', url: new URL(c.url).pathname });
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain('Session de paiement terminée');
    expect(old.body).not.toContain('id="pay-form"');
    const sent = t.notifications.length;
    const paid = await t.pay(c.url, SANDBOX_CARDS.success);
    expect(paid.statusCode).toBe(409);
    expect(t.notifications.length).toBe(sent);
    expect((await paymentOf(t, c.paymentId)).status).toBe('superseded');
    // The new page still pays.
    const res = await t.pay(again.json().redirectUrl, SANDBOX_CARDS.success);
    expect(res.statusCode).toBe(303);
    expect(OrderResponse.parse((await t.byCart(c.cartId)).json()).order.status).toBe('paid');
  });

  it('records a refund on its session, never beyond what the session charged', async () => {
    const c = await checkedOut(t);
    const provider = t.app.payments.provider;
    const refund = (amountCents: number) =>
      provider.refund({ paymentId: c.paymentId, transactionId: 'sbx_test_refund', amountCents, currency: 'EUR' });
    expect(await refund(c.total - 100)).toEqual({ ok: true, refundId: 'rf_sbx_test_refund' });
    expect((await refund(101)).ok).toBe(false);
    expect((await refund(100)).ok).toBe(true);
    expect((await refund(1)).ok).toBe(false);
    const [s] = await rows<{ refunded_cents: number }>(
      t.conn.db,
      sql`select refunded_cents from sandbox_sessions where id = ${c.paymentId}`,
    );
    expect(s!.refunded_cents).toBe(c.total);
    expect((await provider.refund({ paymentId: 'Q'.repeat(24), transactionId: 'sbx_x', amountCents: 1, currency: 'EUR' })).ok).toBe(false);
  });
});

describe('reliability on pg: fulfilled exactly once whatever the order of events', () => {
  let t: OrderPlatform;
  /** Holds the sandbox's notifications instead of delivering them (deliver() later). */
  const held: { url: string; body: string; headers: Record<string, string> }[] = [];
  let hold = false;
  let deliverNow: Notifier | undefined;
  beforeAll(async () => {
    t = await orderPlatform('pg', {
      notifier: async (url, body, headers) => {
        if (hold) {
          held.push({ url, body, headers });
          return 202;
        }
        return deliverNow!(url, body, headers);
      },
    });
    deliverNow = async (url, body, headers) =>
      (await t.inject({ method: 'POST', url: new URL(url).pathname, payload: body, headers })).statusCode;
  });
  afterAll(() => t?.close());
  const deliver = (n: { url: string; body: string; headers: Record<string, string> }) =>
    t.inject({ method: 'POST', url: new URL(n.url).pathname, payload: n.body, headers: n.headers });

  it('notification before the browser return', async () => {
    hold = false;
    const c = await checkedOut(t);
    const res = await t.pay(c.url, SANDBOX_CARDS.success);
    expect(res.headers.location).toContain('executionCode=0000');
    expect(OrderResponse.parse((await t.byCart(c.cartId)).json()).order.status).toBe('paid');
    expect(t.mails()).toContain(`${c.number}.eml`);
  });

  it('browser return before the notification: pending while it polls, paid once it arrives, once', async () => {
    hold = true;
    const c = await checkedOut(t);
    const res = await t.pay(c.url, SANDBOX_CARDS.success);
    hold = false;
    expect(res.headers.location).toBe(`${resultFr}?cartId=${c.cartId}&executionCode=0000`);
    expect(OrderResponse.parse((await t.byCart(c.cartId)).json()).order.status).toBe('pending_payment');
    expect(await t.slot(c.slotId)).toMatchObject({ held: 2, sold: 0 });
    const n = held.pop()!;
    expect((await deliver(n)).json().outcome).toBe('fulfilled');
    expect(OrderResponse.parse((await t.byCart(c.cartId)).json()).order.status).toBe('paid');
    expect((await deliver(n)).json().outcome).toBe('duplicate');
    expect(await t.slot(c.slotId)).toMatchObject({ held: 0, sold: 2 });
    expect(t.mails().filter((f) => f === `${c.number}.eml`)).toHaveLength(1);
  });

  it('the same notification ten times at once: one fulfilment, one e-mail, places sold once', async () => {
    const c = await checkedOut(t);
    const before = await t.state();
    const body = JSON.stringify(notification(c));
    const results = await Promise.all(Array.from({ length: 10 }, () => t.notify(body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = results.map((r) => r.json().outcome).sort();
    expect(outcomes).toEqual([...Array(9).fill('duplicate'), 'fulfilled']);
    expect(await t.slot(c.slotId)).toMatchObject({ held: 0, sold: 2 });
    expect(await t.state()).toMatchObject({ paid: before.paid + 1, mails: before.mails + 1, sold: before.sold + 2, held: before.held - 2 });
    expect(t.mails().filter((f) => f === `${c.number}.eml`)).toHaveLength(1);
  });

  it('two different successful notifications of one order at once (an old page and a retry): one fulfilment, the other refunded', async () => {
    const c = await checkedOut(t);
    const retry = await t.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: c.cartId, lang: 'fr' } });
    const second = { ...c, paymentId: (retry.json().redirectUrl as string).split('/pay/')[1]! };
    const before = await t.state();
    const [a, b] = await Promise.all([t.notify(notification(c)), t.notify(notification(second))]);
    expect([a.json().outcome, b.json().outcome].sort()).toEqual(['fulfilled', 'refunded']);
    const statuses = (
      await rows<{ status: string }>(
        t.conn.db,
        sql`select status from payments where id in (${c.paymentId}, ${second.paymentId}) order by status`,
      )
    ).map((r) => r.status);
    expect(statuses).toEqual(['refunded', 'succeeded']);
    expect(await t.slot(c.slotId)).toMatchObject({ held: 0, sold: 2 });
    expect(await t.state()).toMatchObject({ paid: before.paid + 1, mails: before.mails + 1 });
  });

  it('a payment submitted twice at once is charged once', async () => {
    hold = false;
    const c = await checkedOut(t);
    const sent = t.notifications.length;
    const [a, b] = await Promise.all([t.pay(c.url, SANDBOX_CARDS.success), t.pay(c.url, SANDBOX_CARDS.success)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([303, 409]);
    expect(t.notifications.length).toBe(sent + 1);
    expect(await t.slot(c.slotId)).toMatchObject({ held: 0, sold: 2 });
    expect(EXECUTION_CODES.success).toBe('0000');
  });
});
