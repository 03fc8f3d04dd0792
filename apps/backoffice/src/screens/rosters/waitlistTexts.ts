import { useI18n } from '../../i18n';
import { type WaitlistMessages, waitlistEn, waitlistFr } from '../../i18n/waitlist';

const TEXTS = { fr: waitlistFr, en: waitlistEn } as const;

/** The waiting list's texts in the chosen language (they load with the roster screen, not with the first one). */
export function useWaitlistTexts(): WaitlistMessages {
  return TEXTS[useI18n().lang];
}
