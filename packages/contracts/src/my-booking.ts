/**
 * The customer's own booking: the personal page an e-mailed link opens (its token is the
 * credential: 256 random bits, base64url, only its hash kept), its calendar file, and "find my
 * booking" (an order number and an e-mail: the link is e-mailed, the answer is the same either way).
 * Payloads of its routes.
 */
import { z } from 'zod';
import { ProductType } from './booking';
import { IsoDate, SiteKey } from './common';
import { InvoiceFile, InvoiceSummary } from './invoicing';
import { ProgressCard } from './levels';
import { OrderStatus } from './order';
import { CONTACT_MAX, EMAIL_PATTERN } from './rules/limits';

/** The languages of the booking page and its e-mails. */
export const MyBookingLang = z.enum(['fr', 'en'], 'must be fr or en');
export type MyBookingLang = z.infer<typeof MyBookingLang>;

/**
 * Where a booking page is on the site, per language, under that language's base URL (config
 * `domains`): `<base>/reservation/<token>/` in French, `<base>/booking/<token>/` in English.
 */
export const BOOKING_PAGE_PATH = { fr: '/reservation/', en: '/booking/' } as const satisfies Record<MyBookingLang, string>;

/** A personal link's token. */
export const BookingToken = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'must be a booking link token');
/** Any text as the link routes' token: one not shaped like a token gets the same 404 as an unknown one (nothing to learn from a 400). */
export const MyBookingParams = z.object({ token: z.string() });
export type MyBookingParams = z.infer<typeof MyBookingParams>;
/** An invoice or credit note of the link's order: `…/invoices/VN-F-2026-000123.pdf`. */
export const MyInvoiceParams = z.object({ token: z.string(), file: InvoiceFile });
/**
 * A family link's token (issue 30): `<order id, base 36>.<access generation>.<HMAC-SHA256>` (256 bits, base64url). It opens
 * nothing but the family's children and the level advised for each; signed, so it needs no storage, and it dies with the
 * order's other links when staff revoke them (the generation is raised).
 */
export const FamilyToken = z.string().regex(/^[0-9a-z]{1,10}\.\d{1,9}\.[A-Za-z0-9_-]{43}$/, 'must be a family link token');
/** A child of the family, as the widget proposes them again: the level to book next. */
export const FamilyChild = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  discipline: z.string().nullable(),
  /** The level advised by the child's latest result (the one staff named, else the next rung), or the level followed again after "not yet". */
  level: z.string().nullable(),
  levelName: z.string().nullable(),
  /** The course that result was about, in the language asked. */
  course: z.string(),
});
export type FamilyChild = z.infer<typeof FamilyChild>;
/** `GET /api/booking/family/:token`: the children of the link's family (its e-mail, at its school) with a result. */
export const FamilyView = z.object({ children: z.array(FamilyChild) });
export type FamilyView = z.infer<typeof FamilyView>;
/** The page's language: product names and texts in it (default: the order's). */
export const MyBookingQuery = z.object({ lang: MyBookingLang.optional() });
export type MyBookingQuery = z.infer<typeof MyBookingQuery>;

/** A day of a line: a lesson day with its times (HH:MM, the resort's time zone), or a day a pass or rental is valid. */
export const MyBookingDay = z.object({
  date: IsoDate,
  start: z.string().nullable(),
  end: z.string().nullable(),
});
export type MyBookingDay = z.infer<typeof MyBookingDay>;

export const MyBookingParticipant = z.object({
  /** Their position on the line (what a note names them by: positions stay when one is cancelled). */
  index: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Level, age or other fields the product asked for, as label → value in the page's language. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Their progress card, once the school recorded a result for them (issue 30). */
  progress: ProgressCard.optional(),
  /** What the parents told the instructor (allergies, health), on a lesson line; null when nothing. */
  note: z.string().nullable().optional(),
});
export type MyBookingParticipant = z.infer<typeof MyBookingParticipant>;

export const MyBookingLine = z.object({
  lineId: z.number().int(),
  productKey: z.string(),
  type: ProductType,
  name: z.string(),
  /** `cancelled` by staff (refunded or not). */
  status: z.enum(['booked', 'cancelled']),
  /** The days it runs, less those the school closed. */
  days: z.array(MyBookingDay),
  /** Days of it the school closed (weather, safety): not held, their share refunded. */
  closedDays: z.array(IsoDate).optional(),
  /** The meeting point's name as the catalogue gives it (the site places it on its map). */
  meetingPoint: z.string().nullable(),
  /** What to bring, in the page's language (empty when nothing particular). */
  bring: z.array(z.string()),
  participants: z.array(MyBookingParticipant),
  /** A lesson of a paid order, booked and not over: the parents may still write its participants' notes. */
  notesOpen: z.boolean().optional(),
  totalCents: z.number().int(),
});
export type MyBookingLine = z.infer<typeof MyBookingLine>;

export const MyBookingRefund = z.object({ amountCents: z.number().int(), at: z.iso.datetime({ offset: true }), status: z.string() });

/** `GET /api/booking/my/:token`: the booking as its page shows it. */
export const MyBookingView = z.object({
  orderNumber: z.string(),
  status: OrderStatus,
  /** The order's language (its e-mails'). */
  lang: MyBookingLang,
  siteName: z.string(),
  /** The resort's IANA time zone (e.g. Europe/Paris): the times of `days` are in it. */
  timeZone: z.string(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  lines: z.array(MyBookingLine),
  currency: z.string(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  refunds: z.array(MyBookingRefund),
  /** The voucher's signed code, the text of its QR code (staff scan it at check-in). */
  voucher: z.string(),
  /** Path of the order's calendar file on the platform (`/api/booking/my/:token/calendar.ics`). */
  calendarPath: z.string(),
  /** Where the family books again with each child's advised level proposed (the site's booking page and a family link), once a result is recorded. */
  familyUrl: z.string().optional(),
  /** The order's invoice and credit notes (when the school issues them), each with its PDF's path on the platform. */
  invoices: z.array(InvoiceSummary.extend({ path: z.string() })),
});
export type MyBookingView = z.infer<typeof MyBookingView>;

/** `POST /api/booking/my-bookings/find`: the link is e-mailed to the order's address when both match. */
export const FindBookingRequest = z.object({
  resort: SiteKey,
  orderNumber: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
  email: z
    .string()
    .trim()
    .max(CONTACT_MAX.email, `must be at most ${CONTACT_MAX.email} characters`)
    .pipe(z.email({ pattern: EMAIL_PATTERN, message: 'must be a valid e-mail address' })),
  lang: MyBookingLang,
});
export type FindBookingRequest = z.infer<typeof FindBookingRequest>;
/** Always the same answer (202), whether or not such an order exists. */
export const FindBookingResponse = z.object({ received: z.literal(true) });
export type FindBookingResponse = z.infer<typeof FindBookingResponse>;

/** Most characters of a participant's note for the instructor. */
export const PARTICIPANT_NOTE_MAX = 500;

/** `PUT /api/booking/my/:token/lines/:lineId/participants/:participant/note`: whose note (the line as the page names it). */
export const ParticipantNoteParams = z.object({
  token: z.string(),
  lineId: z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be at least 1').max(2_147_483_647),
  participant: z.coerce.number('must be a number').int('must be a whole number').min(0, 'must be at least 0').max(99),
});
export type ParticipantNoteParams = z.infer<typeof ParticipantNoteParams>;
/**
 * A participant's note for the instructor (allergies, health…): plain text, trimmed, at most 500 characters; empty
 * removes it. Health data: shown to the parents (this page), the school's staff and the child's instructor only.
 */
export const ParticipantNoteRequest = z.object({
  note: z.string().trim().max(PARTICIPANT_NOTE_MAX, `must be at most ${PARTICIPANT_NOTE_MAX} characters`),
});
export type ParticipantNoteRequest = z.infer<typeof ParticipantNoteRequest>;
export const ParticipantNoteResponse = z.object({ note: z.string().nullable() });
export type ParticipantNoteResponse = z.infer<typeof ParticipantNoteResponse>;
