import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, PEER_HEADER, parseTrustedProxies, stampedPeer, trustedProxies, watchPeers } from './client-address';

/**
 * Issue 29, F1: the address the site vouches for to the platform (my-booking.server.ts visitorHeader())
 * is the socket's, whatever X-Forwarded-For a client sends, unless the socket is a trusted proxy.
 */
describe('the visitor’s address on the site', () => {
  let server: Server;
  let url: string;
  /** What visitorHeader() would sign, for TRUSTED_PROXIES = `trusted`; Next adds X-Forwarded-For only when there is none. */
  let trusted = trustedProxies(undefined);
  beforeAll(async () => {
    watchPeers();
    server = createServer((req, res) => {
      req.headers['x-forwarded-for'] ??= req.socket.remoteAddress;
      const peer = stampedPeer(req.headers[PEER_HEADER] as string | undefined);
      const forwarded = req.headers['x-forwarded-for'];
      res.end(peer ? clientAddress(peer, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, trusted) : 'none');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const visitor = async (headers: Record<string, string>) => (await fetch(url, { headers })).text();

  it('is the socket’s when no proxy is trusted: 35 requests with forged headers all count as one address', async () => {
    trusted = trustedProxies(undefined);
    const seen = new Set<string>();
    for (let i = 0; i < 35; i++) {
      seen.add(await visitor({ 'x-forwarded-for': `198.51.100.${i + 1}`, [PEER_HEADER]: `203.0.113.${i + 1} guessed-key` }));
    }
    expect([...seen]).toEqual(['127.0.0.1']);
  });

  it('is the forwarded one through a trusted proxy: the right-most address the proxy did not add', async () => {
    trusted = trustedProxies('127.0.0.1/32,::1/128');
    expect(await visitor({ 'x-forwarded-for': '203.0.113.40' })).toBe('203.0.113.40');
    // A client that writes its own entries in front gets counted as the address the proxy saw.
    const seen = new Set<string>();
    for (let i = 0; i < 35; i++) seen.add(await visitor({ 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.41` }));
    expect([...seen]).toEqual(['203.0.113.41']);
    // Without the header the proxy is the client (Next's own X-Forwarded-For).
    expect(await visitor({})).toBe('127.0.0.1');
  });

  it('walks X-Forwarded-For from the right past every trusted proxy', () => {
    const blocks = trustedProxies('10.0.0.0/8, 192.0.2.1');
    expect(clientAddress('10.1.2.3', '198.51.100.1, 203.0.113.5, 192.0.2.1, 10.9.9.9', blocks)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:10.1.2.3', '203.0.113.6', blocks)).toBe('203.0.113.6');
    expect(clientAddress('10.1.2.3', '10.2.2.2', blocks)).toBe('10.2.2.2');
    expect(clientAddress('10.1.2.3', 'junk, 203.0.113.7', blocks)).toBe('203.0.113.7');
    expect(clientAddress('10.1.2.3', '203.0.113.8, junk', blocks)).toBe('10.1.2.3');
    expect(clientAddress('203.0.113.9', '198.51.100.1', blocks)).toBe('203.0.113.9');
  });

  it('ignores a stamp a client wrote, and refuses a malformed TRUSTED_PROXIES', () => {
    expect(stampedPeer('203.0.113.1 guessed-key')).toBeNull();
    expect(stampedPeer(undefined)).toBeNull();
    expect(parseTrustedProxies('127.0.0.1/32, ::1/128')).toEqual({ ok: true, list: ['127.0.0.1/32', '::1/128'] });
    for (const bad of ['yes', '10.0.0.0/33', '::1/129', '10.0.0/8', ','])
      expect(() => trustedProxies(bad), bad).toThrow('TRUSTED_PROXIES:');
  });
});
