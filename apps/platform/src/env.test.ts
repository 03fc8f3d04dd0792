import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('platform environment', () => {
  it('has demo defaults for everything', () => {
    const env = loadEnv({});
    expect(env.PLATFORM_PORT).toBe(4000);
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.PLATFORM_URL).toBe('http://localhost:4000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY: must be true, false or a number of proxies');
  });

  it('runs the job workers except in test apps (unless told), polling every 2 s (0.5 s in tests)', () => {
    expect(loadEnv({})).toMatchObject({ JOBS_WORKERS: true, JOBS_POLL_SECONDS: 2 });
    expect(loadEnv({ APP_ENV: 'test' })).toMatchObject({ JOBS_WORKERS: false, JOBS_POLL_SECONDS: 0.5 });
    expect(loadEnv({ APP_ENV: 'test', JOBS_WORKERS: 'true', JOBS_POLL_SECONDS: '1' })).toMatchObject({
      JOBS_WORKERS: true,
      JOBS_POLL_SECONDS: 1,
    });
    expect(loadEnv({ JOBS_WORKERS: 'false' }).JOBS_WORKERS).toBe(false);
    expect(() => loadEnv({ JOBS_POLL_SECONDS: '0.1' })).toThrow('JOBS_POLL_SECONDS: must be at least 0.5');
    expect(() => loadEnv({ JOBS_WORKERS: 'maybe' })).toThrow('JOBS_WORKERS: must be true or false');
  });

  it('reads TRUSTED_PROXIES as a list of addresses and CIDR ranges, refuses a malformed one (issue 29, F1)', () => {
    expect(loadEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(loadEnv({ TRUSTED_PROXIES: '127.0.0.1/32, ::1/128,10.0.0.0/8,192.0.2.7' }).TRUSTED_PROXIES).toEqual([
      '127.0.0.1/32',
      '::1/128',
      '10.0.0.0/8',
      '192.0.2.7',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '::1/129', '10.0.0/8', '10.0.0.0/8/1', '1.2.3.4/x', ','])
      expect(() => loadEnv({ TRUSTED_PROXIES: bad }), bad).toThrow('TRUSTED_PROXIES:');
    expect(() => loadEnv({ TRUSTED_PROXIES: '127.0.0.1/32', TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: set TRUSTED_PROXIES or TRUST_PROXY, not both',
    );
  });

  it('names every bad variable', () => {
    expect(() => loadEnv({ PLATFORM_PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PLATFORM_PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });

  it('refuses the development secret in production, accepts a real one', () => {
    expect(() => loadEnv({ APP_ENV: 'production' })).toThrow('REVALIDATE_SECRET: the development default is refused in production');
    expect(
      loadEnv({
        APP_ENV: 'production',
        REVALIDATE_SECRET: 'a-real-secret-of-32-characters!!',
        PAYMENT_SECRET: 'another-real-secret-of-32-chars!',
        VOUCHER_SECRET: 'a-third-real-secret-of-32-chars!',
        METRICS_TOKEN: 'a-real-metrics-token-of-32-chars',
        PAYMENT_ALLOW_TEST_KEYS: 'true',
      }).APP_ENV,
    ).toBe('production');
  });

  it('refuses the development payment secret in production', () => {
    expect(() => loadEnv({ APP_ENV: 'production', REVALIDATE_SECRET: 'a-real-secret-of-32-characters!!' })).toThrow(
      'PAYMENT_SECRET: the development default is refused in production',
    );
    expect(() => loadEnv({ PAYMENT_SECRET: 'short' })).toThrow('PAYMENT_SECRET: must be at least 16 characters');
  });

  it('has payment and mail defaults', () => {
    const env = loadEnv({});
    expect(env.PAYMENT_PROVIDER).toBe('sandbox');
    expect(env.MAIL_DIR).toMatch(/data[/\\]mail$/);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toContain('@');
    expect(loadEnv({ MAIL_DIR: '/tmp/x-mail' }).MAIL_DIR).toBe('/tmp/x-mail');
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'paypal' })).toThrow('PAYMENT_PROVIDER: must be sandbox, stripe or lyra');
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow('SMTP_URL: must be an smtp:// or smtps:// URL');
  });

  it('refuses the development voucher secret in production', () => {
    const real = { APP_ENV: 'production', REVALIDATE_SECRET: 'a-real-secret-of-32-characters!!', PAYMENT_SECRET: 'x'.repeat(32) };
    expect(() => loadEnv(real)).toThrow('VOUCHER_SECRET: the development default is refused in production');
  });

  it('has metrics on with a metrics token, and refuses the development token in production', () => {
    expect(loadEnv({}).METRICS).toBe('on');
    expect(loadEnv({ METRICS: 'off' }).METRICS).toBe('off');
    expect(() => loadEnv({ METRICS: 'no' })).toThrow('METRICS: must be on or off');
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN: must be at least 16 characters');
    const real = {
      APP_ENV: 'production',
      REVALIDATE_SECRET: 'x'.repeat(32),
      PAYMENT_SECRET: 'y'.repeat(32),
      VOUCHER_SECRET: 'z'.repeat(32),
    };
    expect(() => loadEnv(real)).toThrow('METRICS_TOKEN: the development default is refused in production');
    expect(loadEnv({ SHUTDOWN_DRAIN_SECONDS: '10' }).SHUTDOWN_DRAIN_SECONDS).toBe(10);
  });

  it('asks for the keys of the payment provider chosen, and refuses test keys in production unless told', () => {
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow('STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe');
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_abcdefgh' })).toThrow(
      'STRIPE_SECRET_KEY: must be a Stripe secret key',
    );
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abcdefgh12', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12' };
    expect(loadEnv(stripe).PAYMENT_PROVIDER).toBe('stripe');
    const production = {
      APP_ENV: 'production',
      REVALIDATE_SECRET: 'x'.repeat(32),
      PAYMENT_SECRET: 'y'.repeat(32),
      VOUCHER_SECRET: 'z'.repeat(32),
      METRICS_TOKEN: 'm'.repeat(32),
    };
    expect(() => loadEnv({ ...production, ...stripe })).toThrow('STRIPE_SECRET_KEY: a test key is refused in production');
    expect(loadEnv({ ...production, ...stripe, PAYMENT_ALLOW_TEST_KEYS: 'true' }).PAYMENT_ALLOW_TEST_KEYS).toBe(true);
    expect(loadEnv({ ...production, ...stripe, STRIPE_SECRET_KEY: 'sk_live_abcdefgh12' }).STRIPE_SECRET_KEY).toBe('sk_live_abcdefgh12');

    expect(() => loadEnv({ PAYMENT_PROVIDER: 'lyra' })).toThrow('LYRA_SHOP_ID: is required when PAYMENT_PROVIDER=lyra');
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'lyra', LYRA_SHOP_ID: '1234', LYRA_KEY: 'k'.repeat(16) })).toThrow(
      'LYRA_SHOP_ID: must be the 8-digit shop id',
    );
    const lyra = { PAYMENT_PROVIDER: 'lyra', LYRA_SHOP_ID: '12345678', LYRA_KEY: 'k'.repeat(16) };
    expect(loadEnv(lyra).LYRA_MODE).toBe('TEST');
    expect(() => loadEnv({ ...production, ...lyra })).toThrow('LYRA_MODE: TEST is refused in production');
    expect(loadEnv({ ...production, ...lyra, LYRA_MODE: 'PRODUCTION' }).LYRA_MODE).toBe('PRODUCTION');
  });

  it('refuses the sandbox provider in production, unless a staging server says so', () => {
    const production = {
      APP_ENV: 'production',
      REVALIDATE_SECRET: 'x'.repeat(32),
      PAYMENT_SECRET: 'y'.repeat(32),
      VOUCHER_SECRET: 'z'.repeat(32),
      METRICS_TOKEN: 'm'.repeat(32),
    };
    expect(() => loadEnv(production)).toThrow('PAYMENT_PROVIDER: the sandbox is refused in production');
    expect(loadEnv({ ...production, PAYMENT_ALLOW_TEST_KEYS: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
  });
  it("validates each school's own payment settings, naming the school and the field", () => {
    const schools = (v: unknown) => ({ SCHOOL_PAYMENTS: JSON.stringify(v) });
    const arolles = { provider: 'stripe', stripe: { secretKey: 'sk_test_arolles12345', webhookSecret: 'whsec_arolles12345' } };
    const valNeige = { provider: 'lyra', lyra: { shopId: '87654321', key: 'k'.repeat(16) } };
    const env = loadEnv(schools({ 'les-arolles': arolles, 'val-neige': valNeige }));
    expect(env.SCHOOL_PAYMENTS?.['les-arolles']?.stripe?.secretKey).toBe('sk_test_arolles12345');
    expect(env.SCHOOL_PAYMENTS?.['val-neige']?.lyra?.mode).toBe('TEST');
    expect(loadEnv({}).SCHOOL_PAYMENTS).toBeUndefined();

    expect(() => loadEnv(schools({ 'les-arolles': { ...arolles, stripe: { ...arolles.stripe, secretKey: 'pk_live_abcdefgh' } } }))).toThrow(
      'SCHOOL_PAYMENTS.les-arolles.stripe.secretKey: must be a Stripe secret key',
    );
    expect(() => loadEnv(schools({ 'les-arolles': { provider: 'stripe' } }))).toThrow(
      'SCHOOL_PAYMENTS.les-arolles.stripe: is required when provider is stripe',
    );
    expect(() => loadEnv(schools({ 'val-neige': { provider: 'lyra', lyra: { shopId: '123', key: 'k'.repeat(16) } } }))).toThrow(
      'SCHOOL_PAYMENTS.val-neige.lyra.shopId: must be the 8-digit shop id',
    );
    expect(() => loadEnv(schools({ 'les-arolles': { provider: 'paypal' } }))).toThrow(
      'SCHOOL_PAYMENTS.les-arolles.provider: must be sandbox, stripe or lyra',
    );
    // A misspelt field would silently fall back to nothing: refused.
    expect(() => loadEnv(schools({ 'les-arolles': { ...arolles, stripe: { ...arolles.stripe, webhooksecret: 'x' } } }))).toThrow(
      'SCHOOL_PAYMENTS.les-arolles.stripe',
    );
    expect(() => loadEnv({ SCHOOL_PAYMENTS: '{"les-arolles": ' })).toThrow('SCHOOL_PAYMENTS: is not JSON');
    // The error goes to logs: it never quotes the text, which holds secrets.
    expect(() => loadEnv({ SCHOOL_PAYMENTS: '{"les-arolles": {"stripe": {"secretKey": sk_live_abcdefgh}}}' })).toThrow(
      /^(?![\s\S]*sk_live)[\s\S]*SCHOOL_PAYMENTS: is not JSON/,
    );
    expect(() => loadEnv(schools({ 'Les Arolles': arolles }))).toThrow('SCHOOL_PAYMENTS.Les Arolles: must be a school key');
  });

  it("reads the schools' payment settings from SCHOOL_PAYMENTS_FILE", () => {
    const dir = mkdtempSync(join(tmpdir(), 'schuss-env-'));
    const file = join(dir, 'school-payments.json');
    writeFileSync(file, JSON.stringify({ 'les-arolles': { provider: 'lyra', lyra: { shopId: '11112222', key: 'k'.repeat(16) } } }));
    expect(loadEnv({ SCHOOL_PAYMENTS_FILE: file }).SCHOOL_PAYMENTS?.['les-arolles']?.lyra?.shopId).toBe('11112222');
    expect(() => loadEnv({ SCHOOL_PAYMENTS_FILE: join(dir, 'missing.json') })).toThrow('SCHOOL_PAYMENTS_FILE: cannot read');
    expect(() => loadEnv({ SCHOOL_PAYMENTS_FILE: file, SCHOOL_PAYMENTS: '{}' })).toThrow('not both');
    writeFileSync(file, JSON.stringify({ 'les-arolles': { provider: 'lyra' } }));
    expect(() => loadEnv({ SCHOOL_PAYMENTS_FILE: file })).toThrow('SCHOOL_PAYMENTS.les-arolles.lyra: is required when provider is lyra');
  });

  it("refuses a school's sandbox, test key or TEST mode in production, unless a staging server says so", () => {
    const production = {
      APP_ENV: 'production',
      REVALIDATE_SECRET: 'x'.repeat(32),
      PAYMENT_SECRET: 'y'.repeat(32),
      VOUCHER_SECRET: 'z'.repeat(32),
      METRICS_TOKEN: 'm'.repeat(32),
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_globalkey123',
      STRIPE_WEBHOOK_SECRET: 'whsec_globalsecret123',
    };
    const live = { provider: 'stripe', stripe: { secretKey: 'sk_live_arolles12345', webhookSecret: 'whsec_arolles12345' } };
    const shop = { provider: 'lyra', lyra: { shopId: '87654321', key: 'k'.repeat(16), mode: 'PRODUCTION' } };
    const withSchools = (v: unknown) => ({ ...production, SCHOOL_PAYMENTS: JSON.stringify(v) });
    expect(loadEnv(withSchools({ 'les-arolles': live, 'val-neige': shop })).SCHOOL_PAYMENTS?.['val-neige']?.provider).toBe('lyra');
    expect(() =>
      loadEnv(withSchools({ 'les-arolles': { ...live, stripe: { ...live.stripe, secretKey: 'sk_test_arolles12345' } } })),
    ).toThrow('SCHOOL_PAYMENTS.les-arolles.stripe.secretKey: a test key is refused in production');
    expect(() => loadEnv(withSchools({ 'val-neige': { ...shop, lyra: { ...shop.lyra, mode: 'TEST' } } }))).toThrow(
      'SCHOOL_PAYMENTS.val-neige.lyra.mode: TEST is refused in production',
    );
    expect(() => loadEnv(withSchools({ 'les-arolles': { provider: 'sandbox' } }))).toThrow(
      'SCHOOL_PAYMENTS.les-arolles.provider: the sandbox is refused in production',
    );
    expect(loadEnv({ ...withSchools({ 'les-arolles': { provider: 'sandbox' } }), PAYMENT_ALLOW_TEST_KEYS: 'true' }).APP_ENV).toBe(
      'production',
    );
  });
});
