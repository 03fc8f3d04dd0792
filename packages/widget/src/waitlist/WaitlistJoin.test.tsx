// @vitest-environment happy-dom
import type { ProductView, SlotView, WaitlistJoinResponse } from '@schuss/contracts';
import { ApiCallError } from '@schuss/contracts/api';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingForm } from '../product/BookingForm';
import { cal } from '../product/cal';
import type { FormCtx } from '../shared';

// The calendar asks for its months asynchronously: a loaded machine may take more than a second.
configure({ asyncUtilTimeout: 5000 });
const TODAY = new Date('2026-12-01T10:00:00Z');
const STAY = { from: '2026-12-20', to: '2026-12-27' };
const euros = (amount: number) => ({ amount, currency: 'EUR' as const });
const slot = (id: number, over: Partial<SlotView> = {}): SlotView => ({
  id,
  startsOn: '2026-12-20',
  endsOn: '2026-12-25',
  startTime: '09:15',
  endTime: '11:45',
  capacity: 8,
  remaining: 3,
  full: false,
  fromPrice: euros(20500),
  ...over,
});
const lesson = (): ProductView => ({
  key: 'cours-enfants-flocon',
  type: 'ESF',
  name: 'Flocon',
  description: '',
  merchant: { key: 'esf', name: 'ESF Val-Neige' },
  dated: true,
  attributes: {},
  pricing: { rule: 'ageBands', bands: [{ cents: 20500 }] },
  fromPrice: euros(20500),
  meetingPoint: null,
  levels: [],
  slots: [slot(1), slot(2, { startsOn: '2026-12-27', endsOn: '2027-01-01', remaining: 0, full: true })],
  version: 1,
});

type Call = (route: { name: string }, input: { body: Record<string, unknown> }) => Promise<unknown>;

/** The form on the calendar's full day (27 December), where the waiting list is offered. */
async function setup(lang: 'fr' | 'en', call: Call) {
  const callMock = vi.fn(call);
  const addLine = vi.fn();
  const refreshProduct = vi.fn();
  const announce = vi.fn();
  const availability = vi.fn(async () => ({ products: [lesson()] }));
  const ctx = {
    api: { call: callMock, addLine, availability },
    lang,
    resort: 'val-neige',
    announce,
    refreshProduct,
    cal,
  } as unknown as FormCtx;
  render(<BookingForm ctx={ctx} product={lesson()} stay={STAY} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: lang === 'fr' ? /^dimanche 27 décembre 2026/ : /^Sunday, 27 December 2026/ }));
  return { user, call: callMock, addLine, refreshProduct, announce };
}
const joined = (over: Partial<WaitlistJoinResponse> = {}): WaitlistJoinResponse => ({
  slotId: 2,
  participants: 1,
  position: 3,
  offerHours: 12,
  joined: true,
  ...over,
});
const errorOf = (el: HTMLElement) => {
  const id = el.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('waiting list of a full date', () => {
  it('is offered on full dates only, labelled with the date, and opens a group with its fields focused', async () => {
    const { user } = await setup('en', async () => joined());
    const buttons = screen.getAllByRole('button', { name: /Tell me if a place frees up/ });
    expect(buttons).toHaveLength(1);
    const open = buttons[0] as HTMLElement;
    expect(open.getAttribute('aria-label')).toBe('Tell me if a place frees up on Sun 27 Dec – Fri 1 Jan, 09:15–11:45');
    expect(open.textContent).toBe('Tell me if a place frees up');
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Waiting list of Sun 27 Dec – Fri 1 Jan, 09:15–11:45' });
    expect(open.getAttribute('aria-controls')).toBe(group.id);
    expect(document.activeElement).toBe(within(group).getByLabelText('Your e-mail'));
    expect((within(group).getByLabelText('Number of places wanted') as HTMLInputElement).value).toBe('1');
    expect((within(group).getByLabelText('Language of the e-mails') as HTMLSelectElement).value).toBe('en');
    // Closing gives the focus back to the button that opened it.
    await user.click(within(group).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('group', { name: /Waiting list/ })).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('says each mistake next to its field, in French, and sends nothing', async () => {
    const { user, call, addLine } = await setup('fr', async () => joined());
    await user.click(screen.getByRole('button', { name: /Prévenez-moi si une place se libère/ }));
    const group = screen.getByRole('group', { name: /Liste d’attente du/ });
    const email = within(group).getByLabelText('Votre e-mail');
    const places = within(group).getByLabelText('Nombre de places souhaitées');
    await user.clear(places);
    await user.type(places, '25');
    await user.click(within(group).getByRole('button', { name: 'M’inscrire sur la liste d’attente' }));
    expect(errorOf(email)).toBe('Ce champ est obligatoire.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(places)).toBe('Indiquez un nombre entier entre 1 et 20.');
    expect(within(group).getByRole('alert').textContent).toBe('Merci de corriger les champs signalés.');
    expect(document.activeElement).toBe(email);
    await user.type(email, 'pas-une-adresse');
    // Enter in a field joins the list (never submits the booking form around it).
    await user.keyboard('{Enter}');
    expect(errorOf(email)).toBe('Adresse e-mail invalide, par exemple nom@exemple.fr.');
    expect(call).not.toHaveBeenCalled();
    expect(addLine).not.toHaveBeenCalled();
    expect(screen.queryByText('Choisissez une date.')).toBeNull();
  });

  it('joins with the e-mail, places and language, then says where the visitor stands', async () => {
    const { user, call, announce } = await setup('fr', async () => joined({ position: 3, participants: 2 }));
    await user.click(screen.getByRole('button', { name: /Prévenez-moi/ }));
    const group = screen.getByRole('group', { name: /Liste d’attente du/ });
    await user.type(within(group).getByLabelText('Votre e-mail'), 'claire@example.fr');
    const places = within(group).getByLabelText('Nombre de places souhaitées');
    await user.clear(places);
    await user.type(places, '2');
    await user.selectOptions(within(group).getByLabelText('Langue des e-mails'), 'en');
    await user.click(within(group).getByRole('button', { name: 'M’inscrire sur la liste d’attente' }));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'waitlistJoin' }), {
      body: { resort: 'val-neige', slotId: 2, email: 'claire@example.fr', participants: 2, lang: 'en' },
    });
    const done = within(group).getByRole('status');
    expect(done.textContent).toBe(
      'C’est noté : vous êtes n° 3 sur la liste d’attente. Si une place se libère, nous écrivons à claire@example.fr et nous vous la réservons 12 heures. Un e-mail de confirmation vient de partir.',
    );
    expect(document.activeElement).toBe(done);
    expect(announce).toHaveBeenCalledWith(done.textContent);
    expect(within(group).queryByLabelText('Votre e-mail')).toBeNull();
  });

  it('tells the platform’s refusals in the visitor’s words, next to the field they are about', async () => {
    const refusals = [
      new ApiCallError(400, 'body.participants: must be at most 8, the places of this slot', 'invalid_input', 'body.participants'),
      new ApiCallError(409, 'body.slotId: 2 places are left on this slot: book them instead', 'slot_not_full', 'body.slotId'),
      new ApiCallError(429, 'Too many waiting-list requests: try again in 15 min', 'rate_limited'),
      new ApiCallError(0, 'Failed to fetch', 'network'),
    ];
    const { user, refreshProduct } = await setup('en', async () => {
      throw refusals.shift();
    });
    await user.click(screen.getByRole('button', { name: /Tell me if a place frees up/ }));
    const group = screen.getByRole('group', { name: /Waiting list of/ });
    await user.type(within(group).getByLabelText('Your e-mail'), 'emma@example.com');
    const join = within(group).getByRole('button', { name: 'Join the waiting list' });
    await user.click(join);
    expect(errorOf(within(group).getByLabelText('Number of places wanted'))).toBe('Enter a whole number from 1 to 8.');
    await user.click(join);
    expect(within(group).getByRole('alert').textContent).toBe('Places freed up on this date: choose it and book directly.');
    expect(refreshProduct).toHaveBeenCalledTimes(1);
    await user.click(join);
    expect(within(group).getByRole('alert').textContent).toBe('Too many requests from your connection: try again in a few minutes.');
    await user.click(join);
    expect(within(group).getByRole('alert').textContent).toBe('The booking platform does not answer. Check your connection and try again.');
  });

  it('the same e-mail again is one entry: it says so', async () => {
    const { user } = await setup('en', async () => joined({ joined: false, position: 1 }));
    await user.click(screen.getByRole('button', { name: /Tell me if a place frees up/ }));
    const group = screen.getByRole('group', { name: /Waiting list of/ });
    await user.type(within(group).getByLabelText('Your e-mail'), 'emma@example.com{Enter}');
    expect(within(group).getByRole('status').textContent).toBe(
      'This address was already on the waiting list (number 1): your changes are saved.',
    );
  });
});
