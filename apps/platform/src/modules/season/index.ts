/** The season module's one door: what other modules and the app may use of it. */

export type { SlotPlaces } from './places';
export { useSlotPlaces } from './places';
export { seasonRoutes } from './routes';
export { closeSlots } from './slots';
