import { addDays } from '@schuss/contracts/rules';

/** Today at the school (the Alps), as YYYY-MM-DD. */
export const schoolToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** A diploma's expiry as the office reads it: past, within 30 days, later. */
export function expiryState(expiresOn: string | null, today: string): 'none' | 'expired' | 'soon' | 'valid' {
  if (!expiresOn) return 'none';
  if (expiresOn < today) return 'expired';
  return expiresOn <= addDays(today, 30) ? 'soon' : 'valid';
}

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The weeks (Monday to Sunday, each day's date) that cover a period. */
export function weeksOf(from: string, to: string): string[][] {
  const weeks: string[][] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  }
  return weeks;
}
