// @vitest-environment happy-dom
import type { OrderCheckInResponse } from '@schuss/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scanEn } from '../../i18n/scan';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import OrderCheckInScreen from './OrderCheckInScreen';

const view = (): OrderCheckInResponse => ({
  orderNumber: 'VN-2027-000042',
  status: 'paid',
  day: '2027-01-04',
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
});
