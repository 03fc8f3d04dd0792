import type { MyLesson } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { findOrder } from './findOrder';

const lesson = (day: string, numbers: string[]) =>
  ({
    key: `g1:${day}`,
    day,
    children: numbers.map((orderNumber, i) => ({ orderNumber, orderLineId: i + 1, participant: 0, firstName: 'A', lastName: `B${i}` })),
  }) as unknown as MyLesson;

describe('findOrder', () => {
  const lessons = [lesson('2027-01-04', ['VN-27-AAAA-0001', 'VN-27-BBBB-0002']), lesson('2027-01-05', ['VN-27-AAAA-0001'])];

  it('finds the order’s children in the lessons of the day only, whatever the case and spaces typed', () => {
    const found = findOrder('  vn 27 aaaa 0001 ', lessons, '2027-01-04');
    expect(found.kind === 'found' && found.matches.map((x) => [x.lesson.day, x.child.orderNumber])).toEqual([
      ['2027-01-04', 'VN-27-AAAA-0001'],
    ]);
  });

  it('reads the order number of a booking pass’s code', () => {
    const found = findOrder('SV1.val-neige.VN-27-BBBB-0002.3.abcdefghijklmnopqrstuv', lessons, '2027-01-04');
    expect(found.kind === 'found' && found.number).toBe('VN-27-BBBB-0002');
  });

  it('says none, empty or malformed', () => {
    expect(findOrder('VN-27-BBBB-0002', lessons, '2027-01-05')).toEqual({ kind: 'none', number: 'VN-27-BBBB-0002' });
    expect(findOrder('   ', lessons, '2027-01-04')).toEqual({ kind: 'empty' });
    expect(findOrder('bonjour', lessons, '2027-01-04')).toEqual({ kind: 'malformed' });
    expect(findOrder('SV1.', lessons, '2027-01-04')).toEqual({ kind: 'malformed' });
  });
  it('says a cancelled or refunded order so, in place of "none"', () => {
    const cancelled = [{ orderNumber: 'VN-27-CCCC-0003', on: '2027-01-02', refunded: true }];
    expect(findOrder('vn 27 cccc 0003', lessons, '2027-01-04', cancelled)).toEqual({
      kind: 'cancelled',
      number: 'VN-27-CCCC-0003',
      on: '2027-01-02',
      refunded: true,
    });
    expect(findOrder('VN-27-DDDD-0004', lessons, '2027-01-04', cancelled)).toEqual({ kind: 'none', number: 'VN-27-DDDD-0004' });
  });
});
