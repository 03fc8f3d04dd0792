// @vitest-environment happy-dom
import type { SeasonSlot } from '@schuss/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seasonTexts } from '../../i18n/season';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import { SlotActions } from './SlotDialogs';

const slot = (over: Partial<SeasonSlot> = {}): SeasonSlot => ({
  id: 7,
  productKey: 'cours-test',
  startsOn: '2027-01-03',
  endsOn: '2027-01-08',
  startTime: '09:00',
  endTime: '11:30',
  capacity: 12,
  sold: 10,
  held: 2,
  free: 0,
  closed: false,
  closedReason: null,
  closedAt: null,
  ...over,
});

describe("a slot's capacity and closing", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is told, in French, how many places are taken when the capacity asked is below them', async () => {
    const { calls } = fakeFetch(() => ({
      status: 409,
      body: {
        error: {
          message: 'body.capacity: 12 places are taken (10 sold, 2 held): the capacity cannot go below 12',
          field: 'body.capacity',
          code: 'places_taken',
          taken: { sold: 10, held: 2, total: 12 },
        },
      },
    }));
    renderInApp(<SlotActions slot={slot()} />, { lang: 'fr' });
    const t = seasonTexts.fr;
    await userEvent.click(screen.getByRole('button', { name: t.capacityOf('dim. 03/01 → ven. 08/01 09:00–11:30') }));
    const dialog = await screen.findByRole('dialog', { name: t.capacityTitle('dim. 03/01 → ven. 08/01 09:00–11:30') });
    expect(dialog.textContent).toContain(t.capacityHint(12, 10, 2));
    const input = screen.getByLabelText(t.capacityLabel);
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.click(screen.getByRole('button', { name: t.capacitySave }));
    expect(await screen.findByText(t.capacityTaken(12, 10, 2))).toBeTruthy();
    expect(t.capacityTaken(12, 10, 2)).toContain('12 places sont prises (10 vendues, 2 en panier)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { capacity: 5 } });
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/capacity');
  });

  it('refuses an absurd capacity on its field before sending anything, in English', async () => {
    const { calls } = fakeFetch(() => ({ status: 500 }));
    renderInApp(<SlotActions slot={slot()} />);
    const t = seasonTexts.en;
    await userEvent.click(screen.getByRole('button', { name: /Change the capacity/ }));
    const input = await screen.findByLabelText(t.capacityLabel);
    for (const [typed, message] of [
      ['600', t.capacityTooBig],
      ['-1', t.capacityNegative],
      ['dix', t.capacityNumber],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.click(screen.getByRole('button', { name: t.capacitySave }));
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls).toHaveLength(0);
  });

  it('closes a slot with a reason (required), and reopens a closed one', async () => {
    const { calls } = fakeFetch((_method, url) => ({ body: slot({ closed: !url.pathname.endsWith('/reopen'), closedReason: 'Tempête' }) }));
    renderInApp(<SlotActions slot={slot()} />, { lang: 'fr' });
    const t = seasonTexts.fr;
    await userEvent.click(screen.getByRole('button', { name: /^Fermer le créneau/ }));
    expect(await screen.findByText(t.closeKeepsParticipants(12))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.closeSubmit }));
    expect(await screen.findByText(t.reasonRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(t.closeReason), 'Tempête');
    await userEvent.click(screen.getByRole('button', { name: t.closeSubmit }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { reason: 'Tempête' } });
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/close');
    expect(await screen.findByText(t.slotClosedDone)).toBeTruthy();
    cleanup();

    renderInApp(<SlotActions slot={slot({ closed: true, closedReason: 'Tempête' })} />, { lang: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: /^Rouvrir le créneau/ }));
    expect(await screen.findByText(t.closedBecause('Tempête'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.reopenSubmit }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/reopen');
  });
});
