// `npm start`: builds the booking widget and the site if they have no build yet (the back office also when its sources changed) (the site also when its build was
// made for other ports or URLs), then runs the platform (embedded database created and seeded on first start) and
// the site. Ctrl+C stops both.
import {
  backofficeBuildOutdated,
  buildBackoffice,
  buildEditor,
  buildSite,
  buildWidget,
  DIST_DIRS,
  editorBuilt,
  siteBuildOutdated,
  startPlatform,
  startSite,
  stop,
  widgetBuilt,
} from './stack.mjs';

const sitePort = Number(process.env.SITE_PORT ?? 3000);
const platformPort = Number(process.env.PLATFORM_PORT ?? 4000);
// Its own build directory (`npm test` and the measurements build elsewhere), rebuilt when the
// settings it was built with (ports, URLs, language domains) are not these.
const env = {
  APP_ENV: process.env.APP_ENV ?? 'demo',
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? DIST_DIRS.start,
  SITE_PORT: String(sitePort),
  PLATFORM_PORT: String(platformPort),
};

if (!widgetBuilt()) {
  console.log('Building the booking widget (first start)…');
  buildWidget();
}
if (!editorBuilt()) {
  console.log('Building the editing tool (first start)…');
  buildEditor();
}
const backofficeOutdated = backofficeBuildOutdated();
if (backofficeOutdated) {
  console.log(`Building the back office (${backofficeOutdated})…`);
  buildBackoffice();
}
const outdated = siteBuildOutdated(env);
if (outdated) {
  console.log(`Building the site (${outdated})…`);
  buildSite(env);
}
// The site first: a platform that seeds a fresh database tells it to drop pages it cached before.
const site = await startSite({ port: sitePort, platformPort, env });
let platform;
try {
  platform = await startPlatform({ port: platformPort, sitePort, env });
} catch (err) {
  // The platform's own message (e.g. "Invalid environment: …") is printed above: stop the site too, leave nothing behind.
  console.error(`\nThe platform did not start (${err instanceof Error ? err.message : err}); stopping the site.`);
  await stop(site);
  process.exit(1);
}
console.log(`
  Schuss is running
  Site (French)   http://localhost:${sitePort}/
  Site (English)  http://localhost:${sitePort}/en/
  Platform API    http://localhost:${platformPort}/docs
  Back office     http://localhost:${platformPort}/admin/
`);
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([stop(site), stop(platform)]);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const child of [platform, site]) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`a server stopped (code ${code}); stopping the other`);
    void shutdown();
  });
}
