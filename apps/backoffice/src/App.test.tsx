// @vitest-environment happy-dom
import type { MyAvailabilityView, MyLessonsView } from '@schuss/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { myAvailabilityFr } from './i18n/my-availability';
import { myLessonsEn, myLessonsFr } from './i18n/my-lessons';
import { fakeFetch, renderInApp, SESSION } from './test-fixtures';

const instructor = {
  status: 'in',
  session: { ...SESSION, role: 'instructor', user: { email: 'julien@x.example', name: 'Julien Mercier' } },
} as const;
const lessons: MyLessonsView = {
  instructor: { id: 3, name: 'Julien Mercier' },
  from: '2027-01-04',
  to: '2027-01-06',
  today: '2027-01-04',
  lessons: [],
};

const availability: MyAvailabilityView = {
  instructor: { id: 3, name: 'Julien Mercier' },
  today: '2027-01-04',
  from: '2027-01-04',
  to: '2027-01-04',
  lockDays: 2,
  lockedUntil: '2027-01-06',
  halfDays: [],
};

function platform() {
  return fakeFetch((_method, url) =>
    url.pathname.endsWith('/my-lessons')
      ? { body: lessons }
      : url.pathname.endsWith('/my-availability')
        ? { body: availability }
        : url.pathname.endsWith('/schools')
          ? { body: { schools: [{ site: 'val-neige', name: 'Val-Neige', role: 'instructor' }] } }
          : { status: 404, body: { error: 'Not found' } },
  );
}

describe("an instructor's back office", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows only their lessons and their availability in the navigation, and their lessons at the start (fr)', async () => {
    const { calls } = platform();
    renderInApp(<App />, { lang: 'fr', url: '/admin/', auth: instructor });
    // The screen loads when first opened (lazy): its first import takes a while in the tests.
    expect(await screen.findByRole('heading', { level: 1, name: myLessonsFr.title }, { timeout: 10_000 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: fr.navLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([fr.navMyLessons, fr.navMyAvailability]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.getAttribute('href')).toBe('/admin/my-availability');
    for (const staff of [fr.navDashboard, fr.navOrders, fr.navRosters, fr.navScan, fr.navInstructors, fr.navAccounts])
      expect(screen.queryByRole('link', { name: staff })).toBeNull();
    // The user menu stays: their name, their role, logging out.
    await userEvent.click(screen.getByRole('button', { name: fr.userMenu('Julien Mercier') }));
    expect(screen.getByText(`julien@x.example · ${fr.role('instructor')}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: fr.logout })).toBeTruthy();
    // Nothing of the staff's is asked for (the dashboard's figures would be refused).
    expect(calls.some((c) => c.url.pathname.includes('/dashboard'))).toBe(false);
  });

  it('says a staff page is not theirs, with a link to their lessons (en)', async () => {
    platform();
    renderInApp(<App />, { lang: 'en', url: '/admin/orders', auth: instructor });
    expect(await screen.findByRole('heading', { level: 1, name: en.instructorOnlyTitle })).toBeTruthy();
    expect(screen.getByText(en.instructorOnlyText)).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.navOrders })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: en.backToMyLessons }));
    expect(await screen.findByRole('heading', { level: 1, name: myLessonsEn.title }, { timeout: 10_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/my-lessons');
  });

  it('opens their availability from the navigation (fr)', async () => {
    platform();
    renderInApp(<App />, { lang: 'fr', url: '/admin/', auth: instructor });
    await screen.findByRole('heading', { level: 1, name: myLessonsFr.title }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('link', { name: fr.navMyAvailability }));
    expect(await screen.findByRole('heading', { level: 1, name: myAvailabilityFr.title }, { timeout: 10_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/my-availability');
    expect(screen.getByRole('link', { name: fr.navMyAvailability }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the staff navigation for staff, without My lessons', async () => {
    fakeFetch(() => ({ body: { schools: [] } }));
    renderInApp(<App />, { lang: 'en', url: '/admin/orders', auth: { status: 'in', session: SESSION } });
    const nav = screen.getByRole('navigation', { name: en.navLabel });
    expect(within(nav).getByRole('link', { name: en.navOrders })).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.navMyLessons })).toBeNull();
    expect(screen.queryByRole('link', { name: en.navMyAvailability })).toBeNull();
  });
});
