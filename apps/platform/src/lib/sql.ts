import { addDays } from '@schuss/contracts/rules';
import { type SQL, sql } from 'drizzle-orm';

/** SQL pieces the modules' read sides share (orders, dashboard, reports, closures, activity). */

/** A timestamp as the API writes it (`2027-01-04T09:15:00.000Z`), made by the database so both drivers answer a string. */
export const isoAt = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The first instant of a day (UTC: the resort's day, as everywhere in the platform). */
export const dayStart = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;
/** The first instant after a day. */
export const dayEnd = (day: string) => dayStart(addDays(day, 1));
/** Sums and counts come back as int8 (a string on `pg`, a bigint or number on PGlite): a number either way. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
