import type { FastifyReply } from 'fastify';

/**
 * CSV for spreadsheets of French schools: UTF-8 with a byte-order mark (so Excel reads
 * the accents), `;` between fields (the comma is the French decimal separator), CRLF line ends.
 * A field with `;`, a quote or a line break is quoted; a field starting with `=`, `+`, `-` or `@`
 * is prefixed with `'` so a spreadsheet never runs it as a formula (CSV injection).
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

export type CsvValue = string | number | null | undefined;

function field(v: CsvValue): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A CSV document: a header row, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${CSV_BOM + [header, ...rows].map((r) => r.map(field).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}

/** Cents as a French or English decimal amount without currency sign (`1234,50` / `1234.50`), for spreadsheets to sum. */
export function csvAmount(cents: number, lang: string): string {
  const s = (cents / 100).toFixed(2);
  return lang === 'fr' ? s.replace('.', ',') : s;
}

/** A row read from a CSV file, with the line it starts on in the file (1 = the header). */
export type CsvRow = { line: number; cells: string[] };

/** A mistake in an imported CSV file, named by its line and column (the header's name). */
export type CsvProblem = { line: number; column: string | null; message: string };

/**
 * Reads a CSV file as exported here or by a spreadsheet: an optional BOM, `;` or `,` between
 * fields (whichever the header line uses), quoted fields with `""` and line breaks, CRLF or LF.
 * A leading `'` written by `toCsv` to defuse a formula is removed. Blank lines are skipped.
 * An unterminated quote is reported on the line where it opens.
 */
export function parseCsv(text: string): { header: string[]; rows: CsvRow[]; problems: CsvProblem[] } {
  const src = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  const sep = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: CsvRow[] = [];
  const problems: CsvProblem[] = [];
  let line = 1;
  let i = 0;
  while (i < src.length) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (;;) {
      const ch = src[i];
      if (quoted) {
        if (ch === undefined) {
          problems.push({ line: start, column: null, message: 'a quoted field is never closed' });
          break;
        }
        if (ch === '"' && src[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (ch === '"') {
          quoted = false;
          i++;
        } else {
          if (ch === '\n') line++;
          cell += ch;
          i++;
        }
        continue;
      }
      if (ch === undefined || ch === '\n' || (ch === '\r' && src[i + 1] === '\n')) {
        cells.push(unDefuse(cell));
        i += ch === '\r' ? 2 : ch === '\n' ? 1 : 0;
        line++;
        break;
      }
      if (ch === sep) {
        cells.push(unDefuse(cell));
        cell = '';
        i++;
      } else if (ch === '"' && cell === '') {
        quoted = true;
        i++;
      } else {
        cell += ch;
        i++;
      }
    }
    if (quoted) break;
    if (cells.some((c) => c.trim() !== '')) records.push({ line: start, cells });
  }
  const [head, ...rows] = records;
  return { header: (head?.cells ?? []).map((h) => h.trim()), rows, problems };
}

/** `toCsv` writes `'=…` for a text starting like a formula; reading gives the text back. */
const unDefuse = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** A CSV download: UTF-8 with BOM (the BOM is in the body), named for the save dialog. */
export function sendCsv(reply: FastifyReply, filename: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
