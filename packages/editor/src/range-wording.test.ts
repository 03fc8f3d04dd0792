import { describe, expect, it } from 'vitest';
import { messages } from './i18n';
import { describeRanges, type OpenRange } from './range-wording';

// Local instants, as the dates dialog stores them (datetime-local fields, the editor's time zone).
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const NOW = new Date(2027, 0, 10);
const fr = (ranges: OpenRange[]) => describeRanges(ranges, messages('fr'), NOW);
const en = (ranges: OpenRange[]) => describeRanges(ranges, messages('en'), NOW);

const february = { from: at(2027, 2, 1), to: at(2027, 3, 1) }; // the end is excluded: up to 28 February included
const april = { from: at(2027, 4, 1, 8), to: at(2027, 4, 15, 18) };

describe('a section’s dates in words', () => {
  it('says one period from day to day, in French and English', () => {
    expect(fr([february])).toBe('Visible du 1er au 28 février');
    expect(en([february])).toBe('Visible from 1 to 28 February');
  });

  it('names both months when they differ, and the years when not this year or across two', () => {
    const winter = { from: at(2027, 12, 20), to: at(2028, 1, 6) };
    expect(fr([winter])).toBe('Visible du 20 décembre 2027 au 5 janvier 2028');
    expect(en([winter])).toBe('Visible from 20 December 2027 to 5 January 2028');
    const spring = { from: at(2027, 3, 20), to: at(2027, 4, 10, 12) };
    expect(fr([spring])).toBe('Visible du 20 mars au 10 avril');
    expect(en([{ from: at(2028, 3, 1), to: at(2028, 3, 8) }])).toBe('Visible from 1 to 7 March 2028');
  });

  it('says a single day as such', () => {
    expect(fr([{ from: at(2027, 2, 14, 8), to: at(2027, 2, 14, 18) }])).toBe('Visible le 14 février');
    expect(en([{ from: at(2027, 2, 14), to: at(2027, 2, 15) }])).toBe('Visible on 14 February');
  });

  it('joins several periods naturally', () => {
    expect(fr([february, april])).toBe('Visible du 1er au 28 février et du 1er au 15 avril');
    expect(en([february, april])).toBe('Visible from 1 to 28 February and from 1 to 15 April');
    const june = { from: at(2027, 6, 1), to: at(2027, 6, 2) };
    expect(fr([february, april, june])).toBe('Visible du 1er au 28 février, du 1er au 15 avril et le 1er juin');
    expect(en([february, april, june])).toBe('Visible from 1 to 28 February, from 1 to 15 April and on 1 June');
  });

  it('words open-ended periods', () => {
    expect(fr([{ from: at(2027, 2, 1) }])).toBe('Visible à partir du 1er février');
    expect(en([{ from: at(2027, 2, 1) }])).toBe('Visible from 1 February');
    expect(fr([{ to: at(2027, 3, 1) }])).toBe("Visible jusqu'au 28 février");
    expect(en([{ to: at(2027, 3, 1) }])).toBe('Visible until 28 February');
  });

  it('says nothing without a period', () => {
    expect(fr([])).toBe('');
  });
});
