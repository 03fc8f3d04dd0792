import type { SiteConfig } from '@schuss/contracts';
import type { Db } from '@schuss/db';
import { sites } from '@schuss/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type HashCost, seedDemoEditor, upsertUser } from '../modules/auth';

/** Cheap argon2id for tests (production uses 19 MiB, 2 iterations). */
export const CHEAP: HashCost = { memoryKiB: 64, iterations: 1, parallelism: 1 };
const TEST_PASSWORD = 'correct horse battery staple';

/** Accounts of the write-route tests: besides the demo editor, an editor of another site and a staff member. */
export const OTHER_SITE_EDITOR = { site: 'autre-site', email: 'other@autre-site.test', password: TEST_PASSWORD };
export const DEMO_STAFF = { site: 'val-neige', email: 'staff@val-neige.test', password: TEST_PASSWORD };

/** A copy of a school's config for another test school: a school has its own resort and host names (migration 0021). */
export function otherSchoolConfig(config: SiteConfig, key: string): SiteConfig {
  const host = `http://${key}.localhost:3000`;
  return { ...config, site: key, resort: key, domains: { fr: host, en: `${host}/en` } };
}

/** Seeds the demo editor, a second site (`autre-site`) with its editor, and a staff member of the demo site. */
export async function seedTestAccounts(db: Db) {
  const [demo] = await db.select().from(sites).where(eq(sites.key, 'val-neige'));
  await seedDemoEditor(db, demo!.id, CHEAP);
  const [other] = await db
    .insert(sites)
    .values({ key: OTHER_SITE_EDITOR.site, name: 'Autre', config: otherSchoolConfig(demo!.config, OTHER_SITE_EDITOR.site) })
    .returning({ id: sites.id });
  const user = (email: string, siteId: number, role: 'editor' | 'staff') =>
    upsertUser(db, { email, name: role === 'staff' ? 'Staff' : 'Other', password: TEST_PASSWORD, siteId, role, cost: CHEAP });
  await user(OTHER_SITE_EDITOR.email, other!.id, 'editor');
  await user(DEMO_STAFF.email, demo!.id, 'staff');
}

/**
 * A login through the API that answers the token. Each call comes from another address of
 * `subnet` (e.g. `10.9.1`), so the per-IP login limit never gets in the way of a test file.
 */
export function apiLogin(app: () => FastifyInstance, subnet: string) {
  let ip = 0;
  return async (site: string, email: string, password: string) => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { site, email, password },
      remoteAddress: `${subnet}.${++ip}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
}

/** The Authorization header of a token (none without one). */
export const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
