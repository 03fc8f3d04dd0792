// @vitest-environment happy-dom
import type { RosterResponse } from '@schuss/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/fr';
import { scanEn } from '../../i18n/scan';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import RosterScreen from './RosterScreen';

const roster = (): RosterResponse => ({
  slot: {
    slotId: 7,
    productKey: 'cours-enfants-flocon',
    productType: 'ESF',
    name: 'Flocon',
    startsOn: '2027-01-04',
    endsOn: '2027-01-05',
    startTime: '09:00',
    endTime: '11:30',
    capacity: 8,
    sold: 2,
    held: 0,
    free: 6,
  },
  days: ['2027-01-04', '2027-01-05'],
  participants: [
    {
      orderLineId: 11,
      index: 0,
      orderNumber: 'VN-2027-000042',
      firstName: 'Lucie',
      lastName: 'Martin',
      birthDate: '2019-03-02',
      age: 7,
      level: 'Flocon',
      height: 120,
      weight: 22,
      shoeSize: 30,
      phone: '+33 6 12 34 56 78',
      checkIns: [],
    },
    {
      orderLineId: 11,
      index: 1,
      orderNumber: 'VN-2027-000042',
      firstName: 'Tom',
      lastName: 'Martin',
      birthDate: '2017-05-09',
      age: 9,
      level: null,
      height: null,
      weight: null,
      shoeSize: null,
      phone: '+33 6 12 34 56 78',
      checkIns: ['2027-01-04'],
      note: 'Asthme : Ventoline dans le sac à dos',
    },
  ],
});

/** The roster, or the slot's waiting list (empty here: WaitlistSection.test.tsx). */
const rosterOrList = (url: URL) => ({ body: url.pathname.endsWith('/waitlist') ? { slotId: 7, entries: [] } : roster() });

describe('roster check-ins', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the participants with age, phone link, order link and a named switch per day', async () => {
    fakeFetch((_method, url) => rosterOrList(url));
    renderInApp(<RosterScreen slotId={7} />, { lang: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: fr.rosterTitle('Flocon') })).toBeTruthy();
    expect(screen.getByText(fr.ageYears(7))).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '+33 6 12 34 56 78' })[0]?.getAttribute('href')).toBe('tel:+33612345678');
    expect(screen.getAllByRole('link', { name: 'VN-2027-000042' })[0]?.getAttribute('href')).toBe('/admin/orders/VN-2027-000042');
    const lucie = screen.getByRole('switch', { name: 'Présent le 04/01 — Lucie Martin' });
    expect(lucie.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Présent le 04/01 — Tom Martin' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    expect(screen.getByRole('link', { name: fr.downloadCsv }).getAttribute('href')).toBe(
      '/api/backoffice/sites/val-neige/slots/7/roster.csv?lang=fr',
    );
    // The course's groups by level (issue 30).
    expect(screen.getByRole('link', { name: fr.groupsLink }).getAttribute('href')).toBe('/admin/slots/7/groups');
    // At the meeting point, the roster leads to the voucher scanner.
    expect(screen.getByRole('link', { name: fr.navScan }).getAttribute('href')).toBe('/admin/scan');
  });

  it('on a phone, makes each participant a card: name as heading, then each value with its column name (level, phone, order…)', async () => {
    fakeFetch((_method, url) => rosterOrList(url));
    renderInApp(<RosterScreen slotId={7} />, { lang: 'fr' });
    const table = await screen.findByRole('table');
    // Explicit roles: the phone's `display: block` does not take the headers away from screen readers.
    expect(table.getAttribute('role')).toBe('table');
    const lucie = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(lucie).getByRole('rowheader').classList.contains('card-title')).toBe(true);
    expect(within(lucie).getByRole('rowheader').textContent).toContain('Lucie Martin');
    expect(
      within(lucie)
        .getAllByRole('cell')
        .map((c) => c.getAttribute('data-label')),
    ).toEqual(['lun. 04/01', 'mar. 05/01', fr.level, fr.measures, fr.parentsNote, fr.phone, fr.order]);
    // The parents' note, under its column's name: Tom's as written, Lucie has none.
    const tom = within(table).getAllByRole('row')[2] as HTMLElement;
    const note = within(tom)
      .getAllByRole('cell')
      .find((c) => c.getAttribute('data-label') === fr.parentsNote);
    expect(note?.textContent).toBe('Asthme : Ventoline dans le sac à dos');
    expect(within(table).getByRole('columnheader', { name: fr.parentsNote })).toBeTruthy();
    // The order number stays on one line (styles.css: .order-number).
    expect(within(lucie).getByRole('link', { name: 'VN-2027-000042' }).closest('td')?.classList.contains('order-number')).toBe(true);
  });

  it('checks in at once, keeps it when the platform agrees, and goes back with a message when it refuses', async () => {
    let release: (v: { status: number; body: unknown }) => void = () => {};
    const { calls } = fakeFetch((method, url, body) => {
      if (method === 'GET') return rosterOrList(url);
      const b = body as { present: boolean; day: string; index: number };
      if (b.index === 0) return { body: { present: true, checkIns: ['2027-01-04'] } };
      return new Promise((resolve) => {
        release = resolve;
      });
    });
    // The lesson's first day is today: no question.
    vi.useFakeTimers({ now: new Date('2027-01-04T09:30:00Z'), toFake: ['Date'] });
    renderInApp(<RosterScreen slotId={7} />, { lang: 'fr' });
    const lucie = await screen.findByRole('switch', { name: 'Présent le 04/01 — Lucie Martin' });
    await userEvent.click(lucie);
    expect(lucie.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ orderLineId: 11, index: 0, day: '2027-01-04', present: true });
    expect(calls.find((c) => c.method === 'PUT')?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/check-ins');

    // Tom's check-out: shown at once, then refused — back to present, with a message.
    const tom = screen.getByRole('switch', { name: 'Présent le 04/01 — Tom Martin' });
    await userEvent.click(tom);
    expect(tom.getAttribute('aria-checked')).toBe('false');
    await act(async () => release({ status: 500, body: { error: { message: 'boom', code: 'internal' } } }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Présent le 04/01 — Tom Martin' }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(await screen.findByText(new RegExp(fr.checkInFailed('Tom Martin').slice(0, 30)))).toBeTruthy();
    // Lucie's check-in made meanwhile stays.
    expect(screen.getByRole('switch', { name: 'Présent le 04/01 — Lucie Martin' }).getAttribute('aria-checked')).toBe('true');
  });

  it('asks before checking in on another day than today; keeps it unchecked when staff say no', async () => {
    vi.useFakeTimers({ now: new Date('2027-01-04T09:30:00Z'), toFake: ['Date'] });
    const { calls } = fakeFetch((method, url) =>
      method === 'GET' ? rosterOrList(url) : { body: { present: true, checkIns: ['2027-01-05'] } },
    );
    renderInApp(<RosterScreen slotId={7} />, { lang: 'en' });
    const tomorrow = await screen.findByRole('switch', { name: 'Present on 05/01 — Lucie Martin' });
    await userEvent.click(tomorrow);
    let dialog = await screen.findByRole('dialog', { name: scanEn.otherDayTitle });
    expect(dialog.textContent).toContain('This lesson is on Tuesday 5 January, not today. Check in anyway?');
    await userEvent.click(within(dialog).getByRole('button', { name: scanEn.otherDayCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tomorrow.getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(tomorrow);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.click(tomorrow);
    dialog = await screen.findByRole('dialog', { name: scanEn.otherDayTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: scanEn.otherDayConfirm }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      orderLineId: 11,
      index: 0,
      day: '2027-01-05',
      present: true,
      confirmOtherDay: true,
    });
    expect(tomorrow.getAttribute('aria-checked')).toBe('true');
  });

  it("once the course's groups are saved, shows one group's roster: its children on any day (issue 30)", async () => {
    const grouped = roster();
    grouped.participants[0]!.groups = { '2027-01-04': 'Flocon A', '2027-01-05': 'Flocon A' };
    // Tom moved into Flocon B on the second day: he is on both groups' rosters.
    grouped.participants[1]!.groups = { '2027-01-04': 'Flocon A', '2027-01-05': 'Flocon B' };
    fakeFetch((_m, url) => ({ body: url.pathname.endsWith('/waitlist') ? { slotId: 7, entries: [] } : grouped }));
    renderInApp(<RosterScreen slotId={7} />, { url: '/admin/slots/7/roster', lang: 'fr' });
    const filter = await screen.findByLabelText(fr.rosterGroup);
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([fr.rosterAllGroups, 'Flocon A', 'Flocon B']);
    await userEvent.selectOptions(filter, 'Flocon B');
    const rows = screen.getAllByRole('rowheader').map((h) => h.textContent ?? '');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Tom Martin');
    await userEvent.selectOptions(filter, fr.rosterAllGroups);
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
  });

  it('shows no group filter before the groups are saved', async () => {
    fakeFetch((_m, url) => rosterOrList(url));
    renderInApp(<RosterScreen slotId={7} />, { url: '/admin/slots/7/roster', lang: 'fr' });
    await screen.findByText('Lucie Martin');
    expect(screen.queryByLabelText(fr.rosterGroup)).toBeNull();
  });
});
