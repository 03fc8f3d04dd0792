import { z } from 'zod';
import { ERROR_CODES } from './api/errors';
import { isIsoDate } from './rules/dates';
import { PAGE_PATH_MAX, PAGE_PATH_PATTERN } from './rules/limits';

/** Site key, e.g. `val-neige`. */
export const SiteKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be lowercase letters, digits and dashes (at most 64)');

/** Two-letter language code. */
export const Lang = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code such as fr or en');
export type Lang = z.infer<typeof Lang>;

/**
 * A page path as stored and sent: starts and ends with a slash, no dot, no double slash.
 * `/` is the home page of a language.
 */
export const PagePath = z
  .string()
  .max(PAGE_PATH_MAX, `must be at most ${PAGE_PATH_MAX} characters`)
  .regex(PAGE_PATH_PATTERN, 'must start and end with a slash, e.g. /lessons/ski/');

/**
 * Calendar date `YYYY-MM-DD`: a valid day (not 30 February), of a year PostgreSQL and date arithmetic
 * both handle (year 0 is no date in PostgreSQL, year 10000 none in ISO strings).
 */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((d) => isIsoDate(d) && d >= '1900-01-01' && d <= '2199-12-31', 'must be a valid day between 1900 and 2199');

/** Instant, ISO-8601 UTC. */
export const IsoInstant = z.iso.datetime({ offset: true });

/** Error body of every 4xx/5xx answer of the platform. */
export const ApiError = z.object({
  error: z.object({
    message: z.string(),
    /** The field that was wrong, when the error is about one field (e.g. `query.lang`). */
    field: z.string().optional(),
    /** What went wrong, for programs to switch on (api/errors.ts). */
    code: z.enum(ERROR_CODES),
  }),
});
export type ApiError = z.infer<typeof ApiError>;
