import type { FastifyBaseLogger } from 'fastify';

/** Sends a signed notification server to server; resolves with the HTTP status. */
export type Notifier = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

export const fetchNotifier: Notifier = async (url, body, headers) => {
  const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer();
  return res.status;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Delivers a notification as a provider does: again after each pause of `retryDelaysMs` until a
 * 2xx answer; a 4xx is final (the platform refused it). Answers whether it was delivered.
 */
export async function deliver(
  o: { notifier: Notifier; retryDelaysMs: number[]; log: FastifyBaseLogger; paymentId: string },
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<boolean> {
  for (let attempt = 0; attempt <= o.retryDelaysMs.length; attempt++) {
    if (attempt > 0) await sleep(o.retryDelaysMs[attempt - 1] ?? 0);
    try {
      const status = await o.notifier(url, body, headers);
      if (status >= 200 && status < 300) return true;
      o.log.warn({ payment: o.paymentId, status, attempt }, 'sandbox: notification refused');
      if (status >= 400 && status < 500) return false;
    } catch (err) {
      o.log.warn({ payment: o.paymentId, err: (err as Error).message, attempt }, 'sandbox: notification not delivered');
    }
  }
  return false;
}
