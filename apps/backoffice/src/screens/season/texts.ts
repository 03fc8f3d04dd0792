import { useI18n } from '../../i18n';
import { SEASON_TEXTS, type SeasonMessages } from '../../i18n/season-texts';

/** The season area's texts in the chosen language (i18n/season-texts.ts: they load with these screens). */
export function useSeasonTexts(): SeasonMessages {
  return SEASON_TEXTS[useI18n().lang];
}
