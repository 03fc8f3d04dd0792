/** The metrics module's one door: what other modules and the app may use of it. */
export { registerMetrics } from './plugin';
export { countHoldReleased, countHoldTaken, countOrder, countPayment, countSweepFailure, placesDrift } from './registry';
