import { ErrorCode, SchoolMeetingPoint } from '@schuss/contracts';
import { type Db, rows, type Tx } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';

/** A school as the staff's and selling modules look it up: its key, its resort (the booking host's key) and its default language. */
export type SchoolInfo = { key: string; resort: string; defaultLang: string };

/** The school's resort and default language (its config); 404 for an unknown school. */
export async function schoolInfo(db: Db | Tx, site: string): Promise<SchoolInfo> {
  const [s] = await rows<{ resort: string | null; lang: string | null }>(
    db,
    sql`select config->>'resort' as resort, config->>'defaultLang' as lang from sites where key = ${site}`,
  );
  if (!s?.resort) throw new HttpError(404, `params.site: no site "${site}"`, 'params.site', ErrorCode.NotFound);
  return { key: site, resort: s.resort, defaultLang: s.lang ?? 'fr' };
}

/** The school's season as its site config says it (what the site and the widget read): written with the season's rows. */
export async function setSchoolSeason(tx: Tx, site: string, season: { start: string; end: string }): Promise<void> {
  await tx.execute(
    sql`update sites set config = jsonb_set(config, '{season}', ${JSON.stringify(season)}::jsonb), updated_at = now() where key = ${site}`,
  );
}

/** The school's meeting points (its config), for saying a product's meeting point in a language; none when unreadable. */
export async function schoolMeetingPoints(db: Db | Tx, site: string): Promise<SchoolMeetingPoint[]> {
  const [s] = await rows<{ points: unknown }>(db, sql`select config->'meetingPoints' as points from sites where key = ${site}`);
  return pointsOf(s?.points);
}

/** The meeting points of the school that sells a resort (the booking host's key: what the widget's calls name). */
export async function resortMeetingPoints(db: Db | Tx, resort: string): Promise<SchoolMeetingPoint[]> {
  const [s] = await rows<{ points: unknown }>(
    db,
    sql`select config->'meetingPoints' as points from sites where config->>'resort' = ${resort} order by id limit 1`,
  );
  return pointsOf(s?.points);
}

function pointsOf(value: unknown): SchoolMeetingPoint[] {
  const raw = typeof value === 'string' ? JSON.parse(value) : value;
  const parsed = SchoolMeetingPoint.array().safeParse(raw ?? []);
  return parsed.success ? parsed.data : [];
}
