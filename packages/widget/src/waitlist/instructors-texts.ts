import type { Lang } from '../logic';
import { fill } from '../texts';

/** Texts of a private lesson's instructor choice (third file). */
const fr = {
  label: 'Moniteur souhaité (facultatif)',
  any: 'Peu importe',
  hint: 'Le calendrier montre alors ses heures libres.',
  speaks: '{name} ({languages})',
  // {name} ends with its initial's full stop.
  picked: 'Le calendrier montre les heures libres de {name}',
  pickedAny: 'Le calendrier montre les heures libres de tous les moniteurs.',
};

const en: Record<keyof typeof fr, string> = {
  label: 'Preferred instructor (optional)',
  any: 'No preference',
  hint: 'The calendar then shows their free hours.',
  speaks: '{name} ({languages})',
  picked: 'The calendar shows the free hours of {name}',
  pickedAny: "The calendar shows every instructor's free hours.",
};

export const instructorsTranslator = (lang: Lang) => {
  const texts = lang === 'en' ? en : fr;
  return (key: keyof typeof fr, vars?: Record<string, string | number>) => fill(texts[key], key, vars);
};
