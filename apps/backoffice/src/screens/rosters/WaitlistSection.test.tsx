// @vitest-environment happy-dom
import type { WaitlistResponse } from '@schuss/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitlistEn, waitlistFr } from '../../i18n/waitlist';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import { WaitlistSection } from './WaitlistSection';

const list = (): WaitlistResponse => ({
  slotId: 7,
  entries: [
    {
      id: 1,
      position: null,
      email: null,
      participants: 1,
      places: 1,
      lang: 'fr',
      status: 'left',
      createdAt: '2027-01-01T08:00:00.000Z',
      offeredAt: null,
      offerExpiresAt: null,
      mailedAt: null,
      mailError: null,
      endedAt: '2027-01-01T09:30:00.000Z',
    },
    {
      id: 2,
      position: null,
      email: 'claire@example.fr',
      participants: 2,
      places: 2,
      lang: 'fr',
      status: 'offered',
      createdAt: '2027-01-01T10:00:00.000Z',
      offeredAt: '2027-01-02T07:00:00.000Z',
      offerExpiresAt: '2027-01-02T19:00:00.000Z',
      mailedAt: '2027-01-02T07:00:05.000Z',
      mailError: null,
      endedAt: null,
    },
    {
      id: 3,
      position: 1,
      email: 'emma@example.com',
      participants: 1,
      places: 1,
      lang: 'en',
      status: 'waiting',
      createdAt: '2027-01-01T11:15:00.000Z',
      offeredAt: null,
      offerExpiresAt: null,
      mailedAt: null,
      mailError: null,
      endedAt: null,
    },
  ],
});

describe('a slot’s waiting list', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists who waits, since when, and where each entry stands, in French', async () => {
    const { calls } = fakeFetch(() => ({ body: list() }));
    renderInApp(<WaitlistSection slotId={7} />, { lang: 'fr' });
    const section = await screen.findByRole('region', { name: waitlistFr.waitlistTitle(1) });
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/waitlist');
    const table = await within(section).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      waitlistFr.waitlistAnonymised,
      'claire@example.fr',
      'emma@example.com',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'claire@example.fr' })
        .getAttribute('href'),
    ).toBe('mailto:claire@example.fr');
    const offered = within(rows[1] as HTMLElement).getAllByRole('cell')[5]?.textContent ?? '';
    expect(offered).toMatch(/^Place réservée jusqu’au 02\/01\/2027 20:00 · e-mail envoyé le 02\/01\/2027 08:00$/);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[5]?.textContent).toBe('A quitté la liste le 01/01/2027 10:30');
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('1');
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe('anglais');
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[4]?.textContent).toBe('01/01/2027 12:15');
  });

  it('says when nobody waits, and an e-mail that could not be sent, in English', async () => {
    fakeFetch(() => ({ body: { slotId: 7, entries: [] } }));
    renderInApp(<WaitlistSection slotId={7} />, { lang: 'en' });
    expect(await screen.findByText(waitlistEn.waitlistEmpty)).toBeTruthy();
    cleanup();
    const failed = list();
    failed.entries[1] = { ...(failed.entries[1] as WaitlistResponse['entries'][number]), mailedAt: null, mailError: 'SMTP down' };
    fakeFetch(() => ({ body: failed }));
    renderInApp(<WaitlistSection slotId={7} />, { lang: 'en' });
    expect(
      await screen.findByText(/^Place held until 02\/01\/2027, 20:00 · e-mail not sent \(SMTP down\), trying again soon$/),
    ).toBeTruthy();
  });
});
