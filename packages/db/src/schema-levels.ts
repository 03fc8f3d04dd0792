// Levels and groups (issue 30); migration packages/db/migrations/0029_levels_groups.sql.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { orderLines } from './schema-backoffice';
import { slots } from './schema-booking';
import { sites } from './schema-content';

type Words = { fr: string; en: string };
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A rung of a school's ladder in a discipline (ski: Ourson, Flocon, 1re Étoile…), ranked by `position`. */
export const levels = pgTable(
  'levels',
  {
    id: serial('id').primaryKey(),
    site: text('site')
      .notNull()
      .references(() => sites.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    discipline: text('discipline').notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<Words>().notNull(),
    ageMin: integer('age_min'),
    ageMax: integer('age_max'),
    canDo: jsonb('can_do').$type<Words>().notNull(),
    medal: jsonb('medal').$type<Words>(),
  },
  (t) => [unique('levels_site_discipline_key_uq').on(t.site, t.discipline, t.key)],
);

/** A group a course (a slot) is taught in: its places stay the slot's; groups are how they are taught. */
export const lessonGroups = pgTable(
  'lesson_groups',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => slots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: text('level'),
    size: integer('size').notNull(),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('lesson_groups_slot_idx').on(t.slotId)],
);

/** A child's group on a day of the course: one row per child and day, so never two groups the same day. */
export const groupMembers = pgTable(
  'group_members',
  {
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    participant: integer('participant').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => lessonGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'group_members_pk', columns: [t.orderLineId, t.participant, t.day] }),
    index('group_members_group_idx').on(t.groupId),
  ],
);

/** A child moved into another group from a day on, by whom and when. */
export const groupMoves = pgTable(
  'group_moves',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => slots.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    participant: integer('participant').notNull(),
    fromGroup: integer('from_group').references(() => lessonGroups.id, { onDelete: 'set null' }),
    toGroup: integer('to_group')
      .notNull()
      .references(() => lessonGroups.id, { onDelete: 'cascade' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('group_moves_slot_idx').on(t.slotId, t.at)],
);

/** What a child reached in a course, as recorded (the latest per child counts); `client_key` applies a phone's retry once. */
export const lessonResults = pgTable(
  'lesson_results',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => slots.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    participant: integer('participant').notNull(),
    outcome: text('outcome').$type<'passed' | 'not_yet' | 'next_advised'>().notNull(),
    level: text('level'),
    advisedLevel: text('advised_level'),
    comment: text('comment'),
    clientKey: text('client_key').notNull(),
    recordedAt: at('recorded_at').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: at('received_at').notNull().defaultNow(),
    /** When its family was e-mailed the card (migration 0031): a family is e-mailed again only for newer results. */
    sentAt: at('sent_at'),
  },
  (t) => [
    unique('lesson_results_key_uq').on(t.clientKey),
    check('lesson_results_outcome_ck', sql`${t.outcome} in ('passed','not_yet','next_advised')`),
    index('lesson_results_child_idx').on(t.orderLineId, t.participant, t.recordedAt),
    index('lesson_results_slot_idx').on(t.slotId),
  ],
);
