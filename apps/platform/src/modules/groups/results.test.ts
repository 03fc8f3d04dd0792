import { FamilyView, MyBookingView, ResultsResponse, SANDBOX_CARDS, SlotGroupsView } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { staffHeaders } from '../backoffice/staff-fixtures';

const born = (age: number) => `${Number(weekStart.slice(0, 4)) - age}-01-01`;
let keys = 0;
const key = () => `phone-key-${String(++keys).padStart(8, '0')}-${Date.now()}`;

/** A course with two families, one French and one English, and the children's refs from the groups screen. */
async function course(t: OrderPlatform) {
  const slotId = await t.makeSlot('cours-enfants-tous-niveaux', weekStart, plusDays(weekStart, 5), 40);
  const family = async (lang: string, children: object[], email = contact.email) => {
    const added = await t.addLine({ productKey: 'cours-enfants-tous-niveaux', slotId, participants: children });
    const res = await t.checkout(added.cartId, { lang, contact: { ...contact, email } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    return res.json().order.number as string;
  };
  const fr = await family('fr', [
    { firstName: 'Léon', lastName: 'Martin', birthDate: born(6), level: 'flocon' },
    { firstName: 'Rose', lastName: 'Martin', birthDate: born(10), level: '2e-etoile' },
  ]);
  const en = await family('en', [{ firstName: 'Leo', lastName: 'Smith', birthDate: born(7), level: 'flocon' }], 'jo.smith@example.com');
  return { slotId, fr, en };
}

describe('results and progress cards on pglite (issue 30)', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let c: Awaited<ReturnType<typeof course>>;
  let kids: SlotGroupsView['children'];
  const url = (path: string) => `/api/backoffice/sites/val-neige/slots/${c.slotId}${path}`;
  const kid = (name: string) => kids.find((k) => k.firstName === name)!;
  const save = (results: object[], lang = 'fr') =>
    t.inject({ method: 'POST', url: url(`/results?lang=${lang}`), headers, payload: { results } });
  const result = (name: string, outcome: string, over: object = {}) => ({
    orderLineId: kid(name).orderLineId,
    participant: kid(name).participant,
    outcome,
    key: key(),
    recordedAt: new Date().toISOString(),
    ...over,
  });

  beforeAll(async () => {
    t = await orderPlatform('pglite');
    headers = await staffHeaders(t, '10.45.1');
    c = await course(t);
    kids = SlotGroupsView.parse((await t.inject({ method: 'GET', url: url('/groups'), headers })).json()).children;
  });
  afterAll(() => t?.close());

  it('records a result at once, names the medal and the next level, and the latest entry counts', async () => {
    const res = await save([result('Léon', 'passed', { comment: 'Beau chasse-neige !' })]);
    expect(res.statusCode, res.body).toBe(200);
    const leon = ResultsResponse.parse(res.json()).results.find(
      (r) => r.orderLineId === kid('Léon').orderLineId && r.participant === kid('Léon').participant,
    );
    expect(leon).toMatchObject({
      outcome: 'passed',
      level: 'flocon',
      levelName: 'Flocon',
      medal: 'Flocon',
      advisedLevel: '1re-etoile',
      advisedLevelName: '1re Étoile',
      comment: 'Beau chasse-neige !',
    });
    expect(leon?.by).toBeTruthy();
    // Rose "not yet", then (a later tap) the next level advised: the later one counts.
    await save([result('Rose', 'not_yet', { recordedAt: '2026-01-01T09:00:00Z' })]);
    const later = await save([result('Rose', 'next_advised', { advisedLevel: '3e-etoile', recordedAt: '2026-01-01T10:00:00Z' })], 'en');
    const rose = ResultsResponse.parse(later.json()).results.find((r) => r.level === '2e-etoile');
    expect(rose).toMatchObject({ outcome: 'next_advised', levelName: '2nd Star', medal: null, advisedLevelName: '3rd Star' });
  });

  it('applies a result sent twice (a retry after a weak signal) once, and says so', async () => {
    const once = result('Leo', 'passed');
    const first = await save([once]);
    expect(ResultsResponse.parse(first.json()).duplicates).toEqual([]);
    const again = await save([once, result('Leo', 'passed')]);
    expect(again.statusCode).toBe(200);
    expect(ResultsResponse.parse(again.json()).duplicates).toEqual([once.key]);
    const [n] = await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from lesson_results where client_key = ${once.key}`);
    expect(n?.n).toBe(1);
  });

  it('refuses a child of another course and a level of another discipline, naming the field, and writes nothing', async () => {
    const [before] = await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from lesson_results`);
    const stranger = await save([result('Léon', 'passed'), { ...result('Léon', 'passed'), participant: 7 }]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.field).toBe('body.results.1.orderLineId');
    const board = await save([result('Léon', 'next_advised', { advisedLevel: 'intermediaire' })]);
    expect(board.json().error.field).toBe('body.results.0.advisedLevel');
    const [after] = await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from lesson_results`);
    expect(after?.n).toBe(before?.n);
  });

  it("e-mails each family its children's cards in its language; the booking page shows them", async () => {
    const sent = await t.inject({ method: 'POST', url: url('/progress-cards'), headers, payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ orders: 2, children: 3, unchanged: 0 });
    const fr = t.mailText(`${c.fr}-progress-${c.slotId}-1.eml`);
    expect(fr).toContain('Carte de progression — Cours collectif enfants — tous niveaux');
    expect(fr).toContain('Léon Martin');
    expect(fr).toContain('Niveau acquis : Flocon');
    expect(fr).toContain('Médaille : Flocon');
    expect(fr).toContain('Niveau conseillé pour la prochaine fois : 1re Étoile');
    expect(fr).toContain('Le mot du moniteur : Beau chasse-neige !');
    expect(fr).toContain('Niveau conseillé pour la prochaine fois : 3e Étoile');
    // "Next level advised" is no medal: Rose followed the course at her level.
    expect(fr).toContain('Cours suivi au niveau 2e Étoile');
    expect(fr).not.toContain('Niveau acquis : 2e Étoile');
    const en = t.mailText(`${c.en}-progress-${c.slotId}-1.eml`);
    expect(en).toContain('Progress card');
    expect(en).toContain('Level passed: Flocon (snowflake)');
    expect(en).not.toContain('Léon');
    const [recorded] = await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from order_emails where kind = 'progress'`);
    expect(recorded?.n).toBe(2);

    // The e-mail's link opens the booking page, where the card is too.
    const token = fr.match(/\/reservation\/([A-Za-z0-9_-]{20,})/)?.[1];
    expect(token).toBeTruthy();
    const page = await t.inject({ method: 'GET', url: `/api/booking/my/${token}`, remoteAddress: '10.45.9.1' });
    expect(page.statusCode, page.body).toBe(200);
    const participants = MyBookingView.parse(page.json()).lines.flatMap((l) => l.participants);
    const leon = participants.find((p) => p.firstName === 'Léon');
    expect(leon?.progress).toMatchObject({ outcome: 'passed', levelName: 'Flocon', medal: 'Flocon', advisedLevelName: '1re Étoile' });
    // The level itself is named, not its key.
    expect(leon?.details).toContainEqual({ label: 'Niveau', value: 'Flocon' });
  });

  it("the card's link books again: the site's group lessons page proposes each child's advised level, to that family only", async () => {
    const fr = t.mailText(`${c.fr}-progress-${c.slotId}-1.eml`);
    expect(fr).toContain('Réserver le prochain cours : le niveau conseillé de chaque enfant vous est proposé');
    const link = new URL(fr.match(/https?:\/\/\S+[?&]family=[^\s"<>]+/)?.[0] ?? 'http://none/');
    // The booking page of the course's product type (group lessons), in the family's language.
    expect(link.pathname).toBe('/reserver/cours-collectifs/');
    const token = link.searchParams.get('family') ?? '';
    const family = (path: string, address = '10.45.9.2') => t.inject({ method: 'GET', url: path, remoteAddress: address });
    const res = await family(`/api/booking/family/${token}?lang=fr`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(FamilyView.parse(res.json()).children).toEqual([
      {
        firstName: 'Léon',
        lastName: 'Martin',
        birthDate: born(6),
        discipline: 'ski',
        level: '1re-etoile',
        levelName: '1re Étoile',
        course: 'Cours collectif enfants — tous niveaux',
      },
      expect.objectContaining({ firstName: 'Rose', level: '3e-etoile', levelName: '3e Étoile' }),
    ]);
    // In English, and the booking page carries the same link.
    expect(FamilyView.parse((await family(`/api/booking/family/${token}?lang=en`)).json()).children[0]?.levelName).toBe('1st Star');
    const pageToken = fr.match(/\/reservation\/([A-Za-z0-9_-]{20,})/)?.[1];
    const page = MyBookingView.parse((await family(`/api/booking/my/${pageToken}`)).json());
    expect(page.familyUrl).toBe(link.toString());
    // An altered token, one of another order, and one revoked with the order's links open nothing (one 404 for all).
    const [id36, gen, mac] = token.split('.') as [string, string, string];
    const bad = [
      `${id36}.${gen}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${(Number.parseInt(id36, 36) + 1).toString(36)}.${gen}.${mac}`,
      'nope',
    ];
    for (const other of bad) {
      const r = await family(`/api/booking/family/${other}`, '10.45.9.3');
      expect(r.statusCode, other).toBe(404);
      expect(r.json().error.code).toBe('link_invalid');
    }
    await t.conn.db.execute(sql`update orders set access_generation = access_generation + 1 where number = ${c.fr}`);
    expect((await family(`/api/booking/family/${token}`, '10.45.9.4')).statusCode).toBe(404);
    await t.conn.db.execute(sql`update orders set access_generation = access_generation - 1 where number = ${c.fr}`);
  });

  it('e-mails a family again only for results recorded since its cards were sent', async () => {
    const send = async () => (await t.inject({ method: 'POST', url: url('/progress-cards'), headers, payload: {} })).json();
    expect(await send()).toEqual({ orders: 0, children: 0, unchanged: 2 });
    await save([result('Leo', 'not_yet', { comment: 'Almost there' })], 'en');
    expect(await send()).toEqual({ orders: 1, children: 1, unchanged: 1 });
    expect(t.mailText(`${c.en}-progress-${c.slotId}-2.eml`)).toContain('Flocon (snowflake): not yet, keep going!');
    const [frMails] = await rows<{ n: number }>(
      t.conn.db,
      sql`select count(*)::int as n from order_emails e join orders o on o.id = e.order_id where o.number = ${c.fr} and e.kind = 'progress'`,
    );
    expect(frMails?.n).toBe(1);
  });
});

describe('results sent again at once on pg', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await orderPlatform('pg');
    headers = await staffHeaders(t, '10.45.2');
  });
  afterAll(() => t?.close());

  it('ten copies of one result arriving together are applied exactly once', async () => {
    const c = await course(t);
    const url = `/api/backoffice/sites/val-neige/slots/${c.slotId}`;
    const child = SlotGroupsView.parse((await t.inject({ method: 'GET', url: `${url}/groups`, headers })).json()).children[0]!;
    const one = {
      orderLineId: child.orderLineId,
      participant: child.participant,
      outcome: 'passed',
      key: key(),
      recordedAt: new Date().toISOString(),
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.inject({ method: 'POST', url: `${url}/results`, headers, payload: { results: [one] } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().duplicates.length === 0)).toHaveLength(1);
    const [n] = await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from lesson_results where client_key = ${one.key}`);
    expect(n?.n).toBe(1);
  });
});
