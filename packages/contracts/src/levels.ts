import { z } from 'zod';
import { IsoDate, SiteKey } from './common';

/**
 * Levels and groups (issue 30). A school teaches by level: each discipline has its ladder (the French one for
 * ski: Ourson, Flocon, 1re, 2e and 3e Étoile, Étoiles de bronze, d'argent, d'or), products say which levels they
 * teach, each participant of a lesson is booked with one, and a course's children are split into groups by level.
 */

/** A level's key: what products (`attributes.levels`) and participants (`level`) name it by. */
export const LevelKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes');
/** A discipline's key: `ski`, `snowboard`, `nordic`… (`attributes.discipline` of a product). */
export const DisciplineKey = z.string().regex(/^[a-z][a-z0-9-]{0,29}$/, 'must be lower-case letters, digits and dashes');

const Words = (max: number) =>
  z.object({
    fr: z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`),
    en: z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`),
  });
const Age = z.number().int('must be a whole number of years').min(0).max(120);

/** One rung of a ladder as staff write it. */
export const LevelInput = z
  .object({
    key: LevelKey,
    name: Words(60),
    /** Youngest and oldest ages it is taught to (null: no limit). */
    ageMin: Age.nullable(),
    ageMax: Age.nullable(),
    /** What a child who has this level can do: helps a parent choose ("goes down a green run in a snowplough"). */
    canDo: Words(300),
    /** The medal a child who passes it gets, when there is one ("Flocon", "Étoile de bronze"). */
    medal: Words(60).nullable().default(null),
  })
  .refine((l) => l.ageMin === null || l.ageMax === null || l.ageMin <= l.ageMax, {
    message: 'must not be below the youngest age',
    path: ['ageMax'],
  });
export type LevelInput = z.infer<typeof LevelInput>;

/** A level as the school holds it: its discipline and its rank there (0 first). */
export const Level = z.object({
  discipline: DisciplineKey,
  key: LevelKey,
  position: z.number().int(),
  name: z.object({ fr: z.string(), en: z.string() }),
  ageMin: z.number().int().nullable(),
  ageMax: z.number().int().nullable(),
  canDo: z.object({ fr: z.string(), en: z.string() }),
  medal: z.object({ fr: z.string(), en: z.string() }).nullable(),
});
export type Level = z.infer<typeof Level>;

/** `GET …/levels`: every ladder of the school, by discipline then rank. */
export const LevelsResponse = z.object({ levels: z.array(Level) });
export type LevelsResponse = z.infer<typeof LevelsResponse>;

/** `PUT …/levels/:discipline`: the discipline's whole ladder, in order. */
export const SaveLadderRequest = z
  .object({ levels: z.array(LevelInput).min(1, 'must list at least one level').max(30, 'must list at most 30 levels') })
  .refine((r) => new Set(r.levels.map((l) => l.key)).size === r.levels.length, {
    message: 'must not list a key twice',
    path: ['levels'],
  });
export type SaveLadderRequest = z.infer<typeof SaveLadderRequest>;
export const LadderParams = z.object({ site: SiteKey, discipline: DisciplineKey });

/** A level as a visitor reads it in the widget, in the page's language. */
export const LevelView = z.object({
  /** The ladder's key; for a product whose level is not in the school's ladder, the product's own word for it. */
  key: z.string(),
  name: z.string(),
  canDo: z.string(),
  ageMin: z.number().int().nullable(),
  ageMax: z.number().int().nullable(),
});
export type LevelView = z.infer<typeof LevelView>;

// ---------------------------------------------------------------------------------------------
// Groups of a course (a slot): how its places are taught

/** A participant of a course, as the groups screen names them: an order line's participant. */
export const ChildRef = z.object({
  orderLineId: z.number().int().min(1).max(2_147_483_647),
  participant: z.number().int().min(0).max(99),
});
export type ChildRef = z.infer<typeof ChildRef>;

export const GroupChild = ChildRef.extend({
  firstName: z.string(),
  lastName: z.string(),
  /** Age on the course's first day. */
  age: z.number().int(),
  level: LevelKey.nullable(),
  /** The level's name in the language asked; null when the child has none. */
  levelName: z.string().nullable(),
  orderNumber: z.string(),
  /** The child's group on each day of the course (null: in no group that day). */
  groups: z.record(IsoDate, z.number().int().nullable()),
});
export type GroupChild = z.infer<typeof GroupChild>;

export const LessonGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  level: LevelKey.nullable(),
  levelName: z.string().nullable(),
  /** Most children it is taught to (the product's group size for its level). */
  size: z.number().int(),
});
export type LessonGroup = z.infer<typeof LessonGroup>;

/** A proposed group: not saved until staff accept it. */
export const ProposedGroup = z.object({
  name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  level: LevelKey.nullable(),
  members: z.array(ChildRef).max(200),
});
export type ProposedGroup = z.infer<typeof ProposedGroup>;

export const GroupMove = z.object({
  child: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  fromDay: IsoDate,
  by: z.string().nullable(),
  at: z.string(),
});
export type GroupMove = z.infer<typeof GroupMove>;

/** `GET …/slots/:slotId/groups`: the course's children and its groups, or a proposal when none are saved. */
export const SlotGroupsView = z.object({
  slot: z.object({
    slotId: z.number().int(),
    productKey: z.string(),
    name: z.string(),
    startsOn: IsoDate,
    endsOn: IsoDate,
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    capacity: z.number().int(),
  }),
  days: z.array(IsoDate),
  groups: z.array(LessonGroup),
  children: z.array(GroupChild),
  /** The split the platform proposes (by level, then age, within the product's group sizes): only while no group is saved. */
  proposal: z.array(ProposedGroup).nullable(),
  /** Moves during the course, latest first. */
  moves: z.array(GroupMove),
  /** The ladder of the course's discipline, in order and in the language asked: the levels a group or an advice may name. */
  ladder: z.array(z.object({ key: LevelKey, name: z.string() })).optional(),
});
export type SlotGroupsView = z.infer<typeof SlotGroupsView>;

/** A course running on a day, as the dashboard counts it: children per level, groups, children without a group. */
export const DayCourseGroups = z.object({
  slotId: z.number().int(),
  name: z.string(),
  startTime: z.string().nullable(),
  children: z.number().int(),
  levels: z.array(z.object({ level: z.string().nullable(), levelName: z.string().nullable(), children: z.number().int() })),
  groups: z.number().int(),
  withoutGroup: z.number().int(),
});
export type DayCourseGroups = z.infer<typeof DayCourseGroups>;

export const GroupsQuery = z.object({ lang: z.enum(['fr', 'en']).default('fr') });
/** `GET …/groups.csv`: the groups of one day of the course (default its first), in the staff's language. */
export const GroupsCsvQuery = GroupsQuery.extend({ day: IsoDate.optional() });

/** `POST …/groups`: accept the proposal as it is or as staff edited it (every day of the course). */
export const SaveGroupsRequest = z.object({ groups: z.array(ProposedGroup).min(1, 'must list at least one group').max(60) });
export type SaveGroupsRequest = z.infer<typeof SaveGroupsRequest>;

/** `POST …/groups/moves`: a child into another group from a day on (that day and the following ones). */
export const MoveChildRequest = ChildRef.extend({ toGroup: z.number().int().min(1).max(2_147_483_647), fromDay: IsoDate });
export type MoveChildRequest = z.infer<typeof MoveChildRequest>;

/** `POST …/groups/new`: an empty group, to move children into. */
export const NewGroupRequest = z.object({
  name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  level: LevelKey.nullable().default(null),
});
export type NewGroupRequest = z.infer<typeof NewGroupRequest>;

/** `PUT …/groups/:groupId`: a group's name. */
export const RenameGroupRequest = z.object({ name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters') });
export const GroupParams = z.object({
  site: SiteKey,
  slotId: z.coerce.number().int().min(1).max(2_147_483_647),
  groupId: z.coerce.number().int().min(1).max(2_147_483_647),
});

// ---------------------------------------------------------------------------------------------
// Results of a course: what each child reached, recorded on a phone at the meeting point

/** `passed`: the child's level is reached (its medal); `not_yet`: not this time; `next_advised`: book the next level. */
export const ResultOutcome = z.enum(['passed', 'not_yet', 'next_advised']);
export type ResultOutcome = z.infer<typeof ResultOutcome>;

/** One child's result as the phone sends it; `key` (made by the phone) makes a retry apply once. */
export const ResultInput = ChildRef.extend({
  outcome: ResultOutcome,
  /** The level advised for next time (`next_advised`, or after `passed`); null: the next on the ladder. */
  advisedLevel: LevelKey.nullable().default(null),
  comment: z.string().trim().max(500, 'must be at most 500 characters').nullable().default(null),
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, _ or -'),
  /** When it was entered on the phone (results entered offline arrive later). */
  recordedAt: z.iso.datetime({ offset: true }),
});
export type ResultInput = z.infer<typeof ResultInput>;

/** `POST …/slots/:slotId/results`: results entered on a phone, sent at once or when the signal is back. */
export const SaveResultsRequest = z.object({ results: z.array(ResultInput).min(1, 'must list at least one result').max(60) });
export type SaveResultsRequest = z.infer<typeof SaveResultsRequest>;

/** A child's latest result, in the language asked. */
export const ResultView = ChildRef.extend({
  outcome: ResultOutcome,
  /** The level the result is about (the child's), its name and medal. */
  level: LevelKey.nullable(),
  levelName: z.string().nullable(),
  medal: z.string().nullable(),
  advisedLevel: LevelKey.nullable(),
  advisedLevelName: z.string().nullable(),
  comment: z.string().nullable(),
  recordedAt: z.string(),
  by: z.string().nullable(),
});
export type ResultView = z.infer<typeof ResultView>;

export const ResultsResponse = z.object({
  results: z.array(ResultView),
  /** Keys of the results sent that were applied before (a retry): nothing was written twice. */
  duplicates: z.array(z.string()),
});
export type ResultsResponse = z.infer<typeof ResultsResponse>;

/** `POST …/slots/:slotId/progress-cards`: e-mails each family its children's progress cards, in its language. */
export const ProgressCardsResult = z.object({
  orders: z.number().int(),
  children: z.number().int(),
  /** Families left out: they were sent these cards already (no result recorded since). */
  unchanged: z.number().int(),
});
export type ProgressCardsResult = z.infer<typeof ProgressCardsResult>;

/** A child's progress card, as parents read it (e-mail, booking page). */
export const ProgressCard = z.object({
  child: z.string(),
  course: z.string(),
  outcome: ResultOutcome,
  levelName: z.string().nullable(),
  medal: z.string().nullable(),
  advisedLevelName: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ProgressCard = z.infer<typeof ProgressCard>;
