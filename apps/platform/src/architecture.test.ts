import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from '@schuss/db/schema';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

/**
 * The platform's boundaries as docs/architecture.md states them, read from it: one writer per table (its owner, and
 * the second writer named after "through"), one door per module (its index.ts), dependencies from the top layer
 * down, no cycle between modules. Test files, fixtures and the test helpers (src/test, src/isolation) may reach
 * inside modules: they test them.
 */

const src = dirname(fileURLToPath(import.meta.url));
const modulesDir = join(src, 'modules');
const doc = readFileSync(join(src, '../../../docs/architecture.md'), 'utf8');

const isTestFile = (path: string) =>
  /\.test\.tsx?$/.test(path) ||
  /fixtures\.ts$/.test(path) ||
  relative(src, path).startsWith(`test${sep}`) ||
  relative(src, path).startsWith(`isolation${sep}`);
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) && !isTestFile(path) ? [path] : [];
  });
const files = sources(src);
const modules = readdirSync(modulesDir).filter((m) => statSync(join(modulesDir, m)).isDirectory());
/** The module a file belongs to; `null` for the app's own files (app.ts, env.ts, cli/, lib/). */
const moduleOf = (path: string): string | null => {
  const rel = relative(modulesDir, path);
  return rel.startsWith('..') ? null : (rel.split(sep)[0] ?? null);
};
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Rows of the markdown table that follows `marker` in the document. */
function tableAfter(marker: string): string[][] {
  const at = doc.indexOf(marker);
  if (at < 0) throw new Error(`docs/architecture.md has no "${marker}"`);
  const rows: string[][] = [];
  for (const line of doc.slice(at).split('\n').slice(1)) {
    if (!line.startsWith('|')) {
      if (rows.length) break;
      continue;
    }
    if (/^\|\s*-/.test(line)) continue;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows.slice(1); // the header
}
const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);

/** Layer of each module (docs: "The layers, bottom first"). */
const layers = new Map<string, number>();
for (const [layer, mods] of tableAfter('<!-- The layers, bottom first')) {
  for (const m of quoted(mods as string)) layers.set(m, Number.parseInt(layer as string, 10));
}

/** Owner and second writer of each table (docs: "Tables and their owners"). */
const owners = new Map<string, { owner: string; through: string[] }>();
for (const [tables, , owner] of tableAfter('<!-- Read by apps/platform/src/architecture.test.ts')) {
  const names = quoted(owner as string);
  const through = [...(owner as string).matchAll(/through `([a-z-]+)`/g)].map((m) => m[1] as string);
  for (const t of quoted(tables as string))
    owners.set(t, { owner: names[0] as string, through: through.filter((m) => modules.includes(m)) });
}

/** Every relative import (and re-export) of a file, type-only ones included, with its line. */
function importsOf(path: string): { spec: string; target: string; line: number }[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/(?:import|export)\s+(?:type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)\s+from\s+'(\.[^']*)'/g)].map((m) => ({
    spec: m[1] as string,
    target: normalize(join(dirname(path), m[1] as string)),
    line: lineOf(text, m.index ?? 0),
  }));
}

describe('the boundaries of docs/architecture.md', () => {
  it('names every module in one layer, and only modules that exist', () => {
    expect([...layers.keys()].sort()).toEqual([...modules].sort());
  });

  it('gives every table of the schema an owner that is a module', () => {
    const tables = Object.values(schema)
      .filter((v) => is(v, PgTable))
      .map((t) => getTableName(t as PgTable))
      .sort();
    expect(tables.filter((t) => !owners.has(t))).toEqual([]);
    expect([...owners.entries()].filter(([, o]) => !modules.includes(o.owner)).map(([t, o]) => `${t}: ${o.owner}`)).toEqual([]);
  });

  it('lets only a table’s owner (or its second writer) write it', () => {
    const variables = new Map<string, string>();
    for (const [name, value] of Object.entries(schema)) if (is(value, PgTable)) variables.set(name, getTableName(value as PgTable));
    const offences: string[] = [];
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      const writer = moduleOf(path) ?? 'the app';
      const check = (table: string | undefined, index: number, how: string) => {
        const o = table ? owners.get(table) : undefined;
        if (!table || !o) return;
        if (writer !== o.owner && !o.through.includes(writer)) {
          offences.push(`${relative(src, path)}:${lineOf(text, index)}: ${writer} ${how} ${table}, owned by ${o.owner}`);
        }
      };
      for (const m of text.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z_]\w*)\s*\)/g))
        check(variables.get(m[2] as string), m.index ?? 0, `${m[1]}s`);
      for (const m of text.matchAll(/\b(insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?\s/gi)) {
        const table = (m[2] as string).toLowerCase();
        if (owners.has(table)) check(table, m.index ?? 0, `${(m[1] as string).split(/\s/)[0]?.toLowerCase()}s`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('imports another module through its door (index.ts) only', () => {
    const offences: string[] = [];
    for (const path of files) {
      const from = moduleOf(path);
      for (const i of importsOf(path)) {
        const to = moduleOf(i.target);
        if (!to || to === from) continue;
        if (relative(join(modulesDir, to), i.target) !== '' && relative(join(modulesDir, to), i.target) !== 'index') {
          offences.push(
            `${relative(src, path)}:${i.line}: imports '${i.spec}', inside the ${to} module: import '${from ? '..' : './modules'}/${to}'`,
          );
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('imports no module of a higher layer, and the modules depend on each other without a cycle', () => {
    const edges = new Map<string, Set<string>>(modules.map((m) => [m, new Set()]));
    const upward: string[] = [];
    for (const path of files) {
      const from = moduleOf(path);
      if (!from) continue;
      for (const i of importsOf(path)) {
        const to = moduleOf(i.target);
        if (!to || to === from) continue;
        edges.get(from)?.add(to);
        if ((layers.get(to) ?? 0) > (layers.get(from) ?? 0))
          upward.push(`${relative(src, path)}:${i.line}: ${from} (layer ${layers.get(from)}) imports ${to} (layer ${layers.get(to)})`);
      }
    }
    expect(upward).toEqual([]);
    // Depth-first search for a module that reaches itself.
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (m: string, path: string[]) => {
      if (state.get(m) === 'done') return;
      if (state.get(m) === 'open') {
        cycles.push([...path.slice(path.indexOf(m)), m].join(' → '));
        return;
      }
      state.set(m, 'open');
      for (const n of edges.get(m) ?? []) visit(n, [...path, m]);
      state.set(m, 'done');
    };
    for (const m of modules) visit(m, []);
    expect(cycles).toEqual([]);
  });
});
