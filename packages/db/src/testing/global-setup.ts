import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeTemplates } from './databases';
import { startPostgres } from './postgres-server';
import './vitest-context';

/**
 * Vitest global setup: one throwaway PostgreSQL server for the whole run (or TEST_DATABASE_URL), and the
 * migrated templates every test file's fresh database is cloned from (PostgreSQL and PGlite).
 */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL ? undefined : await startPostgres();
  const url = process.env.TEST_DATABASE_URL ?? (server as NonNullable<typeof server>).url;
  project.provide('pgUrl', url);
  const dir = mkdtempSync(join(tmpdir(), 'schuss-templates-'));
  const templates = await makeTemplates(url, join(dir, 'pglite.tar'));
  project.provide('pgTemplate', templates.pg ?? '');
  project.provide('pgliteTemplate', templates.pglite ?? '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    server?.stop();
  };
}
