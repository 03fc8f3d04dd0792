import { Writable } from 'node:stream';
import { type Account, INVITATION_TTL_HOURS, LINK_INVALID, PASSWORD_RESET_TTL_HOURS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { freshTestDatabase } from '@schuss/db/testing/vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import type { Mailer, MailMessage } from '../../lib/mail';
import { apiLogin, CHEAP, DEMO_STAFF, OTHER_SITE_EDITOR, seedTestAccounts } from '../../test/accounts';
import { drivers, testUrls } from '../../test/app';
import { type OrderPlatform, orderPlatform } from '../../test/orders';
import { DEMO_ADMIN, DEMO_EDITOR, RATE_LIMIT, sha256, upsertUser } from '../auth/service';
import { issueLink } from './service';

const SITE = 'val-neige';
const SCHOOL = 'École de ski Val-Neige';
const BASE = `/api/backoffice/sites/${SITE}/accounts`;
const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** A mailer that keeps the messages (and fails on demand, like an SMTP server that is down). */
function keepingMailer() {
  const sent: MailMessage[] = [];
  const box = { fail: false };
  const mailer: Mailer = {
    kind: 'file',
    async send(m) {
      if (box.fail) throw new Error('SMTP server unreachable');
      sent.push(m);
      return {};
    },
  };
  return { sent, box, mailer };
}

/** The link's token in an e-mail (its text and its HTML carry the same link). */
function tokenIn(m: MailMessage): string {
  const found = /\/admin\/invitation\?token=([A-Za-z0-9_-]+)/.exec(m.text);
  expect(found, m.text).not.toBeNull();
  expect(m.html).toContain(`/admin/invitation?token=${found![1]}`);
  return found![1]!;
}

describe.each(drivers)('accounts on %s', (kind) => {
  let t: OrderPlatform;
  let mail: ReturnType<typeof keepingMailer>;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  let editor: Record<string, string>;
  const subnet = kind === 'pg' ? '10.41.2' : '10.41.1';
  let login: ReturnType<typeof apiLogin>;
  let ip = 0;
  /** A new client address (the links' rate limit is per address). */
  const nextIp = () => `10.42.${kind === 'pg' ? 2 : 1}.${++ip}`;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    t.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const list = async (): Promise<Account[]> => {
    const res = await call('GET', BASE, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().accounts;
  };
  const byEmail = async (email: string) => (await list()).find((a) => a.email === email);
  const invite = (body: object, headers = admin) => call('POST', BASE, headers, { lang: 'fr', role: 'staff', ...body });
  const link = (token: string, from = nextIp()) =>
    t.inject({ method: 'GET', url: `/api/backoffice/invitations/${token}`, remoteAddress: from });
  const setPassword = (token: string, password: string, from = nextIp()) =>
    t.inject({ method: 'POST', url: `/api/backoffice/invitations/${token}`, payload: { password }, remoteAddress: from });
  const tryLogin = (email: string, password: string, site = SITE) =>
    t.inject({ method: 'POST', url: '/api/backoffice/login', payload: { site, email, password }, remoteAddress: nextIp() });
  const audit = (action: string) =>
    rows<{ action: string; subject: string; user_label: string; before: unknown; after: Record<string, unknown> }>(
      t.conn.db,
      sql`select action, subject, user_label, before, after from audit_log where action = ${action} order by id`,
    );
  const count = async (table: string) =>
    (await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
  /** Everything an accounts route writes. */
  const footprint = async () => ({
    users: await count('users'),
    memberships: await count('user_sites'),
    links: await count('account_links'),
    audit: await count('audit_log'),
    sessions: (await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from auth_sessions where revoked_at is null`))[0]!.n,
    roles: await rows(t.conn.db, sql`select user_id, site_id, role, disabled_at from user_sites order by user_id, site_id`),
    mails: mail.sent.length,
  });

  /** Invites `email` as `role` and sets its password through the e-mailed link; answers its bearer headers. */
  async function colleague(email: string, role: 'staff' | 'admin' | 'editor', password = 'Un mot de passe solide') {
    const res = await invite({ email, name: email.split('@')[0], role });
    expect(res.statusCode, res.body).toBe(201);
    const token = tokenIn(mail.sent.at(-1)!);
    expect((await setPassword(token, password)).statusCode).toBe(200);
    if (role === 'editor') return {};
    return bearer(await login(SITE, email, password));
  }

  beforeAll(async () => {
    mail = keepingMailer();
    t = await orderPlatform(kind, { mailer: mail.mailer });
    await seedTestAccounts(t.conn.db);
    login = apiLogin(() => t.app, subnet);
    admin = bearer(await login(SITE, DEMO_ADMIN.email, DEMO_ADMIN.password));
    staff = bearer(await login(SITE, DEMO_STAFF.email, DEMO_STAFF.password));
    editor = bearer(await login(SITE, DEMO_EDITOR.email, DEMO_EDITOR.password));
  });
  afterAll(() => t?.close());

  it("lists the school's accounts: name, e-mail, role, status, last login; the admin's own is marked", async () => {
    const accounts = await list();
    const me = accounts.find((a) => a.email === DEMO_ADMIN.email);
    expect(me).toMatchObject({ name: DEMO_ADMIN.name, role: 'admin', status: 'active', you: true, invitationExpiresAt: null });
    expect(Date.now() - Date.parse(me!.lastLoginAt!)).toBeLessThan(60_000);
    expect(accounts.find((a) => a.email === DEMO_STAFF.email)).toMatchObject({ role: 'staff', status: 'active', you: false });
    expect(accounts.find((a) => a.email === DEMO_EDITOR.email)).toMatchObject({ role: 'editor', status: 'active' });
    // Another school's accounts are not listed.
    expect(accounts.find((a) => a.email === OTHER_SITE_EDITOR.email)).toBeUndefined();
    const res = await call('GET', BASE, admin);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses staff and editors (403) and visitors (401) on every accounts route, and nothing changes', async () => {
    const before = await footprint();
    const [target] = await list();
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', BASE],
      ['POST', BASE, { email: 'x@example.com', name: 'X', role: 'admin', lang: 'fr' }],
      ['PUT', `${BASE}/${target!.userId}/role`, { role: 'admin' }],
      ['PUT', `${BASE}/${target!.userId}/status`, { disabled: true }],
      ['POST', `${BASE}/${target!.userId}/password-reset`, { lang: 'fr' }],
      ['POST', `${BASE}/${target!.userId}/invitation`, { lang: 'fr' }],
    ];
    for (const [who, headers, status] of [
      ['staff', staff, 403],
      ['editor', editor, 403],
      ['visitor', {}, 401],
    ] as const) {
      for (const [method, url, body] of routes) {
        const res = await call(method, url, headers, body);
        expect(res.statusCode, `${who} ${method} ${url}: ${res.body}`).toBe(status);
        expect(res.json().error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
      }
    }
    const staffList = await call('GET', BASE, staff);
    expect(staffList.json().error.message).toMatch(/admin only/);
    expect(await footprint()).toEqual(before);
  });

  it('invites a new colleague: an e-mail in the chosen language with a single-use link, only its hash stored; the colleague sets a password and logs in', async () => {
    const email = `lucie.${kind}@val-neige.test`;
    const res = await invite({ email: ` Lucie.${kind}@Val-Neige.test `, name: 'Lucie Moreau', role: 'staff', lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'invited', account: { email, name: 'Lucie Moreau', role: 'staff', status: 'invited' } });
    const expires = Date.parse(res.json().account.invitationExpiresAt);
    expect(Math.abs(expires - (Date.now() + INVITATION_TTL_HOURS * 3_600_000))).toBeLessThan(60_000);

    const message = mail.sent.at(-1)!;
    expect(message.to).toBe(email);
    expect(message.subject).toMatch(/^Your invitation to the back office — /);
    expect(message.text).toContain('Admin Val-Neige invites you to join');
    expect(message.text).toContain(`This link works once, for ${INVITATION_TTL_HOURS} hours.`);
    expect(message.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    const token = tokenIn(message);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits

    // The database keeps the token's SHA-256 only: nowhere is the token itself.
    const stored = await rows<{ token_hash: string; kind: string }>(
      t.conn.db,
      sql`select l.token_hash, l.kind from account_links l join users u on u.id = l.user_id where u.email = ${email}`,
    );
    expect(stored).toEqual([{ token_hash: sha256(token), kind: 'invitation' }]);
    for (const table of ['account_links', 'audit_log', 'users', 'user_sites', 'login_attempts']) {
      const all = await rows<{ t: string }>(
        t.conn.db,
        sql`select coalesce(string_agg(x::text, ' '), '') as t from ${sql.identifier(table)} x`,
      );
      expect(all[0]!.t, table).not.toContain(token);
    }
    // The invited account cannot log in before it chose a password.
    expect((await tryLogin(email, 'anything at all')).statusCode).toBe(401);

    const shown = await link(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toMatchObject({
      kind: 'invitation',
      name: 'Lucie Moreau',
      email,
      site: SITE,
      siteName: SCHOOL,
      role: 'staff',
      passwordMinLength: 10,
      passwordMaxLength: 200,
    });

    // A weak password is refused, naming the field; the link still works.
    const weak = await setPassword(token, 'court');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ field: 'body.password', code: 'invalid_input' });
    expect(weak.json().error.message).toMatch(/at least 10 characters/);
    expect((await link(token)).statusCode).toBe(200);

    const set = await setPassword(token, 'Poudreuse du matin 2027');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.headers['cache-control']).toBe('no-store');
    expect(set.json()).toEqual({ site: SITE, email, role: 'staff' });
    expect((await tryLogin(email, 'Poudreuse du matin 2027')).statusCode).toBe(200);
    expect(await byEmail(email)).toMatchObject({ status: 'active', invitationExpiresAt: null });

    // Single use: the same link now gets the one answer of a link that does not work.
    for (const again of [await link(token), await setPassword(token, 'Un autre mot de passe')]) {
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: { message: LINK_INVALID, code: 'link_invalid' } });
    }
    expect((await tryLogin(email, 'Poudreuse du matin 2027')).statusCode).toBe(200);

    expect((await audit('account.invite')).at(-1)).toMatchObject({
      subject: `Lucie Moreau <${email}>`,
      user_label: `${DEMO_ADMIN.name} <${DEMO_ADMIN.email}>`,
      after: { email, role: 'staff', lang: 'en' },
    });
    expect((await audit('account.invitation-accepted')).at(-1)).toMatchObject({ user_label: `Lucie Moreau <${email}>` });
  });

  it('writes the invitation in French when asked', async () => {
    const res = await invite({ email: `paul.${kind}@val-neige.test`, name: 'Paul', role: 'editor', lang: 'fr' });
    expect(res.statusCode, res.body).toBe(201);
    const m = mail.sent.at(-1)!;
    expect(m.subject).toBe(`Invitation au back office — ${SCHOOL}`);
    expect(m.text).toContain(`Admin Val-Neige vous invite à rejoindre ${SCHOOL} avec le rôle éditeur`);
    expect(m.text).toContain(`Choisissez votre mot de passe : http://localhost:4999/admin/invitation?token=`);
    expect(m.html).toContain('<html lang="fr">');
  });

  it('one answer for a made-up, expired or replaced link; sending the invitation again replaces the token', async () => {
    const email = `marc.${kind}@val-neige.test`;
    const res = await invite({ email, name: 'Marc', role: 'staff' });
    const userId = res.json().account.userId as number;
    const first = tokenIn(mail.sent.at(-1)!);

    const again = await call('POST', `${BASE}/${userId}/invitation`, admin, { lang: 'en' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().account.status).toBe('invited');
    const second = tokenIn(mail.sent.at(-1)!);
    expect(second).not.toBe(first);
    expect(mail.sent.at(-1)!.subject).toMatch(/^Your invitation/);
    expect((await audit('account.invitation-resend')).at(-1)).toMatchObject({ subject: `Marc <${email}>`, after: { lang: 'en' } });

    const refusals = [await link(first), await link('made-up-token-that-was-never-sent-0123456789abc'), await link('x')];
    // Expired: the same link, past its time.
    expect((await link(second)).statusCode).toBe(200);
    await t.conn.db.execute(sql`update account_links set expires_at = now() - interval '1 minute' where token_hash = ${sha256(second)}`);
    refusals.push(await link(second), await setPassword(second, 'Un mot de passe solide'));
    for (const r of refusals) {
      expect(r.statusCode, r.body).toBe(404);
      expect(r.json()).toEqual({ error: { message: LINK_INVALID, code: 'link_invalid' } });
      expect(r.headers['cache-control']).toBe('no-store');
    }
    // Still invited (the link expired): the list says so, and the invitation can be sent again.
    const listed = await byEmail(email);
    expect(listed?.status).toBe('invited');
    expect(Date.parse(listed!.invitationExpiresAt!)).toBeLessThan(Date.now());
    expect((await tryLogin(email, 'Un mot de passe solide')).statusCode).toBe(401);
  });

  it('rate limits the links like the login: too many that do not work from one address get 429 with Retry-After', async () => {
    const from = nextIp();
    for (let i = 0; i < RATE_LIMIT.perIp; i++) expect((await link(`guess-${i}`, from)).statusCode).toBe(404);
    for (const res of [await link('guess-more', from), await setPassword('guess-more', 'Un mot de passe solide', from)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is not concerned.
    expect((await link('guess-more')).statusCode).toBe(404);
  });

  it('an e-mail that has an account at another school is invited as a new person would be: same answer, no access before it accepts; twice is refused', async () => {
    // Another school's account, which has logged in there.
    const other = `camille.${kind}@autre-site.test`;
    const [otherSite] = await rows<{ id: number }>(t.conn.db, sql`select id from sites where key = ${OTHER_SITE_EDITOR.site}`);
    await upsertUser(t.conn.db, {
      email: other,
      name: 'Camille Secret',
      password: 'Le mot de passe de là-bas',
      siteId: otherSite!.id,
      role: 'staff',
      cost: CHEAP,
    });
    expect((await tryLogin(other, 'Le mot de passe de là-bas', OTHER_SITE_EDITOR.site)).statusCode).toBe(200);

    // What the admin sees and what is sent: the same for a new person and for the other school's account.
    const seen = async (email: string) => {
      const res = await invite({ email, name: 'Camille', role: 'staff', lang: 'en' });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      const m = mail.sent.at(-1)!;
      expect(m.to).toBe(email);
      const listed = await byEmail(email);
      const blank = (x: object) =>
        JSON.parse(
          JSON.stringify(x)
            .replaceAll(email, 'E')
            .replace(/token=[A-Za-z0-9_-]+/g, 'token=T')
            .replace(/"userId":\d+/g, '"userId":0')
            .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'T'),
        );
      return {
        answer: blank(body),
        mail: blank({ subject: m.subject, text: m.text, html: m.html }),
        listed: blank(listed!),
        token: tokenIn(m),
      };
    };
    const fresh = await seen(`camille.new.${kind}@val-neige.test`);
    const existing = await seen(other);
    expect(existing.answer).toEqual(fresh.answer);
    expect(existing.answer).toMatchObject({ outcome: 'invited', account: { name: 'Camille', status: 'invited', lastLoginAt: null } });
    expect(existing.mail).toEqual(fresh.mail);
    expect(existing.listed).toEqual(fresh.listed);
    expect(JSON.stringify(existing)).not.toContain('Camille Secret');
    expect((await audit('account.invite')).at(-1)).toMatchObject({
      subject: `Camille <${other}>`,
      after: { email: other, name: 'Camille', role: 'staff' },
    });
    expect(await audit('account.role-added')).toEqual([]);

    // No access before accepting, whatever the password; still at its own school.
    expect((await tryLogin(other, 'Le mot de passe de là-bas')).statusCode).toBe(401);
    expect((await tryLogin(other, 'Le mot de passe de là-bas', OTHER_SITE_EDITOR.site)).statusCode).toBe(200);
    // A password reset from its own school does not end this invitation (one live link per school).
    const [{ id: otherId }] = (await rows<{ id: number }>(t.conn.db, sql`select id from users where email = ${other}`)) as [{ id: number }];
    await t.conn.db.transaction((tx) =>
      issueLink(tx, { userId: otherId, siteId: otherSite!.id, kind: 'reset', by: null, now: new Date() }),
    );
    expect((await link(existing.token)).json()).toMatchObject({ kind: 'invitation', site: SITE, email: other });

    // Twice is refused while invited, and nothing changes.
    const footprintBefore = await footprint();
    const twice = await invite({ email: other, name: 'Other', role: 'admin' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ field: 'body.email', code: 'exists' });
    expect(twice.json().error.message).toMatch(/already has an account at this school \(role staff\)/);
    expect(await footprint()).toEqual(footprintBefore);

    // Accepted through the e-mailed link: access here, with the password chosen there.
    const accepted = await setPassword(existing.token, 'Un mot de passe choisi ici');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ site: SITE, email: other, role: 'staff' });
    expect((await tryLogin(other, 'Un mot de passe choisi ici')).statusCode).toBe(200);
    expect((await tryLogin(other, 'Un mot de passe choisi ici', OTHER_SITE_EDITOR.site)).statusCode).toBe(200);
    expect(await byEmail(other)).toMatchObject({ name: 'Camille Secret', status: 'active', invitationExpiresAt: null });
  });

  it('refuses bad input with a 4xx naming the field, and writes nothing', async () => {
    const before = await footprint();
    const [someone] = await list();
    const cases: [method: 'POST' | 'PUT', url: string, body: object, status: number, field: string][] = [
      ['POST', BASE, { email: 'not-an-email', name: 'A', role: 'staff', lang: 'fr' }, 400, 'body.email'],
      ['POST', BASE, { email: 'a@example.com', name: '   ', role: 'staff', lang: 'fr' }, 400, 'body.name'],
      ['POST', BASE, { email: 'a@example.com', name: 'A', role: 'owner', lang: 'fr' }, 400, 'body.role'],
      ['POST', BASE, { email: 'a@example.com', name: 'A', role: 'staff', lang: 'de' }, 400, 'body.lang'],
      ['PUT', `${BASE}/${someone!.userId}/role`, { role: 'superuser' }, 400, 'body.role'],
      ['PUT', `${BASE}/abc/role`, { role: 'staff' }, 400, 'params.userId'],
      ['PUT', `${BASE}/999999/role`, { role: 'staff' }, 404, 'params.userId'],
      ['PUT', `${BASE}/${someone!.userId}/status`, { disabled: 'yes' }, 400, 'body.disabled'],
      ['POST', `${BASE}/999999/password-reset`, { lang: 'fr' }, 404, 'params.userId'],
    ];
    for (const [method, url, body, status, field] of cases) {
      const res = await call(method, url, admin, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().error.field).toBe(field);
    }
    const weak = await setPassword('whatever-token', '');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.field).toBe('body.password');
    expect(await footprint()).toEqual(before);
  });

  it('changes a role at once: a staff member made editor loses the back office on the next request; recorded', async () => {
    const email = `romain.${kind}@val-neige.test`;
    const headers = await colleague(email, 'staff');
    expect((await call('GET', '/api/backoffice/session', headers)).statusCode).toBe(200);
    const { userId } = (await byEmail(email))!;
    const res = await call('PUT', `${BASE}/${userId}/role`, admin, { role: 'editor' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().account).toMatchObject({ role: 'editor', status: 'active' });
    expect((await call('GET', '/api/backoffice/session', headers)).statusCode).toBe(403);
    expect((await audit('account.role')).at(-1)).toMatchObject({
      subject: `romain.${kind} <${email}>`,
      before: { role: 'staff' },
      after: { role: 'editor' },
    });

    // Made admin: the accounts routes open to it.
    expect((await call('PUT', `${BASE}/${userId}/role`, admin, { role: 'admin' })).statusCode).toBe(200);
    expect((await call('GET', BASE, headers)).statusCode).toBe(200);
    expect((await call('PUT', `${BASE}/${userId}/role`, admin, { role: 'staff' })).statusCode).toBe(200);
    expect((await call('GET', BASE, headers)).statusCode).toBe(403);
  });

  it('disables an account: its session stops at once (401), it cannot log in, other schools keep it; enabled again it can', async () => {
    const email = `julie.${kind}@val-neige.test`;
    const headers = await colleague(email, 'staff', 'Julie sur les pistes');
    const { userId } = (await byEmail(email))!;
    // Julie also works for the other school.
    const [other] = await rows<{ id: number }>(t.conn.db, sql`select id from sites where key = 'autre-site'`);
    await t.conn.db.execute(sql`insert into user_sites (user_id, site_id, role) values (${userId}, ${other!.id}, 'staff')`);
    const elsewhere = await tryLogin(email, 'Julie sur les pistes', 'autre-site');
    expect(elsewhere.statusCode).toBe(200);
    const elsewhereCookie = elsewhere.cookies.find((c) => c.name === 'schuss_bo')!.value;

    const res = await call('PUT', `${BASE}/${userId}/status`, admin, { disabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().account).toMatchObject({ status: 'disabled', role: 'staff' });
    const next = await call('GET', '/api/backoffice/session', headers);
    expect(next.statusCode).toBe(401);
    expect(next.json().error.code).toBe('unauthorized');
    expect((await call('GET', '/api/backoffice/sites/val-neige/dashboard', headers)).statusCode).toBe(401);
    expect((await tryLogin(email, 'Julie sur les pistes')).statusCode).toBe(401);
    // The other school's session and login go on.
    expect((await t.inject({ method: 'GET', url: '/api/backoffice/session', cookies: { schuss_bo: elsewhereCookie } })).statusCode).toBe(
      200,
    );
    expect((await tryLogin(email, 'Julie sur les pistes', 'autre-site')).statusCode).toBe(200);
    // A disabled account gets no link, and its password-reset link would not work.
    const reset = await call('POST', `${BASE}/${userId}/password-reset`, admin, { lang: 'fr' });
    expect(reset.statusCode).toBe(409);
    expect(reset.json().error.message).toMatch(/disabled: enable it first/);

    const enabled = await call('PUT', `${BASE}/${userId}/status`, admin, { disabled: false });
    expect(enabled.json().account.status).toBe('active');
    // The sessions ended by the disabling stay ended; a new login works.
    expect((await call('GET', '/api/backoffice/session', headers)).statusCode).toBe(401);
    expect((await tryLogin(email, 'Julie sur les pistes')).statusCode).toBe(200);
    expect((await audit('account.disable')).at(-1)).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect((await audit('account.enable')).length).toBeGreaterThan(0);
  });

  it('keeps an active admin: no one demotes or disables the last one — also not themself — and an admin cannot disable their own account', async () => {
    const me = (await list()).find((a) => a.you)!;
    const before = await footprint();
    const demote = await call('PUT', `${BASE}/${me.userId}/role`, admin, { role: 'staff' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatchObject({ code: 'last_admin', field: 'body.role' });
    expect(demote.json().error.message).toMatch(/is the last active admin of this school/);
    const disable = await call('PUT', `${BASE}/${me.userId}/status`, admin, { disabled: true });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().error).toMatchObject({ code: 'own_account', field: 'params.userId' });
    // An invited admin who has not set a password is not an active admin yet.
    const invited = await invite({ email: `next-admin.${kind}@val-neige.test`, name: 'Next admin', role: 'admin' });
    expect(invited.statusCode).toBe(201);
    const stillLast = await call('PUT', `${BASE}/${me.userId}/role`, admin, { role: 'staff' });
    expect(stillLast.json().error.code).toBe('last_admin');
    // Once it set its password, the first admin may step down.
    expect((await setPassword(tokenIn(mail.sent.at(-1)!), 'Le prochain admin 2027')).statusCode).toBe(200);
    const second = bearer(await login(SITE, `next-admin.${kind}@val-neige.test`, 'Le prochain admin 2027'));
    expect((await call('PUT', `${BASE}/${me.userId}/role`, admin, { role: 'staff' })).statusCode).toBe(200);
    expect((await call('GET', BASE, admin)).statusCode).toBe(403);
    // The new last admin cannot leave either; it gives the role back.
    const nextId = (await call('GET', BASE, second)).json().accounts.find((a: Account) => a.you).userId;
    expect((await call('PUT', `${BASE}/${nextId}/role`, second, { role: 'editor' })).json().error.code).toBe('last_admin');
    expect((await call('PUT', `${BASE}/${me.userId}/role`, second, { role: 'admin' })).statusCode).toBe(200);
    expect((await call('PUT', `${BASE}/${nextId}/status`, admin, { disabled: true })).statusCode).toBe(200);
    expect(before.audit).toBeLessThan(await count('audit_log'));
  });

  it('sends a password reset: the admin never sees the password; the link sets a new one and ends the old sessions', async () => {
    const email = `nina.${kind}@val-neige.test`;
    const headers = await colleague(email, 'staff', 'Ancien mot de passe');
    const { userId } = (await byEmail(email))!;
    const res = await call('POST', `${BASE}/${userId}/password-reset`, admin, { lang: 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).not.toMatch(/token|password/i);
    const m = mail.sent.at(-1)!;
    expect(m.to).toBe(email);
    expect(m.subject).toBe(`Nouveau mot de passe — ${SCHOOL}`);
    expect(m.text).toContain(`pendant ${PASSWORD_RESET_TTL_HOURS} heures`);
    const token = tokenIn(m);
    const [row] = await rows<{ hours: number }>(
      t.conn.db,
      sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from account_links where token_hash = ${sha256(token)}`,
    );
    expect(row?.hours).toBe(PASSWORD_RESET_TTL_HOURS);
    expect((await link(token)).json()).toMatchObject({ kind: 'reset', email });
    // Until used, the old password still works.
    expect((await tryLogin(email, 'Ancien mot de passe')).statusCode).toBe(200);

    expect((await setPassword(token, 'Nouveau mot de passe')).statusCode).toBe(200);
    expect((await call('GET', '/api/backoffice/session', headers)).statusCode).toBe(401);
    expect((await tryLogin(email, 'Ancien mot de passe')).statusCode).toBe(401);
    expect((await tryLogin(email, 'Nouveau mot de passe')).statusCode).toBe(200);
    expect((await audit('account.password-reset')).at(-1)).toMatchObject({ subject: `nina.${kind} <${email}>` });
    expect((await audit('account.password-changed')).at(-1)).toMatchObject({ user_label: `nina.${kind} <${email}>` });

    // An invited account gets its invitation again instead, and an active one no second invitation.
    const invited = await invite({ email: `olga.${kind}@val-neige.test`, name: 'Olga', role: 'staff' });
    const refused = await call('POST', `${BASE}/${invited.json().account.userId}/password-reset`, admin, { lang: 'fr' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/send its invitation again/);
    const noInvite = await call('POST', `${BASE}/${userId}/invitation`, admin, { lang: 'fr' });
    expect(noInvite.statusCode).toBe(409);
    expect(noInvite.json().error.message).toMatch(/send a password reset instead/);
  });

  it('says so when the e-mail could not be sent (502): the invitation is there to be sent again', async () => {
    const email = `sam.${kind}@val-neige.test`;
    mail.box.fail = true;
    try {
      const res = await invite({ email, name: 'Sam', role: 'staff' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('mail_failed');
      expect(res.json().error.message).toMatch(/send the invitation again/);
    } finally {
      mail.box.fail = false;
    }
    const listed = await byEmail(email);
    expect(listed?.status).toBe('invited');
    expect((await call('POST', `${BASE}/${listed!.userId}/invitation`, admin, { lang: 'fr' })).statusCode).toBe(200);
    expect(mail.sent.at(-1)!.to).toBe(email);
  });

  // Races need concurrent connections: PostgreSQL only (PGlite is one connection).
  if (kind === 'pg')
    it('two admins demoting (or disabling) each other at once leave one active admin, every time', async () => {
      const a = { email: `race-a@val-neige.test`, password: 'Course A sur la piste' };
      const b = { email: `race-b@val-neige.test`, password: 'Course B sur la piste' };
      const [site] = await rows<{ id: number }>(t.conn.db, sql`select id from sites where key = ${SITE}`);
      // Two fresh admins, and the school's own admin out of the way: they are the only ones.
      for (const who of [a, b]) await upsertUser(t.conn.db, { ...who, name: who.email, siteId: site!.id, role: 'admin', cost: CHEAP });
      await t.conn.db.execute(sql`update user_sites set role = 'staff' where site_id = ${site!.id} and role = 'admin' and user_id not in
      (select id from users where email in (${a.email}, ${b.email}))`);
      const ha = bearer(await login(SITE, a.email, a.password));
      const hb = bearer(await login(SITE, b.email, b.password));
      const ids = await rows<{ id: number; email: string }>(
        t.conn.db,
        sql`select id, email from users where email in (${a.email}, ${b.email})`,
      );
      const idA = ids.find((r) => r.email === a.email)!.id;
      const idB = ids.find((r) => r.email === b.email)!.id;
      const activeAdmins = async () =>
        (
          await rows<{ n: number }>(
            t.conn.db,
            sql`select count(*)::int as n from user_sites where site_id = ${site!.id} and role = 'admin' and disabled_at is null`,
          )
        )[0]!.n;

      for (let round = 0; round < 6; round++) {
        // Even rounds demote, odd rounds disable.
        const [what, body] = round % 2 === 0 ? ['role', { role: 'staff' }] : ['status', { disabled: true }];
        const results: LightMyRequestResponse[] = await Promise.all([
          call('PUT', `${BASE}/${idB}/${what}`, ha, body),
          call('PUT', `${BASE}/${idA}/${what}`, hb, body),
        ]);
        const codes = results.map((r) => r.statusCode);
        expect(
          codes.filter((c) => c === 200),
          `round ${round}: ${results.map((r) => r.body).join(' | ')}`,
        ).toHaveLength(1);
        // The loser is refused: 409 (last admin), or, when its request comes after the winner's change, its
        // guard's answer: 403 once demoted, 401 once disabled (its session ended with it).
        expect(
          codes.filter((c) => c !== 200).every((c) => c === 403 || c === 409 || (what === 'status' && c === 401)),
          `round ${round}: ${codes.join(', ')} ${results.map((r) => r.body).join(' | ')}`,
        ).toBe(true);
        expect(await activeAdmins()).toBe(1);
        // The winner gives the loser its admin role back (and enables it), with a new session.
        await t.conn.db.execute(
          sql`update user_sites set role = 'admin', disabled_at = null where site_id = ${site!.id} and user_id in (${idA}, ${idB})`,
        );
        if (codes[0] === 200) Object.assign(hb, bearer(await login(SITE, b.email, b.password)));
        else Object.assign(ha, bearer(await login(SITE, a.email, a.password)));
      }
    });
});

describe('the log', () => {
  it('keeps e-mailed links’ tokens out (the token routes and the page of the link)', async () => {
    const conn = await freshTestDatabase('pglite');
    const lines: string[] = [];
    const out = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const env = loadEnv({ APP_ENV: 'test', SITE_URL: testUrls.siteUrl, PLATFORM_URL: testUrls.platformUrl });
    const app = await buildApp({ db: conn.db, env, logger: pino({ level: 'info' }, out) });
    try {
      const token = 'A-secret-link-token_0123456789abcdefghijklm';
      await app.inject({ method: 'GET', url: `/api/backoffice/invitations/${token}` });
      await app.inject({ method: 'POST', url: `/api/backoffice/invitations/${token}`, payload: { password: 'Un mot de passe solide' } });
      await app.inject({ method: 'GET', url: `/admin/invitation?token=${token}` });
      const log = lines.join('');
      expect(log).toContain('/api/backoffice/invitations/[token]');
      expect(log).toContain('/admin/invitation?token=[token]');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
      await conn.close();
    }
  });
});
