/**
 * Affiliation values sent with the checkout (docs/spec.md §5, DESIGN §4): the stored `businessProvider {id, exp}`
 * and `gescoReferral {type, exp}` (localStorage), each only while the shared rule holds it usable
 * (`usableValue`: non-empty, not -1, expiry in the future).
 */
import { AFFILIATION_ID_MAX, usableValue } from '@schuss/contracts/rules';

function parse(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `businessProviderId` and `referralType` for a CheckoutRequest, each only when usable (at most AFFILIATION_ID_MAX characters, as the contract allows). */
export function referrals(
  get: (key: 'businessProvider' | 'gescoReferral') => string | null,
  now: number = Date.now(),
): { businessProviderId?: string; referralType?: string } {
  const out: { businessProviderId?: string; referralType?: string } = {};
  const id = usableValue(parse(get('businessProvider')), now);
  if (id !== null) out.businessProviderId = id.slice(0, AFFILIATION_ID_MAX);
  const type = usableValue(parse(get('gescoReferral')), now);
  if (type !== null) out.referralType = type.slice(0, AFFILIATION_ID_MAX);
  return out;
}
