import { type Db, sites } from '@schuss/db';

/** How long the list of schools' origins is kept: a school added at run time is answered within this. */
export const ORIGINS_TTL_MS = 30_000;
/** An origin not in the list reloads it at most this often (a new school is answered at once, a stranger costs little). */
const MISS_RELOAD_MS = 2_000;

export type SchoolOrigins = { allows(origin: string): Promise<boolean> };

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** The origins of every school's language base URLs (`config.domains`), and SITE_URL's. */
export async function loadSchoolOrigins(db: Db, siteUrl: string): Promise<Set<string>> {
  const found = await db.select({ config: sites.config }).from(sites);
  const urls = [siteUrl, ...found.flatMap((r) => Object.values(r.config?.domains ?? {}))];
  return new Set(urls.map(originOf).filter((o): o is string => o !== undefined));
}

/**
 * CORS for all schools: the origins are read from the database and kept for ORIGINS_TTL_MS, so a
 * school added by `school:add` (another process) is answered without a restart. `fixed` pins the list.
 */
export function schoolOrigins(db: Db, siteUrl: string, o: { fixed?: string[]; now?: () => number } = {}): SchoolOrigins {
  if (o.fixed) {
    const fixed = new Set(o.fixed.map(originOf).filter((x): x is string => x !== undefined));
    return { allows: async (origin) => fixed.has(origin) };
  }
  const now = o.now ?? (() => Date.now());
  let cached: { at: number; origins: Promise<Set<string>> } | undefined;
  const load = () => {
    const origins = loadSchoolOrigins(db, siteUrl);
    cached = { at: now(), origins };
    // A failed read is not kept: the next request tries again.
    origins.catch(() => {
      if (cached?.origins === origins) cached = undefined;
    });
    return origins;
  };
  return {
    async allows(origin) {
      const age = cached ? now() - cached.at : Number.POSITIVE_INFINITY;
      const origins = await (age < ORIGINS_TTL_MS && cached ? cached.origins : load());
      if (origins.has(origin)) return true;
      return age >= MISS_RELOAD_MS && age < ORIGINS_TTL_MS ? (await load()).has(origin) : false;
    },
  };
}
