import { defineConfig } from '@playwright/test';

// Journeys against the real stack (platform on a throwaway PostgreSQL, `next start` of the
// built site) in Debian's Chromium: nothing is downloaded, nothing is mocked.
/** The journeys that change what the others read: one at a time, after the others (see `projects`). */
const EXCLUSIVE = /\/(accounts|cache|editor|editor-login|season|shell-consent)\.spec\.ts$/;
/** The journeys that start a stack of their own (a cluster, a fresh `npm start`): also after the others, one at a time. */
const OWN_STACK = /\/(cluster|newcomer)\.spec\.ts$/;

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
    // A failed journey leaves a screenshot and its page's accessibility tree (error-context.md). Traces are off: recording
    // one for every journey, passed or not, cost about a fifth of the suite's CPU (screencast and DOM snapshots at each
    // action), and CI keeps only what the run prints. To get one: `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
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
    { name: 'site', testIgnore: [/platform-down/, EXCLUSIVE, OWN_STACK] },
    // Then two lanes side by side, each one file at a time. The journeys that change what every other one reads
    // (published pages, the season, the cookie consent, the accounts they log in with) run alone on the shared stack;
    // beside them, those whose stack is their own, which build a site and load the machine (a cluster, a fresh start).
    // Alone on the shared stack, a lane left a core idle: its journeys wait on pages and e-mails more than they compute.
    { name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['site'], workers: 1 },
    { name: 'own-stack', testMatch: OWN_STACK, dependencies: ['site'], workers: 1 },
    // Stops the platform: runs after every other journey.
    { name: 'platform-down', testMatch: /platform-down/, dependencies: ['exclusive', 'own-stack'] },
  ],
});
