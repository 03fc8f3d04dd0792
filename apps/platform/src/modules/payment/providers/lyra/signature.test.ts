import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lyraSignature, signedString, verifyLyraSignature } from './signature';

/** The form of Lyra's implementation guide example (shop 12345678, test key 1122334455667788). */
const documented = {
  vads_action_mode: 'INTERACTIVE',
  vads_amount: '1524',
  vads_ctx_mode: 'TEST',
  vads_currency: '978',
  vads_page_action: 'PAYMENT',
  vads_payment_config: 'SINGLE',
  vads_site_id: '12345678',
  vads_trans_date: '20090501193530',
  vads_trans_id: '654321',
  vads_version: 'V2',
};
const KEY = '1122334455667788';

describe('Lyra signature', () => {
  it('signs the string of the documented example (its SHA-1 is the guide’s signature)', () => {
    // Values in field-name order, then the key; the guide signs it with SHA-1 (the older algorithm).
    const s = signedString({ signature: 'ignored', other: 'ignored', ...documented }, KEY);
    expect(s).toBe('INTERACTIVE+1524+TEST+978+PAYMENT+SINGLE+12345678+20090501193530+654321+V2+1122334455667788');
    expect(createHash('sha1').update(s).digest('hex')).toBe('606b369759fac4f0864144c803c73676cbe470ff');
  });

  it('HMAC-SHA-256 in base64, UTF-8 values included (the vector of an independent implementation, eopayment)', () => {
    const fields = { ...documented, vads_cust_first_name: 'Jean Michél', vads_cust_last_name: 'Mihaï' };
    expect(lyraSignature(fields, KEY)).toBe('aHrJ7IzSGFa4pcYA8kh99+M/xBzoQ4Odnu3f4BUrpIA=');
  });

  it('verifies the right signature only: another key, a changed value or a malformed signature are refused', () => {
    const sig = lyraSignature(documented, KEY);
    expect(verifyLyraSignature(documented, sig, KEY)).toBe(true);
    expect(verifyLyraSignature(documented, sig, '8877665544332211')).toBe(false);
    expect(verifyLyraSignature({ ...documented, vads_amount: '1525' }, sig, KEY)).toBe(false);
    expect(verifyLyraSignature(documented, undefined, KEY)).toBe(false);
    expect(verifyLyraSignature(documented, `${sig.slice(0, -2)}==`, KEY)).toBe(false);
    expect(verifyLyraSignature(documented, 'not base64', KEY)).toBe(false);
  });
});
