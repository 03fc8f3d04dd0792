import { expect, test } from '@playwright/test';
import { sql, stack } from '../stack';

// Runs last (project "platform-down"): it stops the platform.

// A published page that no journey and no link has ever asked for, so nothing cached it.
test.beforeAll(async () => {
  const [page] = await sql<{ id: number }>(
    `insert into pages (site_id, lang, path, group_key, name, title)
     select id, 'fr', '/jamais-visitee/', 'never-visited', 'never-visited', 'Jamais visitée' from sites where key = 'val-neige'
     on conflict do nothing returning id`,
  );
  if (!page) return;
  const [v] = await sql<{ id: number }>(`insert into page_versions (page_id, status, zones) values ($1, 'published', '{}') returning id`, [
    page.id,
  ]);
  await sql('update pages set published_version_id = $1 where id = $2', [v?.id, page.id]);
});

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
  const res = await page.goto('/jamais-visitee/');
  expect(res?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { name: 'Service momentanément indisponible' })).toBeVisible();
});

test('a booking page while the platform is down says so in the visitor’s language, not an error page', async ({ page }) => {
  const token = 'A'.repeat(43);
  for (const [path, title] of [
    [`/reservation/${token}/`, 'Réservation momentanément indisponible'],
    [`/en/booking/${token}/`, 'Booking temporarily unavailable'],
  ] as const) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});
