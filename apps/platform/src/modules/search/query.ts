/**
 * Turns what a visitor typed into a safe `to_tsquery` expression: words only (letters and
 * digits of any script — tsquery operators and quotes can never get through), all required,
 * the last one as a prefix because the visitor is still typing it.
 */
export const MAX_TERMS = 12;

export function searchTerms(input: string): string[] {
  return (input.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase().slice(0, 60)).slice(0, MAX_TERMS);
}

export function toTsQuery(input: string): string | null {
  const terms = searchTerms(input);
  if (terms.length === 0) return null;
  return terms.map((t, i) => (i === terms.length - 1 ? `${t}:*` : t)).join(' & ');
}

/** The text search configuration of a language (accent-folding French and English, else simple). */
export function searchConfig(lang: string): 'schuss_french' | 'schuss_english' | 'schuss_simple' {
  if (lang === 'fr') return 'schuss_french';
  if (lang === 'en') return 'schuss_english';
  return 'schuss_simple';
}
