/**
 * Waiting list of a full slot: a visitor leaves an e-mail for a full group; when places
 * free, the first in line whose wanted places fit gets them held for a while and an e-mailed link
 * (`?waitlist=TOKEN` on the site's cart page) that turns them into a cart line. Payloads of its routes.
 */
import { z } from 'zod';
import { CartId, Participant, ProductType } from './booking';
import { IsoDate, SiteKey } from './common';
import { CONTACT_MAX, EMAIL_PATTERN, PARTICIPANTS_MAX } from './rules/limits';

/**
 * Where an entry stands: `waiting` in line; `offered` (places held for it until `offerExpiresAt`);
 * `taken` (the places became a cart line); `expired` (the offer ran out: the places went on);
 * `left` (the visitor left the list); `ended` (the slot started while waiting: the entry is anonymised).
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'taken', 'expired', 'left', 'ended'] as const;
export const WaitlistStatus = z.enum(WAITLIST_STATUSES);
export type WaitlistStatus = z.infer<typeof WaitlistStatus>;

/** The languages the waiting list's e-mails are written in. */
export const WaitlistLang = z.enum(['fr', 'en'], 'must be fr or en');
export type WaitlistLang = z.infer<typeof WaitlistLang>;

/** `POST /api/booking/waitlist`: the same e-mail twice on a slot is one entry (its places and language updated). */
export const WaitlistJoinRequest = z.object({
  resort: SiteKey,
  slotId: z.number().int().min(1).max(2_147_483_647),
  email: z
    .string()
    .trim()
    .max(CONTACT_MAX.email, `must be at most ${CONTACT_MAX.email} characters`)
    .pipe(z.email({ pattern: EMAIL_PATTERN, message: 'must be a valid e-mail address' })),
  /** Places wanted: the participants to come. */
  participants: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(PARTICIPANTS_MAX, `must be at most ${PARTICIPANTS_MAX}`),
  /** The language of the e-mails. */
  lang: WaitlistLang,
});
export type WaitlistJoinRequest = z.infer<typeof WaitlistJoinRequest>;

export const WaitlistJoinResponse = z.object({
  slotId: z.number().int(),
  participants: z.number().int(),
  /** Place in line (1 = first). */
  position: z.number().int(),
  /** How long places freed for the visitor are held once offered. */
  offerHours: z.number().int(),
  /** False when this e-mail was already on the slot's list (one entry: its places and language updated). */
  joined: z.boolean(),
});
export type WaitlistJoinResponse = z.infer<typeof WaitlistJoinResponse>;

/** An e-mailed link's token (the credential: random, 256 bits, base64url; only its hash is kept). */
export const WaitlistTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'must be a link token') });
export type WaitlistTokenParams = z.infer<typeof WaitlistTokenParams>;

/** The language the product's name is given in (default: the entry's). */
export const WaitlistEntryQuery = z.object({ lang: WaitlistLang.optional() });

/** An entry as its e-mailed link shows it (`GET /api/booking/waitlist/:token`). */
export const WaitlistEntryView = z.object({
  status: WaitlistStatus,
  lang: WaitlistLang,
  resort: z.string(),
  participants: z.number().int(),
  /** Places held while offered (the participants, or one for a product sold per booking). */
  places: z.number().int(),
  /** Place in line while waiting, else null. */
  position: z.number().int().nullable(),
  /** When the held places go to the next in line (ISO-8601), while offered. */
  expiresAt: z.string().nullable(),
  /** True when this link may turn the held places into a cart line (the offer's own link, while offered). */
  canClaim: z.boolean(),
  product: z.object({ key: z.string(), type: ProductType, name: z.string(), version: z.number().int() }),
  slot: z.object({
    id: z.number().int(),
    startsOn: IsoDate,
    endsOn: IsoDate,
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
  }),
});
export type WaitlistEntryView = z.infer<typeof WaitlistEntryView>;

/**
 * `POST /api/booking/waitlist/:token/claim`: the participants of the held places (at most as many as
 * places held; places left over go to the next in line). The held places become a line of `cartId`'s
 * cart (a new cart without it), holding them for the cart's usual time from then. Answers as an add.
 */
export const WaitlistClaimRequest = z.object({
  cartId: CartId.optional(),
  lang: WaitlistLang,
  participants: z
    .array(Participant)
    .min(1, 'must list at least one participant')
    .max(PARTICIPANTS_MAX, `must list at most ${PARTICIPANTS_MAX} participants`),
  /** The product's version whose prices the visitor was shown (as for an add: 409 `price_changed` when they changed). */
  productVersion: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type WaitlistClaimRequest = z.infer<typeof WaitlistClaimRequest>;

// ---------------------------------------------------------------------------------------------
// Back office

/** One entry of a slot's waiting list, for staff. */
export const WaitlistEntryRow = z.object({
  id: z.number().int(),
  /** Place in line while waiting, else null. */
  position: z.number().int().nullable(),
  /** Null once anonymised (the slot started). */
  email: z.string().nullable(),
  participants: z.number().int(),
  places: z.number().int(),
  lang: WaitlistLang,
  status: WaitlistStatus,
  createdAt: z.string(),
  offeredAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  /** When the offer's e-mail was sent (null while it is to be sent). */
  mailedAt: z.string().nullable(),
  /** Why the offer's e-mail could not be sent (it is tried again). */
  mailError: z.string().nullable(),
  /** When the entry was taken, left, expired or ended. */
  endedAt: z.string().nullable(),
});
export type WaitlistEntryRow = z.infer<typeof WaitlistEntryRow>;

export const WaitlistResponse = z.object({
  slotId: z.number().int(),
  /** Entries in line order (first joined first). */
  entries: z.array(WaitlistEntryRow),
});
export type WaitlistResponse = z.infer<typeof WaitlistResponse>;
