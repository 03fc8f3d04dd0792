/**
 * Weather and safety closures: staff close a day (every slot of the site running that
 * day) or one slot for a reason; every affected order's contact is e-mailed in the order's language;
 * per closure, the participants are refunded through the payment provider or moved to another slot
 * of the same product with room. Payloads of the closures routes; the back office's form validates
 * with the same schemas.
 */
import { z } from 'zod';
import { Money } from './booking';
import { IsoDate, SiteKey } from './common';
import { isIsoDate } from './rules';

const Day = IsoDate.refine((d) => isIsoDate(d), 'is not a valid date');
const Id = z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(2_147_483_647);

/** Why the school closes: the weather, an avalanche risk, a lift breakdown, or something else said in words. */
export const CLOSURE_REASONS = ['weather', 'avalanche', 'lift_breakdown', 'other'] as const;
export const ClosureReason = z.enum(CLOSURE_REASONS);
export type ClosureReason = z.infer<typeof ClosureReason>;

/** What happens to the participants: their money back, or a place on another slot. */
export const CLOSURE_REMEDIES = ['refund', 'move'] as const;
export const ClosureRemedy = z.enum(CLOSURE_REMEDIES);
export type ClosureRemedy = z.infer<typeof ClosureRemedy>;

/** A whole day (every slot running that day) or one slot. */
export const CLOSURE_SCOPES = ['day', 'slot'] as const;
export const ClosureScope = z.enum(CLOSURE_SCOPES);
export type ClosureScope = z.infer<typeof ClosureScope>;

/** What became of an affected order line. */
export const CLOSURE_OUTCOMES = ['pending', 'refunded', 'moved', 'failed'] as const;
export const ClosureOutcome = z.enum(CLOSURE_OUTCOMES);
export type ClosureOutcome = z.infer<typeof ClosureOutcome>;

/** Characters of the words said to the customers (required for `other`). */
export const CLOSURE_NOTE_MAX = 500;
/** Moves one closure may carry (one per closed slot with participants). */
export const CLOSURE_MOVES_MAX = 200;

const scopeShape = {
  scope: ClosureScope,
  /** The day to close (scope `day`). */
  day: Day.optional(),
  /** The slot to close (scope `slot`). */
  slotId: Id.optional(),
};

/** The day or slot is required by its scope (and only it is given). */
function checkScope(v: { scope: ClosureScope; day?: string; slotId?: number }, ctx: z.RefinementCtx) {
  if (v.scope === 'day' && v.day === undefined) {
    ctx.addIssue({ code: 'custom', path: ['day'], message: 'is required to close a day', params: { kind: 'required' } });
  }
  if (v.scope === 'slot' && v.slotId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['slotId'], message: 'is required to close a slot', params: { kind: 'required' } });
  }
}

/** What a closure would close and whom it would concern: writes nothing. */
export const ClosurePreviewRequest = z.object(scopeShape).superRefine(checkScope);
export type ClosurePreviewRequest = z.infer<typeof ClosurePreviewRequest>;

/** The participants of a closed slot go to `toSlotId` (a slot of the same product with room). */
export const ClosureMove = z.object({ fromSlotId: Id, toSlotId: Id });
export type ClosureMove = z.infer<typeof ClosureMove>;

export const ClosureRequest = z
  .object({
    ...scopeShape,
    reason: ClosureReason,
    /** Said to the customers in the e-mail, as typed; required when the reason is `other`. */
    note: z.string().trim().max(CLOSURE_NOTE_MAX, `must be at most ${CLOSURE_NOTE_MAX} characters`).default(''),
    remedy: ClosureRemedy,
    /** With `move`: where each closed slot's participants go. */
    moves: z.array(ClosureMove).max(CLOSURE_MOVES_MAX).default([]),
    /** Sent again with a retried request: the same key closes, refunds and e-mails once. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, - or _'),
  })
  .superRefine((v, ctx) => {
    checkScope(v, ctx);
    if (v.reason === 'other' && v.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'is required when the reason is "other"', params: { kind: 'required' } });
    }
    if (v.remedy === 'refund' && v.moves.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['moves'], message: 'must be empty with a refund', params: { kind: 'not_moving' } });
    }
    const seen = new Set<number>();
    v.moves.forEach((m, i) => {
      if (seen.has(m.fromSlotId)) {
        ctx.addIssue({ code: 'custom', path: ['moves', i, 'fromSlotId'], message: 'is given twice', params: { kind: 'twice' } });
      }
      seen.add(m.fromSlotId);
      if (m.toSlotId === m.fromSlotId) {
        ctx.addIssue({ code: 'custom', path: ['moves', i, 'toSlotId'], message: 'must be another slot', params: { kind: 'same_slot' } });
      }
    });
  });
export type ClosureRequest = z.infer<typeof ClosureRequest>;
export type ClosureInput = z.input<typeof ClosureRequest>;

/** The language of product names in answers (default: the site's). */
export const ClosureLangQuery = z.object({ lang: z.enum(['fr', 'en']).optional() });
export type ClosureLangQuery = z.infer<typeof ClosureLangQuery>;

export const ClosureParams = z.object({
  site: SiteKey,
  closureId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type ClosureParams = z.infer<typeof ClosureParams>;

// ---------------------------------------------------------------------------------------------
// Answers

/** A slot as closures name it: its product (in the staff's language), days and times. */
export const ClosureSlotRef = z.object({
  id: z.number().int(),
  productKey: z.string(),
  productName: z.string(),
  startsOn: IsoDate,
  endsOn: IsoDate,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type ClosureSlotRef = z.infer<typeof ClosureSlotRef>;

/** A slot participants may be moved to: open, same product, not closing, with its free places. */
export const MoveTarget = ClosureSlotRef.extend({ free: z.number().int() });
export type MoveTarget = z.infer<typeof MoveTarget>;

/** An order line a closure concerns. */
export const AffectedLine = z.object({
  orderLineId: z.number().int(),
  orderNumber: z.string(),
  /** The order's language: its e-mail is written in it. */
  lang: z.string(),
  contactName: z.string(),
  email: z.string(),
  participants: z.array(z.string()),
  /** Places it takes on the slot. */
  quantity: z.number().int(),
  total: Money,
  /** What a refund gives back for this closure: the whole line, or the closed day's share of a multi-day slot. */
  refund: Money,
  /** `day`: one day of a multi-day slot is closed (refund pro rata); `whole`: the slot is closed entirely. */
  share: z.enum(['whole', 'day']),
});
export type AffectedLine = z.infer<typeof AffectedLine>;

export const ClosurePreviewSlot = ClosureSlotRef.extend({
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  /** Closed already (by the season screen): its participants are still to be told. */
  closed: z.boolean(),
  /** Days the slot runs (a day's share of a refund is 1 / days). */
  days: z.number().int(),
  lines: z.array(AffectedLine),
  /** Places its participants take (a move needs that many on the target). */
  places: z.number().int(),
  /** Where its participants may be moved (nearest first). */
  targets: z.array(MoveTarget),
});
export type ClosurePreviewSlot = z.infer<typeof ClosurePreviewSlot>;

export const ClosurePreview = z.object({
  scope: ClosureScope,
  day: IsoDate.nullable(),
  slotId: z.number().int().nullable(),
  slots: z.array(ClosurePreviewSlot),
  totals: z.object({
    slots: z.number().int(),
    orders: z.number().int(),
    participants: z.number().int(),
    /** Distinct e-mail addresses that will be written to. */
    contacts: z.number().int(),
    refund: Money,
  }),
});
export type ClosurePreview = z.infer<typeof ClosurePreview>;

/** An affected order line and what became of it. */
export const ClosureLineView = z.object({
  id: z.number().int(),
  orderLineId: z.number().int(),
  orderNumber: z.string(),
  lang: z.string(),
  email: z.string(),
  participants: z.array(z.string()),
  quantity: z.number().int(),
  fromSlotId: z.number().int(),
  toSlotId: z.number().int().nullable(),
  outcome: ClosureOutcome,
  /** Refunded (or to be) for this line; null when moved. */
  refund: Money.nullable(),
  share: z.enum(['whole', 'day']),
  /** Why it failed (the provider's words, or the refusal). */
  error: z.string().nullable(),
  /** The closure e-mail to the order's contact: sent, failed, or not yet. */
  emailStatus: z.enum(['sent', 'failed']).nullable(),
  attempts: z.number().int(),
});
export type ClosureLineView = z.infer<typeof ClosureLineView>;

const closureHead = {
  id: z.number().int(),
  scope: ClosureScope,
  day: IsoDate.nullable(),
  slotId: z.number().int().nullable(),
  /** The slot closed (scope `slot`): its course and dates, what staff read instead of an id. */
  slot: ClosureSlotRef.nullable(),
  reason: ClosureReason,
  note: z.string(),
  remedy: ClosureRemedy,
  /** Who closed: the account's name and e-mail. */
  by: z.string(),
  createdAt: z.string(),
  counts: z.object({
    slots: z.number().int(),
    orders: z.number().int(),
    lines: z.number().int(),
    refunded: z.number().int(),
    moved: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
  }),
  refunded: Money,
};

export const ClosureSummary = z.object(closureHead);
export type ClosureSummary = z.infer<typeof ClosureSummary>;

export const ClosureView = z.object({
  ...closureHead,
  slots: z.array(ClosureSlotRef.extend({ whole: z.boolean(), toSlot: ClosureSlotRef.nullable() })),
  lines: z.array(ClosureLineView),
});
export type ClosureView = z.infer<typeof ClosureView>;

export const ClosuresResponse = z.object({ closures: z.array(ClosureSummary) });
export type ClosuresResponse = z.infer<typeof ClosuresResponse>;
