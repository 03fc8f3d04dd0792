/**
 * Strings of the 404 and error views. Those two client components are part of every page's first
 * load (the layout's boundaries), so they carry these few strings rather than the shared dictionary.
 */
const fr: Record<string, string> = {
  'nav.backToHome': "Retour à l'accueil",
  'notFound.title': 'Page introuvable',
  'notFound.text': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'error.title': 'Service momentanément indisponible',
  'error.text': "Nous n'avons pas pu afficher cette page. Merci de réessayer dans quelques instants.",
  'error.retry': 'Réessayer',
};

const en: Record<string, string> = {
  'nav.backToHome': 'Back to home',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'error.title': 'Service temporarily unavailable',
  'error.text': 'We could not display this page. Please try again in a few moments.',
  'error.retry': 'Try again',
};

export const errorDictionaries = { fr, en };
