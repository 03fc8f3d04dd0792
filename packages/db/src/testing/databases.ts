import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Connection, connect } from '../connect';

export type DriverKind = 'pglite' | 'pg';

/**
 * A fresh, migrated database of the given kind: in-memory PGlite, or a new database on the
 * test PostgreSQL server (`serverUrl`). Closing it drops the PostgreSQL database.
 */
export async function freshDatabase(kind: DriverKind, serverUrl?: string): Promise<Connection> {
  if (kind === 'pglite') {
    const conn = await connect({ dataDir: 'memory://' });
    await conn.migrate();
    return conn;
  }
  if (!serverUrl) throw new Error('no PostgreSQL server url (globalSetup did not start one)');
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const conn = await connect({ databaseUrl: url.toString(), poolSize: 20 });
  await conn.migrate();
  return {
    ...conn,
    async close() {
      await conn.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
