/**
 * CSV for spreadsheets of French schools (issue 13): UTF-8 with a byte-order mark (so Excel reads
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
  return CSV_BOM + [header, ...rows].map((r) => r.map(field).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

/** Cents as a French or English decimal amount without currency sign (`1234,50` / `1234.50`), for spreadsheets to sum. */
export function csvAmount(cents: number, lang: string): string {
  const s = (cents / 100).toFixed(2);
  return lang === 'fr' ? s.replace('.', ',') : s;
}
