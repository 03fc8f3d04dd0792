export * from './connect';
export * as schema from './schema';
export {
  authSessions,
  loginAttempts,
  menus,
  pages,
  pageVersions,
  searchDocuments,
  searchTitles,
  sites,
  USER_ROLES,
  type UserRole,
  userSites,
  users,
} from './schema';
export { ACCOUNT_LINK_KINDS, type AccountLinkKind, accountLinks } from './schema-accounts';
export {
  auditLog,
  checkIns,
  ORDER_EMAIL_KINDS,
  type OrderEmailKind,
  orderEmails,
  orderLines,
  REFUND_STATUSES,
  type RefundStatus,
  refunds,
} from './schema-backoffice';
export { cartLines, carts, merchants, products, type StoredParticipant, slots } from './schema-booking';
export { type ProductSnapshot, productVersions } from './schema-catalogue';
export { CLOSURE_OUTCOME_VALUES, type ClosureOutcomeValue, closureLines, closureSlots, closures } from './schema-closures';
export { instructorBankAccounts } from './schema-earnings';
export {
  INSTRUCTOR_AVAILABILITY,
  INSTRUCTOR_HALVES,
  instructorAvailability,
  instructorSettings,
  instructors,
  type StoredDiploma,
  type StoredInstructorDiscipline,
} from './schema-instructors';
export { invoiceSequences, invoices, invoicingSettings, type StoredVatTreatment } from './schema-invoicing';
export { LEDGER_KINDS, type LedgerKind, ledgerDays, ledgerEntries } from './schema-ledger';
export { groupMembers, groupMoves, lessonGroups, lessonResults, levels } from './schema-levels';
export { MAIL_OUTBOX_STATUSES, type MailOutboxStatus, mailOutbox, type StoredMail, type StoredMailAttachment } from './schema-mail';
export { media, mediaRenditions } from './schema-media';
export {
  ORDER_LINK_REASONS,
  type OrderLinkReason,
  orderLinks,
  participantNotes,
  providerSessions,
} from './schema-my-booking';
export {
  cartCodes,
  giftVoucherMovements,
  giftVouchers,
  orderOffers,
  promoCodes,
  VOUCHER_MOVEMENT_KINDS,
  type VoucherMovementKind,
} from './schema-offers';
export { type OrderItem, type OrderSnapshot, orders, PAYMENT_STATUSES, type PaymentStatus, payments } from './schema-orders';
export { instructorAssignments, instructorNotices, type NoticeKind, type NoticeLesson } from './schema-planning';
export { SANDBOX_SESSION_STATUSES, type SandboxSessionStatus, sandboxSessions } from './schema-sandbox';
export { siteHosts } from './schema-schools';
export { type StoredPeriod, seasons } from './schema-season';
export { WAITLIST_ENTRY_STATUSES, type WaitlistEntryStatus, waitlistEntries } from './schema-waitlist';
export * from './tx';
