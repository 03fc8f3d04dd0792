import {
  ErrorCode,
  type Level,
  type ProgressCard,
  type ResultOutcome,
  type ResultsResponse,
  type ResultView,
  type SaveResultsRequest,
} from '@schuss/contracts';
import { resultWords } from '@schuss/contracts/rules';
import { type Db, lessonResults, rows, type Tx, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { localized } from '../../lib/format';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { schoolLevels } from '../catalogue';
import { badRequest, type Child, childrenOf, courseOf, type Lang, ladderOf, ref } from './service';

/**
 * A course's results (issue 30): what each child reached — the level passed, not yet, or the next level advised —
 * entered on a phone at the meeting point. Each entry carries a key made by the phone: sent again after a weak
 * signal, it is not applied twice (`lesson_results.client_key`). The latest entry per child counts.
 */

type Latest = {
  id: number;
  sent: boolean;
  order_line_id: number;
  participant: number;
  outcome: ResultOutcome;
  level: string | null;
  advised_level: string | null;
  comment: string | null;
  recorded_at: string;
  name: string | null;
};

/** The latest result of each child of a course (their order line and place in it). */
async function latestResults(db: Db | Tx, slotId: number): Promise<Latest[]> {
  return rows<Latest>(
    db,
    sql`select distinct on (r.order_line_id, r.participant) r.id, r.sent_at is not null as sent, r.order_line_id, r.participant, r.outcome, r.level, r.advised_level,
               r.comment, to_char(r.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as recorded_at, u.name
          from lesson_results r left join users u on u.id = r.user_id
         where r.slot_id = ${slotId}
         order by r.order_line_id, r.participant, r.recorded_at desc, r.id desc`,
  );
}

/** A result as staff and parents read it (`resultWords`: the medal when passed, the next level advised unless "not yet"). */
function said(r: Latest, ladder: readonly Level[], lang: Lang) {
  return { outcome: r.outcome, level: r.level, ...resultWords(ladder, { ...r, advisedLevel: r.advised_level }, lang), comment: r.comment };
}

/** `GET …/slots/:slotId/results`: each child's latest result. */
export async function slotResults(db: Db | Tx, site: string, slotId: number, lang: Lang): Promise<ResultsResponse> {
  const course = await courseOf(db, site, slotId);
  const { ladder } = ladderOf(await schoolLevels(db, site), course, lang);
  const results: ResultView[] = (await latestResults(db, slotId)).map((r) => ({
    orderLineId: r.order_line_id,
    participant: r.participant,
    ...said(r, ladder, lang),
    recordedAt: r.recorded_at,
    by: r.name,
  }));
  return { results, duplicates: [] };
}

/**
 * `POST …/slots/:slotId/results`: results entered on a phone. Each is about a child of the course, its level
 * advised one of the discipline's; one whose key was applied before (a retry) is listed in `duplicates` and not
 * written again, even when two retries arrive at once (the key is unique).
 */
export async function saveResults(
  db: Db,
  staff: AuthSession,
  slotId: number,
  body: SaveResultsRequest,
  lang: Lang,
): Promise<ResultsResponse> {
  return transaction(db, async (tx) => {
    const course = await courseOf(tx, staff.site, slotId);
    const { ladder, levelOf } = ladderOf(await schoolLevels(tx, staff.site), course, lang);
    const children = new Map((await childrenOf(tx, staff.site, course, levelOf)).map((c) => [ref(c), c]));
    const duplicates: string[] = [];
    let written = 0;
    for (const [i, r] of body.results.entries()) {
      const child = children.get(ref(r));
      if (!child) throw badRequest('is not a child of this course', `body.results.${i}.orderLineId`);
      if (r.advisedLevel !== null && !ladder.some((l) => l.key === r.advisedLevel))
        throw badRequest('is not a level of this course’s discipline', `body.results.${i}.advisedLevel`);
      const inserted = await tx
        .insert(lessonResults)
        .values({
          slotId,
          orderLineId: r.orderLineId,
          participant: r.participant,
          outcome: r.outcome,
          level: child.level,
          advisedLevel: r.advisedLevel,
          comment: r.comment || null,
          clientKey: r.key,
          recordedAt: new Date(r.recordedAt),
          userId: staff.userId,
        })
        .onConflictDoNothing({ target: lessonResults.clientKey })
        .returning({ id: lessonResults.id });
      if (inserted.length) written++;
      else duplicates.push(r.key);
    }
    if (written)
      await recordAudit(tx, staff, { action: 'results.save', subject: `${course.key} ${course.startsOn}`, after: { results: written } });
    return { results: (await slotResults(tx, staff.site, slotId, lang)).results, duplicates };
  });
}

/** The progress cards of a course's children that have a result, by order: what the e-mail and the booking page say. */
export async function progressCards(
  db: Db | Tx,
  site: string,
  slotId: number,
  lang: Lang,
): Promise<Map<string, { child: Child; card: ProgressCard; resultId: number; sent: boolean }>> {
  const course = await courseOf(db, site, slotId);
  const { ladder, levelOf } = ladderOf(await schoolLevels(db, site), course, lang);
  const children = new Map((await childrenOf(db, site, course, levelOf)).map((c) => [ref(c), c]));
  const cards = new Map<string, { child: Child; card: ProgressCard; resultId: number; sent: boolean }>();
  for (const r of await latestResults(db, slotId)) {
    const child = children.get(`${r.order_line_id}:${r.participant}`);
    if (!child) continue;
    const { outcome, levelName, medal, advisedLevelName, comment } = said(r, ladder, lang);
    cards.set(ref(child), {
      child,
      resultId: r.id,
      sent: r.sent,
      card: {
        child: `${child.firstName} ${child.lastName}`,
        course: localized(course.name, lang),
        outcome,
        levelName,
        medal,
        advisedLevelName,
        comment,
      },
    });
  }
  return cards;
}

/**
 * An instructor records the results of a course only when they teach one of its groups (an assignment of the planning
 * board, any day of the course): 403 otherwise, like any route that is not theirs.
 */
export async function teachesCourse(db: Db, session: AuthSession, slotId: number): Promise<void> {
  const [found] = await rows<{ id: number }>(
    db,
    sql`select a.id from instructor_assignments a join lesson_groups g on g.id = a.group_id
          join instructors i on i.id = a.instructor_id
         where g.slot_id = ${slotId} and i.site = ${session.site} and i.archived_at is null
           and (i.user_id = ${session.userId} or lower(i.email) = lower(${session.email}))
         limit 1`,
  );
  if (!found) throw new HttpError(403, 'You teach no group of this course', undefined, ErrorCode.Forbidden);
}
