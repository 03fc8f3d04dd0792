// @vitest-environment happy-dom
import type { ProductView } from '@schuss/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import type { BookingApi } from './api';

const euros = (amount: number) => ({ amount, currency: 'EUR' as const });
const product = (key: string, name: string, startsOn: string): ProductView => ({
  key,
  type: 'ESF_CUSTOM',
  name,
  description: '',
  merchant: { key: 'ecole', name: 'École' },
  dated: true,
  attributes: {},
  pricing: { rule: 'flat', cents: 5900 },
  fromPrice: euros(5900),
  meetingPoint: null,
  levels: [],
  slots: [
    {
      id: 1,
      startsOn,
      endsOn: startsOn,
      startTime: '09:00',
      endTime: '10:00',
      capacity: 1,
      remaining: 1,
      full: false,
      fromPrice: euros(5900),
    },
  ],
  version: 1,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T10:00:00Z') });
  sessionStorage.setItem('stay', JSON.stringify({ from: '2026-12-12', to: '2026-12-19' }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('offers', () => {
  it('hides no product: those without a date during the stay are listed with their next date', async () => {
    const availability = vi.fn(async () => ({
      from: '2026-12-12',
      to: '2027-12-13',
      products: [product('ski', 'Private ski lesson', '2026-12-14'), product('board', 'Private snowboard lesson', '2027-03-10')],
    }));
    const api = { availability } as unknown as BookingApi;
    render(<App options={{ lang: 'en', resort: 'val-neige', apiUrl: 'http://platform.test', api }} />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Private ski lesson', 'Private snowboard lesson']);
    expect(within(cards[1] as HTMLElement).getByText('Next date: Wed 10 Mar')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).queryByText(/Next date/)).toBeNull();
    // The season from the stay on, at most a year (what the availability API allows).
    expect(availability).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-12-12', to: '2027-12-13' }));
  });

  it('names the discounts a price gives, where the price is, in the page language', async () => {
    const lift = product('pass', 'Lift pass', '2026-12-14');
    lift.pricing = { rule: 'daysTable', bands: [{ cents: [5600, 10600] }], discount: { fromDays: { days: 6, percent: 15 } } };
    const family = product('week', 'Group week', '2026-12-14');
    family.pricing = { rule: 'ageBands', bands: [{ cents: 20500 }], discount: { fromParticipant: { rank: 2, percent: 10 } } };
    const availability = vi.fn(async () => ({
      from: '2026-12-12',
      to: '2027-12-13',
      products: [lift, family, product('ski', 'Private', '2026-12-14')],
    }));
    const api = { availability } as unknown as BookingApi;
    render(<App options={{ lang: 'en', resort: 'val-neige', apiUrl: 'http://platform.test', api }} />);
    const [pass, week, plain] = (await screen.findAllByRole('listitem')) as HTMLElement[];
    expect(within(pass as HTMLElement).getByText('15% off from 6 days')).toBeTruthy();
    expect(within(week as HTMLElement).getByText('10% off from the 2nd participant')).toBeTruthy();
    expect(within(plain as HTMLElement).queryByText(/off from/)).toBeNull();
    cleanup();
    render(<App options={{ lang: 'fr', resort: 'val-neige', apiUrl: 'http://platform.test', api }} />);
    const [passFr, weekFr] = (await screen.findAllByRole('listitem')) as HTMLElement[];
    expect(within(passFr as HTMLElement).getByText('−15 % dès 6 jours')).toBeTruthy();
    expect(within(weekFr as HTMLElement).getByText('−10 % dès le 2e participant')).toBeTruthy();
  });

  it("says where the lesson meets, in the visitor's language, from the school's points", async () => {
    const lesson = product('ski', 'Private ski lesson', '2026-12-14');
    const availability = vi.fn(async () => ({ from: '2026-12-12', to: '2027-12-13', products: [lesson] }));
    const point = {
      en: {
        name: 'School chalet - Marmottes slopes',
        address: '12 place des Marmottes, 73500 Val-Neige',
        directions: 'Each group meets under the coloured sign of its level.',
      },
      fr: { name: "Chalet de l'école - front de neige des Marmottes", address: null, directions: null },
    };
    const productCall = vi.fn(async (_key: string, q: { lang: 'fr' | 'en' }) => ({ ...lesson, meetingPoint: point[q.lang] }));
    const api = { availability, product: productCall } as unknown as BookingApi;
    render(<App options={{ lang: 'en', resort: 'val-neige', apiUrl: 'http://platform.test', api }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Private ski lesson' }));
    await screen.findByRole('heading', { name: 'Private ski lesson', level: 2 });
    expect(screen.getByText('Meeting point: School chalet - Marmottes slopes, 12 place des Marmottes, 73500 Val-Neige')).toBeTruthy();
    expect(screen.getByText('Each group meets under the coloured sign of its level.')).toBeTruthy();
    cleanup();
    render(<App options={{ lang: 'fr', resort: 'val-neige', apiUrl: 'http://platform.test', api }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choisir Private ski lesson' }));
    await screen.findByRole('heading', { name: 'Private ski lesson', level: 2 });
    // No address: the name alone, no trailing comma.
    expect(screen.getByText("Rendez-vous : Chalet de l'école - front de neige des Marmottes")).toBeTruthy();
    expect(productCall).toHaveBeenLastCalledWith('ski', expect.objectContaining({ lang: 'fr' }));
  });
});
