/**
 * Language resolution (DESIGN §4): each language has a base URL; a request's language is
 * the longest base URL that matches, the rest of the path is the page path.
 */
export type Domains = Record<string, string>;

type Base = { lang: string; host: string; prefix: string };

function languageBases(domains: Domains): Base[] {
  return Object.entries(domains)
    .map(([lang, url]) => {
      const u = new URL(url);
      return { lang, host: u.host, prefix: u.pathname.replace(/\/+$/, '') };
    })
    .sort((a, b) => b.prefix.length - a.prefix.length);
}

/** The language and page path of a public URL, or null when no base URL matches. */
export function resolveLanguage(url: string, domains: Domains): { lang: string; path: string } | null {
  const u = new URL(url);
  for (const base of languageBases(domains)) {
    if (base.host !== u.host) continue;
    const p = u.pathname;
    if (base.prefix === '' || p === base.prefix || p.startsWith(`${base.prefix}/`)) {
      const rest = p.slice(base.prefix.length) || '/';
      return { lang: base.lang, path: rest.endsWith('/') ? rest : `${rest}/` };
    }
  }
  return null;
}

/** Path prefix of a language on its host (`/en` in the demo, `` for a language with its own domain). */
export function basePath(domains: Domains, lang: string): string {
  const url = domains[lang];
  return url ? new URL(url).pathname.replace(/\/+$/, '') : '';
}

/** Absolute public URL of a page path in a language. */
export function pageUrl(domains: Domains, lang: string, path: string): string {
  const url = domains[lang];
  if (!url) throw new Error(`no base URL for language ${lang}`);
  return url.replace(/\/+$/, '') + path;
}

/** Paths that are not pages and never go through language resolution. */
export const RESERVED_PATHS = ['_next', 'static', 'api', 'health', 'metrics', 'sitemap.xml', 'robots.txt', 'favicon.ico'];

/** A language code as the first path segment (`/en/…`): the codes of the contracts' `Lang`. */
const LANG_CODE = '[a-z]{2}';

/**
 * The `[lang]` route segment of a page whose language is the one without a path prefix on the
 * request's host (`/` → `/HOST/-/`).
 */
export const UNPREFIXED = '-';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Rewrite = { source: string; destination: string; has?: { type: 'host'; value: string }[] };

/** Captures the request's host name (Next leaves the port out) for the destination. */
const HOST = [{ type: 'host' as const, value: '(?<host>.+)' }];

/**
 * Rewrites mapping public URLs to the internal `/{host}/{lang}/{path}` routes, the same for every
 * school: the school and its languages are found from the host when the page renders. Used
 * instead of a proxy (middleware), which costs a third of the throughput of cached pages (STACK.md).
 */
export function hostRewrites(): Rewrite[] {
  const excluded = [LANG_CODE, ...RESERVED_PATHS.map(escapeRegExp)].map((p) => `${p}(?:/|$)`).join('|');
  // Next applies every beforeFiles rewrite in turn to the path the previous ones made: the
  // prefix-less rule comes first, so that its result (`/HOST/-/…`) is not rewritten again.
  return [
    { source: `/:path((?!${excluded}).*)`, has: HOST, destination: `/:host/${UNPREFIXED}/:path` },
    { source: `/:lang(${LANG_CODE})/:path(.*)`, has: HOST, destination: '/:host/:lang/:path' },
  ];
}

/**
 * The language of a `[lang]` route segment on a host, for a school's language base URLs: a code is
 * that language when its base URL on this host has that prefix; `-` is the language without a
 * prefix on this host. With `anyHost` (a school reached by the fallback, on a host it does not
 * list) only the prefixes count; `-` then prefers the default language. Null: not served here.
 */
export function languageOfSegment(
  domains: Domains,
  host: string,
  segment: string,
  opts: { anyHost?: boolean; defaultLang?: string } = {},
): { lang: string; base: string } | null {
  const wanted = host.toLowerCase();
  const served = languageBases(domains).filter((b) => opts.anyHost || b.host.replace(/:\d+$/, '').toLowerCase() === wanted);
  const prefix = segment === UNPREFIXED ? '' : `/${segment}`;
  const matches = served.filter((b) => b.prefix === prefix);
  const found = matches.find((b) => b.lang === opts.defaultLang) ?? matches[0];
  return found ? { lang: found.lang, base: found.prefix } : null;
}
