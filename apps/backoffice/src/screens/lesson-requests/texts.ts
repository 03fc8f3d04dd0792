import { useTexts } from '../../i18n';
import { type RequestMessages, requestTexts } from '../../i18n/lesson-requests';

/** The lesson requests' texts in the chosen language (i18n/lesson-requests.ts: they load with these screens only). */
export const useRequestTexts = (): RequestMessages => useTexts(requestTexts);
export type RequestTexts = RequestMessages;
