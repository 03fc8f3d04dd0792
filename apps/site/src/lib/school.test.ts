import type { LangMenus, SiteConfig, SiteResponse } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { hostName, resolveSchool, type SchoolLookup } from './school';

/** Just what resolution reads of a school: its languages, their base URLs and a menu per language. */
function school(site: string, domains: Record<string, string>, defaultLang = 'fr'): SiteResponse {
  const langs = Object.keys(domains);
  const menus = Object.fromEntries(langs.map((l) => [l, { main: [], legal: [], lang: l } as unknown as LangMenus]));
  return { config: { site, siteName: site, langs, defaultLang, domains } as unknown as SiteConfig, menus };
}

const schools: Record<string, SiteResponse> = {
  'val-neige': school('val-neige', { fr: 'http://localhost:3110', en: 'http://localhost:3110/en' }),
  'les-arolles': school('les-arolles', { fr: 'http://arolles.localhost:3110', en: 'http://en.arolles.localhost:3110' }),
};

/** The platform's answers: the school listing a host name (port left out), and a school's config. */
function lookup(fallback: string | null): SchoolLookup {
  return {
    keyOfHost: async (host) =>
      Object.entries(schools).find(([, s]) => Object.values(s.config.domains).some((u) => new URL(u).hostname === host))?.[0] ?? null,
    siteData: async (key) => {
      const s = schools[key];
      if (!s) throw new Error(`unknown school ${key}`);
      return s;
    },
    fallback,
  };
}

describe('the school of a request', () => {
  it.each([
    ['demo host, French without prefix', 'localhost', '-', 'val-neige', 'fr', ''],
    ['demo host, English by its prefix', 'localhost', 'en', 'val-neige', 'en', '/en'],
    ['second school, French host', 'arolles.localhost', '-', 'les-arolles', 'fr', ''],
    ['second school, English on its own domain', 'en.arolles.localhost', '-', 'les-arolles', 'en', ''],
    ['unknown host, fallback school in its default language', '127.0.0.1', '-', 'val-neige', 'fr', ''],
    ['unknown host, fallback school by prefix', '127.0.0.1', 'en', 'val-neige', 'en', '/en'],
  ])('%s', async (_case, host, segment, siteKey, lang, base) => {
    const found = await resolveSchool(host, segment, lookup('val-neige'));
    expect(found).toMatchObject({ siteKey, lang, base });
    expect(found?.config.siteName).toBe(siteKey);
    expect(found?.menus).toBe(schools[siteKey]?.menus[lang]);
  });

  it.each([
    ['a language prefix the school serves on another host', 'arolles.localhost', 'en'],
    ['a language prefix no school serves', 'localhost', 'de'],
    ['the default language by a prefix it does not have', 'localhost', 'fr'],
  ])('is none for %s (the not-found page)', async (_case, host, segment) => {
    expect(await resolveSchool(host, segment, lookup('val-neige'))).toBeNull();
  });

  it('is none for an unknown host without a fallback school', async () => {
    expect(await resolveSchool('unknown.example', '-', lookup(null))).toBeNull();
    // A listed host is unaffected.
    expect(await resolveSchool('arolles.localhost', '-', lookup(null))).toMatchObject({ siteKey: 'les-arolles', lang: 'fr' });
  });

  it('reads a Host header as the rewrites do: port left out, lower case', () => {
    expect(hostName('Arolles.LocalHost:3110')).toBe('arolles.localhost');
    expect(hostName('localhost')).toBe('localhost');
    expect(hostName(null)).toBe('');
  });
});
