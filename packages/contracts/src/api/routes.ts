/**
 * The route table: every platform route with its method and path (paths.ts), its input schemas
 * (params, query, body), its answers by status and who may call it. The platform registers its
 * routes from it (apps/platform/src/lib/route.ts; its route-table test fails on a route registered
 * without an entry here, or an entry with no route); clients call it through client.ts by name.
 */
import { z } from 'zod';
import { LoginError, LoginRequest, LoginResponse, SessionResponse } from '../auth';
import {
  AdjustmentRequest,
  AdjustmentResponse,
  AffiliationReport,
  BackofficeFiltersResponse,
  BackofficeOrder,
  BackofficeOrderParams,
  BackofficeOrdersQuery,
  BackofficeOrdersResponse,
  BackofficeSiteParams,
  BackofficeSlotParams,
  CancellationRequest,
  CancellationResponse,
  CheckInRequest,
  CheckInResponse,
  DashboardQuery,
  DashboardResponse,
  ReportQuery,
  ResendResponse,
  RosterCsvQuery,
  RosterResponse,
  SalesQuery,
  SalesReport,
  SlotsQuery,
  SlotsResponse,
} from '../backoffice';
import {
  AddLineRequest,
  AddLineResponse,
  AvailabilityQuery,
  AvailabilityResponse,
  CartRequest,
  CartResponse,
  MoveLineRequest,
  ProductInstructorsQuery,
  ProductInstructorsResponse,
  ProductQuery,
  ProductView,
  RemoveLineParams,
  RemoveLineQuery,
  RemoveLineResponse,
  RenewHoldsRequest,
} from '../booking';
import { ApiError } from '../common';
import {
  CreatePageRequest,
  CreatePageResult,
  DiscardRequest,
  DraftPage,
  DraftQuery,
  EditConflict,
  EditResult,
  MainMenu,
  MenusQuery,
  PublishRequest,
  PublishResult,
  RestoreRequest,
  SaveDraftRequest,
  SaveMenuRequest,
  SaveMenuResult,
  VersionsQuery,
  VersionsResponse,
} from '../editing';
import {
  MediaDeleteResponse,
  MediaId,
  MediaListQuery,
  MediaListResponse,
  MediaParams,
  MediaUploadQuery,
  MediaUploadResponse,
} from '../media';
import {
  AdminOrdersQuery,
  AdminOrdersResponse,
  CheckoutConflict,
  CheckoutRequest,
  CheckoutResponse,
  OrderByCartQuery,
  OrderResponse,
  PaymentNotifyResponse,
  RetryPaymentRequest,
  RetryPaymentResponse,
} from '../order';
import { Page, PageQuery, PagesQuery, PagesResponse } from '../page';
import { SearchQuery, SearchResponse, ZoneQuery } from '../search';
import { SiteHostQuery, SiteHostResponse, SiteQuery, SiteResponse } from '../site';
import * as paths from './paths';
import { Bytes, csvFile, def, documentOf, NotModified, type RouteDef, redirect, staffRead, staffWrite } from './route-def';
import { accountsRoutes } from './routes-accounts';
import { activityRoutes } from './routes-activity';
import { catalogueRoutes } from './routes-catalogue';
import { closuresRoutes } from './routes-closures';
import { earningsRoutes } from './routes-earnings';
import { instructorsRoutes } from './routes-instructors';
import { invoicingRoutes } from './routes-invoicing';
import { lessonRequestRoutes } from './routes-lesson-requests';
import { levelsRoutes } from './routes-levels';
import { myBookingRoutes } from './routes-my-booking';
import { offersRoutes } from './routes-offers';
import { opsRoutes } from './routes-ops';
import { reconciliationRoutes } from './routes-reconciliation';
import { schoolsRoutes } from './routes-schools';
import { seasonRoutes } from './routes-season';
import { siteProcessRoutes } from './routes-site-processes';
import { voucherRoutes } from './routes-vouchers';
import { waitlistRoutes } from './routes-waitlist';

export type { Access, AnswerKind, RouteDef } from './route-def';

const read = { 400: ApiError, 404: ApiError };
const guarded = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };
const editWrite = { ...guarded, 409: EditConflict, 413: ApiError };
const checkoutConflict = z.union([CheckoutConflict, ApiError]);
const Health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unreachable']) });
const PaymentParams = z.object({ paymentId: z.string().max(100) });
const MediaFileParams = z.object({
  id: MediaId,
  file: z.string().regex(/^[1-9]\d{0,3}\.(webp|avif)$/, 'must be {width}.webp or {width}.avif'),
});

export const routes = {
  health: def(paths.health, {
    tag: 'health',
    summary: 'The process answers and reaches its database',
    access: 'public',
    answer: 'json',
    responses: { 200: Health, 503: Health },
  }),
  // Liveness, readiness and metrics.
  ...opsRoutes,
  // Site processes announce themselves: a publish reaches each.
  ...siteProcessRoutes,
  ...schoolsRoutes,

  site: def(paths.site, {
    tag: 'content',
    summary: 'Site config and menus of every language',
    access: 'public',
    answer: 'json',
    query: SiteQuery,
    responses: { 200: SiteResponse, ...read },
  }),
  siteHost: def(paths.siteHost, {
    tag: 'content',
    summary: 'The school served on a host name (one site build serves every school)',
    access: 'public',
    answer: 'json',
    query: SiteHostQuery,
    responses: { 200: SiteHostResponse, ...read },
  }),
  page: def(paths.page, {
    tag: 'content',
    summary: 'A published page with its zones',
    access: 'public',
    answer: 'json',
    query: PageQuery,
    responses: { 200: Page, ...read },
  }),
  pages: def(paths.pages, {
    tag: 'content',
    summary: 'Published pages of a site (sitemaps)',
    access: 'public',
    answer: 'json',
    query: PagesQuery,
    responses: { 200: PagesResponse, ...read },
  }),

  search: def(paths.search, {
    tag: 'search',
    summary: 'Full-text search of the published pages of a site in one language',
    access: 'public',
    answer: 'json',
    query: SearchQuery,
    responses: { 200: SearchResponse, ...read },
  }),
  zone: def(paths.zone, {
    tag: 'search',
    summary: 'Published HTML of one zone of a page (text/html)',
    access: 'public',
    answer: 'html',
    query: ZoneQuery,
    responses: { 200: documentOf("The zone's published HTML", ['text/html']), ...read },
  }),

  availability: def(paths.availability, {
    tag: 'booking',
    summary: 'Products of a resort with prices and remaining places for a stay',
    access: 'public',
    answer: 'json',
    query: AvailabilityQuery,
    responses: { 200: AvailabilityResponse, ...read },
  }),
  product: def(paths.product, {
    tag: 'booking',
    summary: 'One product with its upcoming slots',
    access: 'public',
    answer: 'json',
    params: z.object({ key: z.string().max(80) }),
    query: ProductQuery,
    responses: { 200: ProductView, ...read },
  }),
  productInstructors: def(paths.productInstructors, {
    tag: 'booking',
    summary: "A private lesson's instructors (first name, initial, photo, languages), whom a customer may ask for by name",
    access: 'public',
    answer: 'json',
    params: z.object({ key: z.string().max(80) }),
    query: ProductInstructorsQuery,
    responses: { 200: ProductInstructorsResponse, ...read },
  }),
  addLine: def(paths.addLine, {
    tag: 'booking',
    summary: 'Adds a line (creating the cart on the first add); dated lines hold their places for 20 minutes',
    access: 'public',
    answer: 'json',
    body: AddLineRequest,
    responses: { 200: AddLineResponse, ...read, 409: ApiError },
  }),
  removeLine: def(paths.removeLine, {
    tag: 'booking',
    summary: 'Removes a line of a cart and releases its places',
    access: 'public',
    answer: 'json',
    params: RemoveLineParams,
    query: RemoveLineQuery,
    responses: { 200: RemoveLineResponse, ...read },
  }),
  renewHolds: def(paths.renewHolds, {
    tag: 'booking',
    summary: 'The visitor is back: holds the places of lines whose hold ran out again where there is room; answers the cart',
    access: 'public',
    answer: 'json',
    body: RenewHoldsRequest,
    responses: { 200: CartResponse, ...read },
  }),
  moveLine: def(paths.moveLine, {
    tag: 'booking',
    summary: 'Moves a line whose places were released to another slot of its product (same participants, held from now); answers the cart',
    access: 'public',
    answer: 'json',
    params: RemoveLineParams,
    body: MoveLineRequest,
    responses: { 200: CartResponse, ...read, 409: ApiError },
  }),
  cart: def(paths.cart, {
    tag: 'booking',
    summary: 'The cart, its orders grouped by product type (docs/spec.md §7); unknown or expired ids answer an empty cart',
    access: 'public',
    answer: 'json',
    body: CartRequest,
    responses: { 200: CartResponse, 400: ApiError },
  }),
  widgetScript: def(paths.widgetScript, {
    tag: 'booking',
    summary: 'The booking widget script (IIFE, React bundled)',
    access: 'public',
    answer: 'javascript',
    responses: { 200: documentOf('The script', ['application/javascript']), 304: NotModified, 404: ApiError },
  }),
  widgetCheckoutScript: def(paths.widgetCheckoutScript, {
    tag: 'booking',
    summary: 'The booking widget second file (cart, checkout tunnel, participants form), loaded by widget-msem.js',
    access: 'public',
    answer: 'javascript',
    // `?v=` (the file's content hash) is never refused: an old or odd value gets a revalidated answer.
    query: z.object({ v: z.unknown().optional() }),
    responses: { 200: documentOf('The script', ['application/javascript']), 304: NotModified, 404: ApiError },
  }),
  widgetWaitlistScript: def(paths.widgetWaitlistScript, {
    tag: 'booking',
    summary: "The booking widget's third file (a waiting list's e-mailed link), loaded by widget-msem-checkout.js",
    access: 'public',
    answer: 'javascript',
    query: z.object({ v: z.unknown().optional() }),
    responses: { 200: documentOf('The script', ['application/javascript']), 304: NotModified, 404: ApiError },
  }),

  checkout: def(paths.checkout, {
    tag: 'payment',
    summary:
      'Turns the cart into an order awaiting payment (prices recomputed, places checked) and answers where to pay; a zero total is fulfilled at once',
    access: 'public',
    answer: 'json',
    body: CheckoutRequest,
    responses: { 201: CheckoutResponse, ...read, 409: checkoutConflict, 502: ApiError },
  }),
  retryPayment: def(paths.retryPayment, {
    tag: 'payment',
    summary: "A new payment for the cart's order still awaiting payment (after a refused card)",
    access: 'public',
    answer: 'json',
    body: RetryPaymentRequest,
    responses: { 200: RetryPaymentResponse, ...read, 409: checkoutConflict, 502: ApiError },
  }),
  orderByCart: def(paths.orderByCart, {
    tag: 'payment',
    summary: 'The latest order of a cart (the cart id is the visitor’s secret); the purchase result page reads it',
    access: 'public',
    answer: 'json',
    query: OrderByCartQuery,
    responses: { 200: OrderResponse, ...read },
  }),
  adminOrders: def(paths.adminOrders, {
    tag: 'payment',
    summary: "The site's orders, newest first (staff or admin)",
    access: 'staff',
    answer: 'json',
    query: AdminOrdersQuery,
    responses: { 200: AdminOrdersResponse, 400: ApiError, 401: ApiError, 403: ApiError },
  }),
  paymentNotify: def(paths.paymentNotify, {
    tag: 'payment',
    summary: 'Payment provider notification (server to server, signed): the only thing that fulfils an order',
    access: 'provider',
    answer: 'json',
    params: z.object({ provider: z.string().max(40) }),
    responses: { 200: PaymentNotifyResponse, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError, 415: ApiError },
  }),
  sandboxPage: def(paths.sandboxPage, {
    tag: 'payment',
    summary: 'Sandbox: the hosted card page of a payment (HTML, in the order’s language)',
    access: 'public',
    answer: 'html',
    params: PaymentParams,
    responses: {
      200: documentOf('The card form, or the page of a payment already closed (paid, refused, expired)', ['text/html']),
      404: documentOf('No such payment', ['text/html']),
    },
  }),
  sandboxPay: def(paths.sandboxPay, {
    tag: 'payment',
    summary: 'Sandbox: pays with the card form; notifies the platform (signed), then redirects (303) to the result page',
    access: 'public',
    answer: 'html',
    params: PaymentParams,
    responses: {
      303: redirect("The payment's result page on the school's site (its execution code in the query)"),
      400: documentOf('The card form again, with what is wrong', ['text/html']),
      404: documentOf('No such payment', ['text/html']),
      409: documentOf('The payment is closed or already being processed', ['text/html']),
    },
  }),
  lyraPage: def(paths.lyraPage, {
    tag: 'payment',
    summary: 'Lyra (SystemPay / PayZen): posts an open payment’s signed form to the bank’s page (HTML, in the order’s language)',
    access: 'public',
    answer: 'html',
    params: PaymentParams,
    responses: {
      200: documentOf("The form that posts the payment to the bank's page, or the page of a payment already made", ['text/html']),
      404: documentOf('No such Lyra payment', ['text/html']),
      410: documentOf('The payment is closed (cancelled or expired)', ['text/html']),
    },
  }),

  login: def(paths.login, {
    tag: 'auth',
    summary: 'Log in with site, e-mail and password; answers an opaque bearer token (12 h, 30 min idle)',
    access: 'public',
    answer: 'json',
    body: LoginRequest,
    responses: { 200: LoginResponse, 400: ApiError, 401: LoginError, 429: LoginError },
  }),
  session: def(paths.session, {
    tag: 'auth',
    summary: 'The session of the bearer token: user, site, role and expiry',
    access: 'editor',
    answer: 'json',
    responses: { 200: SessionResponse, 401: ApiError },
  }),
  logout: def(paths.logout, {
    tag: 'auth',
    summary: 'Revokes the bearer token',
    access: 'editor',
    answer: 'json',
    responses: { 204: z.null(), 401: ApiError },
  }),

  draft: def(paths.draft, {
    tag: 'editing',
    summary: 'The page as an editor sees it: draft (or published) zones and page fields, with the version being edited',
    access: 'editor',
    answer: 'json',
    query: DraftQuery,
    responses: { 200: DraftPage, ...guarded },
  }),
  saveDraft: def(paths.saveDraft, {
    tag: 'editing',
    summary: 'Saves a draft (HTML sanitised); 409 when baseVersion is not the current version',
    access: 'editor',
    answer: 'json',
    body: SaveDraftRequest,
    responses: { 200: EditResult, ...editWrite },
  }),
  publish: def(paths.publish, {
    tag: 'editing',
    summary: 'Makes the draft live, re-indexes the page and revalidates the site; 409 on a version conflict',
    access: 'editor',
    answer: 'json',
    body: PublishRequest,
    responses: { 200: PublishResult, ...editWrite },
  }),
  discard: def(paths.discard, {
    tag: 'editing',
    summary: 'Drops the draft (kept in history as archived)',
    access: 'editor',
    answer: 'json',
    body: DiscardRequest,
    responses: { 200: EditResult, ...editWrite },
  }),
  versions: def(paths.versions, {
    tag: 'editing',
    summary: 'Version history of a page, newest first',
    access: 'editor',
    answer: 'json',
    query: VersionsQuery,
    responses: { 200: VersionsResponse, ...guarded },
  }),
  restore: def(paths.restore, {
    tag: 'editing',
    summary: 'Copies an old version of the page into a new draft',
    access: 'editor',
    answer: 'json',
    body: RestoreRequest,
    responses: { 200: EditResult, ...editWrite },
  }),
  createPage: def(paths.createPage, {
    tag: 'editing',
    summary: 'Creates a page (live, one empty text section), optionally as the translation of another; indexed and revalidated',
    access: 'editor',
    answer: 'json',
    body: CreatePageRequest,
    responses: { 201: CreatePageResult, ...guarded, 409: ApiError },
  }),
  menu: def(paths.menu, {
    tag: 'editing',
    summary: 'The main menu of a language, with the instant it last changed',
    access: 'editor',
    answer: 'json',
    query: MenusQuery,
    responses: { 200: MainMenu, ...guarded },
  }),
  saveMenu: def(paths.saveMenu, {
    tag: 'editing',
    summary: 'Replaces the main menu of a language; 409 when baseUpdatedAt is stale; revalidates the site',
    access: 'editor',
    answer: 'json',
    body: SaveMenuRequest,
    responses: { 200: SaveMenuResult, ...guarded, 409: ApiError },
  }),
  editorScript: def(paths.editorScript, {
    tag: 'editing',
    summary: 'The editing tool script (one IIFE file), loaded only for connected editors',
    access: 'public',
    answer: 'javascript',
    // The handler checks `:version` (a folder name such as v3) and answers 404 for any other.
    params: z.object({ version: z.string() }),
    responses: { 200: documentOf('The script', ['text/javascript']), 304: NotModified, 404: ApiError },
  }),

  uploadMedia: def(paths.uploadMedia, {
    tag: 'media',
    summary:
      'Uploads an image (raw body: JPEG, PNG, WebP, AVIF or GIF up to 10 MB and 40 megapixels; x-filename and x-alt headers, URI-encoded) and renders its WebP and AVIF renditions',
    access: 'editor',
    answer: 'json',
    query: MediaUploadQuery,
    responses: { 201: MediaUploadResponse, ...guarded, 413: ApiError, 415: ApiError },
  }),
  mediaList: def(paths.mediaList, {
    tag: 'media',
    summary: 'The media library of a site, newest first (limit, offset)',
    access: 'editor',
    answer: 'json',
    query: MediaListQuery,
    responses: { 200: MediaListResponse, ...guarded },
  }),
  deleteMedia: def(paths.deleteMedia, {
    tag: 'media',
    summary: 'Deletes an image and its renditions (browsers and CDNs may keep cached copies: they are immutable)',
    access: 'editor',
    answer: 'json',
    params: MediaParams,
    query: MediaUploadQuery,
    responses: { 200: MediaDeleteResponse, ...guarded },
  }),
  mediaFile: def(paths.mediaFile, {
    tag: 'media',
    summary: 'A rendition of an image: /media/{id}/{width}.{webp|avif}, cached for a year (immutable)',
    access: 'public',
    answer: 'image',
    params: MediaFileParams,
    responses: { 200: documentOf('The rendition', ['image/webp', 'image/avif'], Bytes), 304: NotModified, 404: ApiError },
  }),
  mediaBest: def(paths.mediaBest, {
    tag: 'media',
    summary: 'Redirects to the largest rendition in the best format the browser accepts (AVIF, else WebP)',
    access: 'public',
    answer: 'image',
    params: MediaParams,
    responses: { 302: redirect('The largest rendition, AVIF when the browser accepts it, else WebP'), 404: ApiError },
  }),

  backofficeApp: def(paths.backofficeApp, {
    tag: 'backoffice',
    summary: 'The back office (single-page application): its files, and its page for any other path under /admin/',
    access: 'public',
    answer: 'html',
    responses: {
      200: documentOf(
        "The application's page for any path that names no file, or one of its built files (`assets/<hashed name>`: scripts, style sheets, any other file in its own type)",
        ['text/html', 'text/javascript', 'text/css'],
      ),
      304: NotModified,
      404: ApiError,
      503: documentOf('The back office is not built (a page saying how to build it)', ['text/html']),
    },
  }),
  backofficeRoot: def(paths.backofficeRoot, {
    tag: 'backoffice',
    summary: 'Redirects to the back office at /admin/ (its files are relative to that folder)',
    access: 'public',
    answer: 'html',
    responses: { 301: redirect('/admin/, with the same query') },
  }),
  boLogin: def(paths.boLogin, {
    tag: 'backoffice',
    summary: 'Staff or admin log in to the back office: sets an httpOnly, SameSite=Strict session cookie',
    access: 'public',
    answer: 'json',
    body: LoginRequest,
    responses: { 200: SessionResponse, 400: ApiError, 401: LoginError, 403: ApiError, 429: LoginError },
  }),
  boSession: def(paths.boSession, {
    tag: 'backoffice',
    summary: 'The back-office session of the cookie (who, which site, which role, until when)',
    access: 'staff',
    answer: 'json',
    responses: { 200: SessionResponse, 401: ApiError, 403: ApiError },
  }),
  boLogout: def(paths.boLogout, {
    tag: 'backoffice',
    summary: 'Ends the back-office session and clears its cookie',
    access: 'staff',
    answer: 'json',
    responses: { 204: z.null(), 401: ApiError, 403: ApiError },
  }),
  boDashboard: def(paths.boDashboard, {
    tag: 'backoffice',
    summary:
      'Today and the next days: lesson slots with places sold, held and free; orders and revenue per day and product type; failed and pending payments',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: DashboardQuery,
    responses: { 200: DashboardResponse, ...staffRead },
  }),
  boFilters: def(paths.boFilters, {
    tag: 'backoffice',
    summary: "What the orders list can be filtered by: the site's merchants, business providers, referral types and product types",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    responses: { 200: BackofficeFiltersResponse, ...staffRead },
  }),
  boOrders: def(paths.boOrders, {
    tag: 'backoffice',
    summary: "The site's orders: search, filters, sort and page",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: BackofficeOrdersQuery,
    responses: { 200: BackofficeOrdersResponse, ...staffRead },
  }),
  boOrder: def(paths.boOrder, {
    tag: 'backoffice',
    summary: 'An order: lines, participants, contact, payment attempts, refunds, e-mails sent and its audit log',
    access: 'staff',
    answer: 'json',
    params: BackofficeOrderParams,
    responses: { 200: BackofficeOrder, ...staffRead },
  }),
  boResend: def(paths.boResend, {
    tag: 'backoffice',
    summary: 'Sends the confirmation e-mail of a paid order again',
    access: 'staff',
    answer: 'json',
    params: BackofficeOrderParams,
    responses: { 200: ResendResponse, ...staffWrite },
  }),
  boCancel: def(paths.boCancel, {
    tag: 'backoffice',
    summary: 'Cancels lines of an order (their places go back) with a full or partial refund through the payment provider; idempotent',
    access: 'staff',
    answer: 'json',
    params: BackofficeOrderParams,
    body: CancellationRequest,
    responses: { 200: CancellationResponse, ...staffWrite },
  }),
  boAdjust: def(paths.boAdjust, {
    tag: 'backoffice',
    summary:
      'Records money given back or collected outside the payment provider (cash, transfer, cheque) for a line of a paid order: a ledger adjustment, its credit note or invoice, audited; idempotent',
    access: 'staff',
    answer: 'json',
    params: BackofficeOrderParams,
    body: AdjustmentRequest,
    responses: { 200: AdjustmentResponse, ...staffWrite },
  }),
  boSlots: def(paths.boSlots, {
    tag: 'backoffice',
    summary: 'Lesson slots running between two days, with places sold, held and free',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: SlotsQuery,
    responses: { 200: SlotsResponse, ...staffRead },
  }),
  boRoster: def(paths.boRoster, {
    tag: 'backoffice',
    summary: "A slot's roster: participants with age on the first day, level, measures, contact phone, order number and check-ins",
    access: 'staff',
    answer: 'json',
    params: BackofficeSlotParams,
    query: SlotsQuery.pick({ lang: true }),
    responses: { 200: RosterResponse, ...staffRead },
  }),
  boRosterCsv: def(paths.boRosterCsv, {
    tag: 'backoffice',
    summary: "A slot's roster as CSV (UTF-8 with BOM, ';' separated)",
    access: 'staff',
    answer: 'csv',
    params: BackofficeSlotParams,
    query: RosterCsvQuery,
    responses: { ...csvFile, ...staffRead },
  }),
  boCheckIn: def(paths.boCheckIn, {
    tag: 'backoffice',
    summary: 'Checks a participant in (or out) for one day of the slot',
    access: 'staff',
    answer: 'json',
    params: BackofficeSlotParams,
    body: CheckInRequest,
    responses: { 200: CheckInResponse, ...staffWrite },
  }),
  boAffiliation: def(paths.boAffiliation, {
    tag: 'backoffice',
    summary: 'Affiliation report: per business provider and referral type, orders, participants, revenue paid and refunds over a period',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: ReportQuery,
    responses: { 200: AffiliationReport, ...staffRead },
  }),
  boAffiliationCsv: def(paths.boAffiliationCsv, {
    tag: 'backoffice',
    summary: "The affiliation report as CSV (UTF-8 with BOM, ';' separated)",
    access: 'staff',
    answer: 'csv',
    params: BackofficeSiteParams,
    query: ReportQuery,
    responses: { ...csvFile, ...staffRead },
  }),
  boSales: def(paths.boSales, {
    tag: 'backoffice',
    summary: 'Sales per product type and merchant per day, week or season',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: SalesQuery,
    responses: { 200: SalesReport, ...staffRead },
  }),
  boSalesCsv: def(paths.boSalesCsv, {
    tag: 'backoffice',
    summary: "The sales report as CSV (UTF-8 with BOM, ';' separated)",
    access: 'staff',
    answer: 'csv',
    params: BackofficeSiteParams,
    query: SalesQuery,
    responses: { ...csvFile, ...staffRead },
  }),
  ...catalogueRoutes,
  ...seasonRoutes,
  ...levelsRoutes,
  ...instructorsRoutes,
  ...earningsRoutes,
  ...accountsRoutes,
  ...offersRoutes,
  ...closuresRoutes,
  ...invoicingRoutes,
  ...reconciliationRoutes,
  ...activityRoutes,
  ...waitlistRoutes,
  ...lessonRequestRoutes,
  ...myBookingRoutes,
  ...voucherRoutes,
} satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
/** Each entry sits under its own name: the client finds a route's types by the name its path carries. */
export type RouteName = keyof Routes;
