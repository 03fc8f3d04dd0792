import { describe, expect, it } from 'vitest';
import { fullNavigationHref } from './editor-links';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<{ target: string; download: boolean; editable: boolean }> = {}) => ({
  href,
  target: '',
  download: false,
  editable: false,
  ...extra,
});
const here = 'http://localhost:3000/offres/';

describe('page links in editor mode (docs/spec.md §2 "Links")', () => {
  it('load a page of the site in full', () => {
    expect(fullNavigationHref(click, link('http://localhost:3000/cours/ski/'), here)).toBe('http://localhost:3000/cours/ski/');
    expect(fullNavigationHref(click, link('/en/lessons/'), here)).toBe('http://localhost:3000/en/lessons/');
    expect(fullNavigationHref(click, link('/cours/#tarifs', { target: '_self' }), here)).toBe('http://localhost:3000/cours/#tarifs');
    // The same page again is a reload too.
    expect(fullNavigationHref(click, link(here), here)).toBe(here);
  });

  it('leave other clicks alone', () => {
    for (const k of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(fullNavigationHref({ ...click, [k]: true }, link('/cours/'), here)).toBeNull();
    }
    expect(fullNavigationHref({ ...click, button: 1 }, link('/cours/'), here)).toBeNull();
    expect(fullNavigationHref({ ...click, defaultPrevented: true }, link('/cours/'), here)).toBeNull();
    expect(fullNavigationHref(click, link('/cours/', { target: '_blank' }), here)).toBeNull();
    expect(fullNavigationHref(click, link('/static/docs/cgv.pdf', { download: true }), here)).toBeNull();
    expect(fullNavigationHref(click, link('/cours/', { editable: true }), here)).toBeNull();
    expect(fullNavigationHref(click, link('https://www.facebook.com/'), here)).toBeNull();
    expect(fullNavigationHref(click, link('mailto:ecole@example.com'), here)).toBeNull();
    // An anchor within the page scrolls, no reload.
    expect(fullNavigationHref(click, link('#tarifs'), here)).toBeNull();
    expect(fullNavigationHref(click, link(''), here)).toBeNull();
  });
});
