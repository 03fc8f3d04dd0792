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
  // the panel of an e-mailed link
  linkTitle: 'Votre place sur la liste d’attente',
  loading: 'Chargement…',
  loadError: 'Votre place sur la liste d’attente n’a pas pu être chargée.',
  familyLoadError: 'Les niveaux conseillés de vos enfants n’ont pas pu être chargés.',
  retry: 'Réessayer',
  invalid: 'Ce lien ne fonctionne pas : vérifiez qu’il est complet. Si la date est passée, la liste d’attente est close.',
  heldOne: 'Une place vous est réservée : {product}, {dates}.',
  heldMany: '{n} places vous sont réservées : {product}, {dates}.',
  heldUntil:
    'Jusqu’au {until}. Indiquez les participants puis ajoutez au panier pour la garder ; passé ce délai, elle ira à la personne suivante.',
  claimed: '{product} est dans votre panier : payez votre commande pour garder la place.',
  waiting: 'Vous êtes n° {position} sur la liste d’attente de {product}, {dates}, pour {n} participant(s).',
  expired: 'Le délai de cette offre est passé : la place a été proposée à la personne suivante.',
  taken: 'Ce lien a déjà servi : les places ont été ajoutées à un panier.',
  left: 'Vous avez quitté la liste d’attente de {product}, {dates}.',
  ended: 'Cette date a commencé : sa liste d’attente est close.',
  leaveOffered: 'Vous ne souhaitez plus cette place ? Elle ira à la personne suivante sur la liste.',
  leaveWaiting: 'Vous ne souhaitez plus attendre ?',
  leave: 'Quitter la liste d’attente',
  leaving: 'Un instant…',
  leaveError: 'Vous n’avez pas pu quitter la liste d’attente : {message}',
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
  linkTitle: 'Your place on the waiting list',
  loading: 'Loading…',
  loadError: 'Your place on the waiting list could not be loaded.',
  familyLoadError: "Your children's advised levels could not be loaded.",
  retry: 'Try again',
  invalid: 'This link does not work: check that it is complete. If the date has passed, its waiting list is closed.',
  heldOne: 'A place is held for you: {product}, {dates}.',
  heldMany: '{n} places are held for you: {product}, {dates}.',
  heldUntil: 'Until {until}. Give the participants, then add to cart to keep it; after that, it goes to the next person.',
  claimed: '{product} is in your cart: pay for your order to keep the place.',
  waiting: 'You are number {position} on the waiting list of {product}, {dates}, for {n} participant(s).',
  expired: 'This offer has run out: the place went to the next person on the list.',
  taken: 'This link was already used: the places were added to a cart.',
  left: 'You left the waiting list of {product}, {dates}.',
  ended: 'This date has started: its waiting list is closed.',
  leaveOffered: 'No longer want this place? It goes to the next person on the list.',
  leaveWaiting: 'No longer want to wait?',
  leave: 'Leave the waiting list',
  leaving: 'One moment…',
  leaveError: 'You could not leave the waiting list: {message}',
};

export type WT = (key: Key, vars?: Record<string, string | number>) => string;
export const waitlistTranslator =
  (lang: Lang): WT =>
  (key, vars) =>
    fill((lang === 'fr' ? fr : en)[key], key, vars);
