/**
 * `npm run user:create -- --site val-neige --email x@y.example --name "Jeanne" --role editor [--password …]`
 *
 * Creates an account with a role on a site (or gives an existing account that role and a new
 * password). Without --password, a strong password is generated and printed once.
 * Uses DATABASE_URL, else the embedded database in DATA_DIR: stop the platform first then
 * (one process per PGlite data directory).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { LoginRequest, Role } from '@schuss/contracts';
import { connect, sites } from '@schuss/db';
import { eq } from 'drizzle-orm';
import { loadEnv } from '../env';
import { MIN_PASSWORD_LENGTH, upsertUser } from '../modules/auth';

const USAGE =
  'usage: npm run user:create -- --site KEY --email E-MAIL --name NAME --role editor|staff|admin|instructor [--password PASSWORD]';

function fail(message: string): never {
  console.error(`user:create: ${message}\n${USAGE}`);
  process.exit(2);
}

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      site: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (err) {
  fail((err as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string).trim() : undefined);
const missing = ['site', 'email', 'name', 'role'].filter((k) => !str(k));
if (missing.length) fail(`missing ${missing.map((k) => `--${k}`).join(', ')}`);

const site = LoginRequest.shape.site.safeParse(str('site'));
if (!site.success) fail(`--site ${site.error.issues[0]?.message}`);
const email = LoginRequest.shape.email.safeParse(str('email'));
if (!email.success) fail(`--email ${email.error.issues[0]?.message}`);
const name = str('name')!;
if (name.length > 200) fail('--name must be at most 200 characters');
const role = Role.safeParse(str('role'));
if (!role.success) fail(`--role must be one of ${Role.options.join(', ')}`);
const given = typeof values.password === 'string' ? values.password : undefined;
if (given !== undefined && (given.length < MIN_PASSWORD_LENGTH || given.length > 200)) {
  fail(`--password must be ${MIN_PASSWORD_LENGTH} to 200 characters (or leave it out to generate one)`);
}
const password = given ?? randomBytes(18).toString('base64url');

const env = loadEnv();
const conn = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await conn.migrate();
  const [row] = await conn.db.select({ id: sites.id }).from(sites).where(eq(sites.key, site.data)).limit(1);
  if (!row) {
    const known = (await conn.db.select({ key: sites.key }).from(sites)).map((s) => s.key);
    console.error(
      `user:create: unknown site "${site.data}" (sites: ${known.join(', ') || 'none: start the platform once to seed the demo'})`,
    );
    process.exitCode = 2;
  } else {
    const r = await upsertUser(conn.db, { email: email.data, name, password, siteId: row.id, role: role.data });
    console.log(
      `${r.created ? 'created' : 'updated'} ${email.data.toLowerCase()} (user ${r.userId}) with role ${role.data} on ${site.data}` +
        (r.created ? '' : ' (password replaced)'),
    );
    if (!given) console.log(`generated password (shown once, keep it safe): ${password}`);
  }
} finally {
  await conn.close();
}
