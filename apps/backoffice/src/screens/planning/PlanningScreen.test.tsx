// @vitest-environment happy-dom
import type { PlanningInstructor, PlanningLesson, PlanningView } from '@schuss/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planningEn as en, planningFr as fr } from '../../i18n/planning';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import PlanningScreen from './PlanningScreen';

const DAY = '2027-02-16';
const ski = ['piou-piou', 'ourson', 'flocon', '1re-etoile'];

const instructor = (id: number, name: string, over: Partial<PlanningInstructor> = {}): PlanningInstructor => ({
  id,
  name,
  disciplines: [{ discipline: 'ski', levels: ski }],
  languages: ['fr', 'en'],
  days: [{ day: DAY, am: 'available', pm: 'available' }],
  minutes: 0,
  ...over,
});

const group = (groupId: number, subtitle: string, level: string, levelName: string, instructorId: number | null): PlanningLesson => ({
  key: `g${groupId}:${DAY}`,
  ref: { kind: 'group', groupId, day: DAY },
  day: DAY,
  start: '09:00',
  end: '11:30',
  slotId: 7,
  title: 'Cours enfants',
  subtitle,
  discipline: 'ski',
  level,
  levelName,
  language: null,
  participants: 6,
  meetingPoint: null,
  instructorId,
  requestedInstructorId: null,
});

/**
 * Tuesday: Julien teaches Flocon 1; Ourson 1 and Emma Smith's private lesson (in English, Camille asked for by name)
 * wait in the tray.
 */
const view = (): PlanningView => ({
  from: DAY,
  to: DAY,
  instructors: [
    instructor(1, 'Camille Bérard', { languages: ['fr', 'en', 'it'] }),
    instructor(2, 'Julien Mercier', { minutes: 210, holds: [{ day: DAY, start: '13:00', end: '14:00' }] }),
    instructor(3, 'Léa Rochas', { languages: ['fr'], days: [{ day: DAY, am: 'available', pm: 'holiday' }] }),
  ],
  lessons: [
    group(5, 'Flocon 1', 'flocon', 'Flocon', 2),
    group(6, 'Ourson 1', 'ourson', 'Ourson', null),
    {
      ...group(0, 'Emma Smith', 'flocon', 'Flocon', null),
      key: `p40:${DAY}`,
      ref: { kind: 'private', orderLineId: 40, day: DAY },
      title: 'Cours particulier',
      start: '14:00',
      end: '15:00',
      language: 'en',
      participants: 2,
      requestedInstructorId: 1,
    },
  ],
  needs: [
    { day: DAY, discipline: 'ski', level: 'flocon', levelName: 'Flocon', needed: 2, available: 3 },
    { day: DAY, discipline: 'ski', level: '1re-etoile', levelName: '1re Étoile', needed: 3, available: 1 },
  ],
  ungrouped: [{ slotId: 9, title: 'Cours ados', children: 5 }],
});

const gets = (calls: { method: string }[]) => calls.filter((c) => c.method === 'GET');
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the planning board', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${DAY}T08:00:00Z`));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows today’s instructors with their availability in words, the tray, the needs short and the courses without groups', async () => {
    const { calls } = fakeFetch(() => ({ body: view() }));
    renderInApp(<PlanningScreen />, { lang: 'fr', url: '/admin/planning' });
    const board = await screen.findByRole('region', { name: fr.boardLabel });
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/planning');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({ from: DAY, to: DAY, lang: 'fr' });
    expect(screen.getByRole('heading', { level: 2, name: 'mardi 16 février' })).toBeTruthy();
    expect((screen.getByLabelText(fr.day) as HTMLInputElement).value).toBe(DAY);

    const julien = within(board).getByRole('row', { name: /Julien Mercier/ });
    expect(within(julien).getByText(fr.assignedTime(210))).toBeTruthy();
    // An accepted request's hour, held until paid, is said on his row (it has no card yet).
    expect(within(julien).getByText('Retenu pour une demande acceptée : 13:00–14:00 (paiement attendu)')).toBeTruthy();
    expect(within(julien).getByText('Disponible')).toBeTruthy();
    expect(within(julien).getByText('Flocon 1')).toBeTruthy();
    expect(within(julien).getByText('Ski · Langues : FR, EN')).toBeTruthy();
    expect(within(rowOf('Léa Rochas')).getByText('Matin : Disponible · Après-midi : Congé')).toBeTruthy();
    expect(within(rowOf('Camille Bérard')).getByText(fr.nothingHere)).toBeTruthy();

    const tray = screen.getByRole('region', { name: `${fr.trayTitle} (2)` });
    expect(within(tray).getByText('Ourson 1')).toBeTruthy();
    expect(within(tray).getByText('Emma Smith')).toBeTruthy();
    expect(within(tray).getByText('Flocon · 2 participants · Cours particulier en anglais')).toBeTruthy();
    // The instructor the family asked for by name; a group has none.
    expect(within(tray).getByText('Demandé : Camille Bérard')).toBeTruthy();
    expect(screen.getAllByText(/^Demandé/)).toHaveLength(1);
    expect(within(board).queryByText('Ourson 1')).toBeNull();

    const needs = screen.getByRole('table', { name: fr.needsCaption('mar. 16/02') });
    expect(within(needs).getByRole('row', { name: /1re Étoile/ }).textContent).toContain('Manque 2 moniteurs');
    expect(within(needs).getByRole('row', { name: /Flocon/ }).textContent).toContain(fr.enough);

    const ungrouped = screen.getByRole('region', { name: fr.ungroupedTitle });
    expect(
      within(ungrouped)
        .getByRole('link', { name: fr.ungroupedLink('Cours ados', 5) })
        .getAttribute('href'),
    ).toBe('/admin/slots/9/groups');
    expect(screen.getByRole('link', { name: fr.manageInstructors }).getAttribute('href')).toBe('/admin/instructors');
  });

  it('assigns a lesson from the keyboard, those who may teach it first, then reads the board again', async () => {
    const after = view();
    (after.lessons[1] as PlanningLesson).instructorId = 1;
    const { calls } = fakeFetch((method) => ({
      body: method === 'PUT' ? { lesson: after.lessons[1] } : gets(calls).length > 1 ? after : view(),
    }));
    renderInApp(<PlanningScreen />, { lang: 'fr', url: '/admin/planning' });
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: fr.assignLesson('Ourson 1', '09:00–11:30') });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Julien already teaches at 9:00: listed after, with why.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Camille Bérard', 'Léa Rochas', 'Julien Mercier — déjà en cours']);
    // The menu opens on its first choice; Enter takes it.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Camille Bérard'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/backoffice/sites/val-neige/planning/assignments');
    expect(put?.body).toEqual({ lesson: { kind: 'group', groupId: 6, day: DAY }, instructorId: 1, lang: 'fr' });
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
    expect(await screen.findByText(fr.assigned('Ourson 1', 'Camille Bérard'))).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Camille Bérard')).getByText('Ourson 1')).toBeTruthy());
    expect(screen.getByRole('region', { name: `${fr.trayTitle} (1)` })).toBeTruthy();
  });

  it('takes a lesson back from its instructor', async () => {
    const { calls } = fakeFetch((method) => ({
      body: method === 'PUT' ? { lesson: { ...view().lessons[0], instructorId: null } } : view(),
    }));
    renderInApp(<PlanningScreen />, { lang: 'fr', url: '/admin/planning' });
    await userEvent.click(await screen.findByRole('button', { name: fr.unassignLesson('Flocon 1', '09:00–11:30') }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      lesson: { kind: 'group', groupId: 5, day: DAY },
      instructorId: null,
      lang: 'fr',
    });
    expect(await screen.findByText(fr.unassigned('Flocon 1'))).toBeTruthy();
  });

  it('says in English why the platform refuses, and the card goes back to the tray', async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    const { calls } = fakeFetch((method) =>
      method === 'PUT'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : { body: view() },
    );
    renderInApp(<PlanningScreen />, { lang: 'en', url: '/admin/planning' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en.assignLesson('Emma Smith', '14:00–15:00') }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Léa Rochas — not this language' }));
    // While the platform judges, the card waits on Léa's row.
    await waitFor(() => expect(within(rowOf('Léa Rochas')).getByText('Emma Smith')).toBeTruthy());
    answer({
      status: 409,
      body: {
        error: {
          message: 'body.instructorId: Léa Rochas does not speak this lesson’s language',
          field: 'body.instructorId',
          code: 'assignment_refused',
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(en.refused('Léa Rochas does not speak this lesson’s language'));
    expect(within(screen.getByRole('region', { name: `${en.trayTitle} (2)` })).getByText('Emma Smith')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: `${en.trayTitle} (2)` })).getByText('Requested: Camille Bérard')).toBeTruthy();
    expect(within(rowOf('Léa Rochas')).queryByText('Emma Smith')).toBeNull();
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
  });

  it('proposes the day and says the counts, with a spinner while it runs', async () => {
    let answer: (v: { body: unknown }) => void = () => {};
    const { calls } = fakeFetch((method) =>
      method === 'POST'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : { body: view() },
    );
    renderInApp(<PlanningScreen />, { lang: 'fr', url: '/admin/planning' });
    await userEvent.click(await screen.findByRole('button', { name: fr.propose }));
    expect(await screen.findByText(fr.proposing)).toBeTruthy();
    expect((screen.getByRole('button', { name: fr.propose }) as HTMLButtonElement).disabled).toBe(true);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/backoffice/sites/val-neige/planning/propose');
    expect(post?.body).toEqual({ day: DAY, lang: 'fr' });
    answer({ body: { assigned: 12, left: ['g1:x', 'g2:x'] } });
    expect(await screen.findByText('mar. 16/02 : 12 cours attribués, 2 sans moniteur disponible.')).toBeTruthy();
    expect(screen.queryByText(fr.proposing)).toBeNull();
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
  });

  it('shows a week in English from the URL, one column a day, and assigns a lesson dragged onto an instructor', async () => {
    const week: PlanningView = { ...view(), from: '2027-02-15', to: '2027-02-21' };
    const { calls } = fakeFetch((method) => ({ body: method === 'PUT' ? { lesson: week.lessons[1] } : week }));
    renderInApp(<PlanningScreen />, { lang: 'en', url: `/admin/planning?view=week&day=2027-02-17` });
    const board = await screen.findByRole('region', { name: en.boardLabel });
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({ from: '2027-02-15', to: '2027-02-21', lang: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: en.weekOf('15/02/2027', '21/02/2027') })).toBeTruthy();
    expect(
      within(board)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([en.instructor, 'Mon 15/02', 'Tue 16/02', 'Wed 17/02', 'Thu 18/02', 'Fri 19/02', 'Sat 20/02', 'Sun 21/02']);
    // Only Tuesday has lessons: one "Propose" for it.
    expect(screen.getByRole('button', { name: en.proposeFor('Tue 16/02') })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.weekView }).getAttribute('aria-pressed')).toBe('true');
    const tray = screen.getByRole('region', { name: `${en.trayTitle} (2)` });
    expect(within(tray).getByText('Tue 16/02 · 09:00–11:30')).toBeTruthy();

    const card = within(tray).getByText('Ourson 1').closest('li') as HTMLElement;
    const cells = within(rowOf('Camille Bérard')).getAllByRole('cell');
    fireEvent.dragStart(card);
    fireEvent.dragOver(cells[1] as HTMLElement);
    fireEvent.drop(cells[1] as HTMLElement);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      lesson: { kind: 'group', groupId: 6, day: DAY },
      instructorId: 1,
      lang: 'en',
    });

    // Back to the day view: the day stays in the URL.
    await userEvent.click(screen.getByRole('button', { name: en.dayView }));
    expect(window.location.search).toBe('?day=2027-02-17');
    await userEvent.click(screen.getByRole('button', { name: en.nextDay }));
    expect(window.location.search).toBe('?day=2027-02-18');
  });

  it('keeps in the tray a lesson whose instructor is no longer on the board, to take it back', async () => {
    const orphan = view();
    (orphan.lessons[0] as PlanningLesson).instructorId = 99;
    const { calls } = fakeFetch((method) => ({
      body: method === 'PUT' ? { lesson: { ...orphan.lessons[0], instructorId: null } } : orphan,
    }));
    renderInApp(<PlanningScreen />, { lang: 'en', url: '/admin/planning' });
    const tray = await screen.findByRole('region', { name: `${en.trayTitle} (3)` });
    await userEvent.click(within(tray).getByRole('button', { name: en.unassignLesson('Flocon 1', '09:00–11:30') }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        lesson: { kind: 'group', groupId: 5, day: DAY },
        instructorId: null,
        lang: 'en',
      }),
    );
  });

  it('says an empty day in words, and a failed read with a retry', async () => {
    let fail = true;
    fakeFetch(() =>
      fail
        ? { status: 500, body: { error: { message: 'boom', code: 'internal' } } }
        : { body: { ...view(), lessons: [], needs: [], ungrouped: [] } },
    );
    renderInApp(<PlanningScreen />, { lang: 'fr', url: '/admin/planning' });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText(fr.noLessons)).toBeTruthy();
    expect(screen.queryByRole('button', { name: fr.propose })).toBeNull();
  });
});
