import type { SeedPage } from '../types';
import { activityPages, infoPages } from './pages-info';
import { lessonPages, levelPages } from './pages-lessons';
import { bookingPages, homePages } from './pages-main';
import { legalPages, schoolPages } from './pages-school';

/**
 * Pages of the demo school "Val-Neige", French and English (DESIGN §5).
 * The order is the menu order of the pages table.
 */
export const demoPages: SeedPage[] = [
  ...homePages,
  ...lessonPages,
  ...levelPages,
  ...infoPages,
  ...activityPages,
  ...schoolPages,
  ...bookingPages,
  ...legalPages,
];
