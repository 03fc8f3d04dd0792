// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scanEn, scanFr } from '../../i18n/scan';
import { match, useLocation } from '../../router';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import OrderCheckInScreen from '../check-in/OrderCheckInScreen';
import ScanScreen from './ScanScreen';

const GOOD = 'SV1.val-neige.VN-2027-000042.1.abcdefghijklmnopqrstuv';

const NUMBER = 'VN-27-4K7Q-9M2P';

/**
 * The platform: the good code is order VN-2027-000042, any other is refused with its one 404; order
 * VN-27-4K7Q-9M2P is found by its number (its check-in: today, Lucie to check in), any other number is not.
 */
const platform = () =>
  fakeFetch((method, url, body) => {
    if (method === 'GET')
      return {
        body: {
          orderNumber: NUMBER,
          status: 'paid',
          customer: 'Anne Martin',
          today: '2027-01-05',
          closedOn: null,
          day: '2027-01-05',
          lines: [
            {
              orderLineId: 11,
              slotId: 7,
              name: 'Flocon',
              startsOn: '2027-01-04',
              endsOn: '2027-01-08',
              startTime: '09:00',
              endTime: '11:30',
              participants: [{ index: 0, firstName: 'Lucie', lastName: 'Martin', checkIns: [] }],
            },
          ],
          cancelledLines: [],
        },
      };
    if (url.pathname.endsWith('/check-ins')) return { body: { present: true, checkIns: ['2027-01-05'] } };
    const code = (body as { code: string }).code.trim();
    if (code === GOOD) return { body: { orderNumber: 'VN-2027-000042' } };
    if (code.toUpperCase().replaceAll(' ', '-') === NUMBER) return { body: { orderNumber: NUMBER } };
    return code.startsWith('SV1.')
      ? {
          status: 404,
          body: { error: { message: 'body.code: this code is not a valid voucher of this school', field: 'body.code', code: 'not_found' } },
        }
      : { status: 404, body: { error: { message: 'body.code: no order with this number', field: 'body.code', code: 'not_found' } } };
  });

/** The scan and, once an order is found, its check-in, as the app's routes show them. */
function ScanThenCheckIn() {
  const { path } = useLocation();
  const at = match('/orders/:number/check-in', path);
  return at?.number ? <OrderCheckInScreen number={at.number} /> : <ScanScreen />;
}

describe('scan a voucher', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the order’s check-in from a code typed by hand (no camera on this device)', async () => {
    const { calls } = platform();
    renderInApp(<ScanScreen />, { lang: 'en', url: '/admin/scan' });
    expect(screen.getByRole('heading', { level: 1, name: scanEn.scanTitle })).toBeTruthy();
    expect(await screen.findByText(scanEn.cameraNone)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(scanEn.manualLabel), ` ${GOOD} `);
    await userEvent.click(screen.getByRole('button', { name: scanEn.manualSubmit }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/orders/VN-2027-000042/check-in'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/vouchers/scan');
    expect(calls[0]?.body).toEqual({ code: GOOD });
  });

  it('says a refused code in the staff’s language and stays on the scan; an empty field is named', async () => {
    const { calls } = platform();
    renderInApp(<ScanScreen />, { lang: 'fr', url: '/admin/scan' });
    await userEvent.click(screen.getByRole('button', { name: scanFr.manualSubmit }));
    expect(screen.getByText(scanFr.manualRequired)).toBeTruthy();
    expect(screen.getByLabelText(scanFr.manualLabel).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(scanFr.manualLabel), GOOD.replace('000042', '000043'));
    await userEvent.click(screen.getByRole('button', { name: scanFr.manualSubmit }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(scanFr.codeRefused));
    expect(window.location.pathname).toBe('/admin/scan');
  });

  it('opens an order from its typed number: the customer, the lesson and its days, the child checked in', async () => {
    const { calls } = platform();
    renderInApp(<ScanThenCheckIn />, { lang: 'en', url: '/admin/scan' });
    await userEvent.type(screen.getByLabelText(scanEn.manualLabel), 'vn 27 4k7q 9m2p');
    await userEvent.click(screen.getByRole('button', { name: scanEn.manualSubmit }));
    expect(await screen.findByRole('heading', { level: 1, name: scanEn.checkInTitle(NUMBER) })).toBeTruthy();
    expect(calls[0]?.body).toEqual({ code: 'vn 27 4k7q 9m2p' });
    expect(screen.getByText(scanEn.checkInCustomer('Anne Martin'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Flocon · 09:00–11:30' })).toBeTruthy();
    expect(screen.getByText(scanEn.lineDays('Monday 4 January', 'Friday 8 January'))).toBeTruthy();
    const lucie = screen.getByRole('switch', { name: 'Present on 05/01 — Lucie Martin' });
    await userEvent.click(lucie);
    // Today's lesson: checked in at once, no question.
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ orderLineId: 11, index: 0, day: '2027-01-05', present: true });
    expect(lucie.getAttribute('aria-checked')).toBe('true');
  });

  it('names the field for an entry that is neither a number nor a code, and says an unknown number in words', async () => {
    const { calls } = platform();
    renderInApp(<ScanScreen />, { lang: 'fr', url: '/admin/scan' });
    const field = screen.getByLabelText(scanFr.manualLabel);
    await userEvent.type(field, 'bonjour');
    await userEvent.click(screen.getByRole('button', { name: scanFr.manualSubmit }));
    expect(screen.getByText(scanFr.manualMalformed)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'VN-27-0000-0000');
    await userEvent.click(screen.getByRole('button', { name: scanFr.manualSubmit }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(scanFr.numberUnknown('VN-27-0000-0000')));
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(window.location.pathname).toBe('/admin/scan');
  });

  it('says when the camera is refused, and offers to try again', async () => {
    const getUserMedia = vi.fn(async () => {
      throw Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    platform();
    renderInApp(<ScanScreen />, { lang: 'en', url: '/admin/scan' });
    expect(await screen.findByText(scanEn.cameraDenied)).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    await userEvent.click(screen.getByRole('button', { name: scanEn.cameraRetry }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    // Typing the code still works.
    expect(screen.getByLabelText(scanEn.manualLabel)).toBeTruthy();
  });
});
