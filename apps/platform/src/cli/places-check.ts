/**
 * `npm run places:check [-- --repair]`
 *
 * Checks every slot's held and sold places against what accounts for them (the cart lines holding places,
 * the waiting list's offers, the order lines sold: modules/places/check.ts) and prints every difference.
 * With --repair, sets the counters to what the lines and offers say, slot by slot, and records each repair
 * in the audit log of the slot's school (staff see it in the back office's activity). Exit status: 0 when
 * nothing differs (or everything found was repaired), 1 when a difference stays, 2 on a usage error.
 * Uses DATABASE_URL, else the embedded database in DATA_DIR: stop the platform first then (one process per
 * PGlite data directory). Safe while the platform runs on PostgreSQL: each slot is repaired under its lock.
 */
import { parseArgs } from 'node:util';
import { connect } from '@schuss/db';
import { loadEnv } from '../env';
import { describeDrift, placesDrift, repairPlaces } from '../modules/places';

const USAGE = 'usage: npm run places:check [-- --repair]';

let repair = false;
try {
  const { values } = parseArgs({ options: { repair: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  repair = values.repair === true;
} catch (err) {
  console.error(`places:check: ${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}

const env = loadEnv();
const conn = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await conn.migrate();
  if (!repair) {
    const drift = await placesDrift(conn.db);
    for (const d of drift) console.log(`differs: ${describeDrift(d)}`);
    console.log(
      drift.length
        ? `${drift.length} slot(s) differ from their lines and offers: run npm run places:check -- --repair`
        : 'every slot’s held and sold places match its lines and offers',
    );
    process.exitCode = drift.length ? 1 : 0;
  } else {
    const done = await repairPlaces(conn.db, { userId: null, label: 'npm run places:check -- --repair' });
    const count = (outcome: string) => done.filter((r) => r.outcome === outcome).length;
    for (const r of done) {
      if (r.outcome === 'repaired') {
        console.log(
          `repaired: ${describeDrift(r.drift)} → held ${r.drift.heldExpected}, sold ${r.drift.soldExpected}${r.site ? ` (audit log of ${r.site})` : ''}`,
        );
      } else if (r.outcome === 'settled') console.log(`settled meanwhile: slot ${r.drift.slotId} (a writer was under way)`);
      else console.log(`not repaired: ${describeDrift(r.drift)}: ${r.reason}`);
    }
    const left = count('needs-staff');
    console.log(
      done.length === 0
        ? 'every slot’s held and sold places match its lines and offers: nothing to repair'
        : `${count('repaired')} slot(s) repaired, ${left} left for staff`,
    );
    process.exitCode = left ? 1 : 0;
  }
} finally {
  await conn.close();
}
