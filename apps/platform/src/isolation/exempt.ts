import type { RouteName } from './harness';

/**
 * Routes the suite does not call, each with why no school can reach another's data through it.
 * A route added to the table must be exercised by a case (content, booking, backoffice) or listed here.
 */
export const EXEMPT: Partial<Record<RouteName, string>> = {
  health: 'the process’s own state; no school data',
  healthLive: 'the process’s own state; never reads the database',
  healthReady: 'the process’s own readiness (database reachable); no school data',
  metrics: 'operator’s counters per route (METRICS_TOKEN), no school data in labels beyond route names',
  siteProcessHeartbeat: 'a site process saying it runs (the revalidation secret); no school data',
  widgetScript: 'a static script, the same for every school',
  widgetCheckoutScript: 'a static script, the same for every school',
  widgetWaitlistScript: 'a static script, the same for every school',
  editorScript: 'the editing tool’s static script, the same for every school',
  backofficeApp: 'the back office’s static files (its data comes from the /api/backoffice routes, all exercised)',
  backofficeRoot: 'the back office’s static entry page',
  logout: 'ends only the session of the token sent (auth.test.ts); names no school',
  boLogout: 'ends only the session of the cookie or token sent (access.test.ts); names no school',
  mediaFile: 'a published image, public by design, addressed by its random 128-bit id; names no school',
  mediaBest: 'a published image, public by design, addressed by its random 128-bit id; names no school',
  orderByCart:
    'the cart id (random, ≥ 128 bits) is the visitor’s own key; names no school (booking.cases: carts of another school are refused where a school is named)',
  retryPayment: 'the cart id (random, ≥ 128 bits) is the visitor’s own key; names no school',
  paymentNotify: 'called by the payment provider, signed with its secret; about a payment id only (payment.test.ts)',
  sandboxPage: 'the payment id (random) is the payer’s own key; names no school',
  sandboxPay: 'the payment id (random) is the payer’s own key; names no school',
  lyraPage: 'the payment id (random) is the payer’s own key; names no school',
  myBooking: 'the e-mailed link’s token (256 bits, stored hashed) is the customer’s own key; names no school',
  myBookingCalendar: 'the e-mailed link’s token (256 bits, stored hashed) is the customer’s own key; names no school',
  participantNote:
    'the e-mailed link’s token is the customer’s own key; only its order’s lines and participants are found (my-booking/notes.test.ts)',
  myInvoice: 'the e-mailed link’s token is the customer’s own key, and only its order’s documents are found (invoicing.test.ts)',
  waitlistEntry: 'the e-mailed link’s token is the family’s own key; names no school',
  familyChildren:
    'the family link’s token (HMAC-SHA256 over the order, 256 bits) is the family’s own key; only its e-mail’s children at its school (results.test.ts)',
  lessonRequestLink: 'the e-mailed payment link’s token (256 bits, stored hashed) is the visitor’s own key; names no school',
  waitlistLeave: 'the e-mailed link’s token is the family’s own key; names no school',
  boAccountLink: 'the e-mailed account link’s token is the invited person’s own key; names no school (accounts.test.ts)',
  boSetPassword: 'the e-mailed account link’s token is the invited person’s own key; names no school (accounts.test.ts)',
};
