import type { AvailabilityStatus, RefusalReason } from '@schuss/contracts';

/**
 * The rules of who may teach a lesson (issue 31), pure: the planning service checks them under lock, the proposal
 * applies them to a whole day, the bench times them.
 */

/** A lesson as the rules read it. */
export type Need = {
  key: string;
  day: string;
  /** HH:MM. */
  start: string;
  end: string;
  discipline: string | null;
  /** Levels the instructor must be allowed to teach (the group's; a private lesson's participants'). */
  levels: string[];
  /** The language a private lesson is given in; null for a group. */
  language: string | null;
  /** A group's id: the same instructor all week is the proposal's last criterion. */
  groupId: number | null;
};

export type Teacher = {
  id: number;
  archived: boolean;
  disciplines: { discipline: string; levels: string[] }[];
  languages: string[];
  /** `<day>|am`, `<day>|pm` → status. */
  availability: Map<string, AvailabilityStatus>;
};

/** A lesson already given to an instructor (its times, to refuse a second place at once). */
export type Held = { instructorId: number; key: string; day: string; start: string; end: string; minutes: number; groupId: number | null };

/** The half-days a lesson covers: the morning before noon, the afternoon after. */
export const halvesOf = (n: Pick<Need, 'start' | 'end'>): ('am' | 'pm')[] => [
  ...(n.start < '12:00' ? (['am'] as const) : []),
  ...(n.end > '12:00' ? (['pm'] as const) : []),
];

/** What an instructor may work: available, or on call (the office calls them in). */
const WORKS = new Set<AvailabilityStatus>(['available', 'on_call']);

export const minutesOf = (n: Pick<Need, 'start' | 'end'>) => {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return m(n.end) - m(n.start);
};

/** Why `t` may not teach `n` by their profile and availability (null: they may), times elsewhere aside. */
export function refusalOf(t: Teacher, n: Need): RefusalReason | null {
  if (t.archived) return 'archived';
  if (n.discipline) {
    const d = t.disciplines.find((x) => x.discipline === n.discipline);
    if (!d) return 'discipline';
    if (n.levels.some((l) => !d.levels.includes(l))) return 'level';
  }
  if (n.language && !t.languages.includes(n.language)) return 'language';
  if (halvesOf(n).some((h) => !WORKS.has(t.availability.get(`${n.day}|${h}`) as AvailabilityStatus))) return 'unavailable';
  return null;
}

/** The lesson `t` already teaches at the same time as `n` (another one), if any. */
export const clashOf = (held: readonly Held[], instructorId: number, n: Pick<Need, 'key' | 'day' | 'start' | 'end'>) =>
  held.find((h) => h.instructorId === instructorId && h.key !== n.key && h.day === n.day && h.start < n.end && h.end > n.start);

/**
 * Fills the lessons without an instructor (`open`): the most constrained first (fewest instructors who may teach
 * them, then the earliest); for each, among the instructors qualified, available and free then — the fewest minutes
 * already taught in the period (by the hour, so a few minutes do not outweigh the rest), then the one who has this
 * group on another day (continuity), then the least versatile (keeping those who can teach more for the lessons only
 * they can), then the lowest id: the same input always gives the same proposal. Answers the new assignments and the
 * lessons left.
 */
export function proposeDay(
  open: readonly Need[],
  teachers: readonly Teacher[],
  held: readonly Held[],
): { assigned: { key: string; instructorId: number }[]; left: string[] } {
  const taken = [...held];
  const minutes = new Map<number, number>();
  for (const h of held) minutes.set(h.instructorId, (minutes.get(h.instructorId) ?? 0) + h.minutes);
  const qualified = new Map(open.map((n) => [n.key, teachers.filter((t) => refusalOf(t, n) === null)]));
  const order = [...open].sort(
    (a, b) =>
      (qualified.get(a.key)?.length ?? 0) - (qualified.get(b.key)?.length ?? 0) ||
      a.start.localeCompare(b.start) ||
      a.key.localeCompare(b.key),
  );
  const breadth = (t: Teacher) => t.disciplines.reduce((n, d) => n + d.levels.length, 0) + t.languages.length;
  const assigned: { key: string; instructorId: number }[] = [];
  const left: string[] = [];
  for (const n of order) {
    const free = (qualified.get(n.key) ?? []).filter((t) => !clashOf(taken, t.id, n));
    const keyOf = (t: Teacher) =>
      [
        Math.floor((minutes.get(t.id) ?? 0) / 60),
        n.groupId !== null && taken.some((h) => h.instructorId === t.id && h.groupId === n.groupId) ? 0 : 1,
        breadth(t),
        t.id,
      ] as const;
    const best = free
      .map((t) => ({ t, k: keyOf(t) }))
      .sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.k[2] - b.k[2] || a.k[3] - b.k[3])[0]?.t;
    if (!best) {
      left.push(n.key);
      continue;
    }
    const m = minutesOf(n);
    taken.push({ instructorId: best.id, key: n.key, day: n.day, start: n.start, end: n.end, minutes: m, groupId: n.groupId });
    minutes.set(best.id, (minutes.get(best.id) ?? 0) + m);
    assigned.push({ key: n.key, instructorId: best.id });
  }
  return { assigned, left: left.sort() };
}
