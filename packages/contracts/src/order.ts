import { z } from 'zod';
import { CartId, CartOffers, GroupedOrder, Money, ProductType } from './booking';
import { Lang, SiteKey } from './common';
import {
  AFFILIATION_ID_MAX,
  CONTACT_MAX,
  COUNTRY_PATTERN,
  EMAIL_PATTERN,
  isPhone,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
} from './rules/limits';

/**
 * Checkout, orders and payment (DESIGN §4 "Payment").
 *
 * Flow: the widget's cart view collects the contact, shows the summary with the terms, then
 * `POST /api/checkout` creates the order (`pending_payment`, prices recomputed, capacity re-checked)
 * and a payment; the browser goes to `payment.url` (the provider's hosted page, `/pay/:id` for the
 * sandbox). The provider notifies `POST /api/payment/notify/:provider` (signed, server to server) —
 * the only thing that fulfils an order — and sends the browser to the site's purchase result page
 * with `cartId` and `executionCode` (and `hasQuotation=1` for a quotation). The result page reads the
 * order from `GET /api/orders/by-cart`, never from its query string.
 */

const Text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** The buyer's contact and invoice address (checkout step 1); limits shared with the widget's form (rules/limits.ts). */
export const Contact = z.object({
  firstName: Text(CONTACT_MAX.firstName),
  lastName: Text(CONTACT_MAX.lastName),
  email: z
    .string()
    .trim()
    .max(CONTACT_MAX.email, `must be at most ${CONTACT_MAX.email} characters`)
    .pipe(z.email({ pattern: EMAIL_PATTERN, message: 'must be a valid e-mail address' })),
  /** International or French format; digits, spaces, dots, dashes, parentheses and a leading +. */
  phone: z.string().trim().regex(PHONE_PATTERN, 'must be a valid phone number').refine(isPhone, 'must be a valid phone number'),
  /**
   * The postal address, when the customer gives one (optional: a booking needs none; invoices name the
   * customer by name and e-mail without it).
   */
  address: z
    .object({
      line1: Text(CONTACT_MAX.line1),
      line2: z.string().trim().max(CONTACT_MAX.line2, `must be at most ${CONTACT_MAX.line2} characters`).optional(),
      postalCode: z.string().trim().regex(POSTAL_CODE_PATTERN, 'must be a valid postal code'),
      city: Text(CONTACT_MAX.city),
      /** ISO 3166-1 alpha-2, e.g. FR. */
      country: z.string().trim().regex(COUNTRY_PATTERN, 'must be a two-letter country code such as FR'),
    })
    .optional(),
});
export type Contact = z.infer<typeof Contact>;

/** `POST /api/checkout`: turns the cart into an order and starts its payment. */
export const CheckoutRequest = z.object({
  cartId: CartId,
  resort: SiteKey,
  lang: Lang,
  contact: Contact,
  /** The visitor ticked "I accept the terms of sale" (no withdrawal right for dated leisure services). */
  acceptTerms: z.literal(true, 'must be accepted'),
  /** Stored affiliation (`businessProvider.id`), when valid; recorded on the order. */
  businessProviderId: z.string().trim().min(1).max(AFFILIATION_ID_MAX).optional(),
  /** Stored payment-link referral (`gescoReferral.type`), when valid; recorded on the order. */
  referralType: z.string().trim().min(1).max(AFFILIATION_ID_MAX).optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

export const ORDER_STATUSES = ['pending_payment', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** An order as the visitor may see it (result page, confirmation). */
export const OrderView = z.object({
  /** Human-friendly order number, e.g. `VN-26-4K7Q-9M2P`. */
  number: z.string(),
  status: OrderStatus,
  lang: Lang,
  cartId: CartId,
  /** The cart's grouped orders as they were when the order was created (same shape as `POST /esfplus/cart`). */
  orders: z.partialRecord(ProductType, GroupedOrder),
  /** The order total (integer cents, EUR). */
  total: Money,
  /** A quotation already settled: zero total, no payment. */
  hasQuotation: z.boolean(),
  contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The last payment attempt's execution code (`0000` = success), null before any answer. */
  executionCode: z.string().nullable(),
  /**
   * Promo codes and gift vouchers used: `total` is what is paid by card, after them.
   * Absent when none was used.
   */
  offers: CartOffers.optional(),
});
export type OrderView = z.infer<typeof OrderView>;

/**
 * Answer of `POST /api/checkout` (201). `redirectUrl` is where the browser goes next: the provider's
 * hosted payment page, or — for a zero total — the site's purchase result page with
 * `hasQuotation=1&executionCode=0000`.
 */
export const CheckoutResponse = z.object({
  order: OrderView,
  redirectUrl: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/**
 * 409 answer of `POST /api/checkout` when lines became unavailable (slot full, past, product gone):
 * nothing is charged, the order is not created; `lines` names them.
 */
export const CheckoutConflict = z.object({
  error: z.object({
    message: z.string(),
    field: z.literal('cart'),
    code: z.literal('unavailable'),
    lines: z.array(z.object({ lineId: z.number().int(), name: z.string(), reason: z.string() })),
  }),
});
export type CheckoutConflict = z.infer<typeof CheckoutConflict>;

/** `GET /api/orders/by-cart?cartId=&lang=`: the latest order of a cart (404 when none). */
export const OrderByCartQuery = z.object({ cartId: CartId, lang: Lang.optional() });
export type OrderByCartQuery = z.infer<typeof OrderByCartQuery>;
export const OrderResponse = z.object({ order: OrderView });
export type OrderResponse = z.infer<typeof OrderResponse>;

/** Execution code of a successful payment (docs/spec.md §9). */
export const PAYMENT_SUCCESS_CODE = '0000';
export const ExecutionCode = z.string().regex(/^\d{4}$/, 'must be a four-digit execution code');

/**
 * `POST /api/orders/retry {cartId, lang}` → `{redirectUrl}`: a new payment for the cart's order that
 * is still `pending_payment` (after a refused card); prices and capacity are checked again (409
 * `CheckoutConflict` when lines became unavailable, 404 when the cart has no order awaiting payment).
 */
export const RetryPaymentRequest = z.object({ cartId: CartId, lang: Lang });
export type RetryPaymentRequest = z.infer<typeof RetryPaymentRequest>;
export const RetryPaymentResponse = z.object({ redirectUrl: z.string() });
export type RetryPaymentResponse = z.infer<typeof RetryPaymentResponse>;

/**
 * Sandbox test cards (README): any future expiry, any 3-digit CVC.
 * Execution codes: `0000` success, `4001` refused, `4051` insufficient funds, `9999` no answer from the bank (timeout).
 */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  refused: '4000000000000002',
  insufficientFunds: '4000000000009995',
  timeout: '4000000000000119',
} as const;
export const EXECUTION_CODES = { success: '0000', refused: '4001', insufficientFunds: '4051', timeout: '9999' } as const;

/**
 * `GET /api/admin/orders?site=&status=&limit=` (staff or admin of the site, bearer token): the
 * site's orders, newest first — to find an order paid, its contact and its payment's outcome.
 */
export const AdminOrdersQuery = z.object({
  site: SiteKey,
  status: OrderStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;
/** An order's contact and invoice address as staff read it (stored as checked at checkout). */
export const ContactView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z
    .object({
      line1: z.string(),
      line2: z.string().optional(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string(),
    })
    .optional(),
});

export const AdminOrderView = z.object({
  number: z.string(),
  status: OrderStatus,
  lang: Lang,
  total: Money,
  hasQuotation: z.boolean(),
  /** The full contact and invoice address. */
  contact: ContactView,
  /** Number of inscriptions (one per participant and line). */
  items: z.number().int(),
  businessProviderId: z.string().nullable(),
  referralType: z.string().nullable(),
  executionCode: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** A problem met during fulfilment that staff must look at, else null. */
  fulfilmentNote: z.string().nullable(),
});
export type AdminOrderView = z.infer<typeof AdminOrderView>;
export const AdminOrdersResponse = z.object({ orders: z.array(AdminOrderView) });
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponse>;

/** Answer of `POST /api/payment/notify/:provider` to an authentic notification (duplicates included). */
export const PaymentNotifyResponse = z.object({
  received: z.literal(true),
  /** `ignored`: authentic, but nothing for Schuss to apply (e.g. a Stripe event type not used). */
  outcome: z.enum(['fulfilled', 'refused', 'duplicate', 'refunded', 'ignored']),
});
export type PaymentNotifyResponse = z.infer<typeof PaymentNotifyResponse>;
