import { useTexts } from '../../i18n';
import { type SeasonMessages, seasonTexts } from '../../i18n/season';

/** The season area's texts in the chosen language (i18n/season.ts: they load with these screens). */
export const useSeasonTexts = (): SeasonMessages => useTexts(seasonTexts);
