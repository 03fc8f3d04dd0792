// @vitest-environment happy-dom
import type { ActivityEntry, ActivityResponse } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityEn as en, activityFr as fr } from '../../i18n/activity';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import ActivityScreen from './ActivityScreen';

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

// Intl puts narrow no-break spaces in amounts: plain spaces here, for reading.
const plain = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

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
          subject: 'line 3, refund €150.50',
          orderNumber: 'VN-2027-000042',
          actor: { name: 'Marie', role: 'staff' },
          lines: [{ id: 3, product: { fr: 'Cours collectif Flocon', en: 'Flocon group lesson' }, participants: ['Léa', 'Hugo'] }],
          before: { status: 'paid', refundedCents: 0, activeLines: [3] },
          after: { status: 'cancelled', refundedCents: 15_050, activeLines: [], cancelledLines: [3], refundCents: 15_050 },
        }),
        entry(59, {
          action: 'places.repair',
          by: 'npm run places:check -- --repair',
          actor: null,
          subject: 'slot 7 (capacity 5): held 0, its lines and offers hold 1; sold 2 = 2',
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
    // Each action a sentence: who (name and role), what, in the school's words; no developer text.
    const [cancel, repair] = [rows[1]!, rows[2]!].map((r) => within(r).getAllByRole('cell'));
    expect(plain(cancel![1]!.textContent)).toContain(
      'Marie (front desk) cancelled the line Flocon group lesson (Léa, Hugo) and refunded €150.50',
    );
    expect(
      within(rows[1]!)
        .getByRole('link', { name: en.seeOrder('VN-2027-000042') })
        .getAttribute('href'),
    ).toBe('/admin/orders/VN-2027-000042');
    // What changed, field by field in words: statuses and money formatted, ids left out.
    expect(
      within(rows[1]!)
        .getAllByRole('listitem')
        .map((li) => plain(li.textContent)),
    ).toEqual(['Status: Paid → Cancelled', 'Refunded: €0.00 → €150.50', 'Refund: — → €150.50']);
    expect(within(table).queryByText(/order\.cancel|cancelledLines|"status"/)).toBeNull();
    expect(plain(repair![1]!.textContent)).toBe(
      'The command “npm run places:check -- --repair” recomputed the places of the slot no. 7: 1 held, 2 sold',
    );
    // Only what changed: the slot and the sold places stayed.
    expect(
      within(rows[2]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Places held: 0 → 1']);
    expect(screen.getByText(en.shown(2), { exact: false })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: en.older }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));
    expect(calls.at(-1)?.url.searchParams.get('before')).toBe('59');
    expect(screen.queryByRole('button', { name: en.older })).toBeNull();
    expect(screen.getByText(en.end, { exact: false })).toBeTruthy();
  });

  it('says each action in French when the back office is in French', async () => {
    fakeFetch(() => ({
      body: {
        entries: [
          entry(61, {
            action: 'order.cancel',
            orderNumber: 'VN-2027-000042',
            actor: { name: 'Marie', role: 'staff' },
            lines: [{ id: 3, product: { fr: 'Cours collectif Flocon', en: 'Flocon group lesson' }, participants: ['Léa', 'Hugo'] }],
            before: { status: 'paid' },
            after: { status: 'cancelled', cancelledLines: [3], refundCents: 15_050 },
          }),
        ],
        next: null,
      } satisfies ActivityResponse,
    }));
    renderInApp(<ActivityScreen />, { url: '/admin/activity', lang: 'fr' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: fr.what })).toBeTruthy();
    const row = within(table).getAllByRole('row')[1]!;
    expect(plain(row.textContent)).toContain('Marie (accueil) a annulé la ligne Cours collectif Flocon (Léa, Hugo) et remboursé 150,50 €');
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((li) => plain(li.textContent)),
    ).toEqual(['Statut : Payée → Annulée', 'Remboursement : — → 150,50 €']);
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
