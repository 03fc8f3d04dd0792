import { ErrorCode, type Level, type LevelsResponse, type SaveLadderRequest } from '@schuss/contracts';
import { type Db, levels, rows, type Tx, transaction } from '@schuss/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { schoolInfo } from '../schools';

/**
 * The school's ladders (issue 30): per discipline, its levels in order. Products name the levels they teach by
 * key (`attributes.levels`), participants of a lesson are booked with one, and a course's groups are by level.
 */

const toLevel = (l: typeof levels.$inferSelect): Level => ({
  discipline: l.discipline,
  key: l.key,
  position: l.position,
  name: l.name,
  ageMin: l.ageMin,
  ageMax: l.ageMax,
  canDo: l.canDo,
  medal: l.medal ?? null,
});

/** Every ladder of a school, by discipline then rank. */
export async function schoolLevels(db: Db | Tx, site: string): Promise<Level[]> {
  const found = await db.select().from(levels).where(eq(levels.site, site)).orderBy(asc(levels.discipline), asc(levels.position));
  return found.map(toLevel);
}

/** The ladders of the school that sells a resort (the booking calls name the resort). */
export async function resortLevels(db: Db | Tx, resort: string): Promise<Level[]> {
  const found = await rows<{ site: string }>(
    db,
    sql`select key as site from sites where config->>'resort' = ${resort} order by id limit 1`,
  );
  return found[0] ? schoolLevels(db, found[0].site) : [];
}

/**
 * Replaces a discipline's ladder, in the order given. A level taken out that a product still teaches, or that a
 * participant of an order holds, is refused (409 naming it): the groups and rosters that read it would lose it.
 */
export async function saveLadder(db: Db, staff: AuthSession, discipline: string, input: SaveLadderRequest): Promise<LevelsResponse> {
  const school = await schoolInfo(db, staff.site);
  return transaction(db, async (tx) => {
    // Two admins saving the same ladder save one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`levels:${staff.site}:${discipline}`}))`);
    const before = (await schoolLevels(tx, staff.site)).filter((l) => l.discipline === discipline);
    const kept = new Set(input.levels.map((l) => l.key));
    for (const gone of before.filter((l) => !kept.has(l.key))) await refuseIfUsed(tx, school.resort, staff.site, discipline, gone);
    await tx.delete(levels).where(and(eq(levels.site, staff.site), eq(levels.discipline, discipline)));
    await tx.insert(levels).values(
      input.levels.map((l, position) => ({
        site: staff.site,
        discipline,
        key: l.key,
        position,
        name: l.name,
        ageMin: l.ageMin,
        ageMax: l.ageMax,
        canDo: l.canDo,
        medal: l.medal,
      })),
    );
    await recordAudit(tx, staff, {
      action: 'levels.ladder',
      subject: discipline,
      before: { levels: before.map((l) => l.key) },
      after: { levels: input.levels.map((l) => l.key) },
    });
    return { levels: await schoolLevels(tx, staff.site) };
  });
}

async function refuseIfUsed(tx: Tx, resort: string, site: string, discipline: string, level: Level) {
  const words = [level.key, level.name.fr, level.name.en];
  const [product] = await rows<{ key: string }>(
    tx,
    sql`select key from products
         where resort = ${resort} and attributes->>'discipline' = ${discipline}
           and exists (select 1 from jsonb_array_elements_text(coalesce(attributes->'levels', '[]'::jsonb)) w
                        where lower(w) in (${sql.join(
                          words.map((w) => sql`${w.toLowerCase()}`),
                          sql`, `,
                        )}))
         limit 1`,
  );
  if (product) throw inUse(level, `the product "${product.key}" teaches it`);
  const [held] = await rows<{ n: number }>(
    tx,
    sql`select 1 as n from order_lines ol join products p on p.id = ol.product_id
         where ol.site = ${site} and p.attributes->>'discipline' = ${discipline}
           and exists (select 1 from jsonb_array_elements(ol.participants) x where x->>'level' = ${level.key})
         limit 1`,
  );
  if (held) throw inUse(level, 'participants of orders hold it');
}

const inUse = (level: Level, why: string) =>
  new HttpError(409, `body.levels: "${level.name.fr}" (${level.key}) cannot be taken out: ${why}`, 'body.levels', ErrorCode.Conflict);
