import { createHash, randomInt } from 'node:crypto';

/**
 * Gift voucher codes: 28 characters of Crockford's base 32 (140 random bits), written in groups of
 * four (`7K3M-Q9X2-…`) so a person can read and type them. Only their SHA-256 is stored: 140 bits
 * cannot be guessed, so a plain hash is enough (no salt, no slow hash) and a code is found by its hash.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VOUCHER_CODE_LENGTH = 28;

/** A new voucher code, grouped: `XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX`. */
export function newVoucherCode(): string {
  const chars = Array.from({ length: VOUCHER_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/**
 * What a visitor typed, as a voucher code, or null when it cannot be one: case, spaces and dashes
 * do not matter, and the letters Crockford's alphabet leaves out read as the digits they look like
 * (I and L as 1, O as 0).
 */
export function voucherKey(typed: string): string | null {
  const s = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (s.length !== VOUCHER_CODE_LENGTH) return null;
  for (const c of s) if (!ALPHABET.includes(c)) return null;
  return s;
}

/** The stored form of a voucher code (hex SHA-256 of its key). */
export const voucherHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The last four characters of a code (staff and visitors see `…K7QM`). */
export const last4Of = (key: string) => key.slice(-4);
export const voucherLabel = (last4: string | null) => `…${last4 ?? '????'}`;

/** A promo code as stored and compared: trimmed, in capitals (case-insensitive). */
export const promoKey = (typed: string) => typed.trim().toUpperCase();
