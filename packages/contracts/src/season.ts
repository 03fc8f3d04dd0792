/**
 * Back office, season: the season's dates and periods per site, the slots of dated
 * products (generation, capacity, closing), private-lesson hours and the slots CSV. The platform
 * validates with these schemas; the back office's forms validate with the same ones.
 */
import { z } from 'zod';
import { ERROR_CODES } from './api/errors';
import { ProductType } from './booking';
import { IsoDate } from './common';
import { daysBetween, isIsoDate } from './rules';

const Day = IsoDate.refine((d) => isIsoDate(d), 'is not a valid date');
/** A time of day as `HH:MM` (00:00 to 23:59). */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM');

/** A slot's times of day: from `start` to `end` (`HH:MM`). */
export const TimeRange = z.object({ start: TimeOfDay, end: TimeOfDay });
export type TimeRange = z.infer<typeof TimeRange>;

/** More places than any group or shuttle has: a capacity above this is a typing mistake. */
export const CAPACITY_MAX = 500;
/** The longest season (days). */
export const SEASON_DAYS_MAX = 366;
/** Named periods a season may have. */
export const PERIODS_MAX = 20;
/** Days one slot of a weekly pattern may last (a fortnight). */
export const PATTERN_DAYS_MAX = 14;
/** Slots one generation may create. */
export const GENERATION_MAX = 5000;
/** Lines one CSV import may carry. */
export const IMPORT_LINES_MAX = 5000;
/** Characters of a closing reason. */
export const REASON_MAX = 300;

/** A capacity staff may set on an existing slot: 0 (no places) up to CAPACITY_MAX. */
export const Capacity = z
  .number({ error: 'must be a number of places' })
  .int('must be a whole number of places')
  .min(0, 'must not be negative')
  .max(CAPACITY_MAX, `must be at most ${CAPACITY_MAX} places`);
/** A capacity of a new slot: at least one place. */
export const NewCapacity = Capacity.min(1, 'must be at least 1 place');

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

// ---------------------------------------------------------------------------------------------
// The season

/** A named part of the season with more places (Christmas week, February holidays…). */
export const SeasonPeriod = z.object({
  name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  startsOn: Day,
  endsOn: Day,
});
export type SeasonPeriod = z.infer<typeof SeasonPeriod>;

/**
 * `PUT …/season`: the season's first and last days and its periods. Periods lie inside the season,
 * end on or after they start, have different names and do not overlap each other.
 */
export const SeasonInput = z
  .object({
    startsOn: Day,
    endsOn: Day,
    periods: z.array(SeasonPeriod).max(PERIODS_MAX, `at most ${PERIODS_MAX} periods`).default([]),
  })
  .superRefine((s, ctx) => {
    if (s.endsOn < s.startsOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'must be on or after the first day',
        params: { kind: 'end_before_start' },
      });
      return;
    }
    if (daysBetween(s.startsOn, s.endsOn) >= SEASON_DAYS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: `a season lasts at most ${SEASON_DAYS_MAX} days`,
        params: { kind: 'too_long' },
      });
    }
    const names = new Set<string>();
    s.periods.forEach((p, i) => {
      if (p.endsOn < p.startsOn) {
        ctx.addIssue({
          code: 'custom',
          path: ['periods', i, 'endsOn'],
          message: 'must be on or after the first day',
          params: { kind: 'end_before_start' },
        });
      } else if (p.startsOn < s.startsOn || p.endsOn > s.endsOn) {
        ctx.addIssue({
          code: 'custom',
          path: ['periods', i, p.startsOn < s.startsOn ? 'startsOn' : 'endsOn'],
          message: `must be inside the season (${s.startsOn} to ${s.endsOn})`,
          params: { kind: 'outside_season' },
        });
      }
      const key = p.name.trim().toLowerCase();
      if (names.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['periods', i, 'name'],
          message: 'another period has this name',
          params: { kind: 'duplicate' },
        });
      }
      names.add(key);
      const other = s.periods.findIndex((q, j) => j < i && q.startsOn <= p.endsOn && p.startsOn <= q.endsOn);
      if (other >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['periods', i, 'startsOn'],
          message: `overlaps period "${s.periods[other]?.name}"`,
          params: { kind: 'overlap' },
        });
      }
    });
  });
export type SeasonInput = z.input<typeof SeasonInput>;
export type SeasonRequest = z.output<typeof SeasonInput>;

/** `GET …/season`: the season as saved, or the site's configured dates when none was saved yet. */
export const SeasonView = z.object({
  startsOn: IsoDate,
  endsOn: IsoDate,
  periods: z.array(SeasonPeriod),
  /** False while the season comes from the site's configuration (never saved in the back office). */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SeasonView = z.infer<typeof SeasonView>;

// ---------------------------------------------------------------------------------------------
// Dated products and their slots

export const SeasonProductsQuery = z.object({ lang: z.enum(['fr', 'en']).optional() });
export type SeasonProductsQuery = z.infer<typeof SeasonProductsQuery>;

/**
 * What the slot generator proposes for a product, each null when the product does not say: the days
 * of a week's slot and its times from the product's own attributes (`durationDays`, `times` such as
 * `09:15–11:45`), else from its latest slot; the first weekday and the places from its latest slot.
 */
export const SlotDefaults = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int().min(0).max(6).nullable(),
  days: z.number().int().min(1).max(PATTERN_DAYS_MAX).nullable(),
  times: z.array(TimeRange),
  capacity: z.number().int().min(1).nullable(),
});
export type SlotDefaults = z.infer<typeof SlotDefaults>;

/** A product sold on dated slots, as the season screens list it. */
export const SeasonProduct = z.object({
  key: z.string(),
  type: ProductType,
  name: z.string(),
  /** `booking`: a booking takes one place whatever its size (private lessons: capacity = instructors). */
  capacityUnit: z.enum(['participant', 'booking']),
  /** Private lessons: durations (minutes) the product has prices for; a slot must last one of them. */
  durations: z.array(z.number().int()),
  slots: z.number().int(),
  closed: z.number().int(),
  firstDay: IsoDate.nullable(),
  lastDay: IsoDate.nullable(),
  /** What the slot generator starts from for this product. */
  defaults: SlotDefaults,
});
export type SeasonProduct = z.infer<typeof SeasonProduct>;
export const SeasonProductsResponse = z.object({ products: z.array(SeasonProduct) });
export type SeasonProductsResponse = z.infer<typeof SeasonProductsResponse>;

const ProductKey = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');

/**
 * `GET …/season/slots?product&from&to`: the slots running on those days (default: the season) of
 * one product, or of every dated product of the site.
 */
export const SeasonSlotsQuery = z
  .object({ product: ProductKey.optional(), from: Day.optional(), to: Day.optional(), lang: z.enum(['fr', 'en']).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must be on or after query.from', path: ['to'] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < SEASON_DAYS_MAX, {
    message: `at most ${SEASON_DAYS_MAX} days at once`,
    path: ['to'],
  });
export type SeasonSlotsQuery = z.infer<typeof SeasonSlotsQuery>;

/** A slot with its places and whether it is closed (a closed slot takes no new places). */
export const SeasonSlot = z.object({
  id: z.number().int(),
  productKey: z.string(),
  startsOn: IsoDate,
  endsOn: IsoDate,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
  closed: z.boolean(),
  closedReason: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type SeasonSlot = z.infer<typeof SeasonSlot>;
export const SeasonSlotsResponse = z.object({
  /** The product asked, or null for every product. */
  product: SeasonProduct.nullable(),
  from: IsoDate,
  to: IsoDate,
  slots: z.array(SeasonSlot),
  /** True when more slots run on those days than were sent (ask a shorter period). */
  truncated: z.boolean(),
});
export type SeasonSlotsResponse = z.infer<typeof SeasonSlotsResponse>;

// ---------------------------------------------------------------------------------------------
// One slot: capacity, closing

export const SlotCapacityRequest = z.object({ capacity: Capacity });
export type SlotCapacityRequest = z.infer<typeof SlotCapacityRequest>;

/**
 * 409 `places_taken`: the capacity asked is below the places sold and held. `taken` says how many,
 * so the back office tells it in the staff's language ("12 places are taken (10 sold, 2 held)").
 */
export const PlacesTakenError = z.object({
  error: z.object({
    message: z.string(),
    field: z.string(),
    code: z.literal('places_taken'),
    taken: z.object({ sold: z.number().int(), held: z.number().int(), total: z.number().int() }),
  }),
});
export type PlacesTakenError = z.infer<typeof PlacesTakenError>;

export const CloseSlotRequest = z.object({
  reason: z.string().trim().min(1, 'is required').max(REASON_MAX, `must be at most ${REASON_MAX} characters`),
});
export type CloseSlotRequest = z.infer<typeof CloseSlotRequest>;
export const ReopenSlotRequest = z.object({ reason: z.string().trim().max(REASON_MAX).optional() });
export type ReopenSlotRequest = z.infer<typeof ReopenSlotRequest>;

// ---------------------------------------------------------------------------------------------
// Generating slots

/**
 * The pattern of the slots: `weeks` — one slot a week, starting on `weekday` (0 = Sunday … 6 =
 * Saturday) and lasting `days` days (group lessons, Sunday–Friday is `{weekday: 0, days: 6}`);
 * `days` — one slot per chosen weekday and time (private-lesson hours).
 */
export const SlotPattern = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('weeks'),
    weekday: z.number().int().min(0).max(6),
    days: z
      .number({ error: 'must be a number of days' })
      .int()
      .min(1, 'must be at least 1 day')
      .max(PATTERN_DAYS_MAX, `must be at most ${PATTERN_DAYS_MAX} days`),
  }),
  z.object({
    kind: z.literal('days'),
    weekdays: z.array(z.number().int().min(0).max(6)).min(1, 'choose at least one day').max(7),
  }),
]);
export type SlotPattern = z.infer<typeof SlotPattern>;

/** What to do with a new slot that overlaps an existing slot of the product (same days, overlapping times). */
export const OnOverlap = z.enum(['refuse', 'skip']);
export type OnOverlap = z.infer<typeof OnOverlap>;

/**
 * `POST …/season/slots/preview` and `…/season/slots`: slots of a product from `from` to `to`
 * (inside the season) following `pattern`, at each of `times`, with `capacity` places — or
 * `periodCapacity` for a slot with a day in one of `periods` (names of the season's periods).
 * Overlaps with existing slots are refused unless `onOverlap` is `skip` (those are then not created).
 */
export const GenerateSlotsInput = z
  .object({
    productKey: ProductKey,
    from: Day,
    to: Day,
    pattern: SlotPattern,
    times: z.array(TimeRange).min(1, 'give at least one time').max(24, 'at most 24 times'),
    capacity: NewCapacity,
    periods: z.array(z.string().trim().min(1).max(60)).max(PERIODS_MAX).default([]),
    periodCapacity: NewCapacity.nullable().optional(),
    onOverlap: OnOverlap.default('refuse'),
  })
  .superRefine((g, ctx) => {
    if (g.to < g.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after the first day', params: { kind: 'end_before_start' } });
    } else if (daysBetween(g.from, g.to) >= SEASON_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${SEASON_DAYS_MAX} days`, params: { kind: 'too_long' } });
    }
    g.times.forEach((t, i) => {
      if (minutes(t.end) <= minutes(t.start)) {
        ctx.addIssue({
          code: 'custom',
          path: ['times', i, 'end'],
          message: 'must be after the start time',
          params: { kind: 'end_before_start' },
        });
        return;
      }
      const other = g.times.findIndex(
        (u, j) => j < i && minutes(u.start) < minutes(t.end) && minutes(t.start) < minutes(u.end) && minutes(u.end) > minutes(u.start),
      );
      if (other >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['times', i, 'start'],
          message: `overlaps ${g.times[other]?.start}–${g.times[other]?.end}`,
          params: { kind: 'overlap' },
        });
      }
    });
    if (g.periods.length > 0 && !g.periodCapacity) {
      ctx.addIssue({
        code: 'custom',
        path: ['periodCapacity'],
        message: 'is required when periods are chosen',
        params: { kind: 'required' },
      });
    }
  });
export type GenerateSlotsInput = z.input<typeof GenerateSlotsInput>;
export type GenerateSlotsRequest = z.output<typeof GenerateSlotsInput>;

/** An existing slot a new one would overlap. */
export const SlotRef = z.object({
  id: z.number().int(),
  startsOn: IsoDate,
  endsOn: IsoDate,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type SlotRef = z.infer<typeof SlotRef>;

/** A slot the generation would create, with the period that raised its capacity and what it overlaps. */
export const PlannedSlot = z.object({
  startsOn: IsoDate,
  endsOn: IsoDate,
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  period: z.string().nullable(),
  overlaps: z.array(SlotRef),
});
export type PlannedSlot = z.infer<typeof PlannedSlot>;

export const GenerationPreview = z.object({
  slots: z.array(PlannedSlot),
  /** Slots that would be created (without the overlapping ones when `onOverlap` is `skip`). */
  create: z.number().int(),
  /** Planned slots overlapping an existing slot. */
  overlapping: z.number().int(),
});
export type GenerationPreview = z.infer<typeof GenerationPreview>;

export const GenerationResult = z.object({ created: z.number().int(), skipped: z.number().int(), slotIds: z.array(z.number().int()) });
export type GenerationResult = z.infer<typeof GenerationResult>;

/** 409 `conflict` on generation: planned slots overlap existing ones (`overlaps` lists the first of them). */
export const OverlapError = z.object({
  error: z.object({
    message: z.string(),
    field: z.string(),
    code: z.literal('conflict'),
    overlaps: z.array(z.object({ planned: PlannedSlot.omit({ overlaps: true }), existing: SlotRef })),
    count: z.number().int(),
  }),
});
export type OverlapError = z.infer<typeof OverlapError>;

// ---------------------------------------------------------------------------------------------
// Removing empty hours (private lessons)

/**
 * `POST …/season/slots/removal`: the product's slots from `from` to `to` on the
 * chosen weekdays starting at the chosen times. Those without any booking are removed (or closed
 * when a past order or cart still names them); those with bookings are kept and listed.
 */
export const RemoveSlotsInput = z
  .object({
    productKey: ProductKey,
    from: Day,
    to: Day,
    weekdays: z.array(z.number().int().min(0).max(6)).min(1, 'choose at least one day').max(7),
    startTimes: z.array(TimeOfDay).min(1, 'choose at least one hour').max(48),
  })
  .superRefine((r, ctx) => {
    if (r.to < r.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after the first day', params: { kind: 'end_before_start' } });
    } else if (daysBetween(r.from, r.to) >= SEASON_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${SEASON_DAYS_MAX} days`, params: { kind: 'too_long' } });
    }
  });
export type RemoveSlotsInput = z.input<typeof RemoveSlotsInput>;
export const RemoveSlotsResult = z.object({
  removed: z.number().int(),
  closed: z.number().int(),
  /** Slots with places sold or held: left as they are. */
  kept: z.array(SeasonSlot),
});
export type RemoveSlotsResult = z.infer<typeof RemoveSlotsResult>;

// ---------------------------------------------------------------------------------------------
// Slots CSV

/** The columns of the slots CSV, in order; an import needs `product`, `starts_on`, `ends_on` and `capacity` (and `id` to update). */
export const SLOT_CSV_COLUMNS = [
  'id',
  'product',
  'starts_on',
  'ends_on',
  'start_time',
  'end_time',
  'capacity',
  'sold',
  'held',
  'closed',
  'closed_reason',
] as const;

export const SlotsCsvQuery = z
  .object({ from: Day.optional(), to: Day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must be on or after query.from', path: ['to'] });
export type SlotsCsvQuery = z.infer<typeof SlotsCsvQuery>;

/** `POST …/slots/import`: the CSV's text; `dryRun` checks every line and writes nothing. */
export const SlotsImportRequest = z.object({
  csv: z.string().min(1, 'the file is empty').max(2_000_000, 'the file is too large (2 MB at most)'),
  dryRun: z.boolean().default(false),
});
export type SlotsImportInput = z.input<typeof SlotsImportRequest>;

export const SlotsImportResult = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type SlotsImportResult = z.infer<typeof SlotsImportResult>;

/** What is wrong on a line of an imported file; `kind` lets the back office say it in the staff's language. */
export const CSV_PROBLEM_KINDS = [
  'syntax',
  'missing_column',
  'required',
  'number',
  'range',
  'date',
  'time',
  'end_before_start',
  'outside_season',
  'duration',
  'unknown_product',
  'not_dated',
  'unknown_slot',
  'fixed',
  'duplicate',
  'overlap',
  'taken',
  'too_many',
] as const;
export const CsvProblemKind = z.enum(CSV_PROBLEM_KINDS);
export type CsvProblemKind = z.infer<typeof CsvProblemKind>;
export const CsvLineProblem = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  kind: CsvProblemKind,
  message: z.string(),
  /** Values the message is made of (a slot id, a number of places, dates…). */
  values: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type CsvLineProblem = z.infer<typeof CsvLineProblem>;
/** 400 `invalid_input` of an import: every problem found, by line; nothing was written. */
export const SlotsImportError = z.object({
  error: z.object({
    message: z.string(),
    field: z.literal('body.csv'),
    code: z.enum(ERROR_CODES),
    problems: z.array(CsvLineProblem),
  }),
});
export type SlotsImportError = z.infer<typeof SlotsImportError>;
