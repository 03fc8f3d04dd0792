/**
 * Affiliation values sent with the checkout (spec §5, DESIGN §4): the stored `businessProvider {id, exp}`
 * and `gescoReferral {type, exp}` (localStorage) count only while their expiry is in the future and
 * their id/type is not -1. The same rule as the site's apps/site/src/lib/affiliation.ts `isUsable`,
 * copied (the widget does not import site code).
 */
export function isUsable(value: unknown, exp: unknown, now: number): boolean {
  if (value === null || value === undefined) return false;
  const v = String(value).trim();
  if (v === '' || v === '-1') return false;
  return typeof exp === 'number' && Number.isFinite(exp) && exp > now;
}

function parse(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `businessProviderId` and `referralType` for a CheckoutRequest, each only when valid (at most 64 characters, as the contract allows). */
export function referrals(
  get: (key: string) => string | null,
  now: number = Date.now(),
): { businessProviderId?: string; referralType?: string } {
  const out: { businessProviderId?: string; referralType?: string } = {};
  const bp = parse(get('businessProvider'));
  if (bp && isUsable(bp.id, bp.exp, now)) out.businessProviderId = String(bp.id).trim().slice(0, 64);
  const ref = parse(get('gescoReferral'));
  if (ref && isUsable(ref.type, ref.exp, now)) out.referralType = String(ref.type).trim().slice(0, 64);
  return out;
}
