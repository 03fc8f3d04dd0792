/**
 * Method and path of every platform route, by name — the one place a URL is written. Zod-free: the
 * typed client (client.ts) reads it in the browser; routes.ts adds each route's schemas to it and the
 * platform registers its routes from routes.ts (a test fails when the two disagree).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const route = <M extends Method, P extends string>(method: M, path: P) => ({ method, path });

export const paths = {
  // health
  health: route('GET', '/health'),
  // content
  site: route('GET', '/api/site'),
  page: route('GET', '/api/page'),
  pages: route('GET', '/api/pages'),
  // search
  search: route('GET', '/api/search'),
  zone: route('GET', '/api/zone'),
  // booking
  availability: route('GET', '/api/booking/availability'),
  product: route('GET', '/api/booking/products/:key'),
  addLine: route('POST', '/api/booking/cart/lines'),
  removeLine: route('DELETE', '/api/booking/cart/lines/:id'),
  cart: route('POST', '/esfplus/cart'),
  widgetScript: route('GET', '/static/js/widget-msem.js'),
  widgetCheckoutScript: route('GET', '/static/js/widget-msem-checkout.js'),
  // orders and payment
  checkout: route('POST', '/api/checkout'),
  retryPayment: route('POST', '/api/orders/retry'),
  orderByCart: route('GET', '/api/orders/by-cart'),
  adminOrders: route('GET', '/api/admin/orders'),
  paymentNotify: route('POST', '/api/payment/notify/:provider'),
  sandboxPage: route('GET', '/pay/:paymentId'),
  sandboxPay: route('POST', '/pay/:paymentId'),
  // auth
  login: route('POST', '/api/admin/login'),
  session: route('GET', '/api/admin/session'),
  logout: route('POST', '/api/admin/logout'),
  // editing
  draft: route('GET', '/api/draft'),
  saveDraft: route('PUT', '/api/admin/pages/draft'),
  publish: route('POST', '/api/admin/pages/publish'),
  discard: route('POST', '/api/admin/pages/discard'),
  versions: route('GET', '/api/admin/pages/versions'),
  restore: route('POST', '/api/admin/pages/restore'),
  createPage: route('POST', '/api/admin/pages'),
  menu: route('GET', '/api/admin/menus'),
  saveMenu: route('PUT', '/api/admin/menus'),
  editorScript: route('GET', '/cms/:version/cms.js'),
  // media
  uploadMedia: route('POST', '/api/admin/media'),
  mediaList: route('GET', '/api/admin/media'),
  deleteMedia: route('DELETE', '/api/admin/media/:id'),
  mediaFile: route('GET', '/media/:id/:file'),
  mediaBest: route('GET', '/media/:id'),
} as const;

export type RouteName = keyof typeof paths;

/** A path with its `:params` filled in (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
