import { useTexts } from '../../i18n';
import { type InstructorsMessages, instructorsTexts } from '../../i18n/instructors';

/** The instructors area's texts in the chosen language (i18n/instructors.ts: they load with its screens). */
export const useInstructorsTexts = (): InstructorsMessages => useTexts(instructorsTexts);
