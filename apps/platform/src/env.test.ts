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
    const real = { APP_ENV: 'production', REVALIDATE_SECRET: 'x'.repeat(32), PAYMENT_SECRET: 'y'.repeat(32), VOUCHER_SECRET: 'z'.repeat(32) };
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
});
