import type { MyBookingView } from '@schuss/contracts';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, offsetMinutes, vtimezone } from './ics';

const view = (over: Partial<MyBookingView> = {}): MyBookingView => ({
  orderNumber: 'VN-27-AAAA-BBBB',
  status: 'paid',
  lang: 'fr',
  siteName: 'ESF Val-Neige',
  timeZone: 'Europe/Paris',
  paidAt: '2026-11-20T10:00:00.000Z',
  contact: { firstName: 'Anne', lastName: 'Martin', email: 'anne@example.com' },
  lines: [
    {
      lineId: 1,
      productKey: 'cours',
      type: 'ESF',
      name: 'Cours; collectif, « Flocon » — un nom très long pour couper la ligne au-delà de soixante-quinze octets',
      status: 'booked',
      days: [{ date: '2027-01-10', start: '09:15', end: '11:45' }],
      meetingPoint: 'Front de neige, devant le bureau ESF',
      bring: [],
      participants: [{ index: 0, firstName: 'Léa', lastName: 'Martin', details: [] }],
      totalCents: 100,
    },
    {
      lineId: 2,
      productKey: 'assurance',
      type: 'ASSU',
      name: 'Assurance',
      status: 'booked',
      days: [{ date: '2027-01-10', start: null, end: null }],
      meetingPoint: null,
      bring: [],
      participants: [{ index: 0, firstName: 'Léa', lastName: 'Martin', details: [] }],
      totalCents: 100,
    },
  ],
  currency: 'EUR',
  totalCents: 200,
  refundedCents: 0,
  refunds: [],
  voucher: 'SV1.x',
  calendarPath: '/x',
  invoices: [],
  ...over,
});

describe('calendar file', () => {
  it('folds lines at 75 octets and escapes text, which a reader gets back whole', () => {
    const ics = calendarFile(view(), { site: 'val-neige', lang: 'fr', stamp: new Date('2026-11-20T10:00:00Z') });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    // Insurance is no event.
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe(`${view().lines[0]!.name} — Léa`);
    expect(events[0]!.location).toBe('Front de neige, devant le bureau ESF');
    expect(events[0]!.description).toContain('Commande VN-27-AAAA-BBBB');
  });

  it('writes the zone of the resort: New York lessons at 09:15 are 14:15 UTC in winter, 13:15 in summer', () => {
    const ics = calendarFile(
      view({
        timeZone: 'America/New_York',
        lines: [
          {
            ...view().lines[0]!,
            days: [
              { date: '2027-01-10', start: '09:15', end: '11:45' },
              { date: '2027-07-10', start: '09:15', end: '11:45' },
            ],
          },
        ],
      }),
      { site: 'val-neige', lang: 'en', stamp: new Date() },
    );
    const cal = new ICAL.Component(ICAL.parse(ics));
    const zone = new ICAL.Timezone(cal.getFirstSubcomponent('vtimezone')!);
    ICAL.TimezoneService.register(zone, 'America/New_York');
    try {
      const utc = cal.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c).startDate.toJSDate().toISOString());
      expect(utc).toEqual(['2027-01-10T14:15:00.000Z', '2027-07-10T13:15:00.000Z']);
    } finally {
      ICAL.TimezoneService.remove('America/New_York');
    }
  });

  it('gives a zone without daylight time one observance', () => {
    expect(offsetMinutes('Asia/Tokyo', new Date('2027-01-01T00:00:00Z'))).toBe(540);
    expect(vtimezone('Asia/Tokyo', 2026, 2027).filter((l) => l.startsWith('BEGIN:'))).toEqual(['BEGIN:VTIMEZONE', 'BEGIN:STANDARD']);
    const paris = vtimezone('Europe/Paris', 2027, 2027);
    expect(paris).toContain('DTSTART:20270328T020000');
    expect(paris).toContain('DTSTART:20271031T030000');
  });
});
