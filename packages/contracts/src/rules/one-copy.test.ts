import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as rules from '.';

/**
 * Each shared rule exists once: no program defines a function or constant under a rule's name,
 * and every program that applies the rules imports them from `@schuss/contracts/rules`.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const programs = ['apps/site/src', 'apps/site/app', 'apps/platform/src', 'packages/widget/src', 'packages/editor/src', 'packages/db/src'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name.startsWith('.') ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const names = Object.keys(rules).filter((n) => n.length > 3);

describe('one copy of each rule', () => {
  it('no program defines a rule of its own under a shared rule’s name', () => {
    const copies: string[] = [];
    for (const program of programs)
      for (const file of sources(join(root, program))) {
        const text = readFileSync(file, 'utf8');
        for (const name of names)
          if (new RegExp(`(?:function|const|let|class)\\s+${name}\\b`).test(text)) copies.push(`${relative(root, file)}: ${name}`);
      }
    expect(copies).toEqual([]);
  });

  it('every program that applies the rules takes them from @schuss/contracts/rules', () => {
    for (const program of ['apps/site/src', 'apps/platform/src', 'packages/widget/src', 'packages/editor/src']) {
      const importers = sources(join(root, program)).filter((f) => readFileSync(f, 'utf8').includes("from '@schuss/contracts/rules'"));
      expect(importers.length, program).toBeGreaterThan(0);
    }
  });

  it('no browser program writes a platform URL by hand: they call the routes of api/paths.ts', () => {
    const handWritten: string[] = [];
    for (const program of ['apps/site/src', 'packages/widget/src', 'packages/editor/src'])
      for (const file of sources(join(root, program)))
        for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries())
          if (/['"`]\/(api|esfplus)\//.test(line) && !/^\s*(\*|\/\/)/.test(line)) handWritten.push(`${relative(root, file)}:${i + 1}`);
    expect(handWritten).toEqual([]);
  });
});
