import { SLOT_CSV_COLUMNS, SlotsImportError, SlotsImportResult } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BOM, parseCsv } from '../../lib/csv';
import { mainDrivers } from '../../test/app';
import { type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { paidOrder, staffHeaders } from '../backoffice/staff-fixtures';
import { auditOf, newLessonProducts, SEASON, seasonFootprint } from './season-fixtures';

const BASE = '/api/backoffice/sites/val-neige';
const HEADER = 'id;product;starts_on;ends_on;start_time;end_time;capacity';
const file = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

describe.each(mainDrivers)('slots CSV on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let keys: { group: string; private: string };
  let sold: number;
  let empty: number;
  let spare: number[];
  const importCsv = (csv: string, dryRun = false) =>
    t.inject({ method: 'POST', url: `${BASE}/slots/import`, headers, payload: { csv, dryRun } });
  const problemsOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(400);
    return SlotsImportError.parse(res.json()).error.problems.map((p) => [p.line, p.column, p.kind]);
  };

  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, kind === 'pg' ? '10.42.2' : '10.42.1');
    keys = await newLessonProducts(t, `csv-${kind}`);
    expect((await t.inject({ method: 'PUT', url: `${BASE}/season`, headers, payload: SEASON })).statusCode).toBe(200);
    // A slot with 2 places sold and one without any, inside the season.
    sold = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 4), 10);
    await paidOrder(t, { slotId: sold, groups: [2] });
    empty = await t.makeSlot('cours-enfants-flocon', plusDays(weekStart, 7), plusDays(weekStart, 11), 8);
    await t.conn.db.execute(sql`update slots set closed_at = now(), closed_reason = 'Vent; rafales' where id = ${empty}`);
    spare = [
      await t.makeSlot('cours-enfants-flocon', plusDays(weekStart, 42), plusDays(weekStart, 46), 8),
      await t.makeSlot('cours-enfants-flocon', plusDays(weekStart, 49), plusDays(weekStart, 53), 8),
    ];
  });
  afterAll(() => t?.close());

  it("exports the season's slots: product key, days, times, capacity, sold, held, closed", async () => {
    const res = await t.inject({ method: 'GET', url: `${BASE}/slots.csv`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`slots-val-neige-${SEASON.startsOn}-${SEASON.endsOn}.csv`);
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    const { header, rows: lines } = parseCsv(res.body);
    expect(header).toEqual([...SLOT_CSV_COLUMNS]);
    const byId = new Map(lines.map((l) => [l.cells[0], l.cells]));
    expect(byId.get(String(sold))).toEqual([
      String(sold),
      'cours-enfants-flocon',
      weekStart,
      plusDays(weekStart, 4),
      '09:15',
      '11:45',
      '10',
      '2',
      '0',
      'no',
      '',
    ]);
    expect(byId.get(String(empty))?.slice(9)).toEqual(['yes', 'Vent; rafales']);
    // Only the season's slots (the demo's are of another winter).
    const [n] = await rows<{ n: number }>(
      t.conn.db,
      sql`select count(*)::int as n from slots where starts_on <= ${SEASON.endsOn} and ends_on >= ${SEASON.startsOn}`,
    );
    expect(lines).toHaveLength(n!.n);
  });

  it('reads its own export back: nothing to change', async () => {
    const csv = (await t.inject({ method: 'GET', url: `${BASE}/slots.csv`, headers })).body;
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(SlotsImportResult.parse(res.json())).toMatchObject({ created: 0, updated: 0 });
  });

  it('checks without writing (dry run), then changes capacities by id and creates slots without one, audited', async () => {
    const csv = file(
      `${sold};;;;;;12`,
      `;${keys.group};${plusDays(weekStart, 14)};${plusDays(weekStart, 19)};09:00;11:30;10`,
      // A spreadsheet's way of writing times, and `,` between fields is read too: see the next test.
      `;${keys.private};${plusDays(weekStart, 15)};${plusDays(weekStart, 15)};9:00;10:00:00;2`,
    );
    const before = await seasonFootprint(t);
    const dry = await importCsv(csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(SlotsImportResult.parse(dry.json())).toEqual({ dryRun: true, created: 2, updated: 1, unchanged: 0 });
    expect(await seasonFootprint(t)).toEqual(before);

    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(SlotsImportResult.parse(res.json())).toEqual({ dryRun: false, created: 2, updated: 1, unchanged: 0 });
    expect(await t.slot(sold)).toEqual({ capacity: 12, sold: 2, held: 0 });
    const created = await rows<{ key: string; start_time: string; capacity: number }>(
      t.conn.db,
      sql`select p.key, to_char(s.start_time, 'HH24:MI') as start_time, s.capacity from slots s join products p on p.id = s.product_id
           where p.key in (${keys.group}, ${keys.private}) order by p.key`,
    );
    expect(created).toEqual([
      { key: keys.group, start_time: '09:00', capacity: 10 },
      { key: keys.private, start_time: '09:00', capacity: 2 },
    ]);
    const [audit] = await auditOf(t, 'slots.import');
    expect(audit?.subject).toBe('slots CSV: 2 created, 1 capacity changed');
    expect(audit?.before).toEqual({ capacities: [{ id: sold, capacity: 10 }] });
  });

  it('reads a file separated by commas, as a spreadsheet may save it', async () => {
    const res = await importCsv(`id,product,starts_on,ends_on,capacity\n${sold},,,,12\n`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ unchanged: 1, updated: 0 });
  });

  it('names the line and column of every problem, and writes nothing when any line is wrong', async () => {
    const before = await seasonFootprint(t);
    const audits = (await auditOf(t, 'slots.import')).length;
    const csv = file(
      `${sold};;;;;;13`, // 2: fine on its own
      `${sold};;;;;;11`, // 3: the same slot twice
      `${empty};;;;;;abc`, // 4: not a number
      `;pas-un-produit;${plusDays(weekStart, 21)};${plusDays(weekStart, 25)};09:00;11:00;8`, // 5: unknown product
      `;forfait-val-neige;${plusDays(weekStart, 21)};${plusDays(weekStart, 25)};;;8`, // 6: not dated
      `;${keys.group};${plusDays(weekStart, 25)};${plusDays(weekStart, 21)};09:00;11:00;8`, // 7: ends before it starts
      `;${keys.group};${plusDays(SEASON.endsOn, 1)};${plusDays(SEASON.endsOn, 5)};09:00;11:00;8`, // 8: outside the season
      `;${keys.group};${plusDays(weekStart, 15)};${plusDays(weekStart, 15)};10:00;12:00;8`, // 9: overlaps the slot created above
      `;${keys.group};${plusDays(weekStart, 28)};${plusDays(weekStart, 33)};09:00;11:30;8`, // 10: fine on its own
      `;${keys.group};${plusDays(weekStart, 30)};${plusDays(weekStart, 30)};10:00;11:00;8`, // 11: overlaps line 10
      `99999999;;;;;;8`, // 12: no such slot
      `${spare[0]};cours-enfants-flocon;${plusDays(weekStart, 43)};;;;8`, // 13: an existing slot's days do not change here
      `;${keys.group};2027-02-30;2027-03-01;09:00;11:00;8`, // 14: not a date
      `;${keys.group};${plusDays(weekStart, 35)};${plusDays(weekStart, 35)};9h;11:00;8`, // 15: not a time
      `;${keys.group};${plusDays(weekStart, 35)};${plusDays(weekStart, 35)};09:00;11:00;0`, // 16: a new slot has places
      `;${keys.private};${plusDays(weekStart, 36)};${plusDays(weekStart, 36)};09:00;09:45;1`, // 17: a private lesson lasts 60 or 120
      `${spare[1]};;;;;;9999`, // 18: absurd
    );
    const res = await importCsv(csv);
    expect(problemsOf(res)).toEqual([
      [3, 'id', 'duplicate'],
      [4, 'capacity', 'number'],
      [5, 'product', 'unknown_product'],
      [6, 'product', 'not_dated'],
      [7, 'ends_on', 'end_before_start'],
      [8, 'starts_on', 'outside_season'],
      [9, 'starts_on', 'overlap'],
      [11, 'starts_on', 'overlap'],
      [12, 'id', 'unknown_slot'],
      [13, 'starts_on', 'fixed'],
      [14, 'starts_on', 'date'],
      [15, 'start_time', 'time'],
      [16, 'capacity', 'range'],
      [17, 'end_time', 'duration'],
      [18, 'capacity', 'range'],
    ]);
    const err = SlotsImportError.parse(res.json()).error;
    expect(err.message).toMatch(
      /^body\.csv: 15 problems in the file, nothing was imported — line 3, column id: slot \d+ is on line 2 already/,
    );
    expect(err.problems.find((p) => p.line === 11)?.values).toEqual({ other: 10 });
    expect(await seasonFootprint(t)).toEqual(before);
    expect(await auditOf(t, 'slots.import')).toHaveLength(audits);
  });

  it('refuses a capacity below the places taken, saying how many', async () => {
    const res = await importCsv(file(`${sold};;;;;;1`));
    const [problem] = SlotsImportError.parse(res.json()).error.problems;
    expect(problem).toMatchObject({ line: 2, column: 'capacity', kind: 'taken', values: { sold: 2, held: 0, total: 2 } });
    expect(problem?.message).toContain('2 places are taken (2 sold, 0 held)');
  });

  it('refuses a file without the needed columns, or broken, on the line where it breaks', async () => {
    expect(problemsOf(await importCsv('id;product;starts_on\r\n1;x;2027-01-01'))).toEqual([
      [1, 'ends_on', 'missing_column'],
      [1, 'capacity', 'missing_column'],
    ]);
    expect(problemsOf(await importCsv(file(`${sold};;;;;;12`, `;"${keys.group};2027-01-01;2027-01-02;;;8`)))).toEqual([
      [3, null, 'syntax'],
    ]);
    const empty = await importCsv('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.field).toBe('body.csv');
  });
});
