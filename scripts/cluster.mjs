// `npm run cluster`: two site processes and two platform processes behind nginx on one PostgreSQL
// (kept under data/cluster between runs), on this machine. Ctrl+C stops everything.
// Ports: CLUSTER_PORT (the site, 8080) and CLUSTER_PLATFORM_PORT (the platform, CLUSTER_PORT + 1);
// CLUSTER_SITES / CLUSTER_PLATFORMS change the number of processes; CLUSTER_FRESH=1 starts from an empty database.
import { startCluster } from './cluster-lib.mjs';

const lbPort = Number(process.env.CLUSTER_PORT ?? 8080);
const cluster = await startCluster({
  sites: Number(process.env.CLUSTER_SITES ?? 2),
  platforms: Number(process.env.CLUSTER_PLATFORMS ?? 2),
  lbPort,
  platformLbPort: Number(process.env.CLUSTER_PLATFORM_PORT ?? lbPort + 1),
  fresh: process.env.CLUSTER_FRESH === '1',
}).catch((err) => {
  console.error(`\nThe cluster did not start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});

const line = (p) => `    ${`${p.kind} ${p.index + 1}`.padEnd(10)}  http://127.0.0.1:${p.port}  pid ${p.pid}  log ${p.logFile}`;
console.log(`
  Schuss is running as a cluster (nginx in front of ${cluster.sites.length} site and ${cluster.platforms.length} platform processes, one PostgreSQL)
  Site (French)   ${cluster.siteUrl}/
  Site (English)  ${cluster.siteUrl}/en/
  Platform API    ${cluster.platformUrl}/docs
  Back office     ${cluster.platformUrl}/admin/
  Processes
${[...cluster.sites, ...cluster.platforms].map(line).join('\n')}
    nginx       pid ${cluster.nginx.pid}  config ${cluster.nginx.configFile}  errors ${cluster.nginx.errorLog}
    PostgreSQL  ${cluster.databaseUrl}
  Ctrl+C stops everything.
`);

let stopping = false;
const shutdown = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
// A process that dies is reported; the load balancer sends its requests to the others meanwhile.
for (const p of [...cluster.sites, ...cluster.platforms]) {
  p.child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${p.kind} ${p.index + 1} (pid ${p.pid}) stopped (${signal ?? `code ${code}`}); the others keep serving`);
  });
}
cluster.nginx.child.on('exit', (code) => {
  if (stopping) return;
  console.error(`nginx stopped (code ${code}); stopping the cluster`);
  void shutdown(1);
});
