// Test helpers of the Lyra adapter: a signed IPN as Lyra posts it, a local stand-in for its REST API.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lyraSignature } from './signature';

/** An IPN as Lyra posts it: every `vads_*` field it carries, signed. */
export function ipnFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    vads_action_mode: 'INTERACTIVE',
    vads_amount: '56600',
    vads_auth_result: '00',
    vads_ctx_mode: 'TEST',
    vads_currency: '978',
    vads_effective_creation_date: '20261125101530',
    vads_operation_type: 'DEBIT',
    vads_order_id: 'VN-2026-00042',
    vads_order_info: 'AbCdEfGhIjKlMnOpQrStUvWx',
    vads_page_action: 'PAYMENT',
    vads_payment_config: 'SINGLE',
    vads_result: '00',
    vads_site_id: '12345678',
    vads_trans_date: '20261125101500',
    vads_trans_id: 'a1b2c3',
    vads_trans_status: 'CAPTURED',
    vads_trans_uuid: '4b5053b3b1fe4b02a07753e7a1c2d3e4',
    vads_version: 'V2',
    ...over,
  };
}

/** The IPN's form body, signed with `key` (what Lyra posts to `vads_url_check`). */
export function ipnBody(key: string, over: Record<string, string> = {}): string {
  const fields = ipnFields(over);
  return new URLSearchParams({ ...fields, signature: lyraSignature(fields, key) }).toString();
}

/** A local stand-in for Lyra's REST API: records each request, answers what the test sets. */
export async function fakeLyraApi() {
  const requests: { method: string; url: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
  const box: { answer: (body: { uuid?: string; amount?: number }) => { status: number; json: unknown } } = {
    answer: (b) => ({
      status: 200,
      json: {
        webService: 'Transaction/CancelOrRefund',
        version: 'V4',
        status: 'SUCCESS',
        answer: { uuid: `rf${b.uuid}`, _type: 'V4/Transaction' },
      },
    }),
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const a = box.answer(body ?? {});
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.json));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api-payment/V4/`,
    requests,
    answer(f: typeof box.answer) {
      box.answer = f;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
