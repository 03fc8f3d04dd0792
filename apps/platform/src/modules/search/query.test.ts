import { describe, expect, it } from 'vitest';
import { fold, searchConfig, searchTerms, snippet, toTsQuery } from './query';

describe('search query building', () => {
  it('keeps words only, the last one as a prefix', () => {
    expect(toTsQuery('cours collectif enfant')).toBe('cours & collectif & enfant:*');
    expect(toTsQuery('Télésièges')).toBe('télésièges:*');
    expect(toTsQuery("&|!():*'")).toBeNull();
    expect(toTsQuery("ski & !piste | (neige:*)'")).toBe('ski & piste & neige:*');
    expect(toTsQuery("l'école")).toBe('l & école:*');
  });

  it('caps the number and length of terms', () => {
    expect(searchTerms('a '.repeat(50))).toHaveLength(12);
    expect(searchTerms('x'.repeat(100))[0]).toHaveLength(60);
  });

  it('picks the text search configuration of the language', () => {
    expect(searchConfig('fr')).toBe('schuss_french');
    expect(searchConfig('en')).toBe('schuss_english');
    expect(searchConfig('es')).toBe('schuss_simple');
  });
});

describe('snippets', () => {
  it('folds accents', () => {
    expect(fold('Télésièges Étoile')).toBe('telesieges etoile');
  });

  it('marks the matching words, accents folded, and keeps the text around the first match', () => {
    const text = 'Le télésiège des Crêtes ouvre à 9 h. Les enfants retrouvent leur moniteur au pied du télésiège.';
    expect(snippet(text, 'telesieges', 40)).toBe(
      'Le <mark>télésiège</mark> des Crêtes ouvre à 9 h. Les enfants retrouvent leur moniteur au pied du <mark>télésiège</mark>.',
    );
    const long = `${'neige '.repeat(40)}moniteur diplômé ${'piste '.repeat(40)}`;
    const s = snippet(long, 'moniteu', 10);
    expect(s.startsWith('… neige neige neige neige neige neige <mark>moniteur</mark> diplômé')).toBe(true);
    expect(s.endsWith(' …')).toBe(true);
  });

  it('is HTML-safe', () => {
    expect(snippet('Tarifs <script>alert(1)</script> & promotions', 'promo')).toBe(
      'Tarifs &lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>promotions</mark>',
    );
  });

  it('shows the beginning of the text when only the title matched', () => {
    expect(snippet('Une école de ski familiale.', 'zzz')).toBe('Une école de ski familiale.');
  });
});
