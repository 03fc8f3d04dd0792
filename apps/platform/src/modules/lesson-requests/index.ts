/** The lesson-requests module's one door: private-lesson requests when no instructor is free (issue 31, item 4). */
export { lessonRequestRoutes } from './routes';
export { requestsPaid } from './service';
