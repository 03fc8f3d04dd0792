/** Interface strings of the shell components (merged into the dictionaries by ./messages). */
export const fr: Record<string, string> = {
  'ui.loading': 'Chargement…',
  'ui.close': 'Fermer',
  'ui.newTab': 'nouvel onglet',
  'footer.nav': 'Plan du site',
  'footer.call': 'Appeler le {tel}',
  'offers.filter.label': 'Filtrer les offres par catégorie',
  'offers.filter.all': 'Toutes',
  'offers.filter.count': '{count} offre(s) affichée(s)',
};
export const en: Record<string, string> = {
  'ui.loading': 'Loading…',
  'ui.close': 'Close',
  'ui.newTab': 'new tab',
  'footer.nav': 'Site map',
  'footer.call': 'Call {tel}',
  'offers.filter.label': 'Filter offers by category',
  'offers.filter.all': 'All',
  'offers.filter.count': '{count} offer(s) shown',
};
