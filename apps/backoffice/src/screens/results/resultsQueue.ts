/**
 * The phone's queue of results not yet taken by the platform (issue 30): kept in localStorage, so that a result entered
 * at the meeting point without signal survives a closed tab or a flat battery until it is sent. Each entry is the
 * ResultInput as it will be sent, its `key` made here: a retry of an entry the platform already applied is not applied
 * again (the platform lists it in `duplicates`).
 */
import type { ChildRef, ResultInput } from '@schuss/contracts';

export const queueKey = (slotId: number) => `schuss.results.${slotId}`;
export const childRef = (c: ChildRef) => `${c.orderLineId}-${c.participant}`;

/** A fresh key for one change (16–64 of [A-Za-z0-9_-]): 24 random letters and digits. */
export function newResultKey(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

const isEntry = (x: unknown): x is ResultInput =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as ResultInput).key === 'string' &&
  typeof (x as ResultInput).orderLineId === 'number' &&
  typeof (x as ResultInput).participant === 'number' &&
  typeof (x as ResultInput).outcome === 'string';

/** The entries waiting for this course, oldest first (none when storage is unreadable). */
export function readQueue(slotId: number): ResultInput[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(queueKey(slotId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps the entries in localStorage; false when the browser refuses (storage full or disabled): the screen then keeps
 * them in memory only, and says so by leaving them waiting.
 */
export function writeQueue(slotId: number, entries: ResultInput[]): boolean {
  try {
    if (entries.length === 0) localStorage.removeItem(queueKey(slotId));
    else localStorage.setItem(queueKey(slotId), JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

/** The queue with a new change. An older entry of the same child is replaced: the newer says all the child's result. */
export const withEntry = (entries: ResultInput[], entry: ResultInput): ResultInput[] => [
  ...entries.filter((e) => childRef(e) !== childRef(entry)),
  entry,
];

/** The queue without the entries the platform answered for (applied, duplicates or refused). */
export function withoutKeys(entries: ResultInput[], keys: Iterable<string>): ResultInput[] {
  const done = new Set(keys);
  return entries.filter((e) => !done.has(e.key));
}
