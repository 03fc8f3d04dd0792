import { type Db, rows } from '@schuss/db';
import { sql } from 'drizzle-orm';

/** How long adding a dated line holds its places (DESIGN.md §4). */
export const HOLD_MINUTES = 20;

/**
 * Releases the places of lines whose hold has expired: the lines leave their carts and their
 * slots' `held` goes down by their quantity — one statement, so one transaction; idempotent
 * (a line is deleted, hence released, once). Lines another sweep is releasing are skipped
 * (`skip locked`), so concurrent readers never wait for each other nor deadlock.
 * Returns the number of places released.
 */
export async function releaseExpiredHolds(db: Db): Promise<number> {
  const result = await rows<{ n: number }>(
    db,
    sql`
    with expired as (
      delete from cart_lines
       where id in (select id from cart_lines where hold_expires_at < now() for update skip locked)
      returning slot_id, quantity),
    per_slot as (
      select slot_id, sum(quantity)::int as n from expired where slot_id is not null group by slot_id),
    released as (
      update slots s set held = s.held - p.n from per_slot p where s.id = p.slot_id
      returning p.n)
    select coalesce(sum(n), 0)::int as n from released`,
  );
  return result[0]?.n ?? 0;
}
