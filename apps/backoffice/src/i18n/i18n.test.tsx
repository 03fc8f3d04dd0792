// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '../App';
import { en } from './en';
import { fr } from './fr';
import { I18nProvider, initialLang, LANG_KEY, useI18n } from './index';

function Title() {
  const { m, f } = useI18n();
  return (
    <p>
      {m.dashboardTitle} {f.money(12550)}
    </p>
  );
}

describe('languages', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has the same texts in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    expect(Object.keys(en.status_).sort()).toEqual(Object.keys(fr.status_).sort());
    expect(Object.keys(en.type_).sort()).toEqual(Object.keys(fr.type_).sort());
  });

  it("starts in the browser's language, French when it is neither", () => {
    vi.stubGlobal('navigator', { languages: ['en-US', 'fr'], language: 'en-US' });
    expect(initialLang()).toBe('en');
    vi.stubGlobal('navigator', { languages: ['de-DE', 'fr-CH'], language: 'de-DE' });
    expect(initialLang()).toBe('fr');
    vi.stubGlobal('navigator', { languages: ['de-DE'], language: 'de-DE' });
    expect(initialLang()).toBe('fr');
    localStorage.setItem(LANG_KEY, 'en');
    expect(initialLang()).toBe('en');
  });

  it('switches from the header: the texts, <html lang> and the choice kept for next time', async () => {
    vi.stubGlobal('navigator', { languages: ['fr-FR'], language: 'fr-FR' });
    render(
      <I18nProvider>
        <LanguageSwitch />
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByText(/Tableau de bord/).textContent).toMatch(/125,50\s€/);
    expect(document.documentElement.lang).toBe('fr');
    const toEnglish = screen.getByRole('button', { name: 'Switch to English' });
    expect(toEnglish.getAttribute('lang')).toBe('en');
    await userEvent.click(toEnglish);
    expect(screen.getByText(/Dashboard/).textContent).toContain('€125.50');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANG_KEY)).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'Passer en français' }));
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANG_KEY)).toBe('fr');
  });
});
