/**
 * What went wrong, as a code every client can switch on (never the message's wording, which is for
 * people and may change). Zod-free, so the widget and the editing tool import it at no cost.
 * Every error answer is `{error: {message, field?, code}}` (`ApiError` in common.ts).
 */
export const ErrorCode = {
  /** A query, body, params or header value is wrong; `field` names it (`body.participants.0.birthDate`). */
  InvalidInput: 'invalid_input',
  NotFound: 'not_found',
  /** No session, or an expired or revoked one. */
  Unauthorized: 'unauthorized',
  /** A session of another site, or a role that may not do this. */
  Forbidden: 'forbidden',
  RateLimited: 'rate_limited',
  /** Someone else changed the thing since it was read (`baseVersion`, `baseUpdatedAt`). */
  Conflict: 'conflict',
  /** The thing to create exists already (a page path). */
  Exists: 'exists',
  /** A dated slot has no room left for the places asked. */
  SlotFull: 'slot_full',
  /**
   * The visitor, or their cart, already holds as many places as may wait for payment at once (on this slot,
   * or in all): nothing was added; the message says how many, in the request's language.
   */
  HoldLimit: 'hold_limit',
  /**
   * The product's prices changed since the visitor was shown them (`AddLineRequest.productVersion`):
   * nothing was added; the visitor is shown the new prices and adds again.
   */
  PriceChanged: 'price_changed',
  /** The slot or start date is in the past. */
  SlotPast: 'slot_past',
  /** The slot is closed by the school (weather, no instructor…): it takes no new places. */
  SlotClosed: 'slot_closed',
  /** A slot's capacity cannot go below the places sold and held (the answer says how many). */
  PlacesTaken: 'places_taken',
  /** Checkout: some lines cannot be sold any more (the answer lists them). */
  Unavailable: 'unavailable',
  EmptyCart: 'empty_cart',
  NothingToPay: 'nothing_to_pay',
  /** A payment notification that is not signed right, or names no known attempt. */
  RejectedNotification: 'rejected_notification',
  UnsupportedType: 'unsupported_type',
  TooLarge: 'too_large',
  TooManyPixels: 'too_many_pixels',
  CorruptImage: 'corrupt_image',
  EmptyBody: 'empty_body',
  /** A private lesson's preferred instructor is not free at that time (`body.instructorId`); the message says so in the request's language. */
  InstructorBusy: 'instructor_busy',
  /** The payment provider refused or failed a refund (nothing more was given back). */
  ProviderFailed: 'provider_failed',
  Internal: 'internal',
  /** Planning: the instructor cannot take this lesson (elsewhere then, not available, or not qualified); the message says why. */
  AssignmentRefused: 'assignment_refused',
  /**
   * An instructor's own availability: the day is past or within the school's lock, or a lesson is given to them that
   * half-day and the status asked would leave it without them; the message says which, and to call the office.
   */
  AvailabilityLocked: 'availability_locked',
  /** Offers (promo code or gift voucher): no such code on this site. */
  OfferUnknown: 'offer_unknown',
  /** Offers: the code's first valid day is still to come. */
  OfferNotYetValid: 'offer_not_yet_valid',
  /** Offers: the code's last valid day (or the voucher's) has passed. */
  OfferExpired: 'offer_expired',
  /** Offers: the promo code was used as many times as allowed, or the voucher has no balance left. */
  OfferUsedUp: 'offer_used_up',
  /** Offers: the school disabled the code or the voucher. */
  OfferDisabled: 'offer_disabled',
  /** Offers: the promo code applies to none of the cart's products. */
  OfferNotApplicable: 'offer_not_applicable',
  /** Offers: a "one per order" promo code and another promo code cannot be used together. */
  OfferNotCombinable: 'offer_not_combinable',
  /** Accounts: the change would leave the site without an active admin. */
  LastAdmin: 'last_admin',
  /** Accounts: an admin may not disable their own account. */
  OwnAccount: 'own_account',
  /** An e-mailed account link (invitation, password reset) that does not work: expired, used, replaced or made up. */
  LinkInvalid: 'link_invalid',
  /** The e-mail could not be sent (the change itself was made). */
  MailFailed: 'mail_failed',
  /** Waiting list: the slot still has places (book them instead). */
  SlotNotFull: 'slot_not_full',
  /** Waiting list: no places are held for this entry any more (the offer expired, was taken, or the entry left). */
  WaitlistNotOffered: 'waitlist_not_offered',
  /** A private-lesson request was answered already (by another member of staff, or earlier). */
  RequestAnswered: 'request_answered',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
export const ERROR_CODES = Object.values(ErrorCode) as ErrorCode[];
