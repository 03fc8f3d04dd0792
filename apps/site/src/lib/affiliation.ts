/**
 * Business provider affiliation and payment-link referral (docs/spec.md §4, §5; DESIGN §4).
 *
 * - `?hoteId=ID` stores `businessProvider {id, exp: now + 30 days}` in localStorage;
 * - `?gescoReferral=TYPE` stores `gescoReferral {type, exp: now + 30 days}`;
 * - values that are expired, or whose id/type is -1, are ignored and not recorded;
 * - "Affiliation" and "MseM: Payment link" are reported once per browser session
 *   (`businessProviderChecked`, `gescoReferralChecked` in sessionStorage).
 */
import type { BusinessProvider, GescoReferral, LocalKeys, SessionKeys } from '@schuss/contracts/api';
import { AFFILIATION_TTL_MS, isUsable, usableValue } from '@schuss/contracts/rules';
import { analytics } from './analytics';
import { storage, type TypedStorage } from './storage';

/** The business provider id when one is stored and valid (`usableValue`, the rule every program applies), else null. */
export function validBusinessProvider(now: number = Date.now(), local: TypedStorage<LocalKeys> = storage.local): string | null {
  return usableValue(local.get('businessProvider'), now);
}

/** The payment-link referral type when one is stored and valid, else null. */
export function validGescoReferral(now: number = Date.now(), local: TypedStorage<LocalKeys> = storage.local): string | null {
  return usableValue(local.get('gescoReferral'), now);
}

/** What a URL asks to record (pure): valid values with their expiry, or nothing. */
export function fromQuery(
  params: URLSearchParams,
  now: number,
): {
  businessProvider?: BusinessProvider;
  gescoReferral?: GescoReferral;
} {
  const out: { businessProvider?: BusinessProvider; gescoReferral?: GescoReferral } = {};
  const exp = now + AFFILIATION_TTL_MS;
  const id = params.get('hoteId')?.trim();
  if (id && isUsable(id, exp, now)) out.businessProvider = { id, exp };
  const type = params.get('gescoReferral')?.trim();
  if (type && isUsable(type, exp, now)) out.gescoReferral = { type, exp };
  return out;
}

type Reporter = { affiliation: (id: string) => void; paymentLink: (type: string) => void };

export type ArrivalDeps = {
  local?: TypedStorage<LocalKeys>;
  session?: TypedStorage<SessionKeys>;
  report?: Reporter;
};

/**
 * Runs on every page load in the browser: records what the URL carries, drops stored values
 * that are no longer valid, and reports each valid value once per browser session.
 * Returns what was reported (for tests).
 */
export function handleArrival(
  search: string | URLSearchParams,
  now: number = Date.now(),
  { local = storage.local, session = storage.session, report = analytics }: ArrivalDeps = {},
): { affiliation: string | null; paymentLink: string | null } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const incoming = fromQuery(params, now);
  if (incoming.businessProvider) local.set('businessProvider', incoming.businessProvider);
  if (incoming.gescoReferral) local.set('gescoReferral', incoming.gescoReferral);

  const reported = { affiliation: null as string | null, paymentLink: null as string | null };

  const id = validBusinessProvider(now, local);
  if (id === null) {
    if (local.get('businessProvider') !== null) local.remove('businessProvider');
  } else if (!session.get('businessProviderChecked')) {
    session.set('businessProviderChecked', true);
    report.affiliation(id);
    reported.affiliation = id;
  }

  const type = validGescoReferral(now, local);
  if (type === null) {
    if (local.get('gescoReferral') !== null) local.remove('gescoReferral');
  } else if (!session.get('gescoReferralChecked')) {
    session.set('gescoReferralChecked', true);
    report.paymentLink(type);
    reported.paymentLink = type;
  }
  return reported;
}

/** Clears the referral values (purchase success, empty cart, failed cart fetch — docs/spec.md §4). */
export function clearReferrals(local: TypedStorage<LocalKeys> = storage.local): void {
  local.remove('businessProvider');
  local.remove('gescoReferral');
}
