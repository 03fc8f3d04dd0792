// CPU time of process trees from /proc (Linux): what each server of a run used, to turn req/s into
// req/s per core of that kind of process.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux the project runs on

/** The parent and the CPU seconds (own and reaped children's) of a /proc/<pid>/stat line (the command may hold spaces and parentheses). */
function readStat(pid: number): { ppid: number; cpu: number } | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
    // After the command: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14). The children's
    // times count what exited children used (PostgreSQL's backends come and go with the pools).
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return { ppid: Number(fields[1]), cpu: ticks / TICKS_PER_SECOND };
  } catch {
    return undefined; // exited meanwhile
  }
}

/** CPU seconds used so far by each root pid and all its descendants (those that exited included, once reaped). */
export function treeCpu(roots: number[]): number[] {
  const all = new Map<number, { ppid: number; cpu: number }>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const s = readStat(pid);
    if (s) all.set(pid, s);
  }
  const children = new Map<number, number[]>();
  for (const [pid, s] of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  return roots.map((root) => {
    let total = 0;
    const queue = [root];
    while (queue.length) {
      const pid = queue.pop() as number;
      total += all.get(pid)?.cpu ?? 0;
      queue.push(...(children.get(pid) ?? []));
    }
    return total;
  });
}

/** The CPU seconds each named process tree used while `run` ran. */
export async function measureCpu<T>(
  trees: Record<string, number>,
  run: () => Promise<T>,
): Promise<{ result: T; cpu: Record<string, number> }> {
  const names = Object.keys(trees);
  const pids = names.map((n) => trees[n] as number);
  const self0 = process.cpuUsage();
  const before = treeCpu(pids);
  const result = await run();
  const after = treeCpu(pids);
  const self = process.cpuUsage(self0);
  const cpu: Record<string, number> = {};
  names.forEach((n, i) => {
    cpu[n] = (after[i] as number) - (before[i] as number);
  });
  // The load generator (autocannon runs in this process).
  cpu.loadgen = (self.user + self.system) / 1e6;
  return { result, cpu };
}
