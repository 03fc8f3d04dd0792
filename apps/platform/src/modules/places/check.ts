import { type Db, one, rows, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { recordAuditAs } from '../audit';

/**
 * The places invariant (migration 0023, view `places_drift`): for every slot,
 * - `held` = the quantities of the cart lines holding places on it (`hold_expires_at` set) + the places
 *   held for its waiting list's offers;
 * - `sold` = the quantities of its order lines whose places were sold (`sold_at`) and not cancelled.
 *
 * Every writer of the places module changes a counter and what it counts in one transaction, so the
 * invariant holds at every commit. This file reads it (the tests after each file, the journeys'
 * teardown, the `places.check` job) and repairs it (`npm run places:check -- --repair`).
 */

/** A slot whose counters differ from what accounts for them. */
export type PlacesDrift = {
  slotId: number;
  productId: number;
  capacity: number;
  held: number;
  heldExpected: number;
  sold: number;
  soldExpected: number;
};

type DriftRow = {
  slot_id: number;
  product_id: number;
  capacity: number;
  held: number;
  held_expected: number;
  sold: number;
  sold_expected: number;
};

const driftOf = (r: DriftRow): PlacesDrift => ({
  slotId: Number(r.slot_id),
  productId: Number(r.product_id),
  capacity: Number(r.capacity),
  held: Number(r.held),
  heldExpected: Number(r.held_expected),
  sold: Number(r.sold),
  soldExpected: Number(r.sold_expected),
});

/** Every slot whose `held` or `sold` differs from its lines and offers (none, normally), by slot id. One statement: one snapshot. */
export async function placesDrift(db: Db): Promise<PlacesDrift[]> {
  return (await rows<DriftRow>(db, sql`select * from places_drift order by slot_id`)).map(driftOf);
}

/** A difference in words: `slot 12: held 0, its lines and offers hold 2; sold 3 = 3`. */
export function describeDrift(d: PlacesDrift): string {
  const part = (name: string, is: number, expected: number, by: string) =>
    is === expected ? `${name} ${is} = ${expected}` : `${name} ${is}, ${by} ${expected}`;
  return `slot ${d.slotId} (capacity ${d.capacity}): ${part('held', d.held, d.heldExpected, 'its lines and offers hold')}; ${part('sold', d.sold, d.soldExpected, 'its order lines sold')}`;
}

/**
 * What the repair did with a slot: `repaired` (counters set to what its lines and offers say), `settled`
 * (consistent by the time its lock was held: a writer was under way), `needs-staff` (left as it is: `reason`).
 */
export type Repair = { drift: PlacesDrift; site: string | null } & (
  | { outcome: 'repaired' }
  | { outcome: 'settled' }
  | { outcome: 'needs-staff'; reason: string }
);

/** Who repaired, for the audit log: a staff member, or the command line. */
export type Repairer = { userId: number | null; label: string };

/**
 * Recomputes `held` and `sold` of every drifted slot from its lines and offers, each slot in its own
 * transaction with its row locked first: every writer of places takes that lock before its change to
 * the slot commits, so what the view reads then is settled. A slot whose lines and offers need more than
 * its capacity is not changed (the constraint refuses it): staff decide (raise the capacity, move someone).
 * Each repair is in the audit log of the slot's school, with the counters before and after.
 */
export async function repairPlaces(db: Db, by: Repairer): Promise<Repair[]> {
  const done: Repair[] = [];
  for (const found of await placesDrift(db)) {
    done.push(
      await transaction(db, async (tx) => {
        await tx.execute(sql`select id from slots where id = ${found.slotId} for update`);
        const row = await one<DriftRow>(tx, sql`select * from places_drift where slot_id = ${found.slotId}`);
        const school = await one<{ key: string }>(
          tx,
          sql`select si.key from sites si join products p on p.resort = si.config->>'resort'
               where p.id = ${found.productId} order by si.id limit 1`,
        );
        const site = school?.key ?? null;
        // Settled meanwhile (a sweep or a sale was under way when the view was read): nothing to repair.
        if (!row) return { drift: found, site, outcome: 'settled' as const };
        const d = driftOf(row);
        if (d.heldExpected + d.soldExpected > d.capacity) {
          return {
            drift: d,
            site,
            outcome: 'needs-staff' as const,
            reason: `its lines and offers need ${d.heldExpected + d.soldExpected} places, more than its capacity ${d.capacity}: raise the capacity or move participants, then run the repair again`,
          };
        }
        await tx.execute(sql`update slots set held = ${d.heldExpected}, sold = ${d.soldExpected} where id = ${d.slotId}`);
        if (site) {
          await recordAuditAs(
            tx,
            { site, userId: by.userId, userLabel: by.label },
            {
              action: 'places.repair',
              subject: describeDrift(d),
              before: { slotId: d.slotId, held: d.held, sold: d.sold },
              after: { slotId: d.slotId, held: d.heldExpected, sold: d.soldExpected },
            },
          );
        }
        return { drift: d, site, outcome: 'repaired' as const };
      }),
    );
  }
  return done;
}
