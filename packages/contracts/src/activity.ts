import { z } from 'zod';
import { AuditEntry } from './backoffice';

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

export const ActivityEntry = AuditEntry.extend({
  /** The order it concerns, if any (a link to its page). */
  orderNumber: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityResponse = z.object({
  entries: z.array(ActivityEntry),
  /** `before` of the next page, null on the last one. */
  next: z.number().int().nullable(),
});
export type ActivityResponse = z.infer<typeof ActivityResponse>;
