// @vitest-environment happy-dom
import type { ClosurePreview, ClosurePreviewSlot, ClosureView } from '@schuss/contracts';
import { formatEuros } from '@schuss/contracts/rules';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closuresEn as en, closuresFr as fr } from '../../i18n/closures';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import ClosureScreen from './ClosureScreen';
import ClosuresScreen from './ClosuresScreen';

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const DAY = '2027-01-05';
const BASE = '/api/backoffice/sites/val-neige/closures';

const slot = (id: number, over: Partial<ClosurePreviewSlot> = {}): ClosurePreviewSlot => ({
  id,
  productKey: 'cours-enfants-flocon',
  productName: 'Flocon',
  startsOn: DAY,
  endsOn: DAY,
  startTime: '09:15',
  endTime: '11:45',
  capacity: 10,
  sold: 2,
  held: 0,
  closed: false,
  days: 1,
  lines: [],
  places: 0,
  targets: [],
  ...over,
});

const flocon = slot(11, {
  lines: [
    {
      orderLineId: 101,
      orderNumber: 'VN-2027-000001',
      lang: 'fr',
      contactName: 'Anne Martin',
      email: 'anne@example.fr',
      participants: ['Léa Martin', 'Tom Martin'],
      quantity: 2,
      total: eur(41_000),
      refund: eur(41_000),
      share: 'whole',
    },
  ],
  places: 2,
  targets: [
    {
      id: 21,
      productKey: 'cours-enfants-flocon',
      productName: 'Flocon',
      startsOn: '2027-01-06',
      endsOn: '2027-01-06',
      startTime: '14:00',
      endTime: '16:30',
      free: 5,
    },
  ],
});
const week = slot(12, {
  productName: 'Étoile',
  startsOn: '2027-01-04',
  endsOn: '2027-01-08',
  days: 5,
  lines: [
    {
      orderLineId: 102,
      orderNumber: 'VN-2027-000002',
      lang: 'en',
      contactName: 'Emma Brown',
      email: 'emma@example.com',
      participants: ['Olivia Brown'],
      quantity: 1,
      total: eur(20_500),
      refund: eur(4_100),
      share: 'day',
    },
  ],
  places: 1,
});
const empty = slot(13, { productName: 'Ourson', sold: 0 });

const dayPreview: ClosurePreview = {
  scope: 'day',
  day: DAY,
  slotId: null,
  slots: [flocon, week, empty],
  totals: { slots: 3, orders: 2, participants: 3, contacts: 2, refund: eur(45_100) },
};
const slotPreview: ClosurePreview = {
  scope: 'slot',
  day: null,
  slotId: 11,
  slots: [flocon],
  totals: { slots: 1, orders: 1, participants: 2, contacts: 1, refund: eur(41_000) },
};

const closure = (over: Partial<ClosureView> = {}): ClosureView => ({
  id: 7,
  scope: 'day',
  day: DAY,
  slotId: null,
  slot: null,
  reason: 'weather',
  note: 'Tempête',
  remedy: 'refund',
  by: 'Accueil <accueil@val-neige.example>',
  createdAt: '2027-01-04T17:00:00.000Z',
  counts: { slots: 3, orders: 2, lines: 2, refunded: 1, moved: 0, failed: 1, pending: 0 },
  refunded: eur(41_000),
  slots: [{ ...flocon, whole: true, toSlot: null }],
  lines: [
    {
      id: 1,
      orderLineId: 101,
      orderNumber: 'VN-2027-000001',
      lang: 'fr',
      email: 'anne@example.fr',
      participants: ['Léa Martin', 'Tom Martin'],
      quantity: 2,
      fromSlotId: 11,
      toSlotId: null,
      outcome: 'refunded',
      refund: eur(41_000),
      share: 'whole',
      error: null,
      emailStatus: 'sent',
      attempts: 0,
    },
    {
      id: 2,
      orderLineId: 102,
      orderNumber: 'VN-2027-000002',
      lang: 'en',
      email: 'emma@example.com',
      participants: ['Olivia Brown'],
      quantity: 1,
      fromSlotId: 12,
      toSlotId: null,
      outcome: 'failed',
      refund: eur(4_100),
      share: 'day',
      error: 'card expired',
      emailStatus: 'sent',
      attempts: 0,
    },
  ],
  ...over,
});

type Answer = { status?: number; body?: unknown };

/** The platform as the screen calls it: previews by scope, the list, the closing. */
function platform(
  onClose: (body: Record<string, unknown>) => Answer = () => ({ status: 201, body: closure() }),
  over: Record<string, Answer> = {},
) {
  return fakeFetch((method, url, body) => {
    const b = body as Record<string, unknown> | undefined;
    if (url.pathname === `${BASE}/preview`) {
      if (over.preview) return over.preview;
      if (b?.day === '2027-03-01') {
        return { status: 400, body: { error: { message: 'body.day: no slot runs', field: 'body.day', code: 'invalid_input' } } };
      }
      return { body: b?.scope === 'slot' ? slotPreview : dayPreview };
    }
    if (url.pathname === BASE && method === 'GET') return { body: { closures: [] } };
    if (url.pathname === BASE && method === 'POST') return onClose(b ?? {});
    return { status: 404, body: { error: { message: 'no', code: 'not_found' } } };
  });
}

const posted = (calls: { method: string; url: URL; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === BASE);

async function openScreen(lang: 'fr' | 'en' = 'en') {
  renderInApp(<ClosuresScreen />, { lang, url: `/admin/closures?day=${DAY}` });
  const t = lang === 'fr' ? fr : en;
  await screen.findByRole('radio', { name: t.wholeDay(3) });
  return t;
}

describe('closures screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names a past closure of a slot by its course and dates, never by an id (issue 32)', async () => {
    const closed = {
      id: 11,
      productKey: 'cours-enfants-flocon',
      productName: 'Flocon',
      startsOn: DAY,
      endsOn: DAY,
      startTime: '09:15',
      endTime: '11:45',
    };
    fakeFetch((method, url) => {
      if (url.pathname === BASE && method === 'GET') {
        return { body: { closures: [closure({ scope: 'slot', day: null, slotId: 11, slot: closed })] } };
      }
      if (url.pathname === `${BASE}/preview`) return { body: dayPreview };
      return { status: 404, body: { error: { message: 'no', code: 'not_found' } } };
    });
    renderInApp(<ClosuresScreen />, { lang: 'fr', url: `/admin/closures?day=${DAY}` });
    const link = await screen.findByRole('link', { name: /^Flocon · mar\. 05\/01 09:15–11:45 — / });
    expect(link.getAttribute('href')).toBe('/admin/closures/7');
    expect(screen.queryByText(/Créneau n°/)).toBeNull();
  });

  it('shows who a day concerns before anything is closed, then one slot only', async () => {
    const { calls } = platform();
    const t = await openScreen('fr');
    expect((screen.getByLabelText(t.day) as HTMLInputElement).value).toBe(DAY);
    expect(screen.getByText(t.affectedSummary(2, 3, 2))).toBeTruthy();
    const table = screen.getByRole('region', { name: /Participants concernés/ });
    expect(within(table).getByRole('link', { name: 'VN-2027-000001' }).getAttribute('href')).toBe('/admin/orders/VN-2027-000001');
    expect(within(table).getByText('anne@example.fr')).toBeTruthy();
    expect(within(table).getByText('anglais')).toBeTruthy();
    // The week's line: the closed day's share, said so.
    expect(within(table).getByText(`(${t.shareOfDays(5)})`)).toBeTruthy();
    expect(screen.getByRole('radio', { name: new RegExp(t.remedyRefund(formatEuros(45_100, 'fr')).replace(/[()]/g, '.')) })).toBeTruthy();

    // A course of several days is closed whole from here: the choice says so (a day of it is the whole day's choice).
    expect(
      screen.getByRole('radio', { name: /^Tout le cours Étoile.*, ses 5 jours \(1 participant\) : remboursé entier ou déplacé$/ }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /^Seulement Flocon/ }));
    await waitFor(() => expect(screen.getByText(t.affectedSummary(1, 2, 1))).toBeTruthy());
    expect(calls.filter((c) => c.url.pathname.endsWith('/preview')).map((c) => c.body)).toEqual([
      { scope: 'day', day: DAY },
      { scope: 'slot', slotId: 11 },
    ]);
    expect(posted(calls)).toHaveLength(0);
  });

  it('says in the staff’s language what is missing; nothing is closed', async () => {
    const { calls } = platform();
    const t = await openScreen('en');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.reasonRequired)).toBeTruthy();
    expect(screen.getByLabelText(t.reason).getAttribute('aria-invalid')).toBe('true');
    await userEvent.selectOptions(screen.getByLabelText(t.reason), 'other');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.noteRequired)).toBeTruthy();
    // Moving: each slot with participants needs a target.
    await userEvent.type(screen.getByLabelText(t.note), 'No instructor');
    await userEvent.click(screen.getByRole('radio', { name: t.remedyMove }));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getAllByText(t.moveRequired)).toHaveLength(2));
    expect(screen.getByText(t.moveNoTargets)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted(calls)).toHaveLength(0);
  });

  it('a day with nothing to close is said so', async () => {
    platform();
    renderInApp(<ClosuresScreen />, { lang: 'fr', url: '/admin/closures?day=2027-03-01' });
    expect(await screen.findByText(fr.dayNothing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: fr.submit })).toBeNull();
  });

  it('closes the day with a refund after a confirmation, then opens the closure', async () => {
    const { calls } = platform();
    const t = await openScreen('en');
    await userEvent.selectOptions(screen.getByLabelText(t.reason), 'weather');
    await userEvent.type(screen.getByLabelText(t.note), 'Storm');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByText(t.confirmText(3, 2))).toBeTruthy();
    expect(within(dialog).getByText(t.confirmRefund(formatEuros(45_100, 'en')))).toBeTruthy();
    expect(posted(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmSubmit }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/closures/7'));
    const [sent] = posted(calls);
    expect(sent?.body).toMatchObject({ scope: 'day', day: DAY, reason: 'weather', note: 'Storm', remedy: 'refund', moves: [] });
    expect((sent!.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(await screen.findByText(t.done(7))).toBeTruthy();
  });

  it('moves to the chosen slot; a target without room is said on its field, and the retry keeps the key', async () => {
    let n = 0;
    const { calls } = platform(() =>
      ++n === 1
        ? {
            status: 409,
            body: {
              error: { message: 'body.moves.0.toSlotId: slot 21 has 1 place left', field: 'body.moves.0.toSlotId', code: 'slot_full' },
            },
          }
        : { status: 201, body: closure({ remedy: 'move' }) },
    );
    const t = await openScreen('fr');
    await userEvent.click(screen.getByRole('radio', { name: /^Seulement Flocon/ }));
    await waitFor(() => expect(screen.getByText(t.affectedSummary(1, 2, 1))).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText(t.reason), 'lift_breakdown');
    await userEvent.click(screen.getByRole('radio', { name: t.remedyMove }));
    const target = screen.getByLabelText(/^Nouveau créneau pour Flocon/);
    await userEvent.selectOptions(target, '21');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.confirmSubmit }));
    expect(await screen.findByText(t.moveNoRoom)).toBeTruthy();
    await waitFor(() => expect(target.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText(/has 1 place left/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.confirmSubmit }));
    await waitFor(() => expect(posted(calls)).toHaveLength(2));
    const [first, second] = posted(calls).map((c) => c.body as { idempotencyKey: string });
    expect(first).toMatchObject({ scope: 'slot', slotId: 11, remedy: 'move', moves: [{ fromSlotId: 11, toSlotId: 21 }] });
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });
});

describe('one closure', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each line’s outcome and tries again what failed', async () => {
    const { calls } = fakeFetch((method, url) => {
      if (url.pathname === `${BASE}/7` && method === 'GET') return { body: closure() };
      if (url.pathname === `${BASE}/7/retry`) {
        return {
          body: closure({
            counts: { ...closure().counts, failed: 0, refunded: 2 },
            lines: closure().lines.map((l) => ({ ...l, outcome: 'refunded', error: null })),
          }),
        };
      }
      return { status: 404, body: { error: { message: 'no', code: 'not_found' } } };
    });
    renderInApp(<ClosureScreen closureId={7} />, { lang: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: en.closureTitle(7) })).toBeTruthy();
    const lines = await screen.findByRole('region', { name: /Lines concerned/ });
    expect(within(lines).getByText(en.failedBecause('card expired'))).toBeTruthy();
    expect(within(lines).getAllByText(en.outcomeName('refunded'))).toHaveLength(1);
    expect(screen.getByText('Tempête')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: en.retry }));
    await waitFor(() => expect(within(lines).getAllByText(en.outcomeName('refunded'))).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([`${BASE}/7/retry`]);
    expect(await screen.findByText(en.retryDone)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.retry })).toBeNull();
  });
});
