// @vitest-environment happy-dom
import type { BackofficeOrder, BackofficeOrderLine } from '@schuss/contracts';
import { formatEuros } from '@schuss/contracts/rules';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoicingEn as en, invoicingFr as fr } from '../../i18n/invoicing';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import { AdjustmentDialog } from './AdjustmentDialog';
import { isPaidOrder } from './useAdjustmentForm';

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
  lines: [line(11, 'Flocon', 18_000), line(12, 'Étoile', 12_000, { refundable: eur(7_000), givable: eur(7_000) })],
  payments: [],
  refunds: [],
  emails: [],
  audit: [],
  invoices: [],
  ...over,
});

function open(o: BackofficeOrder, lang: 'fr' | 'en' = 'fr') {
  const onOpenChange = vi.fn();
  renderInApp(<AdjustmentDialog order={o} open onOpenChange={onOpenChange} />, { lang });
  return { onOpenChange };
}

const errorOf = (field: HTMLElement) =>
  document.getElementById(
    String(field.getAttribute('aria-describedby'))
      .split(' ')
      .find((s) => s.endsWith('-error')) ?? '',
  )?.textContent;

describe('adjustment at the desk', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is for paid orders only (cancelled or refunded ones too, once paid)', () => {
    expect(isPaidOrder(order())).toBe(true);
    expect(isPaidOrder(order({ status: 'refunded' }))).toBe(true);
    expect(isPaidOrder(order({ status: 'cancelled', paidAt: null }))).toBe(false);
    expect(isPaidOrder(order({ status: 'pending_payment', paidAt: null }))).toBe(false);
  });

  it('says what it is for, then sends the line, direction, cents, means, reason and a key; toasts and closes', async () => {
    const o = order();
    const { calls } = fakeFetch(() => ({ body: { replay: false, order: o } }));
    const { onOpenChange } = open(o);
    const dialog = screen.getByRole('dialog', { name: fr.adjustTitle('VN-2027-000042') });
    expect(dialog.textContent).toContain(fr.adjustIntro);
    await userEvent.selectOptions(screen.getByLabelText(fr.adjustLine), screen.getByRole('option', { name: /Étoile/ }));
    // The amount as Intl writes it (narrow no-break space before €).
    const hint = String(screen.getByLabelText(fr.adjustAmount).getAttribute('aria-describedby'));
    expect(document.getElementById(hint)?.textContent).toBe(fr.adjustAmountHint(formatEuros(7_000, 'fr')));
    await userEvent.click(screen.getByRole('radio', { name: fr.adjustCollected }));
    await userEvent.type(screen.getByLabelText(fr.adjustAmount), '45,50');
    await userEvent.selectOptions(screen.getByLabelText(fr.adjustMeans), screen.getByRole('option', { name: fr.adjustCheque }));
    await userEvent.type(screen.getByLabelText(fr.adjustReason), 'Cours particulier en plus');
    await userEvent.click(screen.getByRole('button', { name: fr.adjustSubmit }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/orders/VN-2027-000042/adjustments');
    expect(calls[0]?.body).toMatchObject({
      orderLineId: 12,
      direction: 'collected',
      amountCents: 4_550,
      means: 'cheque',
      reason: 'Cours particulier en plus',
    });
    expect((calls[0]?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(await screen.findByText(fr.adjustDone)).toBeTruthy();
  });

  it('says what is wrong on the field, in French, and sends nothing', async () => {
    const { calls } = fakeFetch(() => ({ status: 500 }));
    open(order());
    const amount = screen.getByLabelText(fr.adjustAmount);
    await userEvent.type(amount, 'douze');
    await userEvent.click(screen.getByRole('button', { name: fr.adjustSubmit }));
    expect(await screen.findByText(fr.adjustReasonRequired)).toBeTruthy();
    expect(screen.getByLabelText(fr.adjustReason).getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(amount)).toBe(fr.adjustEuros);

    // More than is left of the line, when giving back.
    await userEvent.clear(amount);
    await userEvent.type(amount, '180,01');
    await userEvent.type(screen.getByLabelText(fr.adjustReason), 'Geste commercial');
    await userEvent.click(screen.getByRole('button', { name: fr.adjustSubmit }));
    await waitFor(() => expect(errorOf(amount)).toBe(fr.adjustTooMuch(formatEuros(18_000, 'fr'))));

    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: fr.adjustSubmit }));
    await waitFor(() => expect(errorOf(amount)).toBe(fr.adjustTooSmall));
    expect(calls).toHaveLength(0);
  });

  it("puts the platform's refusal of the amount (body.amountCents) on the amount field, with the platform's limit", async () => {
    const { calls } = fakeFetch(() => ({
      status: 400,
      body: {
        error: {
          message: 'body.amountCents: at most €30.00 (3000 cents) can be given back for this line',
          field: 'body.amountCents',
          code: 'invalid_input',
        },
      },
    }));
    open(order());
    const amount = screen.getByLabelText(fr.adjustAmount);
    await userEvent.type(amount, '50');
    await userEvent.type(screen.getByLabelText(fr.adjustReason), 'Geste commercial');
    await userEvent.click(screen.getByRole('button', { name: fr.adjustSubmit }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(amount)).toBe(fr.adjustTooMuch(formatEuros(3_000, 'fr')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ orderLineId: 11, direction: 'given_back', amountCents: 5_000, means: 'cash' });
  });

  it('works in English; other refusals in an alert box', async () => {
    fakeFetch(() => ({ status: 409, body: { error: { message: 'the order is not paid', field: 'params.number', code: 'conflict' } } }));
    open(order(), 'en');
    expect(screen.getByRole('dialog', { name: en.adjustTitle('VN-2027-000042') })).toBeTruthy();
    expect(screen.getByRole('radio', { name: en.adjustGivenBack })).toBeTruthy();
    expect(screen.getByRole('option', { name: en.adjustTransfer })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: en.adjustSubmit }));
    expect(await screen.findByText(en.adjustReasonRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(en.adjustAmount), '12.5');
    await userEvent.type(screen.getByLabelText(en.adjustReason), 'Cash back');
    await userEvent.click(screen.getByRole('button', { name: en.adjustSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.adjustNotPaid);
  });
});
