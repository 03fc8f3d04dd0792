import { type MyLesson, type MyLessonChild, readScanEntry } from '@schuss/contracts';

export type OrderMatch = { lesson: MyLesson; child: MyLessonChild };
export type OrderSearch =
  | { kind: 'empty' }
  | { kind: 'malformed' }
  | { kind: 'found'; number: string; matches: OrderMatch[] }
  | { kind: 'none'; number: string }
  | { kind: 'cancelled'; number: string; on: string; refunded: boolean };

/**
 * The order an instructor typed or scanned at the meeting point, by the shared rule (`readScanEntry`: an order number,
 * upper-cased, spaces read as dashes, or a booking pass's code `SV1.<site>.<number>.…`), and its children in the
 * lessons of `day` — looked up among the lessons the instructor already sees (the platform checks the check-in itself).
 */
export function findOrder(
  text: string,
  lessons: MyLesson[],
  day: string,
  cancelled: { orderNumber: string; on: string; refunded: boolean }[] = [],
): OrderSearch {
  if (!text.trim()) return { kind: 'empty' };
  const entry = readScanEntry(text);
  const number = entry?.kind === 'number' ? entry.number : entry?.kind === 'code' ? entry.code.split('.')[2]?.toUpperCase() : undefined;
  if (!number) return { kind: 'malformed' };
  const matches = lessons
    .filter((l) => l.day === day)
    .flatMap((lesson) => lesson.children.filter((c) => c.orderNumber.toUpperCase() === number).map((child) => ({ lesson, child })));
  if (matches.length) return { kind: 'found', number, matches };
  // A cancelled (or refunded) order is said so in words, not as "not found".
  const gone = cancelled.find((c) => c.orderNumber.toUpperCase() === number);
  return gone ? { kind: 'cancelled', number, on: gone.on, refunded: gone.refunded } : { kind: 'none', number };
}
