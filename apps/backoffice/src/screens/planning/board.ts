import type { PlanningInstructor, PlanningLesson } from '@schuss/contracts';
import { addDays, todayIso } from '@schuss/contracts/rules';
import { navigate, useLocation } from '../../router';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type View = 'day' | 'week';

/** Monday of a day's week (a school's week runs Monday to Sunday). */
export const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The days from `from` to `to`, both included. */
export const daysFrom = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 7; d = addDays(d, 1)) out.push(d);
  return out;
};

/**
 * The period the board shows, kept in the URL (`/planning?view=week&day=2027-02-15`) like other screens keep their
 * filters: a day (today by default) or its week, Monday to Sunday.
 */
export function usePlanningPeriod() {
  const { search } = useLocation();
  const view: View = search.get('view') === 'week' ? 'week' : 'day';
  const raw = search.get('day') ?? '';
  const day = DAY.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : todayIso();
  const from = view === 'week' ? mondayOf(day) : day;
  const to = view === 'week' ? addDays(from, 6) : day;
  const go = (next: { view?: View; day?: string }) => {
    const params = new URLSearchParams();
    const v = next.view ?? view;
    if (v === 'week') params.set('view', 'week');
    params.set('day', next.day ?? day);
    navigate(`/planning?${params}`);
  };
  return { view, day, from, to, days: daysFrom(from, to), go };
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The half-days a lesson covers: the morning before noon, the afternoon after (as the platform reads them). */
const halvesOf = (x: Pick<PlanningLesson, 'start' | 'end'>): ('am' | 'pm')[] => [
  ...(x.start < '12:00' ? (['am'] as const) : []),
  ...(x.end > '12:00' ? (['pm'] as const) : []),
];

export type Reason = 'busy' | 'unavailable' | 'discipline' | 'level' | 'language';

/**
 * Why an instructor may not teach a lesson, read from the board (null: they may). Only to order the "Assign…" list:
 * the platform is the judge (it also reads every participant's level of a private lesson).
 */
export function whyNot(t: PlanningInstructor, x: PlanningLesson, lessons: readonly PlanningLesson[]): Reason | null {
  if (x.discipline) {
    const d = t.disciplines.find((y) => y.discipline === x.discipline);
    if (!d) return 'discipline';
    if (x.level && !d.levels.includes(x.level)) return 'level';
  }
  if (x.language && !t.languages.includes(x.language)) return 'language';
  const day = t.days.find((d) => d.day === x.day);
  if (halvesOf(x).some((h) => !['available', 'on_call'].includes(day?.[h] ?? ''))) return 'unavailable';
  const busy = lessons.some((y) => y.key !== x.key && y.instructorId === t.id && y.day === x.day && y.start < x.end && y.end > x.start);
  return busy ? 'busy' : null;
}

/** The hours a day's time line spans: 8:00 to 17:00 at least, wider when a lesson starts earlier or ends later. */
export function hoursOf(lessons: readonly PlanningLesson[]): { first: number; last: number } {
  let first = 8;
  let last = 17;
  for (const x of lessons) {
    first = Math.min(first, Math.floor(minutesOf(x.start) / 60));
    last = Math.max(last, Math.ceil(minutesOf(x.end) / 60));
  }
  return { first, last };
}
