import { describe, expect, it } from 'vitest';
import { checkStay, localToday, parseStay, seasonStay, seasonWeek, seasonWeekOneMonday, seasonYear, validStay } from './stay';

const season = { start: '2026-12-12', end: '2027-04-18' };

describe('parseStay / validStay', () => {
  it('accepts YYYY-MM-DD dates with from ≤ to', () => {
    expect(parseStay('{"from":"2027-01-02","to":"2027-01-09"}')).toEqual({ from: '2027-01-02', to: '2027-01-09' });
    expect(parseStay({ from: '2027-01-02', to: '2027-01-02', extra: 1 })).toEqual({ from: '2027-01-02', to: '2027-01-02' });
    expect(validStay({ from: '2027-01-02', to: '2027-01-09' })).toBe(true);
  });
  it('refuses reversed, malformed, impossible or absent stays', () => {
    expect(parseStay('{"from":"2027-01-09","to":"2027-01-02"}')).toBeNull();
    expect(parseStay('{"from":"2027-1-2","to":"2027-01-09"}')).toBeNull();
    expect(parseStay('{"from":"2027-02-30","to":"2027-03-01"}')).toBeNull();
    expect(parseStay('not json')).toBeNull();
    expect(parseStay(null)).toBeNull();
    expect(parseStay('null')).toBeNull();
    expect(validStay({ from: '2027-01-02' })).toBe(false);
  });
  it('knows leap days', () => {
    expect(parseStay({ from: '2028-02-29', to: '2028-03-01' })).toEqual({ from: '2028-02-29', to: '2028-03-01' });
    expect(parseStay({ from: '2027-02-29', to: '2027-03-01' })).toBeNull();
    expect(checkStay('2027-02-29', '2027-03-01')).toBe('invalid');
  });
});

describe('checkStay', () => {
  it('reports the first problem', () => {
    expect(checkStay('', '2027-01-02', season)).toBe('required');
    expect(checkStay('2027-13-01', '2027-01-02', season)).toBe('invalid');
    expect(checkStay('2027-01-09', '2027-01-02', season)).toBe('order');
    expect(checkStay('2026-12-01', '2027-01-02', season)).toBe('season');
    expect(checkStay('2027-04-10', '2027-04-19', season)).toBe('season');
    expect(checkStay('2026-12-12', '2027-04-18', season)).toBeNull();
    expect(checkStay('2027-05-01', '2027-05-02')).toBeNull();
  });
});

describe('seasonStay', () => {
  it('starts at the season start before the season', () => {
    expect(seasonStay('2026-11-22', season)).toEqual({ from: '2026-12-12', to: '2027-04-18' });
  });
  it('starts today during the season', () => {
    expect(seasonStay('2027-02-03', season)).toEqual({ from: '2027-02-03', to: '2027-04-18' });
    expect(seasonStay('2026-12-12', season)).toEqual({ from: '2026-12-12', to: '2027-04-18' });
  });
});

describe('localToday', () => {
  it('formats the local calendar date', () => {
    expect(localToday(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});

describe('seasonWeek', () => {
  it('finds the Monday of week 1 on or before 25 December', () => {
    expect(seasonWeekOneMonday(2026)).toBe('2026-12-21'); // Friday 25th
    expect(seasonWeekOneMonday(2027)).toBe('2027-12-20'); // Saturday 25th
    expect(seasonWeekOneMonday(2028)).toBe('2028-12-25'); // Monday 25th
    expect(seasonWeekOneMonday(2022)).toBe('2022-12-19'); // Sunday 25th
  });
  it('puts January–April in the season that started the previous December', () => {
    expect(seasonYear('2027-01-04')).toBe(2026);
    expect(seasonYear('2027-04-30')).toBe(2026);
    expect(seasonYear('2027-05-01')).toBe(2027);
    expect(seasonYear('2026-12-01')).toBe(2026);
  });
  it.each([
    ['2026-12-21', 1], // Monday of the week of Friday 25 Dec 2026
    ['2026-12-25', 1],
    ['2026-12-27', 1], // Sunday
    ['2026-12-28', 2],
    ['2026-12-31', 2],
    ['2027-01-01', 2], // across the year boundary, same week
    ['2027-01-03', 2],
    ['2027-01-04', 3],
    ['2027-04-18', 17], // season end
    ['2026-12-20', 0], // Sunday before week 1
    ['2026-12-14', 0],
    ['2026-12-13', -1],
    ['2026-12-12', -1], // season start
    ['2027-12-25', 1], // Saturday: week 1 of the 2027 season (Monday 20 Dec)
    ['2027-12-20', 1],
    ['2027-12-19', 0],
    ['2028-01-02', 2], // Sunday, 2027 season
    ['2028-01-03', 3],
    ['2028-02-29', 11], // leap day
    ['2028-12-24', 0], // Sunday; 25 Dec 2028 is a Monday
    ['2028-12-25', 1],
    ['2028-12-31', 1],
    ['2029-01-01', 2],
    ['2022-12-19', 1], // 25 Dec 2022 is a Sunday: week 1 starts Monday 19
    ['2022-12-25', 1],
    ['2022-12-26', 2],
    ['2023-01-01', 2],
    ['2023-01-02', 3],
    ['2024-02-29', 10], // leap day; 25 Dec 2023 is a Monday
    ['2024-12-23', 1], // 25 Dec 2024 is a Wednesday
    ['2025-01-01', 2],
  ])('%s is week %i', (date, week) => {
    expect(seasonWeek(date)).toBe(week);
  });
  it('counts the off-season backwards towards the coming season', () => {
    expect(seasonWeek('2026-11-22')).toBe(-4);
    expect(seasonWeek('2026-12-07')).toBe(-1);
  });
  it('refuses malformed dates', () => {
    expect(() => seasonWeek('2027-02-30')).toThrow(RangeError);
  });
});
