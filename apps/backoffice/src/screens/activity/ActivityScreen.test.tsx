// @vitest-environment happy-dom
import type { ActivityEntry, ActivityResponse } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityEn as en, activityFr as fr } from '../../i18n/activity';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import ActivityScreen from './ActivityScreen';
import { changes } from './changes';

const entry = (id: number, over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  at: '2027-01-04T09:30:00.000Z',
  by: 'Accueil <accueil@val-neige.example>',
  action: 'slot.capacity',
  subject: `slot ${id}`,
  before: { capacity: 10 },
  after: { capacity: 12 },
  orderNumber: null,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the activity log', () => {
  it('lists the actions in words with what they changed, links orders, and loads older ones', async () => {
    const first: ActivityResponse = {
      entries: [
        entry(60, {
          action: 'order.cancel',
          subject: 'line 3',
          orderNumber: 'VN-2027-000042',
          before: { status: 'paid' },
          after: { status: 'cancelled' },
        }),
        entry(59, {
          action: 'places.repair',
          by: 'npm run places:check -- --repair',
          before: { slotId: 7, held: 0, sold: 2 },
          after: { slotId: 7, held: 1, sold: 2 },
        }),
      ],
      next: 59,
    };
    const second: ActivityResponse = { entries: [entry(12)], next: null };
    const { calls } = fakeFetch((_m, url) => ({ body: url.searchParams.get('before') ? second : first }));
    renderInApp(<ActivityScreen />, { url: '/admin/activity' });

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText(en.actionName('order.cancel'))).toBeTruthy();
    expect(
      within(rows[1]!)
        .getByRole('link', { name: en.seeOrder('VN-2027-000042') })
        .getAttribute('href'),
    ).toBe('/admin/orders/VN-2027-000042');
    expect(within(rows[1]!).getByText('status: paid → cancelled')).toBeTruthy();
    // Only what changed: the slot and the sold places stayed.
    expect(within(rows[2]!).getByText('Places recomputed')).toBeTruthy();
    expect(
      within(rows[2]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['held: 0 → 1']);
    expect(screen.getByText(en.shown(2), { exact: false })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: en.older }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));
    expect(calls.at(-1)?.url.searchParams.get('before')).toBe('59');
    expect(screen.queryByRole('button', { name: en.older })).toBeNull();
    expect(screen.getByText(en.end, { exact: false })).toBeTruthy();
  });

  it('shows one area at a time, kept in the URL; staff are not offered accounts', async () => {
    const { calls } = fakeFetch(() => ({ body: { entries: [], next: null } }));
    renderInApp(<ActivityScreen />, { url: '/admin/activity', lang: 'fr' });
    const select = await screen.findByRole('combobox', { name: fr.kind });
    expect(within(select).queryByRole('option', { name: fr.kindName('accounts') })).toBeNull();
    await userEvent.selectOptions(select, fr.kindName('places'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('kind')).toBe('places'));
    expect(window.location.search).toBe('?kind=places');
    expect(await screen.findByText(fr.emptyKind)).toBeTruthy();
  });

  it('says what failed, with a retry', async () => {
    fakeFetch(() => ({ status: 500, body: { error: { message: 'Internal error', code: 'internal' } } }));
    renderInApp(<ActivityScreen />, { url: '/admin/activity' });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('changes', () => {
  it('lists the fields that differ, or the whole value', () => {
    expect(changes({ a: 1, b: 2 }, { a: 1, b: 3, c: 'x' })).toEqual(['b: 2 → 3', 'c: — → x']);
    expect(changes(null, { a: 1 })).toEqual(['→ {"a":1}']);
    expect(changes(null, null)).toEqual([]);
    expect(changes('old', 'new')).toEqual(['old → new']);
  });
});
