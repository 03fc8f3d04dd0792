import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { revalidate, sql, stack } from '../stack';

/** The platform's own revalidation client (`npm run revalidate`), as content changes call it. */
function platformRevalidate(lang: string, path: string) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/platform/src/cli/revalidate.ts', '--lang', lang, '--path', path], {
    cwd: root,
    env: { ...process.env, SITE_URL: stack().siteUrl, REVALIDATE_SECRET: stack().revalidateSecret },
    encoding: 'utf8',
  });
  expect(r.status, r.stderr || r.stdout).toBe(0);
}

test.describe('page cache', () => {
  test('pages are served from cache until the platform revalidates them', async ({ request }) => {
    const path = '/ecole/histoire/';
    const [original] = await sql<{ title: string }>("select title from pages where lang = 'fr' and path = $1", [path]);
    expect(original).toBeTruthy();
    await request.get(path);
    const cached = await request.get(path);
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT');

    const changed = `${original?.title} (mise à jour)`;
    await sql("update pages set title = $1, updated_at = now() where lang = 'fr' and path = $2", [changed, path]);
    try {
      expect(await (await request.get(path)).text()).not.toContain(changed);
      platformRevalidate('fr', path);
      const fresh = await (await request.get(path)).text();
      expect(fresh).toContain(changed);
    } finally {
      await sql("update pages set title = $1 where lang = 'fr' and path = $2", [original?.title, path]);
      await revalidate([`page:val-neige:fr:${path}`]);
    }
  });

  test('the revalidation route refuses a missing or wrong secret and bad bodies', async ({ request }) => {
    const none = await request.post('/api/revalidate', { data: { tags: ['site:val-neige'] } });
    expect(none.status()).toBe(401);
    const wrong = await request.post('/api/revalidate', { data: { tags: ['x'] }, headers: { authorization: 'Bearer nope' } });
    expect(wrong.status()).toBe(401);
    const bad = await request.post('/api/revalidate', {
      data: { tags: [] },
      headers: { authorization: `Bearer ${stack().revalidateSecret}` },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.field).toBe('body.tags');
    const notJson = await request.post('/api/revalidate', {
      data: 'tags',
      headers: { authorization: `Bearer ${stack().revalidateSecret}`, 'content-type': 'text/plain' },
    });
    expect(notJson.status()).toBe(400);
  });
});

test.describe('date-range sections', () => {
  test('a section is shown only while now is inside one of its ranges', async ({ page }) => {
    const path = '/ecole/moniteurs/';
    const [row] = await sql<{ id: number; zones: { content: Record<string, unknown>[] } }>(
      "select v.id, v.zones from pages p join page_versions v on v.id = p.published_version_id where p.lang = 'fr' and p.path = $1",
      [path],
    );
    expect(row?.zones.content.length).toBeGreaterThanOrEqual(1);
    const original = structuredClone(row!.zones);
    const day = 86_400_000;
    const iso = (t: number) => new Date(t).toISOString();
    const zones = {
      content: [
        ...original.content,
        {
          id: 'e2e-past',
          type: 'richText',
          html: '<p>Offre passée</p>',
          dateRanges: [{ from: iso(Date.now() - 10 * day), to: iso(Date.now() - day) }],
        },
        {
          id: 'e2e-now',
          type: 'richText',
          html: '<p>Offre du moment</p>',
          dateRanges: [{ from: iso(Date.now() - day), to: iso(Date.now() + day) }],
        },
        {
          id: 'e2e-soon',
          type: 'richText',
          html: '<p>Offre à venir</p>',
          dateRanges: [{ from: iso(Date.now() + 4000), to: iso(Date.now() + day) }],
        },
      ],
    };
    await sql('update page_versions set zones = $1 where id = $2', [JSON.stringify(zones), row!.id]);
    try {
      await revalidate([`page:val-neige:fr:${path}`]);
      await page.goto(path);
      await expect(page.getByText('Offre du moment')).toBeVisible();
      await expect(page.getByText('Offre passée')).toBeHidden();
      // A range that opens while the page is on screen (or cached) shows its section at that moment.
      await expect(page.getByText('Offre à venir')).toBeHidden();
      await expect(page.getByText('Offre à venir')).toBeVisible({ timeout: 15_000 });
    } finally {
      await sql('update page_versions set zones = $1 where id = $2', [JSON.stringify(original), row!.id]);
      await revalidate([`page:val-neige:fr:${path}`]);
    }
  });
});
