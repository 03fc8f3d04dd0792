import { describe, expect, it } from 'vitest';
import { alternates, isIndexable, pageTitle } from './head';

const config = {
  langs: ['fr', 'en'],
  defaultLang: 'fr',
  domains: { fr: 'https://www.val-neige.example', en: 'https://www.val-neige.example/en' },
  preProd: false as boolean | string[],
};

describe('page head', () => {
  it('builds the title from title, subtitle and site name', () => {
    expect(pageTitle({ title: 'Cours collectifs', subTitle: 'enfants' }, 'ESF Val-Neige')).toBe('Cours collectifs enfants - ESF Val-Neige');
    expect(pageTitle({ title: 'Accueil', subTitle: null }, 'ESF Val-Neige')).toBe('Accueil - ESF Val-Neige');
    expect(pageTitle({ title: 'Accueil', subTitle: '  ' }, 'ESF Val-Neige')).toBe('Accueil - ESF Val-Neige');
  });

  it('does not index disabled pages nor pre-production languages', () => {
    expect(isIndexable(config, { disabled: false, lang: 'fr' })).toBe(true);
    expect(isIndexable(config, { disabled: true, lang: 'fr' })).toBe(false);
    expect(isIndexable({ preProd: ['en'] }, { disabled: false, lang: 'en' })).toBe(false);
    expect(isIndexable({ preProd: ['en'] }, { disabled: false, lang: 'fr' })).toBe(true);
    expect(isIndexable({ preProd: true }, { disabled: false, lang: 'fr' })).toBe(false);
  });

  it('lists an alternate per translation plus x-default in the default language', () => {
    const page = {
      lang: 'en',
      path: '/information/meeting-points/',
      translations: [
        { lang: 'en', path: '/information/meeting-points/' },
        { lang: 'fr', path: '/infos-pratiques/lieux-de-rendez-vous/' },
        { lang: 'de', path: '/treffpunkte/' },
      ],
    };
    expect(alternates(config, page)).toEqual({
      en: 'https://www.val-neige.example/en/information/meeting-points/',
      fr: 'https://www.val-neige.example/infos-pratiques/lieux-de-rendez-vous/',
      'x-default': 'https://www.val-neige.example/infos-pratiques/lieux-de-rendez-vous/',
    });
  });

  it('uses the page itself for x-default when the default language has no translation', () => {
    const page = { lang: 'en', path: '/en-only/', translations: [{ lang: 'en', path: '/en-only/' }] };
    expect(alternates(config, page)['x-default']).toBe('https://www.val-neige.example/en/en-only/');
  });
});
