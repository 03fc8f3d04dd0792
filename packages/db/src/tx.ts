import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** What both drivers answer a raw query with: node-postgres's `QueryResult` and PGlite's `Results` both carry `rows`. */
export type RawResult<Row> = { rows: Row[] };

/**
 * The result kind of the `Db` type: a raw query (`execute`) answers `{ rows: Row[] }`. The drivers'
 * own kinds (`NodePgQueryResultHKT`, `PgliteQueryResultHKT`) are both assignable to it, so the
 * Drizzle database of either driver is a `Db` without a cast.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: RawResult<this['row']>;
}

/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<QueryResultHKT, Schema>;

/**
 * A transaction of a `Db` (either driver). It is also a `Db`: a function taking a `Db` runs inside
 * the caller's transaction when given a `Tx`. Take `Tx` where the work must be part of a transaction.
 */
export type Tx = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Runs `fn` in a transaction (a savepoint when `db` is already a transaction); rolls back if it throws. */
export function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
  return db.transaction(fn, config);
}

/** The rows of a raw SQL query, typed by the caller (`rows<{ id: number }>(tx, sql\`…\`)`). */
export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<T>(query);
  return result.rows;
}

/** The first row of a raw SQL query, or undefined when it answers none. */
export async function one<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T | undefined> {
  const [first] = await rows<T>(db, query);
  return first;
}
