import type { PageMeta, Zones } from '@schuss/contracts';

/**
 * A copy of the edits not yet saved, kept in the tab's sessionStorage, so that nothing is lost
 * when the page goes away before the autosave (reload, crash, session ended): the next mount on
 * the same page offers to take them back.
 */
export type Backup = { baseVersion: number | null; zones: Zones; meta: PageMeta; at: string };

type Ref = { site: string; lang: string; path: string };
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const backupKey = (ref: Ref) => `schuss-cms:unsaved:${ref.site}:${ref.lang}:${ref.path}`;

const store = (): Store | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export function writeBackup(ref: Ref, b: Backup, s: Store | null = store()) {
  try {
    s?.setItem(backupKey(ref), JSON.stringify(b));
  } catch {
    // Full or unavailable storage: the autosave is the main safety net.
  }
}

export function clearBackup(ref: Ref, s: Store | null = store()) {
  try {
    s?.removeItem(backupKey(ref));
  } catch {}
}

/** The unsaved edits of this page, if any and if they differ from what the platform has. */
export function readBackup(ref: Ref, current: { zones: Zones; meta: PageMeta }, s: Store | null = store()): Backup | null {
  let raw: string | null = null;
  try {
    raw = s?.getItem(backupKey(ref)) ?? null;
  } catch {}
  if (!raw) return null;
  try {
    const b = JSON.parse(raw) as Backup;
    if (!b || typeof b !== 'object' || !b.zones || !b.meta || typeof b.at !== 'string') return null;
    if (JSON.stringify(b.zones) === JSON.stringify(current.zones) && JSON.stringify(b.meta) === JSON.stringify(current.meta)) return null;
    return b;
  } catch {
    return null;
  }
}
