import type { FastifyInstance } from 'fastify';
import { placesDrift as metricPlacesDrift } from '../metrics';
import { describeDrift, placesDrift } from './check';
import { releaseExpiredHolds, usePlacesLog } from './service';

/**
 * The places module's background work, on the app's job queue (register after `registerJobs`): expired holds
 * are released every minute in one process, whoever reads; the places are checked every ten minutes.
 */
export function registerPlacesJobs(app: FastifyInstance) {
  const { jobs } = app;
  // Holds that ran out give their places back (and the waiting lists their turn) without anyone reading.
  jobs.work('holds.expire', async () => {
    const released = await releaseExpiredHolds(app.db);
    if (released) app.log.info({ released }, 'expired holds released');
  });
  jobs.every('holds.expire', '* * * * *', {}, { retryLimit: 0, expireInSeconds: 120 });
  // A slot the sweep skips is logged with its id (places/service.ts `sweepSlot`).
  usePlacesLog(app.log);
  // Held and sold places checked against the lines and offers that account for them (places/check.ts):
  // a drift is a bug to look at; `npm run places:check -- --repair` sets the counters right.
  jobs.work('places.check', async () => {
    const drift = await placesDrift(app.db);
    metricPlacesDrift.set(drift.length);
    if (drift.length) app.log.error({ drift }, `places drift on ${drift.length} slot(s): ${drift.map(describeDrift).join('; ')}`);
  });
  jobs.every('places.check', '*/10 * * * *', {}, { retryLimit: 0, expireInSeconds: 300 });
}
