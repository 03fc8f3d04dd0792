import { describe, expect, it } from 'vitest';
import { passCode, readPassCode } from './pass-code';

const SECRET = 'test-voucher-secret-0123456789';

describe('voucher codes', () => {
  const claim = { site: 'val-neige', orderNumber: 'VN-2026-004512', generation: 1 };

  it('reads back the order of a code it signed', () => {
    const code = passCode(SECRET, claim);
    expect(code).toMatch(/^SV1\.val-neige\.VN-2026-004512\.1\.[A-Za-z0-9_-]{22}$/);
    expect(readPassCode(SECRET, code)).toEqual(claim);
  });

  it('refuses an altered order number, generation or signature, and a code signed with another secret', () => {
    const code = passCode(SECRET, claim);
    expect(readPassCode(SECRET, code.replace('004512', '004513'))).toBeUndefined();
    expect(readPassCode(SECRET, code.replace('.1.', '.2.'))).toBeUndefined();
    const sig = code.slice(-22);
    const flipped = `${code.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(readPassCode(SECRET, flipped)).toBeUndefined();
    expect(readPassCode('another-secret-0123456789', code)).toBeUndefined();
  });

  it('refuses what is not a code at all', () => {
    for (const text of ['', 'hello', 'https://example.com/', 'SV1.val-neige.VN-1.1.short', `SV1.Val.VN-1.1.${'a'.repeat(22)}`]) {
      expect(readPassCode(SECRET, text)).toBeUndefined();
    }
  });
});
