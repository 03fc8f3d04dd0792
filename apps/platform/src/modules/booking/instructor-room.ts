import { type Db, rows, type Tx } from '@schuss/db';
import { sql } from 'drizzle-orm';

/**
 * Private lessons sold from instructors' free time (issue 31, item 4): a private lesson's slot is offered only while
 * an instructor who teaches its discipline is available then (the office's availability, by half-day) and free (no
 * other lesson assigned at that time), net of the private lessons already held or sold at overlapping times and not
 * yet given to an instructor. A day for which the school entered no availability at all is not planned: its slots
 * keep their own capacity (schools without instructors, days before the office plans them).
 *
 * Answers, per slot of a per-booking product, the bookings instructors leave room for; slots of days not planned are
 * left out (no limit but their capacity). Reads the instructors' and planning's tables (their modules write them).
 */
export async function instructorRoom(db: Db | Tx, slotIds: number[]): Promise<Map<number, number>> {
  if (!slotIds.length) return new Map();
  const found = await rows<{ slot_id: number; room: number }>(
    db,
    sql`with wanted as (
          select s.id, s.starts_on, s.start_time, s.end_time, p.resort, p.attributes->>'discipline' as discipline, si.key as site
            from slots s join products p on p.id = s.product_id
            join sites si on si.config->>'resort' = p.resort
           where s.id in (${sql.join(
             slotIds.map((id) => sql`${id}`),
             sql`, `,
           )}) and p.attributes->>'capacityUnit' = 'booking' and s.start_time is not null and s.end_time is not null
        ), planned as (
          select w.* from wanted w
           where exists (select 1 from instructor_availability a join instructors i on i.id = a.instructor_id
                          where i.site = w.site and a.day = w.starts_on)
        )
        select w.id as slot_id, (
          (select count(*) from instructors i
            where i.site = w.site and i.archived_at is null
              and (w.discipline is null or exists (select 1 from jsonb_array_elements(i.disciplines) d where d->>'discipline' = w.discipline))
              and (w.start_time >= '12:00' or exists (select 1 from instructor_availability a where a.instructor_id = i.id
                     and a.day = w.starts_on and a.half = 'am' and a.status in ('available', 'on_call')))
              and (w.end_time <= '12:00' or exists (select 1 from instructor_availability a where a.instructor_id = i.id
                     and a.day = w.starts_on and a.half = 'pm' and a.status in ('available', 'on_call')))
              and not exists (select 1 from instructor_assignments x where x.instructor_id = i.id and x.day = w.starts_on
                     and x.starts_at < w.end_time and x.ends_at > w.start_time))
          - (select coalesce(sum(s2.held + s2.sold), 0) from slots s2 join products p2 on p2.id = s2.product_id
              where p2.resort = w.resort and p2.attributes->>'capacityUnit' = 'booking'
                and (w.discipline is null or p2.attributes->>'discipline' = w.discipline)
                and s2.starts_on = w.starts_on and s2.start_time < w.end_time and s2.end_time > w.start_time)
          + (select count(*) from instructor_assignments x join order_lines l on l.id = x.order_line_id
               join slots s2 on s2.id = l.slot_id join products p2 on p2.id = s2.product_id
              where p2.resort = w.resort and p2.attributes->>'capacityUnit' = 'booking'
                and (w.discipline is null or p2.attributes->>'discipline' = w.discipline)
                and s2.starts_on = w.starts_on and s2.start_time < w.end_time and s2.end_time > w.start_time)
        )::int as room
        from planned w`,
  );
  return new Map(found.map((r) => [r.slot_id, Math.max(0, r.room)]));
}

/**
 * A private lesson asked with one instructor by name (issue 31, item 4): the slots (of per-booking products) at whose
 * hours that instructor teaches the product's discipline, is available (the half-days the slot covers, as above) and
 * is free — no lesson assigned to them then, and no cart holding an hour then with them asked for (a visitor paying
 * for it). An archived instructor, or one of another school, is free at none.
 */
export async function instructorFree(db: Db | Tx, slotIds: number[], instructorId: number): Promise<Set<number>> {
  if (!slotIds.length) return new Set();
  const found = await rows<{ slot_id: number }>(
    db,
    sql`select s.id as slot_id
          from slots s join products p on p.id = s.product_id
          join sites si on si.config->>'resort' = p.resort
          join instructors i on i.site = si.key and i.id = ${instructorId} and i.archived_at is null
         where s.id in (${sql.join(
           slotIds.map((id) => sql`${id}`),
           sql`, `,
         )}) and p.attributes->>'capacityUnit' = 'booking' and s.start_time is not null and s.end_time is not null
           and (p.attributes->>'discipline' is null
                or exists (select 1 from jsonb_array_elements(i.disciplines) d where d->>'discipline' = p.attributes->>'discipline'))
           and (s.start_time >= '12:00' or exists (select 1 from instructor_availability a where a.instructor_id = i.id
                  and a.day = s.starts_on and a.half = 'am' and a.status in ('available', 'on_call')))
           and (s.end_time <= '12:00' or exists (select 1 from instructor_availability a where a.instructor_id = i.id
                  and a.day = s.starts_on and a.half = 'pm' and a.status in ('available', 'on_call')))
           and not exists (select 1 from instructor_assignments x where x.instructor_id = i.id and x.day = s.starts_on
                  and x.starts_at < s.end_time and x.ends_at > s.start_time)
           and not exists (select 1 from cart_lines l join carts c on c.id = l.cart_id join slots s2 on s2.id = l.slot_id
                 where l.requested_instructor_id = i.id and c.closed_at is null and l.released_at is null
                   and l.hold_expires_at > now() and s2.starts_on = s.starts_on
                   and s2.start_time < s.end_time and s2.end_time > s.start_time)`,
  );
  return new Set(found.map((r) => r.slot_id));
}

/**
 * The room `instructorRoom` answers, for one instructor asked by name when `instructorId` is given: at most one
 * booking where they are free (and instructors leave room), none elsewhere.
 */
export async function privateRoom(db: Db | Tx, slotIds: number[], instructorId?: number): Promise<Map<number, number>> {
  const room = await instructorRoom(db, slotIds);
  if (instructorId === undefined) return room;
  const free = await instructorFree(db, slotIds, instructorId);
  return new Map(slotIds.map((id) => [id, free.has(id) ? Math.min(room.get(id) ?? 1, 1) : 0]));
}
