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
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow('PAYMENT_PROVIDER: must be sandbox');
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow('SMTP_URL: must be an smtp:// or smtps:// URL');
  });
});
