import type { MenuItem } from '@schuss/contracts';

/**
 * Pure operations of the main-menu dialog on its items and their sub-items (`subs`), so the
 * dialog only renders: every function returns a new list and never changes its input.
 */

/** Swaps entry `i` with its neighbour `i + d`; the same list when that would leave the list. */
export function moveAt<T>(list: T[], i: number, d: -1 | 1): T[] {
  const j = i + d;
  if (i < 0 || i >= list.length || j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

const withSubs = (items: MenuItem[], i: number, change: (subs: MenuItem[]) => MenuItem[]) =>
  items.map((item, k) => (k === i ? { ...item, subs: change(item.subs ?? []) } : item));

export const addSub = (items: MenuItem[], i: number, sub: MenuItem) => withSubs(items, i, (subs) => [...subs, sub]);

/** Sub-items are shown by their title in the mega-menu's panels (the short title is for the top bar). */
export const renameSub = (items: MenuItem[], i: number, j: number, title: string) =>
  withSubs(items, i, (subs) => subs.map((s, k) => (k === j ? { ...s, title } : s)));

export const moveSub = (items: MenuItem[], i: number, j: number, d: -1 | 1) => withSubs(items, i, (subs) => moveAt(subs, j, d));

export const removeSub = (items: MenuItem[], i: number, j: number) => withSubs(items, i, (subs) => subs.filter((_, k) => k !== j));

/** The label a top-level item shows on the site: its short title when it has one, else its title. */
export const labelOf = (item: MenuItem) => item.shortTitle ?? item.title;

/** Where a problem is: item `item` (0-based), or its sub-item `sub`; `field` is the part at fault. */
export type MenuSpot = { item: number; sub?: number; field: 'title' | 'path' };
export type MenuIssue = MenuSpot & { code: 'required' };

/** Blank labels, of items and of sub-items (the site would show an empty link). */
export function validateMenu(items: MenuItem[]): MenuIssue[] {
  const issues: MenuIssue[] = [];
  items.forEach((item, i) => {
    if (!labelOf(item).trim()) issues.push({ item: i, field: 'title', code: 'required' });
    (item.subs ?? []).forEach((s, j) => {
      if (!s.title.trim()) issues.push({ item: i, sub: j, field: 'title', code: 'required' });
    });
  });
  return issues;
}

/** The menu as saved: labels trimmed (sub-items' deeper levels are kept as they are). */
export function cleanMenu(items: MenuItem[]): MenuItem[] {
  return items.map((x) => {
    const title = x.title.trim() || x.name;
    const item: MenuItem = { ...x, title };
    if (x.shortTitle !== undefined) item.shortTitle = x.shortTitle.trim() || title;
    if (x.subs) item.subs = x.subs.map((s) => ({ ...s, title: s.title.trim() || s.name }));
    return item;
  });
}

/**
 * The spot a 400 of `PUT /api/admin/menus` names (`body.main.0.subs.1.path`), to show its
 * message next to that field; null for anything else (a deeper level, the technical name).
 */
export function spotOfField(field: string | undefined): MenuSpot | null {
  const m = /^body\.main\.(\d+)(?:\.subs\.(\d+))?\.(title|shortTitle|path)$/.exec(field ?? '');
  if (!m) return null;
  const spot: MenuSpot = { item: Number(m[1]), field: m[3] === 'path' ? 'path' : 'title' };
  if (m[2] !== undefined) spot.sub = Number(m[2]);
  return spot;
}

export const spotKey = (s: MenuSpot) => `${s.item}.${s.sub ?? '-'}.${s.field}`;
