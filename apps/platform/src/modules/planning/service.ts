import {
  type AssignRequest,
  type AssignResponse,
  type AvailabilityStatus,
  ErrorCode,
  type LessonRef,
  type Localized,
  type PlanningInstructor,
  type PlanningLesson,
  type PlanningNeed,
  type PlanningQuery,
  type PlanningView,
  type ProposeRequest,
  type ProposeResponse,
  type RefusalReason,
} from '@schuss/contracts';
import { addDays, levelNameIn, meetingPointIn, todayIso } from '@schuss/contracts/rules';
import { type Db, instructorAssignments, rows, type Tx, transaction } from '@schuss/db';
import { and, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { localized } from '../../lib/format';
import { recordAudit, recordAuditAs } from '../audit';
import type { AuthSession } from '../auth';
import { schoolLevels } from '../catalogue';
import { schoolByKey, schoolInfo } from '../schools';
import { type Notice, recordNotices } from './notices';
import { clashOf, type Held, minutesOf, type Need, proposeDay, refusalOf, type Teacher } from './rules';

type Lang = 'fr' | 'en';

/** A lesson's key on the board: `g<groupId>:<day>` for a group's day, `p<orderLineId>:<day>` for a private lesson. */
const lessonKey = (groupId: number | null, orderLineId: number | null, day: string) =>
  groupId !== null ? `g${groupId}:${day}` : `p${orderLineId}:${day}`;

/** The days from `from` to `to`, both included. */
const daysFrom = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 31; d = addDays(d, 1)) out.push(d);
  return out;
};
/** Monday to Sunday around a day: the period whose hours the proposal balances. */
const weekOf = (day: string) => {
  const dow = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(day, -dow);
  return { from: monday, to: addDays(monday, 6) };
};

/** A lesson with what the rules read of it, and its meeting point's key. */
export type LessonRow = PlanningLesson & { need: Need; pointKey: string | null };

/** The groups (with children that day) and paid private lessons of a school from `from` to `to`, with their instructor. */
export async function lessonsOf(db: Db | Tx, site: string, from: string, to: string, lang: Lang): Promise<LessonRow[]> {
  const school = await schoolInfo(db, site);
  const ladder = await schoolLevels(db, site);
  const points = (await schoolByKey(db as Db, site))?.config.meetingPoints ?? [];
  const pointName = (key: string | undefined) => meetingPointIn(points, key, lang)?.name ?? null;
  const groups = await rows<{
    group_id: number;
    name: string;
    level: string | null;
    slot_id: number;
    starts_on: string;
    ends_on: string;
    start: string;
    end: string;
    product: Localized;
    attributes: { discipline?: string; meetingPoint?: string };
  }>(
    db,
    sql`select g.id as group_id, g.name, g.level, s.id as slot_id, s.starts_on::text as starts_on, s.ends_on::text as ends_on,
               to_char(s.start_time, 'HH24:MI') as start, to_char(s.end_time, 'HH24:MI') as end, p.name as product, p.attributes
          from lesson_groups g join slots s on s.id = g.slot_id join products p on p.id = s.product_id
         where p.resort = ${school.resort} and s.starts_on <= ${to} and s.ends_on >= ${from}
           and s.start_time is not null and s.end_time is not null
           -- A slot closed for sale still runs; one a closure closed whole does not (a closed day is left out below).
           and (s.closed_at is null or exists (select 1 from closure_slots cs where cs.slot_id = s.id))
           and not exists (select 1 from closure_slots cs where cs.slot_id = s.id and cs.whole)
         order by s.start_time, g.position, g.id`,
  );
  // One day of a course closed (weather): its groups do not meet that day; the other days they do.
  const closedDays = groups.length
    ? await rows<{ slot_id: number; day: string }>(
        db,
        sql`select slot_id, day::text as day from closure_slots where not whole and day is not null and slot_id in (${sql.join(
          [...new Set(groups.map((g) => g.slot_id))].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : [];
  const closed = new Set(closedDays.map((c) => `${c.slot_id}|${c.day}`));
  const members = groups.length
    ? await rows<{ group_id: number; day: string; n: number }>(
        db,
        sql`select group_id, day::text as day, count(*)::int as n from group_members
             where day between ${from} and ${to} and group_id in (${sql.join(
               groups.map((g) => sql`${g.group_id}`),
               sql`, `,
             )}) group by group_id, day`,
      )
    : [];
  const count = new Map(members.map((m) => [`${m.group_id}|${m.day}`, m.n]));
  const privates = await rows<{
    order_line_id: number;
    slot_id: number;
    day: string;
    start: string;
    end: string;
    product: Localized;
    attributes: { discipline?: string; meetingPoint?: string };
    lang: string;
    customer: string;
    participants: { level?: string }[];
    requested: number | null;
  }>(
    db,
    sql`select l.id as order_line_id, s.id as slot_id, s.starts_on::text as day, to_char(s.start_time, 'HH24:MI') as start,
               to_char(s.end_time, 'HH24:MI') as end, p.name as product, p.attributes, o.lang,
               concat_ws(' ', o.contact->>'firstName', o.contact->>'lastName') as customer, l.participants,
               l.requested_instructor_id as requested
          from order_lines l join orders o on o.id = l.order_id join slots s on s.id = l.slot_id join products p on p.id = l.product_id
         where l.site = ${site} and l.product_type = 'ESF_CUSTOM' and l.cancelled_at is null and o.status = 'paid'
           and s.starts_on between ${from} and ${to} and s.start_time is not null and s.end_time is not null
           and not exists (select 1 from closure_slots cs where cs.slot_id = s.id)
         order by s.starts_on, s.start_time, l.id`,
  );
  const assigned = await rows<{ group_id: number | null; order_line_id: number | null; day: string; instructor_id: number }>(
    db,
    sql`select group_id, order_line_id, day::text as day, instructor_id from instructor_assignments
         where site = ${site} and day between ${from} and ${to}`,
  );
  const teacherOf = new Map(assigned.map((a) => [lessonKey(a.group_id, a.order_line_id, a.day), a.instructor_id]));
  const l = lang === 'fr' ? 'fr' : 'en';
  const out: LessonRow[] = [];
  for (const g of groups) {
    for (const day of daysFrom(g.starts_on > from ? g.starts_on : from, g.ends_on < to ? g.ends_on : to)) {
      const n = count.get(`${g.group_id}|${day}`) ?? 0;
      // A group with no child that day, or on a closed day, needs nobody.
      if (!n || closed.has(`${g.slot_id}|${day}`)) continue;
      const key = lessonKey(g.group_id, null, day);
      const discipline = g.attributes.discipline ?? null;
      out.push({
        key,
        ref: { kind: 'group', groupId: g.group_id, day },
        day,
        start: g.start,
        end: g.end,
        slotId: g.slot_id,
        title: localized(g.product, lang),
        subtitle: g.name,
        discipline,
        level: g.level,
        levelName: levelNameIn(ladder, g.level, l),
        language: null,
        participants: n,
        meetingPoint: pointName(g.attributes.meetingPoint),
        pointKey: g.attributes.meetingPoint ?? null,
        instructorId: teacherOf.get(key) ?? null,
        requestedInstructorId: null,
        need: { key, day, start: g.start, end: g.end, discipline, levels: g.level ? [g.level] : [], language: null, groupId: g.group_id },
      });
    }
  }
  for (const p of privates) {
    if (p.day < from || p.day > to) continue;
    const key = lessonKey(null, p.order_line_id, p.day);
    const discipline = p.attributes.discipline ?? null;
    const levels = [...new Set(p.participants.flatMap((x) => (x.level ? [x.level] : [])))].filter((x) => ladder.some((r) => r.key === x));
    const language = p.lang === 'fr' || p.lang === 'en' ? p.lang : null;
    out.push({
      key,
      ref: { kind: 'private', orderLineId: p.order_line_id, day: p.day },
      day: p.day,
      start: p.start,
      end: p.end,
      slotId: p.slot_id,
      title: localized(p.product, lang),
      subtitle: p.customer,
      discipline,
      level: levels[0] ?? null,
      levelName: levelNameIn(ladder, levels[0] ?? null, l),
      language,
      participants: p.participants.length,
      meetingPoint: pointName(p.attributes.meetingPoint),
      pointKey: p.attributes.meetingPoint ?? null,
      instructorId: teacherOf.get(key) ?? null,
      requestedInstructorId: p.requested ?? null,
      need: { key, day: p.day, start: p.start, end: p.end, discipline, levels, language, groupId: null },
    });
  }
  return out.sort((a, b) => a.day.localeCompare(b.day) || a.start.localeCompare(b.start) || a.key.localeCompare(b.key));
}

type TeacherRow = Teacher & { name: string };

/** The school's active instructors with their half-days from `from` to `to` (an archived one's lessons show as given to nobody known: the board puts them in its tray). */
async function teachersOf(db: Db | Tx, site: string, from: string, to: string): Promise<TeacherRow[]> {
  const found = await rows<{
    id: number;
    name: string;
    archived: boolean;
    disciplines: { discipline: string; levels: string[] }[];
    languages: string[];
  }>(
    db,
    sql`select id, concat_ws(' ', first_name, last_name) as name, archived_at is not null as archived, disciplines, languages
          from instructors where site = ${site} and archived_at is null order by last_name, first_name, id`,
  );
  if (!found.length) return [];
  const cells = await rows<{ instructor_id: number; day: string; half: string; status: AvailabilityStatus }>(
    db,
    sql`select instructor_id, day::text as day, half, status from instructor_availability
         where day between ${from} and ${to} and instructor_id in (${sql.join(
           found.map((t) => sql`${t.id}`),
           sql`, `,
         )})`,
  );
  return found.map((t) => ({
    ...t,
    availability: new Map(cells.filter((c) => c.instructor_id === t.id).map((c) => [`${c.day}|${c.half}`, c.status])),
  }));
}

/**
 * The instructors' lessons of those days, with the hours the office promised them for a private-lesson request
 * accepted and awaiting payment (`r<requestId>:<day>`, until its payment deadline): nobody else gives them that hour.
 */
async function heldOf(db: Db | Tx, site: string, from: string, to: string): Promise<Held[]> {
  const found = await rows<{
    instructor_id: number;
    group_id: number | null;
    order_line_id: number | null;
    request_id: number | null;
    day: string;
    start: string;
    end: string;
  }>(
    db,
    sql`select instructor_id, group_id, order_line_id, null::int as request_id, day::text as day, to_char(starts_at, 'HH24:MI') as start,
               to_char(ends_at, 'HH24:MI') as end
          from instructor_assignments where site = ${site} and day between ${from} and ${to}
        union all
        select r.instructor_id, null, null, r.id, r.day::text, to_char(s.start_time, 'HH24:MI'), to_char(s.end_time, 'HH24:MI')
          from lesson_requests r join slots s on s.id = r.slot_id
         where r.site = ${site} and r.status = 'accepted' and r.pay_by > now() and r.day between ${from} and ${to}
           and s.start_time is not null and s.end_time is not null`,
  );
  return found.map((h) => ({
    instructorId: h.instructor_id,
    key: h.request_id !== null ? `r${h.request_id}:${h.day}` : lessonKey(h.group_id, h.order_line_id, h.day),
    day: h.day,
    start: h.start,
    end: h.end,
    minutes: minutesOf(h),
    groupId: h.group_id,
  }));
}

/** `GET …/planning`: the board of a day or a week. */
export async function planning(db: Db, site: string, q: PlanningQuery): Promise<PlanningView> {
  const to = q.to ?? q.from;
  const lessons = await lessonsOf(db, site, q.from, to, q.lang);
  const teachers = await teachersOf(db, site, q.from, to);
  const held = await heldOf(db, site, q.from, to);
  const ladder = await schoolLevels(db, site);
  const l = q.lang === 'fr' ? 'fr' : 'en';
  const days = daysFrom(q.from, to);
  const instructors: PlanningInstructor[] = teachers.map((t) => ({
    id: t.id,
    name: t.name,
    disciplines: t.disciplines,
    languages: t.languages,
    days: days.map((day) => ({ day, am: t.availability.get(`${day}|am`) ?? null, pm: t.availability.get(`${day}|pm`) ?? null })),
    minutes: held.filter((h) => h.instructorId === t.id).reduce((n, h) => n + h.minutes, 0),
    // An accepted request's hour is theirs until paid: said on their row (it has no lesson card yet).
    holds: held.filter((h) => h.instructorId === t.id && h.key.startsWith('r')).map((h) => ({ day: h.day, start: h.start, end: h.end })),
  }));
  // Needed: a lesson each, per day and level; available: the instructors who may teach that level and work that day.
  const byNeed = new Map<string, PlanningNeed>();
  for (const x of lessons) {
    const k = `${x.day}|${x.discipline ?? ''}|${x.level ?? ''}`;
    const found = byNeed.get(k);
    if (found) found.needed++;
    else {
      const probe: Need = { ...x.need, key: '', levels: x.level ? [x.level] : [], language: null, start: '00:00', end: '23:59' };
      const works = (t: Teacher) =>
        ['am', 'pm'].some((h) => ['available', 'on_call'].includes(t.availability.get(`${x.day}|${h}`) ?? '')) &&
        (refusalOf(t, probe) === null || refusalOf(t, probe) === 'unavailable');
      byNeed.set(k, {
        day: x.day,
        discipline: x.discipline,
        level: x.level,
        levelName: levelNameIn(ladder, x.level, l),
        needed: 1,
        available: teachers.filter(works).length,
      });
    }
  }
  const school = await schoolInfo(db, site);
  const ungrouped = await rows<{ slot_id: number; product: Localized; children: number }>(
    db,
    sql`select s.id as slot_id, p.name as product, coalesce(sum(jsonb_array_length(l.participants)), 0)::int as children
          from slots s join products p on p.id = s.product_id
          join order_lines l on l.slot_id = s.id and l.cancelled_at is null and l.sold_at is not null
         where p.resort = ${school.resort} and p.type = 'ESF' and s.starts_on <= ${to} and s.ends_on >= ${q.from}
           and s.closed_at is null and not exists (select 1 from lesson_groups g where g.slot_id = s.id)
         group by s.id, p.name order by s.id`,
  );
  return {
    from: q.from,
    to,
    instructors,
    lessons: lessons.map(({ need: _, pointKey: __, ...x }) => x),
    needs: [...byNeed.values()].sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        (a.discipline ?? '').localeCompare(b.discipline ?? '') ||
        (a.level ?? '').localeCompare(b.level ?? ''),
    ),
    ungrouped: ungrouped.map((u) => ({ slotId: u.slot_id, title: localized(u.product, q.lang), children: u.children })),
  };
}

const REFUSALS: Record<Lang, Record<RefusalReason, (who: string) => string>> = {
  fr: {
    busy: (who) => `${who} a déjà un cours à cette heure-là`,
    unavailable: (who) => `${who} n’est pas disponible à cette heure-là`,
    discipline: (who) => `${who} n’enseigne pas cette discipline`,
    level: (who) => `${who} n’est pas habilité(e) à enseigner ce niveau`,
    language: (who) => `${who} ne parle pas la langue de ce cours`,
    archived: (who) => `${who} ne fait plus partie des moniteurs`,
  },
  en: {
    busy: (who) => `${who} already teaches at that time`,
    unavailable: (who) => `${who} is not available at that time`,
    discipline: (who) => `${who} does not teach this discipline`,
    level: (who) => `${who} may not teach this level`,
    language: (who) => `${who} does not speak this lesson's language`,
    archived: (who) => `${who} is no longer one of the instructors`,
  },
};

const refused = (reason: RefusalReason, who: string, lang: Lang) =>
  new HttpError(409, `body.instructorId: ${REFUSALS[lang][reason](who)}`, 'body.instructorId', ErrorCode.AssignmentRefused);

const keyOf = (ref: LessonRef) =>
  ref.kind === 'group' ? lessonKey(ref.groupId, null, ref.day) : lessonKey(null, ref.orderLineId, ref.day);

/** The lesson a request names, read in the caller's transaction (404 naming `body.lesson` when the school has none such). */
async function lessonOf(tx: Tx, site: string, ref: LessonRef, lang: Lang): Promise<LessonRow> {
  const found = (await lessonsOf(tx, site, ref.day, ref.day, lang)).find((x) => x.key === keyOf(ref));
  if (!found)
    throw new HttpError(
      404,
      `body.lesson: no ${ref.kind === 'group' ? 'group with children' : 'private lesson'} of this school on ${ref.day}`,
      'body.lesson',
      ErrorCode.NotFound,
    );
  return found;
}

/** Locks a lesson for its assignment (two staff giving it to two instructors at once: one waits for the other). */
const lockLesson = (tx: Tx, site: string, ref: LessonRef) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lesson:${site}:${keyOf(ref)}`}))`);

/**
 * Gives a lesson to an instructor (or takes it back), in one transaction: the instructor's row is locked first, then
 * the lesson, so two staff placing the same instructor at once are served one after the other and the second sees
 * the first's lesson (refused: `busy`); then the rules (`refusalOf`) and the clash with their other lessons.
 */
export async function assign(
  db: Db,
  staff: AuthSession,
  body: AssignRequest,
  notify?: (site: string, notices: Notice[]) => Promise<void>,
): Promise<AssignResponse> {
  const lang: Lang = body.lang;
  const notices: Notice[] = [];
  const done = await transaction(db, async (tx) => {
    let teacher: TeacherRow | undefined;
    if (body.instructorId !== null) {
      // `for no key update`: it serialises the assignments of one instructor, and leaves the key-share locks of foreign
      // keys free (a notice written for the instructor another staff member is placing at the same time).
      const [locked] = await rows<{ id: number }>(
        tx,
        sql`select id from instructors where id = ${body.instructorId} and site = ${staff.site} for no key update`,
      );
      if (!locked)
        throw new HttpError(
          404,
          `body.instructorId: no instructor ${body.instructorId} at this school`,
          'body.instructorId',
          ErrorCode.NotFound,
        );
      const [found] = await rows<{ name: string; archived: boolean }>(
        tx,
        sql`select concat_ws(' ', first_name, last_name) as name, archived_at is not null as archived from instructors where id = ${body.instructorId}`,
      );
      if (found?.archived) throw refused('archived', found.name, lang);
      teacher = (await teachersOf(tx, staff.site, body.lesson.day, body.lesson.day)).find((t) => t.id === body.instructorId);
    }
    await lockLesson(tx, staff.site, body.lesson);
    const lesson = await lessonOf(tx, staff.site, body.lesson, lang);
    const before = lesson.instructorId;
    if (teacher) {
      const reason = refusalOf(teacher, lesson.need);
      if (reason) throw refused(reason, teacher.name, lang);
      const held = await heldOf(tx, staff.site, lesson.day, lesson.day);
      if (clashOf(held, teacher.id, lesson.need)) throw refused('busy', teacher.name, lang);
    }
    const where =
      body.lesson.kind === 'group'
        ? and(eq(instructorAssignments.groupId, body.lesson.groupId), eq(instructorAssignments.day, body.lesson.day))
        : and(eq(instructorAssignments.orderLineId, body.lesson.orderLineId), eq(instructorAssignments.day, body.lesson.day));
    await tx.delete(instructorAssignments).where(where);
    if (teacher) {
      await tx.insert(instructorAssignments).values({
        site: staff.site,
        instructorId: teacher.id,
        day: lesson.day,
        startsAt: lesson.start,
        endsAt: lesson.end,
        groupId: body.lesson.kind === 'group' ? body.lesson.groupId : null,
        orderLineId: body.lesson.kind === 'private' ? body.lesson.orderLineId : null,
        assignedBy: staff.userId,
      });
    }
    if (before !== (teacher?.id ?? null)) {
      // The instructors concerned are told: the one who had it, the one who has it now.
      const what = noticeLessonOf(lesson);
      if (before !== null) notices.push({ instructorId: before, kind: 'unassigned', lesson: what });
      if (teacher) notices.push({ instructorId: teacher.id, kind: 'assigned', lesson: what });
      await recordNotices(tx, staff.site, notices);
      await recordAudit(tx, staff, {
        action: teacher ? 'planning.assign' : 'planning.unassign',
        subject: `${lesson.title} — ${lesson.subtitle} ${lesson.day} ${lesson.start}–${lesson.end}`,
        before: { instructorId: before },
        after: { instructorId: teacher?.id ?? null, instructor: teacher?.name ?? null },
      });
    }
    const { need: _, pointKey: __, ...view } = lesson;
    return { lesson: { ...view, instructorId: teacher?.id ?? null } };
  });
  if (notify) await notify(staff.site, notices);
  return done;
}

/** What a notice keeps of a lesson. */
const noticeLessonOf = (x: LessonRow) => ({
  title: x.title,
  subtitle: x.subtitle,
  day: x.day,
  start: x.start,
  end: x.end,
  meetingPoint: x.meetingPoint,
});

/**
 * `POST …/planning/propose`: fills a day's lessons without an instructor (`proposeDay`). Every instructor of the school
 * is locked first, in id order (an assignment locks one: the two never wait for each other in a cycle), then what is
 * proposed is written; lessons assigned meanwhile keep their instructor.
 */
export async function propose(
  db: Db,
  staff: AuthSession,
  body: ProposeRequest,
  notify?: (site: string, notices: Notice[]) => Promise<void>,
): Promise<ProposeResponse> {
  const notices: Notice[] = [];
  const done = await transaction(db, async (tx) => {
    await tx.execute(sql`select id from instructors where site = ${staff.site} and archived_at is null order by id for no key update`);
    const lessons = await lessonsOf(tx, staff.site, body.day, body.day, body.lang);
    const week = weekOf(body.day);
    const teachers = await teachersOf(tx, staff.site, body.day, body.day);
    const held = await heldOf(tx, staff.site, week.from, week.to);
    const open = lessons.filter((x) => x.instructorId === null);
    const { assigned, left } = proposeDay(
      open.map((x) => x.need),
      teachers,
      held,
    );
    const byKey = new Map(open.map((x) => [x.key, x]));
    for (const a of assigned) {
      const x = byKey.get(a.key);
      if (!x) continue;
      await tx.insert(instructorAssignments).values({
        site: staff.site,
        instructorId: a.instructorId,
        day: x.day,
        startsAt: x.start,
        endsAt: x.end,
        groupId: x.ref.kind === 'group' ? x.ref.groupId : null,
        orderLineId: x.ref.kind === 'private' ? x.ref.orderLineId : null,
        assignedBy: staff.userId,
      });
      notices.push({ instructorId: a.instructorId, kind: 'assigned', lesson: noticeLessonOf(x) });
    }
    await recordNotices(tx, staff.site, notices);
    await recordAudit(tx, staff, {
      action: 'planning.propose',
      subject: body.day,
      after: { assigned: assigned.length, left: left.length },
    });
    return { assigned: assigned.length, left };
  });
  if (notify) await notify(staff.site, notices);
  return done;
}

/**
 * The instructor a private lesson's customer asked for by name (issue 31, item 4), when they still may teach it (its
 * discipline and its participants' levels), are available and free then. Their languages are not checked: the
 * customer chose them knowing them (the list shows them).
 */
function requestedFree(lesson: LessonRow, teachers: readonly TeacherRow[], held: readonly Held[]) {
  const t = teachers.find((x) => x.id === lesson.requestedInstructorId);
  if (!t || refusalOf(t, { ...lesson.need, language: null }) || clashOf(held, t.id, lesson.need)) return undefined;
  return { key: lesson.key, instructorId: t.id };
}

/**
 * A paid order's private lessons, each to the instructor the customer asked for by name when they are still free (see
 * `requestedFree`), else to a free qualified instructor (the proposal's rules: the one instructor free
 * when there is one), as soon as it is paid: the visitor booked an hour instructors' free time left open. Every
 * instructor of the school is locked first, as `propose` does; a lesson already given keeps its instructor; one no
 * instructor is free for stays in the board's tray for the office. Idempotent (a payment notified twice).
 */
export async function assignPaidPrivates(
  db: Db,
  orderId: number,
  notify?: (site: string, notices: Notice[]) => Promise<void>,
): Promise<void> {
  const lines = await rows<{ id: number; site: string; day: string }>(
    db,
    sql`select l.id, l.site, s.starts_on::text as day from order_lines l join slots s on s.id = l.slot_id join orders o on o.id = l.order_id
         where l.order_id = ${orderId} and l.product_type = 'ESF_CUSTOM' and l.cancelled_at is null and o.status = 'paid'
           and not exists (select 1 from instructor_assignments a where a.order_line_id = l.id)`,
  );
  for (const line of lines) {
    const notices: Notice[] = [];
    await transaction(db, async (tx) => {
      await tx.execute(sql`select id from instructors where site = ${line.site} and archived_at is null order by id for no key update`);
      const lesson = (await lessonsOf(tx, line.site, line.day, line.day, 'fr')).find((x) => x.key === lessonKey(null, line.id, line.day));
      if (!lesson || lesson.instructorId !== null) return;
      const week = weekOf(line.day);
      const teachers = await teachersOf(tx, line.site, line.day, line.day);
      const held = await heldOf(tx, line.site, week.from, week.to);
      const chosen = requestedFree(lesson, teachers, held) ?? proposeDay([lesson.need], teachers, held).assigned[0];
      if (!chosen) return;
      await tx.insert(instructorAssignments).values({
        site: line.site,
        instructorId: chosen.instructorId,
        day: lesson.day,
        startsAt: lesson.start,
        endsAt: lesson.end,
        orderLineId: line.id,
      });
      notices.push({ instructorId: chosen.instructorId, kind: 'assigned', lesson: noticeLessonOf(lesson) });
      await recordNotices(tx, line.site, notices);
      await recordAuditAs(
        tx,
        { site: line.site, userId: null, userLabel: 'Planning' },
        {
          action: 'planning.assign',
          subject: `${lesson.title} — ${lesson.subtitle} ${lesson.day} ${lesson.start}–${lesson.end}`,
          after: {
            instructorId: chosen.instructorId,
            instructor: teachers.find((t) => t.id === chosen.instructorId)?.name ?? null,
            requestedInstructorId: lesson.requestedInstructorId,
          },
        },
      );
    });
    if (notify) await notify(line.site, notices);
  }
}

/** What a lesson that is gone was (its notice says it in the school's first language, as the assignments' notices). */
async function goneLessonOf(
  tx: Tx,
  a: { group_id: number | null; order_line_id: number | null; day: string; start: string; end: string },
): Promise<Notice['lesson']> {
  const [found] = await rows<{ product: Localized; subtitle: string }>(
    tx,
    a.group_id !== null
      ? sql`select p.name as product, g.name as subtitle from lesson_groups g join slots s on s.id = g.slot_id
              join products p on p.id = s.product_id where g.id = ${a.group_id}`
      : sql`select p.name as product, concat_ws(' ', o.contact->>'firstName', o.contact->>'lastName') as subtitle
              from order_lines l join orders o on o.id = l.order_id join products p on p.id = l.product_id where l.id = ${a.order_line_id}`,
  );
  return {
    title: found ? localized(found.product, 'fr') : '',
    subtitle: found?.subtitle ?? '',
    day: a.day,
    start: a.start,
    end: a.end,
    meetingPoint: null,
  };
}

/**
 * Lessons that changed under their instructor (issue 31, item 7), after the change committed: an order cancelled (its
 * private lessons gone), a closure (a group's day or a private hour closed, a private lesson moved to another slot).
 * It compares the assignments from today on of what changed (`scope`: orders, slots) with the lessons as they are
 * now: a lesson gone is taken back and its instructor told it is cancelled; a private lesson moved stays theirs when
 * they may and can teach it at its new time (told it moved), else is taken back (told so) and offered to a free
 * qualified instructor as a paid lesson is. Idempotent: a second call finds nothing left to do. Every instructor of
 * the school is locked first, as `propose` does.
 */
export async function settleLessons(
  db: Db,
  site: string,
  scope: { orderIds?: number[]; slotIds?: number[] },
  notify?: (site: string, notices: Notice[]) => Promise<void>,
): Promise<Notice[]> {
  const orderIds = [...new Set(scope.orderIds ?? [])];
  const slotIds = [...new Set(scope.slotIds ?? [])];
  if (!orderIds.length && !slotIds.length) return [];
  const ids = (xs: number[]) =>
    xs.length
      ? sql.join(
          xs.map((x) => sql`${x}`),
          sql`, `,
        )
      : sql`null`;
  const notices: Notice[] = [];
  const reoffer = new Set<number>();
  await transaction(db, async (tx) => {
    await tx.execute(sql`select id from instructors where site = ${site} and archived_at is null order by id for no key update`);
    const found = await rows<{
      id: number;
      instructor_id: number;
      group_id: number | null;
      order_line_id: number | null;
      order_id: number | null;
      day: string;
      start: string;
      end: string;
    }>(
      tx,
      sql`select a.id, a.instructor_id, a.group_id, a.order_line_id, l.order_id, a.day::text as day,
                 to_char(a.starts_at, 'HH24:MI') as start, to_char(a.ends_at, 'HH24:MI') as end
            from instructor_assignments a
            left join order_lines l on l.id = a.order_line_id
            left join lesson_groups g on g.id = a.group_id
           where a.site = ${site} and a.day >= ${todayIso()}
             and (l.order_id in (${ids(orderIds)}) or l.slot_id in (${ids(slotIds)}) or g.slot_id in (${ids(slotIds)})
                  or exists (select 1 from closure_lines cl where cl.order_line_id = a.order_line_id and cl.slot_id in (${ids(slotIds)})))
           order by a.id`,
    );
    const byDay = new Map<string, LessonRow[]>();
    const lessonsOn = async (day: string) => {
      const got = byDay.get(day) ?? (await lessonsOf(tx, site, day, day, 'fr'));
      byDay.set(day, got);
      return got;
    };
    for (const a of found) {
      const now = (await lessonsOn(a.day)).find((x) => x.key === lessonKey(a.group_id, a.order_line_id, a.day));
      if (now && now.start === a.start && now.end === a.end) continue;
      await tx.delete(instructorAssignments).where(eq(instructorAssignments.id, a.id));
      // A private lesson still sold, now on another day or at another time: moved, not cancelled.
      const [line] =
        a.order_line_id !== null
          ? await rows<{ day: string }>(
              tx,
              sql`select s.starts_on::text as day from order_lines l join slots s on s.id = l.slot_id where l.id = ${a.order_line_id}`,
            )
          : [];
      const moved =
        now ?? (line ? (await lessonsOn(line.day)).find((x) => x.key === lessonKey(null, a.order_line_id, line.day)) : undefined);
      const was = { day: a.day, start: a.start, end: a.end };
      if (!moved) {
        notices.push({ instructorId: a.instructor_id, kind: 'cancelled', lesson: await goneLessonOf(tx, a) });
        await recordAuditAs(
          tx,
          { site, userId: null, userLabel: 'Planning' },
          {
            action: 'planning.unassign',
            subject: `${a.day} ${a.start}–${a.end}: lesson cancelled`,
            before: { instructorId: a.instructor_id },
            after: { instructorId: null, reason: 'cancelled' },
          },
        );
        continue;
      }
      const teacher = (await teachersOf(tx, site, moved.day, moved.day)).find((t) => t.id === a.instructor_id);
      const free =
        teacher &&
        !refusalOf(teacher, moved.need) &&
        !clashOf(await heldOf(tx, site, moved.day, moved.day), teacher.id, moved.need) &&
        (moved.instructorId === null || moved.instructorId === a.instructor_id);
      if (free) {
        await tx.insert(instructorAssignments).values({
          site,
          instructorId: a.instructor_id,
          day: moved.day,
          startsAt: moved.start,
          endsAt: moved.end,
          groupId: moved.ref.kind === 'group' ? moved.ref.groupId : null,
          orderLineId: moved.ref.kind === 'private' ? moved.ref.orderLineId : null,
        });
        moved.instructorId = a.instructor_id;
        notices.push({ instructorId: a.instructor_id, kind: 'changed', lesson: { ...noticeLessonOf(moved), was } });
      } else {
        notices.push({ instructorId: a.instructor_id, kind: 'unassigned', lesson: { ...noticeLessonOf(moved), was } });
        if (a.order_id !== null) reoffer.add(a.order_id);
      }
      await recordAuditAs(
        tx,
        { site, userId: null, userLabel: 'Planning' },
        {
          action: free ? 'planning.assign' : 'planning.unassign',
          subject: `${moved.title} — ${moved.subtitle} ${moved.day} ${moved.start}–${moved.end} (was ${a.day} ${a.start}–${a.end})`,
          before: { instructorId: a.instructor_id },
          after: { instructorId: free ? a.instructor_id : null, reason: 'moved' },
        },
      );
    }
    await recordNotices(tx, site, notices);
  });
  if (notify) await notify(site, notices);
  // Taken back because its instructor cannot teach it at its new time: offered to another, as a paid lesson is.
  for (const orderId of reoffer) await assignPaidPrivates(db, orderId, notify);
  return notices;
}

// ---------------------------------------------------------------------------------------------
// Private-lesson requests (modules/lesson-requests): who may teach an hour the office offers, and the lesson once paid

/** The instructors qualified, available and free for `need` (the planning rules), by name. */
export async function freeTeachers(db: Db | Tx, site: string, need: Need): Promise<{ id: number; name: string }[]> {
  const teachers = await teachersOf(db, site, need.day, need.day);
  const held = await heldOf(db, site, need.day, need.day);
  return teachers.filter((t) => refusalOf(t, need) === null && !clashOf(held, t.id, need)).map((t) => ({ id: t.id, name: t.name }));
}

/**
 * Checks, in the caller's transaction, that an instructor of the school may teach `need`: their row is locked first
 * (as `assign` does: two offices placing them at once are served one after the other), then the rules and their other
 * lessons. 404 naming `body.instructorId` for an instructor the school does not have; 409 `assignment_refused` saying why.
 */
export async function checkTeacher(
  tx: Tx,
  site: string,
  instructorId: number,
  need: Need,
  lang: Lang,
): Promise<{ id: number; name: string }> {
  const [locked] = await rows<{ id: number }>(
    tx,
    sql`select id from instructors where id = ${instructorId} and site = ${site} for no key update`,
  );
  if (!locked)
    throw new HttpError(404, `body.instructorId: no instructor ${instructorId} at this school`, 'body.instructorId', ErrorCode.NotFound);
  const [found] = await rows<{ name: string; archived: boolean }>(
    tx,
    sql`select concat_ws(' ', first_name, last_name) as name, archived_at is not null as archived from instructors where id = ${instructorId}`,
  );
  if (found?.archived) throw refused('archived', found.name, lang);
  const teacher = (await teachersOf(tx, site, need.day, need.day)).find((t) => t.id === instructorId);
  if (!teacher) throw refused('archived', found?.name ?? String(instructorId), lang);
  const reason = refusalOf(teacher, need);
  if (reason) throw refused(reason, teacher.name, lang);
  if (clashOf(await heldOf(tx, site, need.day, need.day), teacher.id, need)) throw refused('busy', teacher.name, lang);
  return { id: teacher.id, name: teacher.name };
}

/**
 * A paid private lesson to the instructor the office chose for it (a request it accepted), as `assignPaidPrivates`
 * gives one to whoever is free: the instructors locked first, then the rules checked again. False when that instructor
 * can no longer take it (the lesson is then left to `assignPaidPrivates`); true once given (or given already).
 */
export async function assignPaidTo(
  db: Db,
  orderLineId: number,
  instructorId: number,
  notify?: (site: string, notices: Notice[]) => Promise<void>,
): Promise<boolean> {
  const [line] = await rows<{ site: string; day: string }>(
    db,
    sql`select l.site, s.starts_on::text as day from order_lines l join slots s on s.id = l.slot_id join orders o on o.id = l.order_id
         where l.id = ${orderLineId} and l.product_type = 'ESF_CUSTOM' and l.cancelled_at is null and o.status = 'paid'`,
  );
  if (!line) return false;
  const notices: Notice[] = [];
  const done = await transaction(db, async (tx) => {
    await tx.execute(sql`select id from instructors where site = ${line.site} and archived_at is null order by id for no key update`);
    const lesson = (await lessonsOf(tx, line.site, line.day, line.day, 'fr')).find((x) => x.key === lessonKey(null, orderLineId, line.day));
    if (!lesson) return false;
    if (lesson.instructorId !== null) return lesson.instructorId === instructorId;
    const teacher = (await teachersOf(tx, line.site, line.day, line.day)).find((t) => t.id === instructorId);
    if (!teacher || refusalOf(teacher, lesson.need) || clashOf(await heldOf(tx, line.site, line.day, line.day), teacher.id, lesson.need)) {
      return false;
    }
    await tx.insert(instructorAssignments).values({
      site: line.site,
      instructorId,
      day: lesson.day,
      startsAt: lesson.start,
      endsAt: lesson.end,
      orderLineId,
    });
    notices.push({ instructorId, kind: 'assigned', lesson: noticeLessonOf(lesson) });
    await recordNotices(tx, line.site, notices);
    await recordAuditAs(
      tx,
      { site: line.site, userId: null, userLabel: 'Planning' },
      {
        action: 'planning.assign',
        subject: `${lesson.title} — ${lesson.subtitle} ${lesson.day} ${lesson.start}–${lesson.end}`,
        after: { instructorId, instructor: teacher.name, request: true },
      },
    );
    return true;
  });
  if (notify && notices.length) await notify(line.site, notices);
  return done;
}
