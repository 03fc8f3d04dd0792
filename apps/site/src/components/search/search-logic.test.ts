import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_PATHS,
  isExcludedPath,
  isSearchShortcut,
  leaveEvent,
  moveSelection,
  resultHref,
  SEARCH_DEBOUNCE_MS,
  sanitizeSnippet,
  searchable,
  searchQuery,
  selectionKey,
  visibleResults,
} from './search-logic';
import { SEARCH_TEXTS, searchTexts } from './texts';

const config = { site: 'val-neige', preProd: false as boolean | string[] };

describe('search query (docs/spec.md §2, §5, §7)', () => {
  it('is sent only for non-empty trimmed text', () => {
    expect(searchable('')).toBe(false);
    expect(searchable('   ')).toBe(false);
    expect(searchable(' ski ')).toBe(true);
  });

  it('always excludes the three adult level pages', () => {
    expect(searchQuery(config, 'en', '  chairlift ')).toEqual({
      site: 'val-neige',
      lang: 'en',
      query: 'chairlift',
      exclude: [...EXCLUDED_PATHS],
    });
  });

  it('sends seo=false only when SEO is disabled (pre-production site or language)', () => {
    expect(searchQuery({ ...config, preProd: true }, 'fr', 'ski').seo).toBe('false');
    expect(searchQuery({ ...config, preProd: ['en'] }, 'en', 'ski').seo).toBe('false');
    expect(searchQuery({ ...config, preProd: ['en'] }, 'fr', 'ski')).not.toHaveProperty('seo');
    expect(searchQuery({ ...config, preProd: false }, 'fr', 'ski')).not.toHaveProperty('seo');
  });

  it('drops excluded paths from the answer, with or without their trailing slash', () => {
    const r = (path: string) => ({ name: 'n', title: 't', page: 'p', path, snippet: '' });
    expect(isExcludedPath('/levels/ski/adults/')).toBe(true);
    expect(isExcludedPath('/levels/ski/adults')).toBe(true);
    expect(isExcludedPath('/levels/ski/children/')).toBe(false);
    expect(visibleResults([r('/levels/ski/adults/'), r('/a/'), r('/levels/nordic-ski/adults/')]).map((x) => x.path)).toEqual(['/a/']);
    expect(visibleResults(Array.from({ length: 30 }, (_, i) => r(`/p${i}/`)))).toHaveLength(20);
  });

  it('links a result under the language base path', () => {
    expect(resultHref('/en', '/lessons/')).toBe('/en/lessons/');
    expect(resultHref('', '/cours/')).toBe('/cours/');
    expect(resultHref('/en/', '/lessons/')).toBe('/en/lessons/');
  });

  it('debounces for 600 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(600);
  });
});

describe('snippet sanitising', () => {
  it('keeps <mark> only', () => {
    expect(sanitizeSnippet('Cours <mark>collectif</mark> enfants')).toBe('Cours <mark>collectif</mark> enfants');
    expect(sanitizeSnippet('<b>bold</b> <mark class="x" onclick="a()">hit</MARK>')).toBe('bold <mark>hit</mark>');
    expect(sanitizeSnippet('<img src=x onerror=alert(1)>text<script>alert(1)</script>')).toBe('textalert(1)');
    expect(sanitizeSnippet('a <!-- <script> --> b')).toBe('a  b');
    expect(sanitizeSnippet('<a href="javascript:x">link</a>')).toBe('link');
  });

  it('escapes any < left over (unterminated tags)', () => {
    expect(sanitizeSnippet('x <img src=x onerror=alert(1)')).toBe('x &lt;img src=x onerror=alert(1)');
    expect(sanitizeSnippet('&lt;b&gt; stays escaped')).toBe('&lt;b&gt; stays escaped');
    expect(sanitizeSnippet('<marker>a</marker> <mark>b</mark>')).toBe('a <mark>b</mark>');
  });
});

describe('keyboard selection', () => {
  it('ArrowDown/ArrowUp move the selection and wrap', () => {
    expect(selectionKey('ArrowDown')).toEqual({ type: 'next' });
    expect(selectionKey('ArrowUp')).toEqual({ type: 'previous' });
    expect(selectionKey('a')).toBeNull();
    expect(moveSelection(-1, { type: 'next' }, 3)).toBe(0);
    expect(moveSelection(0, { type: 'next' }, 3)).toBe(1);
    expect(moveSelection(2, { type: 'next' }, 3)).toBe(0);
    expect(moveSelection(-1, { type: 'previous' }, 3)).toBe(2);
    expect(moveSelection(1, { type: 'previous' }, 3)).toBe(0);
    expect(moveSelection(0, { type: 'previous' }, 3)).toBe(2);
    expect(moveSelection(1, { type: 'reset' }, 3)).toBe(-1);
    expect(moveSelection(1, { type: 'first' }, 3)).toBe(0);
    expect(moveSelection(1, { type: 'last' }, 3)).toBe(2);
  });

  it('selects nothing without results, and clamps a stale selection', () => {
    expect(moveSelection(2, { type: 'next' }, 0)).toBe(-1);
    expect(moveSelection(5, { type: 'next' }, 3)).toBe(0);
    expect(moveSelection(5, { type: 'previous' }, 3)).toBe(2);
  });

  it('Ctrl+K and Cmd+K are the search shortcut', () => {
    expect(isSearchShortcut({ key: 'k', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSearchShortcut({ key: 'K', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSearchShortcut({ key: 'k', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSearchShortcut({ key: 'k', ctrlKey: true, metaKey: false, shiftKey: true })).toBe(false);
    expect(isSearchShortcut({ key: 'j', ctrlKey: true, metaKey: false })).toBe(false);
  });
});

describe('leaving the field (docs/spec.md §5)', () => {
  it('reports nothing for 2 characters or fewer, failed without results, canceled with results', () => {
    expect(leaveEvent('sk', 0)).toBeNull();
    expect(leaveEvent('  sk  ', 3)).toBeNull();
    expect(leaveEvent('ski', 0)).toBe('failed');
    expect(leaveEvent('ski', 4)).toBe('canceled');
  });
});

describe('search texts (docs/spec.md §9: fr, en, es; docs/spec.md §8: English otherwise)', () => {
  it('has the three languages with the same keys', () => {
    expect(Object.keys(SEARCH_TEXTS).sort()).toEqual(['en', 'es', 'fr']);
    for (const t of Object.values(SEARCH_TEXTS)) expect(Object.keys(t).sort()).toEqual(Object.keys(SEARCH_TEXTS.en).sort());
  });

  it('uses each language and falls back to English', () => {
    expect(searchTexts('fr').retry).toBe('Réessayer');
    expect(searchTexts('es').retry).toBe('Reintentar');
    expect(searchTexts('en').retry).toBe('Try again');
    expect(searchTexts('nl')).toBe(SEARCH_TEXTS.en);
    expect(searchTexts('de').count(2)).toBe('2 results');
    expect(searchTexts('fr').count(1)).toBe('1 résultat');
    expect(searchTexts('es').empty('x')).toContain('x');
  });
});
