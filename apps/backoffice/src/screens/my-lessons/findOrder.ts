import { type MyLesson, type MyLessonChild, readScanEntry } from '@schuss/contracts';

export type OrderMatch = { lesson: MyLesson; child: MyLessonChild };
export type OrderSearch =
  | { kind: 'empty' }
  | { kind: 'malformed' }
  | { kind: 'found'; number: string; matches: OrderMatch[] }
  | { kind: 'none'; number: string };

/**
 * The order an instructor typed or scanned at the meeting point, by the shared rule (`readScanEntry`: an order number,
 * upper-cased, spaces read as dashes, or a booking pass's code `SV1.<site>.<number>.…`), and its children in the
 * lessons of `day` — looked up among the lessons the instructor already sees (the platform checks the check-in itself).
 */
export function findOrder(text: string, lessons: MyLesson[], day: string): OrderSearch {
  if (!text.trim()) return { kind: 'empty' };
  const entry = readScanEntry(text);
  const number = entry?.kind === 'number' ? entry.number : entry?.kind === 'code' ? entry.code.split('.')[2]?.toUpperCase() : undefined;
  if (!number) return { kind: 'malformed' };
  const matches = lessons
    .filter((l) => l.day === day)
    .flatMap((lesson) => lesson.children.filter((c) => c.orderNumber.toUpperCase() === number).map((child) => ({ lesson, child })));
  return matches.length ? { kind: 'found', number, matches } : { kind: 'none', number };
}
