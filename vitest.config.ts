import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './scripts/vitest-sequencer';

// Unit and integration tests of every workspace (Playwright journeys live in e2e/).
export default defineConfig({
  test: {
    // .test.tsx: React Testing Library tests of the widget's and editing tool's hooks and forms (happy-dom, set per file).
    include: ['{apps,packages,bench,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/.next*/**', '**/dist/**'],
    globalSetup: ['packages/db/src/testing/global-setup.ts', 'scripts/vitest-widget-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps the modules it imported from one test file to the next (each file still gets a database of its
    // own): importing the platform afresh for each of 239 files took ≈ 290 s of the workers' time. VITEST_ISOLATE=1
    // isolates each file again, to find a test that depends on what another left in a module.
    isolate: process.env.VITEST_ISOLATE === '1',
    sequence: { sequencer: SlowFirstSequencer },
    // Two test files at a time even on two cores (Vitest's default is one less than the cores): most of a
    // platform file's time is spent waiting on its database, so two files keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
