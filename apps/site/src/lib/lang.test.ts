import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { basePath, hostRewrites, languageOfSegment, pageUrl, resolveLanguage } from './lang';

const demo = { fr: 'http://localhost:3000', en: 'http://localhost:3000/en' };
const domains = { fr: 'https://www.val-neige.example', en: 'https://www.val-neige-ski.example' };

describe('language resolution', () => {
  it('takes the longest matching base URL', () => {
    expect(resolveLanguage('http://localhost:3000/', demo)).toEqual({ lang: 'fr', path: '/' });
    expect(resolveLanguage('http://localhost:3000/cours/ski/', demo)).toEqual({ lang: 'fr', path: '/cours/ski/' });
    expect(resolveLanguage('http://localhost:3000/en/', demo)).toEqual({ lang: 'en', path: '/' });
    expect(resolveLanguage('http://localhost:3000/en', demo)).toEqual({ lang: 'en', path: '/' });
    expect(resolveLanguage('http://localhost:3000/en/lessons/', demo)).toEqual({ lang: 'en', path: '/lessons/' });
    // `/english/` is not under `/en/`.
    expect(resolveLanguage('http://localhost:3000/english/', demo)).toEqual({ lang: 'fr', path: '/english/' });
  });

  it('supports one domain per language', () => {
    expect(resolveLanguage('https://www.val-neige-ski.example/lessons/', domains)).toEqual({ lang: 'en', path: '/lessons/' });
    expect(resolveLanguage('https://www.val-neige.example/cours/', domains)).toEqual({ lang: 'fr', path: '/cours/' });
    expect(resolveLanguage('https://other.example/', domains)).toBeNull();
  });

  it('builds base paths and page URLs', () => {
    expect(basePath(demo, 'en')).toBe('/en');
    expect(basePath(demo, 'fr')).toBe('');
    expect(pageUrl(demo, 'en', '/lessons/')).toBe('http://localhost:3000/en/lessons/');
    expect(pageUrl(domains, 'en', '/')).toBe('https://www.val-neige-ski.example/');
  });
});

describe('host rewrites', () => {
  /**
   * Applies the rewrites with Next's own matcher as its server does: every beforeFiles rule in turn,
   * each on the path the previous ones made (the page routes are dynamic: no file stops the chain).
   * The internal path, or null when no rule applied.
   */
  function route(path: string, host = 'localhost'): string | null {
    let current = path;
    let rewritten = false;
    for (const rule of [{ source: '/favicon.ico', destination: '/static/favicon.svg' }, ...hostRewrites()]) {
      const built = buildCustomRoute('before_files_rewrite', rule);
      let params = built.match(current);
      if (params && 'has' in rule) {
        const req = { headers: { host } } as unknown as Parameters<typeof matchHas>[0];
        const captured = matchHas(req, {}, rule.has);
        params = captured ? { ...params, ...captured } : false;
      }
      if (!params) continue;
      current = prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params, query: {} }).newUrl;
      rewritten = true;
    }
    return rewritten ? current : null;
  }

  it.each([
    ['the demo home (fr, no prefix)', '/', 'localhost:3000', '/localhost/-/'],
    ['a demo page', '/cours/ski/', 'localhost:3000', '/localhost/-/cours/ski/'],
    ['the English home by its prefix', '/en/', 'localhost:3000', '/localhost/en/'],
    ['an English page by its prefix', '/en/lessons/', 'localhost', '/localhost/en/lessons/'],
    ['a French page under a prefix language', '/fr/cours/', 'localhost', '/localhost/fr/cours/'],
    ['a word that only starts like a code', '/english/', 'localhost', '/localhost/-/english/'],
    ['a school on its own host', '/cours/', 'arolles.localhost:3110', '/arolles.localhost/-/cours/'],
    ['a language on its own domain', '/lessons/', 'en.arolles.localhost', '/en.arolles.localhost/-/lessons/'],
    ['a host in capitals', '/', 'Arolles.LOCALHOST', '/arolles.localhost/-/'],
    ['a booking page', '/reservation/abc/', 'localhost', '/localhost/-/reservation/abc/'],
    ['the favicon', '/favicon.ico', 'localhost', '/static/favicon.svg'],
  ])('%s: %s on %s → %s', (_case, path, host, internal) => {
    expect(route(path, host)).toBe(internal);
  });

  it.each([
    '/_next/static/chunks/x.js',
    '/static/cms/config.json',
    '/api/revalidate',
    '/health',
    '/health/ready',
    '/health/ready/',
    '/metrics',
    '/metrics/',
    '/sitemap.xml',
    '/robots.txt',
  ])('leaves the reserved path %s alone', (path) => {
    expect(route(path, 'arolles.localhost')).toBeNull();
  });
});

describe('language of a route segment on a host', () => {
  const arolles = { fr: 'http://arolles.localhost:3110', en: 'http://en.arolles.localhost:3110' };

  it.each([
    ['demo: no prefix is French', demo, 'localhost', '-', { lang: 'fr', base: '' }],
    ['demo: /en is English', demo, 'localhost', 'en', { lang: 'en', base: '/en' }],
    ['demo: /fr is no language there', demo, 'localhost', 'fr', null],
    ['demo: /de is no language there', demo, 'localhost', 'de', null],
    ['own domains: French host', arolles, 'arolles.localhost', '-', { lang: 'fr', base: '' }],
    ['own domains: English host', arolles, 'en.arolles.localhost', '-', { lang: 'en', base: '' }],
    ['own domains: /en on the French host', arolles, 'arolles.localhost', 'en', null],
    ['another school’s host', arolles, 'localhost', '-', null],
  ])('%s', (_case, d, host, segment, expected) => {
    expect(languageOfSegment(d, host, segment)).toEqual(expected);
  });

  it('on a host the school does not list (fallback), reads the prefixes only, the default language first', () => {
    expect(languageOfSegment(demo, '127.0.0.1', '-', { anyHost: true, defaultLang: 'fr' })).toEqual({ lang: 'fr', base: '' });
    expect(languageOfSegment(demo, '127.0.0.1', 'en', { anyHost: true, defaultLang: 'fr' })).toEqual({ lang: 'en', base: '/en' });
    expect(languageOfSegment(arolles, '127.0.0.1', '-', { anyHost: true, defaultLang: 'en' })).toEqual({ lang: 'en', base: '' });
    expect(languageOfSegment(arolles, '127.0.0.1', 'en', { anyHost: true, defaultLang: 'fr' })).toBeNull();
  });
});
