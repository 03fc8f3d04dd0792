// @vitest-environment happy-dom
import type { DashboardResponse } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import { DashboardScreen } from './DashboardScreen';

/** The platform's answer for the 8 days from `from`: no slot, and `next` as the first lesson day. */
const period = (from: string, next: DashboardResponse['nextLessonDay']): DashboardResponse => ({
  from,
  to: addDays(from, 7),
  slots: [],
  days: Array.from({ length: 8 }, (_, i) => ({ date: addDays(from, i), orders: 0, revenueCents: 0, byType: {} })),
  payments: { failed: 0, pending: 0 },
  nextLessonDay: next,
});
const today = '2026-11-28';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard', () => {
  it('before the season: says the first lesson day and what is sold for it, and opens the period from that day', async () => {
    const next = { date: '2026-12-19', slots: 3, capacity: 40, sold: 12, held: 2 };
    const { calls } = fakeFetch((_m, url) => ({ body: period(url.searchParams.get('from') ?? today, next) }));
    renderInApp(<DashboardScreen />, { url: '/admin/', lang: 'fr' });
    expect(await screen.findByText(fr.slotsEmpty)).toBeTruthy();
    expect(screen.getByText(fr.nextLessonDay('19/12/2026', 3, 12, 40, 2), { exact: false })).toBeTruthy();
    expect(fr.nextLessonDay('19/12/2026', 3, 12, 40, 2)).toBe(
      'Premier jour de cours : 19/12/2026, 3 cours, 12 places vendues sur 40 (2 réservées dans un panier).',
    );
    await userEvent.click(screen.getByRole('link', { name: fr.showFrom('19/12/2026') }));
    expect(window.location.search).toBe('?from=2026-12-19');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('from')).toBe('2026-12-19'));
  });

  it('says when no lesson is planned at all', async () => {
    fakeFetch(() => ({ body: period(today, null) }));
    renderInApp(<DashboardScreen />, { url: '/admin/' });
    expect(await screen.findByText(en.nextLessonNone)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Show from/ })).toBeNull();
  });

  it('moves the period a week at a time, kept in the URL, and back to today', async () => {
    const { calls } = fakeFetch((_m, url) => ({ body: period(url.searchParams.get('from') ?? today, null) }));
    renderInApp(<DashboardScreen />, { url: '/admin/' });
    expect(await screen.findByText(en.dashboardPeriod('28/11/2026', '05/12/2026'))).toBeTruthy();
    // Today's period: nothing to go back to.
    expect(screen.queryByRole('button', { name: en.backToToday })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: en.nextWeek }));
    expect(window.location.search).toBe('?from=2026-12-05');
    expect(await screen.findByText(en.dashboardPeriod('05/12/2026', '12/12/2026'))).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('from')).toBe('2026-12-05');

    await userEvent.click(screen.getByRole('button', { name: en.previousWeek }));
    await userEvent.click(screen.getByRole('button', { name: en.previousWeek }));
    expect(await screen.findByText(en.dashboardPeriod('21/11/2026', '28/11/2026'))).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: en.backToToday }));
    expect(window.location.search).toBe('');
    expect(await screen.findByText(en.dashboardPeriod('28/11/2026', '05/12/2026'))).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.has('from')).toBe(false);
  });

  it('ignores a malformed day in the URL', async () => {
    const { calls } = fakeFetch(() => ({ body: period(today, null) }));
    renderInApp(<DashboardScreen />, { url: '/admin/?from=tomorrow' });
    expect(await screen.findByText(en.slotsEmpty)).toBeTruthy();
    expect(calls[0]?.url.searchParams.has('from')).toBe(false);
  });

  it("lists the first day's courses taught by level: children per level, groups, children still without a group", async () => {
    const groups = [
      {
        slotId: 42,
        name: 'Cours collectif enfants — tous niveaux',
        startTime: '09:15',
        children: 14,
        levels: [
          { level: 'flocon', levelName: 'Flocon', children: 11 },
          { level: null, levelName: null, children: 3 },
        ],
        groups: 2,
        withoutGroup: 3,
      },
    ];
    fakeFetch(() => ({ body: { ...period(today, null), groups } }));
    renderInApp(<DashboardScreen />, { url: '/admin/', lang: 'fr' });
    const section = await screen.findByRole('region', { name: fr.dayGroupsHeading });
    const link = screen.getByRole('link', { name: 'Cours collectif enfants — tous niveaux · 09:15' });
    expect(link.getAttribute('href')).toMatch(/\/slots\/42\/groups$/);
    expect(section.textContent).toContain('Flocon 11, Sans niveau 3');
    cleanup();
    fakeFetch(() => ({ body: { ...period(today, null), groups: [] } }));
    renderInApp(<DashboardScreen />, { url: '/admin/' });
    expect(await screen.findByText(en.dayGroupsEmpty)).toBeTruthy();
  });
});
