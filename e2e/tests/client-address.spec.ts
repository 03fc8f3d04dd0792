import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { stack } from '../stack';

/**
 * The visitor's address is the socket's, whatever X-Forwarded-For a client writes, unless the socket
 * is a trusted proxy (issue 29, F1). The journeys' stack trusts 127.0.0.1 (global-setup.ts): a client
 * connecting from 127.0.0.2 or 127.0.0.3 is one reaching the site or the platform with no proxy in front.
 */
const token = () => `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`.padEnd(24, 'x').slice(0, 24);
const forged = (i: number) => `198.51.100.${1 + ((i * 7 + Math.floor(Math.random() * 250)) % 250)}`;

/** A GET from the given loopback address (Playwright's client cannot choose its own). */
function get(url: string, localAddress: string, headers: Record<string, string>) {
  const u = new URL(url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: u.port,
        path: `${u.pathname}${u.search}`,
        localAddress,
        headers: { ...headers, host: u.host },
        timeout: 10_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url} did not answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

test('a forged X-Forwarded-For sent straight to the site is ignored: 35 wrong links get limited', async () => {
  test.setTimeout(120_000);
  const site = stack().siteUrl;
  let text = '';
  let tries = 0;
  while (tries < 35 && !text.includes('Too many attempts')) {
    text = (await get(`${site}/en/booking/${token()}/`, '127.0.0.2', { 'x-forwarded-for': forged(tries) })).text;
    tries++;
  }
  expect(text).toContain('Too many attempts');
  // Counted against that client, not against the site's server: another visitor is not limited.
  const other = await get(`${site}/en/booking/${token()}/`, '127.0.0.1', {
    'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
  });
  expect(other.text).not.toContain('Too many attempts');
});

test('a forged X-Forwarded-For sent straight to the platform is ignored: 35 wrong links get a 429', async () => {
  test.setTimeout(120_000);
  const platform = stack().platformUrl;
  const statuses: number[] = [];
  for (let i = 0; i < 35; i++)
    statuses.push(
      (
        await get(`${platform}/api/booking/my/${'q'.repeat(40)}${String(i).padStart(3, '0')}`, '127.0.0.3', {
          'x-forwarded-for': forged(i),
        })
      ).status,
    );
  expect(statuses).toContain(429);
  expect(statuses.at(-1)).toBe(429);
});

test('through a trusted proxy, the forwarded address counts, not entries a client wrote in front', async () => {
  test.setTimeout(120_000);
  const site = stack().siteUrl;
  const visitor = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  let text = '';
  let tries = 0;
  while (tries < 35 && !text.includes('Too many attempts')) {
    // 127.0.0.1 is the trusted proxy: it appended the address it saw after what the client sent.
    text = (await get(`${site}/en/booking/${token()}/`, '127.0.0.1', { 'x-forwarded-for': `${forged(tries)}, ${visitor}` })).text;
    tries++;
  }
  expect(text).toContain('Too many attempts');
  // Another visitor through the same proxy is not limited.
  const other = visitor === '203.0.113.252' ? '203.0.113.253' : '203.0.113.252';
  const res = await get(`${site}/en/booking/${token()}/`, '127.0.0.1', { 'x-forwarded-for': other });
  expect(res.text).not.toContain('Too many attempts');
});
