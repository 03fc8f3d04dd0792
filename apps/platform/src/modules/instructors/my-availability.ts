import {
  type AvailabilityChanged,
  type AvailabilityStatus,
  daysOf,
  ErrorCode,
  HALF_DAYS,
  type HalfDay,
  type MyAvailabilityQuery,
  type MyAvailabilityRequest,
  type MyAvailabilityView,
} from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { type Db, instructorAvailability, rows, type Tx, transaction } from '@schuss/db';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { localized } from '../../lib/format';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { schoolSettings, schoolToday, upsertCells } from './service';

/**
 * An instructor's own availability on a phone (issue 31, item 2): they read and change their own half-days, within the
 * school's rule — the past, today and the next `availabilityLockDays` days stay the office's — and never leave a lesson
 * given to them without them (that is the office's call too).
 */

type Lang = 'fr' | 'en';
type Me = { id: number; name: string };

/** The instructor profile of the session's account: linked to it, or of the same e-mail at this school (as their lessons). */
async function meOf(db: Db | Tx, session: AuthSession, lock = false): Promise<Me | null> {
  const [found] = await rows<Me>(
    db,
    sql`select id, concat_ws(' ', first_name, last_name) as name from instructors
         where site = ${session.site} and archived_at is null and (user_id = ${session.userId} or lower(email) = lower(${session.email}))
         order by (user_id = ${session.userId}) desc nulls last, id limit 1 ${lock ? sql`for no key update` : sql.empty()}`,
  );
  return found ?? null;
}

/** The lessons given to an instructor from `from` to `to`, by half-day (`<day>|am`): their title and times in words. */
async function lessonsByHalf(db: Db | Tx, instructorId: number, from: string, to: string, lang: Lang): Promise<Map<string, string[]>> {
  const found = await rows<{ day: string; start: string; end: string; product: { fr: string; en: string } | null; group: string | null }>(
    db,
    sql`select a.day::text as day, to_char(a.starts_at, 'HH24:MI') as start, to_char(a.ends_at, 'HH24:MI') as end,
               coalesce(pg.name, pl.name) as product, g.name as group
          from instructor_assignments a
          left join lesson_groups g on g.id = a.group_id left join slots s on s.id = g.slot_id
          left join products pg on pg.id = s.product_id
          left join order_lines l on l.id = a.order_line_id left join products pl on pl.id = l.product_id
         where a.instructor_id = ${instructorId} and a.day between ${from} and ${to}
         order by a.day, a.starts_at, a.id`,
  );
  const out = new Map<string, string[]>();
  for (const f of found) {
    const title = [f.product ? localized(f.product, lang) : null, f.group].filter(Boolean).join(' — ');
    const text = `${title} ${f.start}–${f.end}`.trim();
    // The morning before noon, the afternoon after (the planning's rule).
    const halves: HalfDay[] = [...(f.start < '12:00' ? ['am' as const] : []), ...(f.end > '12:00' ? ['pm' as const] : [])];
    for (const h of halves) out.set(`${f.day}|${h}`, [...(out.get(`${f.day}|${h}`) ?? []), text]);
  }
  return out;
}

/** What an instructor may be with a lesson given to them (the planning's rule: available, or on call). */
const WORKS = new Set<AvailabilityStatus>(['available', 'on_call']);

const dayInWords = (day: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const REFUSALS = {
  fr: {
    locked: (until: string) => `Les jours jusqu’au ${until} ne se changent plus : appelez le bureau.`,
    lesson: (lesson: string) => `Vous avez un cours ce demi-jour (${lesson}) : pour vous absenter, appelez le bureau.`,
  },
  en: {
    locked: (until: string) => `Days up to ${until} can no longer be changed: call the office.`,
    lesson: (lesson: string) => `You have a lesson that half-day (${lesson}): to be away, call the office.`,
  },
};

const refused = (field: string, message: string) => new HttpError(409, `${field}: ${message}`, field, ErrorCode.AvailabilityLocked);

/** `GET …/my-availability`: the instructor's half-days of the period, each with its lock and the lessons given then. */
export async function myAvailability(db: Db, session: AuthSession, q: MyAvailabilityQuery): Promise<MyAvailabilityView> {
  const today = schoolToday();
  const from = q.from ?? today;
  const to = addDays(from, q.days - 1);
  const { availabilityLockDays: lockDays } = await schoolSettings(db, session.site);
  const lockedUntil = addDays(today, lockDays);
  const me = await meOf(db, session);
  const base = { instructor: me, today, from, to, lockDays, lockedUntil };
  if (!me) return { ...base, halfDays: [] };
  const cells = await db
    .select({ day: instructorAvailability.day, half: instructorAvailability.half, status: instructorAvailability.status })
    .from(instructorAvailability)
    .where(and(eq(instructorAvailability.instructorId, me.id), gte(instructorAvailability.day, from), lte(instructorAvailability.day, to)));
  const status = new Map(cells.map((c) => [`${c.day}|${c.half}`, c.status]));
  const lessons = await lessonsByHalf(db, me.id, from, to, q.lang);
  return {
    ...base,
    halfDays: daysOf(from, to).flatMap((day) =>
      HALF_DAYS.map((half) => ({
        day,
        half,
        status: status.get(`${day}|${half}`) ?? null,
        locked: day <= lockedUntil,
        lessons: lessons.get(`${day}|${half}`) ?? [],
      })),
    ),
  };
}

/**
 * `PUT …/my-availability`: the instructor's own half-days. Refused whole (409 naming the first cell at fault, the reason
 * in the instructor's language) when one is past or locked, or would leave a lesson of theirs without them.
 */
export async function saveMyAvailability(db: Db, session: AuthSession, body: MyAvailabilityRequest): Promise<AvailabilityChanged> {
  const lang: Lang = body.lang;
  return transaction(db, async (tx) => {
    // Their row locked: two saves of the same instructor (two phones) go one after the other.
    const me = await meOf(tx, session, true);
    if (!me) throw new HttpError(403, 'Your account has no instructor profile at this school', undefined, ErrorCode.Forbidden);
    const today = schoolToday();
    const { availabilityLockDays } = await schoolSettings(tx, session.site);
    const lockedUntil = addDays(today, availabilityLockDays);
    const locked = body.cells.findIndex((c) => c.day <= lockedUntil);
    if (locked >= 0) throw refused(`body.cells.${locked}.day`, REFUSALS[lang].locked(dayInWords(lockedUntil, lang)));
    const days = body.cells.map((c) => c.day).sort();
    const lessons = await lessonsByHalf(tx, me.id, days[0] as string, days[days.length - 1] as string, lang);
    const clash = body.cells.findIndex((c) => !WORKS.has(c.status) && lessons.has(`${c.day}|${c.half}`));
    if (clash >= 0) {
      const c = body.cells[clash] as MyAvailabilityRequest['cells'][number];
      throw refused(`body.cells.${clash}.status`, REFUSALS[lang].lesson((lessons.get(`${c.day}|${c.half}`) ?? []).join(', ')));
    }
    const last = new Map(body.cells.map((c) => [`${c.day}|${c.half}`, { instructorId: me.id, ...c }]));
    const cells = [...last.values()].map(({ instructorId, day, half, status }) => ({ instructorId, day, half, status }));
    const changed = await upsertCells(tx, session, cells);
    await recordAudit(tx, session, {
      action: 'instructor.availability',
      subject: `${me.name}: ${cells.length} half-day(s)`,
      after: { instructorId: me.id, cells: cells.map(({ day, half, status }) => ({ day, half, status })) },
    });
    return { changed };
  });
}
