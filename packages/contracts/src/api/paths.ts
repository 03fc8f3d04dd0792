/**
 * Method and path of every platform route, one named export per route — the one place a URL is
 * written. Zod-free and tree-shakeable: a browser bundle that imports `* as paths` and calls two
 * routes carries those two. routes.ts adds each route's schemas; the platform registers its routes
 * from there (a test fails when the two disagree); client.ts calls them.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route as clients know it: its name in the route table, method and path. */
export type RoutePath<N extends string = string> = { name: N; method: Method; path: string };

const route = <const N extends string, M extends Method, P extends string>(name: N, method: M, path: P) => ({ name, method, path });

// health
export const health = route('health', 'GET', '/health');

// content
export const site = route('site', 'GET', '/api/site');
export const page = route('page', 'GET', '/api/page');
export const pages = route('pages', 'GET', '/api/pages');

// search
export const search = route('search', 'GET', '/api/search');
export const zone = route('zone', 'GET', '/api/zone');

// booking
export const availability = route('availability', 'GET', '/api/booking/availability');
export const product = route('product', 'GET', '/api/booking/products/:key');
export const addLine = route('addLine', 'POST', '/api/booking/cart/lines');
export const removeLine = route('removeLine', 'DELETE', '/api/booking/cart/lines/:id');
export const cart = route('cart', 'POST', '/esfplus/cart');
export const widgetScript = route('widgetScript', 'GET', '/static/js/widget-msem.js');
export const widgetCheckoutScript = route('widgetCheckoutScript', 'GET', '/static/js/widget-msem-checkout.js');

// orders and payment
export const checkout = route('checkout', 'POST', '/api/checkout');
export const retryPayment = route('retryPayment', 'POST', '/api/orders/retry');
export const orderByCart = route('orderByCart', 'GET', '/api/orders/by-cart');
export const adminOrders = route('adminOrders', 'GET', '/api/admin/orders');
export const paymentNotify = route('paymentNotify', 'POST', '/api/payment/notify/:provider');
export const sandboxPage = route('sandboxPage', 'GET', '/pay/:paymentId');
export const sandboxPay = route('sandboxPay', 'POST', '/pay/:paymentId');

// auth
export const login = route('login', 'POST', '/api/admin/login');
export const session = route('session', 'GET', '/api/admin/session');
export const logout = route('logout', 'POST', '/api/admin/logout');

// editing
export const draft = route('draft', 'GET', '/api/draft');
export const saveDraft = route('saveDraft', 'PUT', '/api/admin/pages/draft');
export const publish = route('publish', 'POST', '/api/admin/pages/publish');
export const discard = route('discard', 'POST', '/api/admin/pages/discard');
export const versions = route('versions', 'GET', '/api/admin/pages/versions');
export const restore = route('restore', 'POST', '/api/admin/pages/restore');
export const createPage = route('createPage', 'POST', '/api/admin/pages');
export const menu = route('menu', 'GET', '/api/admin/menus');
export const saveMenu = route('saveMenu', 'PUT', '/api/admin/menus');
export const editorScript = route('editorScript', 'GET', '/cms/:version/cms.js');

// media
export const uploadMedia = route('uploadMedia', 'POST', '/api/admin/media');
export const mediaList = route('mediaList', 'GET', '/api/admin/media');
export const deleteMedia = route('deleteMedia', 'DELETE', '/api/admin/media/:id');
export const mediaFile = route('mediaFile', 'GET', '/media/:id/:file');
export const mediaBest = route('mediaBest', 'GET', '/media/:id');
