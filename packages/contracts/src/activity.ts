import { z } from 'zod';
import { Role } from './auth';
import { AuditEntry } from './backoffice';
import { Localized } from './booking';

/**
 * The school's activity log: every staff or admin write (and every repair an operator ran), newest first,
 * as the audit log keeps it. Kinds group the actions by area: `order.*`, `product.*`, `season.*`/`slot.*`,
 * `promo-code.*`/`gift-voucher.*`, `closure.*`, `account.*`, `places.*`.
 */
export const ACTIVITY_KINDS = ['orders', 'catalogue', 'season', 'offers', 'closures', 'accounts', 'places'] as const;
export const ActivityKind = z.enum(ACTIVITY_KINDS, `must be one of ${ACTIVITY_KINDS.join(', ')}`);
export type ActivityKind = z.infer<typeof ActivityKind>;

/** Entries per page of the activity log. */
export const ACTIVITY_PAGE = 50;

export const ActivityQuery = z.object({
  kind: ActivityKind.optional(),
  /** The next page: entries older than this one (the `next` of the page before). */
  before: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(Number.MAX_SAFE_INTEGER).optional(),
});
export type ActivityQuery = z.infer<typeof ActivityQuery>;

/** Who acted, for a sentence: their name and their role at the school now (null when they no longer have one). */
export const ActivityActor = z.object({ name: z.string(), role: Role.nullable() });
export type ActivityActor = z.infer<typeof ActivityActor>;

/** An order line an action concerns, in the school's words: its product and its participants' first names. */
export const ActivityLine = z.object({ id: z.number().int(), product: Localized, participants: z.array(z.string()) });
export type ActivityLine = z.infer<typeof ActivityLine>;

/** A slot an action concerns: its product, days and times. */
export const ActivitySlot = z.object({
  id: z.number().int(),
  product: Localized,
  startsOn: z.string(),
  endsOn: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type ActivitySlot = z.infer<typeof ActivitySlot>;

/**
 * An entry as recorded, with what the back office needs to say it in a sentence of the staff's language:
 * who (`actor`, null for a command an operator ran), and the lines, slots and product it names, looked up
 * when read (the fields are absent when the action names none, or when they are gone).
 */
export const ActivityEntry = AuditEntry.extend({
  /** The order it concerns, if any (a link to its page). */
  orderNumber: z.string().nullable(),
  actor: ActivityActor.nullable().optional(),
  lines: z.array(ActivityLine).optional(),
  slots: z.array(ActivitySlot).optional(),
  product: z.object({ key: z.string(), name: Localized }).optional(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityResponse = z.object({
  entries: z.array(ActivityEntry),
  /** `before` of the next page, null on the last one. */
  next: z.number().int().nullable(),
});
export type ActivityResponse = z.infer<typeof ActivityResponse>;
