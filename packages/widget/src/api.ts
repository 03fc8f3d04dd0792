import type {
  AddLineRequest,
  AddLineResponse,
  AvailabilityResponse,
  CartResponse,
  CheckoutRequest,
  CheckoutResponse,
  ProductView,
} from '@schuss/contracts';

/** A failed call: the platform's message when it gave one, and its whole answer (e.g. a checkout conflict's lines). */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Whether an error is a platform answer; by shape, since each of the widget's two files has its own copy of the class. */
export const isApiError = (err: unknown): err is WidgetApiError =>
  err instanceof Error && typeof (err as Partial<WidgetApiError>).status === 'number';

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
  });
  if (!res.ok) {
    let message = `HTTP ${res.status}`;
    let body: unknown;
    try {
      body = await res.json();
      message = (body as { error?: { message?: string } }).error?.message ?? message;
    } catch {
      // not JSON
    }
    throw new WidgetApiError(res.status, message, body);
  }
  return (await res.json()) as T;
}

const query = (q: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')).toString();

export function bookingApi(apiUrl: string) {
  const base = apiUrl.replace(/\/+$/, '');
  return {
    availability: (q: Record<string, string | undefined>) => call<AvailabilityResponse>(`${base}/api/booking/availability?${query(q)}`),
    product: (key: string, q: Record<string, string | undefined>) =>
      call<ProductView>(`${base}/api/booking/products/${encodeURIComponent(key)}?${query(q)}`),
    addLine: (body: AddLineRequest) =>
      call<AddLineResponse>(`${base}/api/booking/cart/lines`, { method: 'POST', body: JSON.stringify(body) }),
    removeLine: (id: number, cartId: string) =>
      call<{ removed: number }>(`${base}/api/booking/cart/lines/${id}?${query({ cartId })}`, { method: 'DELETE' }),
    cart: (body: { cartId: string | null; lang: string; resort: string }) =>
      call<CartResponse>(`${base}/esfplus/cart`, { method: 'POST', body: JSON.stringify(body) }),
    /** Turns the cart into an order and starts its payment (never sends a price). */
    checkout: (body: CheckoutRequest) => call<CheckoutResponse>(`${base}/api/checkout`, { method: 'POST', body: JSON.stringify(body) }),
  };
}
export type BookingApi = ReturnType<typeof bookingApi>;
