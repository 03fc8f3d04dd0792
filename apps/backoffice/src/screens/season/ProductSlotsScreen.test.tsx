// @vitest-environment happy-dom
import type { SeasonProduct, SeasonSlotsResponse, SeasonView } from '@schuss/contracts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seasonTexts } from '../../i18n/season';
import { match, navigate, useLocation } from '../../router';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import ProductSlotsScreen from './ProductSlotsScreen';

const season: SeasonView = { startsOn: '2026-12-13', endsOn: '2027-01-22', periods: [], saved: true, updatedAt: null, updatedBy: null };
const product = (key: string, name: string, defaults: SeasonProduct['defaults']): SeasonProduct => ({
  key,
  type: 'ESF',
  name,
  capacityUnit: 'participant',
  durations: [],
  slots: 0,
  closed: 0,
  firstDay: null,
  lastDay: null,
  defaults,
});
const PRODUCTS: Record<string, SeasonProduct> = {
  'cours-enfants': product('cours-enfants', 'Cours enfants', {
    weekday: 0,
    days: 6,
    times: [{ start: '09:15', end: '11:45' }],
    capacity: 8,
  }),
  'cours-snowboard': product('cours-snowboard', 'Cours snowboard', {
    weekday: 1,
    days: 5,
    times: [{ start: '14:00', end: '16:30' }],
    capacity: 10,
  }),
};

/** The app's route of a product's slots (App.tsx): the same screen, given another product when the URL changes. */
function Route() {
  const { path } = useLocation();
  const key = match('/season/products/:key', path)?.key;
  return key ? <ProductSlotsScreen productKey={key} /> : null;
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

describe("a product's slots", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("opens the generator on the product's defaults, and on another product's when the product changes", async () => {
    fakeFetch((_method, url) => {
      if (url.pathname.endsWith('/season')) return { body: season };
      const key = url.searchParams.get('product') ?? '';
      const body: SeasonSlotsResponse = {
        product: PRODUCTS[key] ?? null,
        from: url.searchParams.get('from') ?? season.startsOn,
        to: url.searchParams.get('to') ?? season.endsOn,
        slots: [],
        truncated: false,
      };
      return { body };
    });
    renderInApp(<Route />, { url: '/admin/season/products/cours-enfants' });
    const t = seasonTexts.en;
    expect(await screen.findByRole('heading', { level: 1, name: t.productSlotsTitle('Cours enfants') })).toBeTruthy();
    await screen.findByLabelText(t.generateDays);
    expect(value(t.generateWeekday)).toBe('0');
    expect(value(t.generateDays)).toBe('6');
    expect(value(t.timeStart(1))).toBe('09:15');
    // What the user typed for this product…
    await userEvent.clear(screen.getByLabelText(t.generateCapacity));
    await userEvent.type(screen.getByLabelText(t.generateCapacity), '3');

    // …is not carried to another product: its own defaults apply.
    act(() => navigate('/season/products/cours-snowboard'));
    expect(await screen.findByRole('heading', { level: 1, name: t.productSlotsTitle('Cours snowboard') })).toBeTruthy();
    await waitFor(() => expect(value(t.generateDays)).toBe('5'));
    expect(value(t.generateWeekday)).toBe('1');
    expect(value(t.timeStart(1))).toBe('14:00');
    expect(value(t.timeEnd(1))).toBe('16:30');
    expect(value(t.generateCapacity)).toBe('10');
    expect(screen.getByText('Monday to Friday: 5 days.')).toBeTruthy();
  });
});
