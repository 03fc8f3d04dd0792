/** `npm run reindex`: rebuilds the full-text index of every published page. */
import { connect } from '@schuss/db';
import { loadEnv } from '../env';
import { reindexAll } from '../modules/search';

const env = loadEnv();
const conn = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await conn.migrate();
  const t = Date.now();
  const n = await reindexAll(conn.db);
  console.log(`indexed ${n} pages in ${((Date.now() - t) / 1000).toFixed(1)} s`);
} finally {
  await conn.close();
}
