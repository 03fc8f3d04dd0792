import { describe, expect, it } from 'vitest';
import { februaryDay } from './fixtures';
import { type Held, halvesOf, type Need, proposeDay, refusalOf, type Teacher } from './rules';

const day = '2027-02-16';
const teacher = (id: number, over: Partial<Teacher> = {}): Teacher => ({
  id,
  archived: false,
  disciplines: [{ discipline: 'ski', levels: ['ourson', 'flocon', '1re-etoile'] }],
  languages: ['fr'],
  availability: new Map([
    [`${day}|am`, 'available'],
    [`${day}|pm`, 'available'],
  ]),
  ...over,
});
const lesson = (key: string, over: Partial<Need> = {}): Need => ({
  key,
  day,
  start: '09:15',
  end: '11:45',
  discipline: 'ski',
  levels: ['flocon'],
  language: null,
  groupId: null,
  ...over,
});

describe('who may teach a lesson', () => {
  it('a lesson covers the morning before noon and the afternoon after', () => {
    expect(halvesOf({ start: '09:15', end: '11:45' })).toEqual(['am']);
    expect(halvesOf({ start: '12:00', end: '13:00' })).toEqual(['pm']);
    expect(halvesOf({ start: '11:00', end: '13:00' })).toEqual(['am', 'pm']);
  });

  it('names the first reason: archived, discipline, level, language, then availability (on call works)', () => {
    expect(refusalOf(teacher(1, { archived: true }), lesson('a'))).toBe('archived');
    expect(refusalOf(teacher(1), lesson('a', { discipline: 'snowboard' }))).toBe('discipline');
    expect(refusalOf(teacher(1), lesson('a', { levels: ['3e-etoile'] }))).toBe('level');
    expect(refusalOf(teacher(1), lesson('a', { language: 'en' }))).toBe('language');
    expect(refusalOf(teacher(1, { availability: new Map([[`${day}|am`, 'holiday']]) }), lesson('a'))).toBe('unavailable');
    // Free in the morning only: an afternoon lesson is refused, not entered counts as not available.
    expect(
      refusalOf(teacher(1, { availability: new Map([[`${day}|am`, 'available']]) }), lesson('a', { start: '14:00', end: '16:00' })),
    ).toBe('unavailable');
    expect(refusalOf(teacher(1, { availability: new Map([[`${day}|am`, 'on_call']]) }), lesson('a'))).toBeNull();
  });
});

describe('the proposal of a day', () => {
  it('gives the most constrained lesson first, balances hours, and keeps a group’s instructor of the other days', () => {
    const anna = teacher(1, { disciplines: [{ discipline: 'ski', levels: ['flocon', '3e-etoile'] }] });
    const bruno = teacher(2);
    const chloe = teacher(3);
    // Bruno taught group 7 yesterday; Chloé has two hours already this week.
    const held: Held[] = [
      { instructorId: 2, key: 'g7:2027-02-15', day: '2027-02-15', start: '09:15', end: '11:45', minutes: 150, groupId: 7 },
      { instructorId: 3, key: 'p9:2027-02-15', day: '2027-02-15', start: '14:00', end: '16:00', minutes: 120, groupId: null },
    ];
    const open = [
      lesson(`g7:${day}`, { groupId: 7 }),
      lesson(`g8:${day}`, { levels: ['3e-etoile'], groupId: 8 }),
      lesson(`g9:${day}`, { groupId: 9 }),
    ];
    const { assigned, left } = proposeDay(open, [anna, bruno, chloe], held);
    expect(left).toEqual([]);
    expect(assigned).toEqual([
      // 3e Étoile: only Anna may teach it.
      { key: `g8:${day}`, instructorId: 1 },
      // Group 7: Bruno and Chloé both have two hours (by the hour), Bruno had it yesterday.
      { key: `g7:${day}`, instructorId: 2 },
      { key: `g9:${day}`, instructorId: 3 },
    ]);
  });

  it('leaves what nobody free may teach, and gives 400 lessons to 120 instructors the same way whatever their order', () => {
    const { assigned, left } = proposeDay([lesson('x', { levels: ['etoile-d-or'] })], [teacher(1)], []);
    expect([assigned, left]).toEqual([[], ['x']]);
    const big = februaryDay();
    const once = proposeDay(big.needs, big.teachers, []);
    const again = proposeDay([...big.needs].reverse(), [...big.teachers].reverse(), []);
    expect(again).toEqual(once);
    expect(once.assigned.length).toBeGreaterThan(100);
    // Never two lessons at once for anyone.
    const byKey = new Map(big.needs.map((n) => [n.key, n]));
    const mine = new Map<number, Need[]>();
    for (const a of once.assigned) mine.set(a.instructorId, [...(mine.get(a.instructorId) ?? []), byKey.get(a.key) as Need]);
    for (const list of mine.values())
      for (const a of list) for (const b of list) if (a !== b) expect(a.start < b.end && a.end > b.start, `${a.key} ${b.key}`).toBe(false);
  });
});
