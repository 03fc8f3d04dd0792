import { useTexts } from '../../i18n';
import { type ClosuresMessages, closuresTexts } from '../../i18n/closures';

/** The closures area's texts in the chosen language (i18n/closures.ts: they load with these screens). */
export const useClosuresTexts = (): ClosuresMessages => useTexts(closuresTexts);
