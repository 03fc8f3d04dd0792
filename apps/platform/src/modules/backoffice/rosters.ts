import { type CheckInRequest, ErrorCode, type RosterParticipant, type RosterResponse, type SlotPlaces } from '@schuss/contracts';
import { addDays, ageAt, levelNameIn, todayIso } from '@schuss/contracts/rules';
import { checkIns, type Db, rows, type StoredParticipant, transaction } from '@schuss/db';
import { and, eq, sql } from 'drizzle-orm';
import { toCsv } from '../../lib/csv';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { schoolLevels } from '../catalogue';
import { notesOf } from '../my-booking';
import { type SchoolInfo, schoolInfo } from '../schools';
import { siteSlots } from './dashboard';

/**
 * Rosters and check-in: who comes to a lesson slot (a group on its dates) — the
 * participants of the running lines of paid orders — and who was there on each of its days.
 */

const noSlot = (slotId: number) =>
  new HttpError(404, `params.slotId: no lesson slot ${slotId} on this site`, 'params.slotId', ErrorCode.NotFound);

/** A slot of one of the site's products (its config names the resort of its products); 404 otherwise. */
async function slotOfSite(db: Db, site: SchoolInfo, slotId: number, lang?: string): Promise<SlotPlaces> {
  const [slot] = await siteSlots(db, site, { slotId }, lang);
  if (!slot) throw noSlot(slotId);
  return slot;
}

/** Every day of a slot, first to last. */
function daysOf(slot: SlotPlaces): string[] {
  const days: string[] = [];
  for (let d = slot.startsOn; d <= slot.endsOn; d = addDays(d, 1)) days.push(d);
  return days;
}

type LineRow = { id: number; order_number: string; phone: string; participants: StoredParticipant[] };

/** The running lines (not cancelled) of paid orders of the site on a slot, or one of them. */
function rosterLines(db: Db, site: string, slotId: number, lineId?: number) {
  return rows<LineRow>(
    db,
    sql`select l.id, o.number as order_number, coalesce(o.contact->>'phone', '') as phone, l.participants
          from order_lines l join orders o on o.id = l.order_id
         where l.slot_id = ${slotId} and l.cancelled_at is null and o.status = 'paid' and o.site = ${site}
           ${lineId === undefined ? sql`` : sql`and l.id = ${lineId}`}`,
  );
}

/** Days each participant was checked in (YYYY-MM-DD, in order), keyed `<order line id>:<participant index>`. */
export async function checkInsOf(db: Db, lineIds: number[]): Promise<Map<string, string[]>> {
  const found = lineIds.length
    ? await rows<{ order_line_id: number; participant: number; day: string }>(
        db,
        sql`select order_line_id, participant, day::text as day from check_ins
             where order_line_id in (${sql.join(
               lineIds.map((id) => sql`${id}`),
               sql`, `,
             )}) order by day`,
      )
    : [];
  const byParticipant = new Map<string, string[]>();
  for (const c of found) {
    const key = `${c.order_line_id}:${c.participant}`;
    byParticipant.set(key, [...(byParticipant.get(key) ?? []), c.day]);
  }
  return byParticipant;
}

/** Each participant's group name per day (`<order line id>:<participant>:<day>`), once the course's groups are saved. */
async function groupsOf(db: Db, lineIds: number[]): Promise<Map<string, string>> {
  if (!lineIds.length) return new Map();
  const found = await rows<{ order_line_id: number; participant: number; day: string; name: string }>(
    db,
    sql`select m.order_line_id, m.participant, m.day::text as day, g.name
          from group_members m join lesson_groups g on g.id = m.group_id
         where m.order_line_id in (${sql.join(
           lineIds.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  return new Map(found.map((r) => [`${r.order_line_id}:${r.participant}:${r.day}`, r.name]));
}

/** `GET …/slots/:slotId/roster`: the slot, its days, and its participants by last then first name. */
export async function roster(db: Db, site: string, slotId: number, lang?: string): Promise<RosterResponse> {
  const info = await schoolInfo(db, site);
  const slot = await slotOfSite(db, info, slotId, lang);
  const l = lang === 'fr' || lang === 'en' ? lang : info.defaultLang;
  const lines = await rosterLines(db, site, slotId);
  // A level is stored by its ladder's key (issue 30): the roster says its name in the staff's language.
  const ladder = await schoolLevels(db, site);
  const levelName = (given: string | undefined) => levelNameIn(ladder, given, l);
  const present = await checkInsOf(
    db,
    lines.map((x) => x.id),
  );
  const grouped = await groupsOf(
    db,
    lines.map((x) => x.id),
  );
  // What the parents wrote for the instructor: on the staff's screen, never in the roster's CSV (a file that leaves
  // the school's access rules once downloaded, printed or forwarded).
  const notes = await notesOf(
    db,
    lines.map((x) => x.id),
  );
  const days = daysOf(slot);
  // A participant cancelled alone (the line going on for the others) is not on the roster; positions stay.
  const participants: RosterParticipant[] = lines.flatMap((line) =>
    line.participants.flatMap((p, index) =>
      p.cancelledAt
        ? []
        : [
            {
              orderLineId: line.id,
              index,
              orderNumber: line.order_number,
              firstName: p.firstName,
              lastName: p.lastName,
              birthDate: p.birthDate,
              age: ageAt(p.birthDate, slot.startsOn),
              level: levelName(p.level),
              height: p.height ?? null,
              weight: p.weight ?? null,
              shoeSize: p.shoeSize ?? null,
              phone: line.phone,
              checkIns: present.get(`${line.id}:${index}`) ?? [],
              note: notes.get(`${line.id}:${index}`) ?? null,
              ...(grouped.size
                ? { groups: Object.fromEntries(days.map((d) => [d, grouped.get(`${line.id}:${index}:${d}`) ?? null])) }
                : {}),
            },
          ],
    ),
  );
  const collator = new Intl.Collator(l === 'fr' ? 'fr' : 'en', { sensitivity: 'base' });
  participants.sort(
    (a, b) =>
      collator.compare(a.lastName, b.lastName) ||
      collator.compare(a.firstName, b.firstName) ||
      a.orderLineId - b.orderLineId ||
      a.index - b.index,
  );
  return {
    slot,
    days,
    participants,
  };
}

const HEADERS = {
  fr: ['Nom', 'Prénom', 'Âge', 'Niveau', 'Taille (cm)', 'Poids (kg)', 'Pointure', 'Téléphone', 'Commande'],
  en: ['Last name', 'First name', 'Age', 'Level', 'Height (cm)', 'Weight (kg)', 'Shoe size', 'Phone', 'Order'],
};

/** The roster as CSV (BOM, `;`): one row per participant, one column per day (✓ when checked in). */
export function rosterCsv(r: RosterResponse, lang: string): string {
  const fr = lang === 'fr';
  // A half shoe size in the spreadsheet's decimal notation.
  const num = (n: number | null) => (n === null ? null : fr ? String(n).replace('.', ',') : String(n));
  return toCsv(
    [...HEADERS[fr ? 'fr' : 'en'], ...r.days],
    r.participants.map((p) => [
      p.lastName,
      p.firstName,
      p.age,
      p.level,
      num(p.height),
      num(p.weight),
      num(p.shoeSize),
      p.phone,
      p.orderNumber,
      ...r.days.map((d) => (p.checkIns.includes(d) ? '✓' : '')),
    ]),
  );
}

/**
 * A line of this site on this slot that is off the roster because its order or itself was
 * cancelled, or its order is not paid: said as such (409), rather than as a line not found.
 */
async function refuseClosed(db: Db, site: string, slotId: number, lineId: number): Promise<void> {
  const [l] = await rows<{ number: string; status: string; line_cancelled: string | null; order_cancelled: string | null }>(
    db,
    sql`select o.number, o.status, to_char(l.cancelled_at, 'YYYY-MM-DD') as line_cancelled,
               (select to_char(max(x.cancelled_at), 'YYYY-MM-DD') from order_lines x where x.order_id = o.id) as order_cancelled
          from order_lines l join orders o on o.id = l.order_id
         where l.id = ${lineId} and l.slot_id = ${slotId} and o.site = ${site}`,
  );
  if (!l) return;
  const on = (d: string | null) => (d ? ` on ${d}` : '');
  const because =
    l.status === 'cancelled'
      ? `order ${l.number} was cancelled${on(l.order_cancelled)}`
      : l.status === 'refunded'
        ? `order ${l.number} was cancelled and refunded${on(l.order_cancelled)}`
        : l.status !== 'paid'
          ? `order ${l.number} is not paid yet`
          : l.line_cancelled
            ? `this line of order ${l.number} was cancelled${on(l.line_cancelled)}`
            : null;
  if (because) throw new HttpError(409, `body.orderLineId: ${because}; nothing to check in`, 'body.orderLineId', ErrorCode.Conflict);
}

/**
 * `POST …/slots/:slotId/check-ins`: a participant of the slot's roster present (or not) on one of
 * its days. Idempotent (present twice is one check-in); audited with the order it concerns.
 */
export async function checkIn(
  db: Db,
  staff: AuthSession,
  site: string,
  slotId: number,
  body: CheckInRequest,
): Promise<{ present: boolean; checkIns: string[] }> {
  const slot = await slotOfSite(db, await schoolInfo(db, site), slotId);
  const days = daysOf(slot);
  if (!days.includes(body.day)) {
    throw new HttpError(
      400,
      `body.day: must be a day of the slot (${slot.startsOn} to ${slot.endsOn})`,
      'body.day',
      ErrorCode.InvalidInput,
    );
  }
  const [line] = await rosterLines(db, site, slotId, body.orderLineId);
  if (!line) {
    await refuseClosed(db, site, slotId, body.orderLineId);
    throw new HttpError(
      404,
      `body.orderLineId: line ${body.orderLineId} is not on this slot's roster (another slot, cancelled, or not paid)`,
      'body.orderLineId',
      ErrorCode.NotFound,
    );
  }
  const who = line.participants[body.index];
  if (!who || who.cancelledAt) {
    throw new HttpError(
      404,
      `body.index: line ${body.orderLineId} has no participant at position ${body.index}${who?.cancelledAt ? ' (cancelled)' : ''}`,
      'body.index',
      ErrorCode.NotFound,
    );
  }
  // Checking in on another day than today is a mistake more often than not (the wrong week's
  // roster, a family a week early): the client must say staff confirmed it. Checking out is not.
  const today = todayIso();
  if (body.present && body.day !== today && body.confirmOtherDay !== true) {
    throw new HttpError(
      409,
      `body.day: this lesson day (${body.day}) is not today (${today}); send confirmOtherDay: true to check in anyway`,
      'body.day',
      ErrorCode.Conflict,
    );
  }
  const at = { orderLineId: body.orderLineId, participant: body.index, day: body.day };
  await transaction(db, async (tx) => {
    const where = and(eq(checkIns.orderLineId, at.orderLineId), eq(checkIns.participant, at.participant), eq(checkIns.day, at.day));
    const [was] = await tx.select({ day: checkIns.day }).from(checkIns).where(where);
    if (body.present)
      await tx
        .insert(checkIns)
        .values({ ...at, userId: staff.userId })
        .onConflictDoNothing();
    else await tx.delete(checkIns).where(where);
    const [order] = await rows<{ id: number }>(tx, sql`select order_id as id from order_lines where id = ${body.orderLineId}`);
    await recordAudit(tx, staff, {
      orderId: order?.id ?? null,
      action: body.present ? 'check-in' : 'check-out',
      subject: `${who.firstName} ${who.lastName}, ${body.day}`,
      before: { present: was !== undefined },
      // Which line, participant and day, for the activity log's sentence (the subject is for people);
      // a check-in on another day than today says staff confirmed it.
      after: { present: body.present, ...at, ...(body.present && body.day !== today ? { otherDayConfirmed: true } : {}) },
    });
  });
  const present = await checkInsOf(db, [body.orderLineId]);
  return { present: body.present, checkIns: present.get(`${body.orderLineId}:${body.index}`) ?? [] };
}
