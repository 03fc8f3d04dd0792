import { SANDBOX_CARDS } from '@schuss/contracts';
import { one } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { mainDrivers, testUrls } from '../../test/app';
import { type OrderPlatform, orderPlatform } from '../../test/orders';

const TOKEN = 'dev-metrics-token-change-me';
const auth = { authorization: `Bearer ${TOKEN}` };

/** One sample of the exposition format: `name{label="value",…} number` (NaN in any case, as Prometheus reads it). */
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.eE+-]+|nan|[+-]inf)$/i;

/** Parses Prometheus text: every line a comment or a sample (throws on anything else); samples keyed `name{labels}`. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`not Prometheus text: ${line}`);
    samples.set(`${m[1]}${m[2] ?? ''}`, Number(m[3]));
  }
  return samples;
}

describe.each(mainDrivers)('metrics on %s', (kind) => {
  let t: OrderPlatform;
  beforeAll(async () => {
    t = await orderPlatform(kind);
  });
  afterAll(() => t?.close());

  async function scrape() {
    const res = await t.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return parse(res.body);
  }
  const value = (m: Map<string, number>, key: string) => m.get(key) ?? 0;

  it('answers only Prometheus with the token: 401 naming the Authorization header otherwise', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-of-some-length' }, { authorization: TOKEN }]) {
      const res = await t.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ field: 'headers.authorization', code: 'unauthorized' });
      expect(res.json().error.message).toContain('Bearer');
    }
  });

  it('counts requests and their latency per route pattern, never per URL; unknown routes share one label', async () => {
    await t.inject({ method: 'GET', url: '/api/booking/products/no-such-product-1' });
    await t.inject({ method: 'GET', url: '/api/booking/products/no-such-product-2' });
    await t.inject({ method: 'GET', url: '/no/such/route/42' });
    const m = await scrape();
    const route = '/api/booking/products/:key';
    expect(value(m, `schuss_http_requests_total{route="${route}",method="GET",status="4xx"}`)).toBeGreaterThanOrEqual(2);
    expect(value(m, `schuss_http_request_duration_seconds_count{route="${route}",method="GET"}`)).toBeGreaterThanOrEqual(2);
    expect(value(m, `schuss_http_request_duration_seconds_bucket{le="+Inf",route="${route}",method="GET"}`)).toBeGreaterThanOrEqual(2);
    expect(value(m, 'schuss_http_requests_total{route="unmatched",method="GET",status="4xx"}')).toBeGreaterThanOrEqual(1);
    expect([...m.keys()].some((k) => k.includes('no-such-product') || k.includes('/no/such/route'))).toBe(false);
    // Node's own metrics (prom-client defaults).
    expect(value(m, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts holds, the order created and paid and the payment outcome; reports the places held now', async () => {
    const before = await scrape();
    const cart = await t.familyCart();
    const held = await scrape();
    // Two children on the lesson's slot: two places held.
    expect(value(held, 'schuss_hold_places_taken_total') - value(before, 'schuss_hold_places_taken_total')).toBe(2);
    const inDb = await one<{ n: number }>(t.conn.db, sql`select coalesce(sum(held), 0)::int as n from slots`);
    expect(value(held, 'schuss_places_held')).toBe(inDb?.n);
    expect(value(held, 'schuss_places_held')).toBeGreaterThanOrEqual(2);

    const res = await t.checkout(cart.cartId);
    expect(res.statusCode, res.body).toBe(201);
    const created = await scrape();
    expect(value(created, 'schuss_orders_total{event="created"}') - value(before, 'schuss_orders_total{event="created"}')).toBe(1);

    const paid = await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success);
    expect(paid.statusCode).toBe(303);
    const after = await scrape();
    const delta = (key: string) => value(after, key) - value(before, key);
    expect(delta('schuss_orders_total{event="paid"}')).toBe(1);
    expect(delta('schuss_payment_outcomes_total{provider="sandbox",outcome="fulfilled"}')).toBe(1);
    expect(delta('schuss_hold_places_released_total{reason="sold"}')).toBe(2);
    expect(value(after, 'schuss_places_held')).toBe(value(held, 'schuss_places_held') - 2);
  });

  it("reports the job queue's depth per queue and state (app.jobs.depth() of the jobs module)", async () => {
    const m = await scrape();
    for (const state of ['queued', 'active', 'failed']) expect(m.has(`schuss_jobs{queue="mail.deliver",state="${state}"}`)).toBe(true);
    expect(m.get('schuss_jobs{queue="holds.expire",state="failed"}')).toBe(0);
  });

  it('with METRICS=off: no /metrics (404) and no request counted', async () => {
    const env = loadEnv({ APP_ENV: 'test', SITE_URL: testUrls.siteUrl, PLATFORM_URL: testUrls.platformUrl, METRICS: 'off' });
    const off = await buildApp({ db: t.conn.db, env });
    try {
      const key = 'schuss_http_requests_total{route="/health/live",method="GET",status="2xx"}';
      const before = value(await scrape(), key);
      expect((await off.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      const res = await off.inject({ method: 'GET', url: '/metrics', headers: auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toContain('METRICS=off');
      expect(value(await scrape(), key)).toBe(before);
    } finally {
      await off.close();
    }
  });
});
