import {
  CATALOGUE_CSV_COLUMNS,
  type CatalogueCsvColumn,
  type CatalogueImportRefused,
  type CatalogueImportResponse,
  type CsvProblemView,
  ProductCreateRequest,
} from '@schuss/contracts';
import { type Db, merchants, products, transaction } from '@schuss/db';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type CsvRow, parseCsv, toCsv } from '../../lib/csv';
import type { AuthSession } from '../auth';
import { schoolInfo } from '../schools';
import { applyChange, checkDated, insertProduct, merchantsOf } from './service';

/**
 * The catalogue as CSV: one product a row, `attributes` and `pricing` as JSON, so a
 * school can keep its prices in a spreadsheet and bring them back. An import checks every line with
 * the contracts' schema (the one the product form and the API use) and the resort's merchants and
 * products; one mistake and nothing is written. Each product created or changed gets a version.
 */

const yes = (b: boolean) => (b ? 'yes' : 'no');

/** `GET …/products.csv`: every product of the site's resort, by key. */
export async function catalogueCsv(db: Db, site: string): Promise<string> {
  const s = await schoolInfo(db, site);
  const found = await db
    .select({ product: products, merchantKey: merchants.key })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(eq(products.resort, s.resort))
    .orderBy(asc(products.key));
  return toCsv(
    CATALOGUE_CSV_COLUMNS,
    found.map(({ product: p, merchantKey }) => [
      p.key,
      p.type,
      merchantKey,
      p.name.fr,
      p.name.en,
      p.description.fr,
      p.description.en,
      yes(p.dated),
      yes(p.hidden),
      JSON.stringify(p.attributes),
      JSON.stringify(p.pricing),
    ]),
  );
}

/** An import refused: its mistakes by line and column; nothing was written. */
export class ImportRefused extends Error {
  constructor(readonly problems: CsvProblemView[]) {
    super(
      problems.length === 1
        ? `body.csv: line ${problems[0]?.line}${problems[0]?.column ? `, column ${problems[0].column}` : ''}: ${problems[0]?.message}`
        : `body.csv: ${problems.length} mistakes in the file; nothing was imported`,
    );
  }
  body(): CatalogueImportRefused {
    return { error: { message: this.message, field: 'body.csv', code: 'invalid_input', problems: this.problems.slice(0, 100) } };
  }
}

const BOOLEANS: Record<string, boolean> = { yes: true, oui: true, true: true, '1': true, no: false, non: false, false: false, '0': false };

/** The column a schema issue is about: `name.fr` → `name_fr`; inside the JSON columns, the column itself. */
function columnOf(path: PropertyKey[]): CatalogueCsvColumn | null {
  const [first, second] = path.map(String);
  if ((first === 'name' || first === 'description') && (second === 'fr' || second === 'en')) return `${first}_${second}`;
  return (CATALOGUE_CSV_COLUMNS as readonly string[]).includes(first ?? '') ? (first as CatalogueCsvColumn) : null;
}

/** An issue inside a JSON column names where in it (`bands.1.minAge: …`). */
function issueMessage(issue: z.core.$ZodIssue): string {
  const inner = issue.path.slice(1).map(String);
  const [first] = issue.path.map(String);
  return (first === 'attributes' || first === 'pricing') && inner.length ? `${inner.join('.')}: ${issue.message}` : issue.message;
}

type Parsed = { line: number; request: z.output<typeof ProductCreateRequest> };

/** Reads the rows with the schema; the problems of each line, by column. */
function readRows(header: string[], rows: CsvRow[], problems: CsvProblemView[]): Parsed[] {
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    const name = h.toLowerCase();
    if (index.has(name)) problems.push({ line: 1, column: h, message: 'appears twice in the header' });
    else if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name))
      problems.push({ line: 1, column: h, message: `is not a column of the catalogue (${CATALOGUE_CSV_COLUMNS.join(', ')})` });
    index.set(name, i);
  });
  for (const c of CATALOGUE_CSV_COLUMNS) if (!index.has(c)) problems.push({ line: 1, column: c, message: 'is missing from the header' });
  if (problems.length) return [];
  if (rows.length === 0) problems.push({ line: 2, column: null, message: 'the file has no product (one product a line under the header)' });

  const parsed: Parsed[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const cell = (c: CatalogueCsvColumn) => (row.cells[index.get(c) as number] ?? '').trim();
    const lineProblems: CsvProblemView[] = [];
    const problem = (column: CatalogueCsvColumn | null, message: string) => lineProblems.push({ line: row.line, column, message });
    if (row.cells.length > header.length) problem(null, `has ${row.cells.length} fields, the header ${header.length}`);
    const bool = (c: 'dated' | 'hidden') => {
      const v = cell(c).toLowerCase();
      if (v === '' && c === 'hidden') return false;
      if (v in BOOLEANS) return BOOLEANS[v];
      problem(c, 'must be yes or no');
      return undefined;
    };
    const json = (c: 'attributes' | 'pricing') => {
      const v = cell(c);
      if (v === '' && c === 'attributes') return {};
      try {
        return JSON.parse(v) as unknown;
      } catch (err) {
        problem(c, v === '' ? 'is required (the pricing rule as JSON)' : `is not JSON: ${(err as Error).message}`);
        return undefined;
      }
    };
    const candidate = {
      key: cell('key'),
      type: cell('type'),
      merchant: cell('merchant'),
      name: { fr: cell('name_fr'), en: cell('name_en') },
      description: { fr: cell('description_fr'), en: cell('description_en') },
      dated: bool('dated'),
      hidden: bool('hidden'),
      attributes: json('attributes'),
      pricing: json('pricing'),
    };
    const result = ProductCreateRequest.safeParse(candidate);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = columnOf(issue.path);
        // A column already reported (not JSON, not yes/no) is not reported again by the schema.
        if (!lineProblems.some((p) => p.column === column && column !== null)) problem(column, issueMessage(issue));
      }
    }
    const previous = seen.get(candidate.key);
    if (candidate.key && previous !== undefined) problem('key', `is already the key of line ${previous}`);
    if (candidate.key) seen.set(candidate.key, row.line);
    problems.push(...lineProblems);
    if (result.success && lineProblems.length === 0) parsed.push({ line: row.line, request: result.data });
  }
  return parsed;
}

/**
 * `POST …/products/import`: creates the products of the file that are new and updates the others
 * (by key), each with a new version; in one transaction, after every line was checked. Throws
 * `ImportRefused` (nothing written) when any line is wrong.
 */
export async function importCatalogue(db: Db, staff: AuthSession, site: string, csv: string): Promise<CatalogueImportResponse> {
  const s = await schoolInfo(db, site);
  const { header, rows, problems } = parseCsv(csv);
  const parsed = readRows(header, rows, problems);
  if (problems.some((p) => p.line === 1)) throw new ImportRefused(sorted(problems));

  return transaction(db, async (tx) => {
    const merchantByKey = new Map((await merchantsOf(tx, s.resort)).map((m) => [m.key, m]));
    // The resort's products, locked in id order (two imports never wait for each other in a cycle).
    const existing = await tx
      .select({ product: products, merchant: { key: merchants.key } })
      .from(products)
      .innerJoin(merchants, eq(merchants.id, products.merchantId))
      .where(eq(products.resort, s.resort))
      .orderBy(asc(products.id))
      .for('update', { of: products });
    const byKey = new Map(existing.map((e) => [e.product.key, e]));
    // Every mistake of the file at once: the schema's, then the resort's (merchants, types, slots).
    const late = problems;
    for (const { line, request } of parsed) {
      if (!merchantByKey.has(request.merchant))
        late.push({ line, column: 'merchant', message: `no merchant "${request.merchant}" in this resort` });
      const current = byKey.get(request.key);
      if (current && current.product.type !== request.type)
        late.push({ line, column: 'type', message: `cannot change: "${request.key}" is a ${current.product.type} product` });
      if (current)
        await checkDated(tx, current.product, request.dated).catch((err: Error) =>
          late.push({ line, column: 'dated', message: err.message.replace(/^body\.dated: /, '') }),
        );
    }
    if (late.length) throw new ImportRefused(sorted(late));

    const done: CatalogueImportResponse = { created: [], updated: [], unchanged: [] };
    for (const { request } of parsed) {
      const merchant = merchantByKey.get(request.merchant) as { id: number; key: string };
      const current = byKey.get(request.key);
      if (!current) {
        await insertProduct(tx, staff, s, request, merchant, 'import');
        done.created.push(request.key);
        continue;
      }
      const changed = await applyChange(
        tx,
        staff,
        current,
        {
          set: {
            merchantId: merchant.id,
            name: request.name,
            description: request.description,
            dated: request.dated,
            hidden: request.hidden,
            attributes: request.attributes,
            pricing: request.pricing,
          },
          merchantKey: merchant.key,
        },
        'import',
      );
      (changed ? done.updated : done.unchanged).push(request.key);
    }
    return done;
  });
}

const sorted = (problems: CsvProblemView[]) =>
  [...problems].sort(
    (a, b) => a.line - b.line || CATALOGUE_CSV_COLUMNS.indexOf(a.column as never) - CATALOGUE_CSV_COLUMNS.indexOf(b.column as never),
  );
