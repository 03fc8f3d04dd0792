import { describe, expect, it } from 'vitest';
import { renderCmsHtml } from './cms-html';
import { isInternal, linkAttributes, resolveHref } from './links';

describe('link rules (docs/spec.md §2 "Links")', () => {
  it.each([
    ['/cours/ski', true],
    ['/cours/ski/', true],
    ['/', true],
    ['/faq#assurance', true],
    ['/static/docs/plan.pdf', false],
    ['/image.jpg', false],
    ['//cdn.example.org/x', false],
    ['https://www.example.org/', false],
    ['cours/ski', false],
    ['#top', false],
    ['mailto:a@b.fr', false],
  ])('%s internal: %s', (href, expected) => {
    expect(isInternal(href)).toBe(expected);
  });

  it('adds the trailing slash to internal links only', () => {
    expect(resolveHref('/cours/ski')).toBe('/cours/ski/');
    expect(resolveHref('/cours/ski/')).toBe('/cours/ski/');
    expect(resolveHref('/static/docs/plan-des-pistes.pdf')).toBe('/static/docs/plan-des-pistes.pdf');
    expect(resolveHref('https://www.example.org/page')).toBe('https://www.example.org/page');
  });

  it('keeps an anchor after the hash and a query', () => {
    expect(resolveHref('/faq#assurance')).toBe('/faq/#assurance');
    expect(resolveHref('/faq/#assurance')).toBe('/faq/#assurance');
    expect(resolveHref('/offres?cat=promotion')).toBe('/offres/?cat=promotion');
  });

  it("prefixes the language's base path once", () => {
    expect(resolveHref('/information/meeting-points', '/en')).toBe('/en/information/meeting-points/');
    expect(resolveHref('/', '/en')).toBe('/en/');
    expect(resolveHref('/en/lessons/', '/en')).toBe('/en/lessons/');
  });

  it('opens external links in a new tab without opener', () => {
    expect(linkAttributes('https://www.example.org/')).toEqual({
      href: 'https://www.example.org/',
      target: '_blank',
      rel: 'noopener noreferrer',
      internal: false,
    });
    expect(linkAttributes('/cours').target).toBeUndefined();
    expect(linkAttributes('/cours').internal).toBe(true);
  });
});

describe('CMS HTML rendering', () => {
  it('applies the link rules inside HTML', () => {
    const html = renderCmsHtml(
      '<p><a href="/cours/ski#prix">a</a> <a href="/static/plan.pdf">b</a> <a href="https://x.example.org" target="_self">c</a></p>',
      '/en',
    );
    expect(html).toContain('<a href="/en/cours/ski/#prix" data-link="internal">a</a>');
    expect(html).toContain('<a href="/static/plan.pdf">b</a>');
    expect(html).toContain('<a href="https://x.example.org" target="_blank" rel="noopener noreferrer">c</a>');
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const html = renderCmsHtml(
      '<p onclick="alert(1)">x</p><script>alert(1)</script><a href="javascript:alert(1)">y</a><img src="data:image/svg+xml,<svg onload=alert(1)>" onerror="alert(1)">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|data:/i);
    expect(html).toContain('<p>x</p>');
  });
});
