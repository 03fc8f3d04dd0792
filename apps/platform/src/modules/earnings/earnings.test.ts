import { inflateSync } from 'node:zlib';
import { EarningsReport, EarningsStatement, SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv';
import { apiLogin } from '../../test/accounts';
import { mainDrivers } from '../../test/app';
import { contact, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { DEMO_ADMIN } from '../auth/service';
import { newKey, staffHeaders } from '../backoffice/staff-fixtures';
import { byDay } from './service';

const base = '/api/backoffice/sites/val-neige';
const born = (age: number) => `${Number(weekStart.slice(0, 4)) - age}-01-01`;
const every = (status: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { am: status, pm: status }]));
const IBAN_ANNA = 'FR76 3000 6000 0112 3456 7890 189';
const IBAN_BRUNO = 'DE89370400440532013000';
const IBAN_SCHOOL = 'GB82WEST12345698765432';

// WinAnsi bytes 0x80–0x9F the statements print that are not Latin-1.
const WIN_ANSI: Record<number, string> = { 128: '€', 133: '…', 146: '’', 150: '–' };
const winAnsi = (bytes: Buffer) => Array.from(bytes, (b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

/** The words of a PDF's pages: its streams inflated, the hex strings pdf-lib draws read as WinAnsi. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const words: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let body: string;
    try {
      body = inflateSync(object.contents).toString('latin1');
    } catch {
      continue;
    }
    for (const m of body.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) words.push(winAnsi(Buffer.from(m[1] as string, 'hex')));
  }
  return words.join(' ');
}

describe.each(mainDrivers)('hours and earnings on %s (issue 31)', (kind) => {
  let t: OrderPlatform;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  const ids = { anna: 0, bruno: 0 };
  const lines = { course: 0, privateLesson: 0 };
  const days = Array.from({ length: 6 }, (_, i) => plusDays(weekStart, i));
  const period = `from=${weekStart}&to=${plusDays(weekStart, 6)}`;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = staff) =>
    t.inject({ method, url: `${base}${url}`, headers, ...(payload ? { payload } : {}) });
  const report = async (lang = 'fr') => {
    const res = await call('GET', `/earnings?${period}&lang=${lang}`);
    expect(res.statusCode, res.body).toBe(200);
    return EarningsReport.parse(res.json());
  };
  const statement = async (id: number) => {
    const res = await call('GET', `/earnings/instructors/${id}?${period}`);
    expect(res.statusCode, res.body).toBe(200);
    return EarningsStatement.parse(res.json());
  };
  const rule = (shareBp: number, shareCentsPerHour: number, payer = false) =>
    call(
      'PUT',
      '/earnings/rule',
      { shareBp, shareCentsPerHour, payerName: payer ? 'École Val-Neige' : null, payerIban: payer ? IBAN_SCHOOL : null, payerBic: null },
      admin,
    );
  /** What the ledger says the lines were paid less what went back for them. */
  const ledgerNet = async (lineIds: number[]) => {
    const [r] = await rows<{ net: number }>(
      t.conn.db,
      sql`select coalesce(sum(case when kind in ('payment', 'voucher_redeemed') then amount_cents
                                   when kind in ('refund', 'voucher_credited') then -amount_cents
                                   when kind = 'refund_reversed' then amount_cents
                                   when kind = 'adjustment' then amount_cents else 0 end), 0)::int as net
            from ledger_entries where order_line_id in (${sql.join(
              lineIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
    );
    return r!.net;
  };

  beforeAll(async () => {
    t = await orderPlatform(kind);
    staff = await staffHeaders(t, kind === 'pg' ? '10.81.2' : '10.81.1');
    const token = await apiLogin(() => t.app, kind === 'pg' ? '10.82.2' : '10.82.1')('val-neige', DEMO_ADMIN.email, DEMO_ADMIN.password);
    admin = { authorization: `Bearer ${token}` };
    const person = async (firstName: string) => {
      const res = await call('POST', '/instructors', {
        firstName,
        lastName: 'Earn',
        email: null,
        phone: null,
        photoUrl: null,
        disciplines: [{ discipline: 'ski', levels: ['ourson', 'flocon', '1re-etoile', '2e-etoile', '3e-etoile'] }],
        languages: ['fr', 'en'],
        diplomas: [],
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as number;
      const set = await call('POST', '/instructors/availability/pattern', {
        instructorIds: [id],
        from: weekStart,
        to: plusDays(weekStart, 6),
        pattern: every('available'),
      });
      expect(set.statusCode, set.body).toBe(200);
      return id;
    };
    ids.anna = await person('Anna');
    ids.bruno = await person('Bruno');
    const pay = async (productKey: string, slotId: number, participants: object[], promo?: string) => {
      const added = await t.addLine({ productKey, slotId, participants });
      if (promo) {
        const code = await t.inject({
          method: 'POST',
          url: '/api/booking/cart/codes',
          payload: { cartId: added.cartId, resort: 'val-neige', lang: 'fr', code: promo },
        });
        expect(code.statusCode, code.body).toBe(200);
      }
      const res = await t.checkout(added.cartId, { contact: { ...contact, firstName: 'Jo', lastName: 'Earn' } });
      expect(res.statusCode, res.body).toBe(201);
      expect((await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
      const number = res.json().order.number as string;
      const [line] = await rows<{ id: number }>(
        t.conn.db,
        sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${number} order by l.id`,
      );
      return { number, line: line!.id };
    };
    // A six-day children's course: Léon in the Flocon group all week, partly refunded (an odd amount).
    const course = await t.makeSlot('cours-enfants-tous-niveaux', weekStart, plusDays(weekStart, 5), 10);
    const bought = await pay('cours-enfants-tous-niveaux', course, [
      { firstName: 'Léon', lastName: 'Earn', birthDate: born(6), level: 'flocon' },
    ]);
    lines.course = bought.line;
    const groups = await call('POST', `/slots/${course}/groups`, {
      groups: [{ name: 'Flocon Earn', level: 'flocon', members: [{ orderLineId: bought.line, participant: 0 }] }],
    });
    expect(groups.statusCode, groups.body).toBe(200);
    const refund = await call('POST', `/orders/${encodeURIComponent(bought.number)}/cancellations`, {
      reason: 'Deux jours malade',
      idempotencyKey: newKey(),
      notify: false,
      refundCents: 1001,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [group] = await rows<{ id: number }>(t.conn.db, sql`select id from lesson_groups where slot_id = ${course}`);
    // A private lesson on the second day at noon, paid with a 15 % promo code.
    const promo = await call('POST', '/promo-codes', { code: `EARN${kind.toUpperCase()}`, kind: 'percent', percent: 15 });
    expect(promo.statusCode, promo.body).toBe(201);
    const privateSlot = await t.makeSlot('cours-particulier-ski', days[1]!, days[1]!, 1, ['12:00', '13:00']);
    lines.privateLesson = (
      await pay(
        'cours-particulier-ski',
        privateSlot,
        [{ firstName: 'Sam', lastName: 'Earn', birthDate: born(30) }],
        `EARN${kind.toUpperCase()}`,
      )
    ).line;
    const assign = async (lesson: object, instructorId: number) => {
      const res = await call('PUT', '/planning/assignments', { lesson, instructorId, lang: 'fr' });
      expect(res.statusCode, res.body).toBe(200);
    };
    for (const day of days) await assign({ kind: 'group', groupId: group!.id, day }, ids.anna);
    await assign({ kind: 'private', orderLineId: lines.privateLesson, day: days[1] }, ids.bruno);
  });
  afterAll(() => t?.close());

  it('lists the lessons given with what the ledger says was collected, to the cent, the odd cents on the last days', async () => {
    expect((await rule(0, 0)).statusCode).toBe(200);
    const anna = await statement(ids.anna);
    const courseNet = await ledgerNet([lines.course]);
    expect(anna.lessons.map((l) => [l.day, l.start, l.end, l.minutes, l.subtitle, l.participants, l.kind])).toEqual(
      days.map((d) => [d, '09:15', '11:45', 150, 'Flocon Earn', 1, 'group']),
    );
    // The course's line net of its refund, a sixth a day; the days add up to it exactly.
    expect(anna.lessons.map((l) => l.collectedCents)).toEqual(byDay(courseNet, 6));
    expect(anna.instructor.collectedCents).toBe(courseNet);
    const parts = anna.lessons.map((l) => l.collectedCents);
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
    expect(parts[5]).toBeGreaterThanOrEqual(parts[0] as number);
    // The private lesson: what its line was paid after the promo code, nothing shared with other days.
    const bruno = await statement(ids.bruno);
    const privateNet = await ledgerNet([lines.privateLesson]);
    const [price] = await rows<{ total: number }>(
      t.conn.db,
      sql`select total_cents as total from order_lines where id = ${lines.privateLesson}`,
    );
    expect(privateNet).toBeLessThan(price!.total);
    expect(bruno.lessons).toMatchObject([
      {
        day: days[1],
        start: '12:00',
        end: '13:00',
        minutes: 60,
        kind: 'private',
        subtitle: 'Jo Earn',
        participants: 1,
        collectedCents: privateNet,
      },
    ]);
    // The period's totals are the ledger's, to the cent.
    const r = await report();
    expect(r.totals).toEqual({
      minutes: 6 * 150 + 60,
      lessons: 7,
      collectedCents: courseNet + privateNet,
      shareCents: 0,
      owedCents: courseNet + privateNet,
    });
    expect(r.instructors.map((i) => [i.firstName, i.lessons])).toEqual([
      ['Anna', 6],
      ['Bruno', 1],
    ]);
  });

  it("keeps the school's share by percentage and by hour taught; what is owed is the rest", async () => {
    expect((await rule(150, 0)).statusCode).toBe(200);
    const byPercent = await statement(ids.anna);
    for (const l of byPercent.lessons) {
      expect(l.shareCents).toBe(Math.round((l.collectedCents * 150) / 10_000));
      expect(l.owedCents).toBe(l.collectedCents - l.shareCents);
    }
    expect(byPercent.instructor.shareCents).toBe(byPercent.lessons.reduce((n, l) => n + l.shareCents, 0));
    // 4 € an hour: 10 € for each 2 h 30 group lesson, 4 € for the 1 h private lesson.
    expect((await rule(0, 400)).statusCode).toBe(200);
    expect((await statement(ids.anna)).lessons.map((l) => l.shareCents)).toEqual(days.map(() => 1000));
    const bruno = await statement(ids.bruno);
    expect(bruno.instructor).toMatchObject({ shareCents: 400, owedCents: bruno.instructor.collectedCents - 400 });
    // Both at once.
    expect((await rule(200, 400)).statusCode).toBe(200);
    const both = await statement(ids.bruno);
    expect(both.instructor.shareCents).toBe(Math.round((both.instructor.collectedCents * 200) / 10_000) + 400);
    const r = await report();
    expect(r.rule).toMatchObject({ shareBp: 200, shareCentsPerHour: 400 });
    expect(r.totals.collectedCents - r.totals.shareCents).toBe(r.totals.owedCents);
  });

  it("the rule and the accounts are the admins' to set; a wrong IBAN is refused naming the field", async () => {
    const staffTry = await call('PUT', '/earnings/rule', {
      shareBp: 1,
      shareCentsPerHour: 0,
      payerName: null,
      payerIban: null,
      payerBic: null,
    });
    expect(staffTry.statusCode).toBe(403);
    const badRule = await call(
      'PUT',
      '/earnings/rule',
      { shareBp: 10_001, shareCentsPerHour: 0, payerName: null, payerIban: null, payerBic: null },
      admin,
    );
    expect(badRule.statusCode).toBe(400);
    expect(badRule.json().error.field).toBe('body.shareBp');
    const badIban = await call(
      'PUT',
      `/earnings/instructors/${ids.anna}/bank-account`,
      { account: { holder: 'Anna Earn', iban: 'FR76 1234', bic: null } },
      admin,
    );
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().error.field).toBe('body.account.iban');
    const nobody = await call('GET', `/earnings/instructors/999999?${period}`);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.field).toBe('params.instructorId');
    const long = await call('GET', `/earnings?from=${weekStart}&to=${plusDays(weekStart, 400)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.field).toBe('query.to');
  });

  it('a statement PDF in the staff’s language names the instructor and the amounts', async () => {
    expect((await rule(150, 0)).statusCode).toBe(200);
    const anna = await statement(ids.anna);
    for (const [lang, title] of [
      ['fr', 'Relevé de rémunération'],
      ['en', 'Earnings statement'],
    ] as const) {
      const res = await call('GET', `/earnings/instructors/${ids.anna}/statement.pdf?${period}&lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('.pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(`${title} – Anna Earn`);
      expect(text).toContain('Flocon Earn');
      const euros = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' })
        .format(anna.instructor.owedCents / 100)
        .replace(/\u202f|\u00a0/g, ' ');
      expect(text).toContain(euros);
      expect((await PDFDocument.load(res.rawPayload)).getTitle()).toBe(`${title} – Anna Earn`);
    }
  });

  it('the office CSV has one row per instructor with hours, lessons, collected, share and owed, then the totals', async () => {
    const r = await report('en');
    const res = await call('GET', `/earnings/office.csv?${period}&lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const csv = parseCsv(res.body);
    expect(csv.header).toEqual([
      'Instructor',
      'First name',
      'Last name',
      'Hours',
      'Lessons',
      'Collected',
      "School's share",
      'Owed',
      'IBAN',
    ]);
    const euros = (c: number) => (c / 100).toFixed(2);
    expect(csv.rows.map((row) => row.cells)).toEqual([
      ...r.instructors.map((i) => [
        String(i.id),
        i.firstName,
        i.lastName,
        (i.minutes / 60).toFixed(2),
        String(i.lessons),
        euros(i.collectedCents),
        euros(i.shareCents),
        euros(i.owedCents),
        i.bankAccount?.iban ?? '',
      ]),
      ['Total', '', '', '16.00', '7', euros(r.totals.collectedCents), euros(r.totals.shareCents), euros(r.totals.owedCents), ''],
    ]);
    const fr = await call('GET', `/earnings/office.csv?${period}&lang=fr`);
    expect(parseCsv(fr.body).header[0]).toBe('Moniteur');
    expect(parseCsv(fr.body).rows[0]?.cells[3]).toBe('15,00');
  });

  it('the SEPA file pays each instructor with an account what is owed: NbOfTxs and CtrlSum add up', async () => {
    expect((await rule(150, 0)).statusCode).toBe(200);
    // No school account yet: refused in words.
    const noPayer = await call('GET', `/earnings/transfers.xml?${period}&lang=en`);
    expect(noPayer.statusCode).toBe(409);
    expect(noPayer.json().error.message).toContain("the school's account (IBAN) is not set");
    expect((await rule(150, 0, true)).statusCode).toBe(200);
    const nobody = await call('GET', `/earnings/transfers.xml?${period}&lang=fr`);
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().error.message).toContain('aucun moniteur avec un IBAN');
    for (const [id, holder, iban] of [
      [ids.anna, 'Anna Earn', IBAN_ANNA],
      [ids.bruno, 'Bruno Éarn', IBAN_BRUNO],
    ] as const) {
      const res = await call('PUT', `/earnings/instructors/${id}/bank-account`, { account: { holder, iban, bic: null } }, admin);
      expect(res.statusCode, res.body).toBe(200);
    }
    const r = await report();
    expect(r.instructors.map((i) => i.bankAccount?.iban)).toEqual(['FR7630006000011234567890189', IBAN_BRUNO]);
    const res = await call('GET', `/earnings/transfers.xml?${period}&executionDate=${plusDays(weekStart, 8)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    const total = ((r.instructors[0]!.owedCents + r.instructors[1]!.owedCents) / 100).toFixed(2);
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect([...xml.matchAll(/<NbOfTxs>(\d+)<\/NbOfTxs>/g)].map((m) => m[1])).toEqual(['2', '2']);
    expect([...xml.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) => m[1])).toEqual([total, total]);
    expect([...xml.matchAll(/<InstdAmt Ccy="EUR">([\d.]+)<\/InstdAmt>/g)].map((m) => m[1])).toEqual(
      r.instructors.map((i) => (i.owedCents / 100).toFixed(2)),
    );
    expect(xml).toContain(`<ReqdExctnDt>${plusDays(weekStart, 8)}</ReqdExctnDt>`);
    expect(xml).toContain(`<DbtrAcct><Id><IBAN>${IBAN_SCHOOL}</IBAN></Id></DbtrAcct>`);
    // Names as SEPA's character set allows them.
    expect(xml).toContain('<Nm>Bruno Earn</Nm>');
    expect(xml).toContain('<Nm>Ecole Val-Neige</Nm>');
    // An account removed: that instructor is left out.
    expect((await call('PUT', `/earnings/instructors/${ids.bruno}/bank-account`, { account: null }, admin)).statusCode).toBe(200);
    const one = await call('GET', `/earnings/transfers.xml?${period}`);
    expect([...one.body.matchAll(/<NbOfTxs>(\d+)<\/NbOfTxs>/g)].map((m) => m[1])).toEqual(['1', '1']);
  });
});
