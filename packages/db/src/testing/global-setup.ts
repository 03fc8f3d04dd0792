import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server';
import './vitest-context';

/** Vitest global setup: one throwaway PostgreSQL server for the whole run (or TEST_DATABASE_URL). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startPostgres();
  project.provide('pgUrl', server.url);
  return () => server.stop();
}
