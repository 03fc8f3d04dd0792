import { describe, expect, it } from 'vitest';
import { readScanEntry, VoucherScanRequest } from './vouchers';

describe('what staff type or the camera reads at the meeting point', () => {
  it('reads an order number as printed, typed in lower case or with spaces', () => {
    expect(readScanEntry('VN-26-4K7Q-9M2P')).toEqual({ kind: 'number', number: 'VN-26-4K7Q-9M2P' });
    expect(readScanEntry(' vn 26 4k7q 9m2p\n')).toEqual({ kind: 'number', number: 'VN-26-4K7Q-9M2P' });
    expect(readScanEntry('vn - 26 - 4k7q-9m2p')).toEqual({ kind: 'number', number: 'VN-26-4K7Q-9M2P' });
  });

  it("reads a pass's code as a code (its signature is the platform's to check)", () => {
    const code = 'SV1.val-neige.VN-26-4K7Q-9M2P.1.abcdefghijklmnopqrstuv';
    expect(readScanEntry(` ${code} `)).toEqual({ kind: 'code', code });
  });

  it('reads neither words, a web address nor digits alone as an order number', () => {
    for (const text of ['', 'hello', 'not a number', 'https://example.com/?q=1', '12345', 'VN-26-4K7Q-9M2P!', `VN-${'1'.repeat(50)}`]) {
      expect(readScanEntry(text), text).toBeNull();
    }
  });

  it('refuses such an entry in the request, naming what it must be', () => {
    const res = VoucherScanRequest.safeParse({ code: 'hello' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('must be a voucher code (SV1.…) or an order number such as VN-26-4K7Q-9M2P');
    expect(VoucherScanRequest.parse({ code: ' vn 26 4k7q 9m2p ' })).toEqual({ code: 'vn 26 4k7q 9m2p' });
  });
});
