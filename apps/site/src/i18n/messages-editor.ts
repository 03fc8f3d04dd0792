/**
 * Interface strings of the editors' login page and of the editor mode, read through
 * `editorTexts` only. Not merged into ./messages on purpose: that dictionary ships with every
 * visitor's page (several of its chunks), and visitors never see these strings.
 */
export const fr: Record<string, string> = {
  'editor.login.title': 'Connexion des éditeurs',
  'editor.login.intro': 'Connectez-vous pour modifier les pages du site.',
  'editor.login.email': 'E-mail',
  'editor.login.password': 'Mot de passe',
  'editor.login.submit': 'Se connecter',
  'editor.login.busy': 'Connexion…',
  'editor.login.invalid': 'e-mail ou mot de passe incorrect',
  'editor.login.network': 'Le serveur est injoignable. Vérifiez votre connexion internet et réessayez.',
  'editor.login.failed': 'La connexion a échoué (erreur {status}).',
  'editor.login.retryIn': 'Réessayez dans {wait}.',
  'editor.wait.seconds.one': '{n} seconde',
  'editor.wait.seconds.other': '{n} secondes',
  'editor.wait.minutes.one': '{n} minute',
  'editor.wait.minutes.other': '{n} minutes',
  'editor.wait.hours.one': '{n} heure',
  'editor.wait.hours.other': '{n} heures',
  'editor.tool.loadError': "L'outil d'édition n'a pas pu être chargé.",
  'editor.tool.retry': 'Réessayer',
  'editor.tool.dismiss': 'Fermer',
};

export const en: Record<string, string> = {
  'editor.login.title': 'Editor login',
  'editor.login.intro': 'Log in to edit the pages of the site.',
  'editor.login.email': 'E-mail',
  'editor.login.password': 'Password',
  'editor.login.submit': 'Log in',
  'editor.login.busy': 'Logging in…',
  'editor.login.invalid': 'incorrect e-mail or password',
  'editor.login.network': 'The server could not be reached. Check your internet connection and try again.',
  'editor.login.failed': 'Login failed (error {status}).',
  'editor.login.retryIn': 'Try again in {wait}.',
  'editor.wait.seconds.one': '{n} second',
  'editor.wait.seconds.other': '{n} seconds',
  'editor.wait.minutes.one': '{n} minute',
  'editor.wait.minutes.other': '{n} minutes',
  'editor.wait.hours.one': '{n} hour',
  'editor.wait.hours.other': '{n} hours',
  'editor.tool.loadError': 'The editing tool could not be loaded.',
  'editor.tool.retry': 'Try again',
  'editor.tool.dismiss': 'Close',
};

/** The editor strings of a language (English for languages without their own). */
export function editorTexts(lang: string): (key: string, vars?: Record<string, string | number>) => string {
  const dict = lang === 'fr' ? fr : en;
  return (key, vars) => {
    const text = dict[key];
    if (text === undefined) return `??${key}??`;
    return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
  };
}
