import { useTexts } from '../../i18n';
import { type PlanningMessages, planningTexts } from '../../i18n/planning';

/** The planning board's texts in the chosen language (i18n/planning.ts: they load with the planning screen only). */
export const usePlanningTexts = (): PlanningMessages => useTexts(planningTexts);
