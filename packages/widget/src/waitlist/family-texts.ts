import type { Lang } from '../logic';
import { fill } from '../texts';

/** Texts of a family link's panel (third file). */
const fr = {
  loading: 'Chargement des niveaux conseillés…',
  invalid: 'Ce lien famille ne fonctionne plus : indiquez le niveau de chaque enfant ci-dessous.',
  error: 'Les niveaux conseillés de vos enfants n’ont pas pu être chargés.',
  retry: 'Réessayer',
  title: 'Vos enfants',
  advised: 'niveau conseillé : {level}',
  add: 'Inscrire {name}',
  isAdded: '{name} est inscrit(e) ci-dessous',
  added: '{name} est ajouté(e) aux participants.',
  addedLevel: '{name} est ajouté(e) aux participants, au niveau {level}.',
  notTaught: 'Ce cours n’enseigne pas ce niveau : choisissez un autre cours de la liste.',
};

const en: Record<keyof typeof fr, string> = {
  loading: 'Loading the advised levels…',
  invalid: "This family link no longer works: give each child's level below.",
  error: "Your children's advised levels could not be loaded.",
  retry: 'Try again',
  title: 'Your children',
  advised: 'advised level: {level}',
  add: 'Enrol {name}',
  isAdded: '{name} is enrolled below',
  added: '{name} is added to the participants.',
  addedLevel: '{name} is added to the participants, at {level} level.',
  notTaught: 'This course does not teach that level: choose another course of the list.',
};

export const familyTranslator = (lang: Lang) => {
  const texts = lang === 'en' ? en : fr;
  return (key: keyof typeof fr, vars?: Record<string, string | number>) => fill(texts[key], key, vars);
};
