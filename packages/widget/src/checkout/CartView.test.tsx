// @vitest-environment happy-dom
import type { CartResponse } from '@schuss/contracts';
import { ApiCallError } from '@schuss/contracts/api';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartCtx } from '../shared';
import { CartView } from './CartView';
import { goodContact } from './test-fixtures';

const euros = (amount: number) => ({ amount, currency: 'EUR' as const });
const inscription = (lineId: number, firstName: string, cents: number, name: string) => ({
  id: `${lineId}-${firstName}`,
  lineId,
  participant: { firstName, lastName: 'Martin', birthDate: '2017-03-10' },
  price: euros(cents),
  startDate: '2026-12-20',
  endDate: '2026-12-25',
  activity: { label: name, key: name.toLowerCase() },
});
/** A cart of the given inscriptions (one school). */
function cartOf(...inscriptions: ReturnType<typeof inscription>[]): CartResponse {
  const total = inscriptions.reduce((s, i) => s + i.price.amount, 0);
  const orders = inscriptions.length
    ? { ESF: { merchantName: 'ESF Val-Neige', price: euros(total), total: euros(total), inscriptions } }
    : {};
  return { cart: { cartId: 'cart-1', orders, price: euros(total) } };
}
const OURSON = inscription(1, 'Zoé', 20500, 'Ourson');
const FLOCON = inscription(2, 'Tom', 18000, 'Flocon');
const good = goodContact;

function setup(
  carts: (CartResponse | Error)[],
  api: Partial<Record<'removeLine' | 'checkout' | 'moveLine', ReturnType<typeof vi.fn>>> = {},
) {
  // Each load answers the next cart of the list, then the last one again.
  let n = 0;
  const cart = vi.fn(async () => {
    const next = carts[Math.min(n++, carts.length - 1)];
    if (next instanceof Error) throw next;
    return next;
  });
  // Opening the cart holds released places again (renewHolds): a load like the others, from the same list.
  const renewHolds = vi.fn((...args: unknown[]) => (cart as (...a: unknown[]) => Promise<CartResponse>)(...args));
  const removeLine = api.removeLine ?? vi.fn(async () => ({ removed: 1 }));
  const checkout = api.checkout ?? vi.fn();
  const moveLine = api.moveLine ?? vi.fn();
  const announce = vi.fn();
  const ctx = {
    api: { cart, renewHolds, removeLine, checkout, moveLine },
    apiUrl: 'https://booking.example',
    lang: 'en',
    resort: 'val-neige',
    stay: { from: '2026-12-20', to: '2026-12-27' },
    announce,
    links: { offers: '/offers/', terms: '/terms-of-sale/' },
  } as unknown as CartCtx;
  render(<CartView ctx={ctx} />);
  return { user: userEvent.setup(), cart, renewHolds, removeLine, checkout, moveLine, announce };
}
const errorOf = (el: HTMLElement) => {
  const id = el.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const stepHeading = (name: string) => screen.getByRole('heading', { level: 3, name });

/** From the cart to the payment step, with a contact kept in the tab. */
async function toPayment(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Checkout' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of sale/ }));
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  expect(document.activeElement).toBe(stepHeading('Step 3 of 3 · Payment'));
}

/** The analytics events pushed so far (`window.dataLayer`, without the `{ecommerce: null}` resets). */
const events = () =>
  ((window as unknown as { dataLayer?: { event?: string; ecommerce?: unknown }[] }).dataLayer ?? []).filter((e) => e.event);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem('cartId', 'cart-1');
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  history.replaceState(null, '', location.pathname);
  cleanup();
  vi.restoreAllMocks();
});

describe('cart', () => {
  it('offers a retry when the cart cannot be loaded, then shows its lines and total', async () => {
    const { user, cart } = setup([new Error('down'), cartOf(OURSON, FLOCON)]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The cart could not be loaded.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'ESF Val-Neige' })).toBeTruthy();
    expect(screen.getByText('Ourson')).toBeTruthy();
    expect(screen.getByText('Zoé Martin')).toBeTruthy();
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total €385.00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cart).toHaveBeenCalledWith({ cartId: 'cart-1', lang: 'en', resort: 'val-neige' });
  });

  it('sends an empty cart to the offers', async () => {
    setup([cartOf()]);
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the offers' }).getAttribute('href')).toBe('/offers/');
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('removes a line: announced, the cart reloaded, focus back on the cart’s heading', async () => {
    const { user, removeLine, announce } = setup([cartOf(OURSON, FLOCON), cartOf(FLOCON)]);
    await user.click(await screen.findByRole('button', { name: 'Remove Ourson from the cart' }));
    expect(removeLine).toHaveBeenCalledWith(1, 'cart-1');
    expect(announce).toHaveBeenCalledWith('Ourson was removed from the cart.');
    await waitFor(() => expect(screen.queryByText('Ourson')).toBeNull());
    expect(screen.getByText('Flocon')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'My cart' }));
    // Analytics: that line only.
    expect(events()).toEqual([
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'EUR',
          value: 205,
          items: [
            { item_name: 'Ourson', item_brand: 'ESF Val-Neige', item_category: 'ESF', item_variant: '2026-12-20', price: 205, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('reports the checkout with one item per line and unit price, each line dated by its first day', async () => {
    // Two children at the 6–12 price and one at the under-6 price on the same line, another line apart.
    const line = [OURSON, inscription(1, 'Léa', 20500, 'Ourson'), inscription(1, 'Tom', 17900, 'Ourson')];
    const { user } = setup([cartOf(...line, { ...FLOCON, startDate: '2026-12-27', endDate: '2027-01-01' })]);
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const item = { item_brand: 'ESF Val-Neige', item_category: 'ESF' };
    expect(events()).toEqual([
      {
        event: 'checkout',
        ecommerce: {
          currency: 'EUR',
          value: 769,
          items: [
            { ...item, item_name: 'Ourson', item_variant: '2026-12-20', price: 205, quantity: 2 },
            { ...item, item_name: 'Ourson', item_variant: '2026-12-20', price: 179, quantity: 1 },
            { ...item, item_name: 'Flocon', item_variant: '2026-12-27', price: 180, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('announces why a line could not be removed and keeps it', async () => {
    const removeLine = vi.fn(async () => Promise.reject(new Error('The cart has expired.')));
    const { user, announce } = setup([cartOf(OURSON)], { removeLine });
    const remove = await screen.findByRole('button', { name: 'Remove Ourson from the cart' });
    await user.click(remove);
    expect(announce).toHaveBeenCalledWith('The cart has expired.');
    expect(screen.getByText('Ourson')).toBeTruthy();
    expect(remove).toHaveProperty('disabled', false);
  });
});

describe('contact step', () => {
  it('puts each error under its field and focus on the first one, then goes on with a valid contact', async () => {
    const { user } = setup([cartOf(OURSON)]);
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(document.activeElement).toBe(stepHeading('Step 1 of 3 · Contact details'));
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    const firstName = screen.getByLabelText('First name');
    expect(document.activeElement).toBe(firstName);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(firstName)).toBe('This field is required.');
    expect(errorOf(screen.getByLabelText('Address line 2 (optional)'))).toBeNull();

    await user.type(firstName, good.firstName);
    await user.type(screen.getByLabelText('Last name'), good.lastName);
    await user.type(screen.getByLabelText('E-mail'), 'lea@');
    await user.type(screen.getByLabelText('Phone'), good.phone);
    await user.type(screen.getByLabelText('Address'), good.line1);
    await user.type(screen.getByLabelText('Postal code'), good.postalCode);
    await user.type(screen.getByLabelText('City'), good.city);
    await user.selectOptions(screen.getByLabelText('Country'), 'BE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const email = screen.getByLabelText('E-mail');
    expect(document.activeElement).toBe(email);
    expect(errorOf(email)).toBe('Invalid e-mail address, e.g. name@example.com.');
    expect(errorOf(screen.getByLabelText('First name'))).toBeNull();

    await user.type(email, 'example.fr');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(stepHeading('Step 2 of 3 · Summary'));
    expect(screen.getByText('Order in the name of Léa Martin, lea@example.fr')).toBeTruthy();
    expect(screen.getByText('12 rue des Alpes, 73000 Chambéry, BE')).toBeTruthy();
    // Kept for this tab: back from the payment page, the form is filled.
    expect(JSON.parse(sessionStorage.getItem('checkoutContact') ?? '{}')).toMatchObject({ email: 'lea@example.fr', country: 'BE' });
  });

  it('is filled with the contact kept in the tab', async () => {
    sessionStorage.setItem('checkoutContact', JSON.stringify(good));
    const { user } = setup([cartOf(OURSON)]);
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(good.email);
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('FR');
    await user.click(screen.getByRole('button', { name: 'Back to the cart' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'My cart' }));
  });
});

describe('steps in the address', () => {
  const popTo = async (hash: string) => {
    // What the browser's Back and Forward do: the address changes, then popstate.
    await act(async () => {
      history.replaceState(history.state, '', `${location.pathname}${hash}`);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
  };

  it('gives each step its own address; Back and Forward move one step, the contact typed stays', async () => {
    const { user } = setup([cartOf(OURSON)]);
    const entries = () => history.length;
    const start = entries();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(location.hash).toBe('#step-1');
    await user.type(screen.getByLabelText('First name'), good.firstName);
    await user.type(screen.getByLabelText('Last name'), good.lastName);
    await user.type(screen.getByLabelText('E-mail'), good.email);
    await user.type(screen.getByLabelText('Phone'), good.phone);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // No postal address: a booking needs none.
    expect(document.activeElement).toBe(stepHeading('Step 2 of 3 · Summary'));
    expect(location.hash).toBe('#step-2');
    expect(entries()).toBe(start + 2);

    await popTo('#step-1');
    expect(document.activeElement).toBe(stepHeading('Step 1 of 3 · Contact details'));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(good.email);
    await popTo('');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'My cart' }));
    await popTo('#step-2');
    expect(document.activeElement).toBe(stepHeading('Step 2 of 3 · Summary'));
    expect(screen.getByText(`Order in the name of ${good.firstName} ${good.lastName}, ${good.email}`)).toBeTruthy();
  });

  it('keeps what is typed for the tab, and lands a reload on its step (the contact step when the contact is not complete)', async () => {
    const first = setup([cartOf(OURSON)]);
    await first.user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await first.user.type(screen.getByLabelText('First name'), 'Zoé');
    expect(JSON.parse(sessionStorage.getItem('checkoutContact') ?? '{}')).toMatchObject({ firstName: 'Zoé' });
    cleanup();
    history.replaceState(null, '', `${location.pathname}#step-3`);
    setup([cartOf(OURSON)]);
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3 · Contact details' })).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Zoé');
    expect(location.hash).toBe('#step-1');
  });
});

describe('summary step', () => {
  it('requires the terms of sale before the payment', async () => {
    sessionStorage.setItem('checkoutContact', JSON.stringify(good));
    const { user } = setup([cartOf(OURSON)]);
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('link', { name: 'Read the terms of sale' }).getAttribute('href')).toBe('/terms-of-sale/');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const terms = screen.getByRole('checkbox', { name: /I accept the terms of sale/ });
    expect(screen.getByRole('alert').textContent).toBe('You must accept the terms of sale to continue.');
    expect(document.activeElement).toBe(terms);
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    await user.click(terms);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(document.activeElement).toBe(stepHeading('Step 3 of 3 · Payment'));
  });
});

describe('payment step', () => {
  beforeEach(() => sessionStorage.setItem('checkoutContact', JSON.stringify(good)));

  it('lists the lines a 409 reports unavailable, blocks paying until they are removed', async () => {
    const checkout = vi.fn(async () =>
      Promise.reject(
        new ApiCallError(409, 'Some lines are unavailable.', 'unavailable', 'cart', {
          error: {
            message: 'Some lines are unavailable.',
            field: 'cart',
            code: 'unavailable',
            lines: [{ lineId: 1, name: 'Ourson', reason: 'full' }],
          },
        }),
      ),
    );
    const { user, cart, removeLine } = setup([cartOf(OURSON, FLOCON), cartOf(OURSON, FLOCON), cartOf(FLOCON)], { checkout });
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'Pay securely €385.00' }));

    expect(checkout).toHaveBeenCalledWith({
      cartId: 'cart-1',
      resort: 'val-neige',
      lang: 'en',
      contact: {
        firstName: 'Léa',
        lastName: 'Martin',
        email: 'lea.martin@example.fr',
        phone: '06 12 34 56 78',
        address: { line1: '12 rue des Alpes', postalCode: '73000', city: 'Chambéry', country: 'FR' },
      },
      acceptTerms: true,
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Some lines are no longer available. Nothing was charged.')).toBeTruthy();
    expect(alert.textContent).toContain('Ourson is no longer available: full');
    expect(screen.getByRole('button', { name: 'Pay securely €385.00' })).toHaveProperty('disabled', true);
    // The conflict reloads the cart.
    await waitFor(() => expect(cart).toHaveBeenCalledTimes(2));

    await user.click(within(alert).getByRole('button', { name: 'Remove Ourson from the cart' }));
    expect(removeLine).toHaveBeenCalledWith(1, 'cart-1');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Pay securely €180.00' })).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(stepHeading('Step 3 of 3 · Payment'));
  });

  it('says why the payment could not start and offers to try again', async () => {
    const checkout = vi
      .fn()
      .mockRejectedValueOnce(new ApiCallError(502, 'The payment provider does not answer.', 'internal'))
      // No answer at all: the client's `network` error.
      .mockRejectedValueOnce(new ApiCallError(0, 'Failed to fetch', 'network'))
      .mockRejectedValueOnce(new ApiCallError(409, 'this order has nothing to pay; check out again', 'nothing_to_pay', 'body.cartId'))
      // The provider (Stripe, the bank) did not open its page: said in the visitor's words, not the platform's.
      .mockRejectedValueOnce(
        new ApiCallError(502, 'payment: the payment provider did not open its payment page', 'provider_failed', 'payment'),
      );
    const { user } = setup([cartOf(OURSON)], { checkout });
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'Pay securely €205.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The payment could not start: The payment provider does not answer.');
    await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment could not start: the booking platform does not answer. Check your connection and try again.',
    );
    // A 409 that is not `unavailable` is an ordinary failure.
    await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment could not start: this order has nothing to pay; check out again',
    );
    await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment service did not open its page. Your order is kept: try again in a moment.',
    );
  });

  it('leaves for the payment page, busy until then', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const checkout = vi.fn(async () => ({ redirectUrl: 'https://pay.example/session/42' }));
    const { user } = setup([cartOf(OURSON)], { checkout });
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'Pay securely €205.00' }));
    expect(assign).toHaveBeenCalledWith('https://pay.example/session/42');
    expect(screen.getByRole('status').textContent?.trim()).toBe('Taking you to the secure payment page…');
    expect(screen.getByRole('button', { name: 'Pay securely €205.00' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    // Back from the payment page, restored from the back/forward cache: no longer busy.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay securely €205.00' })).toHaveProperty('disabled', false);
  });
});

/** A line of the cart whose places were released. */
const releasedLine = (status: 'room' | 'full', nextSlots: { slotId: number; startsOn: string; remaining: number }[] = []) => ({
  lineId: 7,
  productKey: 'cours-enfants-flocon',
  type: 'ESF' as const,
  name: 'Flocon',
  slotId: 70,
  startDate: '2026-12-21',
  endDate: '2026-12-26',
  participants: [{ firstName: 'Inès', lastName: 'Garnier', birthDate: '2018-03-09' }],
  total: euros(19000),
  releasedAt: '2026-12-01T10:20:00.000Z',
  status,
  nextSlots: nextSlots.map((n) => ({ endsOn: n.startsOn, startTime: '09:00', endTime: '11:30', ...n })),
});
const withReleased = (base: CartResponse, released: ReturnType<typeof releasedLine>[], extra: object = {}): CartResponse => ({
  cart: { ...base.cart, released, ...extra },
});

describe('lines whose places were released', () => {
  it('opening the cart asks to hold them again; one held again is said so and the header told', async () => {
    const heard = vi.fn();
    window.addEventListener('cart-changed', heard);
    const held = new Date(Date.now() + 20 * 60_000).toISOString();
    const { renewHolds, announce } = setup([
      withReleased(cartOf(OURSON), [], { holdExpiresAt: held, renewed: [{ lineId: 1, name: 'Ourson' }] }),
      withReleased(cartOf(OURSON), [], { holdExpiresAt: held }),
    ]);
    expect(await screen.findByText('Your places are held again: Ourson.')).toBeTruthy();
    expect(renewHolds).toHaveBeenCalledWith({ cartId: 'cart-1', lang: 'en', resort: 'val-neige' });
    // Said once the text is shown (an effect after the render: on a busy machine the text can be found first).
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Your places are held again: Ourson.'));
    expect(heard).toHaveBeenCalled();
    expect(screen.getByRole('timer').textContent).toMatch(/^Places held for you for (19:5\d|20:00)$/);
    expect(announce).toHaveBeenCalledWith('Your places are held for you for 20 more minutes, until you pay.');
    window.removeEventListener('cart-changed', heard);
  });

  it('a cart of released lines only is no empty cart: the line, its participants, and a button to hold its places again', async () => {
    const { user, renewHolds } = setup([withReleased(cartOf(), [releasedLine('room')])]);
    const region = await screen.findByRole('region', { name: 'Places released' });
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
    expect(within(region).getByText('Flocon')).toBeTruthy();
    expect(within(region).getByText('Inès Garnier')).toBeTruthy();
    expect(within(region).getByText('There is still room on this slot.')).toBeTruthy();
    expect(within(region).getByText('These lines are not counted in the total and will not be charged.')).toBeTruthy();
    // Nothing to pay: no total, no checkout.
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Hold the places of Flocon again' }));
    await waitFor(() => expect(renewHolds).toHaveBeenCalledTimes(2));
  });

  it('a full group: the next slots with room, one click moves the line; the waiting list; the remove button', async () => {
    const moveLine = vi.fn(async () => cartOf(FLOCON));
    const { user, announce } = setup(
      [
        withReleased(cartOf(OURSON), [
          releasedLine('full', [
            { slotId: 71, startsOn: '2026-12-28', remaining: 4 },
            { slotId: 72, startsOn: '2027-01-04', remaining: 1 },
          ]),
        ]),
      ],
      { moveLine },
    );
    const region = await screen.findByRole('region', { name: 'Places released' });
    expect(within(region).getByText('This group is now full.')).toBeTruthy();
    expect(within(region).getByText('Next slots with room:')).toBeTruthy();
    // The held lines are still there to pay.
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeTruthy();
    const choices = within(region).getAllByRole('button', { name: /^Book on / });
    expect(choices.map((b) => b.textContent)).toEqual([
      'Book on Mon 28 Dec, 09:00 (4 places left)',
      'Book on Mon 4 Jan, 09:00 (1 place left)',
    ]);
    await user.click(choices[0] as HTMLElement);
    expect(moveLine).toHaveBeenCalledWith(7, { cartId: 'cart-1', resort: 'val-neige', lang: 'en', slotId: 71 });
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Flocon is booked on Mon 28 Dec.'));
    const wait = within(region).getByRole('button', { name: 'Join the waiting list' });
    expect(wait.getAttribute('aria-expanded')).toBe('false');
    await user.click(wait);
    expect(wait.getAttribute('aria-expanded')).toBe('true');
    expect(within(region).getByRole('group')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Remove Flocon from the cart' })).toBeTruthy();
  });

  it('says why a slot could not be booked instead', async () => {
    const moveLine = vi.fn(async () => {
      throw new ApiCallError(409, 'This slot is full', 'slot_full', 'body.slotId');
    });
    const { user } = setup([withReleased(cartOf(OURSON), [releasedLine('full', [{ slotId: 71, startsOn: '2026-12-28', remaining: 1 }])])], {
      moveLine,
    });
    const region = await screen.findByRole('region', { name: 'Places released' });
    await user.click(within(region).getByRole('button', { name: /^Book on / }));
    expect((await within(region).findByRole('alert')).textContent).toBe('This slot could not be booked: This slot is full');
  });
});
