/** The planning module's one door: the board of who teaches which group or private lesson (issue 31). */

export { mailNotices } from './notices';
export { planningRoutes } from './routes';
export type { Need } from './rules';
export { assignPaidPrivates, assignPaidTo, checkTeacher, freeTeachers, settleLessons } from './service';
