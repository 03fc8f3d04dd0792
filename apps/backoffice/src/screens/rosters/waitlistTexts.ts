import { useTexts } from '../../i18n';
import { type WaitlistMessages, waitlistTexts } from '../../i18n/waitlist';

/** The waiting list's texts in the chosen language (i18n/waitlist.ts: they load with the roster screen). */
export const useWaitlistTexts = (): WaitlistMessages => useTexts(waitlistTexts);
