import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's API (tests only): it answers the requests the adapter makes with
 * the shapes Stripe documents (`checkout.session`, `refund`, `{error: {…}}`), and records them.
 */

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; form: Record<string, string> };
type Answer = { status: number; body: unknown };

const stripeError = (status: number, message: string, code?: string): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
});

export async function fakeStripe() {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, { id: string; status: 'open' | 'complete' | 'expired'; form: Record<string, string> }>();
  let seq = 0;
  /** The answer of the next refund request, when a test wants a refusal. */
  let nextRefund: Answer | undefined;
  /** The answer of the next session request, when a test wants a refusal. */
  let nextSession: Answer | undefined;

  function answer(method: string, path: string, form: Record<string, string>): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions' && nextSession) {
      const a = nextSession;
      nextSession = undefined;
      return a;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${String(++seq).padStart(4, '0')}${'a'.repeat(20)}`;
      sessions.set(id, { id, status: 'open', form });
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'],
          client_reference_id: form.client_reference_id,
          metadata: { paymentId: form['metadata[paymentId]'], orderNumber: form['metadata[orderNumber]'] },
          expires_at: Number(form.expires_at),
          payment_intent: null,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        },
      };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      const s = sessions.get(expire[1] as string);
      if (!s) return stripeError(404, `No such checkout.session: '${expire[1]}'`, 'resource_missing');
      if (s.status !== 'open') return stripeError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
      s.status = 'expired';
      return { status: 200, body: { id: s.id, object: 'checkout.session', status: 'expired', url: null } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (nextRefund) {
        const a = nextRefund;
        nextRefund = undefined;
        return a;
      }
      return {
        status: 200,
        body: {
          id: `re_${String(++seq).padStart(4, '0')}${'b'.repeat(20)}`,
          object: 'refund',
          amount: Number(form.amount),
          currency: 'eur',
          payment_intent: form.payment_intent,
          status: 'succeeded',
        },
      };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, headers: req.headers, form });
      const a = answer(method, url.pathname, form);
      res.writeHead(a.status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
      res.end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    /** Requests to a path (`POST /v1/refunds`…). */
    calls: (method: string, path: string | RegExp) =>
      requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path))),
    /** The next refund is refused by "Stripe" (e.g. the charge was disputed). */
    refuseNextRefund(message = 'Charge ch_test has been charged back; cannot issue a refund.') {
      nextRefund = stripeError(400, message, 'charge_disputed');
    },
    /** The next Checkout Session is refused by "Stripe" (e.g. an account not activated yet). */
    refuseNextSession(message = 'Your account cannot currently make live charges.') {
      nextSession = stripeError(400, message);
    },
    /** The session is paid on Stripe's side: expiring it fails from now on. */
    complete(id: string) {
      const s = sessions.get(id);
      if (s) s.status = 'complete';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof fakeStripe>>;
