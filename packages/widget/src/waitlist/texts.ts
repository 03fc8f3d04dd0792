import type { Lang } from '../logic';
import { fill } from '../texts';

/** Texts of the waiting list (second file): joining a full date's list, and the panel of an e-mailed link. */
const fr = {
  // joining, from a full date of the participants form
  notify: 'Prévenez-moi si une place se libère',
  notifyLabel: 'Prévenez-moi si une place se libère le {dates}',
  joinTitle: 'Liste d’attente du {dates}',
  joinIntro: 'Cette date est complète. Laissez votre e-mail : si une place se libère, nous vous écrivons et nous vous la réservons.',
  email: 'Votre e-mail',
  places: 'Nombre de places souhaitées',
  mailLang: 'Langue des e-mails',
  french: 'Français',
  english: 'English',
  join: 'M’inscrire sur la liste d’attente',
  joining: 'Inscription…',
  close: 'Fermer',
  joined:
    'C’est noté : vous êtes n° {position} sur la liste d’attente. Si une place se libère, nous écrivons à {email} et nous vous la réservons {hours} heures. Un e-mail de confirmation vient de partir.',
  already: 'Cette adresse était déjà sur la liste d’attente (n° {position}) : nous avons noté vos changements.',
  alreadyOffered: 'Des places vous sont déjà réservées sur cette date : suivez le lien de l’e-mail que nous vous avons envoyé.',
  'error.required': 'Ce champ est obligatoire.',
  'error.email': 'Adresse e-mail invalide, par exemple nom@exemple.fr.',
  'error.places': 'Indiquez un nombre entier entre 1 et {max}.',
  fixErrors: 'Merci de corriger les champs signalés.',
  notFull: 'Des places se sont libérées sur cette date : choisissez-la et réservez directement.',
  closed: 'Cette date est fermée par l’école.',
  past: 'Cette date est passée.',
  rateLimited: 'Trop de demandes depuis votre connexion : réessayez dans quelques minutes.',
  network: 'La plateforme de réservation ne répond pas. Vérifiez votre connexion et réessayez.',
  // a panel of the third file while it loads, or when it could not (load.tsx: `<panel>LoadError`); the panels' own
  // texts are in the third file (link-texts.ts, family-texts.ts, instructors-texts.ts)
  loading: 'Chargement…',
  WaitlistLinkLoadError: 'Votre place sur la liste d’attente n’a pas pu être chargée.',
  FamilyLoadError: 'Les niveaux conseillés de vos enfants n’ont pas pu être chargés.',
  InstructorsLoadError: 'La liste des moniteurs n’a pas pu être chargée.',
  RequestLinkLoadError: 'La demande de cours n’a pas pu être chargée.',
  LessonRequestLoadError: 'La demande de cours n’a pas pu être chargée.',
  retry: 'Réessayer',
};
type Key = keyof typeof fr;

const en: Record<Key, string> = {
  notify: 'Tell me if a place frees up',
  notifyLabel: 'Tell me if a place frees up on {dates}',
  joinTitle: 'Waiting list of {dates}',
  joinIntro: 'This date is full. Leave your e-mail: if a place frees up, we write to you and hold it for you.',
  email: 'Your e-mail',
  places: 'Number of places wanted',
  mailLang: 'Language of the e-mails',
  french: 'Français',
  english: 'English',
  join: 'Join the waiting list',
  joining: 'Joining…',
  close: 'Close',
  joined:
    'Done: you are number {position} on the waiting list. If a place frees up, we write to {email} and hold it for you for {hours} hours. A confirmation e-mail is on its way.',
  already: 'This address was already on the waiting list (number {position}): your changes are saved.',
  alreadyOffered: 'Places are already held for you on this date: follow the link in the e-mail we sent you.',
  'error.required': 'This field is required.',
  'error.email': 'Invalid e-mail address, e.g. name@example.com.',
  'error.places': 'Enter a whole number from 1 to {max}.',
  fixErrors: 'Please correct the highlighted fields.',
  notFull: 'Places freed up on this date: choose it and book directly.',
  closed: 'The school closed this date.',
  past: 'This date has passed.',
  rateLimited: 'Too many requests from your connection: try again in a few minutes.',
  network: 'The booking platform does not answer. Check your connection and try again.',
  loading: 'Loading…',
  WaitlistLinkLoadError: 'Your place on the waiting list could not be loaded.',
  FamilyLoadError: "Your children's advised levels could not be loaded.",
  InstructorsLoadError: 'The list of instructors could not be loaded.',
  RequestLinkLoadError: 'The lesson request could not be loaded.',
  LessonRequestLoadError: 'The lesson request could not be loaded.',
  retry: 'Try again',
};

export type WT = (key: Key, vars?: Record<string, string | number>) => string;
export const waitlistTranslator =
  (lang: Lang): WT =>
  (key, vars) =>
    fill((lang === 'fr' ? fr : en)[key], key, vars);
