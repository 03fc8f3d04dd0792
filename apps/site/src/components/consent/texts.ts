/**
 * Cookie banner texts in French, English and Dutch (docs/spec.md §9: unknown languages use English).
 * Dutch lives here because the site has no Dutch pages and no Dutch dictionary.
 */
export type ConsentTexts = {
  title: string;
  text: string;
  accept: string;
  refuse: string;
  learnMore: string;
  manage: string;
  current: { yes: string; no: string; undecided: string };
  close: string;
};

const CONSENT_TEXTS: Record<'fr' | 'en' | 'nl', ConsentTexts> = {
  fr: {
    title: 'Cookies et mesure d’audience',
    text: 'Avec votre accord, nous utilisons des cookies de mesure d’audience (Google Analytics) et d’analyse de navigation (Hotjar) pour améliorer le site. Vous pouvez changer d’avis à tout moment depuis le pied de page.',
    accept: 'Accepter',
    refuse: 'Refuser',
    learnMore: 'En savoir plus sur les cookies',
    manage: 'Gérer les cookies',
    current: { yes: 'Vous avez accepté les cookies.', no: 'Vous avez refusé les cookies.', undecided: 'Vous n’avez pas encore choisi.' },
    close: 'Fermer',
  },
  en: {
    title: 'Cookies and audience measurement',
    text: 'With your consent, we use audience measurement (Google Analytics) and browsing analysis (Hotjar) cookies to improve the site. You can change your mind at any time from the page footer.',
    accept: 'Accept',
    refuse: 'Refuse',
    learnMore: 'Learn more about cookies',
    manage: 'Manage cookies',
    current: { yes: 'You have accepted cookies.', no: 'You have refused cookies.', undecided: 'You have not chosen yet.' },
    close: 'Close',
  },
  nl: {
    title: 'Cookies en bezoekersmeting',
    text: 'Met uw toestemming gebruiken wij cookies voor bezoekersmeting (Google Analytics) en surfgedrag-analyse (Hotjar) om de site te verbeteren. U kunt uw keuze altijd wijzigen via de voettekst van de pagina.',
    accept: 'Accepteren',
    refuse: 'Weigeren',
    learnMore: 'Meer over cookies',
    manage: 'Cookies beheren',
    current: { yes: 'U hebt cookies geaccepteerd.', no: 'U hebt cookies geweigerd.', undecided: 'U hebt nog geen keuze gemaakt.' },
    close: 'Sluiten',
  },
};

/** The texts of a language, English for unknown languages. */
export function consentTexts(lang: string): ConsentTexts {
  const key = lang.toLowerCase().split('-')[0] as keyof typeof CONSENT_TEXTS;
  return CONSENT_TEXTS[key] ?? CONSENT_TEXTS.en;
}
