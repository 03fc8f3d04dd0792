import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, toCsv } from './csv';

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
