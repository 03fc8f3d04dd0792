import {
  type AvailabilityCellsRequest,
  type AvailabilityChanged,
  type AvailabilityPatternRequest,
  type AvailabilityStatus,
  daysOf,
  ErrorCode,
  HALF_DAYS,
  type HalfDay,
  type Instructor,
  type InstructorAvailabilityQuery,
  type InstructorAvailabilityResponse,
  type InstructorInput,
  type InstructorSettings,
  type InstructorsQuery,
  type InstructorsResponse,
  weekdayOf,
} from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { type Db, instructorAvailability, instructorSettings, instructors, type Tx, transaction } from '@schuss/db';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { schoolLevels } from '../catalogue';

/**
 * The school's instructors (issue 31): who teaches what (disciplines and the levels of the school's ladders,
 * languages, diplomas), and their availability by half-day as the office enters it. Assignment will read both.
 */

/** Instructors' own changes are locked this many days ahead until the school says otherwise. */
export const DEFAULT_LOCK_DAYS = 2;

type Row = typeof instructors.$inferSelect;

/** Today in the schools' time zone (all of them are in the Alps). */
export const schoolToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** By last then first name as a French reader sorts them (the database's collation differs between drivers). */
const byName = (list: Row[]) =>
  [...list].sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr') || a.id - b.id);

const toInstructor = (r: Row, daysAvailable: number): Instructor => {
  const expiries = r.diplomas.map((d) => d.expiresOn).filter((d): d is string => d !== null);
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    photoUrl: r.photoUrl,
    disciplines: r.disciplines,
    languages: r.languages,
    diplomas: r.diplomas,
    userId: r.userId,
    archived: r.archivedAt !== null,
    diplomaExpiresOn: expiries.length ? ([...expiries].sort()[0] as string) : null,
    daysAvailable,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
};

/** For each instructor, the days from `from` (7 days) with at least one half-day available. */
async function daysAvailable(db: Db | Tx, ids: number[], from: string): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const found = await db
    .selectDistinct({ id: instructorAvailability.instructorId, day: instructorAvailability.day })
    .from(instructorAvailability)
    .where(
      and(
        inArray(instructorAvailability.instructorId, ids),
        gte(instructorAvailability.day, from),
        lte(instructorAvailability.day, addDays(from, 6)),
        eq(instructorAvailability.status, 'available'),
      ),
    );
  const count = new Map<number, number>();
  for (const f of found) count.set(f.id, (count.get(f.id) ?? 0) + 1);
  return count;
}

export async function schoolSettings(db: Db | Tx, site: string): Promise<InstructorSettings> {
  const [row] = await db.select().from(instructorSettings).where(eq(instructorSettings.site, site));
  return { availabilityLockDays: row?.availabilityLockDays ?? DEFAULT_LOCK_DAYS };
}

/** The school's instructors, by name, filtered; archived ones only when asked. */
export async function listInstructors(db: Db, site: string, q: InstructorsQuery): Promise<InstructorsResponse> {
  const found = byName(await db.select().from(instructors).where(eq(instructors.site, site)));
  const kept = found.filter(
    (r) =>
      (q.active === 'all' || (q.active === 'true') === (r.archivedAt === null)) &&
      (!q.discipline || r.disciplines.some((d) => d.discipline === q.discipline)) &&
      (!q.language || r.languages.includes(q.language)),
  );
  const days = await daysAvailable(
    db,
    kept.map((r) => r.id),
    q.weekFrom ?? schoolToday(),
  );
  return { instructors: kept.map((r) => toInstructor(r, days.get(r.id) ?? 0)), settings: await schoolSettings(db, site) };
}

async function findRow(db: Db | Tx, site: string, id: number, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(instructors)
    .where(and(eq(instructors.site, site), eq(instructors.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`No instructor ${id} at this school`, 'params.instructorId');
  return row;
}

export async function getInstructor(db: Db, site: string, id: number): Promise<Instructor> {
  const row = await findRow(db, site, id);
  return toInstructor(row, (await daysAvailable(db, [id], schoolToday())).get(id) ?? 0);
}

const bad = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, field, ErrorCode.InvalidInput);

/** Disciplines the school has a ladder for, levels of that ladder: anything else is a 400 naming the field. */
async function checkTeaching(db: Db | Tx, site: string, input: InstructorInput) {
  const ladders = new Map<string, Set<string>>();
  for (const l of await schoolLevels(db, site)) ladders.set(l.discipline, (ladders.get(l.discipline) ?? new Set()).add(l.key));
  input.disciplines.forEach((d, i) => {
    const ladder = ladders.get(d.discipline);
    if (!ladder) throw bad(`body.disciplines.${i}.discipline`, `the school teaches no "${d.discipline}" (no ladder of levels)`);
    d.levels.forEach((level, j) => {
      if (!ladder.has(level))
        throw bad(`body.disciplines.${i}.levels.${j}`, `"${level}" is no level of the school's ${d.discipline} ladder`);
    });
  });
}

const values = (input: Omit<InstructorInput, 'email'> & { email: string | null }) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  photoUrl: input.photoUrl,
  disciplines: input.disciplines.map((d) => ({ discipline: d.discipline, levels: [...new Set(d.levels)] })),
  languages: input.languages,
  diplomas: input.diplomas,
});

const who = (r: Pick<Row, 'firstName' | 'lastName'>) => `${r.firstName} ${r.lastName}`;

export async function createInstructor(db: Db, staff: AuthSession, input: InstructorInput): Promise<Instructor> {
  return transaction(db, async (tx) => {
    await checkTeaching(tx, staff.site, input);
    const [row] = await tx
      .insert(instructors)
      .values({ site: staff.site, ...values(input) })
      .returning();
    if (!row) throw new Error('instructor not inserted');
    await recordAudit(tx, staff, { action: 'instructor.create', subject: who(row), after: values(input) });
    return toInstructor(row, 0);
  });
}

export async function updateInstructor(db: Db, staff: AuthSession, id: number, input: InstructorInput): Promise<Instructor> {
  const saved = await transaction(db, async (tx) => {
    const before = await findRow(tx, staff.site, id, true);
    await checkTeaching(tx, staff.site, input);
    const [row] = await tx
      .update(instructors)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(instructors.id, id))
      .returning();
    await recordAudit(tx, staff, {
      action: 'instructor.update',
      subject: who(before),
      before: values(before),
      after: values(input),
    });
    return row as Row;
  });
  return toInstructor(saved, (await daysAvailable(db, [id], schoolToday())).get(id) ?? 0);
}

/** Archives (kept for the lessons they gave, out of lists and the availability) or brings back. */
export async function archiveInstructor(db: Db, staff: AuthSession, id: number, archived: boolean): Promise<Instructor> {
  const saved = await transaction(db, async (tx) => {
    const before = await findRow(tx, staff.site, id, true);
    if ((before.archivedAt !== null) === archived) return before;
    const [row] = await tx
      .update(instructors)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(instructors.id, id))
      .returning();
    await recordAudit(tx, staff, { action: archived ? 'instructor.archive' : 'instructor.restore', subject: who(before) });
    return row as Row;
  });
  return toInstructor(saved, (await daysAvailable(db, [id], schoolToday())).get(id) ?? 0);
}

export async function saveSettings(db: Db, staff: AuthSession, input: InstructorSettings): Promise<InstructorSettings> {
  return transaction(db, async (tx) => {
    const before = await schoolSettings(tx, staff.site);
    await tx
      .insert(instructorSettings)
      .values({ site: staff.site, availabilityLockDays: input.availabilityLockDays })
      .onConflictDoUpdate({
        target: instructorSettings.site,
        set: { availabilityLockDays: input.availabilityLockDays, updatedAt: new Date() },
      });
    await recordAudit(tx, staff, { action: 'instructor.settings', subject: 'instructors', before, after: input });
    return input;
  });
}

/** Availability over a period: every active instructor's, or one's (archived or not). */
export async function availability(
  db: Db,
  site: string,
  period: InstructorAvailabilityQuery,
  instructorId?: number,
): Promise<InstructorAvailabilityResponse> {
  const people =
    instructorId === undefined
      ? byName(
          await db
            .select()
            .from(instructors)
            .where(and(eq(instructors.site, site), isNull(instructors.archivedAt))),
        )
      : [await findRow(db, site, instructorId)];
  const ids = people.map((p) => p.id);
  const cells = ids.length
    ? await db
        .select({
          instructorId: instructorAvailability.instructorId,
          day: instructorAvailability.day,
          half: instructorAvailability.half,
          status: instructorAvailability.status,
        })
        .from(instructorAvailability)
        .where(
          and(
            inArray(instructorAvailability.instructorId, ids),
            gte(instructorAvailability.day, period.from),
            lte(instructorAvailability.day, period.to),
          ),
        )
        .orderBy(asc(instructorAvailability.instructorId), asc(instructorAvailability.day), asc(instructorAvailability.half))
    : [];
  return {
    from: period.from,
    to: period.to,
    instructors: people.map((p) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName })),
    cells,
  };
}

/** The ids named in a body that are not the school's active instructors: a 400 naming the first. */
async function checkIds(tx: Tx, site: string, ids: number[], field: (i: number) => string) {
  const found = await tx
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.site, site), isNull(instructors.archivedAt), inArray(instructors.id, [...new Set(ids)])));
  const known = new Set(found.map((f) => f.id));
  const i = ids.findIndex((id) => !known.has(id));
  if (i >= 0) throw bad(field(i), `no active instructor ${ids[i]} at this school`);
}

type Cell = { instructorId: number; day: string; half: HalfDay; status: AvailabilityStatus };

/** Cells in one order (instructor, day, half): two writes over the same half-days lock them in the same order. */
const inOrder = <T extends { instructorId: number; day: string; half: HalfDay }>(cells: T[]) =>
  [...cells].sort((a, b) => a.instructorId - b.instructorId || a.day.localeCompare(b.day) || a.half.localeCompare(b.half));

/** Writes cells, by chunks; counts those that changed (a cell set to the status it had is no change). */
async function upsert(tx: Tx, staff: AuthSession, cells: Cell[], onlyEmpty: boolean): Promise<number> {
  let changed = 0;
  const sorted = inOrder(cells);
  for (let i = 0; i < sorted.length; i += 1000) {
    const chunk = sorted.slice(i, i + 1000).map((c) => ({ ...c, updatedBy: staff.userId }));
    const insert = tx.insert(instructorAvailability).values(chunk);
    const done = onlyEmpty
      ? await insert.onConflictDoNothing().returning({ id: instructorAvailability.instructorId })
      : await insert
          .onConflictDoUpdate({
            target: [instructorAvailability.instructorId, instructorAvailability.day, instructorAvailability.half],
            set: { status: sql`excluded.status`, updatedBy: staff.userId, updatedAt: new Date() },
            setWhere: sql`${instructorAvailability.status} <> excluded.status`,
          })
          .returning({ id: instructorAvailability.instructorId });
    changed += done.length;
  }
  return changed;
}

/** Half-days set (the instructor's own, `my-availability.ts`): how many changed. */
export const upsertCells = (tx: Tx, session: AuthSession, cells: Cell[]) => upsert(tx, session, cells, false);

/** Half-days set one by one; a null status clears one. A half-day named twice takes the last status given. */
export async function setCells(db: Db, staff: AuthSession, req: AvailabilityCellsRequest): Promise<AvailabilityChanged> {
  return transaction(db, async (tx) => {
    await checkIds(
      tx,
      staff.site,
      req.cells.map((c) => c.instructorId),
      (i) => `body.cells.${i}.instructorId`,
    );
    const last = new Map(req.cells.map((c) => [`${c.instructorId}|${c.day}|${c.half}`, c]));
    const cells = inOrder([...last.values()]);
    let changed = 0;
    for (const c of cells.filter((c) => c.status === null)) {
      const gone = await tx
        .delete(instructorAvailability)
        .where(
          and(
            eq(instructorAvailability.instructorId, c.instructorId),
            eq(instructorAvailability.day, c.day),
            eq(instructorAvailability.half, c.half),
          ),
        )
        .returning({ id: instructorAvailability.instructorId });
      changed += gone.length;
    }
    const set = cells.flatMap((c) => (c.status ? [{ instructorId: c.instructorId, day: c.day, half: c.half, status: c.status }] : []));
    changed += await upsert(tx, staff, set, false);
    await recordAudit(tx, staff, {
      action: 'instructor.availability',
      subject: `${req.cells.length} half-day(s)`,
      after: { cells: req.cells.slice(0, 50) },
    });
    return { changed };
  });
}

/** A week pattern over a period, for each instructor named. */
export async function setPattern(db: Db, staff: AuthSession, req: AvailabilityPatternRequest): Promise<AvailabilityChanged> {
  return transaction(db, async (tx) => {
    await checkIds(tx, staff.site, req.instructorIds, (i) => `body.instructorIds.${i}`);
    const cells: Cell[] = [];
    for (const day of daysOf(req.from, req.to)) {
      const week = req.pattern[weekdayOf(day)];
      for (const half of HALF_DAYS) {
        const status = week[half];
        if (status) for (const instructorId of req.instructorIds) cells.push({ instructorId, day, half, status });
      }
    }
    const changed = await upsert(tx, staff, cells, req.onlyEmpty);
    await recordAudit(tx, staff, {
      action: 'instructor.availability',
      subject: `${req.from} – ${req.to}`,
      after: { instructorIds: req.instructorIds, pattern: req.pattern, onlyEmpty: req.onlyEmpty },
    });
    return { changed };
  });
}
