/** The instructors module's one door (issue 31): profiles, availability by half-day, the school's rules. */
export { instructorsRoutes } from './routes';
export { availability, schoolSettings } from './service';
