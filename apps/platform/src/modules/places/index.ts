/** The places module's one door: what other modules and the app may use of it. */
export { describeDrift, placesDrift, repairPlaces } from './check';
export { registerPlacesJobs } from './jobs';
export type { WaitingLists } from './service';
export {
  closeSlotRows,
  extendHold,
  HOLD_MINUTES,
  holdAgain,
  holdUntil,
  PAYMENT_HOLD_MINUTES,
  placesLeft,
  releaseExpiredHolds,
  releaseExpiredLinesOf,
  releasePlaces,
  reopenSlotRows,
  returnSold,
  sellHeld,
  sellPlaces,
  setCapacity,
  sweepSlot,
  takePlaces,
  usePlacesLog,
  useWaitingLists,
} from './service';
