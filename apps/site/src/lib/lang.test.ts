import { describe, expect, it } from 'vitest';
import { basePath, languageRewrites, pageUrl, resolveLanguage } from './lang';

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

describe('language rewrites', () => {
  /** Applies the rewrites the way Next does for a path (first match). */
  function route(rules: ReturnType<typeof languageRewrites>, path: string, host = 'localhost') {
    for (const r of rules) {
      if (r.has && !r.has.some((h) => h.value === host)) continue;
      const m = r.source.match(/^(.*)\/:path\((.*)\)$/);
      if (!m) throw new Error(r.source);
      const [, prefix = '', pattern = ''] = m;
      if (!(path === prefix || path.startsWith(`${prefix}/`))) continue;
      const rest = path.slice(prefix.length + 1);
      if (new RegExp(`^(?:${pattern})$`).test(rest)) return r.destination.replace(':path', rest);
    }
    return null;
  }

  it('maps the demo URLs to /{lang}/{path}', () => {
    const rules = languageRewrites(demo);
    expect(route(rules, '/')).toBe('/fr/');
    expect(route(rules, '/cours/ski/')).toBe('/fr/cours/ski/');
    expect(route(rules, '/en/')).toBe('/en/');
    expect(route(rules, '/en/lessons/')).toBe('/en/lessons/');
    expect(route(rules, '/english/')).toBe('/fr/english/');
    expect(route(rules, '/fr/cours/')).toBe('/fr/fr/cours/');
    for (const reserved of [
      '/_next/static/x.js',
      '/static/cms/config.json',
      '/api/revalidate',
      '/sitemap.xml',
      '/robots.txt',
      '/health',
      '/health/ready/',
      '/metrics/',
    ]) {
      expect(route(rules, reserved)).toBeNull();
    }
  });

  it('uses host conditions when languages have their own domains', () => {
    const rules = languageRewrites(domains);
    expect(route(rules, '/lessons/', 'www.val-neige-ski.example')).toBe('/en/lessons/');
    expect(route(rules, '/cours/', 'www.val-neige.example')).toBe('/fr/cours/');
  });
});
