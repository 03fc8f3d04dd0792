import { formatEuros } from '@schuss/contracts/rules';

/** Escapes text for HTML content and double-quoted attributes. */
export function esc(s: string | number): string {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** `125,50 €` (fr) or `€125.50` (en) for integer cents: the shared rule, with plain spaces for e-mails and the card page. */
export const plainEuros = (cents: number, lang: string) => formatEuros(cents, lang, { plainSpaces: true });

/** `samedi 19 décembre 2026` / `Saturday 19 December 2026` for `YYYY-MM-DD`. */
export function formatDate(d: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${d}T00:00:00Z`));
}

/** A text in `lang`: French for `fr`, English otherwise (product names and descriptions are stored in both). */
export const localized = (t: { fr: string; en: string }, lang: string) => (lang === 'fr' ? t.fr : t.en);

/** A product name in `lang` (fr or en), else in the school's default language. */
export const productName = (name: { fr: string; en: string }, lang: string | undefined, school: { defaultLang: string }) =>
  localized(name, lang === 'fr' || lang === 'en' ? lang : school.defaultLang);
