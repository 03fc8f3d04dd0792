/**
 * Method and path of every platform route, one named export per route — the one place a URL is
 * written. Zod-free and tree-shakeable (each call marked pure, the package free of side effects): a
 * browser bundle that imports `paths` and calls two routes carries those two. routes.ts adds each route's schemas; the platform registers its routes
 * from there (a test fails when the two disagree); client.ts calls them.
 */
import { route } from './route-path';

// The catalogue, season, closures, accounts and offers areas of the back office keep their paths in their own files.
export * from './paths-accounts';
export * from './paths-activity';
export * from './paths-catalogue';
export * from './paths-closures';
export * from './paths-earnings';
export * from './paths-instructors';
export * from './paths-invoicing';
export * from './paths-lesson-requests';
export * from './paths-levels';
export * from './paths-my-booking';
export * from './paths-offers';
export * from './paths-ops';
export * from './paths-reconciliation';
export * from './paths-schools';
export * from './paths-season';
export * from './paths-site-processes';
export * from './paths-vouchers';
export * from './paths-waitlist';
export type { Method, RoutePath } from './route-path';

// health
export const health = /* @__PURE__ */ route('health', 'GET', '/health');

// content
export const site = /* @__PURE__ */ route('site', 'GET', '/api/site');
export const siteHost = /* @__PURE__ */ route('siteHost', 'GET', '/api/site-host');
export const page = /* @__PURE__ */ route('page', 'GET', '/api/page');
export const pages = /* @__PURE__ */ route('pages', 'GET', '/api/pages');

// search
export const search = /* @__PURE__ */ route('search', 'GET', '/api/search');
export const zone = /* @__PURE__ */ route('zone', 'GET', '/api/zone');

// booking
export const availability = /* @__PURE__ */ route('availability', 'GET', '/api/booking/availability');
export const product = /* @__PURE__ */ route('product', 'GET', '/api/booking/products/:key');
export const productInstructors = /* @__PURE__ */ route('productInstructors', 'GET', '/api/booking/products/:key/instructors');
export const addLine = /* @__PURE__ */ route('addLine', 'POST', '/api/booking/cart/lines');
export const removeLine = /* @__PURE__ */ route('removeLine', 'DELETE', '/api/booking/cart/lines/:id');
export const renewHolds = /* @__PURE__ */ route('renewHolds', 'POST', '/api/booking/cart/holds');
export const moveLine = /* @__PURE__ */ route('moveLine', 'POST', '/api/booking/cart/lines/:id/slot');
export const cart = /* @__PURE__ */ route('cart', 'POST', '/esfplus/cart');
export const widgetScript = /* @__PURE__ */ route('widgetScript', 'GET', '/static/js/widget-msem.js');
export const widgetCheckoutScript = /* @__PURE__ */ route('widgetCheckoutScript', 'GET', '/static/js/widget-msem-checkout.js');
export const widgetWaitlistScript = /* @__PURE__ */ route('widgetWaitlistScript', 'GET', '/static/js/widget-msem-waitlist.js');

// orders and payment
export const checkout = /* @__PURE__ */ route('checkout', 'POST', '/api/checkout');
export const retryPayment = /* @__PURE__ */ route('retryPayment', 'POST', '/api/orders/retry');
export const orderByCart = /* @__PURE__ */ route('orderByCart', 'GET', '/api/orders/by-cart');
export const adminOrders = /* @__PURE__ */ route('adminOrders', 'GET', '/api/admin/orders');
export const paymentNotify = /* @__PURE__ */ route('paymentNotify', 'POST', '/api/payment/notify/:provider');
export const sandboxPage = /* @__PURE__ */ route('sandboxPage', 'GET', '/pay/:paymentId');
export const sandboxPay = /* @__PURE__ */ route('sandboxPay', 'POST', '/pay/:paymentId');
export const lyraPage = /* @__PURE__ */ route('lyraPage', 'GET', '/pay/lyra/:paymentId');

// auth
export const login = /* @__PURE__ */ route('login', 'POST', '/api/admin/login');
export const session = /* @__PURE__ */ route('session', 'GET', '/api/admin/session');
export const logout = /* @__PURE__ */ route('logout', 'POST', '/api/admin/logout');

// editing
export const draft = /* @__PURE__ */ route('draft', 'GET', '/api/draft');
export const saveDraft = /* @__PURE__ */ route('saveDraft', 'PUT', '/api/admin/pages/draft');
export const publish = /* @__PURE__ */ route('publish', 'POST', '/api/admin/pages/publish');
export const discard = /* @__PURE__ */ route('discard', 'POST', '/api/admin/pages/discard');
export const versions = /* @__PURE__ */ route('versions', 'GET', '/api/admin/pages/versions');
export const restore = /* @__PURE__ */ route('restore', 'POST', '/api/admin/pages/restore');
export const createPage = /* @__PURE__ */ route('createPage', 'POST', '/api/admin/pages');
export const menu = /* @__PURE__ */ route('menu', 'GET', '/api/admin/menus');
export const saveMenu = /* @__PURE__ */ route('saveMenu', 'PUT', '/api/admin/menus');
export const editorScript = /* @__PURE__ */ route('editorScript', 'GET', '/cms/:version/cms.js');

// media
export const uploadMedia = /* @__PURE__ */ route('uploadMedia', 'POST', '/api/admin/media');
export const mediaList = /* @__PURE__ */ route('mediaList', 'GET', '/api/admin/media');
export const deleteMedia = /* @__PURE__ */ route('deleteMedia', 'DELETE', '/api/admin/media/:id');
export const mediaFile = /* @__PURE__ */ route('mediaFile', 'GET', '/media/:id/:file');
export const mediaBest = /* @__PURE__ */ route('mediaBest', 'GET', '/media/:id');

// back office: the staff's application at /admin/ — a session cookie, every route under one prefix
export const backofficeApp = /* @__PURE__ */ route('backofficeApp', 'GET', '/admin/*');
export const backofficeRoot = /* @__PURE__ */ route('backofficeRoot', 'GET', '/admin');
export const boLogin = /* @__PURE__ */ route('boLogin', 'POST', '/api/backoffice/login');
export const boSession = /* @__PURE__ */ route('boSession', 'GET', '/api/backoffice/session');
export const boLogout = /* @__PURE__ */ route('boLogout', 'POST', '/api/backoffice/logout');
export const boDashboard = /* @__PURE__ */ route('boDashboard', 'GET', '/api/backoffice/sites/:site/dashboard');
export const boFilters = /* @__PURE__ */ route('boFilters', 'GET', '/api/backoffice/sites/:site/filters');
export const boOrders = /* @__PURE__ */ route('boOrders', 'GET', '/api/backoffice/sites/:site/orders');
export const boOrder = /* @__PURE__ */ route('boOrder', 'GET', '/api/backoffice/sites/:site/orders/:number');
export const boResend = /* @__PURE__ */ route('boResend', 'POST', '/api/backoffice/sites/:site/orders/:number/confirmation');
export const boCancel = /* @__PURE__ */ route('boCancel', 'POST', '/api/backoffice/sites/:site/orders/:number/cancellations');
export const boAdjust = /* @__PURE__ */ route('boAdjust', 'POST', '/api/backoffice/sites/:site/orders/:number/adjustments');
export const boSlots = /* @__PURE__ */ route('boSlots', 'GET', '/api/backoffice/sites/:site/slots');
export const boRoster = /* @__PURE__ */ route('boRoster', 'GET', '/api/backoffice/sites/:site/slots/:slotId/roster');
export const boRosterCsv = /* @__PURE__ */ route('boRosterCsv', 'GET', '/api/backoffice/sites/:site/slots/:slotId/roster.csv');
export const boCheckIn = /* @__PURE__ */ route('boCheckIn', 'PUT', '/api/backoffice/sites/:site/slots/:slotId/check-ins');
export const boAffiliation = /* @__PURE__ */ route('boAffiliation', 'GET', '/api/backoffice/sites/:site/reports/affiliation');
export const boAffiliationCsv = /* @__PURE__ */ route('boAffiliationCsv', 'GET', '/api/backoffice/sites/:site/reports/affiliation.csv');
export const boSales = /* @__PURE__ */ route('boSales', 'GET', '/api/backoffice/sites/:site/reports/sales');
export const boSalesCsv = /* @__PURE__ */ route('boSalesCsv', 'GET', '/api/backoffice/sites/:site/reports/sales.csv');
