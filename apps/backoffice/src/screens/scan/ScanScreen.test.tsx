// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scanEn, scanFr } from '../../i18n/scan';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import ScanScreen from './ScanScreen';

const GOOD = 'SV1.val-neige.VN-2027-000042.1.abcdefghijklmnopqrstuv';

/** The platform: the good code is order VN-2027-000042, any other is refused with its one 404. */
const platform = () =>
  fakeFetch((_method, _url, body) =>
    (body as { code: string }).code === GOOD
      ? { body: { orderNumber: 'VN-2027-000042' } }
      : {
          status: 404,
          body: { error: { message: 'body.code: this code is not a valid voucher of this school', field: 'body.code', code: 'not_found' } },
        },
  );

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
    expect((await screen.findByRole('alert')).textContent).toBe(scanFr.codeRefused);
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
