import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, parseCsv, toCsv } from './csv';

describe('CSV for spreadsheets', () => {
  it('starts with a BOM, separates with ; and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe(`${CSV_BOM}a;b\r\n1;x\r\n`);
  });
  it('quotes fields with ; quotes or line breaks', () => {
    expect(toCsv(['n'], [['Dupont; Marie'], ['dit "Mimi"'], ['a\nb']])).toBe(
      `${CSV_BOM}n\r\n"Dupont; Marie"\r\n"dit ""Mimi"""\r\na\nb\r\n`.replace('a\nb', '"a\nb"'),
    );
  });
  it('defuses formulas in text fields but not numbers', () => {
    expect(toCsv(['x'], [['=HYPERLINK("x")'], [-5], ['+33 6']])).toBe(`${CSV_BOM}x\r\n"'=HYPERLINK(""x"")"\r\n-5\r\n'+33 6\r\n`);
  });
  it('writes amounts with the decimal separator of the language', () => {
    expect(csvAmount(123450, 'fr')).toBe('1234,50');
    expect(csvAmount(-5, 'en')).toBe('-0.05');
  });
});

describe('parseCsv: files from toCsv or a spreadsheet', () => {
  it('reads back what toCsv wrote, with the line of each row', () => {
    const text = toCsv(
      ['key', 'name', 'price'],
      [
        ['a', 'Cours; "collectif"', '12,50'],
        ['b', '=SUM(A1)', 'x\ny'],
      ],
    );
    const { header, rows, problems } = parseCsv(text);
    expect(problems).toEqual([]);
    expect(header).toEqual(['key', 'name', 'price']);
    expect(rows).toEqual([
      { line: 2, cells: ['a', 'Cours; "collectif"', '12,50'] },
      { line: 3, cells: ['b', '=SUM(A1)', 'x\ny'] },
    ]);
  });

  it('takes commas when the header uses them, LF line ends and blank lines', () => {
    const { header, rows } = parseCsv('key,name\n\na,"b, c"\n');
    expect(header).toEqual(['key', 'name']);
    expect(rows).toEqual([{ line: 3, cells: ['a', 'b, c'] }]);
  });

  it('names the line of a quote never closed', () => {
    const { problems } = parseCsv('key;name\r\na;b\r\nc;"open\r\n');
    expect(problems).toEqual([{ line: 3, column: null, message: 'a quoted field is never closed' }]);
  });
});
