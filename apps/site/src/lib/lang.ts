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
const RESERVED = ['_next', 'static', 'api', 'health', 'metrics', 'sitemap.xml', 'robots.txt', 'favicon.ico'];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Rewrite = { source: string; destination: string; has?: { type: 'host'; value: string }[] };

/**
 * Rewrites mapping public URLs to the internal `/{lang}/{path}` routes, built from the
 * language base URLs. Used instead of a proxy (middleware), which costs a third of the
 * throughput of cached pages (STACK.md).
 */
export function languageRewrites(domains: Domains): Rewrite[] {
  const bases = languageBases(domains);
  const hosts = new Set(bases.map((b) => b.host));
  const rules: Rewrite[] = [];
  for (const base of bases) {
    const has = hosts.size > 1 ? [{ type: 'host' as const, value: base.host.replace(/:\d+$/, '') }] : undefined;
    // Prefixes of other languages on the same host are theirs, as are the reserved paths.
    const others = bases.filter((b) => b.host === base.host && b.prefix.length > base.prefix.length);
    const own = base.prefix;
    const excluded = [
      ...others.map((b) => `${escapeRegExp(b.prefix.slice(own.length + 1))}(?:/|$)`),
      ...(own === '' ? RESERVED.map((r) => `${escapeRegExp(r)}(?:/|$)`) : []),
    ];
    const guard = excluded.length ? `(?!${excluded.join('|')})` : '';
    rules.push({ source: `${own}/:path(${guard}.*)`, destination: `/${base.lang}/:path`, ...(has ? { has } : {}) });
  }
  return rules;
}
