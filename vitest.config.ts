import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
    // Two test files at a time even on two cores (Vitest's default is one less than the cores): most of a
    // platform file's time is spent waiting on its database, so two files keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
