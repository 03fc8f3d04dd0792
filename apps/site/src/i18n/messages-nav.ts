/**
 * Interface strings of the nav components (merged into the dictionaries by ./messages).
 * The docs/spec.md §9 strings (back to home, my cart, meeting points, show search…) are in ./messages.
 */
export const fr: Record<string, string> = {
  'nav.menu': 'Menu',
  'nav.language': 'Langue :',
  'nav.languages': 'Langues',
  'nav.account': 'Mon compte',
  'nav.shortcuts': 'Raccourcis',
  'nav.loading': 'Chargement de la page',
};
export const en: Record<string, string> = {
  'nav.menu': 'Menu',
  'nav.language': 'Language:',
  'nav.languages': 'Languages',
  'nav.account': 'My account',
  'nav.shortcuts': 'Shortcuts',
  'nav.loading': 'Loading page',
};
