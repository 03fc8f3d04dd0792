import type { Lang } from '../logic';
import { fill } from '../texts';

/** Texts of a private-lesson request: its form and its payment link's panel (third file). */
const fr = {
  title: 'Demander un cours particulier',
  intro:
    'Aucun moniteur n’est libre aux heures proposées ? Envoyez-nous votre demande : notre bureau vous répond par e-mail. Rien n’est débité avant son accord.',
  day: 'Jour souhaité',
  window: 'Moment de la journée',
  morning: 'Matin',
  afternoon: 'Après-midi',
  any: 'Peu importe',
  count: 'Nombre de participants',
  person: 'Participant {n}',
  firstName: 'Prénom',
  lastName: 'Nom',
  birthDate: 'Date de naissance',
  name: 'Votre nom',
  email: 'Votre e-mail',
  phone: 'Votre téléphone',
  message: 'Message au bureau (facultatif)',
  send: 'Envoyer la demande',
  sending: 'Envoi…',
  sent: 'Demande envoyée : notre bureau vous répond par e-mail à {email}.',
  check: 'Vérifiez ce champ : {field}.',
  error: 'La demande n’a pas pu être envoyée. Réessayez.',
  close: 'Fermer',
  linkTitle: 'Votre cours particulier',
  loading: 'Chargement…',
  invalid: 'Ce lien de paiement ne fonctionne pas.',
  inCart: 'Votre {product} du {day}, de {start} à {end}, est dans votre panier : payez-le avant le {until}.',
  paid: 'Ce cours est déjà payé. À bientôt sur les pistes !',
  expired: 'Le délai de paiement de ce cours est passé : l’heure a été libérée. Contactez l’école pour une nouvelle demande.',
  other: 'Ce lien ne permet plus de payer ce cours.',
  retry: 'Réessayer',
};

const en: Record<keyof typeof fr, string> = {
  title: 'Ask for a private lesson',
  intro: 'No instructor free at the hours shown? Send us your request: our office answers by e-mail. Nothing is charged before it agrees.',
  day: 'Day wanted',
  window: 'Time of day',
  morning: 'Morning',
  afternoon: 'Afternoon',
  any: 'Any time',
  count: 'Number of participants',
  person: 'Participant {n}',
  firstName: 'First name',
  lastName: 'Last name',
  birthDate: 'Date of birth',
  name: 'Your name',
  email: 'Your e-mail',
  phone: 'Your phone',
  message: 'Message to the office (optional)',
  send: 'Send the request',
  sending: 'Sending…',
  sent: 'Request sent: our office will answer you by e-mail at {email}.',
  check: 'Please check this field: {field}.',
  error: 'The request could not be sent. Try again.',
  close: 'Close',
  linkTitle: 'Your private lesson',
  loading: 'Loading…',
  invalid: 'This payment link does not work.',
  inCart: 'Your {product} on {day}, from {start} to {end}, is in your cart: pay for it before {until}.',
  paid: 'This lesson is paid already. See you on the slopes!',
  expired: 'The time to pay for this lesson has passed: the hour was released. Contact the school for a new request.',
  other: 'This link can no longer pay for this lesson.',
  retry: 'Try again',
};

export type RequestKey = keyof typeof fr;
export const requestTranslator = (lang: Lang) => {
  const texts = lang === 'en' ? en : fr;
  return (key: RequestKey, vars?: Record<string, string | number>) => fill(texts[key], key, vars);
};
