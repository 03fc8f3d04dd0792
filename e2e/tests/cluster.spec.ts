import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
// @ts-expect-error plain ESM script shared with `npm run cluster` (the error is reported on this line)
import { startCluster } from '../../scripts/cluster-lib.mjs';
import { getFrom, startCountingSmtpSink } from '../cluster';
import { CARDS, FR, fillPerson, goToPayment, payWith } from '../visitor';

/**
 * The cluster: two site and two platform processes behind nginx on one
 * PostgreSQL, started for this file on its own ports. A publish is served by both site processes
 * within 5 s; a booking paid through the load balancer while the platform process that took the
 * checkout is killed (SIGKILL, a crash) is paid once, its places sold once, its confirmation sent once.
 */

// Its own ports, beside the other journeys' stack (E2E_SITE_PORT + 80, E2E_PLATFORM_PORT + 80).
const LB_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 80;
const PLATFORM_LB_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4100) + 80;
const HOST = `localhost:${LB_PORT}`;
const DATA_DIR = join(tmpdir(), `schuss-e2e-cluster-${LB_PORT}`);
const EDITOR = { email: 'editeur@val-neige.example', password: 'Val-Neige-2026!' };
const HOME_SENTENCE = 'Les cours collectifs des vacances scolaires sont complets';
const CHILDREN = [
  ['Léa', 'Martin', '2019-03-10'],
  ['Tom', 'Martin', '2017-07-22'],
] as const;

type Proc = { index: number; port: number; url: string; child: { signalCode: string | null }; kill(signal?: string): Promise<void> };
type Cluster = { siteUrl: string; platformUrl: string; databaseUrl: string; sites: Proc[]; platforms: Proc[]; stop(): Promise<void> };

let cluster: Cluster;
let sink: Awaited<ReturnType<typeof startCountingSmtpSink>>;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://${HOST}` });

test.beforeAll(async () => {
  // A first run builds the site for the cluster's URLs (a few minutes); starting takes under a minute.
  test.setTimeout(600_000);
  sink = await startCountingSmtpSink();
  cluster = await startCluster({
    sites: 2,
    platforms: 2,
    lbPort: LB_PORT,
    platformLbPort: PLATFORM_LB_PORT,
    dataDir: DATA_DIR,
    fresh: true,
    distDir: '.next-cluster-test',
    upstreamHeader: true,
    env: {
      APP_ENV: 'test',
      LOG_LEVEL: 'info',
      JOBS_WORKERS: 'true',
      REVALIDATE_SECRET: 'e2e-cluster-revalidate-secret-0123',
      SMTP_URL: sink.url,
    },
    log: () => {},
  });
});

let failed = false;
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from its first parameter's pattern (none here).
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) failed = true;
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await cluster?.stop();
  await sink?.close();
  // The processes' logs, nginx's and PostgreSQL's are kept for a failed run.
  if (failed) console.log(`cluster journey: logs kept in ${DATA_DIR}/logs`);
  else rmSync(DATA_DIR, { recursive: true, force: true });
});

async function query<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A platform API call through the load balancer. */
async function api<T>(path: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${cluster.platformUrl}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

type Section = { type: string; html?: string };
type Draft = { version: number; zones: Record<string, Section[]> };

test('a page published through the API is served by both site processes within 5 s', async () => {
  // Each site process has the home page in its cache as it was.
  for (const site of cluster.sites) {
    for (let i = 0; i < 2; i++) {
      const page = await getFrom(site.url, '/', HOST);
      expect(page.status).toBe(200);
      expect(page.body).toContain(HOME_SENTENCE);
    }
  }

  const { token } = await api<{ token: string }>('/api/admin/login', '', 'POST', { site: 'val-neige', ...EDITOR });
  const home = { site: 'val-neige', lang: 'fr', path: '/' };
  const draft = await api<Draft>(`/api/draft?${new URLSearchParams({ ...home, status: 'draft' })}`, token);
  const sentence = `Les cours du soir ouvrent ${Date.now()}`;
  const zones = structuredClone(draft.zones);
  const section = Object.values(zones)
    .flat()
    .find((s) => s.type === 'richText' && s.html?.includes(HOME_SENTENCE));
  expect(section, 'the home page has the sentence to change').toBeDefined();
  section!.html = section!.html!.replace(HOME_SENTENCE, sentence);
  const saved = await api<{ draftVersion: number }>('/api/admin/pages/draft', token, 'PUT', { ...home, baseVersion: draft.version, zones });
  const published = await api<{ revalidated: boolean }>('/api/admin/pages/publish', token, 'POST', {
    ...home,
    baseVersion: saved.draftVersion,
  });
  // Every site process accepted the revalidation.
  expect(published.revalidated).toBe(true);

  // Each process, asked directly on its own port, serves the new sentence within 5 s.
  for (const site of cluster.sites) {
    await expect
      .poll(async () => (await getFrom(site.url, '/', HOST)).body.includes(sentence), {
        timeout: 5000,
        message: `site process ${site.index + 1}`,
      })
      .toBe(true);
  }
});

test('book and pay through the load balancer while the platform process that took the checkout is killed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
  const t = FR;
  const widget = page.locator('.widget-host');
  await page.goto(t.lessonsPath);
  await expect(widget.getByRole('heading', { name: t.offers })).toBeVisible();
  await widget.getByRole('button', { name: t.chooseLesson }).click();
  await widget.locator('.msem-slot input:not([disabled])').first().check();
  await widget.getByRole('button', { name: t.addParticipant }).click();
  for (const [i, person] of CHILDREN.entries()) await fillPerson(page, t, i + 1, person);
  await widget.getByRole('button', { name: t.addToCart }).click();
  await expect(widget.getByRole('status')).toHaveText(t.added);
  const cartId = await page.evaluate(() => sessionStorage.getItem('cartId'));
  expect(cartId).toBeTruthy();
  const slotOf = async () => {
    const [row] = await query<{ id: number; sold: number }>(
      'select s.id, s.sold from slots s join cart_lines l on l.slot_id = s.id join carts c on c.id = l.cart_id where c.cart_id = $1',
      [cartId],
    );
    return row!;
  };
  const before = await slotOf();

  // The checkout goes through; the process that answered it dies (SIGKILL) before the browser goes on to pay.
  let killed: Proc | undefined;
  await page.route('**/api/checkout', async (route) => {
    const response = await route.fetch();
    const port = Number(response.headers()['x-schuss-upstream']?.split(':').at(-1));
    killed = cluster.platforms.find((p) => p.port === port);
    await killed?.kill('SIGKILL');
    await route.fulfill({ response });
  });
  await goToPayment(page, t);
  expect(killed, 'the checkout was answered by a platform process of the cluster').toBeDefined();
  expect(killed!.child.signalCode).toBe('SIGKILL');

  // The other process serves the card page, takes the payment and its notification.
  await payWith(page, t, CARDS.success);
  const result = page.locator('.purchase-result');
  await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible({ timeout: 25_000 });
  const number = ((await result.locator('[data-order-number]').textContent()) ?? '').trim();
  expect(number).toMatch(/^[A-Z0-9-]{6,}$/);

  // No order lost, none fulfilled twice: one order for the cart, paid; one payment succeeded; places sold once.
  const orders = await query<{ id: number; number: string; status: string }>(
    'select o.id, o.number, o.status from orders o join carts c on c.id = o.cart_id where c.cart_id = $1',
    [cartId],
  );
  expect(orders).toEqual([expect.objectContaining({ number, status: 'paid' })]);
  const succeeded = await query('select id from payments where order_id = $1 and status = $2', [orders[0]!.id, 'succeeded']);
  expect(succeeded).toHaveLength(1);
  expect((await slotOf()).sold).toBe(before.sold + CHILDREN.length);

  // The confirmation e-mail is sent once (the sink counts every message it receives).
  const confirmations = () => sink.messages.filter((m) => m.text.includes(number)).length;
  await expect.poll(confirmations, { timeout: 30_000, message: 'the confirmation e-mail' }).toBe(1);
  // A second copy would be its delivery job run again (another process, a retry): none comes.
  await page.waitForTimeout(5000);
  expect(confirmations()).toBe(1);
});
