import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The visitor's address on a call the site's server makes for them (the booking page): the site
 * sends `x-schuss-visitor: <address> <signature>`, signed with the secret both share
 * (REVALIDATE_SECRET). Without it every visitor of the site would share the site server's address,
 * and one person trying wrong links would get everyone's booking page refused. A header that is
 * missing or not signed right counts as the connection's own address.
 */
export const VISITOR_HEADER = 'x-schuss-visitor';

export const visitorSignature = (secret: string, address: string) =>
  createHmac('sha256', secret).update(`visitor:${address}`).digest('base64url');

export function visitorAddress(req: FastifyRequest, secret: string): string {
  const header = req.headers[VISITOR_HEADER];
  if (typeof header !== 'string') return req.ip;
  const [address, signature] = header.split(' ');
  if (!address || !signature || address.length > 64 || !/^[0-9A-Fa-f.:]+$/.test(address)) return req.ip;
  const expected = Buffer.from(visitorSignature(secret, address));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : req.ip;
}

/**
 * `TRUSTED_PROXIES`: the proxies (load balancer, nginx) whose `X-Forwarded-For` is believed, as a
 * comma-separated list of addresses or CIDR ranges (`127.0.0.1/32,::1/128`). Unset: nobody's is, the
 * client's address is the socket's. The list as given (Fastify's `trustProxy` takes it), or why it is refused.
 */
export function parseTrustedProxies(value: string): { ok: true; list: string[] } | { ok: false; error: string } {
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    if (!family || rest.length > 0 || (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= max)))
      return { ok: false, error: `"${entry}" is not an address or CIDR range (e.g. 10.0.0.0/8, ::1/128)` };
  }
  if (list.length === 0) return { ok: false, error: 'must list at least one address or CIDR range' };
  return { ok: true, list };
}
