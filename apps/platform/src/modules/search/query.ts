/**
 * Turns what a visitor typed into a safe `to_tsquery` expression: words only (letters and
 * digits of any script — tsquery operators and quotes can never get through), all required,
 * the last one as a prefix because the visitor is still typing it.
 */
const MAX_TERMS = 12;

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

/** Lowercase without diacritics: "Télésièges" → "telesieges". */
export function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A short extract of a page's text around the first word matching the query, matching words
 * wrapped in `<mark>`; HTML-safe. A word matches a term when they share the term's stem-like
 * prefix after accent folding ("telesiege" marks "télésièges"). Done here rather than with
 * `ts_headline`, which costs a third of a search on a large site.
 */
export function snippet(text: string, query: string, maxWords = 28): string {
  const stems = searchTerms(query)
    .map(fold)
    .map((t) => (t.length > 4 ? t.slice(0, t.length - 2) : t));
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const matches = (w: string) => stems.length > 0 && stems.some((s) => fold(w).startsWith(s));
  const first = words.findIndex((m) => matches(m[0]));
  const start = first <= 6 ? 0 : first - 6;
  const slice = words.slice(start, start + maxWords);
  if (slice.length === 0) return '';
  const from = slice[0]?.index ?? 0;
  const last = slice[slice.length - 1];
  const more = start + maxWords < words.length;
  // Up to the end of the text when the extract reaches it (keeping the final punctuation).
  const to = more ? (last?.index ?? 0) + (last?.[0].length ?? 0) : text.length;
  let out = '';
  let pos = from;
  for (const m of slice) {
    const i = m.index ?? 0;
    out += escapeHtml(text.slice(pos, i));
    out += matches(m[0]) ? `<mark>${escapeHtml(m[0])}</mark>` : escapeHtml(m[0]);
    pos = i + m[0].length;
  }
  out += escapeHtml(text.slice(pos, to));
  return `${start > 0 ? '… ' : ''}${out.trim()}${more ? ' …' : ''}`;
}
