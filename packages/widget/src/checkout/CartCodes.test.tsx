// @vitest-environment happy-dom
import type { CartCode, CartResponse } from '@schuss/contracts';
import { ApiCallError } from '@schuss/contracts/api';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartCtx } from '../shared';
import { CartView } from './CartView';

const euros = (amount: number) => ({ amount, currency: 'EUR' as const });
const lesson = {
  id: '1-1',
  lineId: 1,
  participant: { firstName: 'Zoé', lastName: 'Martin', birthDate: '2017-03-10' },
  price: euros(20_500),
  startDate: '2026-12-20',
  endDate: '2026-12-25',
  activity: { label: 'Ourson', key: 'ourson' },
};
const plain: CartResponse = {
  cart: {
    cartId: 'cart-1',
    orders: { ESF: { merchantName: 'ESF Val-Neige', price: euros(20_500), total: euros(20_500), inscriptions: [lesson] } },
    price: euros(20_500),
  },
};
const promo = (over: Partial<CartCode> = {}): CartCode => ({
  id: 7,
  kind: 'promo',
  label: 'NOEL10',
  status: 'applied',
  amount: euros(2050),
  percent: 10,
  amountOff: null,
  balance: null,
  expiresOn: null,
  ...over,
});
const voucher: CartCode = {
  id: 8,
  kind: 'voucher',
  label: '…K7QM',
  status: 'applied',
  amount: euros(5000),
  percent: null,
  amountOff: null,
  balance: euros(5000),
  expiresOn: '2027-11-24',
};
/** The cart as the platform prices it with codes: the widget shows these figures, it computes none. */
function withCodes(...codes: CartCode[]): CartResponse {
  const discount = codes.filter((c) => c.kind === 'promo' && c.status === 'applied').reduce((n, c) => n + c.amount.amount, 0);
  const vouchers = codes.filter((c) => c.kind === 'voucher' && c.status === 'applied').reduce((n, c) => n + c.amount.amount, 0);
  return {
    cart: {
      cartId: 'cart-1',
      orders: {
        ESF: {
          merchantName: 'ESF Val-Neige',
          price: euros(20_500),
          total: euros(20_500 - discount),
          inscriptions: [lesson],
          ...(discount ? { discounts: [{ code: 'NOEL10', amount: euros(discount) }] } : {}),
        },
      },
      price: euros(20_500 - discount - vouchers),
      offers: { listPrice: euros(20_500), discount: euros(discount), vouchers: euros(vouchers), codes },
    },
  };
}

function setup(
  carts: CartResponse[],
  api: Partial<Record<'applyCode' | 'removeCode' | 'checkout', ReturnType<typeof vi.fn>>> = {},
  lang = 'en',
) {
  let n = 0;
  const cart = vi.fn(async () => carts[Math.min(n++, carts.length - 1)] as CartResponse);
  const applyCode = api.applyCode ?? vi.fn(async () => carts.at(-1));
  const removeCode = api.removeCode ?? vi.fn(async () => carts.at(-1));
  const announce = vi.fn();
  const ctx = {
    // Opening the cart (renewHolds) is a load like the others.
    api: { cart, renewHolds: cart, applyCode, removeCode, removeLine: vi.fn(), checkout: api.checkout ?? vi.fn() },
    apiUrl: 'https://booking.example',
    lang,
    resort: 'val-neige',
    stay: { from: '2026-12-20', to: '2026-12-27' },
    announce,
    links: { offers: '/offers/', terms: '/terms-of-sale/' },
  } as unknown as CartCtx;
  render(<CartView ctx={ctx} />);
  return { user: userEvent.setup(), cart, applyCode, removeCode, announce };
}
const describedBy = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('cartId', 'cart-1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('promo code or gift voucher in the cart', () => {
  it('sends the code to the platform and shows the cart it prices: the discount per group, each code, the amount to pay', async () => {
    const { user, applyCode, announce, cart } = setup([plain, withCodes(promo(), voucher)]);
    const field = await screen.findByLabelText('Promo code or gift voucher');
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total €205.00');
    await user.type(field, 'noel10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(applyCode).toHaveBeenCalledWith({ cartId: 'cart-1', resort: 'val-neige', lang: 'en', code: 'noel10' });
    expect(announce).toHaveBeenCalledWith('Code applied: …K7QM.');
    await waitFor(() => expect(cart).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Amount to pay')).toBeTruthy();
    expect(screen.getByText('Amount to pay').parentElement?.textContent).toBe('Amount to pay €134.50');
    const group = screen.getByRole('heading', { name: 'ESF Val-Neige' }).parentElement as HTMLElement;
    expect(within(group).getByText('Code NOEL10').parentElement?.textContent).toBe('Code NOEL10 −€20.50');
    const list = screen.getByRole('list', { name: 'Codes in your cart' });
    expect(within(list).getByText('Gift voucher …K7QM').parentElement?.textContent).toContain('(balance available €50.00)');
    expect(screen.getByText('Subtotal').parentElement?.textContent).toBe('Subtotal€205.00');
    expect(field).toHaveProperty('value', '');
  });

  it('says why a code is refused next to the field, in the visitor’s language, from the answer’s code', async () => {
    const applyCode = vi.fn(async () => {
      throw new ApiCallError(400, 'body.code: promo code "NOEL10" has expired', 'offer_expired', 'body.code');
    });
    const { user } = setup([plain], { applyCode }, 'fr');
    const field = await screen.findByLabelText('Code promo ou bon cadeau');
    await user.type(field, 'NOEL10');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce code a expiré.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field)).toBe('Ce code a expiré.');
    expect(document.activeElement).toBe(field);
    // Typing again clears the message.
    await user.type(field, 'X');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['offer_unknown', 'This code does not exist. Check it and try again.'],
    [
      'offer_used_up',
      'This code is no longer available: it has been used as many times as allowed, or the gift voucher has no balance left.',
    ],
    ['offer_not_applicable', 'This code applies to nothing in your cart.'],
    ['offer_not_combinable', 'This code cannot be used together with the other codes in your cart.'],
    ['exists', 'This code is already in your cart.'],
    ['network', 'The code could not be checked: the booking platform does not answer. Try again.'],
  ])('%s is said as "%s"', async (code, text) => {
    const applyCode = vi.fn(async () => {
      throw new ApiCallError(code === 'network' ? 0 : 400, 'refused', code as never, 'body.code');
    });
    const { user } = setup([plain], { applyCode });
    await user.type(await screen.findByLabelText('Promo code or gift voucher'), 'SOMECODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('too many unknown codes: says how long to wait, in the visitor’s language', async () => {
    const applyCode = vi.fn(async () => {
      throw new ApiCallError(429, 'body.code: too many codes that do not exist: try again in 14 min', 'rate_limited', 'body.code');
    });
    const { user } = setup([plain], { applyCode }, 'fr');
    await user.type(await screen.findByLabelText('Code promo ou bon cadeau'), 'SOMECODE');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de codes inconnus ont été essayés. Réessayez dans 14 min.');
  });

  it('asks for a code before sending anything', async () => {
    const { user, applyCode } = setup([plain]);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a code.');
    expect(applyCode).not.toHaveBeenCalled();
  });

  it('shows a code no longer valid with why and how, and removes it', async () => {
    const { user, removeCode, announce } = setup([withCodes(promo({ status: 'expired', amount: euros(0) })), plain]);
    const list = await screen.findByRole('list', { name: 'Codes in your cart' });
    expect(within(list).getByText('This code has expired. Remove it to check out.')).toBeTruthy();
    // Nothing is taken off by it.
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total €205.00');
    await user.click(within(list).getByRole('button', { name: 'Remove NOEL10 from the cart' }));
    expect(removeCode).toHaveBeenCalledWith(7, { cartId: 'cart-1', resort: 'val-neige', lang: 'en' });
    expect(announce).toHaveBeenCalledWith('Code removed: NOEL10.');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Codes in your cart' })).toBeNull());
  });

  it('at payment, a code that stopped being valid is said, and the cart reloaded', async () => {
    const checkout = vi.fn(async () => {
      throw new ApiCallError(409, 'cart.codes: promo code "NOEL10" has been used as many times as allowed', 'offer_used_up', 'cart.codes');
    });
    const { user, cart } = setup([withCodes(promo())], { checkout });
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const { goodContact } = await import('./test-fixtures');
    for (const [label, value] of [
      ['First name', goodContact.firstName],
      ['Last name', goodContact.lastName],
      ['E-mail', goodContact.email],
      ['Phone', goodContact.phone],
      ['Address', goodContact.line1],
      ['Postal code', goodContact.postalCode],
      ['City', goodContact.city],
    ] as const) {
      await user.type(screen.getByLabelText(label, { exact: true }), value);
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The summary shows the platform's figures too.
    expect(screen.getByText('Amount to pay').parentElement?.textContent).toBe('Amount to pay €184.50');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of sale/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay securely €184.50' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A code in your cart is no longer valid: go back to the cart to remove it.',
    );
    await waitFor(() => expect(cart.mock.calls.length).toBeGreaterThan(1));
  });
});
