// @vitest-environment happy-dom
import type { AddLineResponse, ProductView, WaitlistEntryView } from '@schuss/contracts';
import { ApiCallError, CART_CHANGED_EVENT } from '@schuss/contracts/api';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cal } from '../product/cal';
import type { FormCtx } from '../shared';
import { WaitlistLink } from './WaitlistLink';

const TODAY = new Date('2026-12-01T10:00:00Z');
const TOKEN = 'T'.repeat(43);
const euros = (amount: number) => ({ amount, currency: 'EUR' as const });

const entry = (over: Partial<WaitlistEntryView> = {}): WaitlistEntryView => ({
  status: 'offered',
  lang: 'en',
  resort: 'val-neige',
  participants: 2,
  places: 2,
  position: null,
  expiresAt: '2026-12-01T22:00:00.000Z',
  canClaim: true,
  product: { key: 'cours-enfants-flocon', type: 'ESF', name: 'Flocon', version: 4 },
  slot: { id: 7, startsOn: '2026-12-20', endsOn: '2026-12-25', startTime: '09:15', endTime: '11:45' },
  ...over,
});
const product: ProductView = {
  key: 'cours-enfants-flocon',
  type: 'ESF',
  name: 'Flocon',
  description: '',
  merchant: { key: 'esf', name: 'ESF Val-Neige' },
  dated: true,
  attributes: { ageMin: 5, ageMax: 12 },
  pricing: { rule: 'ageBands', bands: [{ cents: 20500 }] },
  fromPrice: euros(20500),
  meetingPoint: null,
  levels: [],
  slots: [
    {
      id: 7,
      startsOn: '2026-12-20',
      endsOn: '2026-12-25',
      startTime: '09:15',
      endTime: '11:45',
      capacity: 8,
      remaining: 0,
      full: true,
      fromPrice: euros(20500),
    },
  ],
  version: 4,
};
const line = {
  cartId: 'cart-from-offer-0000000001',
  line: { id: 5, total: euros(20500), quantity: 1, participants: [{ price: euros(20500) }] },
} as unknown as AddLineResponse;

type Routes = Record<string, (input: unknown) => Promise<unknown>>;
function setup(routes: Routes, { lang = 'en', leave = false }: { lang?: 'fr' | 'en'; leave?: boolean } = {}) {
  const call = vi.fn((route: { name: string }, input: unknown) => {
    const answer = routes[route.name];
    if (!answer) throw new Error(`unexpected call ${route.name}`);
    return answer(input);
  });
  const productCall = vi.fn(async () => product);
  const announce = vi.fn();
  const ctx = { api: { call, product: productCall }, lang, resort: 'val-neige', announce, cal } as unknown as FormCtx;
  render(<WaitlistLink ctx={ctx} token={TOKEN} leave={leave} />);
  return { user: userEvent.setup(), call, productCall, announce };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  sessionStorage.clear();
  window.history.replaceState(null, '', `/en/cart/?waitlist=${TOKEN}&leave=1`);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the panel of a waiting-list link', () => {
  it('an offer: the places held and until when; the participants become a cart line, the link is forgotten', async () => {
    const { user, call, productCall, announce } = setup({
      waitlistEntry: async () => entry(),
      waitlistClaim: async () => line,
    });
    const panel = await screen.findByRole('region', { name: 'Your place on the waiting list' });
    expect(await within(panel).findByText('2 places are held for you: Flocon, Sun 20 Dec – Fri 25 Dec, 09:15–11:45.')).toBeTruthy();
    expect(within(panel).getByText(/^Until Tuesday 1 December at \d\d:00\. Give the participants/)).toBeTruthy();
    expect(productCall).toHaveBeenCalledWith('cours-enfants-flocon', { resort: 'val-neige', lang: 'en', from: '2026-12-20' });
    expect(document.activeElement?.textContent).toBe('Your place on the waiting list');
    // As many participants as places held, no more; no date to choose.
    expect(within(panel).getAllByRole('group', { name: /^Participant \d$/ })).toHaveLength(2);
    expect(within(panel).queryByRole('button', { name: 'Add a participant' })).toBeNull();
    expect(within(panel).queryByRole('radio')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Remove participant 2' }));
    const first = within(panel).getByRole('group', { name: 'Participant 1' });
    await user.type(within(first).getByLabelText('First name'), 'Jeanne');
    await user.type(within(first).getByLabelText('Last name'), 'Martin');
    await user.type(within(first).getByLabelText('Date of birth'), '2018-03-04');
    sessionStorage.setItem('cartId', 'my-own-cart-00000000000001');
    const changed = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, changed);
    await user.click(within(panel).getByRole('button', { name: 'Confirm and add to cart' }));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'waitlistClaim' }), {
      params: { token: TOKEN },
      body: {
        cartId: 'my-own-cart-00000000000001',
        lang: 'en',
        productVersion: 4,
        participants: [{ firstName: 'Jeanne', lastName: 'Martin', birthDate: '2018-03-04' }],
      },
    });
    expect((await within(panel).findByRole('status')).textContent).toBe('Flocon is in your cart: pay for your order to keep the place.');
    expect(sessionStorage.getItem('cartId')).toBe(line.cartId);
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(CART_CHANGED_EVENT, changed);
    expect(announce).toHaveBeenCalledWith('Flocon (€205.00) was added to your cart.');
    expect(window.location.search).toBe('');
  });

  it('an offer gone meanwhile: said in French; the participants stay', async () => {
    const { user } = setup(
      {
        waitlistEntry: async () => entry({ lang: 'fr', places: 1, participants: 1 }),
        waitlistClaim: async () => {
          throw new ApiCallError(409, 'params.token: no places are held for this link any more (expired)', 'waitlist_not_offered');
        },
      },
      { lang: 'fr' },
    );
    expect(await screen.findByText('Une place vous est réservée : Flocon, dim. 20 déc. – ven. 25 déc., 09:15–11:45.')).toBeTruthy();
    const first = screen.getByRole('group', { name: 'Participant 1' });
    await user.type(within(first).getByLabelText('Prénom'), 'Jeanne');
    await user.type(within(first).getByLabelText('Nom'), 'Martin');
    await user.type(within(first).getByLabelText('Date de naissance'), '2018-03-04');
    await user.click(screen.getByRole('button', { name: 'Confirmer et ajouter au panier' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ces places ne vous sont plus réservées : le délai est passé ou le lien a déjà servi.',
    );
    expect((within(first).getByLabelText('Prénom') as HTMLInputElement).value).toBe('Jeanne');
  });

  it('the "leave the list" link: its button has the focus; leaving says so and the places go on', async () => {
    const { user, call, announce } = setup(
      {
        waitlistEntry: async () => entry({ status: 'waiting', canClaim: false, position: 2, expiresAt: null }),
        waitlistLeave: async () => entry({ status: 'left', canClaim: false, expiresAt: null }),
      },
      { leave: true },
    );
    expect(
      await screen.findByText(
        'You are number 2 on the waiting list of Flocon, Sun 20 Dec – Fri 25 Dec, 09:15–11:45, for 2 participant(s).',
      ),
    ).toBeTruthy();
    const leave = screen.getByRole('button', { name: 'Leave the waiting list' });
    expect(document.activeElement).toBe(leave);
    await user.click(leave);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'waitlistLeave' }), {
      params: { token: TOKEN },
      query: { lang: 'en' },
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'You left the waiting list of Flocon, Sun 20 Dec – Fri 25 Dec, 09:15–11:45.',
    );
    expect(announce).toHaveBeenCalledWith('You left the waiting list of Flocon, Sun 20 Dec – Fri 25 Dec, 09:15–11:45.');
    expect(screen.queryByRole('button', { name: 'Leave the waiting list' })).toBeNull();
  });

  it('says why a link no longer books: run out, used, started, or not working at all', async () => {
    for (const [status, text] of [
      ['expired', 'This offer has run out: the place went to the next person on the list.'],
      ['taken', 'This link was already used: the places were added to a cart.'],
      ['ended', 'This date has started: its waiting list is closed.'],
    ] as const) {
      setup({ waitlistEntry: async () => entry({ status, canClaim: false, expiresAt: null }) });
      // The panel says "Loading…" (a status too) until the entry is read: wait for the answer's words.
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
      expect(screen.queryByRole('button', { name: 'Leave the waiting list' })).toBeNull();
      cleanup();
    }
    setup({
      waitlistEntry: async () => {
        throw new ApiCallError(404, 'This waiting-list link does not work', 'link_invalid', 'params.token');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link does not work: check that it is complete. If the date has passed, its waiting list is closed.',
    );
  });

  it('a load that fails offers to try again', async () => {
    let fail = true;
    const { user } = setup({
      waitlistEntry: async () => {
        if (fail) throw new ApiCallError(0, 'Failed to fetch', 'network');
        return entry({ status: 'waiting', canClaim: false, position: 1, expiresAt: null });
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Your place on the waiting list could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You are number 1 on the waiting list/)).toBeTruthy();
  });
});
