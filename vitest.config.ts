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
  },
});
