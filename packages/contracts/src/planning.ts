import { z } from 'zod';
import { IsoDate } from './common';
import { AvailabilityStatus } from './instructors';
import { daysBetween } from './rules/dates';

/**
 * The planning board (issue 31, assignment): who teaches which group or private lesson, day by day. A lesson is a
 * group of a course on one of its days, or a private lesson (an order line); each has at most one instructor. The
 * platform refuses an instructor in two places at once, outside their availability, or without the discipline, the
 * level or the language the lesson needs — whoever asks, however many staff edit at once.
 */

/** Most days the board reads at once: a week. */
export const PLANNING_MAX_DAYS = 7;

export const PlanningQuery = z
  .object({
    from: IsoDate,
    /** Last day shown (default: `from`). */
    to: IsoDate.optional(),
    lang: z.enum(['fr', 'en']).default('fr'),
  })
  .refine((q) => !q.to || q.to >= q.from, { message: 'must not be before from', path: ['to'] })
  .refine((q) => !q.to || q.to < q.from || daysBetween(q.from, q.to) < PLANNING_MAX_DAYS, {
    message: `must be at most ${PLANNING_MAX_DAYS - 1} days after from`,
    path: ['to'],
  });
export type PlanningQuery = z.infer<typeof PlanningQuery>;

/** A lesson on the board: a group on one day (`groupId`), or a private lesson (`orderLineId`). */
export const LessonRef = z.union([
  z.object({ kind: z.literal('group'), groupId: z.number().int().min(1).max(2_147_483_647), day: IsoDate }),
  z.object({ kind: z.literal('private'), orderLineId: z.number().int().min(1).max(2_147_483_647), day: IsoDate }),
]);
export type LessonRef = z.infer<typeof LessonRef>;

export const PlanningLesson = z.object({
  /** `g<groupId>:<day>` or `p<orderLineId>:<day>`: stable across reads (the board's keys). */
  key: z.string(),
  ref: LessonRef,
  day: IsoDate,
  /** HH:MM, the resort's time. */
  start: z.string(),
  end: z.string(),
  slotId: z.number().int(),
  /** The course's or private lesson's name, in the language asked. */
  title: z.string(),
  /** A group's name ("Flocon 1"); the private customer's name for a private lesson. */
  subtitle: z.string(),
  discipline: z.string().nullable(),
  level: z.string().nullable(),
  levelName: z.string().nullable(),
  /** The language a private lesson is given in (the order's); null for a group. */
  language: z.string().nullable(),
  participants: z.number().int(),
  meetingPoint: z.string().nullable(),
  instructorId: z.number().int().nullable(),
  /** The instructor a private lesson's customer asked for by name (issue 31, item 4); null for a group or no wish. */
  requestedInstructorId: z.number().int().nullable(),
});
export type PlanningLesson = z.infer<typeof PlanningLesson>;

export const PlanningInstructor = z.object({
  id: z.number().int(),
  name: z.string(),
  disciplines: z.array(z.object({ discipline: z.string(), levels: z.array(z.string()) })),
  languages: z.array(z.string()),
  /** Each day of the period: the morning's and the afternoon's status (null: not entered). */
  days: z.array(z.object({ day: IsoDate, am: AvailabilityStatus.nullable(), pm: AvailabilityStatus.nullable() })),
  /** Minutes of lessons assigned over the period (the balance the proposal keeps), with the hours held below. */
  minutes: z.number().int(),
  /** Hours held for a lesson request the office accepted, its payment awaited (the lesson is on the board once paid). */
  holds: z.array(z.object({ day: IsoDate, start: z.string(), end: z.string() })).optional(),
});
export type PlanningInstructor = z.infer<typeof PlanningInstructor>;

/** Instructors needed for a day and level (a group each, a private each) against those available who may teach it. */
export const PlanningNeed = z.object({
  day: IsoDate,
  discipline: z.string().nullable(),
  level: z.string().nullable(),
  levelName: z.string().nullable(),
  needed: z.number().int(),
  available: z.number().int(),
});
export type PlanningNeed = z.infer<typeof PlanningNeed>;

export const PlanningView = z.object({
  from: IsoDate,
  to: IsoDate,
  instructors: z.array(PlanningInstructor),
  lessons: z.array(PlanningLesson),
  needs: z.array(PlanningNeed),
  /** Courses of the period whose children are not in groups yet: their groups are made on the Groups screen first. */
  ungrouped: z.array(z.object({ slotId: z.number().int(), title: z.string(), children: z.number().int() })),
});
export type PlanningView = z.infer<typeof PlanningView>;

/** Why an instructor cannot take a lesson (409 `code` `assignment_refused`, `field` `body.instructorId`). */
export const REFUSAL_REASONS = ['busy', 'unavailable', 'discipline', 'level', 'language', 'archived'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** `PUT …/planning/assignments`: gives a lesson to an instructor, or takes it back (`instructorId` null). */
export const AssignRequest = z.object({
  lesson: LessonRef,
  instructorId: z.number().int().min(1).max(2_147_483_647).nullable(),
  /** The staff's language: the refusal's words. */
  lang: z.enum(['fr', 'en']).default('fr'),
});
export type AssignRequest = z.infer<typeof AssignRequest>;

export const AssignResponse = z.object({ lesson: PlanningLesson });
export type AssignResponse = z.infer<typeof AssignResponse>;

/** `POST …/planning/propose`: fills a day's lessons without an instructor — qualification first, then balance of hours, then continuity. */
export const ProposeRequest = z.object({ day: IsoDate, lang: z.enum(['fr', 'en']).default('fr') });
export type ProposeRequest = z.infer<typeof ProposeRequest>;

export const ProposeResponse = z.object({
  assigned: z.number().int(),
  /** Lessons no qualified instructor is free for (their keys). */
  left: z.array(z.string()),
});
export type ProposeResponse = z.infer<typeof ProposeResponse>;

// ---------------------------------------------------------------------------------------------
// The instructor's day on a phone (issue 31, item 5)

/** `GET …/my-lessons`: an instructor's lessons from `from` (default today) for `days` days; staff name the instructor. */
export const MyLessonsQuery = z.object({
  from: IsoDate.optional(),
  days: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(7, 'must be at most 7').default(3),
  lang: z.enum(['fr', 'en']).default('fr'),
  /** Staff and admins: whose day (an instructor sees only their own; this is ignored for them). */
  instructorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type MyLessonsQuery = z.infer<typeof MyLessonsQuery>;

export const MyLessonChild = z.object({
  orderLineId: z.number().int(),
  participant: z.number().int(),
  orderNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Age on the lesson's day. */
  age: z.number().int().nullable(),
  level: z.string().nullable(),
  levelName: z.string().nullable(),
  /** The parents' (the order's contact) phone, to call from the meeting point. */
  phone: z.string().nullable(),
  /** Checked in on the lesson's day. */
  present: z.boolean(),
  /** What the parents wrote for the instructor (allergies, health), null when nothing. */
  note: z.string().nullable(),
});
export type MyLessonChild = z.infer<typeof MyLessonChild>;

export const MyLesson = PlanningLesson.extend({
  meetingPointAddress: z.string().nullable(),
  meetingPointDirections: z.string().nullable(),
  /** The children of the group that day, or the private lesson's participants. */
  children: z.array(MyLessonChild),
});
export type MyLesson = z.infer<typeof MyLesson>;

export const MyLessonsView = z.object({
  /** Whose lessons (null: the account has no instructor profile of the same e-mail at this school). */
  instructor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  from: IsoDate,
  to: IsoDate,
  /** Today in the school's time zone: a check-in for another day asks to confirm. */
  today: IsoDate,
  lessons: z.array(MyLesson),
  /** Orders of these lessons cancelled (or a line of them), refunded or not: a number typed at the meeting point says so. */
  cancelled: z.array(z.object({ orderNumber: z.string(), on: IsoDate, refunded: z.boolean() })).optional(),
  /** Lessons given to the instructor, taken back, cancelled or moved in the last seven days, newest first (they were e-mailed too). */
  notices: z
    .array(
      z.object({
        kind: z.enum(['assigned', 'unassigned', 'cancelled', 'changed']),
        title: z.string(),
        subtitle: z.string(),
        day: IsoDate,
        start: z.string(),
        end: z.string(),
        /** A moved lesson (`changed`): its day and hours before. */
        was: z.object({ day: IsoDate, start: z.string(), end: z.string() }).optional(),
        at: z.string(),
      }),
    )
    .optional(),
});
export type MyLessonsView = z.infer<typeof MyLessonsView>;

/** `PUT …/my-lessons/check-ins`: a child of one of the instructor's lessons checked in (or not) on its day. */
export const MyCheckInRequest = z.object({
  orderLineId: z.number().int().min(1).max(2_147_483_647),
  participant: z.number().int().min(0).max(99),
  day: IsoDate,
  present: z.boolean(),
  /** Another day than today: the instructor confirmed it. */
  confirmOtherDay: z.boolean().default(false),
});
export type MyCheckInRequest = z.infer<typeof MyCheckInRequest>;

export const MyCheckInResponse = z.object({ present: z.boolean() });
export type MyCheckInResponse = z.infer<typeof MyCheckInResponse>;
