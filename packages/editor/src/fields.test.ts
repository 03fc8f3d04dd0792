// @vitest-environment happy-dom
import type { Section } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { showTexts, textFields, withButtonLink, withText } from './fields';
import { messages } from './i18n';

const hero: Section = { id: 'h', type: 'hero', props: { title: 'Ski', image: '/hero.svg', cta: { label: 'Book', path: '/book/' } } };

describe('the texts of a structured section', () => {
  it('lists every text a visitor sees, named in both languages', () => {
    expect(textFields(hero, 1, messages('fr')).map((f) => f.label)).toEqual([
      'Titre de la section 1',
      'Accroche de la section 1',
      'Libellé du bouton, section 1',
    ]);
    expect(textFields(hero, 1, messages('en')).map((f) => f.label)).toEqual([
      'Title of section 1',
      'Tagline of section 1',
      'Button label, section 1',
    ]);
    expect(textFields({ id: 'w', type: 'widget', props: { view: 'cart' } }, 2, messages('en'))).toEqual([]);
  });

  it('changes one text without touching the rest (nor the original)', () => {
    const next = withText(hero, 'text', 'For all');
    expect(next).toEqual({ ...hero, props: { ...hero.props, text: 'For all' } });
    expect(withText(next, 'text', '')).toEqual(hero); // an optional text emptied is removed
    expect(withText(hero, 'title', '')).toMatchObject({ props: { title: '' } }); // the banner's title is required
    expect(withButtonLink(hero, '/winter/')).toMatchObject({ props: { cta: { label: 'Book', path: '/winter/' } } });
    expect(hero).toMatchObject({ props: { title: 'Ski', cta: { path: '/book/' } } });
    expect('text' in hero.props).toBe(false);
  });

  it('shows the draft’s words in the copy of the banner the site rendered, adding its tagline when it had none', () => {
    const copy = document.createElement('section');
    copy.innerHTML = '<div class="hero"><h2 class="hero-title">Old</h2><a class="button" href="/fr/book/">Old button</a></div>';
    showTexts(copy, withText(withText(hero, 'text', 'For all'), 'cta.label', 'Book now'));
    expect([...copy.querySelectorAll('h2, p, a')].map((e) => e.textContent)).toEqual(['Ski', 'For all', 'Book now']);
    showTexts(copy, hero);
    expect(copy.querySelector('.hero-text')).toBeNull();
  });
});
