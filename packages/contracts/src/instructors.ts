import { z } from 'zod';
import { IsoDate, SiteKey } from './common';
import { DisciplineKey, LevelKey } from './levels';
import { addDays, daysBetween } from './rules/dates';

/**
 * Instructors (issue 31, first part): the school's people who teach, with what they may teach (disciplines and the
 * levels of each, languages, diplomas), and their availability by half-day. Assignment to groups and privates, the
 * planning board and earnings come later: they read `instructors.id` and `instructor_availability`.
 */

/** ISO 639-1 language codes: the languages an instructor teaches in. */
export const LANGUAGE_CODES = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu ' +
  'fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km ' +
  'kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om ' +
  'or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ' +
  'ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ');
const LANGUAGES = new Set(LANGUAGE_CODES);
export const LanguageCode = z
  .string()
  .refine((code) => LANGUAGES.has(code), 'must be a two-letter ISO 639-1 language code such as fr, en, de');

/** A day's half: morning or afternoon, the unit of availability (and later of assignment). */
export const HALF_DAYS = ['am', 'pm'] as const;
export const HalfDay = z.enum(HALF_DAYS);
export type HalfDay = z.infer<typeof HalfDay>;

/** What an instructor is for a half-day. */
export const AVAILABILITY_STATUSES = ['available', 'unavailable', 'on_call', 'holiday', 'ill'] as const;
export const AvailabilityStatus = z.enum(AVAILABILITY_STATUSES);
export type AvailabilityStatus = z.infer<typeof AvailabilityStatus>;

/** Monday first, as a school's week is read. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Longest period read or set at once: a season and some. */
export const AVAILABILITY_MAX_DAYS = 200;

const Name = z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters');
const Optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .transform((s) => (s ? s : null));

export const Diploma = z.object({
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  number: Optional(60).default(null),
  /** The day it expires (null: it does not). */
  expiresOn: IsoDate.nullable(),
});
export type Diploma = z.infer<typeof Diploma>;

/** A discipline an instructor teaches, and the levels of its ladder they may teach (keys of the school's ladder). */
export const InstructorDiscipline = z.object({
  discipline: DisciplineKey,
  levels: z.array(LevelKey).min(1, 'must list at least one level').max(30, 'must list at most 30 levels'),
});
export type InstructorDiscipline = z.infer<typeof InstructorDiscipline>;

const unique = <T>(list: T[]) => new Set(list).size === list.length;

/** An instructor's profile as the office writes it. */
export const InstructorInput = z
  .object({
    firstName: Name,
    lastName: Name,
    email: z
      .string()
      .trim()
      .max(254, 'must be at most 254 characters')
      .nullable()
      .transform((s) => (s ? s.toLowerCase() : null))
      .pipe(z.email('must be an e-mail address').nullable()),
    phone: Optional(30).refine((p) => p === null || /^\+?[0-9 ().-]{6,30}$/.test(p), 'must be a phone number'),
    /** A photo's address (https). */
    photoUrl: Optional(500).refine((u) => u === null || /^https:\/\/\S+$/.test(u), 'must be an https:// address'),
    disciplines: z.array(InstructorDiscipline).max(10, 'must list at most 10 disciplines'),
    languages: z.array(LanguageCode).min(1, 'must list at least one language').max(20, 'must list at most 20 languages'),
    diplomas: z.array(Diploma).max(20, 'must list at most 20 diplomas'),
  })
  .refine((i) => unique(i.disciplines.map((d) => d.discipline)), { message: 'must not list a discipline twice', path: ['disciplines'] })
  .refine((i) => unique(i.languages), { message: 'must not list a language twice', path: ['languages'] });
export type InstructorInput = z.infer<typeof InstructorInput>;

export const Instructor = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  disciplines: z.array(InstructorDiscipline),
  languages: z.array(z.string()),
  diplomas: z.array(z.object({ name: z.string(), number: z.string().nullable(), expiresOn: IsoDate.nullable() })),
  /** The account they log in with (role `instructor`), when they have one. */
  userId: z.number().int().nullable(),
  archived: z.boolean(),
  /** The earliest expiry of their diplomas (null: none expires). */
  diplomaExpiresOn: IsoDate.nullable(),
  /** Days of the 7 from `weekFrom` (today by default) they are available at least half of. */
  daysAvailable: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Instructor = z.infer<typeof Instructor>;

/** The school's rules for instructors' own changes (the office is not bound by them). */
export const InstructorSettings = z.object({
  /** An instructor cannot change their availability for the next N days (0: up to today). */
  availabilityLockDays: z.number().int('must be a whole number of days').min(0, 'must be 0 or more').max(60, 'must be at most 60'),
});
export type InstructorSettings = z.infer<typeof InstructorSettings>;

const Bool = z.enum(['true', 'false', 'all']);
export const InstructorsQuery = z.object({
  discipline: DisciplineKey.optional(),
  language: LanguageCode.optional(),
  /** `true` (default): active ones; `false`: archived ones; `all`. */
  active: Bool.default('true'),
  /** First day of the week counted in `daysAvailable` (default: today). */
  weekFrom: IsoDate.optional(),
});
export type InstructorsQuery = z.infer<typeof InstructorsQuery>;

export const InstructorsResponse = z.object({ instructors: z.array(Instructor), settings: InstructorSettings });
export type InstructorsResponse = z.infer<typeof InstructorsResponse>;

export const InstructorParams = z.object({ site: SiteKey, instructorId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const ArchiveInstructorRequest = z.object({ archived: z.boolean() });
export type ArchiveInstructorRequest = z.infer<typeof ArchiveInstructorRequest>;

/** A period of days, `to` included: not backwards, at most AVAILABILITY_MAX_DAYS days. */
const periodChecks = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((p) => p.to >= p.from, { message: 'must not be before from', path: ['to'] })
    .refine((p) => p.to < p.from || daysBetween(p.from, p.to) < AVAILABILITY_MAX_DAYS, {
      message: `must be at most ${AVAILABILITY_MAX_DAYS} days after from`,
      path: ['to'],
    });

export const InstructorAvailabilityQuery = periodChecks(z.object({ from: IsoDate, to: IsoDate }));
export type InstructorAvailabilityQuery = z.infer<typeof InstructorAvailabilityQuery>;

export const AvailabilityCell = z.object({ instructorId: z.number().int(), day: IsoDate, half: HalfDay, status: AvailabilityStatus });
export type AvailabilityCell = z.infer<typeof AvailabilityCell>;

/** Availability for a period: every cell set (a half-day with no cell is not entered yet). */
export const InstructorAvailabilityResponse = z.object({
  from: IsoDate,
  to: IsoDate,
  instructors: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })),
  cells: z.array(AvailabilityCell),
});
export type InstructorAvailabilityResponse = z.infer<typeof InstructorAvailabilityResponse>;

const InstructorId = z.number().int().min(1).max(2_147_483_647);
const DayPattern = z.object({ am: AvailabilityStatus.nullable(), pm: AvailabilityStatus.nullable() });

/**
 * A week pattern over a period: for each weekday and half, the status to set (null: leave it as it is), for each
 * instructor named; `onlyEmpty` sets only the half-days not entered yet.
 */
export const AvailabilityPatternRequest = periodChecks(
  z.object({
    instructorIds: z
      .array(InstructorId)
      .min(1, 'must name at least one instructor')
      .max(200, 'must name at most 200 instructors')
      .refine(unique, 'must not name an instructor twice'),
    from: IsoDate,
    to: IsoDate,
    pattern: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, DayPattern])) as Record<Weekday, typeof DayPattern>),
    onlyEmpty: z.boolean().default(false),
  }),
);
export type AvailabilityPatternRequest = z.infer<typeof AvailabilityPatternRequest>;

/** Half-days set one by one; a null status clears one (not entered). */
export const AvailabilityCellsRequest = z.object({
  cells: z
    .array(z.object({ instructorId: InstructorId, day: IsoDate, half: HalfDay, status: AvailabilityStatus.nullable() }))
    .min(1, 'must list at least one half-day')
    .max(1000, 'must list at most 1000 half-days'),
});
export type AvailabilityCellsRequest = z.infer<typeof AvailabilityCellsRequest>;

export const AvailabilityChanged = z.object({ changed: z.number().int() });
export type AvailabilityChanged = z.infer<typeof AvailabilityChanged>;

/** The weekday of a day (`mon`…`sun`). */
export function weekdayOf(day: string): Weekday {
  const d = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(d + 6) % 7] as Weekday;
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The instructor's own availability on a phone (issue 31, item 2), within the school's lock

/** Most days read at once on the instructor's screen (a month). */
export const MY_AVAILABILITY_MAX_DAYS = 31;

/** `GET …/my-availability`: the instructor's half-days from `from` (default today) for `days` days (default 14). */
export const MyAvailabilityQuery = z.object({
  from: IsoDate.optional(),
  days: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MY_AVAILABILITY_MAX_DAYS, `must be at most ${MY_AVAILABILITY_MAX_DAYS}`)
    .default(14),
  lang: z.enum(['fr', 'en']).default('fr'),
});
export type MyAvailabilityQuery = z.infer<typeof MyAvailabilityQuery>;

export const MyHalfDay = z.object({
  day: IsoDate,
  half: HalfDay,
  /** Null: not entered yet. */
  status: AvailabilityStatus.nullable(),
  /** The day is in the past or within the school's lock: only the office changes it. */
  locked: z.boolean(),
  /** The lessons given to the instructor then (title and times, in words): they cannot become not available. */
  lessons: z.array(z.string()),
});
export type MyHalfDay = z.infer<typeof MyHalfDay>;

export const MyAvailabilityView = z.object({
  /** Whose half-days (null: the account has no instructor profile of the same e-mail at this school). */
  instructor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Today in the school's time zone. */
  today: IsoDate,
  from: IsoDate,
  to: IsoDate,
  /** The school's rule: the next N days are locked for the instructor. */
  lockDays: z.number().int(),
  /** The last day the instructor may not change (today + lockDays). */
  lockedUntil: IsoDate,
  /** Every half-day of the period, by day then morning first. */
  halfDays: z.array(MyHalfDay),
});
export type MyAvailabilityView = z.infer<typeof MyAvailabilityView>;

/** `PUT …/my-availability`: the instructor's own half-days changed (a half-day named twice takes the last status). */
export const MyAvailabilityRequest = z.object({
  cells: z
    .array(z.object({ day: IsoDate, half: HalfDay, status: AvailabilityStatus }))
    .min(1, 'must list at least one half-day')
    .max(MY_AVAILABILITY_MAX_DAYS * 2, `must list at most ${MY_AVAILABILITY_MAX_DAYS * 2} half-days`),
  lang: z.enum(['fr', 'en']).default('fr'),
});
export type MyAvailabilityRequest = z.infer<typeof MyAvailabilityRequest>;
