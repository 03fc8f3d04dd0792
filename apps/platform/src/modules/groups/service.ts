import {
  type ChildRef,
  type DayCourseGroups,
  ErrorCode,
  type GroupChild,
  type GroupMove,
  type LessonGroup,
  type Level,
  type MoveChildRequest,
  type NewGroupRequest,
  type ProductAttributes,
  type SaveGroupsRequest,
  type SlotGroupsView,
} from '@schuss/contracts';
import { addDays, ageAt, groupSizeOf, levelIn } from '@schuss/contracts/rules';
import { type Db, groupMembers, groupMoves, lessonGroups, rows, type StoredParticipant, type Tx, transaction } from '@schuss/db';
import { and, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { localized } from '../../lib/format';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { schoolLevels } from '../catalogue';
import { schoolInfo } from '../schools';
import { type ProposalChild, proposeGroups } from './proposal';

/**
 * A course's groups (issue 30): its children split by level, then age, into groups of the product's size, each
 * child in exactly one group per day (`group_members`' key), moves during the course recorded with who and when.
 * The slot's places stay its capacity: groups are how they are taught.
 */

export type Lang = 'fr' | 'en';
export type Course = {
  id: number;
  key: string;
  name: { fr: string; en: string };
  attributes: ProductAttributes;
  startsOn: string;
  endsOn: string;
  startTime: string | null;
  endTime: string | null;
  capacity: number;
};
export type Child = ProposalChild & { orderNumber: string };

export const ref = (c: ChildRef) => `${c.orderLineId}:${c.participant}`;
export const notFound = (what: string, field: string) => new HttpError(404, `${field}: ${what}`, field, ErrorCode.NotFound);
export const badRequest = (message: string, field: string) => new HttpError(400, `${field}: ${message}`, field, ErrorCode.InvalidInput);

/** A dated slot of one of the school's products; 404 otherwise (another school's slot is not found either). */
export async function courseOf(db: Db | Tx, site: string, slotId: number): Promise<Course> {
  const school = await schoolInfo(db, site);
  const [c] = await rows<{
    id: number;
    key: string;
    name: { fr: string; en: string };
    attributes: ProductAttributes;
    starts_on: string;
    ends_on: string;
    start_time: string | null;
    end_time: string | null;
    capacity: number;
  }>(
    db,
    sql`select s.id, p.key, p.name, p.attributes, s.starts_on::text as starts_on, s.ends_on::text as ends_on,
               to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time, s.capacity
          from slots s join products p on p.id = s.product_id
         where s.id = ${slotId} and p.resort = ${school.resort} and p.dated`,
  );
  if (!c) throw notFound(`no lesson slot ${slotId} on this site`, 'params.slotId');
  return {
    id: c.id,
    key: c.key,
    name: c.name,
    attributes: c.attributes,
    startsOn: c.starts_on,
    endsOn: c.ends_on,
    startTime: c.start_time,
    endTime: c.end_time,
    capacity: c.capacity,
  };
}

export function daysOf(c: Course): string[] {
  const days: string[] = [];
  for (let d = c.startsOn; d <= c.endsOn; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The rungs of the course's discipline, and how the proposal reads them. */
export function ladderOf(all: readonly Level[], course: Course, lang: Lang) {
  const ladder = all.filter((l) => l.discipline === course.attributes.discipline);
  const only = course.attributes.levels?.length === 1 ? levelIn(ladder, course.attributes.levels[0]) : null;
  const levelOf = (given: string | undefined) => levelIn(ladder, given) ?? only;
  const nameOf = (key: string | null) => {
    const rung = key ? ladder.find((l) => l.key === key) : undefined;
    return rung ? localized(rung.name, lang) : (key ?? (lang === 'fr' ? 'Sans niveau' : 'No level'));
  };
  return { ladder, levelOf, nameOf };
}

/** The children of a course: the participants of the running lines of its paid orders (cancelled ones left out). */
export async function childrenOf(
  db: Db | Tx,
  site: string,
  course: Course,
  levelOf: (given: string | undefined) => Level | null,
): Promise<Child[]> {
  const lines = await rows<{ id: number; number: string; participants: StoredParticipant[] }>(
    db,
    sql`select l.id, o.number, l.participants from order_lines l join orders o on o.id = l.order_id
         where l.slot_id = ${course.id} and l.cancelled_at is null and o.status = 'paid' and o.site = ${site}
         order by l.id`,
  );
  return lines.flatMap((line) =>
    line.participants.flatMap((p, participant) => {
      if (p.cancelledAt) return [];
      const rung = levelOf(p.level);
      return [
        {
          orderLineId: line.id,
          participant,
          firstName: p.firstName,
          lastName: p.lastName,
          age: ageAt(p.birthDate, course.startsOn),
          level: rung?.key ?? null,
          orderNumber: line.number,
        },
      ];
    }),
  );
}

/** `GET …/slots/:slotId/groups`: the course's children and groups, or a proposal while none is saved. */
export async function slotGroups(db: Db | Tx, site: string, slotId: number, lang: Lang): Promise<SlotGroupsView> {
  const course = await courseOf(db, site, slotId);
  const { levelOf, nameOf, ladder } = ladderOf(await schoolLevels(db, site), course, lang);
  const children = await childrenOf(db, site, course, levelOf);
  const days = daysOf(course);
  const groups = await db.select().from(lessonGroups).where(eq(lessonGroups.slotId, course.id)).orderBy(lessonGroups.position);
  const members = await rows<{ order_line_id: number; participant: number; day: string; group_id: number }>(
    db,
    sql`select m.order_line_id, m.participant, m.day::text as day, m.group_id
          from group_members m join lesson_groups g on g.id = m.group_id where g.slot_id = ${course.id}`,
  );
  const inGroup = new Map(members.map((m) => [`${m.order_line_id}:${m.participant}:${m.day}`, m.group_id]));
  const rank = (key: string | null) => ladder.find((l) => l.key === key)?.position ?? 999;
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const sorted = [...children].sort(
    (a, b) => rank(a.level) - rank(b.level) || collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName),
  );
  const view: GroupChild[] = sorted.map((c) => ({
    orderLineId: c.orderLineId,
    participant: c.participant,
    firstName: c.firstName,
    lastName: c.lastName,
    age: c.age,
    level: c.level,
    levelName: c.level ? nameOf(c.level) : null,
    orderNumber: c.orderNumber,
    groups: Object.fromEntries(days.map((d) => [d, inGroup.get(`${ref(c)}:${d}`) ?? null])),
  }));
  const lessonGroupViews: LessonGroup[] = groups.map((g) => ({
    id: g.id,
    name: g.name,
    level: g.level,
    levelName: g.level ? nameOf(g.level) : null,
    size: g.size,
  }));
  return {
    slot: {
      slotId: course.id,
      productKey: course.key,
      name: localized(course.name, lang),
      startsOn: course.startsOn,
      endsOn: course.endsOn,
      startTime: course.startTime,
      endTime: course.endTime,
      capacity: course.capacity,
    },
    days,
    groups: lessonGroupViews,
    children: view,
    proposal: groups.length
      ? null
      : proposeGroups(children, { rank, name: nameOf, size: (level) => groupSizeOf(course.attributes, level) }),
    moves: await movesOf(db, course.id, children, groups, lang),
    ladder: ladder.map((l) => ({ key: l.key, name: localized(l.name, lang) })),
  };
}

async function movesOf(
  db: Db | Tx,
  slotId: number,
  children: Child[],
  groups: { id: number; name: string }[],
  lang: Lang,
): Promise<GroupMove[]> {
  const found = await rows<{
    order_line_id: number;
    participant: number;
    from_group: number | null;
    to_group: number;
    from_day: string;
    name: string | null;
    at: string;
  }>(
    db,
    sql`select m.order_line_id, m.participant, m.from_group, m.to_group, m.from_day::text as from_day, u.name,
               to_char(m.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
          from group_moves m left join users u on u.id = m.user_id
         where m.slot_id = ${slotId} order by m.at desc, m.id desc limit 200`,
  );
  const who = new Map(children.map((c) => [ref(c), `${c.firstName} ${c.lastName}`]));
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const gone = lang === 'fr' ? '(groupe supprimé)' : '(group removed)';
  return found.map((m) => ({
    child: who.get(`${m.order_line_id}:${m.participant}`) ?? (lang === 'fr' ? '(inscription annulée)' : '(inscription cancelled)'),
    from: m.from_group === null ? null : (groupName.get(m.from_group) ?? gone),
    to: groupName.get(m.to_group) ?? gone,
    fromDay: m.from_day,
    by: m.name,
    at: m.at,
  }));
}

/** Two staff changing a course's groups at once change them one after the other. */
export const lockCourse = (tx: Tx, slotId: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`groups:${slotId}`}))`);

/**
 * `POST …/groups`: the course's groups as staff accepted them, for every day; each child listed once at most, and
 * only the course's. 409 when groups were saved meanwhile (by someone else): the screen shows them instead.
 */
export async function saveGroups(db: Db, staff: AuthSession, slotId: number, body: SaveGroupsRequest, lang: Lang): Promise<SlotGroupsView> {
  return transaction(db, async (tx) => {
    await lockCourse(tx, slotId);
    const course = await courseOf(tx, staff.site, slotId);
    const { levelOf } = ladderOf(await schoolLevels(tx, staff.site), course, lang);
    const children = new Set((await childrenOf(tx, staff.site, course, levelOf)).map(ref));
    const [existing] = await tx.select({ id: lessonGroups.id }).from(lessonGroups).where(eq(lessonGroups.slotId, slotId)).limit(1);
    if (existing)
      throw new HttpError(
        409,
        'body.groups: the groups of this course were saved meanwhile: they are shown now',
        'body.groups',
        ErrorCode.Conflict,
      );
    const seen = new Set<string>();
    for (const [i, g] of body.groups.entries()) {
      for (const [j, m] of g.members.entries()) {
        const field = `body.groups.${i}.members.${j}`;
        if (!children.has(ref(m))) throw badRequest('is not a child of this course', field);
        if (seen.has(ref(m))) throw badRequest('is listed in two groups', field);
        seen.add(ref(m));
      }
    }
    const days = daysOf(course);
    for (const [position, g] of body.groups.entries()) {
      const [row] = await tx
        .insert(lessonGroups)
        .values({ slotId, name: g.name, level: g.level, size: groupSizeOf(course.attributes, g.level), position })
        .returning({ id: lessonGroups.id });
      const values = g.members.flatMap((m) => days.map((day) => ({ ...m, day, groupId: row!.id })));
      if (values.length) await tx.insert(groupMembers).values(values);
    }
    await recordAudit(tx, staff, {
      action: 'groups.save',
      subject: `${course.key} ${course.startsOn}`,
      after: { groups: body.groups.map((g) => `${g.name} (${g.members.length})`) },
    });
    return slotGroups(tx, staff.site, slotId, lang);
  });
}

/** `POST …/groups/moves`: a child into another group from a day on; recorded with who and when. */
export async function moveChild(db: Db, staff: AuthSession, slotId: number, body: MoveChildRequest, lang: Lang): Promise<SlotGroupsView> {
  return transaction(db, async (tx) => {
    await lockCourse(tx, slotId);
    const course = await courseOf(tx, staff.site, slotId);
    const { levelOf } = ladderOf(await schoolLevels(tx, staff.site), course, lang);
    const child = (await childrenOf(tx, staff.site, course, levelOf)).find((c) => ref(c) === ref(body));
    if (!child) throw badRequest('is not a child of this course', 'body.orderLineId');
    const [to] = await tx
      .select()
      .from(lessonGroups)
      .where(and(eq(lessonGroups.id, body.toGroup), eq(lessonGroups.slotId, slotId)));
    if (!to) throw notFound(`no group ${body.toGroup} in this course`, 'body.toGroup');
    const days = daysOf(course).filter((d) => d >= body.fromDay);
    if (body.fromDay < course.startsOn || body.fromDay > course.endsOn)
      throw badRequest(`must be a day of the course (${course.startsOn} to ${course.endsOn})`, 'body.fromDay');
    const [was] = await tx
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(
        and(
          eq(groupMembers.orderLineId, body.orderLineId),
          eq(groupMembers.participant, body.participant),
          eq(groupMembers.day, body.fromDay),
        ),
      );
    if (was?.groupId === to.id) return slotGroups(tx, staff.site, slotId, lang);
    // One row per child and day: a move replaces the day's group, never adds a second one.
    await tx
      .insert(groupMembers)
      .values(days.map((day) => ({ orderLineId: body.orderLineId, participant: body.participant, day, groupId: to.id })))
      .onConflictDoUpdate({
        target: [groupMembers.orderLineId, groupMembers.participant, groupMembers.day],
        set: { groupId: sql`excluded.group_id` },
      });
    await tx.insert(groupMoves).values({
      slotId,
      orderLineId: body.orderLineId,
      participant: body.participant,
      fromGroup: was?.groupId ?? null,
      toGroup: to.id,
      fromDay: body.fromDay,
      userId: staff.userId,
    });
    await recordAudit(tx, staff, {
      action: 'groups.move',
      subject: `${child.firstName} ${child.lastName}`,
      before: { group: was?.groupId ?? null },
      after: { group: to.name, fromDay: body.fromDay },
    });
    return slotGroups(tx, staff.site, slotId, lang);
  });
}

/** `POST …/groups/new`: an empty group, to move children into. */
export async function newGroup(db: Db, staff: AuthSession, slotId: number, body: NewGroupRequest, lang: Lang): Promise<SlotGroupsView> {
  return transaction(db, async (tx) => {
    await lockCourse(tx, slotId);
    const course = await courseOf(tx, staff.site, slotId);
    const { ladder } = ladderOf(await schoolLevels(tx, staff.site), course, lang);
    if (body.level !== null && !ladder.some((l) => l.key === body.level))
      throw badRequest('is not a level of this course’s discipline', 'body.level');
    const [last] = await rows<{ n: number }>(
      tx,
      sql`select coalesce(max(position), -1)::int + 1 as n from lesson_groups where slot_id = ${slotId}`,
    );
    await tx
      .insert(lessonGroups)
      .values({ slotId, name: body.name, level: body.level, size: groupSizeOf(course.attributes, body.level), position: last?.n ?? 0 });
    await recordAudit(tx, staff, { action: 'groups.new', subject: body.name });
    return slotGroups(tx, staff.site, slotId, lang);
  });
}

/** `PUT …/groups/:groupId`: a group's name. */
export async function renameGroup(
  db: Db,
  staff: AuthSession,
  slotId: number,
  groupId: number,
  name: string,
  lang: Lang,
): Promise<SlotGroupsView> {
  return transaction(db, async (tx) => {
    await courseOf(tx, staff.site, slotId);
    const [was] = await tx
      .select({ name: lessonGroups.name })
      .from(lessonGroups)
      .where(and(eq(lessonGroups.id, groupId), eq(lessonGroups.slotId, slotId)));
    if (!was) throw notFound(`no group ${groupId} in this course`, 'params.groupId');
    await tx.update(lessonGroups).set({ name }).where(eq(lessonGroups.id, groupId));
    await recordAudit(tx, staff, { action: 'groups.rename', subject: name, before: { name: was.name }, after: { name } });
    return slotGroups(tx, staff.site, slotId, lang);
  });
}

/**
 * The courses taught by level running on a day (issue 30's dashboard): for each with paid children, how many per
 * level, its groups, and how many children have no group that day. Courses of products that teach no level are left out.
 */
export async function dayGroups(db: Db | Tx, site: string, day: string, lang: Lang): Promise<DayCourseGroups[]> {
  const school = await schoolInfo(db, site);
  const slotIds = await rows<{ id: number }>(
    db,
    sql`select distinct s.id, s.start_time from slots s join products p on p.id = s.product_id
          join order_lines l on l.slot_id = s.id and l.cancelled_at is null join orders o on o.id = l.order_id and o.status = 'paid'
         where p.resort = ${school.resort} and s.starts_on <= ${day} and s.ends_on >= ${day}
           and (p.attributes ? 'levels' or p.attributes->'participantFields' ? 'level')
         order by s.start_time nulls first, s.id`,
  );
  const out: DayCourseGroups[] = [];
  for (const { id } of slotIds) {
    const v = await slotGroups(db, site, id, lang);
    const levels = new Map<string | null, { level: string | null; levelName: string | null; children: number }>();
    for (const c of v.children) {
      const l = levels.get(c.level) ?? { level: c.level, levelName: c.levelName, children: 0 };
      l.children++;
      levels.set(c.level, l);
    }
    out.push({
      slotId: id,
      name: v.slot.name,
      startTime: v.slot.startTime,
      children: v.children.length,
      levels: [...levels.values()],
      groups: v.groups.length,
      withoutGroup: v.children.filter((c) => (c.groups[day] ?? null) === null).length,
    });
  }
  return out;
}
