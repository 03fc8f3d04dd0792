import { dictionaries } from './messages';

export type { MessageKey } from './messages';

/**
 * Translates a key into a language (unsupported languages use English). A missing key
 * renders as `??key??` (spec §8) so it is visible and easy to find.
 */
export function translate(lang: string, key: string, vars?: Record<string, string | number>): string {
  const dict = dictionaries[lang] ?? dictionaries.en ?? {};
  const text = dict[key];
  if (text === undefined) return `??${key}??`;
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
}

/** A translator bound to one language. */
export const translator = (lang: string) => (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);

/** Euros from integer cents, in the page's language. */
export function formatEuros(cents: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
