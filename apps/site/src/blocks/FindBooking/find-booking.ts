import type { MyBookingLang } from '@schuss/contracts';
import { isApiCallError } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { platformClient } from '../../lib/api';
import { retryAfterSeconds } from '../../lib/retry-after';

/** The form's fields, named as the request names them. */
export type FindField = 'orderNumber' | 'email';

/**
 * What the form shows after a try: the one confirmation (the same whether or not an order
 * matches), the fields to correct, a wait when throttled, or the request's failure.
 */
export type FindOutcome =
  | { kind: 'sent'; email: string }
  | { kind: 'fields'; fields: FindField[] }
  | { kind: 'tooMany'; waitSeconds: number | null }
  | { kind: 'network' }
  | { kind: 'failed'; status: number };

const fieldOf = (path: string | undefined): FindField | null => {
  const last = path?.split('.').pop();
  return last === 'orderNumber' || last === 'email' ? last : null;
};

/**
 * The contract's schema of the request, loaded with the first submit: zod and the contracts' schemas stay out of
 * the first load of every page (the block's form is in the chunk all CMS pages share).
 */
const findBookingRequest = () => import('@schuss/contracts').then((c) => c.FindBookingRequest);

/** The fields the contract refuses, in the form's order (checked before sending, so a mistake is named at once). */
export async function invalidFields(input: {
  resort: string;
  orderNumber: string;
  email: string;
  lang: MyBookingLang;
}): Promise<FindField[]> {
  const parsed = (await findBookingRequest()).safeParse(input);
  if (parsed.success) return [];
  const fields = new Set(parsed.error.issues.map((i) => fieldOf(i.path.join('.'))).filter((f): f is FindField => f !== null));
  return (['orderNumber', 'email'] as const).filter((f) => fields.has(f));
}

/** Posts the request to the platform's findBooking route and maps every answer to an outcome. Never throws. */
export async function requestBookingLink(
  platformUrl: string,
  input: { resort: string; orderNumber: string; email: string; lang: MyBookingLang },
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<FindOutcome> {
  const fields = await invalidFields(input);
  if (fields.length) return { kind: 'fields', fields };
  let retryAfter: string | null = null;
  const api = platformClient(platformUrl, {
    fetch: async (req, init) => {
      const res = await fetchImpl(req, init);
      retryAfter = res.headers.get('retry-after');
      return res;
    },
  });
  const body = (await findBookingRequest()).parse(input);
  try {
    await api.call(paths.findBooking, { body }, { init: { cache: 'no-store' } });
    return { kind: 'sent', email: body.email };
  } catch (err) {
    if (!isApiCallError(err) || err.code === 'network') return { kind: 'network' };
    if (err.status === 429) return { kind: 'tooMany', waitSeconds: retryAfterSeconds(retryAfter) };
    const field = err.status === 400 ? fieldOf(err.field) : null;
    if (field) return { kind: 'fields', fields: [field] };
    return { kind: 'failed', status: err.status };
  }
}
