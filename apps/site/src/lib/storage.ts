/**
 * The one typed storage module (docs/spec.md §3): the sessionStorage and localStorage keys and their
 * types are the browser contract (`SessionKeys`, `LocalKeys` of @schuss/contracts/api, shared with
 * the widget and the editing tool). Values are stored as JSON (plain strings for the keys in
 * `RAW_STRING_KEYS`, so that other code reading them raw keeps working). Never throws: when
 * storage is unavailable (server rendering, private mode, quota, blocked cookies) reads give
 * `null` and writes are dropped.
 *
 *   storage.session.get('cartId')              // string | null
 *   storage.local.set('businessProvider', { id: '1234', exp: Date.now() + 30 * DAY })
 *   storage.local.remove('gescoReferral')
 */
import { type LocalKeys, RAW_STRING_KEYS, type SessionKeys } from '@schuss/contracts/api';

/** The subset of the Web Storage API used here (lets tests pass a fake). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TypedStorage<K extends Record<string, unknown>> = {
  get<Key extends keyof K & string>(key: Key): K[Key] | null;
  set<Key extends keyof K & string>(key: Key, value: K[Key]): void;
  remove(key: keyof K & string): void;
};

/**
 * A typed view of a storage area. `area` is resolved on every call (a function), so the
 * module can be imported on the server and the storage looked up only in the browser.
 */
export function typedStorage<K extends Record<string, unknown>>(area: () => StorageLike | null | undefined): TypedStorage<K> {
  const safeArea = (): StorageLike | null => {
    try {
      return area() ?? null;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        const raw = safeArea()?.getItem(key);
        if (raw === null || raw === undefined) return null;
        if (RAW_STRING_KEYS.has(key)) return raw as K[typeof key];
        try {
          return JSON.parse(raw) as K[typeof key];
        } catch {
          return null;
        }
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const s = safeArea();
        if (!s) return;
        if (value === null || value === undefined) s.removeItem(key);
        else s.setItem(key, RAW_STRING_KEYS.has(key) && typeof value === 'string' ? value : JSON.stringify(value));
      } catch {
        // Quota exceeded or storage blocked: the value is simply not kept.
      }
    },
    remove(key) {
      try {
        safeArea()?.removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

const browserArea = (name: 'localStorage' | 'sessionStorage') => (): StorageLike | null =>
  typeof window === 'undefined' ? null : window[name];

export const storage = {
  session: typedStorage<SessionKeys>(browserArea('sessionStorage')),
  local: typedStorage<LocalKeys>(browserArea('localStorage')),
};

/** An in-memory storage area (for tests and for code that needs a throwaway area). */
export function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}
