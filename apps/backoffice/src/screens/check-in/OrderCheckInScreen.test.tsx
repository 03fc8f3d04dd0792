// @vitest-environment happy-dom
import type { OrderCheckInResponse } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scanEn, scanFr } from '../../i18n/scan';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import OrderCheckInScreen from './OrderCheckInScreen';

const view = (): OrderCheckInResponse => ({
  orderNumber: 'VN-2027-000042',
  status: 'paid',
  customer: 'Anne Martin',
  today: '2027-01-04',
  closedOn: null,
  day: '2027-01-04',
  cancelledLines: [],
  lines: [
    {
      orderLineId: 11,
      slotId: 7,
      name: 'Flocon',
      startsOn: '2027-01-04',
      endsOn: '2027-01-08',
      startTime: '09:00',
      endTime: '11:30',
      participants: [
        { index: 0, firstName: 'Lucie', lastName: 'Martin', checkIns: [] },
        { index: 1, firstName: 'Tom', lastName: 'Martin', checkIns: ['2027-01-04'] },
      ],
    },
  ],
});

describe("an order's check-in", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the participants of the lesson day with a check-in switch each, and checks one in', async () => {
    const { calls } = fakeFetch((method) => (method === 'GET' ? { body: view() } : { body: { present: true, checkIns: ['2027-01-04'] } }));
    renderInApp(<OrderCheckInScreen number="VN-2027-000042" />, { lang: 'en' });
    expect(await screen.findByText(scanEn.checkInDay('04/01/2027'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Flocon · 09:00–11:30' })).toBeTruthy();
    expect(screen.getByRole('link', { name: scanEn.checkInOrderLink }).getAttribute('href')).toBe('/admin/orders/VN-2027-000042');
    expect(screen.getByRole('switch', { name: 'Present on 04/01 — Tom Martin' }).getAttribute('aria-checked')).toBe('true');
    const lucie = screen.getByRole('switch', { name: 'Present on 04/01 — Lucie Martin' });
    expect(lucie.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(lucie);
    expect(lucie.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/backoffice/sites/val-neige/slots/7/check-ins');
    expect(put?.body).toEqual({ orderLineId: 11, index: 0, day: '2027-01-04', present: true });
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/orders/VN-2027-000042/check-in');
  });

  it('says when the order has no lesson day to come', async () => {
    fakeFetch(() => ({ body: { ...view(), day: null, lines: [] } }));
    renderInApp(<OrderCheckInScreen number="VN-2027-000042" />, { lang: 'en' });
    expect(await screen.findByText(scanEn.checkInNoDay)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says a cancelled order, a refunded one and one not paid yet, in words, with nothing to check in', async () => {
    fakeFetch(() => ({ body: { ...view(), status: 'cancelled', closedOn: '2027-02-03', day: null, lines: [] } }));
    renderInApp(<OrderCheckInScreen number="VN-2027-000042" />, { lang: 'fr' });
    expect((await screen.findByText(scanFr.orderCancelled('3 février'))).textContent).toBe(
      'Commande annulée le 3 février — rien à pointer.',
    );
    expect(screen.getByRole('status').textContent).toContain(scanFr.orderCancelled('3 février'));
    expect(screen.queryByRole('switch')).toBeNull();
    cleanup();

    fakeFetch(() => ({ body: { ...view(), status: 'refunded', closedOn: '2027-02-03', day: null, lines: [] } }));
    renderInApp(<OrderCheckInScreen number="VN-2027-000042" />, { lang: 'en' });
    expect((await screen.findByText(scanEn.orderRefunded('3 February'))).textContent).toBe(
      'Order cancelled and refunded on 3 February — nothing to check in.',
    );
    cleanup();

    fakeFetch(() => ({ body: { ...view(), status: 'pending_payment', day: null, lines: [] } }));
    renderInApp(<OrderCheckInScreen number="VN-2027-000042" />, { lang: 'en' });
    expect(await screen.findByText(scanEn.orderNotPaid)).toBeTruthy();
  });

  it('says a cancelled line of the order, beside the lesson still to check in', async () => {
    fakeFetch(() => ({
      body: {
        ...view(),
        cancelledLines: [{ orderLineId: 12, name: 'Ourson', startsOn: '2027-01-04', endsOn: '2027-01-08', cancelledOn: '2027-01-02' }],
      },
    }));
    renderInApp(<OrderCheckInScreen number="VN-2027-000042" />, { lang: 'en' });
    expect(
      await screen.findByText('Ourson (From 4 January to 8 January): lesson cancelled on 2 January — nothing to check in.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(2);
  });

  it('asks before checking in on another day than today: Escape does not, confirming does', async () => {
    const { calls } = fakeFetch((method) =>
      method === 'GET' ? { body: { ...view(), today: '2027-01-03' } } : { body: { present: true, checkIns: ['2027-01-04'] } },
    );
    renderInApp(<OrderCheckInScreen number="VN-2027-000042" />, { lang: 'fr' });
    const lucie = await screen.findByRole('switch', { name: 'Présent le 04/01 — Lucie Martin' });
    await userEvent.click(lucie);
    const dialog = await screen.findByRole('dialog', { name: scanFr.otherDayTitle });
    expect(dialog.textContent).toContain('Ce cours est le lundi 4 janvier, pas aujourd’hui. Pointer quand même ?');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(lucie));
    expect(lucie.getAttribute('aria-checked')).toBe('false');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.click(lucie);
    const again = await screen.findByRole('dialog', { name: scanFr.otherDayTitle });
    await userEvent.click(within(again).getByRole('button', { name: scanFr.otherDayConfirm }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      orderLineId: 11,
      index: 0,
      day: '2027-01-04',
      present: true,
      confirmOtherDay: true,
    });
    expect(lucie.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks too when the platform refuses another day (its clock ahead of this device)', async () => {
    const { calls } = fakeFetch((method, _url, body) => {
      if (method === 'GET') return { body: view() };
      return (body as { confirmOtherDay?: boolean }).confirmOtherDay
        ? { body: { present: true, checkIns: ['2027-01-04'] } }
        : { status: 409, body: { error: { message: 'body.day: not today', field: 'body.day', code: 'conflict' } } };
    });
    renderInApp(<OrderCheckInScreen number="VN-2027-000042" />, { lang: 'en' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Present on 04/01 — Lucie Martin' }));
    const dialog = await screen.findByRole('dialog', { name: scanEn.otherDayTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: scanEn.otherDayConfirm }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(screen.getByRole('switch', { name: 'Present on 04/01 — Lucie Martin' }).getAttribute('aria-checked')).toBe('true');
  });
});
