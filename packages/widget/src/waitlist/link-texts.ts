import type { Lang } from '../logic';
import { fill } from '../texts';

/** Texts of the panel of a waiting list's e-mailed link (third file: not in the second file's texts). */
const fr = {
  linkTitle: 'Votre place sur la liste d’attente',
  loading: 'Chargement…',
  loadError: 'Votre place sur la liste d’attente n’a pas pu être chargée.',
  retry: 'Réessayer',
  network: 'La plateforme de réservation ne répond pas. Vérifiez votre connexion et réessayez.',
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

const en: Record<keyof typeof fr, string> = {
  linkTitle: 'Your place on the waiting list',
  loading: 'Loading…',
  loadError: 'Your place on the waiting list could not be loaded.',
  retry: 'Try again',
  network: 'The booking platform does not answer. Check your connection and try again.',
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

export const linkTranslator = (lang: Lang) => (key: keyof typeof fr, vars?: Record<string, string | number>) =>
  fill((lang === 'fr' ? fr : en)[key], key, vars);
