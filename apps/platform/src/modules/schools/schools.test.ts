import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BoSchoolsResponse, LoginSchoolsResponse, Page, SessionResponse, SiteResponse } from '@schuss/contracts';
import { rows, sites } from '@schuss/db';
import { DEMO_SITE_KEY, SECOND_DEMO_SITE_KEY, seedSecondDemo } from '@schuss/db/seed';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../lib/mail';
import { apiLogin, CHEAP } from '../../test/accounts';
import { mainDrivers, testUrls } from '../../test/app';
import { type OrderPlatform, orderPlatform } from '../../test/orders';
import { DEMO_ADMIN, seedDemoEditor } from '../auth/service';
import { BACKOFFICE_COOKIE } from '../auth/staff';
import { AROLLES_ADMIN, AROLLES_STAFF, FEDERATION_ADMIN, seedSecondDemoStaff } from './demo';
import { addSchool, parseSchoolArgs, SchoolArgError, type SchoolArgs } from './service';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const ok: SchoolArgs = {
  key: 'les-cimes',
  name: 'École de ski Les Cimes',
  resort: 'les-cimes',
  domain: ['fr=http://cimes.localhost:3999/', 'en=http://en.cimes.localhost:3999'],
  admin: 'Directrice@Cimes.example',
};
const argError = (a: SchoolArgs) => {
  try {
    parseSchoolArgs(a, new Date('2026-11-25T00:00:00Z'));
  } catch (err) {
    if (err instanceof SchoolArgError) return err.message;
    throw err;
  }
  return 'accepted';
};

describe('school:add arguments', () => {
  it('accepts a school with its domains, admin and the coming season', () => {
    const s = parseSchoolArgs(ok, new Date('2026-11-25T00:00:00Z'));
    expect(s.domains).toEqual({ fr: 'http://cimes.localhost:3999', en: 'http://en.cimes.localhost:3999' });
    expect(s.admin).toEqual({ email: 'directrice@cimes.example', name: 'Directrice', lang: 'fr' });
    expect(s.season).toEqual({ start: '2026-12-01', end: '2027-04-30' });
  });

  it('names the wrong argument', () => {
    expect(argError({ ...ok, key: undefined })).toMatch(/^--key is required/);
    expect(argError({ ...ok, key: 'Les Cimes' })).toMatch(/^--key must be lowercase/);
    expect(argError({ ...ok, name: ' ' })).toMatch(/^--name is required/);
    expect(argError({ ...ok, resort: 'Les_Cimes' })).toMatch(/^--resort must be lowercase/);
    expect(argError({ ...ok, domain: [] })).toMatch(/^--domain is required/);
    expect(argError({ ...ok, domain: ['cimes.example'] })).toMatch(/^--domain must be LANG=URL/);
    expect(argError({ ...ok, domain: ['de=https://cimes.example'] })).toMatch(/^--domain language must be one of fr, en/);
    expect(argError({ ...ok, domain: ['fr=ftp://cimes.example'] })).toMatch(/^--domain fr: must be an http or https URL/);
    expect(argError({ ...ok, domain: ['fr=https://a.example', 'fr=https://b.example'] })).toMatch(/^--domain gives fr twice/);
    expect(argError({ ...ok, admin: 'not-an-email' })).toMatch(/^--admin must be an e-mail address/);
    expect(argError({ ...ok, lang: 'de' })).toMatch(/^--lang must be one of/);
    expect(argError({ ...ok, 'season-start': '2026-02-30' })).toMatch(/^--season-start must be a date/);
    expect(argError({ ...ok, 'season-start': '2027-01-10', 'season-end': '2027-01-01' })).toMatch(/^--season-end must not be before/);
  });

  it('exits 1 naming the argument on the command line', async () => {
    const run = promisify(execFile)('npx', ['tsx', 'apps/platform/src/cli/school-add.ts', '--key', 'Les Cimes'], {
      cwd: `${__dirname}/../../../../..`,
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('school:add: --key must be lowercase') });
  });
});

describe.each(mainDrivers)('schools on %s', (kind) => {
  let t: OrderPlatform;
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'file',
    async send(m) {
      sent.push(m);
      return {};
    },
  };
  let login: ReturnType<typeof apiLogin>;

  beforeAll(async () => {
    t = await orderPlatform(kind, { mailer });
    const second = await seedSecondDemo(t.conn.db, testUrls);
    const [first] = await t.conn.db.select({ id: sites.id }).from(sites).where(eq(sites.key, DEMO_SITE_KEY));
    await seedDemoEditor(t.conn.db, first!.id, CHEAP);
    await seedSecondDemoStaff(t.conn.db, second.siteId, first!.id, CHEAP);
    login = apiLogin(() => t.app, kind === 'pg' ? '10.61.2' : '10.61.1');
  });
  afterAll(() => t?.close());

  const invite = async (site: string, email: string, password: string, to: string) => {
    const token = await login(site, email, password);
    const res = await t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/${site}/accounts`,
      headers: bearer(token),
      payload: { email: to, name: 'Nouveau', role: 'staff', lang: 'fr' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return sent.at(-1)!;
  };

  it("sends a school's e-mails From its own sender, Reply-To its address; the other school's From MAIL_FROM", async () => {
    const arolles = await invite(SECOND_DEMO_SITE_KEY, AROLLES_ADMIN.email, AROLLES_ADMIN.password, 'nouveau@arolles.example');
    expect(arolles.to).toBe('nouveau@arolles.example');
    expect(arolles.from).toEqual({
      name: 'École de ski Les Arolles',
      address: 'reservations@arolles.example',
      replyTo: 'contact@arolles.example',
    });
    const valNeige = await invite(DEMO_SITE_KEY, DEMO_ADMIN.email, DEMO_ADMIN.password, 'nouveau@val-neige.example');
    expect(valNeige.from).toEqual({ name: 'École de ski Val-Neige', address: t.env.MAIL_FROM });
  });

  it("answers CORS for Les Arolles' origins, not for a stranger", async () => {
    const preflight = (origin: string) =>
      t.inject({
        method: 'OPTIONS',
        url: '/api/cart',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    for (const origin of ['http://arolles.localhost:3999', 'http://en.arolles.localhost:3999', 'http://localhost:3999']) {
      expect((await preflight(origin)).headers['access-control-allow-origin'], origin).toBe(origin);
    }
    expect((await preflight('http://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets an admin of both schools pick one in the back office, then see only its data', async () => {
    const boLogin = await t.inject({
      method: 'POST',
      url: '/api/backoffice/login',
      payload: { site: DEMO_SITE_KEY, email: FEDERATION_ADMIN.email, password: FEDERATION_ADMIN.password },
      remoteAddress: kind === 'pg' ? '10.63.2.1' : '10.63.1.1',
    });
    expect(boLogin.statusCode, boLogin.body).toBe(200);
    const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
      `${BACKOFFICE_COOKIE}=${res.cookies.find((c) => c.name === BACKOFFICE_COOKIE)?.value}`;
    const first = cookieOf(boLogin);
    const schools = BoSchoolsResponse.parse(
      (await t.inject({ method: 'GET', url: '/api/backoffice/schools', headers: { cookie: first } })).json(),
    );
    expect(schools.schools).toEqual([
      { site: SECOND_DEMO_SITE_KEY, name: 'École de ski Les Arolles', role: 'admin' },
      { site: DEMO_SITE_KEY, name: 'École de ski Val-Neige', role: 'admin' },
    ]);

    const write = { cookie: first, origin: testUrls.platformUrl };
    const moved = await t.inject({
      method: 'POST',
      url: '/api/backoffice/switch',
      headers: write,
      payload: { site: SECOND_DEMO_SITE_KEY },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(SessionResponse.parse(moved.json())).toMatchObject({ site: SECOND_DEMO_SITE_KEY, role: 'admin' });
    const second = cookieOf(moved);
    const orders = (site: string, cookie: string) =>
      t.inject({ method: 'GET', url: `/api/backoffice/sites/${site}/orders`, headers: { cookie } });
    expect((await orders(SECOND_DEMO_SITE_KEY, second)).statusCode).toBe(200);
    // The new session is Les Arolles' only; the one it replaced no longer works.
    expect((await orders(DEMO_SITE_KEY, second)).statusCode).toBe(403);
    expect((await orders(DEMO_SITE_KEY, first)).statusCode).toBe(401);

    // A school where the account has no role: refused, naming the field, and the session stays.
    const staffLogin = await t.inject({
      method: 'POST',
      url: '/api/backoffice/login',
      payload: { site: SECOND_DEMO_SITE_KEY, email: AROLLES_STAFF.email, password: AROLLES_STAFF.password },
      remoteAddress: kind === 'pg' ? '10.63.2.2' : '10.63.1.2',
    });
    const staff = cookieOf(staffLogin);
    const mine = BoSchoolsResponse.parse(
      (await t.inject({ method: 'GET', url: '/api/backoffice/schools', headers: { cookie: staff } })).json(),
    );
    expect(mine.schools.map((x) => x.site)).toEqual([SECOND_DEMO_SITE_KEY]);
    const refused = await t.inject({
      method: 'POST',
      url: '/api/backoffice/switch',
      headers: { cookie: staff, origin: testUrls.platformUrl },
      payload: { site: DEMO_SITE_KEY },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.field).toBe('body.site');
    expect((await orders(SECOND_DEMO_SITE_KEY, staff)).statusCode).toBe(200);
  });

  it("offers the login the school of the host it is reached by, or every school's name on another host", async () => {
    const onHost = async (host: string) => {
      const res = await t.inject({ method: 'GET', url: '/api/backoffice/login/schools', headers: { host } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return LoginSchoolsResponse.parse(res.json()).schools;
    };
    const arolles = { site: SECOND_DEMO_SITE_KEY, name: 'École de ski Les Arolles' };
    const valNeige = { site: DEMO_SITE_KEY, name: 'École de ski Val-Neige' };
    // A school's own host name, whatever its port, case or language: that school only.
    expect(await onHost('arolles.localhost:4000')).toEqual([arolles]);
    expect(await onHost('EN.Arolles.localhost.')).toEqual([arolles]);
    expect(await onHost('localhost:4999')).toEqual([valNeige]);
    // The platform's own host (no school's site uses it): every school, by name.
    const all = await rows<{ site: string; name: string }>(t.conn.db, sql`select key as site, config->>'siteName' as name from sites`);
    const listed = await onHost('platform.example');
    expect(listed).toEqual([...all].sort((a, b) => a.name.localeCompare(b.name, 'fr')));
    expect(listed.slice(0, 2)).toEqual([arolles, valNeige]);

    // The login still takes the school chosen; a school where the account does not work is the same refusal as a wrong password.
    const logIn = (site: string, n: number) =>
      t.inject({
        method: 'POST',
        url: '/api/backoffice/login',
        headers: { host: 'platform.example' },
        payload: { site, email: AROLLES_STAFF.email, password: AROLLES_STAFF.password },
        remoteAddress: kind === 'pg' ? `10.65.2.${n}` : `10.65.1.${n}`,
      });
    const wrong = await logIn(DEMO_SITE_KEY, 1);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid credentials');
    const right = await logIn(SECOND_DEMO_SITE_KEY, 2);
    expect(SessionResponse.parse(right.json())).toMatchObject({ site: SECOND_DEMO_SITE_KEY, role: 'staff' });
  });

  it('refuses a key, resort or host name another school has, and writes nothing', async () => {
    const deps = { db: t.conn.db, env: t.env, mailer, cost: CHEAP };
    const count = async () => (await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from sites`))[0]!.n;
    const before = await count();
    const refused = async (a: SchoolArgs) => {
      const err = await addSchool(deps, parseSchoolArgs(a)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SchoolArgError);
      return (err as Error).message;
    };
    expect(await refused({ ...ok, key: SECOND_DEMO_SITE_KEY })).toBe('--key "les-arolles" is already a school');
    expect(await refused({ ...ok, resort: 'val-neige' })).toBe('--resort "val-neige" is already sold by school val-neige');
    expect(await refused({ ...ok, domain: ['fr=https://cimes.example', 'en=http://EN.arolles.localhost:4000/'] })).toBe(
      '--domain host en.arolles.localhost already belongs to school les-arolles',
    );
    expect(await count()).toBe(before);
  });

  it('adds a school: its pages and menus served, its host found, its admin invited with a working link', async () => {
    sent.length = 0;
    const added = await addSchool({ db: t.conn.db, env: t.env, mailer, cost: CHEAP }, parseSchoolArgs(ok));
    expect(added).toMatchObject({ key: 'les-cimes', pages: 16, hosts: ['cimes.localhost', 'en.cimes.localhost'] });
    expect(added.admin.outcome).toBe('invited');

    const home = await t.inject({ method: 'GET', url: '/api/page?site=les-cimes&lang=fr&path=/' });
    expect(home.statusCode, home.body).toBe(200);
    expect(Page.parse(home.json()).title).toBe('École de ski Les Cimes');
    const cart = await t.inject({ method: 'GET', url: '/api/page?site=les-cimes&lang=en&path=/cart/' });
    expect(Page.parse(cart.json()).template).toBe('cart');
    const site = SiteResponse.parse((await t.inject({ method: 'GET', url: '/api/site?site=les-cimes' })).json());
    expect(site.config.domains).toEqual({ fr: 'http://cimes.localhost:3999', en: 'http://en.cimes.localhost:3999' });
    expect(site.menus.en?.shortcuts.accountItem).toEqual([{ name: 'My bookings', path: '/my-bookings/' }]);
    const found = await t.inject({ method: 'GET', url: '/api/search?site=les-cimes&lang=fr&query=cours' });
    expect(found.statusCode, found.body).toBe(200);
    expect(JSON.stringify(found.json())).toContain('/cours/');
    const host = await t.inject({ method: 'GET', url: '/api/site-host?host=en.cimes.localhost' });
    expect(host.json()).toEqual({ site: 'les-cimes' });

    const mail = sent.at(-1)!;
    expect(mail.to).toBe('directrice@cimes.example');
    expect(mail.subject).toContain('École de ski Les Cimes');
    expect(mail.text).toContain(added.admin.invitationUrl);
    const token = new URL(added.admin.invitationUrl!).searchParams.get('token');
    const link = await t.inject({ method: 'GET', url: `/api/backoffice/invitations/${token}`, remoteAddress: '10.62.0.1' });
    expect(link.statusCode, link.body).toBe(200);

    // An existing account gets the role, no new link (another school's live invitation keeps working).
    const before = sent.length;
    const second = await addSchool(
      { db: t.conn.db, env: t.env, mailer, cost: CHEAP },
      parseSchoolArgs({
        ...ok,
        key: 'les-crets',
        resort: 'les-crets',
        domain: ['fr=http://crets.localhost:3999'],
        admin: AROLLES_STAFF.email,
      }),
    );
    expect(second.admin).toEqual({ email: AROLLES_STAFF.email, outcome: 'role-added' });
    expect(sent.length).toBe(before);
    const crets = await t.inject({
      method: 'POST',
      url: '/api/backoffice/login',
      payload: { site: 'les-crets', email: AROLLES_STAFF.email, password: AROLLES_STAFF.password },
      remoteAddress: kind === 'pg' ? '10.64.2.1' : '10.64.1.1',
    });
    expect(SessionResponse.parse(crets.json())).toMatchObject({ site: 'les-crets', role: 'admin' });

    const again = await addSchool({ db: t.conn.db, env: t.env, mailer, cost: CHEAP }, parseSchoolArgs(ok)).catch((e: Error) => e.message);
    expect(again).toBe('--key "les-cimes" is already a school');
  });
});
