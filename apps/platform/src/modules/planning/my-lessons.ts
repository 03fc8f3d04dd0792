import {
  ErrorCode,
  type MyCheckInRequest,
  type MyCheckInResponse,
  type MyLessonChild,
  type MyLessonsQuery,
  type MyLessonsView,
} from '@schuss/contracts';
import { addDays, ageAt, levelNameIn, meetingPointIn, todayIso } from '@schuss/contracts/rules';
import { type Db, type NoticeKind, type NoticeLesson, rows, type StoredParticipant } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import type { AuthSession } from '../auth';
import { checkIn } from '../backoffice';
import { schoolLevels } from '../catalogue';
import { notesOf } from '../my-booking';
import { schoolByKey } from '../schools';
import { lessonsOf } from './service';

/**
 * Whose lessons a session reads: an instructor, their own — the profile of their school with their account's e-mail
 * (or linked to their account); staff and admins, the instructor they name. Null when there is none.
 */
async function instructorOf(db: Db, session: AuthSession, named?: number): Promise<{ id: number; name: string } | null> {
  const mine = session.role === 'instructor';
  if (!mine && named === undefined) return null;
  const [found] = await rows<{ id: number; name: string }>(
    db,
    mine
      ? sql`select id, concat_ws(' ', first_name, last_name) as name from instructors
             where site = ${session.site} and archived_at is null and (user_id = ${session.userId} or lower(email) = lower(${session.email}))
             order by (user_id = ${session.userId}) desc nulls last, id limit 1`
      : sql`select id, concat_ws(' ', first_name, last_name) as name from instructors where site = ${session.site} and id = ${named ?? 0}`,
  );
  if (!found && !mine)
    throw new HttpError(404, `query.instructorId: no instructor ${named} at this school`, 'query.instructorId', ErrorCode.NotFound);
  return found ?? null;
}

/** `GET …/my-lessons`: the instructor's lessons of the next days with their children, the parents' phone and check-ins. */
export async function myLessons(db: Db, session: AuthSession, q: MyLessonsQuery): Promise<MyLessonsView> {
  const today = todayIso();
  const from = q.from ?? today;
  const to = addDays(from, q.days - 1);
  const instructor = await instructorOf(db, session, q.instructorId);
  if (!instructor) return { instructor: null, from, to, today, lessons: [] };
  const lessons = (await lessonsOf(db, session.site, from, to, q.lang)).filter((x) => x.instructorId === instructor.id);
  const ladder = await schoolLevels(db, session.site);
  const points = (await schoolByKey(db, session.site))?.config.meetingPoints ?? [];
  const l = q.lang === 'fr' ? 'fr' : 'en';
  const groupIds = lessons.flatMap((x) => (x.ref.kind === 'group' ? [x.ref.groupId] : []));
  const lineIds = lessons.flatMap((x) => (x.ref.kind === 'private' ? [x.ref.orderLineId] : []));
  type Member = {
    key: string;
    order_line_id: number;
    participant: number;
    number: string;
    phone: string | null;
    participants: StoredParticipant[];
  };
  const members = groupIds.length
    ? await rows<Member>(
        db,
        sql`select concat('g', m.group_id, ':', m.day::text) as key, m.order_line_id, m.participant, o.number,
                   o.contact->>'phone' as phone, l.participants
              from group_members m join order_lines l on l.id = m.order_line_id join orders o on o.id = l.order_id
             where m.group_id in (${sql.join(
               groupIds.map((id) => sql`${id}`),
               sql`, `,
             )}) and m.day between ${from} and ${to} and l.cancelled_at is null
             order by m.order_line_id, m.participant`,
      )
    : [];
  const privates = lineIds.length
    ? await rows<Omit<Member, 'key' | 'participant'>>(
        db,
        sql`select l.id as order_line_id, o.number, o.contact->>'phone' as phone, l.participants
              from order_lines l join orders o on o.id = l.order_id
             where l.id in (${sql.join(
               lineIds.map((id) => sql`${id}`),
               sql`, `,
             )})`,
      )
    : [];
  const allLines = [...new Set([...members.map((m) => m.order_line_id), ...lineIds])];
  const checked = allLines.length
    ? new Set(
        (
          await rows<{ k: string }>(
            db,
            sql`select concat(order_line_id, ':', participant, ':', day::text) as k from check_ins
                 where order_line_id in (${sql.join(
                   allLines.map((id) => sql`${id}`),
                   sql`, `,
                 )}) and day between ${from} and ${to}`,
          )
        ).map((r) => r.k),
      )
    : new Set<string>();
  // What the parents wrote for the instructor (allergies, health): only for the children of this instructor's lessons.
  const notes = await notesOf(db, allLines);
  const child = (
    m: { order_line_id: number; number: string; phone: string | null; participants: StoredParticipant[] },
    i: number,
    day: string,
  ) => {
    const p = m.participants[i];
    if (!p || p.cancelledAt) return [];
    const c: MyLessonChild = {
      orderLineId: m.order_line_id,
      participant: i,
      orderNumber: m.number,
      firstName: p.firstName,
      lastName: p.lastName,
      age: p.birthDate ? ageAt(p.birthDate, day) : null,
      level: p.level ?? null,
      levelName: levelNameIn(ladder, p.level ?? null, l),
      phone: m.phone,
      present: checked.has(`${m.order_line_id}:${i}:${day}`),
      note: notes.get(`${m.order_line_id}:${i}`) ?? null,
    };
    return [c];
  };
  const notices = await rows<{ kind: NoticeKind; lesson: NoticeLesson; at: Date | string }>(
    db,
    sql`select kind, lesson, created_at as at from instructor_notices
         where instructor_id = ${instructor.id} and created_at > now() - interval '7 days' order by created_at desc, id desc limit 20`,
  );
  // The orders of these lessons' slots that were cancelled (or one of their lines): said in words when typed.
  const slotIds = [...new Set(lessons.map((x) => x.slotId))];
  const cancelled = slotIds.length
    ? await rows<{ number: string; on: string; refunded: boolean }>(
        db,
        sql`select o.number, (coalesce(max(l.cancelled_at), max(o.updated_at)) at time zone 'UTC')::date::text as on,
                   (sum(o.refunded_cents) > 0) as refunded
              from order_lines l join orders o on o.id = l.order_id
             where l.slot_id in (${sql.join(
               slotIds.map((id) => sql`${id}`),
               sql`, `,
             )}) and (l.cancelled_at is not null or o.status in ('cancelled', 'refunded'))
             group by o.number order by o.number`,
      )
    : [];
  return {
    instructor,
    from,
    to,
    today,
    cancelled: cancelled.map((c) => ({ orderNumber: c.number, on: c.on, refunded: c.refunded })),
    notices: notices.map((n) => ({
      kind: n.kind,
      title: n.lesson.title,
      subtitle: n.lesson.subtitle,
      day: n.lesson.day,
      start: n.lesson.start,
      end: n.lesson.end,
      ...(n.lesson.was ? { was: n.lesson.was } : {}),
      at: new Date(n.at).toISOString(),
    })),
    lessons: lessons.map(({ need: _, pointKey, ...x }) => {
      const point = meetingPointIn(points, pointKey, q.lang);
      const children =
        x.ref.kind === 'group'
          ? members.filter((m) => m.key === x.key).flatMap((m) => child(m, m.participant, x.day))
          : privates
              .filter((m) => m.order_line_id === (x.ref as { orderLineId: number }).orderLineId)
              .flatMap((m) => m.participants.flatMap((_, i) => child(m, i, x.day)));
      return {
        ...x,
        meetingPointAddress: point?.address ?? null,
        meetingPointDirections: point?.directions ?? null,
        children: children.sort((a, b) => a.lastName.localeCompare(b.lastName, l) || a.firstName.localeCompare(b.firstName, l)),
      };
    }),
  };
}

/**
 * `PUT …/my-lessons/check-ins`: a child of one of the instructor's lessons (a group they have that day, or their
 * private lesson) checked in or out — through the rosters' check-in, which asks for a confirmation on another day
 * than today. Staff may check in a child of any instructor's lesson. 404 naming the field for any other child.
 */
export async function myCheckIn(db: Db, session: AuthSession, body: MyCheckInRequest): Promise<MyCheckInResponse> {
  const instructor = session.role === 'instructor' ? await instructorOf(db, session) : null;
  if (session.role === 'instructor' && !instructor)
    throw new HttpError(403, 'Your account has no instructor profile at this school', undefined, ErrorCode.Forbidden);
  const [found] = await rows<{ slot_id: number }>(
    db,
    sql`select l.slot_id from order_lines l
         where l.id = ${body.orderLineId} and l.site = ${session.site} and l.slot_id is not null and exists (
           select 1 from instructor_assignments a
            where a.day = ${body.day} and (${instructor?.id ?? null}::int is null or a.instructor_id = ${instructor?.id ?? null}::int)
              and (a.order_line_id = l.id or a.group_id in (
                select m.group_id from group_members m where m.order_line_id = l.id and m.participant = ${body.participant} and m.day = ${body.day})))`,
  );
  if (!found)
    throw new HttpError(
      404,
      `body.orderLineId: this child is not in ${instructor ? 'one of your lessons' : 'a lesson with an instructor'} on ${body.day}`,
      'body.orderLineId',
      ErrorCode.NotFound,
    );
  const done = await checkIn(db, session, session.site, found.slot_id, {
    orderLineId: body.orderLineId,
    index: body.participant,
    day: body.day,
    present: body.present,
    confirmOtherDay: body.confirmOtherDay,
  });
  return { present: done.present };
}
