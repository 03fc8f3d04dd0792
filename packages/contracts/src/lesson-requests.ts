/**
 * A private-lesson request (issue 31, item 4): on a day no instructor is free for a private lesson, the visitor asks
 * the office instead of booking. The office answers: accepted with an instructor and an hour (the lesson is held in a
 * cart priced by the server, and a payment link is e-mailed), or declined (nothing is charged). Payloads of its routes.
 */
import { z } from 'zod';
import { BackofficeSiteParams } from './backoffice';
import { Participant } from './booking';
import { IsoDate, SiteKey } from './common';
import { CONTACT_MAX, EMAIL_PATTERN, isPhone, PARTICIPANTS_MAX } from './rules/limits';

/** The languages a request's e-mails are written in. */
export const LessonRequestLang = z.enum(['fr', 'en'], 'must be fr or en');
export type LessonRequestLang = z.infer<typeof LessonRequestLang>;

/** When in the day the visitor would like the lesson. */
export const LESSON_WINDOWS = ['morning', 'afternoon', 'any'] as const;
export const LessonWindow = z.enum(LESSON_WINDOWS, 'must be morning, afternoon or any');
export type LessonWindow = z.infer<typeof LessonWindow>;

/** The message to the office, and the office's to the visitor when it declines. */
export const LESSON_REQUEST_MESSAGE_MAX = 500;
const Message = z.string().trim().max(LESSON_REQUEST_MESSAGE_MAX, `must be at most ${LESSON_REQUEST_MESSAGE_MAX} characters`);

/** How long the lesson is held for payment once the office accepts (the payment link's life). */
export const LESSON_REQUEST_PAY_HOURS = 48;

/**
 * `POST /api/booking/lesson-requests`: a private lesson of the school (`productKey`, of type ESF_CUSTOM) on a day of its
 * season, the participants as the product asks for them (first and last name, birth date, level when asked), and how to
 * reach the visitor. Rate limited per address.
 */
export const LessonRequestCreate = z.object({
  resort: SiteKey,
  lang: LessonRequestLang,
  productKey: z.string().trim().min(1, 'is required').max(80),
  day: IsoDate,
  window: LessonWindow.default('any'),
  /** Minutes, when the product is sold in several durations (the office's choice otherwise). */
  durationMinutes: z.number().int().min(15).max(600).optional(),
  participants: z
    .array(Participant)
    .min(1, 'must list at least one participant')
    .max(PARTICIPANTS_MAX, `must list at most ${PARTICIPANTS_MAX} participants`),
  contact: z.object({
    name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
    email: z
      .string()
      .trim()
      .max(CONTACT_MAX.email, `must be at most ${CONTACT_MAX.email} characters`)
      .pipe(z.email({ pattern: EMAIL_PATTERN, message: 'must be a valid e-mail address' })),
    phone: z.string().trim().refine(isPhone, 'must be a phone number'),
  }),
  message: Message.default(''),
});
export type LessonRequestCreate = z.input<typeof LessonRequestCreate>;

export const LessonRequestCreated = z.object({ id: z.number().int(), status: z.literal('open') });
export type LessonRequestCreated = z.infer<typeof LessonRequestCreated>;

/**
 * Where a request stands: `open` (the office has not answered); `accepted` (held for payment until `payBy`, the link
 * e-mailed); `paid` (the lesson is booked, given to the instructor chosen); `expired` (accepted, not paid in time: the
 * hour is released); `declined`.
 */
export const LESSON_REQUEST_STATUSES = ['open', 'accepted', 'paid', 'expired', 'declined'] as const;
export const LessonRequestStatus = z.enum(LESSON_REQUEST_STATUSES);
export type LessonRequestStatus = z.infer<typeof LessonRequestStatus>;

/** A request as the office lists it. */
export const LessonRequestRow = z.object({
  id: z.number().int(),
  status: LessonRequestStatus,
  createdAt: z.string(),
  productKey: z.string(),
  product: z.string(),
  day: IsoDate,
  window: LessonWindow,
  durationMinutes: z.number().int().nullable(),
  participants: z.number().int(),
  name: z.string(),
  lang: LessonRequestLang,
});
export type LessonRequestRow = z.infer<typeof LessonRequestRow>;

export const LessonRequestsQuery = z.object({
  /** `open` (default): not answered yet; `answered`: the others, newest first. */
  show: z.enum(['open', 'answered']).default('open'),
  lang: LessonRequestLang.default('fr'),
});
export type LessonRequestsQuery = z.input<typeof LessonRequestsQuery>;

export const LessonRequestsResponse = z.object({ requests: z.array(LessonRequestRow) });
export type LessonRequestsResponse = z.infer<typeof LessonRequestsResponse>;

export const LessonRequestParams = BackofficeSiteParams.extend({ requestId: z.coerce.number().int().min(1).max(2_147_483_647) });
export type LessonRequestParams = z.infer<typeof LessonRequestParams>;

/** An hour the product is sold at that day, and the instructors qualified, available and free then. */
export const LessonRequestHour = z.object({
  slotId: z.number().int(),
  start: z.string(),
  end: z.string(),
  instructors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type LessonRequestHour = z.infer<typeof LessonRequestHour>;

/** A request in full, for the office: what was asked, who asked, the hours with who could teach then, and the answer. */
export const LessonRequestDetail = LessonRequestRow.extend({
  participantList: z.array(z.object({ firstName: z.string(), lastName: z.string(), age: z.number().int(), level: z.string().nullable() })),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  hours: z.array(LessonRequestHour),
  answer: z
    .object({
      at: z.string(),
      by: z.string().nullable(),
      instructor: z.string().nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
      /** What the visitor pays (accepted), in cents. */
      totalCents: z.number().int().nullable(),
      payBy: z.string().nullable(),
      message: z.string(),
    })
    .nullable(),
});
export type LessonRequestDetail = z.infer<typeof LessonRequestDetail>;

export const LessonRequestDetailQuery = z.object({ lang: LessonRequestLang.default('fr') });

/** `POST …/lesson-requests/:requestId/accept`: the instructor and the hour (a slot of the product that day). */
export const LessonRequestAccept = z.object({
  instructorId: z.number().int().min(1).max(2_147_483_647),
  slotId: z.number().int().min(1).max(2_147_483_647),
  /** The staff's language: a refusal's words. */
  lang: LessonRequestLang.default('fr'),
});
export type LessonRequestAccept = z.input<typeof LessonRequestAccept>;

/** `POST …/lesson-requests/:requestId/decline`: an optional word to the visitor, in the request's e-mail. */
export const LessonRequestDecline = z.object({ message: Message.default(''), lang: LessonRequestLang.default('fr') });
export type LessonRequestDecline = z.input<typeof LessonRequestDecline>;

/** The payment link's token (random, 256 bits, base64url; only its hash is kept). */
export const LessonRequestTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'must be a link token') });

/**
 * `GET /api/booking/lesson-requests/:token`: what the payment link opens — the cart holding the lesson while it waits
 * for payment (`cartId`, null once paid or expired).
 */
export const LessonRequestLink = z.object({
  status: LessonRequestStatus,
  resort: z.string(),
  product: z.string(),
  day: IsoDate,
  start: z.string().nullable(),
  end: z.string().nullable(),
  payBy: z.string().nullable(),
  cartId: z.string().nullable(),
});
export type LessonRequestLink = z.infer<typeof LessonRequestLink>;
