import { cacheTags, type SeasonRequest, type SeasonView } from '@schuss/contracts';
import { type Db, rows, seasons, type Tx, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { SiteNotifier } from '../../lib/revalidate';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { schoolInfo, setSchoolSeason } from '../schools';

/**
 * The season of a site: its first and last days and its named periods with more places
 * (Christmas, February holidays). Saved in `seasons`; until then the site's configured season.
 */

type SeasonRow = {
  starts_on: string;
  ends_on: string;
  periods: SeasonView['periods'] | null;
  updated_at: string | null;
  updated_by: string | null;
  config_start: string | null;
  config_end: string | null;
};

/** The season of `site` (404 for an unknown site). */
export async function seasonOf(db: Db | Tx, site: string): Promise<SeasonView> {
  await schoolInfo(db, site);
  const [r] = await rows<SeasonRow>(
    db,
    sql`select se.starts_on::text as starts_on, se.ends_on::text as ends_on, se.periods,
               to_char(se.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
               case when u.id is null then null else u.name || ' <' || u.email || '>' end as updated_by,
               s.config->'season'->>'start' as config_start, s.config->'season'->>'end' as config_end
          from sites s
          left join seasons se on se.site = s.key
          left join users u on u.id = se.updated_by
         where s.key = ${site}`,
  );
  if (r?.starts_on && r.ends_on) {
    return {
      startsOn: r.starts_on,
      endsOn: r.ends_on,
      periods: r.periods ?? [],
      saved: true,
      updatedAt: r.updated_at,
      updatedBy: r.updated_by,
    };
  }
  return {
    startsOn: r?.config_start ?? '',
    endsOn: r?.config_end ?? '',
    periods: [],
    saved: false,
    updatedAt: null,
    updatedBy: null,
  };
}

/**
 * `PUT …/season`: saves the season (the schema checked its days and periods) and audits it. The
 * site's configuration follows (`config.season`, read by the site's season products page), and the
 * site is asked to drop its cached config.
 */
export async function saveSeason(
  d: { db: Db; site: SiteNotifier },
  staff: AuthSession,
  site: string,
  body: SeasonRequest,
): Promise<SeasonView> {
  const periods = body.periods.map((p) => ({ name: p.name.trim(), startsOn: p.startsOn, endsOn: p.endsOn }));
  await transaction(d.db, async (tx) => {
    const before = await seasonOf(tx, site);
    // One save at a time per site: the row (or the site's, before the first save) is locked.
    await tx.execute(sql`select key from sites where key = ${site} for update`);
    await tx
      .insert(seasons)
      .values({ site, startsOn: body.startsOn, endsOn: body.endsOn, periods, updatedBy: staff.userId })
      .onConflictDoUpdate({
        target: seasons.site,
        set: { startsOn: body.startsOn, endsOn: body.endsOn, periods, updatedAt: sql`now()`, updatedBy: staff.userId },
      });
    await setSchoolSeason(tx, site, { start: body.startsOn, end: body.endsOn });
    await recordAudit(tx, staff, {
      action: 'season.update',
      subject: `season ${body.startsOn} to ${body.endsOn}, ${periods.length} period(s)`,
      before: { startsOn: before.startsOn, endsOn: before.endsOn, periods: before.periods },
      after: { startsOn: body.startsOn, endsOn: body.endsOn, periods },
    });
  });
  await d.site.revalidate([cacheTags.site(site)]);
  return seasonOf(d.db, site);
}
