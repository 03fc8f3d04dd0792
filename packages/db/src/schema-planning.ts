// The planning board (issue 31); migration packages/db/migrations/0033_planning.sql.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, time, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { orderLines } from './schema-backoffice';
import { sites } from './schema-content';
import { instructors } from './schema-instructors';
import { lessonGroups } from './schema-levels';

/** An instructor on a lesson: a group on one day (`group_id`), or a private lesson (`order_line_id`), with its times. */
export const instructorAssignments = pgTable(
  'instructor_assignments',
  {
    id: serial('id').primaryKey(),
    site: text('site')
      .notNull()
      .references(() => sites.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    groupId: integer('group_id').references(() => lessonGroups.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('instructor_assignments_one_lesson_ck', sql`(${t.groupId} is null) <> (${t.orderLineId} is null)`),
    check('instructor_assignments_times_ck', sql`${t.endsAt} > ${t.startsAt}`),
    unique('instructor_assignments_group_uq').on(t.groupId, t.day),
    unique('instructor_assignments_line_uq').on(t.orderLineId, t.day),
    index('instructor_assignments_instructor_idx').on(t.instructorId, t.day),
    index('instructor_assignments_site_day_idx').on(t.site, t.day),
  ],
);

/** What a notice says of its lesson (as it was then). */
export type NoticeLesson = {
  title: string;
  subtitle: string;
  day: string;
  start: string;
  end: string;
  meetingPoint: string | null;
  /** A lesson moved (a `changed` notice): when it was before. */
  was?: { day: string; start: string; end: string };
};
/** What a notice says: a lesson given, taken back, cancelled (order or closure) or moved to another time (migration 0037). */
export type NoticeKind = 'assigned' | 'unassigned' | 'cancelled' | 'changed';

/** A lesson given to an instructor, taken back, cancelled or moved (migrations 0036, 0037): e-mailed to them and shown on their phone. */
export const instructorNotices = pgTable(
  'instructor_notices',
  {
    id: serial('id').primaryKey(),
    site: text('site')
      .notNull()
      .references(() => sites.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    lesson: jsonb('lesson').$type<NoticeLesson>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('instructor_notices_kind_ck', sql`${t.kind} in ('assigned','unassigned','cancelled','changed')`),
    index('instructor_notices_instructor_idx').on(t.instructorId, t.createdAt),
  ],
);
