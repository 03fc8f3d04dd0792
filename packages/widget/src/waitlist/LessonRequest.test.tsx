// @vitest-environment happy-dom
import type { ProductView } from '@schuss/contracts';
import { ApiCallError, CART_CHANGED_EVENT } from '@schuss/contracts/api';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cal } from '../product/cal';
import type { FormCtx } from '../shared';
import { LessonRequest } from './LessonRequest';
import { RequestLink } from './RequestLink';

const product = { key: 'cours-particulier-ski', type: 'ESF_CUSTOM', name: 'Cours particulier de ski' } as ProductView;
const TOKEN = 'R'.repeat(43);

function ctxWith(answer: (route: { name: string }, input: unknown) => Promise<unknown>, lang: 'fr' | 'en' = 'fr') {
  const call = vi.fn(answer);
  const announce = vi.fn();
  return { call, announce, ctx: { api: { call }, lang, resort: 'val-neige', announce, cal } as unknown as FormCtx };
}

describe('a private-lesson request (third file)', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('sends the day, time of day, participants and contact, and says the office will answer by e-mail', async () => {
    const { call, ctx } = ctxWith(async () => ({ id: 3, status: 'open' }));
    render(<LessonRequest ctx={ctx} product={product} day="2027-02-16" />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Après-midi'));
    await user.selectOptions(screen.getByLabelText('Nombre de participants'), '2');
    const firsts = screen.getAllByLabelText('Prénom');
    const lasts = screen.getAllByLabelText('Nom');
    const births = screen.getAllByLabelText('Date de naissance');
    for (const [i, name] of ['Zoé', 'Léo'].entries()) {
      await user.type(firsts[i] as HTMLElement, name);
      await user.type(lasts[i] as HTMLElement, 'Martin');
      await user.type(births[i] as HTMLElement, '2018-03-0' + (i + 1));
    }
    await user.type(screen.getByLabelText('Votre nom'), 'Anne Martin');
    await user.type(screen.getByLabelText('Votre e-mail'), 'anne@example.com');
    await user.type(screen.getByLabelText('Votre téléphone'), '+33 6 11 22 33 44');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Demande envoyée : notre bureau vous répond par e-mail à anne@example.com.')).toBeTruthy();
    expect(call.mock.calls[0]?.[1]).toEqual({
      body: {
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'cours-particulier-ski',
        day: '2027-02-16',
        window: 'afternoon',
        participants: [
          { firstName: 'Zoé', lastName: 'Martin', birthDate: '2018-03-01' },
          { firstName: 'Léo', lastName: 'Martin', birthDate: '2018-03-02' },
        ],
        contact: { name: 'Anne Martin', email: 'anne@example.com', phone: '+33 6 11 22 33 44' },
        message: '',
      },
    });
  });

  it('a field the platform refuses is named in words and takes the focus', async () => {
    const { ctx } = ctxWith(async () => {
      throw new ApiCallError(400, 'body.contact.email: must be a valid e-mail address', 'invalid_input', 'body.contact.email');
    }, 'en');
    render(<LessonRequest ctx={ctx} product={product} day="2027-02-16" />);
    const form = screen.getByRole('button', { name: 'Send the request' }).closest('form') as HTMLFormElement;
    form.noValidate = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check this field: Your e-mail.');
    expect(document.activeElement).toBe(screen.getByLabelText('Your e-mail'));
  });

  it('the payment link makes the lesson’s cart the tab’s cart, and tells the visitor until when to pay', async () => {
    const changed = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, changed);
    const { ctx } = ctxWith(
      async () => ({
        status: 'accepted',
        resort: 'val-neige',
        product: 'Private ski lesson',
        day: '2027-02-16',
        start: '14:00',
        end: '15:00',
        payBy: '2027-02-12T10:00:00Z',
        cartId: 'cart-of-the-request-00001',
      }),
      'en',
    );
    render(<RequestLink ctx={ctx} token={TOKEN} leave={false} />);
    expect((await screen.findByText(/is in your cart/)).textContent).toContain('Private ski lesson');
    expect(sessionStorage.getItem('cartId')).toBe('cart-of-the-request-00001');
    await waitFor(() => expect(changed).toHaveBeenCalled());
    window.removeEventListener(CART_CHANGED_EVENT, changed);
  });

  it('an expired link says the hour was released; a made-up one that it does not work', async () => {
    const { ctx } = ctxWith(async () => ({
      status: 'expired',
      resort: 'val-neige',
      product: 'X',
      day: '2027-02-16',
      start: null,
      end: null,
      payBy: null,
      cartId: null,
    }));
    render(<RequestLink ctx={ctx} token={TOKEN} leave={false} />);
    expect(await screen.findByText(/l’heure a été libérée/)).toBeTruthy();
    cleanup();
    const bad = ctxWith(async () => {
      throw new ApiCallError(404, 'no', 'link_invalid', 'params.token');
    });
    render(<RequestLink ctx={bad.ctx} token={TOKEN} leave={false} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Ce lien de paiement ne fonctionne pas.');
  });
});
