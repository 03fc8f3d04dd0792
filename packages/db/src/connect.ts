import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import type { Db } from './tx';

export type Connection = {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Runs the SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite: its data directory as a tarball (a template for `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
};

export type ConnectOptions = {
  /** `postgres://…`; when unset, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for an in-memory database (tests). */
  dataDir?: string;
  /** Pool size of the `pg` driver. */
  poolSize?: number;
  /** PGlite: start from this data directory (a `dumpDataDir` tarball, e.g. a migrated template: tests). */
  loadDataDir?: Blob;
};

const here = dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = resolve(here, '../migrations');
/** Repository root (packages/db/src → ../../..). */
export const repoRoot = resolve(here, '../../..');
export const defaultDataDir = join(repoRoot, 'data', 'db');

/**
 * Opens the database: a pooled `pg` connection when a URL is given, otherwise embedded
 * PGlite (one process per data directory — PGlite is a single connection).
 */
export async function connect(options: ConnectOptions = {}): Promise<Connection> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client whose connection the server ends (restart, dropped test database) emits an
    // error; the pool discards that client. Without a listener, Node would exit on it.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema });
    return {
      db,
      kind: 'pg',
      migrate: () => migrate(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir ?? defaultDataDir;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: await pgliteExtensions(),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzle(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/** Extensions must be passed at every open of a PGlite directory (STACK.md). */
async function pgliteExtensions() {
  const [{ unaccent }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return { unaccent, pg_trgm };
}
