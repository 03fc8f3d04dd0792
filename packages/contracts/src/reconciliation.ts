/**
 * The reconciliation of a period (back office, staff): the money ledger against the payment provider's records
 * (our `payments` and `refunds` rows) and against the sales report, with every difference line by line. The
 * query is the reports' (`ReportQuery`: from, to, lang).
 */
import { z } from 'zod';
import { IsoDate } from './common';

const Cents = z.number().int();

/** Money in and out over the period: what was taken, what was given back, and the difference. */
export const MoneyInOut = z.object({ inCents: Cents, outCents: Cents, netCents: Cents });
export type MoneyInOut = z.infer<typeof MoneyInOut>;

/** One payment provider (sandbox, stripe, lyra; null for ledger entries of no provider): both sides' figures. */
export const ReconciliationProviderRow = z.object({
  name: z.string().nullable(),
  /** The ledger's `payment` and `voucher_sold` entries (in), `refund` less `refund_reversed` (out). */
  ledger: MoneyInOut,
  /** Succeeded payments (in) and succeeded refunds (out) of that provider, and how many of each. */
  provider: MoneyInOut,
  payments: z.number().int(),
  refunds: z.number().int(),
});
export type ReconciliationProviderRow = z.infer<typeof ReconciliationProviderRow>;

/**
 * What differs:
 * - `payment_without_entries`: the provider took a payment the ledger has no entry for;
 * - `payment_amount`: the ledger's entries for a payment add up to another amount than the provider took;
 * - `entries_without_payment`: ledger entries for a payment the provider did not take (not succeeded, unknown, or none named);
 * - `refund_without_entries`: the provider gave back a refund the ledger has no entry for;
 * - `refund_amount`: the ledger's entries for a refund add up to another amount than the provider gave back;
 * - `refund_pending`: a refund asked for and counted by the ledger, not yet confirmed by the provider;
 * - `entries_without_refund`: ledger refund entries for no refund we asked for;
 * - `sales_report`: the sales report's net is not the ledger's.
 */
export const DIFFERENCE_KINDS = [
  'payment_without_entries',
  'payment_amount',
  'entries_without_payment',
  'refund_without_entries',
  'refund_amount',
  'refund_pending',
  'entries_without_refund',
  'sales_report',
] as const;
export const DifferenceKind = z.enum(DIFFERENCE_KINDS);
export type DifferenceKind = z.infer<typeof DifferenceKind>;

export const ReconciliationDifference = z.object({
  kind: DifferenceKind,
  /** The order it concerns (null for the sales report). */
  orderNumber: z.string().nullable(),
  provider: z.string().nullable(),
  /** Our payment or refund id, and the provider's own (transaction id, provider refund id). */
  reference: z.string().nullable(),
  providerReference: z.string().nullable(),
  /** The payment's or refund's status in our records (null when there is none). */
  status: z.string().nullable(),
  /** What the ledger counts over the period, and what it is compared with: what the provider took or gave back, or the sales report's net (cents). */
  ledgerCents: Cents,
  comparedCents: Cents,
  /** When the provider took or gave it back (or the ledger's first entry), ISO instant. */
  at: z.string().nullable(),
});
export type ReconciliationDifference = z.infer<typeof ReconciliationDifference>;

export const ReconciliationReport = z.object({
  from: IsoDate,
  to: IsoDate,
  /** (a) Captured less refunded per the ledger. */
  ledger: MoneyInOut,
  /** (b) Taken less given back per the provider's records; by provider. */
  provider: MoneyInOut,
  providers: z.array(ReconciliationProviderRow),
  /** (c) The sales report's paid, refunded and net for the same days. */
  sales: MoneyInOut,
  /** (d) Every difference, orders in number order (at most `DIFFERENCES_SHOWN`; `differenceCount` says how many in all). */
  differences: z.array(ReconciliationDifference),
  differenceCount: z.number().int(),
  /** Everything agrees: no difference, the three nets equal. */
  reconciled: z.boolean(),
});
export type ReconciliationReport = z.infer<typeof ReconciliationReport>;

/** The differences an answer lists at most (the count says how many there are). */
export const DIFFERENCES_SHOWN = 500;
