import { defineConfig } from '@playwright/test';

// Journeys against the real stack (platform on a throwaway PostgreSQL, `next start` of the
// built site) in Debian's Chromium: nothing is downloaded, nothing is mocked.
/** The journeys that run alone, after the others (see `projects`). */
const EXCLUSIVE = /\/(accounts|cache|editor|editor-login|season|shell-consent|cluster|newcomer)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Two journey files at a time (each file's tests in order): the first project's. The others run one at a time.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${process.env.E2E_SITE_PORT ?? 3100}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Journeys that make their own data (a cart, an order, a slot of their own) or only read: two files at a time.
    { name: 'site', testIgnore: [/platform-down/, EXCLUSIVE] },
    // Journeys that change what every other one reads (published pages, the season, the cookie consent, the
    // accounts they log in with) or that load the whole machine (a cluster, a fresh start's build): then, alone.
    { name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['site'], workers: 1 },
    // Stops the platform: runs after every other journey.
    { name: 'platform-down', testMatch: /platform-down/, dependencies: ['exclusive'] },
  ],
});
