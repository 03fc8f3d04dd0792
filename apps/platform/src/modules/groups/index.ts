/** The groups module's one door: a course's groups by level (issue 30). */
export { proposeGroups } from './proposal';
export { groupsRoutes } from './routes';
export { dayGroups, slotGroups } from './service';
