import { type ChildProcess, fork } from 'node:child_process';
// Helpers shared by the benchmarks: machine description, load runs with autocannon, exact
// percentiles, tables, and a clean-up list that also runs on Ctrl+C.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createConnection } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const rootDir = join(benchDir, '..');

/** Prints what the figures depend on: the command, the machine, Node. */
export function printHeader(title: string, command: string) {
  const cpus = os.cpus();
  console.log(`# ${title}`);
  console.log(`command : ${command}`);
  console.log(`date    : ${new Date().toISOString()}`);
  console.log(
    `machine : ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
  );
  console.log(`node    : ${process.version}`);
  console.log(
    `load avg: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1/5/15 min, before the run)`,
  );
  console.log('');
}

/** A temp directory under bench/.tmp (git-ignored), removed by the clean-up. */
export function benchTempDir(prefix: string): string {
  const base = join(benchDir, '.tmp');
  mkdirSync(base, { recursive: true });
  return mkdtempSync(join(base, prefix));
}

/** Removes a temp directory, and bench/.tmp when it is left empty. */
export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  const base = join(benchDir, '.tmp');
  if (existsSync(base) && readdirSync(base).length === 0) rmSync(base, { recursive: true, force: true });
}

/**
 * Clean-up steps, run once in reverse order, at the end, on error, or on Ctrl+C/SIGTERM.
 */
export class Cleanup {
  private steps: { name: string; fn: () => unknown }[] = [];
  private done: Promise<void> | undefined;

  constructor() {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: cleaning up…`);
        void this.run().finally(() => process.exit(130));
      });
    }
  }

  add(name: string, fn: () => unknown) {
    this.steps.push({ name, fn });
  }

  run(): Promise<void> {
    this.done ??= (async () => {
      for (const step of this.steps.reverse()) {
        try {
          await step.fn();
        } catch (err) {
          console.error(`clean-up "${step.name}" failed:`, err);
        }
      }
    })();
    return this.done;
  }
}

/** Throws when something already listens on the port (a stale server would be measured instead). */
export async function assertPortFree(port: number) {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} is already in use: stop what listens there first`);
}

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET without `accept-encoding` (as autocannon sends it): the body is the uncompressed page. */
export function httpGet(url: string): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${url}: timeout`)));
    req.on('error', reject);
  });
}

export type Stats = {
  /** Successful (2xx) responses per second. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests answered (any status). */
  count: number;
  non2xx: number;
  errors: number;
  seconds: number;
};

/** Percentile of sorted values (nearest rank). */
function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

export function stats(latenciesMs: number[], seconds: number, extra: { non2xx?: number; errors?: number; count?: number } = {}): Stats {
  const sorted = Float64Array.from(latenciesMs).sort();
  return {
    rps: latenciesMs.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    count: extra.count ?? latenciesMs.length,
    non2xx: extra.non2xx ?? 0,
    errors: extra.errors ?? 0,
    seconds,
  };
}

/**
 * One autocannon run. Latencies are taken from autocannon's per-response timings (sub-ms,
 * 2xx only) rather than its histogram, which has a 1 ms resolution.
 */
export function load(options: autocannon.Options): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    // Wall time from the start to the last response: with \`amount\`, autocannon's own
    // start/finish are rounded up to its 1 s ticks, which would skew req/s.
    const start = performance.now();
    let last = start;
    const instance = autocannon(options, (err, result) => {
      if (err) return reject(err);
      const seconds = (last - start) / 1000;
      resolve(
        stats(latencies, seconds, {
          non2xx: result.non2xx,
          errors: result.errors,
          count: result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'],
        }),
      );
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      last = performance.now();
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/** Median of numbers. */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** The run whose throughput is the median of the rounds (its latencies come with it). */
export function medianRun(runs: Stats[]): Stats {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Stats;
}

export const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(2) : v.toFixed(1)) : '–');
export const int = (v: number) => Math.round(v).toLocaleString('en-US');
export const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A Markdown table, columns padded (readable in a terminal, pasteable in docs). */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const sep = `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 2)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), sep, ...rows.map(line)].join('\n');
}

/** Seconds since `start` (performance.now()), one decimal. */
export const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** A benchmark server in its own process (so the load generator never shares its event loop). */
export type ChildServer<Ready, Request> = {
  child: ChildProcess;
  ready: Ready;
  /** Sends a request to the child and resolves with the stats it answers. */
  ask(request: Request): Promise<Stats>;
};

/**
 * Forks `script` under tsx, resolves once it sends its `{type: 'ready'}` message, then carries
 * `{…request, id}` → `{type: 'result', id, stats}` round trips over the IPC channel.
 */
export function forkServer<Ready extends { type: 'ready' }, Request extends object>(
  script: string,
  env: Record<string, string>,
  onChild?: (child: ChildProcess) => void,
): Promise<ChildServer<Ready, Request>> {
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  onChild?.(child);
  let nextId = 0;
  const pending = new Map<number, (s: Stats) => void>();
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script}: server exited with code ${code} before it was ready`)));
    child.on('message', (msg: Ready | { type: 'result'; id: number; stats: Stats }) => {
      if (msg.type === 'result') {
        const answer = msg as { id: number; stats: Stats };
        pending.get(answer.id)?.(answer.stats);
        pending.delete(answer.id);
        return;
      }
      resolve({
        child,
        ready: msg as Ready,
        ask: (request) =>
          new Promise((done) => {
            const id = nextId++;
            pending.set(id, done);
            child.send({ ...request, id });
          }),
      });
    });
  });
}

/** Stops a child server: SIGTERM, SIGKILL after 15 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
