// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scanFr } from '../../i18n/scan';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import { RevokeLinksDialog } from './RevokeLinksDialog';

describe("revoking an order's links", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('explains what it does (the customer can ask for a new link), then revokes on confirmation', async () => {
    const { calls } = fakeFetch(() => ({ body: { revoked: 2, accessGeneration: 2 } }));
    const onOpenChange = vi.fn();
    renderInApp(<RevokeLinksDialog number="VN-2027-000042" open onOpenChange={onOpenChange} />, { lang: 'fr' });
    const dialog = screen.getByRole('dialog', { name: scanFr.revokeTitle('VN-2027-000042') });
    expect(dialog.textContent).toContain('Mes réservations');
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: scanFr.revokeSubmit }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/orders/VN-2027-000042/links/revoke');
    expect(await screen.findByText(scanFr.revokeDone(2))).toBeTruthy();
  });
});
