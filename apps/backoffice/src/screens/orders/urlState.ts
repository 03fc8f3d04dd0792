import type { BackofficeOrdersInput, OrderSort, OrderStatus, ProductType } from '@schuss/contracts';

// The contracts' lists as type-checked records (an added status, type or sort fails the build here):
// importing the lists themselves would bring zod and every schema into the first screen's bundle.
const STATUS: Record<OrderStatus, true> = { pending_payment: true, paid: true, failed: true, cancelled: true, refunded: true };
const TYPE: Record<ProductType, true> = {
  ESF: true,
  ESF_CUSTOM: true,
  LIFT: true,
  SKI_RENTAL: true,
  HOT: true,
  STAY_TAX: true,
  STAND: true,
  TRANSFER: true,
  GENERIC_LINE: true,
  ASSU: true,
  FFS: true,
};
const SORT: Record<OrderSort, true> = { createdAt: true, paidAt: true, total: true, number: true, lastName: true };
export const ORDER_STATUSES = Object.keys(STATUS) as OrderStatus[];
const PRODUCT_TYPES = Object.keys(TYPE) as ProductType[];
const ORDER_SORTS = Object.keys(SORT) as OrderSort[];

/** The orders list's state, all of it in the URL's query (links from the dashboard, back button, bookmarks). */
export type OrdersState = {
  q?: string;
  status?: OrderStatus;
  from?: string;
  to?: string;
  type?: ProductType;
  merchant?: string;
  provider?: string;
  referral?: string;
  sort: OrderSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export const DEFAULT_SORT: OrderSort = 'createdAt';
export const DEFAULT_DIR = 'desc';
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : undefined;
const text = (v: string | null, max: number) => {
  const t = v?.trim();
  return t ? t.slice(0, max) : undefined;
};
const int = (v: string | null, min: number, max: number, fallback: number) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** Reads the list's state from a query string; unknown or malformed values fall back to the defaults. */
export function parseOrdersState(search: URLSearchParams): OrdersState {
  const day = (k: string) => {
    const v = search.get(k);
    return v && DAY.test(v) ? v : undefined;
  };
  return {
    q: text(search.get('q'), 120),
    status: oneOf(ORDER_STATUSES, search.get('status')),
    from: day('from'),
    to: day('to'),
    type: oneOf(PRODUCT_TYPES, search.get('type')),
    merchant: text(search.get('merchant'), 64),
    provider: text(search.get('provider'), 64),
    referral: text(search.get('referral'), 64),
    sort: oneOf(ORDER_SORTS, search.get('sort')) ?? DEFAULT_SORT,
    dir: oneOf(['asc', 'desc'] as const, search.get('dir')) ?? DEFAULT_DIR,
    page: int(search.get('page'), 1, 100_000, 1),
    pageSize: int(search.get('pageSize'), 1, 200, DEFAULT_PAGE_SIZE),
  };
}

/** The query string of a state, without the defaults (`?status=paid&from=2027-01-04`), '' for the plain list. */
export function ordersSearch(state: Partial<OrdersState>): string {
  const params = new URLSearchParams();
  const put = (k: string, v: string | number | undefined, skip?: string | number) => {
    if (v !== undefined && v !== '' && v !== skip) params.set(k, String(v));
  };
  put('q', state.q);
  put('status', state.status);
  put('from', state.from);
  put('to', state.to);
  put('type', state.type);
  put('merchant', state.merchant);
  put('provider', state.provider);
  put('referral', state.referral);
  put('sort', state.sort, DEFAULT_SORT);
  put('dir', state.dir, DEFAULT_DIR);
  put('page', state.page, 1);
  put('pageSize', state.pageSize, DEFAULT_PAGE_SIZE);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The app link of a filtered list (the dashboard's figures link there). */
export const ordersHref = (state: Partial<OrdersState> = {}) => `/orders${ordersSearch(state)}`;

/** The platform's query for a state. */
export function ordersQuery(state: OrdersState): BackofficeOrdersInput {
  const { q, status, from, to, type, merchant, provider, referral, sort, dir, page, pageSize } = state;
  return { q, status, from, to, type, merchant, provider, referral, sort, dir, page, pageSize };
}

/** A state changed by the user: any change but the page itself goes back to page 1. */
export function nextState(state: OrdersState, change: Partial<OrdersState>): OrdersState {
  const next = { ...state, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** How many of the list's search and filters narrow it now (the phone's "Filtres (2)" button). */
export function activeFilterCount(state: OrdersState): number {
  const { q, status, from, to, type, merchant, provider, referral } = state;
  return [q, status, from, to, type, merchant, provider, referral].filter((v) => v !== undefined && v !== '').length;
}
