// @vitest-environment happy-dom
import type { GroupChild, SlotGroupsView } from '@schuss/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/fr';
import { levelsEn, levelsFr } from '../../i18n/levels';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import GroupsScreen from './GroupsScreen';

const DAYS = ['2027-02-15', '2027-02-16', '2027-02-17'];
const days = (a: number | null, b: number | null, c: number | null) => ({
  [DAYS[0] as string]: a,
  [DAYS[1] as string]: b,
  [DAYS[2] as string]: c,
});
const child = (
  orderLineId: number,
  participant: number,
  firstName: string,
  age: number,
  level: 'flocon' | 'ourson',
  groups = days(null, null, null),
): GroupChild => ({
  orderLineId,
  participant,
  firstName,
  lastName: firstName === 'Zoé' ? 'Petit' : 'Martin',
  age,
  level,
  levelName: level === 'flocon' ? 'Flocon' : 'Ourson',
  orderNumber: `VN-2027-0000${orderLineId}`,
  groups,
});

/** A course of three days, its groups saved: Léa and Tom in Flocon A, Zoé without a group on Monday, then in Ourson. */
const board = (): SlotGroupsView => ({
  slot: {
    slotId: 7,
    productKey: 'cours-enfants',
    name: 'Cours enfants',
    startsOn: DAYS[0] as string,
    endsOn: DAYS[2] as string,
    startTime: '09:00:00',
    endTime: '11:30:00',
    capacity: 24,
  },
  days: DAYS,
  groups: [
    { id: 5, name: 'Flocon A', level: 'flocon', levelName: 'Flocon', size: 8 },
    { id: 6, name: 'Flocon B', level: 'flocon', levelName: 'Flocon', size: 8 },
    { id: 7, name: 'Ourson', level: 'ourson', levelName: 'Ourson', size: 6 },
  ],
  children: [
    child(11, 0, 'Léa', 7, 'flocon', days(5, 5, 5)),
    child(11, 1, 'Tom', 9, 'flocon', days(5, 5, 5)),
    child(12, 0, 'Zoé', 4, 'ourson', days(null, 7, 7)),
  ],
  proposal: null,
  moves: [],
  ladder: [
    { key: 'ourson', name: 'Ourson' },
    { key: 'flocon', name: 'Flocon' },
    { key: '1re-etoile', name: '1re Étoile' },
  ],
});

/** The same course before any group is saved: the platform's proposal. */
const proposed = (): SlotGroupsView => ({
  ...board(),
  groups: [],
  children: [child(11, 0, 'Léa', 7, 'flocon'), child(11, 1, 'Tom', 9, 'flocon'), child(12, 0, 'Zoé', 4, 'ourson')],
  proposal: [
    {
      name: 'Flocon A',
      level: 'flocon',
      members: [
        { orderLineId: 11, participant: 0 },
        { orderLineId: 11, participant: 1 },
      ],
    },
    { name: 'Ourson A', level: 'ourson', members: [{ orderLineId: 12, participant: 0 }] },
  ],
});

const region = (name: string) => screen.getByRole('region', { name });

describe('a course’s groups', () => {
  beforeEach(() => {
    // Tuesday of the course: the board opens on today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-02-16T08:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the proposal, lets staff rename a group and move a child, and accepts it', async () => {
    const { calls } = fakeFetch((method) => ({ body: method === 'POST' ? board() : proposed() }));
    renderInApp(<GroupsScreen slotId={7} />, { lang: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: levelsFr.groupsTitle('Cours enfants') })).toBeTruthy();
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/groups');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('fr');
    expect(screen.getByText('15/02/2027 → 17/02/2027 · 09:00–11:30 · 24 places')).toBeTruthy();
    expect(screen.getByRole('link', { name: levelsFr.resultsLink }).getAttribute('href')).toBe('/admin/slots/7/results');
    expect(screen.getByText(levelsFr.courseDays('lun. 15/02 · mar. 16/02 · mer. 17/02'))).toBeTruthy();
    const first = region('Flocon A');
    expect(within(first).getByText('Tom Martin')).toBeTruthy();
    expect(within(first).getAllByText('9 ans · Flocon')).toHaveLength(1);

    const second = screen.getByLabelText(levelsFr.proposedName(2));
    await userEvent.clear(second);
    await userEvent.type(second, 'Ourson 1');
    await userEvent.selectOptions(screen.getByLabelText(levelsFr.childGroup('Tom Martin')), 'Ourson 1');
    await userEvent.click(screen.getByRole('button', { name: levelsFr.putIn('Tom Martin') }));
    expect(within(region('Ourson 1')).getByText('Tom Martin')).toBeTruthy();
    expect(within(region('Flocon A')).queryByText('Tom Martin')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: levelsFr.accept }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/groups');
    expect(post?.body).toEqual({
      groups: [
        { name: 'Flocon A', level: 'flocon', members: [{ orderLineId: 11, participant: 0 }] },
        {
          name: 'Ourson 1',
          level: 'ourson',
          members: [
            { orderLineId: 12, participant: 0 },
            { orderLineId: 11, participant: 1 },
          ],
        },
      ],
    });
    // The answer is the saved groups: the board of today.
    expect(await screen.findByRole('button', { name: levelsFr.rename('Flocon B') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: levelsFr.accept })).toBeNull();
    expect(await screen.findByText(levelsFr.accepted)).toBeTruthy();
  });

  it('moves a child by buttons from the day chosen, and shows the answer’s groups and moves', async () => {
    const after = board();
    after.children[0] = { ...(after.children[0] as GroupChild), groups: days(5, 6, 6) };
    after.moves = [
      { child: 'Léa Martin', from: 'Flocon A', to: 'Flocon B', fromDay: '2027-02-16', by: 'Marie', at: '2027-02-16T09:05:00.000Z' },
    ];
    const { calls } = fakeFetch((method) => ({ body: method === 'POST' ? after : board() }));
    renderInApp(<GroupsScreen slotId={7} />, { lang: 'fr' });
    const day = await screen.findByLabelText(levelsFr.day);
    expect((day as HTMLSelectElement).value).toBe('2027-02-16');
    expect(within(region('Flocon A')).getByText(levelsFr.countLabel(2, 8))).toBeTruthy();
    expect(screen.queryByRole('region', { name: levelsFr.withoutGroup })).toBeNull();

    const move = screen.getByRole('button', { name: levelsFr.move('Léa Martin') });
    await userEvent.click(move);
    expect(move.getAttribute('aria-expanded')).toBe('true');
    await userEvent.selectOptions(screen.getByLabelText(levelsFr.moveTo), 'Flocon B');
    expect((screen.getByLabelText(levelsFr.moveFrom) as HTMLSelectElement).value).toBe('2027-02-16');
    await userEvent.click(screen.getByRole('button', { name: levelsFr.moveConfirm }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/groups/moves');
    expect(post?.body).toEqual({ orderLineId: 11, participant: 0, toGroup: 6, fromDay: '2027-02-16' });
    await waitFor(() => expect(within(region('Flocon B')).getByText('Léa Martin')).toBeTruthy());
    expect(within(region('Flocon A')).getByText(levelsFr.countLabel(1, 8))).toBeTruthy();
    expect(screen.getByText('Léa Martin : Flocon A → Flocon B, à partir du mardi 16 février, par Marie, le 16/02/2027 10:05')).toBeTruthy();

    // On Monday, Zoé has no group yet: she is listed apart and moves in the same way.
    await userEvent.selectOptions(day, '2027-02-15');
    // The day's groups as CSV follow the day chosen.
    const csv = screen.getByRole('link', { name: levelsFr.downloadCsv });
    expect(csv.getAttribute('href')).toMatch(/\/slots\/\d+\/groups\.csv\?lang=fr&day=2027-02-15$/);
    expect(within(region('Flocon A')).getByText('Léa Martin')).toBeTruthy();
    const without = region(levelsFr.withoutGroup);
    await userEvent.click(within(without).getByRole('button', { name: levelsFr.move('Zoé Petit') }));
    await userEvent.selectOptions(screen.getByLabelText(levelsFr.moveTo), 'Ourson');
    await userEvent.click(screen.getByRole('button', { name: levelsFr.moveConfirm }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({
      orderLineId: 12,
      participant: 0,
      toGroup: 7,
      fromDay: '2027-02-15',
    });
  });

  it('moves a child dragged onto another group’s card, renames a group and adds one', async () => {
    const renamed = board();
    renamed.groups[0] = { ...(renamed.groups[0] as SlotGroupsView['groups'][number]), name: 'Flocon rouge' };
    const { calls } = fakeFetch((method) => ({ body: method === 'PUT' ? renamed : board() }));
    renderInApp(<GroupsScreen slotId={7} />, { lang: 'fr' });
    const tom = (await screen.findByText('Tom Martin')).closest('li') as HTMLElement;
    fireEvent.dragStart(tom);
    fireEvent.dragOver(region('Flocon B'));
    fireEvent.drop(region('Flocon B'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ orderLineId: 11, participant: 1, toGroup: 6, fromDay: '2027-02-16' });

    await userEvent.click(screen.getByRole('button', { name: levelsFr.rename('Flocon A') }));
    const name = screen.getByLabelText(levelsFr.newName('Flocon A'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Flocon rouge');
    await userEvent.click(screen.getByRole('button', { name: levelsFr.renameSave }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/groups/5');
    expect(put?.body).toEqual({ name: 'Flocon rouge' });
    expect(await screen.findByRole('heading', { name: 'Flocon rouge' })).toBeTruthy();

    await userEvent.type(screen.getByLabelText(levelsFr.newGroupName), 'Ourson B');
    // The discipline's whole ladder is offered: a group for a level nobody has yet can be made ahead.
    const levelChoice = screen.getByLabelText(levelsFr.newGroupLevel) as HTMLSelectElement;
    expect([...levelChoice.options].map((o) => o.text).slice(1)).toEqual(['Ourson', 'Flocon', '1re Étoile']);
    await userEvent.selectOptions(levelChoice, 'Ourson');
    await userEvent.click(screen.getByRole('button', { name: levelsFr.create }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const created = calls.filter((c) => c.method === 'POST')[1];
    expect(created?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/groups/new');
    expect(created?.body).toEqual({ name: 'Ourson B', level: 'ourson' });
  });

  it('says in English that someone else moved the child meanwhile, and reads the groups again', async () => {
    const { calls } = fakeFetch((method) =>
      method === 'POST' ? { status: 409, body: { error: { message: 'The child moved meanwhile', code: 'conflict' } } } : { body: board() },
    );
    renderInApp(<GroupsScreen slotId={7} />, { lang: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: levelsEn.move('Léa Martin') }));
    await userEvent.click(screen.getByRole('button', { name: levelsEn.moveConfirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(levelsEn.conflict);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    // The form stays open: staff can try again with the groups as they stand now.
    expect(screen.getByRole('button', { name: levelsEn.move('Léa Martin') }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says a failed acceptance in French', async () => {
    fakeFetch((method) =>
      method === 'POST' ? { status: 403, body: { error: { message: 'Forbidden', code: 'forbidden' } } } : { body: proposed() },
    );
    renderInApp(<GroupsScreen slotId={7} />, { lang: 'fr' });
    const first = await screen.findByLabelText(levelsFr.proposedName(1));
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: levelsFr.accept }));
    expect((await screen.findByRole('alert')).textContent).toBe(levelsFr.nameRequired);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(first, 'Flocon A');
    await userEvent.click(screen.getByRole('button', { name: levelsFr.accept }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(fr.errorForbidden));
  });
});
