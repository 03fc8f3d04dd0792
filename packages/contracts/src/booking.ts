import { z } from 'zod';
import { IsoDate, Lang, SiteKey } from './common';
import { LevelView } from './levels';
import { daysBetween, isIsoDate, todayIso } from './rules/dates';
import { DAYS_MAX, LEVEL_MAX, MEASURES, NAME_MAX, PARTICIPANTS_MAX } from './rules/limits';
import { AGE_MAX, PRICE_MAX_CENTS, type Pricing as PricingRules, pricingProblems } from './rules/pricing';

/** Most age bands a price rule may have, and longest band label. */
const BANDS_MAX = 12;
const LABEL_MAX = 80;

/** The 11 product types that can be sold (docs/spec.md §1). */
export const PRODUCT_TYPES = [
  'ESF',
  'ESF_CUSTOM',
  'LIFT',
  'SKI_RENTAL',
  'HOT',
  'STAY_TAX',
  'STAND',
  'TRANSFER',
  'GENERIC_LINE',
  'ASSU',
  'FFS',
] as const;
export const ProductType = z.enum(
  PRODUCT_TYPES,
  'must be one of ESF, ESF_CUSTOM, LIFT, SKI_RENTAL, HOT, STAY_TAX, STAND, TRANSFER, GENERIC_LINE, ASSU, FFS',
);
export type ProductType = z.infer<typeof ProductType>;

/** A product's key (its slug, unique in a resort): lowercase letters, digits and dashes. */
export const PRODUCT_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** A text in French and English. */
export const Localized = z.object({ fr: z.string(), en: z.string() });
export type Localized = z.infer<typeof Localized>;

/**
 * Money: **integer cents** and a currency, e.g. `{amount: 12550, currency: 'EUR'}` is 125,50 €.
 * Every price the platform sends has this shape; clients never send prices.
 */
export const Money = z.object({
  amount: z.number().int(),
  currency: z.literal('EUR'),
});
export type Money = z.infer<typeof Money>;
export const eur = (amount: number): Money => ({ amount, currency: 'EUR' });

const PriceCents = z
  .number()
  .int('must be a whole number of cents')
  .min(0, 'must not be negative')
  .max(PRICE_MAX_CENTS, `must be at most ${PRICE_MAX_CENTS / 100} € (${PRICE_MAX_CENTS} cents)`);
const Age = z.number().int('must be a whole number of years').min(0, 'must not be negative').max(AGE_MAX, `must be at most ${AGE_MAX}`);
const Label = z.string().trim().max(LABEL_MAX, `must be at most ${LABEL_MAX} characters`);
const Percent = z.number().int('must be a whole percentage').min(1, 'must be at least 1 %').max(100, 'must be at most 100 %');

/** An age band (ages in whole years at the start date; bounds inclusive, open when absent). */
const AgeBand = z.object({ label: z.object({ fr: Label, en: Label }).optional(), minAge: Age.optional(), maxAge: Age.optional() });

/**
 * A family or multi-day discount (`applyDiscount` in rules/pricing.ts): `fromParticipant` takes
 * `percent` off from the `rank`-th participant of a line (dearest places first, so the cheapest get
 * it); `fromDays` takes `percent` off every place of a line of at least `days` days.
 */
export const Discount = z.object({
  fromParticipant: z
    .object({
      rank: z
        .number()
        .int('must be a whole number')
        .min(2, 'must be at least 2 (the second participant)')
        .max(PARTICIPANTS_MAX, `must be at most ${PARTICIPANTS_MAX}`),
      percent: Percent,
    })
    .optional(),
  fromDays: z
    .object({
      days: z.number().int('must be a whole number of days').min(2, 'must be at least 2').max(DAYS_MAX, `must be at most ${DAYS_MAX}`),
      percent: Percent,
    })
    .optional(),
});
const discount = { discount: Discount.optional() };

/**
 * How a product is priced: general rules as data (one rule per product, not one code path per type).
 * - `ageBands`: per participant, by age band (`perDay`: times the number of days).
 * - `daysTable`: per participant, by age band and number of days (`cents[d-1]` for d days) — lift passes, rental.
 * - `durationGroup`: per booking, by duration in minutes (the slot's) and group size (`cents[n-1]` for n people) — private lessons.
 * - `perNight`: per person per night, people younger than `adultAge` exempt — stay tax.
 * - `perParticipantPerDay`: per participant per day — insurance.
 * - `flat`: per line (`perDay`: per day/night, e.g. accommodation).
 * Any rule may carry a `discount` (family or multi-day) that the rule can give. Prices are cents from
 * 0 to PRICE_MAX_CENTS; age bands go from youngest to oldest without overlapping (`pricingProblems`).
 */
export const Pricing: z.ZodType<PricingRules, PricingRules> = z
  .discriminatedUnion('rule', [
    z.object({
      rule: z.literal('ageBands'),
      perDay: z.boolean().optional(),
      bands: z
        .array(AgeBand.extend({ cents: PriceCents }))
        .min(1, 'must have at least one age band')
        .max(BANDS_MAX, `must have at most ${BANDS_MAX} age bands`),
      ...discount,
    }),
    z.object({
      rule: z.literal('daysTable'),
      bands: z
        .array(
          AgeBand.extend({
            cents: z.array(PriceCents).min(1, 'must have a price for 1 day').max(DAYS_MAX, `must have at most ${DAYS_MAX} days`),
          }),
        )
        .min(1, 'must have at least one age band')
        .max(BANDS_MAX, `must have at most ${BANDS_MAX} age bands`),
      ...discount,
    }),
    z.object({
      rule: z.literal('durationGroup'),
      // Keys are durations in minutes (checked by `pricingProblems`, whose message names the key).
      durations: z.record(
        z.string(),
        z
          .array(PriceCents)
          .min(1, 'must have a price for 1 person')
          .max(PARTICIPANTS_MAX, `must have at most ${PARTICIPANTS_MAX} prices (one per group size)`),
      ),
      ...discount,
    }),
    z.object({ rule: z.literal('perNight'), cents: PriceCents, adultAge: Age, ...discount }),
    z.object({ rule: z.literal('perParticipantPerDay'), cents: PriceCents, ...discount }),
    z.object({ rule: z.literal('flat'), cents: PriceCents, perDay: z.boolean().optional(), ...discount }),
  ])
  .superRefine((pricing, ctx) => {
    for (const p of pricingProblems(pricing)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  });
/** The rules' plain type (rules/pricing.ts, zod-free): the schema above parses into it (the compiler checks they agree). */
export type Pricing = PricingRules;

/** What a participant must give for a product. */
export const ParticipantField = z.enum(['level', 'height', 'weight', 'shoeSize']);
export type ParticipantField = z.infer<typeof ParticipantField>;

/** Product attributes (all optional; data of the catalogue). */
export type ProductAttributes = {
  discipline?: string;
  level?: string;
  /** Levels the product teaches: keys of the school's ladder for its discipline (names are read too, for older products). */
  levels?: string[];
  ageMin?: number;
  ageMax?: number;
  durationDays?: number;
  /** Longest number of days/nights that can be booked (non-dated products priced by days). */
  maxDays?: number;
  times?: string;
  meetingPoint?: string;
  /** Fields each participant must give besides names and birth date. */
  participantFields?: ParticipantField[];
  /** Places a booking takes on its slot: one per participant (default) or one per booking (private lessons). */
  capacityUnit?: 'participant' | 'booking';
  /** Whether a start date is needed for a non-dated product (lift pass, rental, nights…). */
  needsStartDate?: boolean;
  /** Most participants one add to the cart may list (default `LINE_PARTICIPANTS_DEFAULT`, 10; at most `PARTICIPANTS_MAX`). */
  maxParticipants?: number;
  /** Most children a group of this course is taught to (default 10), and per level key where it differs (issue 30). */
  groupSize?: number;
  groupSizes?: Record<string, number>;
  /**
   * A gift voucher sold as a product (offers; GENERIC_LINE): each participant of a paid line
   * (the beneficiary) gets a voucher of `amountCents`, its code e-mailed to the buyer.
   */
  giftVoucher?: { amountCents: number };
};

/** An instructor's id, as the public list of a private lesson's instructors gives it. */
const InstructorId = z.coerce
  .number()
  .int('must be an instructor id')
  .min(1, 'must be an instructor id')
  .max(2_147_483_647, 'must be an instructor id');

/** `GET /api/booking/availability`: products with prices and remaining places for a stay. */
export const AvailabilityQuery = z
  .object({
    resort: SiteKey,
    lang: Lang,
    from: IsoDate,
    to: IsoDate,
    type: ProductType.optional(),
    discipline: z.string().max(40).optional(),
    level: z.string().max(40).optional(),
    age: z.coerce.number().int('must be a whole number of years').min(0).max(120).optional(),
    /**
     * A private lesson's preferred instructor (issue 31, item 4): per-booking products offer only the hours when this
     * instructor teaches their discipline, is available and is free (none of another school's or another discipline's).
     */
    instructor: InstructorId.optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'must not be before from', path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) <= 366, { message: 'must be at most a year after from', path: ['to'] });
export type AvailabilityQuery = z.infer<typeof AvailabilityQuery>;

export const ProductQuery = z.object({
  resort: SiteKey,
  lang: Lang,
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  /** As `AvailabilityQuery.instructor`: a private lesson's hours with this instructor only. */
  instructor: InstructorId.optional(),
});
export type ProductQuery = z.infer<typeof ProductQuery>;

/** `GET /api/booking/products/:key/instructors`: a private lesson's instructors, whom a customer may ask for by name. */
export const ProductInstructorsQuery = z.object({ resort: SiteKey, lang: Lang });
export type ProductInstructorsQuery = z.infer<typeof ProductInstructorsQuery>;

/** An instructor as visitors see them: first name and last name's initial, photo, languages; never their e-mail or phone. */
export const PublicInstructor = z.object({
  id: z.number().int(),
  firstName: z.string(),
  /** The last name's first letter ("D"). */
  lastInitial: z.string(),
  photoUrl: z.string().nullable(),
  /** ISO 639-1 codes. */
  languages: z.array(z.string()),
});
export type PublicInstructor = z.infer<typeof PublicInstructor>;

/** The school's active instructors who teach the product's discipline, by first name. */
export const ProductInstructorsResponse = z.object({ instructors: z.array(PublicInstructor) });
export type ProductInstructorsResponse = z.infer<typeof ProductInstructorsResponse>;

/** A dated occurrence of a product with its remaining places. Times are `HH:MM`. */
export const SlotView = z.object({
  id: z.number().int(),
  startsOn: IsoDate,
  endsOn: IsoDate,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  capacity: z.number().int(),
  remaining: z.number().int(),
  full: z.boolean(),
  /** Lowest price of one participant (or one booking) on this slot. */
  fromPrice: Money,
});
export type SlotView = z.infer<typeof SlotView>;

export const ProductView = z.object({
  key: z.string(),
  type: ProductType,
  name: z.string(),
  description: z.string(),
  merchant: z.object({ key: z.string(), name: z.string() }),
  dated: z.boolean(),
  attributes: z.record(z.string(), z.unknown()),
  /** The pricing rule (data): clients may show the price table; the server computes the price. */
  pricing: Pricing,
  /** Lowest price of one participant (or one booking). */
  fromPrice: Money,
  /**
   * Where the lesson meets, in the request's language: the school's point the product names
   * (`attributes.meetingPoint`, site config `meetingPoints`); null when it names none.
   */
  meetingPoint: z.object({ name: z.string(), address: z.string().nullable(), directions: z.string().nullable() }).nullable(),
  /**
   * The levels the product teaches, in ladder order and the request's language, when it asks each participant
   * theirs (issue 30): the widget offers them with what a child can do at each. Empty otherwise.
   */
  levels: z.array(LevelView),
  slots: z.array(SlotView),
  /**
   * The catalogue's version of the product these prices are of: the widget sends it back with an
   * add (`AddLineRequest.productVersion`) so a price changed meanwhile is never charged unseen.
   */
  version: z.number().int(),
});
export type ProductView = z.infer<typeof ProductView>;

export const AvailabilityResponse = z.object({ from: IsoDate, to: IsoDate, products: z.array(ProductView) });
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

const Name = z.string().trim().min(1, 'is required').max(NAME_MAX, `must be at most ${NAME_MAX} characters`);
const { height, weight, shoeSize } = MEASURES;

/** A participant of a line. Unknown fields (e.g. a price) are stripped. */
export const Participant = z.object({
  firstName: Name,
  lastName: Name,
  birthDate: IsoDate.refine((d) => isIsoDate(d), 'is not a valid date').refine((d) => d < todayIso(), 'must be in the past'),
  level: z.string().trim().min(1).max(LEVEL_MAX).optional(),
  /** Height in cm. */
  height: z
    .number()
    .int()
    .min(height.min, `must be at least ${height.min} cm`)
    .max(height.max, `must be at most ${height.max} cm`)
    .optional(),
  /** Weight in kg. */
  weight: z
    .number()
    .int()
    .min(weight.min, `must be at least ${weight.min} kg`)
    .max(weight.max, `must be at most ${weight.max} kg`)
    .optional(),
  /** EU shoe size. */
  shoeSize: z
    .number()
    .min(shoeSize.min, `must be at least ${shoeSize.min}`)
    .max(shoeSize.max, `must be at most ${shoeSize.max}`)
    .optional(),
});
export type Participant = z.infer<typeof Participant>;

/** A cart id: random, ≥ 128 bits, base64url. */
export const CartId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'must be a cart id as returned by the platform');

/**
 * `POST /api/booking/cart/lines`. The cart is created on the first add (no `cartId`).
 * Any price field sent by the client is stripped: prices are computed on the server.
 */
export const AddLineRequest = z.object({
  cartId: CartId.optional(),
  resort: SiteKey,
  lang: Lang,
  productKey: z.string().regex(PRODUCT_KEY_PATTERN, 'must be a product key'),
  /** Required for dated products (lessons, transfers, stands). */
  slotId: z.number().int().positive().optional(),
  /** First day, for non-dated products priced by days (lift pass, rental, nights, insurance). */
  startDate: IsoDate.refine((d) => isIsoDate(d), 'is not a valid date').optional(),
  /** Number of days (or nights). */
  days: z.number().int().min(1, 'must be at least 1').max(DAYS_MAX, `must be at most ${DAYS_MAX}`).optional(),
  participants: z
    .array(Participant)
    .min(1, 'must list at least one participant')
    .max(PARTICIPANTS_MAX, `must list at most ${PARTICIPANTS_MAX} participants`),
  /**
   * The product's version whose prices the visitor was shown (`ProductView.version`). When its prices
   * changed since, the add is refused (409 `price_changed`) instead of charging a price not shown.
   */
  productVersion: z.number().int().min(1).max(2_147_483_647).optional(),
  /**
   * A private lesson's preferred instructor (`ProductInstructorsResponse`): refused (409 `instructor_busy`) when they
   * are not free at the slot's time, 400 for a product that is not a private lesson or an instructor who does not
   * teach it. Once paid, the lesson goes to them if they still are free (else to another, as without a wish).
   */
  instructorId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type AddLineRequest = z.infer<typeof AddLineRequest>;

/** A participant of a stored line with the server's price of its place. */
export const LineParticipant = Participant.extend({ price: Money });

export const CartLineView = z.object({
  id: z.number().int(),
  productKey: z.string(),
  type: ProductType,
  name: z.string(),
  slotId: z.number().int().nullable(),
  startDate: IsoDate.nullable(),
  days: z.number().int().nullable(),
  quantity: z.number().int(),
  participants: z.array(LineParticipant),
  unitPrice: Money,
  total: Money,
  /** When the places held on the slot are released unless paid (ISO-8601), null when nothing is held. */
  holdExpiresAt: z.string().nullable(),
});
export type CartLineView = z.infer<typeof CartLineView>;

export const AddLineResponse = z.object({ cartId: CartId, line: CartLineView });
export type AddLineResponse = z.infer<typeof AddLineResponse>;

/** `DELETE /api/booking/cart/lines/:id?cartId=` */
export const RemoveLineParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const RemoveLineQuery = z.object({ cartId: CartId });
export const RemoveLineRequest = RemoveLineParams.extend(RemoveLineQuery.shape);
export type RemoveLineRequest = z.infer<typeof RemoveLineRequest>;
export const RemoveLineResponse = z.object({ cartId: CartId, removed: z.number().int() });

/** `POST /esfplus/cart` (docs/spec.md §7): unknown or expired cart ids answer an empty cart. */
export const CartRequest = z.object({
  cartId: z.string().max(200).nullish(),
  lang: Lang,
  resort: z.string().max(64),
});
export type CartRequest = z.infer<typeof CartRequest>;

/** One participant's place: a product (`product.name`) or an activity (`activity.label`, lessons and stands). */
const InscriptionBase = z.object({
  id: z.string(),
  lineId: z.number().int(),
  participant: Participant,
  /** Price of this inscription. */
  price: Money,
  startDate: IsoDate.nullable(),
  endDate: IsoDate.nullable(),
});
export const Inscription = z.union([
  InscriptionBase.extend({ product: z.object({ name: z.string(), key: z.string() }) }),
  InscriptionBase.extend({ activity: z.object({ label: z.string(), key: z.string() }) }),
]);
export type Inscription = z.infer<typeof Inscription>;

/** A promo code's discount on one grouped order (offers). */
export const GroupDiscount = z.object({ code: z.string(), amount: Money });
export type GroupDiscount = z.infer<typeof GroupDiscount>;

/**
 * One grouped order (the lines of one product type). `price` is the sum of the inscriptions' list
 * prices and `total` the amount due for the group (equal to `price` while there are no discounts);
 * both are Money (integer cents + EUR).
 */
export const GroupedOrder = z.object({
  merchantName: z.string(),
  price: Money,
  total: Money,
  inscriptions: z.array(Inscription),
  /** What promo codes take off this group (`price` − the sum = `total`); absent without any. */
  discounts: z.array(GroupDiscount).optional(),
});
export type GroupedOrder = z.infer<typeof GroupedOrder>;

// ---------------------------------------------------------------------------------------------
// Offers in a cart: promo codes and gift vouchers, checked and priced on the server.

/**
 * Where a code of the cart stands: `applied` (it takes `amount` off or pays it); `not_applicable` (a
 * promo code for none of the cart's products, or a voucher with nothing left to pay: harmless, it
 * takes nothing); any other status blocks the checkout until the code is removed.
 */
export const CART_CODE_STATUSES = [
  'applied',
  'not_applicable',
  'not_yet_valid',
  'expired',
  'used_up',
  'disabled',
  'not_combinable',
] as const;
export const CartCodeStatus = z.enum(CART_CODE_STATUSES);
export type CartCodeStatus = z.infer<typeof CartCodeStatus>;

/** A promo code or gift voucher entered in a cart. */
export const CartCode = z.object({
  /** Its id in this cart (`DELETE /api/booking/cart/codes/:id`). */
  id: z.number().int(),
  kind: z.enum(['promo', 'voucher']),
  /** The promo code, or a voucher's last four characters as `…K7QM` (a voucher's code is never sent back). */
  label: z.string(),
  status: CartCodeStatus,
  /** Taken off (promo code) or paid (voucher) in this cart; 0 unless applied. */
  amount: Money,
  /** A promo code's percentage off, else null. */
  percent: z.number().int().nullable(),
  /** A promo code's fixed amount off, else null. */
  amountOff: Money.nullable(),
  /** A voucher's balance (before this cart) and last valid day, else null. */
  balance: Money.nullable(),
  expiresOn: IsoDate.nullable(),
});
export type CartCode = z.infer<typeof CartCode>;

/** The cart's offers: list price − discount − vouchers = the amount to pay (`cart.price`). */
export const CartOffers = z.object({
  /** The sum of the list prices (the grouped orders' `price`). */
  listPrice: Money,
  /** Taken off by promo codes. */
  discount: Money,
  /** Paid by gift vouchers. */
  vouchers: Money,
  codes: z.array(CartCode),
});
export type CartOffers = z.infer<typeof CartOffers>;

// ---------------------------------------------------------------------------------------------
// Lines whose places were released: a hold ran out; the line stays with its participants.

/** A slot of the same product offered instead of one that filled up: it has room for the line's participants. */
export const SlotSuggestion = SlotView.pick({ startsOn: true, endsOn: true, startTime: true, endTime: true, remaining: true }).extend({
  slotId: z.number().int(),
});
export type SlotSuggestion = z.infer<typeof SlotSuggestion>;

/**
 * Where a released line stands: `room` (its slot still has room: the places are held again on the
 * visitor's next action — opening the cart, paying); `full` (they are not there any more: the group
 * filled, closed or started — `nextSlots` lists the next slots of the same product with room).
 */
export const RELEASED_STATUSES = ['room', 'full'] as const;

/**
 * A cart line whose hold ran out: its places went back to the slot, it holds nothing, it is not in
 * `orders` nor in the amount to pay, and it is never charged unless its places are held again.
 */
export const ReleasedLine = z.object({
  lineId: z.number().int(),
  productKey: z.string(),
  type: ProductType,
  name: z.string(),
  slotId: z.number().int(),
  startDate: IsoDate.nullable(),
  endDate: IsoDate.nullable(),
  participants: z.array(Participant),
  total: Money,
  /** When the hold ran out (ISO-8601). */
  releasedAt: z.string(),
  status: z.enum(RELEASED_STATUSES),
  /** With `full`: the next slots of the same product with room for the line (at most 3), else []. */
  nextSlots: z.array(SlotSuggestion),
});
export type ReleasedLine = z.infer<typeof ReleasedLine>;

/**
 * The cart: `orders` keyed by product type; `price` is the amount to pay (Money: integer cents, EUR):
 * the list prices less promo codes and gift vouchers (`offers`, present once a code was entered).
 * The item count shown in the header is the number of inscriptions over all orders: what the cart
 * really holds (lines whose places were released are in `released`, not in `orders`).
 */
export const CartResponse = z.object({
  cart: z.object({
    cartId: z.string().nullable(),
    orders: z.partialRecord(ProductType, GroupedOrder),
    price: Money,
    offers: CartOffers.optional(),
    /** When the first of the places the cart holds is released unless paid (ISO-8601); null when it holds none. */
    holdExpiresAt: z.string().nullable().optional(),
    /** Lines whose hold ran out, oldest first. */
    released: z.array(ReleasedLine).optional(),
    /** Lines whose places this call held again (`POST /api/booking/cart/holds`, moving a line). */
    renewed: z.array(z.object({ lineId: z.number().int(), name: z.string() })).optional(),
  }),
});
export type CartResponse = z.infer<typeof CartResponse>;

/**
 * `POST /api/booking/cart/holds`: the visitor is back (opens the cart): the places of its released
 * lines are held again where their slots have room (`renewed`), the others say they are full. Answers the cart.
 */
export const RenewHoldsRequest = z.object({ cartId: CartId, resort: SiteKey, lang: Lang });
export type RenewHoldsRequest = z.infer<typeof RenewHoldsRequest>;

/**
 * `POST /api/booking/cart/lines/:id/slot`: moves a released line to another slot of its product (one of
 * `nextSlots`), with the same participants, priced as the product is now; its places are held from now.
 * 409 `slot_full` when that slot has no room left either. Answers the cart.
 */
export const MoveLineRequest = z.object({ cartId: CartId, resort: SiteKey, lang: Lang, slotId: z.number().int().positive() });
export type MoveLineRequest = z.infer<typeof MoveLineRequest>;
