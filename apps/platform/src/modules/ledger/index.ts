/** The ledger module's one door: the money ledger's writes (in the caller's transaction) and its reads. */
export { allocateSale, attributeRefund, type RefundableLine } from './allocate';
export { ledgerDrift, rebuildLedgerDays } from './days';
export {
  type AdjustmentRecord,
  type LedgerEntry,
  type LineMoney,
  lineMoney,
  linesMoney,
  linesParticipantRefunds,
  participantRefunds,
  participantShares,
  type RefundRecord,
  recordAdjustment,
  recordRefund,
  recordSale,
  reverseRefund,
} from './service';
export { DEFAULT_VAT_BP, vatIncluded, vatRateOf } from './vat';
