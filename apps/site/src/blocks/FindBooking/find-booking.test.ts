import { describe, expect, it } from 'vitest';
import { en, fr } from '../../i18n/messages-find-booking';
import { invalidFields, requestBookingLink } from './find-booking';

const input = { resort: 'val-neige', orderNumber: 'VN-2026-000001', email: 'ana@example.com', lang: 'fr' as const };

const answer =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  async (url: RequestInfo | URL, init?: RequestInit) => {
    answer.calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  };
answer.calls = [] as { url: string; body: unknown }[];

describe('find my booking', () => {
  it('names the fields to correct before sending anything', async () => {
    expect(await invalidFields({ ...input, orderNumber: '  ', email: 'nope' })).toEqual(['orderNumber', 'email']);
    expect(await invalidFields({ ...input, orderNumber: 'x'.repeat(41) })).toEqual(['orderNumber']);
    answer.calls = [];
    const outcome = await requestBookingLink('http://platform.test', { ...input, email: 'nope' }, answer(202, { received: true }));
    expect(outcome).toEqual({ kind: 'fields', fields: ['email'] });
    expect(answer.calls).toHaveLength(0);
  });

  it('posts the trimmed request to the findBooking route and confirms the same way for any order', async () => {
    answer.calls = [];
    const outcome = await requestBookingLink(
      'http://platform.test',
      { ...input, orderNumber: ' VN-2026-000001 ', email: ' ana@example.com ' },
      answer(202, { received: true }),
    );
    expect(outcome).toEqual({ kind: 'sent', email: 'ana@example.com' });
    expect(answer.calls[0]).toEqual({ url: 'http://platform.test/api/booking/my-bookings/find', body: input });
  });

  it('says how long to wait when throttled, and names a field the platform refuses', async () => {
    const err = (code: string, field?: string) => ({ error: { message: 'x', code, field } });
    expect(await requestBookingLink('http://p.test', input, answer(429, err('rate_limited'), { 'retry-after': '90' }))).toEqual({
      kind: 'tooMany',
      waitSeconds: 90,
    });
    expect(await requestBookingLink('http://p.test', input, answer(400, err('bad_request', 'body.email')))).toEqual({
      kind: 'fields',
      fields: ['email'],
    });
    expect(await requestBookingLink('http://p.test', input, answer(503, err('internal')))).toEqual({ kind: 'failed', status: 503 });
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await requestBookingLink('http://p.test', input, down)).toEqual({ kind: 'network' });
  });

  it('has every string in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });
});
