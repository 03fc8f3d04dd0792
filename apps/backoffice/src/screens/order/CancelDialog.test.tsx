// @vitest-environment happy-dom
import type { BackofficeOrder, BackofficeOrderLine } from '@schuss/contracts';
import { formatEuros } from '@schuss/contracts/rules';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import { CancelDialog, defaultRefund, newIdempotencyKey, parseEuros } from './CancelDialog';

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const line = (id: number, name: string, cents: number, extra: Partial<BackofficeOrderLine> = {}): BackofficeOrderLine => ({
  id,
  productKey: name.toLowerCase(),
  productType: 'ESF',
  name,
  merchant: 'ESF Val Neige',
  slotId: 7,
  startDate: '2027-01-04',
  endDate: '2027-01-08',
  startTime: '09:00',
  quantity: 1,
  total: eur(cents),
  paid: eur(cents),
  refundable: eur(cents),
  givable: eur(cents),
  participants: [],
  cancelledAt: null,
  ...extra,
});
const order = (over: Partial<BackofficeOrder> = {}): BackofficeOrder => ({
  number: 'VN-2027-000042',
  status: 'paid',
  lang: 'fr',
  createdAt: '2026-12-20T10:00:00.000Z',
  paidAt: '2026-12-20T10:05:00.000Z',
  contact: {
    firstName: 'Lucie',
    lastName: 'Martin',
    email: 'lucie@example.com',
    phone: '+33 6 12 34 56 78',
    address: { line1: '1 rue des Pistes', postalCode: '73000', city: 'Val Neige', country: 'FR' },
  },
  total: eur(30_000),
  paid: eur(30_000),
  refunded: eur(5_000),
  refundable: eur(25_000),
  businessProviderId: null,
  referralType: null,
  fulfilmentNote: null,
  lines: [line(11, 'Flocon', 18_000), line(12, 'Étoile', 12_000), line(13, 'Ourson', 9_000, { cancelledAt: '2026-12-21T09:00:00.000Z' })],
  payments: [],
  refunds: [],
  emails: [],
  audit: [],
  invoices: [],
  ...over,
});

function open(o: BackofficeOrder, lines: number[], lang: 'fr' | 'en' = 'en') {
  const onOpenChange = vi.fn();
  renderInApp(<CancelDialog order={o} open initialLines={lines} onOpenChange={onOpenChange} />, { lang });
  return { onOpenChange };
}

describe('cancellation form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads euros and makes idempotency keys the contract accepts', () => {
    expect(parseEuros('45,50')).toBe(4550);
    expect(parseEuros(' 45.5 € ')).toBe(4550);
    expect(parseEuros('')).toBe(0);
    expect(parseEuros('12,345')).toBeNull();
    expect(parseEuros('abc')).toBeNull();
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('proposes what can be refunded of the chosen lines, capped at what the order can still get back, and follows the choice', async () => {
    const o = order();
    expect(defaultRefund(o, [11])).toBe(18_000);
    // A line bought with a promo code: what it was paid, less what went back for it — not its list price.
    const discounted = order({ lines: o.lines.map((l) => (l.id === 11 ? { ...l, paid: eur(15_300), refundable: eur(12_300) } : l)) });
    expect(defaultRefund(discounted, [11])).toBe(12_300);
    expect(defaultRefund(o, [11, 12])).toBe(25_000);
    open(o, [11], 'fr');
    const refund = screen.getByLabelText(fr.cancelRefund) as HTMLInputElement;
    expect(refund.value).toBe('180,00');
    await userEvent.click(screen.getByRole('checkbox', { name: /Étoile/ }));
    expect(refund.value).toBe('250,00');
    // Typed by hand, the amount stays when the lines change.
    await userEvent.clear(refund);
    await userEvent.type(refund, '20');
    await userEvent.click(screen.getByRole('checkbox', { name: /Étoile/ }));
    expect(refund.value).toBe('20');
    expect((screen.getByRole('checkbox', { name: /Ourson/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('says what is wrong, on the field, in the chosen language; nothing is sent', async () => {
    const { calls } = fakeFetch(() => ({ status: 500 }));
    open(order(), [], 'fr');
    const refund = screen.getByLabelText(fr.cancelRefund);
    await userEvent.clear(refund);
    await userEvent.type(refund, '0');
    await userEvent.click(screen.getByRole('button', { name: fr.cancelSubmit }));
    expect(await screen.findByText(fr.cancelNothing)).toBeTruthy();
    expect(screen.getByText(fr.cancelReasonRequired)).toBeTruthy();
    expect(screen.getByLabelText(fr.cancelReason).getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(refund);
    await userEvent.type(refund, '300');
    await userEvent.click(screen.getByRole('button', { name: fr.cancelSubmit }));
    await waitFor(() => expect(refund.getAttribute('aria-invalid')).toBe('true'));
    // The amount as Intl writes it (narrow no-break space before €).
    expect(document.getElementById(String(refund.getAttribute('aria-describedby')).split(' ')[1] ?? '')?.textContent).toBe(
      fr.cancelTooMuch(formatEuros(25_000, 'fr')),
    );
    expect(refund.getAttribute('aria-invalid')).toBe('true');
    expect(refund.getAttribute('aria-describedby')).toMatch(/refund-error/);

    await userEvent.clear(refund);
    await userEvent.type(refund, 'douze');
    await userEvent.click(screen.getByRole('button', { name: fr.cancelSubmit }));
    expect(await screen.findByText(fr.cancelEuros)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the platform's refusal on the field it names (body.refundCents) in the staff's language, and sends a retry with the same key", async () => {
    const { calls } = fakeFetch(() => ({
      status: 400,
      body: { error: { message: 'must be at most 25000 (paid and not yet refunded)', field: 'body.refundCents', code: 'invalid_input' } },
    }));
    open(order(), [11]);
    await userEvent.type(screen.getByLabelText(en.cancelReason), 'Sick child');
    await userEvent.click(screen.getByRole('button', { name: en.cancelSubmit }));
    expect(await screen.findByText(/^The refund cannot exceed €\d/)).toBeTruthy();
    expect(screen.queryByText(/must be at most/)).toBeNull();
    const refund = screen.getByLabelText(en.cancelRefund);
    expect(refund.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/orders/VN-2027-000042/cancellations');
    expect(calls[0]?.body).toMatchObject({ lineIds: [11], refundCents: 18_000, reason: 'Sick child', notify: true });
    await userEvent.click(screen.getByRole('button', { name: en.cancelSubmit }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const [first, second] = calls.map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(second).toBe(first);
  });

  it('a limit that changed since the form opened (a refund from another tab): the platform’s limit is the one shown', async () => {
    fakeFetch(() => ({
      status: 400,
      body: {
        error: {
          message: 'body.refundCents: at most €310.00 (31000 cents) can be refunded for this line',
          field: 'body.refundCents',
          code: 'invalid_input',
        },
      },
    }));
    open(order(), [11], 'fr');
    await userEvent.type(screen.getByLabelText(fr.cancelReason), 'Malade');
    await userEvent.click(screen.getByRole('button', { name: fr.cancelSubmit }));
    const refund = screen.getByLabelText(fr.cancelRefund);
    await waitFor(() => expect(refund.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(String(refund.getAttribute('aria-describedby')).split(' ')[1] ?? '')?.textContent).toBe(
      fr.cancelTooMuch(formatEuros(31_000, 'fr')),
    );
  });

  it('says in the staff’s language that the payment provider did not refund', async () => {
    fakeFetch(() => ({
      status: 502,
      body: {
        error: { message: 'body.refundCents: the payment provider did not refund', field: 'body.refundCents', code: 'provider_failed' },
      },
    }));
    open(order(), [11]);
    await userEvent.type(screen.getByLabelText(en.cancelReason), 'Sick child');
    await userEvent.click(screen.getByRole('button', { name: en.cancelSubmit }));
    expect(await screen.findByText(en.cancelProviderFailed)).toBeTruthy();
  });

  it('cancels with a partial refund and closes', async () => {
    const o = order();
    const { calls } = fakeFetch(() => ({
      body: {
        refund: {
          id: 'r1',
          amount: eur(4_550),
          status: 'succeeded',
          reason: 'Rain',
          lineIds: [12],
          by: 'Accueil',
          createdAt: '',
          error: null,
        },
        order: o,
      },
    }));
    const { onOpenChange } = open(o, [12]);
    const refund = screen.getByLabelText(en.cancelRefund);
    expect((refund as HTMLInputElement).value).toBe('120.00');
    await userEvent.clear(refund);
    await userEvent.type(refund, '45.50');
    await userEvent.type(screen.getByLabelText(en.cancelReason), 'Rain');
    await userEvent.click(screen.getByRole('checkbox', { name: en.cancelNotify }));
    await userEvent.click(screen.getByRole('button', { name: en.cancelSubmit }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]?.body).toMatchObject({ lineIds: [12], refundCents: 4_550, reason: 'Rain', notify: false });
    expect(await screen.findByText(en.cancelDone('€45.50'))).toBeTruthy();
  });

  it('cancels one participant alone: their name in the title, their share proposed and capped, the participant sent', async () => {
    const o = order();
    const { calls } = fakeFetch(() => ({ body: { refund: null, order: o } }));
    const onOpenChange = vi.fn();
    const participant = { lineId: 11, index: 1, name: 'Léa Martin', lineName: 'Flocon', refundable: 9_000 };
    renderInApp(<CancelDialog order={o} open initialLines={[]} participant={participant} onOpenChange={onOpenChange} />, { lang: 'fr' });
    expect(screen.getByRole('dialog', { name: fr.cancelParticipantTitle('Léa Martin') })).toBeTruthy();
    // No line to choose: the participant is the subject.
    expect(screen.queryByRole('checkbox', { name: /Flocon/ })).toBeNull();
    const refund = screen.getByLabelText(fr.cancelRefund) as HTMLInputElement;
    expect(refund.value).toBe('90,00');
    await userEvent.clear(refund);
    await userEvent.type(refund, '90,01');
    await userEvent.type(screen.getByLabelText(fr.cancelReason), 'Malade');
    await userEvent.click(screen.getByRole('button', { name: fr.cancelSubmit }));
    await waitFor(() => expect(refund.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(String(refund.getAttribute('aria-describedby')).split(' ')[1] ?? '')?.textContent).toBe(
      fr.cancelTooMuch(formatEuros(9_000, 'fr')),
    );
    expect(calls).toHaveLength(0);
    await userEvent.clear(refund);
    await userEvent.type(refund, '60');
    await userEvent.click(screen.getByRole('button', { name: fr.cancelSubmit }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]?.body).toMatchObject({ lineIds: [], participant: { lineId: 11, index: 1 }, refundCents: 6_000, reason: 'Malade' });
  });
});
