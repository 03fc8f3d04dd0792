import { randomBytes, timingSafeEqual } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * The visitor's address (issue 29, F1). Next passes a page neither the socket nor its address, and
 * its `X-Forwarded-For` is the client's own when the client sent one (Next adds the socket's only when
 * there is none): believed as it is, anyone could pick the address the booking links' rate limit counts.
 * So each request the server receives is stamped with its socket's address (`x-schuss-peer: <address>
 * <key>`, a key of this process a client cannot know: a stamp a client wrote is replaced, one without
 * the key is ignored), and the client is that address, unless it is one of the trusted proxies
 * (`TRUSTED_PROXIES`, as on the platform): then the right-most address of X-Forwarded-For that is not one.
 */
export const PEER_HEADER = 'x-schuss-peer';

const KEY = Symbol.for('schuss.site.peer-key');
const WATCHING = Symbol.for('schuss.site.peer-watching');
type PeerGlobals = { [KEY]?: string; [WATCHING]?: boolean };
const globals = globalThis as PeerGlobals;
/** Shared by the instrumentation hook and the pages' bundles of this process (one key per process). */
const processKey = () => {
  globals[KEY] ??= randomBytes(24).toString('base64url');
  return globals[KEY];
};

/** Comma-separated addresses or CIDR ranges (`127.0.0.1/32,::1/128`), or why the value is refused (as the platform's env.ts). */
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

/** The trusted proxies of `TRUSTED_PROXIES` (unset: none); a malformed value throws, naming it. */
export function trustedProxies(value: string | undefined): BlockList {
  const blocks = new BlockList();
  if (value === undefined || value === '') return blocks;
  const parsed = parseTrustedProxies(value);
  if (!parsed.ok) throw new Error(`Invalid environment:\n  TRUSTED_PROXIES: ${parsed.error}`);
  for (const entry of parsed.list) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  }
  return blocks;
}

/** `::ffff:192.0.2.1` (an IPv4 client of a dual-stack socket) is `192.0.2.1`. */
const plain = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);
const isTrusted = (blocks: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && blocks.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * The client's address: the socket's (`peer`), unless it is a trusted proxy; then the right-most entry of
 * X-Forwarded-For that is not one (all trusted: the left-most). An entry that is not an address stops the
 * walk at the last good one.
 */
export function clientAddress(peer: string, forwardedFor: string | null | undefined, trusted: BlockList): string {
  let client = plain(peer);
  if (!isTrusted(trusted, client)) return client;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!isIP(hop)) break;
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return client;
}

/** Stamps a request with its socket's address, replacing any stamp the client wrote. */
export function stampPeer(request: IncomingMessage): void {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[PEER_HEADER] = `${address} ${processKey()}`;
  else delete request.headers[PEER_HEADER];
}

/** The socket's address from this process's stamp; null for a missing stamp or one a client wrote. */
export function stampedPeer(header: string | null | undefined): string | null {
  const [address, key, ...rest] = (header ?? '').split(' ');
  if (!address || !key || rest.length > 0 || !isIP(plain(address))) return null;
  const expected = Buffer.from(processKey());
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

/**
 * Stamps every request this process's HTTP servers receive, before Next sees it (Node publishes
 * `http.server.request.start` ahead of the server's `request` event). Called once by instrumentation.ts.
 */
export function watchPeers(): void {
  if (globals[WATCHING]) return;
  globals[WATCHING] = true;
  subscribe('http.server.request.start', (message) => stampPeer((message as { request: IncomingMessage }).request));
}
