/**
 * The back office's payloads: the staff's and admins' application at /admin/ calls the
 * platform's `/api/backoffice/…` routes with these, and its forms validate with them.
 */
import { z } from 'zod';
import { Money, ProductType } from './booking';
import { IsoDate, SiteKey } from './common';
import { InvoiceFile, InvoiceSummary } from './invoicing';
import { DayCourseGroups } from './levels';
import { OrderOffersView } from './offers';
import { ContactView, OrderStatus } from './order';
import { isIsoDate } from './rules';

const Day = IsoDate.refine((d) => isIsoDate(d), 'is not a valid date');
const Cents = z.number().int();

/** The site every back-office route is about (`/api/backoffice/sites/:site/…`); the session must be of that site. */
export const BackofficeSiteParams = z.object({ site: SiteKey });
export type BackofficeSiteParams = z.infer<typeof BackofficeSiteParams>;
export const BackofficeOrderParams = BackofficeSiteParams.extend({
  number: z.string().trim().min(1).max(40),
});
export type BackofficeOrderParams = z.infer<typeof BackofficeOrderParams>;
/** An invoice or credit note of the order: `…/orders/:number/invoices/VN-F-2026-000123.pdf`. */
export const BackofficeInvoiceParams = BackofficeOrderParams.extend({ file: InvoiceFile });
export const BackofficeSlotParams = BackofficeSiteParams.extend({ slotId: z.coerce.number().int().min(1).max(2_147_483_647) });
export type BackofficeSlotParams = z.infer<typeof BackofficeSlotParams>;

// ---------------------------------------------------------------------------------------------
// Dashboard

export const DashboardQuery = z.object({
  /** First day shown (default: today, the resort's day). */
  from: Day.optional(),
  /** Number of days from `from` (default 8: today and the next 7). */
  days: z.coerce.number().int().min(1).max(31).default(8),
  /** Language of the product names (default: the site's first). */
  lang: z.enum(['fr', 'en']).optional(),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** A dated slot with its places: capacity = sold + held + free. */
export const SlotPlaces = z.object({
  slotId: z.number().int(),
  productKey: z.string(),
  productType: ProductType,
  /** The product's name in the language asked (`lang`), else the site's first. */
  name: z.string(),
  startsOn: IsoDate,
  endsOn: IsoDate,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
});
export type SlotPlaces = z.infer<typeof SlotPlaces>;

export const DashboardDay = z.object({
  date: IsoDate,
  /** Orders paid that day (the resort's day), and their revenue per product type in cents. */
  orders: z.number().int(),
  revenueCents: Cents,
  byType: z.partialRecord(ProductType, Cents),
});
export type DashboardDay = z.infer<typeof DashboardDay>;

export const DashboardResponse = z.object({
  from: IsoDate,
  to: IsoDate,
  /** Lesson slots running on any of the days, by start date and time. */
  slots: z.array(SlotPlaces),
  days: z.array(DashboardDay),
  /** Orders whose last payment attempt was refused, and orders awaiting payment, over the days. */
  payments: z.object({ failed: z.number().int(), pending: z.number().int() }),
  /**
   * When no slot runs in the period (before the season, a quiet week): the first later day one does, with
   * how many slots run that day and their places; null when none is planned. Absent when the period has slots.
   */
  /** The first day's courses taught by level (issue 30): children per level, groups, children without a group. */
  groups: z.array(DayCourseGroups).optional(),
  nextLessonDay: z
    .object({
      date: IsoDate,
      slots: z.number().int(),
      capacity: z.number().int(),
      sold: z.number().int(),
      held: z.number().int(),
    })
    .nullable()
    .optional(),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;

// ---------------------------------------------------------------------------------------------
// Orders list

export const ORDER_SORTS = ['createdAt', 'paidAt', 'total', 'number', 'lastName'] as const;
export const OrderSort = z.enum(ORDER_SORTS);
export type OrderSort = z.infer<typeof OrderSort>;
const Filter = z.string().trim().min(1).max(64);

/** `GET …/orders`: search, filters, sort and page, all done by the database. */
export const BackofficeOrdersQuery = z.object({
  /** An order number (or its start), an e-mail, a phone number, or a first or last name (or its start). */
  q: z.string().trim().max(120).optional(),
  status: OrderStatus.optional(),
  /** Orders created on or after this day… */
  from: Day.optional(),
  /** …and on or before this one (the resort's days). */
  to: Day.optional(),
  /** Orders with at least one line of this product type… */
  type: ProductType.optional(),
  /** …of this merchant (its key). */
  merchant: Filter.optional(),
  /** Business provider id (`hoteId`). */
  provider: Filter.optional(),
  referral: Filter.optional(),
  sort: OrderSort.default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type BackofficeOrdersQuery = z.infer<typeof BackofficeOrdersQuery>;
export type BackofficeOrdersInput = z.input<typeof BackofficeOrdersQuery>;

export const OrderRow = z.object({
  number: z.string(),
  status: OrderStatus,
  lang: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  total: Money,
  refunded: Money,
  /** Product types of its lines. */
  types: z.array(ProductType),
  businessProviderId: z.string().nullable(),
  referralType: z.string().nullable(),
  executionCode: z.string().nullable(),
});
export type OrderRow = z.infer<typeof OrderRow>;

export const BackofficeOrdersResponse = z.object({
  rows: z.array(OrderRow),
  /** Orders matching the search and filters (all pages), counted up to 10 000: see `totalCapped`. */
  total: z.number().int(),
  /** True when more orders match than were counted: `total` is then the cap ("10 000+"). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BackofficeOrdersResponse = z.infer<typeof BackofficeOrdersResponse>;

/** What the filters offer: the site's merchants, business providers and referral types seen in its orders. */
export const BackofficeFiltersResponse = z.object({
  merchants: z.array(z.object({ key: z.string(), name: z.string() })),
  providers: z.array(z.string()),
  referralTypes: z.array(z.string()),
  types: z.array(ProductType),
});
export type BackofficeFiltersResponse = z.infer<typeof BackofficeFiltersResponse>;

// ---------------------------------------------------------------------------------------------
// One order

export const OrderLineParticipant = z.object({
  /** Position in the line (check-ins name it). */
  index: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  level: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  shoeSize: z.number().nullable(),
  price: Money,
  /** When staff cancelled this participant alone (the line goes on for the others); null otherwise. */
  cancelledAt: z.string().nullable(),
  /** What can still be refunded for this participant: their share of what the line was paid, less what went back for them. */
  refundable: Money,
});
export type OrderLineParticipant = z.infer<typeof OrderLineParticipant>;

export const BackofficeOrderLine = z.object({
  /** The order line's id (cancellations and check-ins name it). */
  id: z.number().int(),
  productKey: z.string(),
  productType: ProductType,
  name: z.string(),
  merchant: z.string(),
  slotId: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  startTime: z.string().nullable(),
  quantity: z.number().int(),
  total: Money,
  /** What the line was paid (by card and gift voucher): its price less its share of the order's promo codes. */
  paid: Money,
  /** What can still be refunded for it: what it was paid less what went back for it (the money ledger). */
  refundable: Money,
  /** What can still be given back for it at the desk: `refundable` plus the money collected at the desk. */
  givable: Money,
  participants: z.array(OrderLineParticipant),
  cancelledAt: z.string().nullable(),
});
export type BackofficeOrderLine = z.infer<typeof BackofficeOrderLine>;

export const PaymentAttemptView = z.object({
  id: z.string(),
  provider: z.string(),
  amount: Money,
  status: z.string(),
  executionCode: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
});
export const RefundView = z.object({
  id: z.string(),
  amount: Money,
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.string(),
  lineIds: z.array(z.number().int()),
  by: z.string(),
  createdAt: z.string(),
  error: z.string().nullable(),
});
export type RefundView = z.infer<typeof RefundView>;
export const EmailView = z.object({
  /** `closure`: a weather or safety closure's notice; `link`: a booking page's link asked for again. */
  kind: z.enum(['confirmation', 'cancellation', 'closure', 'link', 'progress']),
  to: z.string(),
  subject: z.string(),
  /** `queued`: stored, delivery tried again later (SMTP down); `failed`: never delivered after the last attempt. */
  status: z.enum(['queued', 'sent', 'failed']),
  at: z.string(),
});
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who: the account's name and e-mail. */
  by: z.string(),
  action: z.string(),
  /** What it concerns, in words (`line 12`, `Lucie Martin, 2027-01-04`). */
  subject: z.string(),
  /**
   * The thing before and after the change, as stored: any JSON value, null when there was none (a creation,
   * a removal). `z.unknown()` already takes null: a `.nullable()` here would add an OpenAPI `nullable`
   * without a `type`, which OpenAPI 3.0 does not allow.
   */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const BackofficeOrder = z.object({
  number: z.string(),
  status: OrderStatus,
  lang: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  contact: ContactView,
  total: Money,
  /** What succeeded payments took, what was refunded (or is being), and what can still be. */
  paid: Money,
  refunded: Money,
  refundable: Money,
  businessProviderId: z.string().nullable(),
  referralType: z.string().nullable(),
  fulfilmentNote: z.string().nullable(),
  lines: z.array(BackofficeOrderLine),
  payments: z.array(PaymentAttemptView),
  refunds: z.array(RefundView),
  emails: z.array(EmailView),
  audit: z.array(AuditEntry),
  /** Promo codes and gift vouchers used; absent when none. `refundable` counts what vouchers paid. */
  offers: OrderOffersView.optional(),
  /** Its invoice and credit notes, oldest first (none when the school does not issue them). */
  invoices: z.array(InvoiceSummary),
});
export type BackofficeOrder = z.infer<typeof BackofficeOrder>;

/** Cancels lines of an order (none: a refund only) and gives money back (0: none). */
export const CancellationRequest = z
  .object({
    /** Order line ids to cancel; their places go back to their slots. */
    lineIds: z.array(z.number().int().min(1)).max(200).default([]),
    /** Cents to refund now, at most what was paid and not yet refunded. */
    refundCents: z.number().int('must be a whole number of cents').min(0, 'must not be negative').max(100_000_000),
    reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
    /** Sent again with a retried request: the same key does the cancellation once. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, - or _'),
    /** Tell the customer by e-mail (default yes). */
    notify: z.boolean().default(true),
    /** One participant of a line to cancel, the line going on for the others (instead of `lineIds`). */
    participant: z.object({ lineId: z.number().int().min(1), index: z.number().int().min(0).max(99) }).optional(),
  })
  .refine((c) => c.lineIds.length > 0 || c.refundCents > 0 || c.participant !== undefined, {
    message: 'cancel a line or refund an amount',
    path: ['lineIds'],
  })
  .refine((c) => !(c.participant && c.lineIds.length), { message: 'cancel lines or one participant, not both', path: ['participant'] });
export type CancellationRequest = z.infer<typeof CancellationRequest>;
export type CancellationInput = z.input<typeof CancellationRequest>;

export const CancellationResponse = z.object({
  /** The refund made, or null when none was asked. */
  refund: RefundView.nullable(),
  order: BackofficeOrder,
});
export type CancellationResponse = z.infer<typeof CancellationResponse>;

/**
 * `POST …/orders/:number/adjustments`: money that moved outside the payment provider, recorded by staff in the
 * ledger — given back at the desk (cash, transfer, cheque) or collected there — for one line of a paid order.
 */
export const ADJUSTMENT_MEANS = ['cash', 'transfer', 'cheque'] as const;
export const AdjustmentRequest = z.object({
  orderLineId: z.number().int().min(1),
  direction: z.enum(['given_back', 'collected']),
  amountCents: z
    .number()
    .int('must be a whole number of cents')
    .min(1, 'must be at least 1 cent')
    .max(10_000_000, 'must be at most 100 000 €'),
  means: z.enum(ADJUSTMENT_MEANS),
  reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
  /** Sent again with a retried request: the same key records the adjustment once. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, - or _'),
});
export type AdjustmentRequest = z.infer<typeof AdjustmentRequest>;
export const AdjustmentResponse = z.object({ replay: z.boolean(), order: BackofficeOrder });
export type AdjustmentResponse = z.infer<typeof AdjustmentResponse>;

export const ResendResponse = z.object({ sent: z.literal(true), to: z.string() });

// ---------------------------------------------------------------------------------------------
// Slots and rosters

export const SlotsQuery = z.object({
  from: Day.optional(),
  to: Day.optional(),
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});
export const SlotsResponse = z.object({ slots: z.array(SlotPlaces) });
export type SlotsResponse = z.infer<typeof SlotsResponse>;

export const RosterParticipant = z.object({
  orderLineId: z.number().int(),
  index: z.number().int(),
  orderNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  /** Age on the slot's first day. */
  age: z.number().int(),
  level: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  shoeSize: z.number().nullable(),
  phone: z.string(),
  /** Days (YYYY-MM-DD) the participant was checked in. */
  checkIns: z.array(IsoDate),
  /** Their group's name on each day of the course, once its groups are saved (issue 30): the roster per group. */
  groups: z.record(IsoDate, z.string().nullable()).optional(),
  /** What the parents wrote for the instructor (allergies, health); never in the roster's CSV. */
  note: z.string().nullable().optional(),
});
export type RosterParticipant = z.infer<typeof RosterParticipant>;

export const RosterResponse = z.object({
  slot: SlotPlaces,
  /** Every day of the slot. */
  days: z.array(IsoDate),
  participants: z.array(RosterParticipant),
});
export type RosterResponse = z.infer<typeof RosterResponse>;

export const RosterCsvQuery = z.object({ lang: z.enum(['fr', 'en']).default('fr') });

export const CheckInRequest = z.object({
  orderLineId: z.number().int().min(1),
  index: z.number().int().min(0).max(99),
  day: Day,
  present: z.boolean(),
  /**
   * Staff confirmed checking in on a day that is not today (the lesson is another day): without it
   * the platform refuses such a check-in (409), whatever the client.
   */
  confirmOtherDay: z.boolean().optional(),
});
export type CheckInRequest = z.infer<typeof CheckInRequest>;
export const CheckInResponse = z.object({ present: z.boolean(), checkIns: z.array(IsoDate) });

// ---------------------------------------------------------------------------------------------
// Reports

export const ReportQuery = z.object({
  from: Day,
  to: Day,
  lang: z.enum(['fr', 'en']).default('fr'),
});
export type ReportQuery = z.infer<typeof ReportQuery>;

export const AffiliationRow = z.object({
  /** `hoteId`, or null for orders without a business provider. */
  businessProviderId: z.string().nullable(),
  referralType: z.string().nullable(),
  orders: z.number().int(),
  participants: z.number().int(),
  paidCents: Cents,
  refundedCents: Cents,
});
export type AffiliationRow = z.infer<typeof AffiliationRow>;
export const AffiliationReport = z.object({
  from: IsoDate,
  to: IsoDate,
  rows: z.array(AffiliationRow),
  totals: AffiliationRow.omit({ businessProviderId: true, referralType: true }),
});
export type AffiliationReport = z.infer<typeof AffiliationReport>;

export const SalesQuery = ReportQuery.extend({ period: z.enum(['day', 'week', 'season']).default('day') });
export type SalesQuery = z.infer<typeof SalesQuery>;
export const SalesRow = z.object({
  /** The day (YYYY-MM-DD), the ISO week (2027-W02) or `season`. */
  period: z.string(),
  productType: ProductType,
  merchant: z.string(),
  orders: z.number().int(),
  participants: z.number().int(),
  paidCents: Cents,
  refundedCents: Cents,
});
export type SalesRow = z.infer<typeof SalesRow>;
export const SalesReport = z.object({
  from: IsoDate,
  to: IsoDate,
  period: z.enum(['day', 'week', 'season']),
  rows: z.array(SalesRow),
  totals: SalesRow.pick({ orders: true, participants: true, paidCents: true, refundedCents: true }),
});
export type SalesReport = z.infer<typeof SalesReport>;
