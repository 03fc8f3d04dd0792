import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Connection, carts, connect, type Db, orders, sites, userSites, users } from '@schuss/db';
import { DEMO_SITE_KEY, seedDemo } from '@schuss/db/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The production backup and restore (scripts/backup.sh, scripts/restore.sh) on the test PostgreSQL
// server: the demo school with an order and accounts, backed up, restored into a new database.
const backup = fileURLToPath(new URL('./backup.sh', import.meta.url));
const restore = fileURLToPath(new URL('./restore.sh', import.meta.url));
const serverUrl = inject('pgUrl');
const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function admin(query: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** What a school is made of that a restore must bring back, read the same way from both databases. */
async function schoolOf(db: Db) {
  const read = async (q: ReturnType<typeof sql>) => (await db.execute(q)).rows;
  return {
    sites: await read(sql`select key, name, config from ${sites} order by key`),
    pages: await read(
      sql`select s.key, p.lang, p.path, p.title, p.seo, v.zones from pages p join sites s on s.id = p.site_id left join page_versions v on v.id = p.published_version_id order by 1, 2, 3`,
    ),
    orders: await read(sql`select number, site, status, total_cents, contact, items, search_email from ${orders} order by number`),
    users: await read(
      sql`select u.email, u.password_hash, s.key, us.role from ${users} u join ${userSites} us on us.user_id = u.id join ${sites} s on s.id = us.site_id order by 1, 3`,
    ),
    migrations: await read(sql`select hash from drizzle.__drizzle_migrations order by id`),
  };
}

const source = `bk_${randomBytes(6).toString('hex')}`;
const target = `rs_${randomBytes(6).toString('hex')}`;
const dir = mkdtempSync(join(tmpdir(), 'schuss-backups-'));
let conn: Connection;

beforeAll(async () => {
  await admin(`create database ${source}`);
  conn = await connect({ databaseUrl: urlOf(source) });
  await conn.migrate();
  const { siteId } = await seedDemo(conn.db, { siteUrl: 'http://localhost:3999', platformUrl: 'http://localhost:4999' });
  // An account per role (the hash is compared as stored) and a paid order with its cart.
  const [user] = await conn.db
    .insert(users)
    .values({ email: 'chef@val-neige.test', name: 'Chef', passwordHash: '$argon2id$v=19$m=64,t=1,p=1$c2FsdA$aGFzaA' })
    .returning({ id: users.id });
  await conn.db.insert(userSites).values({ userId: user!.id, siteId, role: 'admin' });
  const [cart] = await conn.db
    .insert(carts)
    .values({ cartId: randomBytes(16).toString('base64url'), resort: 'val-neige', lang: 'fr' })
    .returning();
  await conn.db.insert(orders).values({
    number: 'VN-BACKUP-1',
    site: DEMO_SITE_KEY,
    resort: 'val-neige',
    lang: 'fr',
    cartId: cart!.id,
    status: 'paid',
    totalCents: 24_500,
    contact: { firstName: 'Anne', lastName: 'Martin', email: 'Anne.Martin@example.com', phone: '+33 6 12 34 56 78' },
    snapshot: {},
    items: [],
  });
});

afterAll(async () => {
  await conn?.close();
  await admin(`drop database if exists ${source} with (force)`);
  await admin(`drop database if exists ${target} with (force)`);
  rmSync(dir, { recursive: true, force: true });
});

describe('scripts/backup.sh and scripts/restore.sh', () => {
  it('backs up in custom format, keeps the newest BACKUP_KEEP, and restores the school into a new database', async () => {
    // Two older backups: with BACKUP_KEEP=2, the oldest goes and the new one stays.
    writeFileSync(join(dir, 'schuss-20240101T000000Z.dump'), 'old');
    writeFileSync(join(dir, 'schuss-20250101T000000Z.dump'), 'older but kept');
    const file = execFileSync(backup, [urlOf(source)], {
      env: { ...process.env, BACKUP_DIR: dir, BACKUP_KEEP: '2' },
      encoding: 'utf8',
    }).trim();
    expect(file).toMatch(/schuss-\d{8}T\d{6}Z\.dump$/);
    expect(readdirSync(dir).sort()).toEqual(['schuss-20250101T000000Z.dump', file.split('/').pop()]);
    // Custom format: pg_restore lists its table of contents.
    expect(execFileSync('pg_restore', ['--list', file], { encoding: 'utf8' })).toContain('TABLE DATA public orders');

    const out = execFileSync(restore, [file, urlOf(target)], { encoding: 'utf8' });
    expect(out).toContain(`restored ${file} into ${target}`);

    const restored = await connect({ databaseUrl: urlOf(target) });
    try {
      const before = await schoolOf(conn.db);
      const after = await schoolOf(restored.db);
      expect(before.pages.length).toBeGreaterThan(20);
      expect(before.orders).toHaveLength(1);
      expect(before.users).toHaveLength(1);
      expect(after).toEqual(before);
      // The restored database is up to date: the platform's start-up migration has nothing to do.
      await restored.migrate();
      expect((await schoolOf(restored.db)).migrations).toEqual(before.migrations);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore over a database that has tables, and says so', () => {
    const file = join(dir, readdirSync(dir).sort().pop() as string);
    const r = spawnSync(restore, [file, urlOf(source)], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`database '${source}' already has`);
  });

  it('refuses to run without a database', () => {
    const r = spawnSync(backup, [], { env: { ...process.env, DATABASE_URL: '' }, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('DATABASE_URL');
  });
});
