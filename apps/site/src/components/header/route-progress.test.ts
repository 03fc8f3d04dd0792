import { describe, expect, it } from 'vitest';
import { shouldPrefetch, startsRouteChange } from './route-progress';

const location = { href: 'http://localhost:3000/cours/', origin: 'http://localhost:3000', pathname: '/cours/' };
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const anchor = (href: string, target = '', attrs: string[] = []) => ({ href, target, hasAttribute: (n: string) => attrs.includes(n) });

describe('loader bar: which clicks start a route change', () => {
  it('a plain click on a link to another page of the site', () => {
    expect(startsRouteChange(click, anchor('http://localhost:3000/offres/'), location)).toBe(true);
    expect(startsRouteChange(click, anchor('/en/lessons/'), location)).toBe(true);
  });

  it('not the current page, nor an anchor on it', () => {
    expect(startsRouteChange(click, anchor('http://localhost:3000/cours/'), location)).toBe(false);
    expect(startsRouteChange(click, anchor('/cours/#tarifs'), location)).toBe(false);
  });

  it('not with a modifier key, another button, a new tab or a download', () => {
    for (const k of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(startsRouteChange({ ...click, [k]: true }, anchor('/offres/'), location)).toBe(false);
    }
    expect(startsRouteChange({ ...click, button: 1 }, anchor('/offres/'), location)).toBe(false);
    expect(startsRouteChange(click, anchor('/offres/', '_blank'), location)).toBe(false);
    expect(startsRouteChange(click, anchor('/offres/', '_self'), location)).toBe(true);
    expect(startsRouteChange(click, anchor('/offres/', '', ['download']), location)).toBe(false);
  });

  it('not another site, a file or a tel: link', () => {
    expect(startsRouteChange(click, anchor('https://example.org/'), location)).toBe(false);
    expect(startsRouteChange(click, anchor('/static/docs/plan-des-pistes.pdf'), location)).toBe(false);
    expect(startsRouteChange(click, anchor('tel:+33479000000'), location)).toBe(false);
  });
});

describe('content links prefetched near the viewport', () => {
  it('internal page links of this site other than the current page', () => {
    expect(shouldPrefetch('/offres/', location)).toBe(true);
    expect(shouldPrefetch('/en/lessons/#top', location)).toBe(true);
    expect(shouldPrefetch('/cours/', location)).toBe(false);
    expect(shouldPrefetch('/static/docs/cgv-2026-2027.pdf', location)).toBe(false);
    expect(shouldPrefetch('https://example.org/', location)).toBe(false);
    expect(shouldPrefetch(null, location)).toBe(false);
  });
});
