import type { LocalKeys } from '@schuss/contracts/api';
import { describe, expect, it } from 'vitest';
import { validBusinessProvider } from '../../lib/affiliation';
import { typedStorage } from '../../lib/storage';
import { languageLinks, withHoteId } from './language-links';

const config = { langs: ['fr', 'en'], domains: { fr: 'http://localhost:3000', en: 'http://localhost:3000/en' } };

describe('language switcher links', () => {
  it("links each language's path of the current page", () => {
    const page = {
      lang: 'en',
      path: '/information/meeting-points/',
      translations: [
        { lang: 'fr', path: '/infos-pratiques/lieux-de-rendez-vous/' },
        { lang: 'en', path: '/information/meeting-points/' },
      ],
    };
    expect(languageLinks(config, 'en', page)).toEqual([
      { lang: 'fr', name: 'Français', href: 'http://localhost:3000/infos-pratiques/lieux-de-rendez-vous/', current: false },
      { lang: 'en', name: 'English', href: 'http://localhost:3000/en/information/meeting-points/', current: true },
    ]);
  });

  it("links that language's home when the page has no translation", () => {
    const page = { lang: 'fr', path: '/actualites/fete/', translations: [{ lang: 'fr', path: '/actualites/fete/' }] };
    const links = languageLinks(config, 'fr', page);
    expect(links.map((l) => l.href)).toEqual(['http://localhost:3000/actualites/fete/', 'http://localhost:3000/en/']);
  });

  it('links the homes without a page, and skips languages without a base URL', () => {
    expect(languageLinks({ langs: ['fr', 'en', 'de'], domains: config.domains }, 'fr').map((l) => l.href)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/en/',
    ]);
  });
});

describe('hoteId on language links', () => {
  it('is added when a business provider id is stored', () => {
    expect(withHoteId('http://localhost:3000/en/', '1234')).toBe('http://localhost:3000/en/?hoteId=1234');
  });

  it('is not added without an id', () => {
    expect(withHoteId('http://localhost:3000/en/', null)).toBe('http://localhost:3000/en/');
    expect(withHoteId('http://localhost:3000/en/', '')).toBe('http://localhost:3000/en/');
  });

  it('keeps an existing query and anchor, replaces an existing hoteId and encodes the id', () => {
    expect(withHoteId('/en/x/?a=1#top', '42')).toBe('/en/x/?a=1&hoteId=42#top');
    expect(withHoteId('/en/x/?hoteId=1', '2')).toBe('/en/x/?hoteId=2');
    expect(withHoteId('/en/', 'a b&c')).toBe('/en/?hoteId=a+b%26c');
  });
});

describe('hoteId from the stored business provider (docs/spec.md §5)', () => {
  const NOW = Date.parse('2027-01-10T10:00:00Z');
  const stored = (value: unknown) => {
    const raw = value === undefined ? null : JSON.stringify(value);
    return typedStorage<LocalKeys>(() => ({ getItem: () => raw, setItem: () => {}, removeItem: () => {} }));
  };
  const href = (value: unknown) => withHoteId('http://localhost:3000/en/', validBusinessProvider(NOW, stored(value)));

  it('is added while the expiry is in the future', () => {
    expect(href({ id: '1234', exp: NOW + 1000 })).toBe('http://localhost:3000/en/?hoteId=1234');
    expect(href({ id: 77, exp: NOW + 1000 })).toBe('http://localhost:3000/en/?hoteId=77');
  });

  it('is not added when expired, when the id is -1, or when nothing (or garbage) is stored', () => {
    expect(href({ id: '1234', exp: NOW - 1 })).toBe('http://localhost:3000/en/');
    expect(href({ id: '1234', exp: NOW })).toBe('http://localhost:3000/en/');
    expect(href({ id: '-1', exp: NOW + 1000 })).toBe('http://localhost:3000/en/');
    expect(href({ id: -1, exp: NOW + 1000 })).toBe('http://localhost:3000/en/');
    expect(href(undefined)).toBe('http://localhost:3000/en/');
    expect(href('nonsense')).toBe('http://localhost:3000/en/');
  });
});
