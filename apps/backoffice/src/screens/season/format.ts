import type { Lang } from '../../i18n';

/** Weekday names of the language, 0 = Sunday … 6 = Saturday (the contracts' numbering). */
export function weekdayNames(lang: Lang, width: 'long' | 'short' = 'long'): string[] {
  const fmt = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { weekday: width, timeZone: 'UTC' });
  // 1 January 2023 was a Sunday.
  return Array.from({ length: 7 }, (_, d) => fmt.format(new Date(Date.UTC(2023, 0, 1 + d))));
}

/** Weekdays in the order a French or British week is read: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** `09:00–11:30`, or empty without times. */
export const timesText = (s: { startTime: string | null; endTime: string | null }) =>
  s.startTime ? `${s.startTime}${s.endTime ? `–${s.endTime}` : ''}` : '';

/** A time `HH:MM` plus minutes (within the day). */
export function addMinutes(time: string, minutes: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The Monday of the week of a day. */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** A form's number field: empty → undefined (the contract says it is required), else the number typed (or NaN). */
export const numberOf = (text: string | undefined): number | undefined => {
  const t = String(text ?? '').trim();
  return t === '' ? undefined : Number(t.replace(',', '.'));
};
