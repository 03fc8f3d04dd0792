import type { MyBookingLang, MyBookingLine, MyBookingView } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { CALENDAR } from './texts';

/**
 * An order's calendar file (RFC 5545): each lesson day an event at its times in the resort's time
 * zone (`TZID`, with the zone's VTIMEZONE so any calendar reads it right, across a DST change too),
 * passes, rentals and stays as all-day events over their days; cancelled lines are left out. UIDs are
 * stable (order, line, day), so importing the file again updates the events instead of doubling them.
 */

/** Types a customer goes to on their days (untimed days: all-day events); insurance, tax, licence and other lines are not events. */
const ATTENDED = new Set(['ESF', 'ESF_CUSTOM', 'STAND', 'TRANSFER', 'LIFT', 'SKI_RENTAL', 'HOT']);

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (continuation lines start with a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (octets + n > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compactDate = (d: string) => d.replace(/-/g, '');
const localDateTime = (d: string, hm: string) => `${compactDate(d)}T${hm.replace(':', '')}00`;
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The zone's UTC offset in minutes at an instant (from the runtime's time zone data). */
const formats = new Map<string, Intl.DateTimeFormat>();
export function offsetMinutes(timeZone: string, at: Date): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

const offsetText = (min: number) => {
  const a = Math.abs(min);
  return `${min < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}${String(a % 60).padStart(2, '0')}`;
};

/** Local wall time (`YYYYMMDDTHHMMSS`) of an instant at a given offset. */
const wallTime = (at: number, offset: number) => new Date(at + offset * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, '');

/**
 * The VTIMEZONE of a zone over the given years: one observance per offset change found in the
 * runtime's zone data (no RRULE, so past and future rule changes are all right for those years).
 */
const zones = new Map<string, string[]>();
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const key = `${timeZone} ${fromYear} ${toYear}`;
  const known = zones.get(key);
  if (known) return known;
  const lines = zoneLines(timeZone, fromYear, toYear);
  zones.set(key, lines);
  return lines;
}

function zoneLines(timeZone: string, fromYear: number, toYear: number): string[] {
  // Offsets change at most a few times a year, never twice in a day.
  const STEP = 86_400_000;
  const changes: { at: number; from: number; to: number }[] = [];
  let t = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  let prev = offsetMinutes(timeZone, new Date(t));
  const initial = prev;
  for (; t < end; t += STEP) {
    const next = t + STEP;
    const o = offsetMinutes(timeZone, new Date(next));
    if (o === prev) continue;
    // The change lies in (t, next]: narrowed to the minute.
    let lo = t;
    let hi = next;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(timeZone, new Date(mid)) === prev) lo = mid;
      else hi = mid;
    }
    changes.push({ at: hi, from: prev, to: o });
    prev = o;
  }
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (!changes.length) {
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offsetText(initial)}`,
      `TZOFFSETTO:${offsetText(initial)}`,
      'END:STANDARD',
    );
  }
  for (const c of changes) {
    // Daylight time is the one that moves the clock forward.
    const kind = c.to > c.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${wallTime(c.at, c.from)}`,
      `TZOFFSETFROM:${offsetText(c.from)}`,
      `TZOFFSETTO:${offsetText(c.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

const summaryOf = (l: MyBookingLine) => `${l.name} — ${l.participants.map((p) => p.firstName).join(', ')}`;

/** The calendar file of a booking (CRLF lines). `stamp`: when the order was paid (DTSTAMP, stable between downloads). */
export function calendarFile(view: MyBookingView, opts: { site: string; lang: MyBookingLang; stamp: Date; pageUrl?: string }): string {
  const t = CALENDAR[opts.lang];
  const tz = view.timeZone;
  const description = text([view.siteName, t.order(view.orderNumber), ...(opts.pageUrl ? [`${t.page}: ${opts.pageUrl}`] : [])].join('\n'));
  const events: string[][] = [];
  const years: number[] = [];
  for (const line of view.lines) {
    if (line.status === 'cancelled' || !line.days.length) continue;
    const common = (uid: string) => [
      'BEGIN:VEVENT',
      `UID:${uid}@${opts.site}.schuss`,
      `DTSTAMP:${utcStamp(opts.stamp)}`,
      `SUMMARY:${text(summaryOf(line))}`,
      ...(line.meetingPoint ? [`LOCATION:${text(line.meetingPoint)}`] : []),
      `DESCRIPTION:${description}`,
    ];
    const timed = line.days.filter((d) => d.start);
    if (timed.length && ATTENDED.has(line.type)) {
      for (const d of timed) {
        years.push(Number(d.date.slice(0, 4)));
        events.push([
          ...common(`${view.orderNumber}-${line.lineId}-${compactDate(d.date)}`),
          `DTSTART;TZID=${tz}:${localDateTime(d.date, d.start as string)}`,
          `DTEND;TZID=${tz}:${localDateTime(d.date, d.end ?? (d.start as string))}`,
          'END:VEVENT',
        ]);
      }
    } else if (ATTENDED.has(line.type)) {
      const first = line.days[0]?.date as string;
      const last = line.days.at(-1)?.date as string;
      events.push([
        ...common(`${view.orderNumber}-${line.lineId}`),
        `DTSTART;VALUE=DATE:${compactDate(first)}`,
        // All-day DTEND is the day after the last (exclusive); a stay's last night ends on the departure day.
        `DTEND;VALUE=DATE:${compactDate(addDays(last, 1))}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      ]);
    }
  }
  const now = new Date().getUTCFullYear();
  const from = Math.min(...years, now);
  const to = Math.max(...years, now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Schuss//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(`${view.siteName} — ${view.orderNumber}`)}`,
    `X-WR-TIMEZONE:${tz}`,
    // A year before the first lesson, so the offset in force before the first change is written too.
    ...vtimezone(tz, from - 1, to),
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
