/**
 * `npm run school:add -- --key KEY --name NAME --resort RESORT --domain fr=https://… [--domain en=https://…]
 *  --admin E-MAIL [--admin-name NAME] [--lang fr|en] [--season-start YYYY-MM-DD --season-end YYYY-MM-DD]`
 *
 * Adds a school to a running deployment (no rebuild): its config, starter pages and menus in its
 * languages, its first admin invited by e-mail (the link is printed too), then asks the site to
 * refresh. Uses DATABASE_URL, else the embedded database in DATA_DIR (stop the platform first then:
 * one process per PGlite data directory). Exit 1 when an argument is wrong or already taken.
 */
import { parseArgs } from 'node:util';
import { cacheTags } from '@schuss/contracts';
import { connect } from '@schuss/db';
import { loadEnv } from '../env';
import { createMailer } from '../lib/mail';
import { siteNotifier } from '../lib/revalidate';
import { addSchool, parseSchoolArgs, SchoolArgError } from '../modules/schools';
import { liveSiteProcesses } from '../modules/site-processes';

const USAGE =
  'usage: npm run school:add -- --key KEY --name NAME --resort RESORT --domain fr=https://… [--domain en=https://…] ' +
  '--admin E-MAIL [--admin-name NAME] [--lang fr|en] [--season-start YYYY-MM-DD] [--season-end YYYY-MM-DD]';

function fail(message: string): never {
  console.error(`school:add: ${message}\n${USAGE}`);
  process.exit(1);
}

let values: ReturnType<typeof parse>['values'];
function parse() {
  return parseArgs({
    options: {
      key: { type: 'string' },
      name: { type: 'string' },
      resort: { type: 'string' },
      domain: { type: 'string', multiple: true },
      admin: { type: 'string' },
      'admin-name': { type: 'string' },
      lang: { type: 'string' },
      'season-start': { type: 'string' },
      'season-end': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
}
try {
  ({ values } = parse());
} catch (err) {
  fail((err as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
let school: ReturnType<typeof parseSchoolArgs>;
try {
  school = parseSchoolArgs(values);
} catch (err) {
  if (err instanceof SchoolArgError) fail(err.message);
  throw err;
}

const env = loadEnv();
const conn = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await conn.migrate();
  // Sent directly (not through the outbox): this process ends now, the link is printed anyway.
  const added = await addSchool({ db: conn.db, env, mailer: createMailer(env) }, school);
  console.log(`school ${added.key} added (site ${added.siteId}): ${added.pages} pages, hosts ${added.hosts.join(', ')}`);
  if (added.admin.outcome === 'invited') {
    console.log(`admin ${added.admin.email} invited; invitation link (valid until ${added.admin.expiresAt?.toISOString()}):`);
    console.log(added.admin.invitationUrl);
    if (added.admin.mailError) console.error(`the invitation e-mail was not sent (${added.admin.mailError}): give the link yourself`);
  } else {
    console.log(
      `admin ${added.admin.email} already has an account: it logs in to the new school with its password (or sets one with the invitation another school sent)`,
    );
  }
  // Every site process drops what it cached for this school and its host names (modules/site-processes).
  const notifier = siteNotifier(env.SITE_URL, env.REVALIDATE_SECRET, undefined, {
    processes: () => liveSiteProcesses(conn.db),
    retryDelaysMs: [],
  });
  // The hosts tag: a host that was served by the fallback school now finds this one.
  const tags = [cacheTags.site(added.key), cacheTags.pages(added.key), cacheTags.hosts()];
  const refreshed = await notifier.revalidate(tags).catch(() => false);
  notifier.close();
  console.log(
    refreshed
      ? `site refreshed (${tags.join(', ')})`
      : `the site at ${env.SITE_URL} did not answer: it finds the school within its cache time`,
  );
} catch (err) {
  if (err instanceof SchoolArgError) {
    console.error(`school:add: ${err.message}`);
    process.exitCode = 1;
  } else throw err;
} finally {
  await conn.close();
}
