import { useTexts } from '../../i18n';
import { type LevelsMessages, levelsTexts } from '../../i18n/levels';

/** The levels area's texts in the chosen language (i18n/levels.ts: they load with the levels and groups screens). */
export const useLevelsTexts = (): LevelsMessages => useTexts(levelsTexts);
