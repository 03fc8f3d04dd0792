import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isScrolledDown, LINK_PREFETCH_MARGIN, SCROLL_THRESHOLD } from './constants';

describe('scrolling-down state', () => {
  it('starts past 180 px (strictly more)', () => {
    expect(SCROLL_THRESHOLD).toBe(180);
    expect(isScrolledDown(0)).toBe(false);
    expect(isScrolledDown(100)).toBe(false);
    expect(isScrolledDown(180)).toBe(false);
    expect(isScrolledDown(181)).toBe(true);
    expect(isScrolledDown(5000)).toBe(true);
  });

  it('takes another threshold', () => {
    expect(isScrolledDown(50, 40)).toBe(true);
  });
});

describe('link prefetch margin', () => {
  it('is 200 px (docs/spec.md §9)', () => {
    expect(LINK_PREFETCH_MARGIN).toBe('200px');
  });

  it("is the margin of next/link's own viewport observer, so SmartLink needs no observer of its own", () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('next/dist/client/components/links.js'), 'utf8');
    expect(source).toMatch(/new IntersectionObserver\(handleIntersect, \{\s*rootMargin: '200px'\s*\}\)/);
  });
});
