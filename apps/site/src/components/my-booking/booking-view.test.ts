import type { MyBookingLine } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { findPoint, formatDate, formatMoney, readMeetingPointsHtml, scheduleByDay, statusKey } from './booking-view';

const html = `<h2>Nos lieux</h2>
<article class="meeting-point" data-lat="45.39" data-lng="6.57"><h3>Front de neige</h3><p class="address">Place de l&#39;Office, 73500 Val-Neige</p><p>Devant le bureau.</p></article>
<article class="meeting-point" data-lat="bad" data-lng="6.5"><h3>Nowhere</h3></article>
<article class="other"><h3>Not a point</h3></article>`;

const line = (over: Partial<MyBookingLine>): MyBookingLine => ({
  lineId: 1,
  productKey: 'p',
  type: 'ESF',
  name: 'Flocon',
  status: 'booked',
  days: [],
  meetingPoint: null,
  bring: [],
  participants: [],
  totalCents: 0,
  ...over,
});

describe('the booking page view', () => {
  it('reads the meeting points page on the server: name, address and coordinates, invalid ones left out', () => {
    expect(readMeetingPointsHtml(html)).toEqual([
      { name: 'Front de neige', address: "Place de l'Office, 73500 Val-Neige", lat: 45.39, lng: 6.57 },
    ]);
  });

  it("places a line's meeting point named in the catalogue's words on the page's point", () => {
    const points = readMeetingPointsHtml(html);
    expect(findPoint('Front de neige, devant le bureau ESF', points)?.lat).toBe(45.39);
    expect(findPoint('FRONT DE NEIGE', points)?.name).toBe('Front de neige');
    expect(findPoint('Gare routière', points)).toBeNull();
    // The demo's names: the catalogue's French words against the page's place names, in either language.
    const chalet = {
      name: 'School chalet - Marmottes slopes',
      address: '',
      lat: 1,
      lng: 1,
      aliases: ["Chalet de l'école - front de neige des Marmottes"],
    };
    const garden = { name: 'Oursons snow garden', address: '', lat: 2, lng: 2, aliases: ['Jardin des neiges des Oursons'] };
    const chairlift = { name: 'Top of the Crêtes chairlift', address: '', lat: 3, lng: 3, aliases: ['Sommet du télésiège des Crêtes'] };
    const demo = [chalet, garden, chairlift];
    expect(findPoint('Front de neige, devant le bureau ESF', demo)).toBe(chalet);
    expect(findPoint('Jardin des neiges Piou-Piou', demo)).toBe(garden);
    expect(findPoint('Stand du télésiège des Clarines', demo)).toBeNull();
    expect(findPoint(null, points)).toBeNull();
  });

  it('lists the booked days day by day, earliest first, cancelled lines left out', () => {
    const lines = [
      line({
        lineId: 1,
        name: 'Flocon',
        days: [
          { date: '2026-12-21', start: '09:15', end: '11:45' },
          { date: '2026-12-20', start: '09:15', end: '11:45' },
        ],
      }),
      line({ lineId: 2, name: 'Private', days: [{ date: '2026-12-20', start: '08:00', end: '09:00' }] }),
      line({ lineId: 3, name: 'Gone', status: 'cancelled', days: [{ date: '2026-12-19', start: null, end: null }] }),
    ];
    const days = scheduleByDay(lines);
    expect(days.map((d) => d.date)).toEqual(['2026-12-20', '2026-12-21']);
    expect(days[0]?.entries.map((e) => e.name)).toEqual(['Private', 'Flocon']);
  });

  it('writes dates and amounts in the visitor’s language, the calendar date unshifted', () => {
    expect(formatDate('2026-12-20', 'fr')).toBe('dimanche 20 décembre 2026');
    expect(formatDate('2026-12-20', 'en')).toBe('Sunday, 20 December 2026');
    expect(formatMoney(20500, 'EUR', 'fr')).toMatch(/^205,00\s€$/);
    expect(formatMoney(20500, 'EUR', 'en')).toBe('€205.00');
  });

  it('says a fully refunded order is refunded', () => {
    expect(statusKey({ status: 'paid', refundedCents: 0, totalCents: 100 })).toBe('myBooking.status.paid');
    expect(statusKey({ status: 'paid', refundedCents: 100, totalCents: 100 })).toBe('myBooking.status.refunded');
    expect(statusKey({ status: 'cancelled', refundedCents: 0, totalCents: 100 })).toBe('myBooking.status.cancelled');
  });
});
