import { describe, expect, it } from 'vitest';
import { verifyLyraNotification } from './notification';
import { ipnBody as signedIpn } from './testing';

const KEY = 'test-key-Abc123xyz';
const ipnBody = (over: Record<string, string> = {}, key = KEY) => signedIpn(key, over);
const shop = { key: KEY, shopId: '12345678', mode: 'TEST' };
const PAYMENT_ID = 'AbCdEfGhIjKlMnOpQrStUvWx';

const verify = (body: string) => verifyLyraNotification(Buffer.from(body), shop);

describe('Lyra IPN', () => {
  it('reads a captured payment: amount, EUR, order, payment id, Lyra’s transaction uuid, success code', () => {
    expect(verify(ipnBody())).toEqual({
      ok: true,
      notification: {
        paymentId: PAYMENT_ID,
        orderNumber: 'VN-2026-00042',
        amount: 56600,
        currency: 'EUR',
        executionCode: '0000',
        transactionId: '4b5053b3b1fe4b02a07753e7a1c2d3e4',
        sentAt: '2026-11-25T10:15:30Z',
      },
    });
    const authorised = verify(ipnBody({ vads_trans_status: 'AUTHORISED' }));
    expect(authorised.ok && 'notification' in authorised && authorised.notification.executionCode).toBe('0000');
  });

  it('maps the failures to refusal codes', () => {
    const code = (over: Record<string, string>) => {
      const r = verify(ipnBody(over));
      return r.ok && 'notification' in r ? r.notification.executionCode : r;
    };
    expect(code({ vads_trans_status: 'REFUSED', vads_auth_result: '05' })).toBe('4001');
    expect(code({ vads_trans_status: 'REFUSED', vads_auth_result: '51' })).toBe('4051');
    expect(code({ vads_trans_status: 'CANCELLED' })).toBe('4001');
    expect(code({ vads_trans_status: 'ABANDONED' })).toBe('9999');
    expect(code({ vads_trans_status: 'EXPIRED' })).toBe('9999');
  });

  it('acknowledges a payment still pending, or a refund’s own IPN, without an outcome', () => {
    expect(verify(ipnBody({ vads_trans_status: 'UNDER_VERIFICATION' }))).toEqual({
      ok: true,
      ignored: 'Lyra payment still pending (UNDER_VERIFICATION)',
    });
    expect(verify(ipnBody({ vads_operation_type: 'CREDIT' }))).toMatchObject({ ok: true, ignored: expect.stringContaining('CREDIT') });
  });

  it('refuses a bad, missing or other key’s signature (401) and an altered field', () => {
    expect(verify(ipnBody({}, 'another-key-0000'))).toMatchObject({ ok: false, status: 401 });
    const tampered = ipnBody().replace('vads_amount=56600', 'vads_amount=100');
    expect(verify(tampered)).toMatchObject({ ok: false, status: 401 });
    const unsigned = ipnBody().replace(/&signature=[^&]*/, '');
    expect(verify(unsigned)).toMatchObject({ ok: false, status: 401, reason: 'bad or missing signature' });
    expect(verify('')).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses (400) an authentic IPN of another shop or mode, an unknown status, a missing uuid, duplicated fields', () => {
    expect(verify(ipnBody({ vads_site_id: '87654321' }))).toMatchObject({ status: 400, reason: 'vads_site_id: another shop' });
    expect(verify(ipnBody({ vads_ctx_mode: 'PRODUCTION' }))).toMatchObject({ status: 400, reason: 'vads_ctx_mode: not TEST' });
    expect(verify(ipnBody({ vads_trans_status: 'WHATEVER' }))).toMatchObject({ status: 400 });
    expect(verify(ipnBody({ vads_trans_uuid: '' }))).toMatchObject({ status: 400, reason: 'vads_trans_uuid: missing' });
    expect(verify(ipnBody({ vads_order_info: 'short' }))).toMatchObject({ status: 400, reason: 'vads_order_info: not a payment id' });
    expect(verify(`${ipnBody()}&vads_amount=1`)).toMatchObject({ status: 400, reason: 'vads_amount: given twice' });
  });

  it('answers another currency by its code (the platform then refuses it)', () => {
    const r = verify(ipnBody({ vads_currency: '840' }));
    expect(r.ok && 'notification' in r && r.notification.currency).toBe('USD');
  });
});
