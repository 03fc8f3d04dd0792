import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { expect, it } from 'vitest';

/**
 * No import cycle anywhere in the programs, type-only imports included (madge, as
 * `npx madge --circular --extensions ts,tsx apps packages` runs it): a cycle makes load order matter and
 * boundaries blur. The platform's modules are also checked as modules, against their layers (architecture.test.ts).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

it('finds no import cycle in apps/ and packages/', async () => {
  const graph = await madge([join(root, 'apps'), join(root, 'packages')], {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/node_modules/, /\.next/, /\/dist\//, /\/public\//],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  expect(graph.circular().map((cycle) => cycle.join(' → '))).toEqual([]);
}, 60_000);
