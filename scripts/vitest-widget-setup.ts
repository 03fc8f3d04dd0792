import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// The platform's tests serve the built booking widget (compression, ETags, the second file's hash):
// build it first when a fresh clone has none, so those tests always run (esbuild, about a second).
const root = join(import.meta.dirname, '..');
const built = ['widget-msem.js', 'widget-msem-checkout.js', 'widget-msem-waitlist.js'].every((f) =>
  existsSync(join(root, 'apps/platform/public/static/js', f)),
);

export default function setup() {
  if (built) return;
  const r = spawnSync(process.execPath, [join(root, 'packages/widget/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the booking widget build failed');
}
