import { ErrorCode } from '@schuss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainDrivers } from '../../test/app';
import { type OrderPlatform, orderPlatform } from '../../test/orders';
import { RATE_LIMIT } from '../auth/service';

/**
 * Issue 29, F1: the booking links' rate limit counts the client's address, which is the socket's
 * unless the socket is a trusted proxy (TRUSTED_PROXIES); a forged X-Forwarded-For changes nothing.
 */
describe.each(mainDrivers)('the client address of the booking links on %s', (kind) => {
  const wrong = (i: number) => `${'z'.repeat(40)}${String(i).padStart(3, '0')}`;
  const attempts = RATE_LIMIT.perIp + 5;

  describe('without trusted proxies', () => {
    let t: OrderPlatform;
    beforeAll(async () => {
      t = await orderPlatform(kind);
    });
    afterAll(() => t?.close());

    it('ignores a forged X-Forwarded-For sent straight to it: 35 wrong links, each with another, are limited', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < attempts; i++) {
        const res = await t.inject({
          method: 'GET',
          url: `/api/booking/my/${wrong(i)}`,
          remoteAddress: '10.84.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, RATE_LIMIT.perIp).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(RATE_LIMIT.perIp).every((s) => s === 429)).toBe(true);
    });
  });

  describe('behind a trusted proxy (TRUSTED_PROXIES)', () => {
    let t: OrderPlatform;
    beforeAll(async () => {
      t = await orderPlatform(kind, { env: { TRUSTED_PROXIES: '10.85.0.0/16, ::1/128' } });
    });
    afterAll(() => t?.close());
    const through = (i: number, forwardedFor: string, remoteAddress = '10.85.0.1') =>
      t.inject({ method: 'GET', url: `/api/booking/my/${wrong(i)}`, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

    it('counts the forwarded address, not the proxy’s', async () => {
      for (let i = 0; i < RATE_LIMIT.perIp; i++) expect((await through(i, '203.0.113.20')).statusCode).toBe(404);
      const limited = await through(99, '203.0.113.20');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe(ErrorCode.RateLimited);
      // Another visitor through the same proxy is not limited.
      expect((await through(99, '203.0.113.21')).statusCode).toBe(404);
    });

    it('takes the right-most address the proxy did not add: entries the client wrote in front are ignored', async () => {
      for (let i = 0; i < attempts; i++) {
        const res = await through(i, `198.51.100.${i + 1}, 203.0.113.30`);
        expect(res.statusCode).toBe(i < RATE_LIMIT.perIp ? 404 : 429);
      }
    });

    it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
      for (let i = 0; i < attempts; i++) {
        const res = await through(i, `198.51.100.${i + 1}`, '10.86.0.1');
        expect(res.statusCode).toBe(i < RATE_LIMIT.perIp ? 404 : 429);
      }
    });
  });
});
