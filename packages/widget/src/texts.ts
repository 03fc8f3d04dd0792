import type { Lang } from './logic';

/** Texts of the main file (offers, product panel, loading states); the form's are in product/texts.ts, the cart's in checkout/texts.ts. */
const fr = {
  offersTitle: 'Nos offres',
  stay: 'Du {from} au {to}',
  from: 'À partir de {price}',
  discountDays: '−{percent} % dès {days} jours',
  discountFamily: '−{percent} % dès le {rank}e participant',
  choose: 'Choisir',
  chooseLabel: 'Choisir {name}',
  noOffers: 'Aucune offre disponible pour ces dates.',
  next: 'Prochaine date : {date}',
  meets: 'Rendez-vous : {place}',
  loading: 'Chargement…',
  loadError: 'Les offres n’ont pas pu être chargées.',
  retry: 'Réessayer',
  back: 'Retour aux offres',
  cartLoadError: 'Le panier n’a pas pu être chargé.',
  formLoadError: 'Le formulaire de réservation n’a pas pu être chargé.',
  ask: 'Aucun moniteur libre ? Faire une demande',
};
type Key = keyof typeof fr;

const en: Record<Key, string> = {
  offersTitle: 'Our offers',
  stay: 'From {from} to {to}',
  from: 'From {price}',
  discountDays: '{percent}% off from {days} days',
  discountFamily: '{percent}% off from the {rank} participant',
  choose: 'Choose',
  chooseLabel: 'Choose {name}',
  noOffers: 'No offer available for these dates.',
  next: 'Next date: {date}',
  meets: 'Meeting point: {place}',
  loading: 'Loading…',
  loadError: 'The offers could not be loaded.',
  retry: 'Try again',
  back: 'Back to the offers',
  cartLoadError: 'The cart could not be loaded.',
  formLoadError: 'The booking form could not be loaded.',
  ask: 'No instructor free? Send a request',
};

export type T = (key: Key, vars?: Record<string, string | number>) => string;

/** Fills `{name}` placeholders (a missing key shows as `??key??`, docs/spec.md §8); a space left before a full stop by an empty value is dropped. */
export const fill = (text: string | undefined, key: string, vars?: Record<string, string | number>) =>
  text === undefined
    ? `??${key}??`
    : vars
      ? text.replace(/\{(\w+)\}/g, (m, n: string) => (n in vars ? String(vars[n]) : m)).replace(/ +\./g, '.')
      : text;

export const translator =
  (lang: Lang): T =>
  (key, vars) =>
    fill((lang === 'fr' ? fr : en)[key], key, vars);
