import type { ActivitySlot, Localized } from '@schuss/contracts';
import { type Db, rows, type StoredParticipant } from '@schuss/db';
import { sql } from 'drizzle-orm';

/** What an entry names by id or key (its lines, slots, product), found in what it recorded. */
export type EntryRefs = { lineIds: number[]; slotIds: number[]; productKey: string | null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : []);
const id = (v: unknown): number[] => (Number.isInteger(v) ? [v as number] : []);

/**
 * The lines, slots and product an entry names, read from its before/after (and, for entries recorded
 * before the slot's id was kept, from its subject: `… (slot 12)`), for the back office's sentence.
 */
export function refsOf(action: string, subject: string, before: unknown, after: unknown): EntryRefs {
  const a = isRecord(after) ? after : {};
  const b = isRecord(before) ? before : {};
  const lineIds = [
    ...ids(a.cancelledLines),
    ...(isRecord(a.cancelledParticipant) ? id(a.cancelledParticipant.lineId) : []),
    ...id(a.orderLineId),
    ...(action === 'order.closure' && Array.isArray(a.lines) ? a.lines.flatMap((l) => (isRecord(l) ? id(l.id) : [])) : []),
  ];
  const slotIds = [...id(a.slotId), ...(action === 'closure.create' && a.scope === 'slot' ? ids(a.slots).slice(0, 1) : [])];
  if (slotIds.length === 0 && (action.startsWith('slot.') || action === 'places.repair')) {
    // `cours-flocon 2027-01-04 09:00–11:30 (slot 12)` (slot actions), `slot 12 (capacity 8): …` (repairs).
    const m = /\(slot (\d+)\)$/.exec(subject) ?? /^slot (\d+) /.exec(subject);
    if (m) slotIds.push(Number(m[1]));
  }
  let productKey: string | null = null;
  if (action === 'slots.generate' && typeof a.product === 'string') productKey = a.product;
  else if (action === 'slots.remove') productKey = subject.split(':')[0] ?? null;
  else if (action.startsWith('product.')) productKey = typeof a.key === 'string' ? a.key : typeof b.key === 'string' ? b.key : null;
  return { lineIds: [...new Set(lineIds)], slotIds: [...new Set(slotIds)], productKey };
}

export type Names = {
  lines: Map<number, { id: number; product: Localized; participants: string[] }>;
  slots: Map<number, ActivitySlot>;
  products: Map<string, Localized>;
};

/** The lines, slots and products of the school these entries name, three reads for a whole page. */
export async function namesOf(db: Db, site: string, refs: EntryRefs[]): Promise<Names> {
  const lineIds = [...new Set(refs.flatMap((r) => r.lineIds))];
  const slotIds = [...new Set(refs.flatMap((r) => r.slotIds))];
  const keys = [...new Set(refs.flatMap((r) => (r.productKey ? [r.productKey] : [])))];
  const list = (xs: (number | string)[]) =>
    sql.join(
      xs.map((x) => sql`${x}`),
      sql`, `,
    );
  // One after the other: a page's reads share the request's connection.
  const lines = lineIds.length
    ? await rows<{ id: number; name: Localized; participants: StoredParticipant[] }>(
        db,
        sql`select l.id, p.name, l.participants from order_lines l join products p on p.id = l.product_id
               where l.site = ${site} and l.id in (${list(lineIds)})`,
      )
    : [];
  const slots = slotIds.length
    ? await rows<{ id: number; name: Localized; starts_on: string; ends_on: string; start_time: string | null; end_time: string | null }>(
        db,
        sql`select s.id, p.name, s.starts_on::text as starts_on, s.ends_on::text as ends_on,
                     to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time
                from slots s join products p on p.id = s.product_id
               where p.resort = (select config->>'resort' from sites where key = ${site}) and s.id in (${list(slotIds)})`,
      )
    : [];
  const products = keys.length
    ? await rows<{ key: string; name: Localized }>(
        db,
        sql`select p.key, p.name from products p
               where p.resort = (select config->>'resort' from sites where key = ${site}) and p.key in (${list(keys)})`,
      )
    : [];
  return {
    lines: new Map(
      lines.map((l) => [Number(l.id), { id: Number(l.id), product: l.name, participants: l.participants.map((p) => p.firstName) }]),
    ),
    slots: new Map(
      slots.map((s) => [
        Number(s.id),
        {
          id: Number(s.id),
          product: s.name,
          startsOn: s.starts_on,
          endsOn: s.ends_on,
          startTime: s.start_time,
          endTime: s.end_time,
        },
      ]),
    ),
    products: new Map(products.map((p) => [p.key, p.name])),
  };
}
