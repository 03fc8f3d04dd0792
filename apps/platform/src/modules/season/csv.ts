import {
  CAPACITY_MAX,
  type CsvLineProblem,
  type CsvProblemKind,
  ErrorCode,
  IMPORT_LINES_MAX,
  type SeasonSlot,
  SLOT_CSV_COLUMNS,
  type SlotsCsvQuery,
  type SlotsImportResult,
} from '@schuss/contracts';
import { isIsoDate, minutesBetween } from '@schuss/contracts/rules';
import { type Db, rows, slots, type Tx, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { parseCsv, toCsv } from '../../lib/csv';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { type SchoolInfo, schoolInfo } from '../schools';
import { AnswerError } from './answer';
import { overlaps } from './generate';
import { slotPlaces } from './places';
import { seasonOf } from './season';
import { type DatedProduct, durationsOf, siteSlotRows } from './slots';

/**
 * The slots CSV: the export lists the site's slots (id, product key, days, times,
 * capacity, sold, held, closed); the import reads such a file back — a line with an id changes that
 * slot's capacity (never below its places sold and held), a line without one creates a slot. Every
 * line is checked; any problem answers 400 listing each one by line and column, and nothing is
 * written. The import is one transaction.
 */

/** Problems listed in one answer (the file may have thousands of bad lines). */
const PROBLEMS_LISTED = 200;

/** `GET …/slots.csv`: the site's slots between two days (default: the season). */
export async function slotsCsv(db: Db, site: string, q: SlotsCsvQuery): Promise<{ csv: string; from: string; to: string }> {
  const info = await schoolInfo(db, site);
  const season = await seasonOf(db, site);
  const from = q.from ?? season.startsOn;
  const to = q.to ?? (from > season.endsOn ? from : season.endsOn);
  const list = await siteSlotRows(db, info, sql`s.starts_on <= ${to} and s.ends_on >= ${from}`, 1_000_000);
  const csv = toCsv(
    SLOT_CSV_COLUMNS,
    list.map((s) => [
      s.id,
      s.productKey,
      s.startsOn,
      s.endsOn,
      s.startTime,
      s.endTime,
      s.capacity,
      s.sold,
      s.held,
      s.closed ? 'yes' : 'no',
      s.closedReason,
    ]),
  );
  return { csv, from, to };
}

type Cells = { line: number; get: (column: string) => string };
type Update = { line: number; slot: SeasonSlot; capacity: number };
type Create = {
  line: number;
  product: DatedProduct;
  startsOn: string;
  endsOn: string;
  startTime: string | null;
  endTime: string | null;
  capacity: number;
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** `9:05` and `09:05:00` as spreadsheets write them → `09:05`; anything else as it is (then refused). */
const normTime = (t: string) => {
  const m = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(t);
  return m ? `${m[1]?.padStart(2, '0')}:${m[2]}` : t;
};

class Problems {
  readonly list: CsvLineProblem[] = [];
  add(line: number, column: string | null, kind: CsvProblemKind, message: string, values: Record<string, string | number> = {}) {
    this.list.push({ line, column, kind, message, values });
  }
}

/** A whole number of places in a cell, or a problem. */
function capacityOf(p: Problems, c: Cells, min: number): number | undefined {
  const raw = c.get('capacity');
  if (raw === '') return void p.add(c.line, 'capacity', 'required', 'is required');
  if (!/^\d+$/.test(raw)) return void p.add(c.line, 'capacity', 'number', `"${raw}" is not a whole number of places`, { value: raw });
  const n = Number(raw);
  if (n < min || n > CAPACITY_MAX) {
    return void p.add(c.line, 'capacity', 'range', `must be from ${min} to ${CAPACITY_MAX} places`, { min, max: CAPACITY_MAX });
  }
  return n;
}

/**
 * Reads and checks every line (in the caller's transaction: the products of new slots are locked,
 * so the overlaps found stay true until it ends). Answers what to write, or the problems.
 */
async function checkFile(tx: Tx, info: SchoolInfo, site: string, text: string) {
  const p = new Problems();
  const { header, rows: lines, problems: syntax } = parseCsv(text);
  for (const s of syntax) p.add(s.line, s.column, 'syntax', s.message);
  const columns = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  for (const required of ['product', 'starts_on', 'ends_on', 'capacity']) {
    if (!columns.has(required)) {
      p.add(1, required, 'missing_column', `the header has no column "${required}" (columns: ${SLOT_CSV_COLUMNS.join(';')})`);
    }
  }
  if (lines.length > IMPORT_LINES_MAX) {
    p.add(lines[IMPORT_LINES_MAX]?.line ?? 1, null, 'too_many', `at most ${IMPORT_LINES_MAX} lines at once`, { max: IMPORT_LINES_MAX });
  }
  if (p.list.length) return { problems: p.list, updates: [], creates: [], unchanged: 0 };

  const cells: Cells[] = lines.map((l) => ({
    line: l.line,
    get: (column: string) => {
      const i = columns.get(column);
      return i === undefined ? '' : (l.cells[i] ?? '').trim();
    },
  }));
  const season = await seasonOf(tx, site);

  // The slots named by id, and the products of new lines (locked: no generation or other import of them meanwhile).
  const ids = [...new Set(cells.map((c) => c.get('id')).filter((v) => /^\d{1,9}$/.test(v)))].map(Number);
  const existing = new Map<number, SeasonSlot>();
  if (ids.length) {
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    for (const s of await siteSlotRows(tx, info, sql`s.id in (${list})`, ids.length)) existing.set(s.id, s);
  }
  const keys = [...new Set(cells.filter((c) => c.get('id') === '').map((c) => c.get('product')))].filter(Boolean);
  const products = new Map<string, DatedProduct>();
  if (keys.length) {
    const list = sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    );
    const found = await rows<DatedProduct>(
      tx,
      sql`select id, key, type, name, attributes, pricing, dated from products
           where resort = ${info.resort} and key in (${list}) order by id for no key update`,
    );
    for (const x of found) products.set(x.key, x);
  }

  const updates: Update[] = [];
  const creates: Create[] = [];
  let unchanged = 0;
  const seenIds = new Map<number, number>();

  for (const c of cells) {
    const id = c.get('id');
    if (id !== '') {
      if (!/^\d{1,9}$/.test(id)) {
        p.add(c.line, 'id', 'number', `"${id}" is not a slot id (leave it empty to create a slot)`, { value: id });
        continue;
      }
      const slot = existing.get(Number(id));
      if (!slot) {
        p.add(c.line, 'id', 'unknown_slot', `no slot ${id} on this site`, { id: Number(id) });
        continue;
      }
      const first = seenIds.get(slot.id);
      if (first !== undefined) {
        p.add(c.line, 'id', 'duplicate', `slot ${id} is on line ${first} already`, { id: slot.id, other: first });
        continue;
      }
      seenIds.set(slot.id, c.line);
      const stored: Record<string, string | null> = {
        product: slot.productKey,
        starts_on: slot.startsOn,
        ends_on: slot.endsOn,
        start_time: slot.startTime,
        end_time: slot.endTime,
      };
      for (const [column, value] of Object.entries(stored)) {
        const given = column.endsWith('_time') ? normTime(c.get(column)) : c.get(column);
        if (given !== '' && given !== (value ?? '')) {
          p.add(
            c.line,
            column,
            'fixed',
            `slot ${id} has ${value ?? 'none'}: only the capacity of an existing slot changes here (leave the id empty to create a slot)`,
            { id: slot.id, value: value ?? '' },
          );
        }
      }
      const capacity = capacityOf(p, c, 0);
      if (capacity === undefined) continue;
      const taken = slot.sold + slot.held;
      if (capacity < taken) {
        p.add(c.line, 'capacity', 'taken', `${taken} places are taken (${slot.sold} sold, ${slot.held} held): at least ${taken}`, {
          sold: slot.sold,
          held: slot.held,
          total: taken,
        });
        continue;
      }
      if (capacity === slot.capacity) unchanged++;
      else updates.push({ line: c.line, slot, capacity });
      continue;
    }

    // A new slot.
    const key = c.get('product');
    let product: DatedProduct | undefined;
    if (key === '') p.add(c.line, 'product', 'required', 'is required (a product key) to create a slot');
    else {
      product = products.get(key);
      if (!product) p.add(c.line, 'product', 'unknown_product', `no product "${key}" on this site`, { value: key });
      else if (!product.dated) {
        p.add(c.line, 'product', 'not_dated', `"${key}" is not sold on dated slots`, { value: key });
        product = undefined;
      }
    }
    const days: Record<string, string | undefined> = {};
    for (const column of ['starts_on', 'ends_on']) {
      const v = c.get(column);
      if (v === '') p.add(c.line, column, 'required', 'is required (YYYY-MM-DD)');
      else if (!isIsoDate(v)) p.add(c.line, column, 'date', `"${v}" is not a date as YYYY-MM-DD`, { value: v });
      else days[column] = v;
    }
    const startsOn = days.starts_on;
    const endsOn = days.ends_on;
    let datesOk = false;
    if (startsOn && endsOn) {
      if (endsOn < startsOn)
        p.add(c.line, 'ends_on', 'end_before_start', `must be on or after starts_on (${startsOn})`, { value: startsOn });
      else if (startsOn < season.startsOn || endsOn > season.endsOn) {
        p.add(
          c.line,
          startsOn < season.startsOn || startsOn > season.endsOn ? 'starts_on' : 'ends_on',
          'outside_season',
          `must be inside the season (${season.startsOn} to ${season.endsOn})`,
          { from: season.startsOn, to: season.endsOn },
        );
      } else datesOk = true;
    }
    const start = normTime(c.get('start_time'));
    const end = normTime(c.get('end_time'));
    let timesOk = true;
    for (const [column, v] of [
      ['start_time', start],
      ['end_time', end],
    ] as const) {
      if (v !== '' && !TIME.test(v)) {
        p.add(c.line, column, 'time', `"${v}" is not a time as HH:MM`, { value: v });
        timesOk = false;
      }
    }
    if (timesOk && (start === '') !== (end === '')) {
      p.add(c.line, start === '' ? 'start_time' : 'end_time', 'required', 'give both times, or neither');
      timesOk = false;
    }
    if (timesOk && start && end && minutesBetween(start, end) <= 0) {
      p.add(c.line, 'end_time', 'end_before_start', `must be after start_time (${start})`, { value: start });
      timesOk = false;
    }
    const durations = product ? durationsOf(product.pricing) : [];
    if (product && timesOk && durations.length) {
      const m = start && end ? minutesBetween(start, end) : 0;
      if (!durations.includes(m)) {
        p.add(
          c.line,
          start ? 'end_time' : 'start_time',
          'duration',
          `a lesson of "${product.key}" lasts ${durations.join(' or ')} minutes`,
          {
            value: durations.join('/'),
          },
        );
        timesOk = false;
      }
    }
    const capacity = capacityOf(p, c, 1);
    if (!product || !startsOn || !endsOn || !datesOk || !timesOk || capacity === undefined) continue;
    creates.push({
      line: c.line,
      product,
      startsOn,
      endsOn,
      startTime: start || null,
      endTime: end || null,
      capacity,
    });
  }

  // New slots must not overlap the product's slots, nor each other.
  const byProduct = new Map<number, Create[]>();
  for (const x of creates) byProduct.set(x.product.id, [...(byProduct.get(x.product.id) ?? []), x]);
  for (const [productId, list] of byProduct) {
    const from = list.reduce((m, x) => (x.startsOn < m ? x.startsOn : m), list[0]?.startsOn ?? '');
    const to = list.reduce((m, x) => (x.endsOn > m ? x.endsOn : m), list[0]?.endsOn ?? '');
    const stored = await rows<{ id: number; starts_on: string; ends_on: string; start_time: string | null; end_time: string | null }>(
      tx,
      sql`select id, starts_on::text as starts_on, ends_on::text as ends_on,
                 to_char(start_time, 'HH24:MI') as start_time, to_char(end_time, 'HH24:MI') as end_time
            from slots where product_id = ${productId} and starts_on <= ${to} and ends_on >= ${from}`,
    );
    list.forEach((x, i) => {
      const clash = stored.find((s) =>
        overlaps(x, { startsOn: s.starts_on, endsOn: s.ends_on, startTime: s.start_time, endTime: s.end_time }),
      );
      if (clash) {
        p.add(x.line, 'starts_on', 'overlap', `overlaps slot ${clash.id} of "${x.product.key}" (${clash.starts_on}–${clash.ends_on})`, {
          id: clash.id,
        });
        return;
      }
      const twin = list.find((y, j) => j < i && overlaps(x, y));
      if (twin) {
        p.add(x.line, 'starts_on', 'overlap', `overlaps the slot of line ${twin.line}`, { other: twin.line });
      }
    });
  }
  p.list.sort((a, b) => a.line - b.line);
  return { problems: p.list, updates, creates, unchanged };
}

function refusal(problems: CsvLineProblem[]): AnswerError {
  const first = problems
    .slice(0, 3)
    .map((x) => `line ${x.line}${x.column ? `, column ${x.column}` : ''}: ${x.message}`)
    .join('; ');
  return new AnswerError(400, {
    error: {
      message: `body.csv: ${problems.length} problem${problems.length > 1 ? 's' : ''} in the file, nothing was imported — ${first}${problems.length > 3 ? '…' : ''}`,
      field: 'body.csv',
      code: ErrorCode.InvalidInput,
      problems: problems.slice(0, PROBLEMS_LISTED),
    },
  });
}

/**
 * `POST …/slots/import`: checks every line, then writes everything in one transaction — or nothing
 * (400 listing the problems). A capacity lowered meanwhile below its places taken (a visitor added to
 * a cart) is caught by the conditional update and refuses the whole file likewise. `dryRun` checks only.
 */
export async function importSlots(
  db: Db,
  staff: AuthSession,
  site: string,
  body: { csv: string; dryRun: boolean },
): Promise<SlotsImportResult> {
  const info = await schoolInfo(db, site);
  await slotPlaces().releaseExpiredHolds(db);
  return transaction(db, async (tx) => {
    const { problems, updates, creates, unchanged } = await checkFile(tx, info, site, body.csv);
    if (problems.length) throw refusal(problems);
    const result = { dryRun: body.dryRun, created: creates.length, updated: updates.length, unchanged };
    if (body.dryRun) return result;

    const late = new Problems();
    const changed: { id: number; before: number; after: number }[] = [];
    for (const u of [...updates].sort((a, b) => a.slot.id - b.slot.id)) {
      const r = await slotPlaces().setCapacity(tx, u.slot.id, u.capacity);
      if (r?.changed) changed.push({ id: u.slot.id, before: r.before, after: u.capacity });
      else if (r) {
        const total = r.sold + r.held;
        late.add(u.line, 'capacity', 'taken', `${total} places are taken (${r.sold} sold, ${r.held} held): at least ${total}`, {
          sold: r.sold,
          held: r.held,
          total,
        });
      }
    }
    if (late.list.length) throw refusal(late.list);
    const created: number[] = [];
    for (let i = 0; i < creates.length; i += 1000) {
      const inserted = await tx
        .insert(slots)
        .values(
          creates.slice(i, i + 1000).map((x) => ({
            productId: x.product.id,
            startsOn: x.startsOn,
            endsOn: x.endsOn,
            startTime: x.startTime,
            endTime: x.endTime,
            capacity: x.capacity,
          })),
        )
        .returning({ id: slots.id });
      created.push(...inserted.map((r) => r.id));
    }
    if (created.length || changed.length) {
      await recordAudit(tx, staff, {
        action: 'slots.import',
        subject: `slots CSV: ${created.length} created, ${changed.length} capacit${changed.length === 1 ? 'y' : 'ies'} changed`,
        before: { capacities: changed.map((c) => ({ id: c.id, capacity: c.before })) },
        after: { created, capacities: changed.map((c) => ({ id: c.id, capacity: c.after })) },
      });
    }
    return result;
  });
}
