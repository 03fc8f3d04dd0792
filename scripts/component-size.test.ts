import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * Components of the back office and of the editing tool stay small: no `.tsx` file (tests aside) under
 * apps/backoffice/src or packages/editor/src has more than 250 lines. A screen or form that grows splits
 * into sections (one component per visual section, beside it) and a hook holding its state and effects.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['apps/backoffice/src', 'packages/editor/src'];
const MAX_LINES = 250;

/** Every `.tsx` file under `dir` that is not a test, as paths relative to the repository. */
function components(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** Lines as `wc -l` counts them: a last line without its newline still counts. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

it(`keeps every component file of the back office and the editing tool within ${MAX_LINES} lines`, () => {
  const files = FOLDERS.flatMap(components);
  expect(files.length).toBeGreaterThan(0);
  const tooLong = files
    .map((file) => ({ file, lines: lineCount(readFileSync(join(root, file), 'utf8')) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(tooLong, `over ${MAX_LINES} lines — split into sections and a hook`).toEqual([]);
});
