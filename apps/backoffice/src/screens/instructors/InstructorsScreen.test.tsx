// @vitest-environment happy-dom
import type { Instructor, InstructorAvailabilityResponse, InstructorsResponse, Level } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App';
import { instructorsEn, instructorsFr } from '../../i18n/instructors';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import { schoolToday } from './dates';
import InstructorScreen from './InstructorScreen';
import InstructorsScreen from './InstructorsScreen';

const level = (discipline: string, key: string, position: number, fr: string, en = fr): Level => ({
  discipline,
  key,
  position,
  name: { fr, en },
  ageMin: null,
  ageMax: null,
  canDo: { fr: 'x', en: 'x' },
  medal: null,
});
const LEVELS = {
  levels: [
    level('ski', 'ourson', 0, 'Ourson'),
    level('ski', 'flocon', 1, 'Flocon', 'Snowflake'),
    level('ski', '1re-etoile', 2, '1re Étoile', '1st Star'),
    level('snowboard', 'debutant', 0, 'Débutant', 'Beginner'),
  ],
};
const today = schoolToday();

const instructor = (over: Partial<Instructor>): Instructor => ({
  id: 1,
  firstName: 'Camille',
  lastName: 'Bérard',
  email: 'camille@val-neige.example',
  phone: null,
  photoUrl: null,
  disciplines: [{ discipline: 'ski', levels: ['ourson', 'flocon', '1re-etoile'] }],
  languages: ['fr', 'en'],
  diplomas: [],
  userId: null,
  archived: false,
  diplomaExpiresOn: null,
  daysAvailable: 6,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const LIST: InstructorsResponse = {
  instructors: [
    instructor({ diplomaExpiresOn: addDays(today, 10) }),
    instructor({
      id: 2,
      firstName: 'Hugo',
      lastName: 'Bonnevie',
      disciplines: [{ discipline: 'snowboard', levels: ['debutant'] }],
      languages: ['fr', 'de'],
      diplomaExpiresOn: addDays(today, -3),
      daysAvailable: 2,
    }),
  ],
  settings: { availabilityLockDays: 2 },
};
const SEASON = { startsOn: '2027-01-04', endsOn: '2027-01-10', periods: [], saved: true, updatedAt: null, updatedBy: null };
const AVAILABILITY: InstructorAvailabilityResponse = {
  from: '2027-01-04',
  to: '2027-01-10',
  instructors: [{ id: 1, firstName: 'Camille', lastName: 'Bérard' }],
  cells: [{ instructorId: 1, day: '2027-01-04', half: 'am', status: 'available' }],
};

/** The platform of these screens: the list, one instructor, the ladders, the season, the availability; writes answered. */
function platform(answer?: (method: string, url: URL, body: unknown) => { status?: number; body?: unknown } | undefined) {
  return fakeFetch((method, url, body) => {
    const own = answer?.(method, url, body);
    if (own) return own;
    const path = url.pathname;
    if (path.endsWith('/levels')) return { body: LEVELS };
    if (path.endsWith('/season')) return { body: SEASON };
    if (path.endsWith('/availability')) return method === 'GET' ? { body: AVAILABILITY } : { body: { changed: 1 } };
    if (path.endsWith('/availability/pattern')) return { body: { changed: 7 } };
    if (path.endsWith('/instructors/1')) return { body: LIST.instructors[0] };
    if (path.endsWith('/instructors') && method === 'POST') return { status: 201, body: instructor({ id: 9 }) };
    if (path.endsWith('/instructors')) return { body: LIST };
    return { body: { schools: [] } };
  });
}

describe('the instructors screens (issue 31)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is in the navigation after the levels, and opens at /admin/instructors', async () => {
    platform();
    renderInApp(<App />, { lang: 'fr', url: '/admin/instructors' });
    expect(await screen.findByRole('heading', { level: 1, name: instructorsFr.title }, { timeout: 10_000 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names.indexOf('Moniteurs')).toBe(names.indexOf('Niveaux') + 1);
    expect(within(nav).getByRole('link', { name: 'Moniteurs' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists each instructor with what they teach, languages, a diploma warning in words and the coming week', async () => {
    const { calls } = platform();
    renderInApp(<InstructorsScreen />, { lang: 'fr' });
    const region = await screen.findByRole('region', { name: 'Moniteurs (tableau défilant)' });
    const table = within(region).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const camille = rows[0] as HTMLElement;
    expect(within(camille).getByRole('link', { name: 'Camille Bérard' }).getAttribute('href')).toBe('/admin/instructors/1');
    expect(within(camille).getByText('Ski alpin : Ourson → 1re Étoile')).toBeTruthy();
    expect(within(camille).getByText('français, anglais')).toBeTruthy();
    expect(within(camille).getByText(/^Expire bientôt :/)).toBeTruthy();
    expect(within(camille).getByText('6 j sur 7')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/^Expiré le/)).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText(instructorsFr.filterDiscipline), 'snowboard');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('discipline') === 'snowboard')).toBe(true));
    await userEvent.selectOptions(screen.getByLabelText(instructorsFr.filterShow), 'false');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('active') === 'false')).toBe(true));
  });

  it('keeps the school’s rule for instructors’ own changes: a whole number of days, saved', async () => {
    const { calls } = platform((method, url) =>
      method === 'PUT' && url.pathname.endsWith('/instructors/settings') ? { body: { availabilityLockDays: 5 } } : undefined,
    );
    renderInApp(<InstructorsScreen />, { lang: 'en' });
    const form = await screen.findByRole('form', { name: instructorsEn.settingsTitle });
    const days = within(form).getByLabelText(instructorsEn.lockDays);
    expect((days as HTMLInputElement).value).toBe('2');
    const user = userEvent.setup();
    await user.clear(days);
    await user.type(days, '-1');
    await user.click(within(form).getByRole('button', { name: instructorsEn.saveSettings }));
    expect(await within(form).findByText(instructorsEn.lockInvalid)).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(form).getByRole('button', { name: instructorsEn.saveSettings }));
    expect(await screen.findByText(instructorsEn.settingsSaved(5))).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ availabilityLockDays: 5 });
  });

  it('sets a week pattern over a period for the instructors ticked, and says what changed', async () => {
    const { calls } = platform();
    renderInApp(<InstructorsScreen />, { lang: 'en' });
    const form = await screen.findByRole('form', { name: instructorsEn.patternTitle });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: instructorsEn.apply }));
    expect(await within(form).findByText(instructorsEn.noInstructor)).toBeTruthy();

    await user.click(within(form).getByRole('checkbox', { name: 'Hugo Bonnevie' }));
    const from = within(form).getByLabelText(instructorsEn.patternFrom);
    const to = within(form).getByLabelText(instructorsEn.patternTo);
    await user.clear(from);
    await user.type(from, '2027-01-11');
    await user.clear(to);
    await user.type(to, '2027-01-04');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Monday, Morning' }), 'available');
    await user.click(within(form).getByRole('button', { name: instructorsEn.apply }));
    expect(await within(form).findByText(instructorsEn.toBeforeFrom)).toBeTruthy();

    await user.clear(to);
    await user.type(to, '2027-01-17');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Sunday, Afternoon' }), 'holiday');
    await user.click(within(form).getByRole('checkbox', { name: instructorsEn.onlyEmpty }));
    await user.click(within(form).getByRole('button', { name: instructorsEn.apply }));
    expect(await screen.findByText(instructorsEn.applied(7))).toBeTruthy();
    const sent = calls.find((c) => c.url.pathname.endsWith('/availability/pattern'));
    expect(sent?.body).toMatchObject({ instructorIds: [2], from: '2027-01-11', to: '2027-01-17', onlyEmpty: true });
    const pattern = (sent?.body as { pattern: Record<string, unknown> } | undefined)?.pattern ?? {};
    expect(pattern.mon).toEqual({ am: 'available', pm: null });
    expect(pattern.sun).toEqual({ am: null, pm: 'holiday' });
  });

  it('adds an instructor: each field’s error in the staff’s language, then the profile sent as the contract says', async () => {
    const { calls } = platform();
    renderInApp(<InstructorScreen instructorId={null} />, { lang: 'fr' });
    const form = await screen.findByRole('form', { name: instructorsFr.profileTitle });
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText(instructorsFr.languages));
    await user.type(within(form).getByLabelText(instructorsFr.languages), 'fr, xx');
    await user.type(within(form).getByLabelText(instructorsFr.email), 'margaux');
    await user.click(within(form).getByRole('button', { name: instructorsFr.save }));
    expect(await within(form).findByText(instructorsFr.languageUnknown('xx'))).toBeTruthy();
    expect(within(form).getByText(instructorsFr.emailInvalid)).toBeTruthy();
    expect(within(form).getAllByText(instructorsFr.required)).toHaveLength(2);
    expect(within(form).getByLabelText(instructorsFr.firstName).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe(instructorsFr.fixErrors(4));

    await user.type(within(form).getByLabelText(instructorsFr.firstName), 'Margaux');
    await user.type(within(form).getByLabelText(instructorsFr.lastName), 'Tissot');
    await user.clear(within(form).getByLabelText(instructorsFr.email));
    await user.clear(within(form).getByLabelText(instructorsFr.languages));
    await user.type(within(form).getByLabelText(instructorsFr.languages), 'fr, EN de');
    const ski = within(form).getByRole('group', { name: 'Ski alpin' });
    await user.click(within(ski).getByRole('checkbox', { name: 'Ourson' }));
    await user.click(within(ski).getByRole('checkbox', { name: 'Flocon' }));
    await user.click(within(form).getByRole('button', { name: instructorsFr.addDiploma }));
    const diploma = within(form).getByRole('group', { name: instructorsFr.diplomaHeading(1) });
    await user.type(within(diploma).getByLabelText(instructorsFr.diplomaName), 'PSE1');
    await user.type(within(diploma).getByLabelText(instructorsFr.diplomaExpires), '2027-06-30');
    await user.click(within(form).getByRole('button', { name: instructorsFr.save }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Margaux',
      lastName: 'Tissot',
      email: null,
      phone: null,
      photoUrl: null,
      disciplines: [{ discipline: 'ski', levels: ['ourson', 'flocon'] }],
      languages: ['fr', 'en', 'de'],
      diplomas: [{ name: 'PSE1', number: null, expiresOn: '2027-06-30' }],
    });
  });

  it('puts the platform’s refusal of a level on the levels, in the staff’s language', async () => {
    platform((method, url) =>
      method === 'PUT' && url.pathname.endsWith('/instructors/1')
        ? {
            status: 400,
            body: {
              error: { message: 'body.disciplines.0.levels.1: no level', field: 'body.disciplines.0.levels.1', code: 'invalid_input' },
            },
          }
        : undefined,
    );
    renderInApp(<InstructorScreen instructorId={1} />, { lang: 'en' });
    const form = await screen.findByRole('form', { name: instructorsEn.profileTitle });
    await userEvent.click(within(form).getByRole('button', { name: instructorsEn.save }));
    expect(await within(form).findByText(instructorsEn.levelUnknown)).toBeTruthy();
  });

  it('shows the season week by week, each half-day in words, and saves a cell changed by keyboard', async () => {
    const { calls } = platform();
    renderInApp(<InstructorScreen instructorId={1} />, { lang: 'fr' });
    const grid = await screen.findByRole('region', { name: /Disponibilités, semaine par semaine/ });
    expect(within(grid).getByRole('rowheader', { name: 'Semaine du 04/01' })).toBeTruthy();
    const monday = within(grid).getByRole('combobox', { name: 'lundi 4 janvier 2027, Matin' }) as HTMLSelectElement;
    expect(monday.selectedOptions[0]?.textContent).toBe('Disponible');
    const tuesday = within(grid).getByRole('combobox', { name: 'mardi 5 janvier 2027, Après-midi' }) as HTMLSelectElement;
    expect(tuesday.selectedOptions[0]?.textContent).toBe(instructorsFr.statusNone);
    expect(within(grid).getAllByRole('combobox')).toHaveLength(14);

    await userEvent.selectOptions(monday, 'holiday');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      cells: [{ instructorId: 1, day: '2027-01-04', half: 'am', status: 'holiday' }],
    });
    expect(await screen.findByText(instructorsFr.cellSaved('lundi 4 janvier 2027, Matin', 'Congé'))).toBeTruthy();
  });
});
