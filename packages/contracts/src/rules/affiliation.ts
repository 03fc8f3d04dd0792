/**
 * Business-provider affiliation (`?hoteId=`) and payment-link referral (`?gescoReferral=`),
 * docs/spec.md §4–§5: kept 30 days; an id or type of `-1`, empty, or past its expiry is not used.
 */
export const AFFILIATION_DAYS = 30;
export const AFFILIATION_TTL_MS = AFFILIATION_DAYS * 86_400_000;

/** A stored id/type is usable: non-empty, not -1, and its expiry (epoch ms) is in the future. */
export function isUsable(value: string | number | null | undefined, exp: number | null | undefined, now: number): boolean {
  if (value === null || value === undefined) return false;
  const v = String(value).trim();
  if (v === '' || v === '-1') return false;
  return typeof exp === 'number' && Number.isFinite(exp) && exp > now;
}

/** The usable id of a stored `{id, exp}` / type of `{type, exp}`, else null. */
export function usableValue(stored: { id?: unknown; type?: unknown; exp?: unknown } | null | undefined, now: number): string | null {
  if (!stored || typeof stored !== 'object') return null;
  const value = stored.id ?? stored.type;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return isUsable(value, typeof stored.exp === 'number' ? stored.exp : null, now) ? String(value).trim() : null;
}
