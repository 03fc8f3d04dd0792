/**
 * `npm run migrate` — runs the SQL migrations that have not run yet (packages/db/migrations), then
 * exits. Production runs it once per deploy, before the new processes start
 * (deploy/systemd/schuss-migrate.service); the old processes keep serving meanwhile, so a migration
 * must only add (tables, nullable or defaulted columns, indexes) — removals wait for the next release.
 */
import { connect } from '@schuss/db';

const databaseUrl = process.env.DATABASE_URL || undefined;
const conn = await connect({ databaseUrl, dataDir: process.env.DATA_DIR || undefined, poolSize: 1 });
try {
  const t = Date.now();
  await conn.migrate();
  console.log(`migrations up to date (${conn.kind}, ${Date.now() - t} ms)`);
} finally {
  await conn.close();
}
