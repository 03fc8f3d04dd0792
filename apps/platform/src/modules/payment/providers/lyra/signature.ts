import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of Lyra's form protocol (SystemPay / PayZen, "Computing the signature"): the
 * values of every `vads_*` field sorted by field name, joined with `+`, then `+` and the key;
 * HMAC-SHA-256 of that string keyed with the same key, in base64. The same rule signs the payment
 * form and checks the IPN (whose fields are all the `vads_*` it carries).
 */

/** The string Lyra signs: `vads_*` values in field-name order, `+`-joined, then `+key`. */
export function signedString(fields: Record<string, string>, key: string): string {
  const names = Object.keys(fields)
    .filter((name) => name.startsWith('vads_'))
    .sort();
  return [...names.map((name) => fields[name] ?? ''), key].join('+');
}

export function lyraSignature(fields: Record<string, string>, key: string): string {
  return createHmac('sha256', key).update(signedString(fields, key), 'utf8').digest('base64');
}

/** Timing-safe check of a received base64 signature against the fields it came with. */
export function verifyLyraSignature(fields: Record<string, string>, signature: string | undefined, key: string): boolean {
  if (!signature || !/^[A-Za-z0-9+/]{43}=$/.test(signature)) return false;
  const given = Buffer.from(signature, 'base64');
  const expected = Buffer.from(lyraSignature(fields, key), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
