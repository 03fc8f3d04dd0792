import {
  type ClosureLineView,
  type ClosureOutcome,
  type ClosureReason,
  type ClosureSlotRef,
  type ClosureSummary,
  type ClosureView,
  ErrorCode,
  eur,
} from '@schuss/contracts';
import { type Db, rows, type StoredParticipant } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { productName } from '../../lib/format';
import { isoAt, num } from '../../lib/sql';
import { schoolInfo } from '../schools';
import { idList, sortedIds } from './common';
import { participantNames } from './plan';

// ---------------------------------------------------------------------------------------------
// Reading

type HeadRow = {
  id: number;
  scope: 'day' | 'slot';
  day: string | null;
  slot_id: number | null;
  reason: ClosureReason;
  note: string;
  remedy: 'refund' | 'move';
  user_label: string;
  created_at: string;
  slots: unknown;
  orders: unknown;
  lines: unknown;
  refunded: unknown;
  moved: unknown;
  failed: unknown;
  pending: unknown;
  refunded_cents: unknown;
  slot_ref: SlotRefRow | null;
};

const HEAD = sql`c.id, c.scope, c.day::text as day, c.slot_id, c.reason, c.note, c.remedy, c.user_label,
  ${isoAt(sql`c.created_at`)} as created_at,
  (select count(*) from closure_slots cs where cs.closure_id = c.id) as slots,
  count(distinct cl.order_id) as orders, count(cl.id) as lines,
  count(cl.id) filter (where cl.outcome = 'refunded') as refunded,
  count(cl.id) filter (where cl.outcome = 'moved') as moved,
  count(cl.id) filter (where cl.outcome = 'failed') as failed,
  count(cl.id) filter (where cl.outcome = 'pending') as pending,
  coalesce(sum(cl.refund_cents) filter (where cl.outcome = 'refunded'), 0) as refunded_cents,
  (select json_build_object('id', s.id, 'product_key', p.key, 'product_name', p.name, 'starts_on', s.starts_on::text,
                            'ends_on', s.ends_on::text, 'start_time', to_char(s.start_time, 'HH24:MI'),
                            'end_time', to_char(s.end_time, 'HH24:MI'))
     from slots s join products p on p.id = s.product_id where s.id = c.slot_id) as slot_ref`;

function summary(r: HeadRow, ref: (r: SlotRefRow) => ClosureSlotRef): ClosureSummary {
  return {
    id: num(r.id),
    scope: r.scope,
    day: r.day,
    slotId: r.slot_id === null ? null : num(r.slot_id),
    slot: r.slot_ref ? ref(r.slot_ref) : null,
    reason: r.reason,
    note: r.note,
    remedy: r.remedy,
    by: r.user_label,
    createdAt: r.created_at,
    counts: {
      slots: num(r.slots),
      orders: num(r.orders),
      lines: num(r.lines),
      refunded: num(r.refunded),
      moved: num(r.moved),
      failed: num(r.failed),
      pending: num(r.pending),
    },
    refunded: eur(num(r.refunded_cents)),
  };
}

/** `GET …/closures`: the site's closures, newest first (the last 200). */
export async function listClosures(db: Db, siteKey: string, lang?: string): Promise<{ closures: ClosureSummary[] }> {
  const site = await schoolInfo(db, siteKey);
  const found = await rows<HeadRow>(
    db,
    sql`select ${HEAD} from closures c left join closure_lines cl on cl.closure_id = c.id
         where c.site = ${siteKey} group by c.id order by c.created_at desc, c.id desc limit 200`,
  );
  return { closures: found.map((r) => summary(r, slotRef(site, lang))) };
}

/** A slot as staff read it: its course in their language, its dates and times. */
const slotRef =
  (site: Awaited<ReturnType<typeof schoolInfo>>, lang?: string) =>
  (r: SlotRefRow): ClosureSlotRef => ({
    id: num(r.id),
    productKey: r.product_key,
    productName: productName(r.product_name, lang, site),
    startsOn: r.starts_on,
    endsOn: r.ends_on,
    startTime: r.start_time,
    endTime: r.end_time,
  });

type SlotRefRow = {
  id: number;
  product_key: string;
  product_name: { fr: string; en: string };
  starts_on: string;
  ends_on: string;
  start_time: string | null;
  end_time: string | null;
};

/** `GET …/closures/:closureId`: one closure with its slots and every affected line's outcome. */
export async function closureView(db: Db, siteKey: string, closureId: number, lang?: string): Promise<ClosureView> {
  const site = await schoolInfo(db, siteKey);
  const [head] = await rows<HeadRow>(
    db,
    sql`select ${HEAD} from closures c left join closure_lines cl on cl.closure_id = c.id
         where c.site = ${siteKey} and c.id = ${closureId} group by c.id`,
  );
  if (!head) throw new HttpError(404, `params.closureId: no closure ${closureId} on this site`, 'params.closureId', ErrorCode.NotFound);
  const ref = slotRef(site, lang);
  const slotRows = await rows<SlotRefRow & { whole: boolean; to_slot_id: number | null }>(
    db,
    sql`select s.id, p.key as product_key, p.name as product_name, s.starts_on::text as starts_on, s.ends_on::text as ends_on,
               to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time, cs.whole, cs.to_slot_id
          from closure_slots cs join slots s on s.id = cs.slot_id join products p on p.id = s.product_id
         where cs.closure_id = ${closureId}
         order by s.starts_on, s.start_time nulls first, p.key, s.id`,
  );
  const targetIds = sortedIds(slotRows.flatMap((r) => (r.to_slot_id === null ? [] : [num(r.to_slot_id)])));
  const targets = targetIds.length
    ? await rows<SlotRefRow>(
        db,
        sql`select s.id, p.key as product_key, p.name as product_name, s.starts_on::text as starts_on, s.ends_on::text as ends_on,
                   to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time
              from slots s join products p on p.id = s.product_id where s.id in (${idList(targetIds)})`,
      )
    : [];
  const lines = await rows<{
    id: number;
    order_line_id: number;
    number: string;
    lang: string;
    email: string;
    participants: StoredParticipant[];
    quantity: number;
    slot_id: number;
    to_slot_id: number | null;
    outcome: ClosureOutcome;
    refund_cents: number;
    share: 'whole' | 'day';
    error: string | null;
    email_status: 'sent' | 'failed' | null;
    attempts: number;
  }>(
    db,
    sql`select cl.id, cl.order_line_id, o.number, o.lang, o.contact->>'email' as email, l.participants, cl.quantity,
               cl.slot_id, cl.to_slot_id, cl.outcome, cl.refund_cents, cl.share, cl.error, cl.email_status, cl.attempts
          from closure_lines cl join order_lines l on l.id = cl.order_line_id join orders o on o.id = cl.order_id
         where cl.closure_id = ${closureId}
         order by o.number, cl.id`,
  );
  return {
    ...summary(head, ref),
    slots: slotRows.map((r) => {
      const to = r.to_slot_id === null ? undefined : targets.find((t) => num(t.id) === num(r.to_slot_id));
      return { ...ref(r), whole: Boolean(r.whole), toSlot: to ? ref(to) : null };
    }),
    lines: lines.map(
      (l): ClosureLineView => ({
        id: num(l.id),
        orderLineId: num(l.order_line_id),
        orderNumber: l.number,
        lang: l.lang,
        email: l.email,
        participants: participantNames(l.participants),
        quantity: num(l.quantity),
        fromSlotId: num(l.slot_id),
        toSlotId: l.to_slot_id === null ? null : num(l.to_slot_id),
        outcome: l.outcome,
        refund: head.remedy === 'refund' ? eur(num(l.refund_cents)) : null,
        share: l.share,
        error: l.error,
        emailStatus: l.email_status,
        attempts: num(l.attempts),
      }),
    ),
  };
}
