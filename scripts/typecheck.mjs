// `npm run typecheck`: `tsc --noEmit` in every workspace that has a typecheck script, as many at a time as the
// machine has cores (each tsc is one busy core for several seconds). Prints each workspace's time; a failure
// prints that workspace's errors and fails the whole.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { root } from './stack.mjs';

const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.filter(
  (w) => JSON.parse(readFileSync(join(root, w, 'package.json'), 'utf8')).scripts?.typecheck,
);

function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'typecheck', '--silent'], { cwd: join(root, workspace), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => resolve({ workspace, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const queue = [...workspaces];
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let w = queue.shift(); w; w = queue.shift()) {
      const r = await check(w);
      console.log(`${r.code === 0 ? '✓' : '✗'} ${r.workspace} (${r.seconds.toFixed(1)} s)`);
      if (r.code !== 0) failed.push(r);
    }
  }),
);
for (const r of failed) console.error(`\n${r.workspace}:\n${r.output}`);
process.exit(failed.length ? 1 : 0);
