import { useTexts } from '../../i18n';
import { type EarningsMessages, earningsTexts } from '../../i18n/earnings';

/** The earnings screen's texts in the chosen language (i18n/earnings.ts: they load with this screen). */
export const useEarningsTexts = (): EarningsMessages => useTexts(earningsTexts);
