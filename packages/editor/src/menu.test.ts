import type { MenuItem } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { addSub, cleanMenu, moveAt, moveSub, removeSub, renameSub, spotKey, spotOfField, validateMenu } from './menu';

const menu = (): MenuItem[] => [
  {
    name: 'lessons',
    title: 'Cours de ski',
    shortTitle: 'Cours',
    path: '/cours/',
    subs: [
      { name: 'kids', title: 'Enfants', path: '/cours/enfants/' },
      { name: 'adults', title: 'Adultes', path: '/cours/adultes/', subs: [{ name: 'deep', title: 'Profond', path: '/p/' }] },
      { name: 'private', title: 'Particuliers', path: '/cours/particuliers/' },
    ],
  },
  { name: 'contact', title: 'Contact', path: '/contact/' },
];
const subNames = (items: MenuItem[], i = 0) => (items[i]!.subs ?? []).map((s) => s.name);

describe('menu operations', () => {
  it('moves an entry by one place and refuses to leave the list', () => {
    expect(moveAt(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveAt(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    const list = ['a', 'b'];
    expect(moveAt(list, 0, -1)).toBe(list);
    expect(moveAt(list, 1, 1)).toBe(list);
    expect(moveAt(list, 5, -1)).toBe(list);
  });

  it('adds a sub-item at the end of its parent, creating the list when the item had none', () => {
    const items = menu();
    const added = addSub(items, 1, { name: 'map', title: 'Plan', path: '/plan/' });
    expect(added[1]!.subs).toEqual([{ name: 'map', title: 'Plan', path: '/plan/' }]);
    expect(subNames(addSub(items, 0, { name: 'x', title: 'X', path: '/x/' }))).toEqual(['kids', 'adults', 'private', 'x']);
    expect(items[1]!.subs).toBeUndefined();
  });

  it('renames, moves and removes a sub-item within its parent only, keeping its deeper levels', () => {
    const items = menu();
    const renamed = renameSub(items, 0, 1, 'Adultes débutants');
    expect(renamed[0]!.subs![1]).toEqual({ ...items[0]!.subs![1], title: 'Adultes débutants' });
    expect(renamed[0]!.shortTitle).toBe('Cours');

    expect(subNames(moveSub(items, 0, 2, -1))).toEqual(['kids', 'private', 'adults']);
    expect(subNames(moveSub(items, 0, 0, 1))).toEqual(['adults', 'kids', 'private']);
    expect(subNames(moveSub(items, 0, 0, -1))).toEqual(['kids', 'adults', 'private']);
    expect(moveSub(items, 0, 0, 1)[0]!.subs![0]!.subs).toEqual([{ name: 'deep', title: 'Profond', path: '/p/' }]);

    expect(subNames(removeSub(items, 0, 1))).toEqual(['kids', 'private']);
    expect(removeSub(items, 0, 1)[1]).toBe(items[1]);
    // The input is never changed.
    expect(items).toEqual(menu());
  });

  it('finds blank labels of items (their short title when they have one) and of sub-items', () => {
    expect(validateMenu(menu())).toEqual([]);
    const items = renameSub(menu(), 0, 2, '  ');
    items[0] = { ...items[0]!, shortTitle: ' ' };
    items[1] = { ...items[1]!, title: '' };
    expect(validateMenu(items)).toEqual([
      { item: 0, field: 'title', code: 'required' },
      { item: 0, sub: 2, field: 'title', code: 'required' },
      { item: 1, field: 'title', code: 'required' },
    ]);
  });

  it('trims labels before saving', () => {
    const items = renameSub(menu(), 0, 0, '  Enfants 3-6 ans ');
    items[0] = { ...items[0]!, shortTitle: ' Leçons ' };
    const clean = cleanMenu(items);
    expect(clean[0]).toMatchObject({ title: 'Cours de ski', shortTitle: 'Leçons' });
    expect(clean[0]!.subs![0]!.title).toBe('Enfants 3-6 ans');
    expect(clean[0]!.subs![1]!.subs).toEqual(menu()[0]!.subs![1]!.subs);
    expect(clean[1]).toEqual(menu()[1]);
  });

  it('reads the field a server 400 names, to show its message next to that field', () => {
    expect(spotOfField('body.main.0.subs.1.path')).toEqual({ item: 0, sub: 1, field: 'path' });
    expect(spotOfField('body.main.3.title')).toEqual({ item: 3, field: 'title' });
    expect(spotOfField('body.main.2.shortTitle')).toEqual({ item: 2, field: 'title' });
    expect(spotKey(spotOfField('body.main.0.subs.1.title')!)).toBe(spotKey({ item: 0, sub: 1, field: 'title' }));
    expect(spotKey({ item: 0, field: 'title' })).not.toBe(spotKey({ item: 0, sub: 0, field: 'title' }));
    for (const other of [undefined, 'body.main', 'body.baseUpdatedAt', 'body.main.0.subs.1.subs.0.path', 'body.main.0.name']) {
      expect(spotOfField(other), String(other)).toBeNull();
    }
  });
});
