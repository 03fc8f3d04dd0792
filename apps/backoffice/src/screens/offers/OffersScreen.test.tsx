// @vitest-environment happy-dom
import type { GiftVoucherDetail, GiftVoucherView, PromoCodeView } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import OffersScreen from './OffersScreen';

const euros = (amount: number) => ({ amount, currency: 'EUR' as const });
const code = (id: number, over: Partial<PromoCodeView> = {}): PromoCodeView => ({
  id,
  code: `CODE${id}`,
  kind: 'percent',
  percent: 10,
  amountOff: null,
  productTypes: [],
  validFrom: null,
  validTo: null,
  maxUses: null,
  uses: 0,
  reserved: 0,
  exclusive: false,
  active: true,
  createdAt: '2027-01-01T10:00:00.000Z',
  updatedAt: '2027-01-01T10:00:00.000Z',
  ...over,
});
const HIVER = code(1, { code: 'HIVER10', maxUses: 50, uses: 3, reserved: 1, validFrom: '2026-12-01', validTo: '2027-04-30' });
const FORFAIT = code(2, {
  code: 'FORFAIT-20',
  kind: 'amount',
  percent: null,
  amountOff: euros(2000),
  productTypes: ['LIFT'],
  exclusive: true,
});
const VOUCHER: GiftVoucherView = {
  id: 9,
  last4: 'K7QM',
  initial: euros(5000),
  balance: euros(1400),
  expiresOn: '2027-11-24',
  status: 'active',
  orderNumber: 'VN-26-4K7Q-9M2P',
  beneficiary: 'Léa Martin',
  createdAt: '2026-11-24T10:00:00.000Z',
  disabledAt: null,
  disabledReason: null,
};
const DETAIL: GiftVoucherDetail = {
  voucher: VOUCHER,
  history: [
    {
      at: '2026-11-24T10:00:00.000Z',
      kind: 'issued',
      amount: euros(5000),
      balance: euros(5000),
      orderNumber: 'VN-26-4K7Q-9M2P',
      by: null,
      note: null,
    },
    {
      at: '2026-12-20T10:00:00.000Z',
      kind: 'redeemed',
      amount: euros(-3600),
      balance: euros(1400),
      orderNumber: 'VN-26-AAAA-BBBB',
      by: null,
      note: null,
    },
  ],
};

/** The platform of these tests: the codes and vouchers above; `onWrite` answers the writes. */
function platform(onWrite: (method: string, path: string, body: unknown) => { status?: number; body?: unknown } = () => ({})) {
  return fakeFetch((method, url, body) => {
    const path = url.pathname.replace('/api/backoffice/sites/val-neige', '');
    if (method !== 'GET') return onWrite(method, path, body);
    if (path === '/promo-codes') return { body: { promoCodes: [HIVER, FORFAIT] } };
    if (path === '/gift-vouchers') return { body: { vouchers: [VOUCHER], truncated: false } };
    if (path === '/gift-vouchers/9') return { body: DETAIL };
    return { status: 404, body: { error: { message: 'no', code: 'not_found' } } };
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('promo codes', () => {
  it('lists the codes: discount, products, validity, uses and reservations, combination, status', async () => {
    platform();
    renderInApp(<OffersScreen />, { url: '/admin/offers' });
    const table = await screen.findByRole('table', { name: 'The school’s promo codes' });
    const [hiver, forfait] = within(table).getAllByRole('row').slice(1);
    expect(
      within(hiver!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'HIVER10',
      '−10%',
      'All products',
      'from 01/12/2026 to 30/04/2027',
      '3 of 50 · 1 awaiting payment',
      'Cumulative',
      'Active',
      'EditDisable',
    ]);
    expect(
      within(forfait!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 6),
    ).toEqual(['−€20.00', 'Lift passes', 'Always', '0 (no limit)', 'Alone']);
  });

  it('creates a code with the contract’s rules, then says so', async () => {
    const { calls } = platform((method, path) =>
      method === 'POST' && path === '/promo-codes'
        ? { status: 201, body: { promoCode: code(3, { code: 'NOEL-10', productTypes: ['LIFT'] }) } }
        : { status: 404 },
    );
    renderInApp(<OffersScreen />, { url: '/admin/offers' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByLabelText('Code'), 'noel-10');
    // A percentage is required for a percentage off; nothing is sent until it is right.
    await user.click(within(dialog).getByRole('button', { name: 'Create the code' }));
    const percent = within(dialog).getByLabelText('Percentage off (%)');
    expect(percent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(percent.getAttribute('aria-describedby') ?? '')?.textContent).toBe('A whole percentage from 1 to 100.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(percent, '10');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lift passes' }));
    await user.type(within(dialog).getByLabelText('Valid from'), '2027-01-10');
    await user.type(within(dialog).getByLabelText('Valid until'), '2027-01-05');
    await user.click(within(dialog).getByRole('button', { name: 'Create the code' }));
    expect(await within(dialog).findByText('The last valid day cannot be before the first.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Valid until'));
    await user.type(within(dialog).getByLabelText('Most uses'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Create the code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'noel-10',
      kind: 'percent',
      percent: 10,
      amountCents: null,
      productTypes: ['LIFT'],
      validFrom: '2027-01-10',
      validTo: null,
      maxUses: 100,
      exclusive: false,
      active: true,
    });
    expect(await screen.findByText('Code NOEL-10 is created.')).toBeTruthy();
  });

  it('puts the platform’s refusal on the field: a code the school has already', async () => {
    platform(() => ({ status: 409, body: { error: { message: 'body.code: exists', field: 'body.code', code: 'exists' } } }));
    renderInApp(<OffersScreen />, { url: '/admin/offers', lang: 'fr' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau code promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau code promo' });
    await user.type(within(dialog).getByLabelText('Code'), 'HIVER10');
    await user.click(within(dialog).getByRole('radio', { name: 'Montant fixe' }));
    await user.type(within(dialog).getByLabelText('Montant de la réduction (€)'), '12,50');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le code' }));
    const field = within(dialog).getByLabelText('Code');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Ce code existe déjà pour votre école.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
  });

  it('disables a code from the list (the whole code saved with active false)', async () => {
    const { calls } = platform((method, path, body) =>
      method === 'PUT' && path === '/promo-codes/1' ? { body: { promoCode: { ...HIVER, active: false } } } : { status: 404, body },
    );
    renderInApp(<OffersScreen />, { url: '/admin/offers' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable code HIVER10' }));
    expect(await screen.findByText('Code HIVER10 is disabled.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ code: 'HIVER10', percent: 10, maxUses: 50, active: false });
  });
});

describe('gift vouchers', () => {
  it('lists the vouchers by their last characters, and shows one’s history; disabling asks a reason', async () => {
    const { calls } = platform((method, path) =>
      method === 'POST' && path === '/gift-vouchers/9/disable'
        ? { body: { ...DETAIL, voucher: { ...VOUCHER, status: 'disabled', disabledReason: 'Fraude' } } }
        : { status: 404 },
    );
    renderInApp(<OffersScreen />, { url: '/admin/offers?tab=vouchers' });
    expect(screen.getByRole('tab', { name: 'Gift vouchers' }).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Gift vouchers' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('…K7QM€50.00€14.0024/11/2027ValidLéa MartinVN-26-4K7Q-9M2P');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Details of voucher …K7QM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift voucher …K7QM' });
    const history = await within(dialog).findByRole('table');
    expect(
      within(history)
        .getAllByRole('row')
        .map((r) => within(r).queryAllByRole('cell')[1]?.textContent ?? null)
        .slice(1),
    ).toEqual(['Issued', 'Used']);
    expect(within(history).getAllByRole('row')[2]?.textContent).toContain('−€36.00€14.00');
    await user.click(within(dialog).getByRole('button', { name: 'Disable the voucher' }));
    expect(await within(dialog).findByText('Give the reason.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Fraude');
    await user.click(within(dialog).getByRole('button', { name: 'Disable the voucher' }));
    expect(await screen.findByText('Voucher …K7QM is disabled.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Fraude' });
  });

  it('searches by what staff type (in the URL), in French', async () => {
    const { calls } = platform();
    renderInApp(<OffersScreen />, { url: '/admin/offers?tab=vouchers', lang: 'fr' });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Bons cadeaux' });
    await user.type(screen.getByLabelText('Rechercher'), 'K7QM');
    await user.selectOptions(screen.getByLabelText('Statut'), 'active');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.searchParams.get('q') === 'K7QM' && c.url.searchParams.get('status') === 'active')).toBe(true),
    );
    expect(window.location.search).toBe('?tab=vouchers&q=K7QM&status=active');
  });
});
