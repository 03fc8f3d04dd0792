import { expect, test } from '@playwright/test';
import { stack } from '../stack';

// Runs last (project "platform-down"): it stops the platform.
test('with the platform stopped, pages already cached are still served', async ({ request }) => {
  const cachedPaths = ['/', '/en/', '/cours/ski/enfants/'];
  for (const p of cachedPaths) expect((await request.get(p)).status()).toBe(200);
  const pid = stack().platformPid;
  expect(pid).toBeTruthy();
  process.kill(pid as number, 'SIGTERM');
  await expect
    .poll(
      async () =>
        fetch(`${stack().platformUrl}/health`).then(
          () => 'up',
          () => 'down',
        ),
      { timeout: 15_000 },
    )
    .toBe('down');
  for (const p of cachedPaths) {
    const res = await request.get(p);
    expect(res.status(), p).toBe(200);
    expect(await res.text()).toContain('Val-Neige');
  }
});

test('a page never visited while the platform is down gets a clear error page', async ({ page }) => {
  const res = await page.goto('/contact/');
  expect(res?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { name: 'Service momentanément indisponible' })).toBeVisible();
});
