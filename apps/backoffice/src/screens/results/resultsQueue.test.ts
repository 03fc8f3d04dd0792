// @vitest-environment happy-dom
import type { ResultInput } from '@schuss/contracts';
import { ResultInput as ResultInputSchema } from '@schuss/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { newResultKey, queueKey, readQueue, withEntry, withoutKeys, writeQueue } from './resultsQueue';

const entry = (participant: number, key: string): ResultInput => ({
  orderLineId: 11,
  participant,
  outcome: 'passed',
  advisedLevel: null,
  comment: null,
  key,
  recordedAt: '2027-02-17T09:00:00.000Z',
});

describe('the phone’s queue of results', () => {
  afterEach(() => localStorage.clear());

  it('makes keys the platform accepts, each one new', () => {
    const keys = Array.from({ length: 50 }, newResultKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) expect(ResultInputSchema.safeParse(entry(0, key)).success).toBe(true);
  });

  it('keeps one waiting entry per child, the newest, and takes out the answered ones', () => {
    const queue = withEntry(withEntry(withEntry([], entry(0, 'a'.repeat(16))), entry(1, 'b'.repeat(16))), entry(0, 'c'.repeat(16)));
    expect(queue.map((e) => e.key)).toEqual(['b'.repeat(16), 'c'.repeat(16)]);
    expect(withoutKeys(queue, ['b'.repeat(16)]).map((e) => e.key)).toEqual(['c'.repeat(16)]);
  });

  it('survives in localStorage, and reads nothing from a damaged one', () => {
    expect(writeQueue(7, [entry(0, 'a'.repeat(16))])).toBe(true);
    expect(readQueue(7)).toEqual([entry(0, 'a'.repeat(16))]);
    writeQueue(7, []);
    expect(localStorage.getItem(queueKey(7))).toBeNull();
    localStorage.setItem(queueKey(7), '{not json');
    expect(readQueue(7)).toEqual([]);
    localStorage.setItem(queueKey(7), JSON.stringify([{ nope: 1 }, entry(1, 'b'.repeat(16))]));
    expect(readQueue(7)).toEqual([entry(1, 'b'.repeat(16))]);
  });
});
