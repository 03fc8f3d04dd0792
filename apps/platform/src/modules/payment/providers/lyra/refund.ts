import type { RefundResult } from '../../provider';

/** What a refund through Lyra's REST API needs: the shop id and its REST password (Basic auth). */
export type LyraApi = { apiUrl: string; shopId: string; apiPassword: string | undefined };

type WsResponse = { status?: string; answer?: { uuid?: string; errorCode?: string; errorMessage?: string; detailedErrorMessage?: string } };

/**
 * Gives money back with Lyra's REST API V4 `Transaction/CancelOrRefund`: a transaction not yet
 * captured is cancelled (for the amount), a captured one refunded (`resolutionMode: AUTO`). Lyra
 * answers HTTP 200 with `status: ERROR` when it refuses. Never throws.
 */
export async function cancelOrRefund(
  api: LyraApi,
  r: { uuid: string; amountCents: number; currency: string },
  fetchImpl: typeof fetch = fetch,
): Promise<RefundResult> {
  if (!api.apiPassword) {
    return {
      ok: false,
      error: 'LYRA_API_PASSWORD is not set: refunds through Lyra are off — refund this payment in the Lyra back office',
    };
  }
  const base = api.apiUrl.endsWith('/') ? api.apiUrl : `${api.apiUrl}/`;
  const auth = Buffer.from(`${api.shopId}:${api.apiPassword}`).toString('base64');
  let res: Response;
  try {
    res = await fetchImpl(new URL('Transaction/CancelOrRefund', base), {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ uuid: r.uuid, amount: r.amountCents, currency: r.currency, resolutionMode: 'AUTO' }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (err) {
    return { ok: false, error: `Lyra's API did not answer: ${(err as Error).message}` };
  }
  let body: WsResponse | undefined;
  try {
    body = (await res.json()) as WsResponse;
  } catch {
    body = undefined;
  }
  if (res.status === 401 || res.status === 403) {
    return { ok: false, error: `Lyra refused the credentials (HTTP ${res.status}): check LYRA_SHOP_ID and LYRA_API_PASSWORD` };
  }
  if (!res.ok || !body) return { ok: false, error: `Lyra's API answered HTTP ${res.status}` };
  if (body.status !== 'SUCCESS') {
    const a = body.answer ?? {};
    return {
      ok: false,
      error: `Lyra refused the refund: ${[a.errorCode, a.errorMessage, a.detailedErrorMessage].filter(Boolean).join(' — ') || 'no reason given'}`,
    };
  }
  return { ok: true, refundId: body.answer?.uuid ?? r.uuid };
}
