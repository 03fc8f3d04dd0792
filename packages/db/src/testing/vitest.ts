import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Connection } from '../connect';
import { rows } from '../tx';
import { type DriverKind, freshDatabase } from './databases';
import './vitest-context';

/**
 * A fresh migrated database for a test file: in-memory PGlite, or a new database on the test PostgreSQL server,
 * each a clone of the run's migrated template (global-setup.ts).
 * Closing it first checks the places invariant (migration 0023's `places_drift`: every slot's held and sold
 * places equal the lines and offers that account for them) and the ledger's (migration 0024's `ledger_drift`:
 * every paid order's entries add up to what was taken and given back, every day's sums to its entries), and
 * fails the file, naming the slots or orders, when one does not hold: whatever the file did through the
 * platform's code must leave the places and the money right.
 */
export async function freshTestDatabase(kind: DriverKind): Promise<Connection> {
  const conn = await freshDatabase(kind, kind === 'pg' ? inject('pgUrl') : undefined, {
    pg: inject('pgTemplate') || undefined,
    pglite: inject('pgliteTemplate') || undefined,
  });
  return {
    ...conn,
    async close() {
      let drift: Record<string, unknown>[] = [];
      let money: Record<string, unknown>[] = [];
      try {
        drift = await placesDrift(conn);
        money = await ledgerDrift(conn);
      } finally {
        await conn.close();
      }
      if (drift.length) {
        throw new Error(
          `places invariant broken on ${drift.length} slot(s) of this file's ${kind} database (held/sold vs. what the lines and offers account for): ${JSON.stringify(drift)}`,
        );
      }
      if (money.length) {
        throw new Error(
          `the ledger does not add up on ${money.length} order(s) or day(s) of this file's ${kind} database (what was taken and given back vs. its entries): ${JSON.stringify(money.slice(0, 20))}`,
        );
      }
    },
  };
}

/** The slots whose held or sold places differ from their lines and offers (none when the places are right). */
export const placesDrift = (conn: Connection) => rows<Record<string, unknown>>(conn.db, sql`select * from places_drift order by slot_id`);

/** Paid orders and days where the ledger does not add up (none when the money is right). */
export const ledgerDrift = (conn: Connection) => rows<Record<string, unknown>>(conn.db, sql`select * from ledger_drift order by what, key`);

/**
 * Both drivers: the files that race requests, lock rows, migrate or seed. PGlite has one connection and
 * PostgreSQL a pool, so what two requests do at once is decided differently on each; `npm start` migrates and
 * seeds PGlite, production PostgreSQL.
 */
export const drivers: DriverKind[] = ['pglite', 'pg'];

/**
 * The other files' driver: PostgreSQL, as in production (the same SQL runs on PGlite, and the files above
 * cover what differs). `TEST_DRIVERS=both` runs them on PGlite too.
 */
export const mainDrivers: DriverKind[] = process.env.TEST_DRIVERS === 'both' ? drivers : ['pg'];
