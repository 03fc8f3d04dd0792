import { createHmac, timingSafeEqual } from 'node:crypto';
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
