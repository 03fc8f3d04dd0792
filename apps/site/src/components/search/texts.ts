/** The search component's own texts (docs/spec.md §9: fr, en, es; an unsupported language uses en, docs/spec.md §8). */
export type SearchTexts = {
  label: string;
  placeholder: string;
  results: string;
  loading: string;
  empty: (query: string) => string;
  count: (n: number) => string;
  error: string;
  retry: string;
  close: string;
  shortcut: string;
};

export const SEARCH_TEXTS: Record<'fr' | 'en' | 'es', SearchTexts> = {
  fr: {
    label: 'Rechercher sur le site',
    placeholder: 'Rechercher un cours, une info…',
    results: 'Résultats de la recherche',
    loading: 'Recherche en cours…',
    empty: (q) => `Aucun résultat pour « ${q} »`,
    count: (n) => (n === 0 ? 'Aucun résultat' : n === 1 ? '1 résultat' : `${n} résultats`),
    error: 'La recherche n’a pas abouti.',
    retry: 'Réessayer',
    close: 'Fermer la recherche',
    shortcut: 'Ctrl+K pour rechercher',
  },
  en: {
    label: 'Search the site',
    placeholder: 'Search lessons, information…',
    results: 'Search results',
    loading: 'Searching…',
    empty: (q) => `No results for “${q}”`,
    count: (n) => (n === 0 ? 'No results' : n === 1 ? '1 result' : `${n} results`),
    error: 'The search failed.',
    retry: 'Try again',
    close: 'Close search',
    shortcut: 'Ctrl+K to search',
  },
  es: {
    label: 'Buscar en el sitio',
    placeholder: 'Buscar clases, información…',
    results: 'Resultados de la búsqueda',
    loading: 'Buscando…',
    empty: (q) => `No hay resultados para «${q}»`,
    count: (n) => (n === 0 ? 'Ningún resultado' : n === 1 ? '1 resultado' : `${n} resultados`),
    error: 'La búsqueda ha fallado.',
    retry: 'Reintentar',
    close: 'Cerrar la búsqueda',
    shortcut: 'Ctrl+K para buscar',
  },
};

/** The texts of a language; English when the language is not supported. */
export function searchTexts(lang: string): SearchTexts {
  return SEARCH_TEXTS[lang as keyof typeof SEARCH_TEXTS] ?? SEARCH_TEXTS.en;
}
