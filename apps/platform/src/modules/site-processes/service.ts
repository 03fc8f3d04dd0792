import type { Db } from '@schuss/db';
import { count, gt, lt, sql } from 'drizzle-orm';
import { siteProcesses } from './table';

/** A process not heard from for this long gets no more revalidations (it sends a heartbeat every ~10 s). */
export const SITE_PROCESS_WINDOW_SECONDS = 30;
/** Rows of processes silent for this long are deleted (a restarted process on a new port leaves its old row). */
const FORGET_AFTER_HOURS = 24;

const withinWindow = () => gt(siteProcesses.lastSeen, sql`now() - make_interval(secs => ${SITE_PROCESS_WINDOW_SECONDS})`);

/** Records a heartbeat; returns how many processes are in the window now (this one included). */
export async function recordHeartbeat(db: Db, url: string): Promise<number> {
  await db
    .insert(siteProcesses)
    .values({ url })
    .onConflictDoUpdate({ target: siteProcesses.url, set: { lastSeen: sql`now()` } });
  await db.delete(siteProcesses).where(lt(siteProcesses.lastSeen, sql`now() - make_interval(hours => ${FORGET_AFTER_HOURS})`));
  const [row] = await db.select({ n: count() }).from(siteProcesses).where(withinWindow());
  return row?.n ?? 1;
}

/** The addresses of the site processes heard from within the window. */
export async function liveSiteProcesses(db: Db): Promise<string[]> {
  const rows = await db.select({ url: siteProcesses.url }).from(siteProcesses).where(withinWindow()).orderBy(siteProcesses.url);
  return rows.map((r) => r.url);
}
