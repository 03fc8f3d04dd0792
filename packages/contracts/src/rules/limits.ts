/**
 * Limits of what a visitor types (participants, contact): the zod schemas of the platform and the
 * widget's forms both read them here, so the form never accepts what the platform refuses.
 */

/** First and last names of participants and contacts. */
export const NAME_MAX = 80;
/** A declared level (`attributes.levels`). */
export const LEVEL_MAX = 40;
/** A business provider's id or a payment-link referral's type, as recorded on an order. */
export const AFFILIATION_ID_MAX = 64;
/** Participants of one cart line (a waiting list's entry and its claim; the schema's bound). */
export const PARTICIPANTS_MAX = 20;
/**
 * Participants one add to the cart may list, unless the product says otherwise (`attributes.maxParticipants`):
 * one request must not hold a whole group's places (issue 29, F5). Waiting-list claims keep `PARTICIPANTS_MAX`.
 */
export const LINE_PARTICIPANTS_DEFAULT = 10;
/** The most participants one add of this product may list: its `maxParticipants`, else `LINE_PARTICIPANTS_DEFAULT`. */
export function lineParticipantsMax(attributes: { maxParticipants?: unknown }): number {
  const max = attributes.maxParticipants;
  return typeof max === 'number' && max >= 1 ? Math.min(Math.floor(max), PARTICIPANTS_MAX) : LINE_PARTICIPANTS_DEFAULT;
}
/** Days (or nights) of one non-dated line. */
export const DAYS_MAX = 60;

/** The measures a product may ask of a participant (`attributes.participantFields`). */
export const MEASURES = {
  height: { min: 50, max: 250, whole: true, unit: 'cm' },
  weight: { min: 10, max: 250, whole: true, unit: 'kg' },
  shoeSize: { min: 15, max: 52, whole: false, unit: '' },
} as const;

/** Longest text of each contact field. */
export const CONTACT_MAX = { firstName: NAME_MAX, lastName: NAME_MAX, email: 254, line1: 120, line2: 120, city: 80 } as const;

/** zod 4's `z.email()` pattern, so the form and the schema agree. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** International or French format: digits, spaces, dots, dashes, parentheses and a leading +… */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{6,24}$/;
/** …with at least this many digits. */
export const PHONE_MIN_DIGITS = 6;
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{3,10}$/;
/** ISO 3166-1 alpha-2, e.g. FR. */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;

export const isPhone = (v: string) => PHONE_PATTERN.test(v) && v.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;

/** A page's path on its site: starts and ends with a slash (`/lessons/ski/`). */
export const PAGE_PATH_PATTERN = /^\/(?:[a-z0-9._~%-]+\/)*$/i;
export const PAGE_PATH_MAX = 512;
/** A page's name (its group key across languages): lowercase letters, digits and dashes. */
export const PAGE_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
