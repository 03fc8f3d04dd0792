import { useTexts } from '../../i18n';
import { type ActivityMessages, activityTexts } from '../../i18n/activity';

/** The activity log's texts in the chosen language (i18n/activity.ts: they load with this screen). */
export const useActivityTexts = (): ActivityMessages => useTexts(activityTexts);
