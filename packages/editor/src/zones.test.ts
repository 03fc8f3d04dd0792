import type { Zones } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { addRichText, moveSection, newSectionId, removeSection, setDateRanges, setHtml } from './zones';

const zones = (): Zones => ({
  content: [
    { id: 's1', type: 'hero', props: { title: 'Hero' } },
    { id: 's2', type: 'richText', html: '<p>Deux</p>' },
    {
      id: 's3',
      type: 'richText',
      html: '<p>Trois</p>',
      dateRanges: [{ from: '2020-01-01T00:00:00.000Z', to: '2020-02-01T00:00:00.000Z' }],
    },
  ],
  aside: [{ id: 'a1', type: 'richText', html: '<p>A</p>' }],
});
const ids = (z: Zones, zone = 'content') => z[zone]!.map((s) => s.id);

describe('zone operations', () => {
  it('add a rich-text section at the end or at a place, with an id unique in the page; other zones untouched', () => {
    const before = zones();
    const end = addRichText(before, 'content');
    expect(ids(end.zones)).toEqual(['s1', 's2', 's3', end.id]);
    expect(end.zones.content!.at(-1)).toEqual({ id: end.id, type: 'richText', html: '<p></p>' });
    expect(end.zones.aside).toBe(before.aside);
    expect(before.content).toHaveLength(3); // not mutated
    const first = addRichText(before, 'content', 0);
    expect(ids(first.zones)[0]).toBe(first.id);
    const fresh = addRichText(before, 'footer');
    expect(ids(fresh.zones, 'footer')).toEqual([fresh.id]);
  });

  it('new ids never collide, even when the random source repeats', () => {
    let n = 0;
    const seq = [0.5, 0.5, 0.25];
    const random = () => seq[n++ % seq.length]!;
    const a = newSectionId([], random);
    const b = newSectionId([a], random);
    expect(b).not.toBe(a);
    expect(a).toMatch(/^n[0-9a-z]{5}$/);
  });

  it('remove and move (up, down, nothing at either end)', () => {
    const z = zones();
    expect(ids(removeSection(z, 'content', 's2'))).toEqual(['s1', 's3']);
    expect(removeSection(z, 'nowhere', 's2')).toBe(z);
    expect(ids(moveSection(z, 'content', 's2', -1))).toEqual(['s2', 's1', 's3']);
    expect(ids(moveSection(z, 'content', 's2', 1))).toEqual(['s1', 's3', 's2']);
    expect(moveSection(z, 'content', 's1', -1)).toBe(z);
    expect(moveSection(z, 'content', 's3', 1)).toBe(z);
    expect(moveSection(z, 'content', 'zz', 1)).toBe(z);
  });

  it('set the HTML of a rich-text section only', () => {
    const z = setHtml(zones(), 'content', 's2', '<p>Nouveau</p>');
    expect(z.content![1]).toEqual({ id: 's2', type: 'richText', html: '<p>Nouveau</p>' });
    const hero = setHtml(zones(), 'content', 's1', '<p>x</p>');
    expect(hero.content![0]).toEqual(zones().content![0]);
  });

  it('set and clear date ranges', () => {
    const r = [{ from: '2030-01-01T00:00:00.000Z', to: '2030-02-01T00:00:00.000Z' }];
    const z = setDateRanges(zones(), 'content', 's2', r);
    expect(z.content![1]!.dateRanges).toEqual(r);
    const cleared = setDateRanges(zones(), 'content', 's3', []);
    expect('dateRanges' in cleared.content![2]!).toBe(false);
  });
});
