// Many processes on one PostgreSQL, on this machine: M site processes and N platform processes behind
// nginx (Debian's package, run as a foreground child with a generated configuration). Used by
// `npm run cluster` (scripts/cluster.mjs), the cluster journey (e2e/tests/cluster.spec.ts) and
// `npm run bench:cluster` (bench/cluster.ts).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import {
  backofficeBuildOutdated,
  buildBackoffice,
  buildEditor,
  buildSite,
  buildWidget,
  editorBuilt,
  root,
  siteBuildOutdated,
  startPlatform,
  startSite,
  stop,
  waitFor,
  widgetBuilt,
} from './stack.mjs';

/** The cluster's own build of the site (its URLs are the load balancer's, not `npm start`'s). */
const CLUSTER_DIST_DIR = '.next-cluster';

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function pgBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  throw new Error('PostgreSQL is not installed: run scripts/ensure-system-deps.sh (or `apt-get install -y postgresql`).');
}

/**
 * PostgreSQL in `dir` (created on first use, kept between runs unless `fresh`), the way
 * packages/db/src/testing/postgres-server.ts starts the tests' one: as root, the cluster belongs to
 * the `postgres` user (PostgreSQL refuses to run as root).
 */
async function startClusterPostgres({ dir, fresh = false, port }) {
  const bin = pgBin();
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args, { check = true } = {}) => {
    const full = [join(bin, cmd), ...args];
    const r = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', full.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ')], {
          encoding: 'utf8',
        })
      : spawnSync(full[0], full.slice(1), { encoding: 'utf8' });
    if (check && r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
    return r;
  };
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const created = !existsSync(join(data, 'PG_VERSION'));
  if (created) run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const pgPort = port ?? (await freePort());
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'postgres.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300`,
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    port: pgPort,
    /** True when this start created the database (the platform seeds it). */
    created,
    /** Runs one SQL query with Debian's psql, returns its rows (tab-separated values). */
    query(sql) {
      const r = spawnSync(join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', '-AtX', '-F', '\t', '-c', sql], {
        encoding: 'utf8',
      });
      if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
      return r.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'));
    },
    stop() {
      if (stopped) return;
      stopped = true;
      // Ctrl-C reaches PostgreSQL too (same process group): it may be stopping already.
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], { check: false });
    },
  };
}

/**
 * nginx's configuration: one port for the site (every host name; Host and X-Forwarded-* passed on),
 * one for the platform (API, widget, back office, payment pages). A request goes to the next process
 * when one does not answer (refused connection, 502/503/504, timeout). nginx never replays a POST or
 * PATCH once it reached a process (`non_idempotent` is not set): a checkout or a payment notification
 * that reached a process which then died is answered 502, never run twice by nginx. (Were one replayed,
 * a checkout reuses its cart's pending order and a notification applies its transaction once.) A PUT
 * or DELETE may be replayed, as HTTP allows: the platform's PUTs set a state (a replay sets the same;
 * a draft save carries its base version, so a replay is a 409) and its DELETEs remove by id.
 */
// Exported for bench/cluster.ts, which runs a second nginx sending to one process of each kind.
export function nginxConfig({ dir, host, sitePort, platformPort, sites, platforms, upstreamHeader = false }) {
  const upstream = (name, ports) =>
    [
      `  upstream ${name} {`,
      ...ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`),
      '    keepalive 16;',
      '  }',
    ].join('\n');
  const server = (port, name) => `  server {
    listen ${host}:${port};
    server_name _;
    location / {
      proxy_pass http://${name};${upstreamHeader ? '\n      add_header X-Schuss-Upstream $upstream_addr always;' : ''}
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
    }
  }`;
  return `# Generated by scripts/cluster-lib.mjs for one run of the cluster: edits are overwritten.
daemon off;
master_process on;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_max_body_size 25m;
  client_body_temp_path ${join(dir, 'tmp/body')};
  proxy_temp_path ${join(dir, 'tmp/proxy')};
  fastcgi_temp_path ${join(dir, 'tmp/fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp/uwsgi')};
  scgi_temp_path ${join(dir, 'tmp/scgi')};
${upstream('schuss_site', sites)}
${upstream('schuss_platform', platforms)}
${server(sitePort, 'schuss_site')}
${server(platformPort, 'schuss_platform')}
}
`;
}

/** Starts nginx in the foreground with the configuration above; resolves once both ports accept connections. */
async function startNginx({ dir, ...ports }) {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ dir, ...ports }));
  const errorLog = join(dir, 'nginx-error.log');
  const bin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!bin) throw new Error('nginx is not installed: run scripts/ensure-system-deps.sh (or `apt-get install -y nginx`).');
  const child = spawn(bin, ['-p', dir, '-e', errorLog, '-c', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + 10_000;
  for (const port of [ports.sitePort, ports.platformPort]) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode} (see ${errorLog})`);
      if (await accepts(ports.host, port)) break;
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} (see ${errorLog})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { child, pid: child.pid, configFile, errorLog };
}

async function accepts(host, port) {
  const { connect } = await import('node:net');
  return new Promise((ok) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      ok(true);
    });
    socket.on('error', () => ok(false));
  });
}

/** A started process of the cluster: its port, its pid, kill (a crash: SIGKILL by default) and stop (graceful). */
function handle(kind, index, port, child, logFile) {
  return {
    kind,
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    child,
    logFile,
    /** Sends a signal (SIGKILL: the process dies as in a crash); resolves once it exited. */
    kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((done) => {
        child.once('exit', () => done());
        child.kill(signal);
      });
    },
    /** SIGTERM, then SIGKILL after 10 s; resolves once it exited. */
    stop: () => stop(child),
  };
}

/**
 * Starts the cluster: PostgreSQL (kept under `dataDir/postgres` between runs unless `fresh`), builds
 * what is missing, a first platform process (migrates and seeds the demo), the other platform
 * processes and the site processes on their own ports, and nginx in front
 * (`http://localhost:lbPort` the site, `http://localhost:platformLbPort` the platform).
 *
 * @param {object} [o]
 * @param {number} [o.sites] site processes (2)
 * @param {number} [o.platforms] platform processes (2)
 * @param {number} [o.lbPort] the site's public port (8080)
 * @param {number} [o.platformLbPort] the platform's public port (lbPort + 1)
 * @param {string} [o.host] the address nginx listens on (127.0.0.1)
 * @param {number[]} [o.sitePorts] the site processes' own ports (free ports by default)
 * @param {number[]} [o.platformPorts] the platform processes' own ports (free ports by default)
 * @param {string} [o.dataDir] where the database, nginx's files and the logs live (./data/cluster)
 * @param {boolean} [o.fresh] start from an empty database (false: keep the last run's)
 * @param {string} [o.distDir] the site's build directory (.next-cluster)
 * @param {Record<string, string>} [o.env] more environment for every process (SMTP_URL, LOG_LEVEL, REVALIDATE_SECRET…)
 * @param {boolean} [o.upstreamHeader] answers say which process served them (`X-Schuss-Upstream: 127.0.0.1:port`; tests, benchmarks)
 * @param {'files' | 'inherit' | 'ignore'} [o.output] the processes' output: files under dataDir/logs (default), this terminal, or nowhere
 * @param {(line: string) => void} [o.log] progress lines (console.log)
 */
export async function startCluster(o = {}) {
  const {
    sites: siteCount = 2,
    platforms: platformCount = 2,
    lbPort = 8080,
    platformLbPort = lbPort + 1,
    host = '127.0.0.1',
    dataDir = join(root, 'data/cluster'),
    fresh = false,
    distDir = CLUSTER_DIST_DIR,
    output = 'files',
    log = console.log,
  } = o;
  const dir = resolve(dataDir);
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const siteUrl = `http://localhost:${lbPort}`;
  const platformUrl = `http://localhost:${platformLbPort}`;
  const sitePorts = o.sitePorts ?? (await Promise.all(Array.from({ length: siteCount }, () => freePort())));
  const platformPorts = o.platformPorts ?? (await Promise.all(Array.from({ length: platformCount }, () => freePort())));
  const env = {
    APP_ENV: 'demo',
    LOG_FORMAT: 'json',
    ...o.env,
    SITE_URL: siteUrl,
    PLATFORM_URL: platformUrl,
    NEXT_DIST_DIR: distDir,
  };

  if (!widgetBuilt()) buildWidget();
  if (!editorBuilt()) buildEditor();
  const backofficeOutdated = backofficeBuildOutdated();
  if (backofficeOutdated) {
    log(`Building the back office (${backofficeOutdated})…`);
    buildBackoffice();
  }
  const outdated = siteBuildOutdated(env);
  if (outdated) {
    log(`Building the site for the cluster (${outdated})…`);
    buildSite(env);
  }

  const started = { postgres: undefined, nginx: undefined, platforms: [], sites: [] };
  const stopAll = async () => {
    await Promise.all([...started.sites, ...started.platforms].map((p) => p.stop()));
    await stop(started.nginx?.child, 'SIGQUIT');
    started.postgres?.stop();
  };
  const stdioFor = (name) => {
    if (output !== 'files') return { stdio: output, logFile: undefined, close() {} };
    const logFile = join(dir, 'logs', `${name}.log`);
    const fd = openSync(logFile, 'a');
    return { stdio: ['ignore', fd, fd], logFile, close: () => closeSync(fd) };
  };
  const withLog = async (name, start) => {
    const out = stdioFor(name);
    try {
      return { child: await start(out.stdio), logFile: out.logFile };
    } catch (err) {
      throw new Error(`${name} did not start: ${err instanceof Error ? err.message : err}${out.logFile ? ` (see ${out.logFile})` : ''}`);
    } finally {
      out.close(); // the child keeps its own copy of the descriptor
    }
  };

  try {
    started.postgres = await startClusterPostgres({ dir: join(dir, 'postgres'), fresh });
    // Every process sees the load balancer's address (loopback) as the client: it is the one trusted proxy,
    // so visitors' addresses come from its X-Forwarded-For (TRUSTED_PROXIES, read by the platforms and sites).
    const { TRUST_PROXY: _old, ...inherited } = env;
    const common = { ...inherited, DATABASE_URL: started.postgres.url, TRUSTED_PROXIES: '127.0.0.1/32,::1/128' };
    const platformEnv = (port) => ({ ...common, PLATFORM_PORT: String(port) });
    const startOnePlatform = async (i) => {
      const port = platformPorts[i];
      const { child, logFile } = await withLog(`platform-${i + 1}`, (stdio) =>
        startPlatform({ port, sitePort: lbPort, env: platformEnv(port), stdio }),
      );
      const h = handle('platform', i, port, child, logFile);
      started.platforms.push(h);
      return h;
    };
    // The first platform migrates and seeds the demo; the others start on a database that is ready.
    log(`Starting platform process 1 of ${platformCount} (migrations${started.postgres.created ? ', demo seed' : ''})…`);
    await startOnePlatform(0);
    log('Starting the other processes…');
    await Promise.all([
      ...platformPorts.slice(1).map((_, i) => startOnePlatform(i + 1)),
      ...sitePorts.map(async (port, i) => {
        const { child, logFile } = await withLog(`site-${i + 1}`, (stdio) =>
          startSite({
            port,
            platformPort: platformLbPort,
            env: { ...common, SITE_INTERNAL_URL: `http://127.0.0.1:${port}` },
            stdio,
          }),
        );
        started.sites.push(handle('site', i, port, child, logFile));
      }),
    ]);
    started.platforms.sort((a, b) => a.index - b.index);
    started.sites.sort((a, b) => a.index - b.index);
    started.nginx = await startNginx({
      dir,
      host,
      sitePort: lbPort,
      platformPort: platformLbPort,
      sites: sitePorts,
      platforms: platformPorts,
      upstreamHeader: o.upstreamHeader ?? false,
    });
    // Ready when every site process is known to the platform: a publish then reaches each.
    const urls = started.sites.map((s) => `'${s.url}'`).join(',');
    const deadline = Date.now() + 30_000;
    const registered = () =>
      Number(
        started.postgres.query(
          `SELECT count(*) FROM site_processes WHERE url IN (${urls}) AND last_seen > now() - interval '30 seconds'`,
        )[0]?.[0],
      );
    while (registered() < started.sites.length) {
      if (Date.now() > deadline) throw new Error('the site processes did not send their heartbeat to the platform within 30 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    await waitFor(`http://${host}:${platformLbPort}/health`, { timeoutMs: 30_000 });
    await waitFor(`http://${host}:${lbPort}/health/`, { timeoutMs: 30_000 });
    // A new database replaces the content a kept build may have cached on disk from an earlier run.
    if (started.postgres.created) {
      const keys = started.postgres.query('SELECT key FROM sites').map(([key]) => key);
      const tags = keys.flatMap((k) => [`site:${k}`, `pages:${k}`]);
      await Promise.all(
        started.sites.map((s) =>
          fetch(`${s.url}/api/revalidate`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${revalidateSecret(env)}` },
            body: JSON.stringify({ tags }),
          }).catch(() => undefined),
        ),
      );
    }
  } catch (err) {
    await stopAll();
    throw err;
  }

  return {
    siteUrl,
    platformUrl,
    databaseUrl: started.postgres.url,
    dataDir: dir,
    sites: started.sites,
    platforms: started.platforms,
    nginx: started.nginx,
    postgres: started.postgres,
    /** Stops every process (sites and platforms gracefully, then nginx, then PostgreSQL). */
    stop: stopAll,
  };
}

const revalidateSecret = (env) => env.REVALIDATE_SECRET ?? process.env.REVALIDATE_SECRET ?? 'dev-revalidate-secret-change-me';
