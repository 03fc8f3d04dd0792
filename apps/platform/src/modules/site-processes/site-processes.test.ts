import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DraftPage, EditResult, PublishResult, SiteProcessHeartbeatResponse } from '@schuss/contracts';
import { sites } from '@schuss/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, bearer, CHEAP } from '../../test/accounts';
import { drivers, testPlatform } from '../../test/app';
import { DEMO_EDITOR, seedDemoEditor } from '../auth/service';
import { siteProcesses } from './table';

/** A stand-in for one site process: records the revalidations it is sent. */
async function fakeSite() {
  const received: { auth?: string; tags: string[] }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, tags: JSON.parse(body).tags });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.each(drivers)('site processes on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  let editor = '';
  let one: Awaited<ReturnType<typeof fakeSite>>;
  let two: Awaited<ReturnType<typeof fakeSite>>;
  const login = apiLogin(() => t.app, `10.16.${kind === 'pg' ? 1 : 2}`);

  beforeAll(async () => {
    t = await testPlatform(kind);
    const [demo] = await t.conn.db.select({ id: sites.id }).from(sites).where(eq(sites.key, 'val-neige'));
    await seedDemoEditor(t.conn.db, demo!.id, CHEAP);
    editor = await login('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password);
    [one, two] = await Promise.all([fakeSite(), fakeSite()]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await t?.close();
  });

  const heartbeat = (payload: object, headers: ReturnType<typeof bearer> = bearer(t.app.env.REVALIDATE_SECRET)) =>
    t.app.inject({ method: 'POST', url: '/api/site-processes', payload, headers });

  /** An editor changes the home page's subtitle and publishes it, through the API. */
  const publishHome = async (subTitle: string) => {
    const ref = { site: 'val-neige', lang: 'fr', path: '/' };
    const draft = await t.app.inject({
      method: 'GET',
      url: `/api/draft?${new URLSearchParams({ ...ref, status: 'draft' })}`,
      headers: bearer(editor),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const before = DraftPage.parse(draft.json());
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/draft',
      payload: { ...ref, baseVersion: before.version, zones: before.zones, meta: { subTitle } },
      headers: bearer(editor),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pub = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages/publish',
      payload: { ...ref, baseVersion: EditResult.parse(saved.json()).draftVersion },
      headers: bearer(editor),
    });
    expect(pub.statusCode, pub.body).toBe(200);
    return PublishResult.parse(pub.json());
  };

  it('refuses a heartbeat without the shared secret, and a bad address naming the field', async () => {
    for (const headers of [{}, bearer('not-the-revalidate-secret')]) {
      const res = await heartbeat({ url: one.url }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.field).toBe('headers.authorization');
    }
    const bad = await heartbeat({ url: 'file:///etc/passwd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^body\.url: /);
    expect(await t.conn.db.select().from(siteProcesses)).toEqual([]);
  });

  it('a publish reaches every registered site process; one silent past the window is left out', async () => {
    for (const site of [one, two]) {
      const res = await heartbeat({ url: site.url });
      expect(res.statusCode, res.body).toBe(200);
      expect(SiteProcessHeartbeatResponse.parse(res.json()).url).toBe(site.url);
    }
    // A second heartbeat of the same process is the same process.
    expect(SiteProcessHeartbeatResponse.parse((await heartbeat({ url: two.url })).json())).toMatchObject({
      processes: 2,
      windowSeconds: 30,
    });

    const first = await publishHome('Cours du soir');
    expect(first.revalidated).toBe(true);
    const expected = {
      auth: `Bearer ${t.app.env.REVALIDATE_SECRET}`,
      tags: expect.arrayContaining(['pages:val-neige', 'page:val-neige:fr:/']),
    };
    expect(one.received).toEqual([expected]);
    expect(two.received).toEqual([expected]);

    // The second process has not sent a heartbeat for 31 s (it stopped): the next publish skips it.
    await t.conn.db.update(siteProcesses).set({ lastSeen: sql`now() - interval '31 seconds'` }).where(eq(siteProcesses.url, two.url));
    const second = await publishHome('Cours du matin');
    expect(second.revalidated).toBe(true);
    expect(one.received).toHaveLength(2);
    expect(two.received).toHaveLength(1);

    // It comes back with its next heartbeat.
    expect(SiteProcessHeartbeatResponse.parse((await heartbeat({ url: two.url })).json()).processes).toBe(2);
    await publishHome('Cours du midi');
    expect(one.received).toHaveLength(3);
    expect(two.received).toHaveLength(2);
  });
});
