import { ErrorCode, type ParticipantNoteResponse } from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { type Db, orderLines, participantNotes, slots, transaction } from '@schuss/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { recordAuditAs } from '../audit';
import type { OrderRow } from './links';

/**
 * What the parents tell the instructor about a participant (issue 31, item 5: allergies, health), written on their
 * booking page. Health data: kept in `participant_notes` (never in the participants' jsonb, which carts, order items,
 * snapshots, invoices, exports and e-mails carry), read by the booking page, the school's staff (rosters) and the
 * instructor of that child's lesson (my-lessons). The audit log says a note changed, never what it says.
 */

/** The notes of some order lines, keyed `<order line id>:<participant>`. */
export async function notesOf(db: Db, lineIds: number[]): Promise<Map<string, string>> {
  if (!lineIds.length) return new Map();
  const found = await db
    .select({ orderLineId: participantNotes.orderLineId, participant: participantNotes.participant, note: participantNotes.note })
    .from(participantNotes)
    .where(inArray(participantNotes.orderLineId, lineIds));
  return new Map(found.map((r) => [`${r.orderLineId}:${r.participant}`, r.note]));
}

/** A lesson line whose notes the parents may still write: the order paid, the line booked, its last day not past. */
export const notesOpen = (orderStatus: string, cancelled: boolean, lastDay: string | undefined, today = todayIso()) =>
  orderStatus === 'paid' && !cancelled && lastDay !== undefined && lastDay >= today;

/**
 * `PUT …/my/:token/lines/:lineId/participants/:participant/note`: saves (or, empty, removes) a participant's note on a
 * lesson line of the link's order — paid, the line booked and its lesson not over; 404 naming the field for a line or
 * participant the order does not have, 409 naming it for one whose notes are closed.
 */
export async function saveParticipantNote(
  db: Db,
  order: OrderRow,
  lineId: number,
  participant: number,
  text: string,
): Promise<ParticipantNoteResponse> {
  const item = order.items.find((i) => i.lineId === lineId);
  const [line] = item
    ? await db
        .select({ id: orderLines.id, cancelledAt: orderLines.cancelledAt, participants: orderLines.participants, endsOn: slots.endsOn })
        .from(orderLines)
        .leftJoin(slots, eq(slots.id, orderLines.slotId))
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.lineId, lineId)))
    : [];
  if (!line) throw new HttpError(404, `params.lineId: this booking has no line ${lineId}`, 'params.lineId', ErrorCode.NotFound);
  const who = line.participants[participant];
  if (!who || who.cancelledAt)
    throw new HttpError(
      404,
      `params.participant: this line has no participant ${participant}${who?.cancelledAt ? ' (cancelled)' : ''}`,
      'params.participant',
      ErrorCode.NotFound,
    );
  if (!line.endsOn)
    throw new HttpError(409, 'params.lineId: notes for the instructor are for lessons only', 'params.lineId', ErrorCode.Conflict);
  if (order.status !== 'paid')
    throw new HttpError(
      409,
      `params.lineId: this booking is ${order.status.replace('_', ' ')}, not paid`,
      'params.lineId',
      ErrorCode.Conflict,
    );
  if (line.cancelledAt) throw new HttpError(409, 'params.lineId: this lesson was cancelled', 'params.lineId', ErrorCode.Conflict);
  if (!notesOpen(order.status, false, line.endsOn))
    throw new HttpError(409, 'params.lineId: this lesson is over', 'params.lineId', ErrorCode.Conflict);

  const note = text.trim() || null;
  await transaction(db, async (tx) => {
    const at = { orderLineId: line.id, participant };
    const where = and(eq(participantNotes.orderLineId, at.orderLineId), eq(participantNotes.participant, at.participant));
    const [was] = await tx.select({ note: participantNotes.note }).from(participantNotes).where(where).for('update');
    if ((was?.note ?? null) === note) return;
    if (note === null) await tx.delete(participantNotes).where(where);
    else
      await tx
        .insert(participantNotes)
        .values({ ...at, note })
        .onConflictDoUpdate({ target: [participantNotes.orderLineId, participantNotes.participant], set: { note, updatedAt: sql`now()` } });
    // Said, never quoted: a note is health data, and the audit log is read more widely than the child's lesson.
    await recordAuditAs(
      tx,
      { site: order.site, userId: null, userLabel: `${order.contact.firstName} ${order.contact.lastName} (booking link)` },
      {
        orderId: order.id,
        action: note === null ? 'participant.note-removed' : 'participant.note',
        subject: `Note for the instructor ${note === null ? 'removed' : 'changed'}: ${who.firstName} ${who.lastName}`,
      },
    );
  });
  return { note };
}
