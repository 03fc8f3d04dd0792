import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../axe';

const pages = [
  { name: 'home (fr)', path: '/' },
  { name: 'home (en)', path: '/en/' },
  { name: 'content page (fr)', path: '/cours/ski/enfants/' },
  { name: 'content page (en)', path: '/en/lessons/ski/children/' },
  { name: 'offers (fr)', path: '/offres/' },
  { name: 'offers (en)', path: '/en/offers/' },
];

/** Opens the navigation the way a visitor would: the mobile menu button on small screens, a mega-menu section on large ones. */
async function openMenu(page: Page, width: number) {
  const nav = page.getByRole('navigation').first();
  if (width < 992) {
    await page.getByRole('button', { name: /^menu$/i }).click();
  } else {
    await nav.getByRole('button').first().click();
  }
}

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { name, path } of pages) {
      test(`${name}: no serious or critical axe violation, menu closed and open`, async ({ page }) => {
        await page.goto(path);
        expect(await seriousViolations(page, { experimental: true, labelInName: true })).toEqual([]);
        await openMenu(page, width);
        expect(await seriousViolations(page, { experimental: true, labelInName: true })).toEqual([]);
      });
    }
  });
}

test('the home page HTML validates (vnu)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const file = join(mkdtempSync(join(tmpdir(), 'vnu-')), 'home.html');
  writeFileSync(file, html);
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  const r = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', file], { encoding: 'utf8' });
  expect(r.error, 'java must be installed (npm test installs it)').toBeUndefined();
  const { messages } = JSON.parse(r.stderr || r.stdout) as { messages: { type: string; message: string; extract?: string }[] };
  expect(messages.map((m) => `${m.type}: ${m.message} ${m.extract ?? ''}`)).toEqual([]);
  expect(r.status).toBe(0);
});
