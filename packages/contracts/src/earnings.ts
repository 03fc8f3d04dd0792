import { z } from 'zod';
import { IsoDate, SiteKey } from './common';
import { daysBetween } from './rules/dates';

/**
 * Hours and earnings (issue 31): per instructor and period, the lessons given, what was collected for them (from the
 * ledger), the school's share by its rule (a percentage and/or an amount per hour) and what is owed to the instructor.
 */

/** Most days a statement covers: a season. */
export const EARNINGS_MAX_DAYS = 200;

export const EarningsQuery = z
  .object({
    from: IsoDate,
    /** Last day counted (included). */
    to: IsoDate,
    lang: z.enum(['fr', 'en']).default('fr'),
  })
  .refine((q) => q.to >= q.from, { message: 'must not be before from', path: ['to'] })
  .refine((q) => q.to < q.from || daysBetween(q.from, q.to) < EARNINGS_MAX_DAYS, {
    message: `must be at most ${EARNINGS_MAX_DAYS - 1} days after from`,
    path: ['to'],
  });
export type EarningsQuery = z.infer<typeof EarningsQuery>;

/** An IBAN: letters and digits (spaces allowed, removed), its check digits right (ISO 13616, mod 97). */
export function ibanValid(iban: string): boolean {
  const s = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(s)) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (const c of moved) {
    const v = c >= 'A' ? String(c.charCodeAt(0) - 55) : c;
    for (const d of v) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}
export const Iban = z.string().trim().max(42).refine(ibanValid, 'is not a valid IBAN (e.g. FR76 3000 6000 0112 3456 7890 189)');
/** An IBAN as stored and sent to the bank: no spaces, capitals. */
export const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();
export const Bic = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'is not a valid BIC (8 or 11 letters and digits, e.g. BNPAFRPPXXX)');
/** A name as a bank transfer carries it. */
const AccountName = z.string().trim().min(1, 'is required').max(70);

/** The school's rule for its share, and its account the instructors are paid from. */
export const ShareRule = z.object({
  /** Percentage of what was collected, in basis points (150 = 1.5 %). */
  shareBp: z.number().int().min(0).max(10_000),
  /** Fixed amount per hour taught, in cents. */
  shareCentsPerHour: z.number().int().min(0).max(100_000),
  payerName: AccountName.nullable(),
  payerIban: Iban.nullable(),
  payerBic: Bic.nullable(),
});
export type ShareRule = z.infer<typeof ShareRule>;

export const BankAccount = z.object({ holder: AccountName, iban: Iban, bic: Bic.nullable() });
export type BankAccount = z.infer<typeof BankAccount>;
/** An instructor's account to be paid to; null removes it. */
export const BankAccountRequest = z.object({ account: BankAccount.nullable() });
export type BankAccountRequest = z.infer<typeof BankAccountRequest>;

export const EarningsInstructorParams = z.object({
  site: SiteKey,
  instructorId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** A lesson given: a group on a day, or a private lesson (on a day). */
export const EarningsLesson = z.object({
  /** `g<groupId>:<day>` or `p<orderLineId>:<day>`, as on the planning board. */
  key: z.string(),
  kind: z.enum(['group', 'private']),
  day: IsoDate,
  /** HH:MM. */
  start: z.string(),
  end: z.string(),
  minutes: z.number().int(),
  /** The course or private lesson's product name, in the staff's language. */
  product: z.string(),
  /** The group's name, or the customer's for a private lesson. */
  subtitle: z.string(),
  participants: z.number().int(),
  collectedCents: z.number().int(),
  shareCents: z.number().int(),
  owedCents: z.number().int(),
});
export type EarningsLesson = z.infer<typeof EarningsLesson>;

const Sums = {
  minutes: z.number().int(),
  lessons: z.number().int(),
  collectedCents: z.number().int(),
  shareCents: z.number().int(),
  owedCents: z.number().int(),
};
export const EarningsTotals = z.object(Sums);
export type EarningsTotals = z.infer<typeof EarningsTotals>;

export const EarningsInstructor = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  ...Sums,
  bankAccount: BankAccount.nullable(),
});
export type EarningsInstructor = z.infer<typeof EarningsInstructor>;

/** Every instructor who gave lessons in the period, with their sums. */
export const EarningsReport = z.object({
  from: IsoDate,
  to: IsoDate,
  rule: ShareRule,
  instructors: z.array(EarningsInstructor),
  totals: EarningsTotals,
});
export type EarningsReport = z.infer<typeof EarningsReport>;

/** One instructor's statement: their lessons of the period. */
export const EarningsStatement = z.object({
  from: IsoDate,
  to: IsoDate,
  rule: ShareRule,
  instructor: EarningsInstructor,
  lessons: z.array(EarningsLesson),
});
export type EarningsStatement = z.infer<typeof EarningsStatement>;

/** The SEPA transfer file: the period's amounts owed, paid on `executionDate` (default: the next day). */
export const SepaQuery = z
  .object({
    from: IsoDate,
    to: IsoDate,
    lang: z.enum(['fr', 'en']).default('fr'),
    executionDate: IsoDate.optional(),
  })
  .refine((q) => q.to >= q.from, { message: 'must not be before from', path: ['to'] })
  .refine((q) => q.to < q.from || daysBetween(q.from, q.to) < EARNINGS_MAX_DAYS, {
    message: `must be at most ${EARNINGS_MAX_DAYS - 1} days after from`,
    path: ['to'],
  });
export type SepaQuery = z.infer<typeof SepaQuery>;
