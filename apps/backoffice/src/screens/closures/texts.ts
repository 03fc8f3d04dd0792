import { useI18n } from '../../i18n';
import { type ClosuresMessages, closuresEn, closuresFr } from '../../i18n/closures';

const TEXTS = { fr: closuresFr, en: closuresEn } as const;

/** The closures area's texts in the chosen language (they load with its screens, not with the first one). */
export function useClosuresTexts(): ClosuresMessages {
  return TEXTS[useI18n().lang];
}
