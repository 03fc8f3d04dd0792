import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrRefund } from './refund';
import { fakeLyraApi } from './testing';

describe('Lyra refunds (REST API V4 Transaction/CancelOrRefund)', () => {
  let api: Awaited<ReturnType<typeof fakeLyraApi>>;
  beforeAll(async () => {
    api = await fakeLyraApi();
  });
  afterAll(() => api?.close());
  const creds = () => ({ apiUrl: api.url, shopId: '12345678', apiPassword: 'testpassword_ABC123' });

  it('posts the transaction uuid, amount and currency with Basic auth; answers Lyra’s uuid', async () => {
    api.requests.length = 0;
    const r = await cancelOrRefund(creds(), { uuid: 'abc123def456abc123def456abc123de', amountCents: 15_000, currency: 'EUR' });
    expect(r).toEqual({ ok: true, refundId: 'rfabc123def456abc123def456abc123de' });
    expect(api.requests).toHaveLength(1);
    const [req] = api.requests;
    expect(req).toMatchObject({
      method: 'POST',
      url: '/api-payment/V4/Transaction/CancelOrRefund',
      body: { uuid: 'abc123def456abc123def456abc123de', amount: 15_000, currency: 'EUR', resolutionMode: 'AUTO' },
    });
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from('12345678:testpassword_ABC123').toString('base64')}`);
    expect(req!.headers['content-type']).toBe('application/json');
  });

  it('an API URL without its final slash still reaches V4', async () => {
    api.requests.length = 0;
    await cancelOrRefund({ ...creds(), apiUrl: api.url.slice(0, -1) }, { uuid: 'u1234567', amountCents: 100, currency: 'EUR' });
    expect(api.requests[0]?.url).toBe('/api-payment/V4/Transaction/CancelOrRefund');
  });

  it('Lyra’s refusal (HTTP 200, status ERROR) is a failure naming its code and message', async () => {
    api.answer(() => ({
      status: 200,
      json: {
        status: 'ERROR',
        answer: { errorCode: 'PSP_099', errorMessage: 'Too many attempts', _type: 'V4/WebService/WebServiceError' },
      },
    }));
    const r = await cancelOrRefund(creds(), { uuid: 'u1234567', amountCents: 100, currency: 'EUR' });
    expect(r).toEqual({ ok: false, error: 'Lyra refused the refund: PSP_099 — Too many attempts' });
  });

  it('wrong credentials and an HTTP error are failures, never a throw', async () => {
    api.answer(() => ({ status: 401, json: {} }));
    expect(await cancelOrRefund(creds(), { uuid: 'u1234567', amountCents: 100, currency: 'EUR' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('LYRA_API_PASSWORD'),
    });
    api.answer(() => ({ status: 502, json: {} }));
    expect(await cancelOrRefund(creds(), { uuid: 'u1234567', amountCents: 100, currency: 'EUR' })).toEqual({
      ok: false,
      error: "Lyra's API answered HTTP 502",
    });
    const closed = await cancelOrRefund(
      { ...creds(), apiUrl: 'http://127.0.0.1:9/' },
      { uuid: 'u1234567', amountCents: 100, currency: 'EUR' },
    );
    expect(closed).toMatchObject({ ok: false, error: expect.stringContaining('did not answer') });
  });

  it('without a REST password nothing is sent and the failure says what to do', async () => {
    api.requests.length = 0;
    const r = await cancelOrRefund({ ...creds(), apiPassword: undefined }, { uuid: 'u1234567', amountCents: 100, currency: 'EUR' });
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('LYRA_API_PASSWORD is not set') });
    expect(api.requests).toHaveLength(0);
  });
});
