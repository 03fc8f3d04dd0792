import { defineConfig } from '@playwright/test';

// Journeys against the real stack (platform on a throwaway PostgreSQL, `next start` of the
// built site) in Debian's Chromium: nothing is downloaded, nothing is mocked.
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
    { name: 'site', testIgnore: /platform-down/ },
    // Stops the platform: runs after every other journey.
    { name: 'platform-down', testMatch: /platform-down/, dependencies: ['site'] },
  ],
});
