import type { FastifyBaseLogger } from 'fastify';

/** Sends a signed notification server to server; resolves with the HTTP status. */
export type Notifier = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

export const fetchNotifier: Notifier = async (url, body, headers) => {
  const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer();
  return res.status;
};

/** A notification as the `payment.notify` job carries it (stored with the session's outcome). */
export type SandboxNotice = { paymentId: string; url: string; body: string; headers: Record<string, string> };

/**
 * The queue's retries of a notification not delivered at once, as a provider retries its webhooks: after
 * 30 s, then doubling (1 min, 2 min… about 2 hours in all). The job waits `firstDelaySeconds` so that the
 * page's own attempt goes first.
 */
export const NOTIFY_RETRY = { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 60 } as const;

/**
 * One attempt at a notification: `delivered` (2xx), `refused` (4xx: the platform will never take it,
 * final), or `retry` (no answer, or a 5xx).
 */
export async function notifyOnce(notifier: Notifier, n: SandboxNotice, log: FastifyBaseLogger, attempt: number) {
  try {
    const status = await notifier(n.url, n.body, n.headers);
    if (status >= 200 && status < 300) return 'delivered' as const;
    log.warn({ payment: n.paymentId, status, attempt }, 'sandbox: notification refused');
    return status >= 400 && status < 500 ? ('refused' as const) : ('retry' as const);
  } catch (err) {
    log.warn({ payment: n.paymentId, err: (err as Error).message, attempt }, 'sandbox: notification not delivered');
    return 'retry' as const;
  }
}
