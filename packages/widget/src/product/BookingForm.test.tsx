// @vitest-environment happy-dom
import type { AddLineResponse, Pricing, ProductView, SlotView } from '@schuss/contracts';
import { ApiCallError, CART_CHANGED_EVENT } from '@schuss/contracts/api';
import { NAME_MAX } from '@schuss/contracts/rules';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FormCtx, WAITLIST_GLOBAL } from '../shared';
import { Family } from '../waitlist/Family';
import { Instructors } from '../waitlist/Instructors';
import { BookingForm } from './BookingForm';
import { cal } from './cal';

// The calendar asks for its months asynchronously: a loaded machine may take more than a second.
configure({ asyncUtilTimeout: 5000 });
const TODAY = new Date('2026-12-01T10:00:00Z');
const STAY = { from: '2026-12-20', to: '2026-12-27' };

const euros = (amount: number) => ({ amount, currency: 'EUR' as const });
const lesson: Pricing = {
  rule: 'ageBands',
  bands: [
    { maxAge: 12, cents: 17900 },
    { minAge: 13, cents: 19900 },
  ],
};
function product(over: Partial<ProductView> = {}): ProductView {
  return {
    key: 'cours-ski',
    type: 'ESF',
    name: 'Ski lesson',
    description: '',
    merchant: { key: 'esf', name: 'ESF Val-Neige' },
    dated: false,
    attributes: {},
    pricing: lesson,
    fromPrice: euros(17900),
    meetingPoint: null,
    levels: [],
    slots: [],
    version: 3,
    ...over,
  };
}
const slot = (id: number, over: Partial<SlotView> = {}): SlotView => ({
  id,
  startsOn: '2026-12-21',
  endsOn: '2026-12-21',
  startTime: '10:00',
  endTime: '11:00',
  capacity: 4,
  remaining: 3,
  full: false,
  fromPrice: euros(5900),
  ...over,
});

/** The availability API on a product's slots: those starting in `from`–`to` (the product left out when it has none, as the platform does). */
const availabilityOf = (p: ProductView) =>
  vi.fn(async ({ from, to }: { from: string; to: string }) => {
    const slots = p.slots.filter((s) => s.startsOn >= from && s.endsOn <= to);
    return { from, to, products: p.dated && !slots.length ? [] : [{ ...p, slots }] };
  });

function setup(p: ProductView, addLine = vi.fn(async (): Promise<Partial<AddLineResponse>> => ({})), availability = availabilityOf(p)) {
  const announce = vi.fn();
  const ctx = { api: { addLine, availability }, lang: 'en', resort: 'val-neige', announce, cal, cartUrl: '/cart/' } as unknown as FormCtx;
  render(<BookingForm ctx={ctx} product={p} stay={STAY} />);
  return { user: userEvent.setup(), addLine, announce, availability };
}
const participant = (n: number) => within(screen.getByRole('group', { name: `Participant ${n}` }));
/** The error text an input is described by (null when none). */
const errorOf = (el: HTMLElement) => {
  const id = el.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
/** The price line under the participants, spaces normalised. */
const priceLine = () => screen.getByText(/computed by the school/).parentElement?.textContent?.replace(/\s+/g, ' ');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('participants form', () => {
  it('lists at most 10 participants per add (or the product’s maxParticipants), and says why in the visitor’s language', async () => {
    const { user } = setup(product());
    for (let i = 0; i < 9; i++) await user.click(screen.getByRole('button', { name: 'Add a participant' }));
    expect(screen.getByRole('group', { name: 'Participant 10' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a participant' })).toBeNull();
    expect(screen.getByText('At most 10 participants per add to cart: add the others afterwards.')).toBeTruthy();
    cleanup();

    const again = setup(product({ attributes: { maxParticipants: 2 } }));
    expect(screen.queryByText(/At most/)).toBeNull();
    await again.user.click(screen.getByRole('button', { name: 'Add a participant' }));
    expect(screen.queryByRole('button', { name: 'Add a participant' })).toBeNull();
    expect(screen.getByText('At most 2 participants per add to cart: add the others afterwards.')).toBeTruthy();
  });

  it('shows each error under its field and focuses the first field in error', async () => {
    const { user, addLine } = setup(product({ attributes: { ageMin: 5 } }));
    await user.click(screen.getByRole('button', { name: 'Add a participant' }));
    await user.type(participant(1).getByLabelText('First name'), 'Léa');
    await user.type(participant(1).getByLabelText('Last name'), 'Martin');
    await user.type(participant(1).getByLabelText('Date of birth'), '1990-05-01');
    await user.type(participant(2).getByLabelText('First name'), 'Tom');
    await user.type(participant(2).getByLabelText('Date of birth'), '2024-01-01');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    const lastName = participant(2).getByLabelText('Last name');
    expect(document.activeElement).toBe(lastName);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(lastName)).toBe('This field is required.');
    expect(errorOf(participant(2).getByLabelText('Date of birth'))).toBe('This lesson is for ages 5 and over.');
    expect(errorOf(participant(2).getByLabelText('First name'))).toBeNull();
    for (const label of ['First name', 'Last name', 'Date of birth']) {
      expect(participant(1).getByLabelText(label).getAttribute('aria-invalid')).toBeNull();
    }
    expect(addLine).not.toHaveBeenCalled();
  });

  it('focuses the first participant’s first name when everything is missing', async () => {
    const { user } = setup(product());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const firstName = participant(1).getByLabelText('First name');
    expect(document.activeElement).toBe(firstName);
    expect(errorOf(firstName)).toBe('This field is required.');
  });

  it('adds the line, announces it, and shows a confirmation next to the button, focused, the participants kept', async () => {
    const addLine = vi.fn(async () => ({
      cartId: 'cart-9',
      line: {
        unitPrice: euros(19900),
        total: euros(39800),
        quantity: 2,
        participants: [{ price: euros(19900) }, { price: euros(19900) }],
      } as AddLineResponse['line'],
    }));
    const { user, announce } = setup(product(), addLine);
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    const cartChanged = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, cartChanged);
    await user.type(participant(1).getByLabelText('First name'), 'Léa');
    await user.type(participant(1).getByLabelText('Last name'), 'Martin');
    await user.type(participant(1).getByLabelText('Date of birth'), '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Add a participant' }));
    await user.type(participant(2).getByLabelText('First name'), 'Paul');
    await user.type(participant(2).getByLabelText('Last name'), 'Martin');
    await user.type(participant(2).getByLabelText('Date of birth'), '1988-02-03');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(addLine).toHaveBeenCalledWith(
      expect.objectContaining({
        productKey: 'cours-ski',
        resort: 'val-neige',
        lang: 'en',
        participants: [
          { firstName: 'Léa', lastName: 'Martin', birthDate: '1990-05-01' },
          { firstName: 'Paul', lastName: 'Martin', birthDate: '1988-02-03' },
        ],
      }),
    );
    expect(announce).toHaveBeenCalledWith('Ski lesson (€398.00) was added to your cart.');
    // Reported as one item per unit price: two places at €199.
    const pushed = (window as unknown as { dataLayer: { event?: string; ecommerce?: { value: number; items: unknown[] } }[] }).dataLayer;
    const added = pushed.find((e) => e.event === 'add_to_cart');
    expect(added?.ecommerce?.value).toBe(398);
    expect(added?.ecommerce?.items).toEqual([expect.objectContaining({ item_name: 'Ski lesson', price: 199, quantity: 2 })]);
    expect(sessionStorage.getItem('cartId')).toBe('cart-9');
    // The site's header hears of it and counts the cart again.
    expect(cartChanged).toHaveBeenCalledTimes(1);
    window.removeEventListener(CART_CHANGED_EVENT, cartChanged);
    // The confirmation, where the button was, takes the focus; the participants stay for the next add.
    const done = screen.getByRole('region', { name: 'Ski lesson (€398.00) was added to your cart.' });
    expect(document.activeElement).toBe(done);
    expect(within(done).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart/');
    expect((participant(2).getByLabelText('First name') as HTMLInputElement).value).toBe('Paul');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(done).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('region', { name: /was added/ })).toBeNull();
    // No calendar for this product: the focus goes back to the button, for another add.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }));
  });

  it('says in its own words why the line cannot be added, by the platform’s error code', async () => {
    const addLine = vi
      .fn()
      .mockRejectedValueOnce(new ApiCallError(409, 'Only 1 place left on this slot', 'slot_full', 'body.slotId'))
      .mockRejectedValueOnce(new ApiCallError(400, 'must not be in the past', 'slot_past', 'body.startDate'))
      .mockRejectedValueOnce(new ApiCallError(409, 'body.slotId: this slot is closed', 'slot_closed', 'body.slotId'))
      .mockRejectedValueOnce(new ApiCallError(0, 'Failed to fetch', 'network'))
      .mockRejectedValueOnce(new ApiCallError(400, 'participant 1 (3 years old) has no price for this product', 'invalid_input'));
    const { user } = setup(product(), addLine);
    await user.type(participant(1).getByLabelText('First name'), 'Léa');
    await user.type(participant(1).getByLabelText('Last name'), 'Martin');
    await user.type(participant(1).getByLabelText('Date of birth'), '1990-05-01');
    const add = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('There are not enough places left on this date.');
    expect(add).toHaveProperty('disabled', false);
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('This date has passed.');
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('This date has just been closed (weather or safety). Choose another date.');
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The booking platform does not answer. Check your connection and try again.',
    );
    // Any other refusal: the platform's message.
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('participant 1 (3 years old) has no price for this product');
    expect(addLine).toHaveBeenCalledTimes(5);
  });

  it('sends the version of the prices shown; when they changed since, says so, reads the product again and shows the new price', async () => {
    const addLine = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiCallError(409, 'the prices of "cours-ski" changed since they were shown', 'price_changed', 'body.productVersion'),
      );
    const refreshProduct = vi.fn();
    const ctx = { api: { addLine }, lang: 'en', resort: 'val-neige', announce: vi.fn(), refreshProduct, cal } as unknown as FormCtx;
    const { rerender } = render(<BookingForm ctx={ctx} product={product()} stay={STAY} />);
    const user = userEvent.setup();
    await user.type(participant(1).getByLabelText('First name'), 'Léa');
    await user.type(participant(1).getByLabelText('Last name'), 'Martin');
    await user.type(participant(1).getByLabelText('Date of birth'), '1990-05-01');
    expect(priceLine()).toContain('€199.00');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addLine).toHaveBeenCalledWith(expect.objectContaining({ productKey: 'cours-ski', productVersion: 3 }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The price changed since it was shown: the new price is shown below. Check it, then add to cart again.',
    );
    expect(refreshProduct).toHaveBeenCalledTimes(1);
    // The product read again: its new price, the participant typed kept.
    const dearer: Pricing = {
      rule: 'ageBands',
      bands: [
        { maxAge: 12, cents: 17900 },
        { minAge: 13, cents: 21900 },
      ],
    };
    rerender(<BookingForm ctx={ctx} product={product({ pricing: dearer, version: 4 })} stay={STAY} />);
    expect(priceLine()).toContain('€219.00');
    expect((participant(1).getByLabelText('First name') as HTMLInputElement).value).toBe('Léa');
  });

  it('takes names up to the shared NAME_MAX characters and refuses one more, under the field', async () => {
    const { user, addLine } = setup(product());
    const firstName = participant(1).getByLabelText('First name');
    await user.click(firstName);
    await user.paste('x'.repeat(NAME_MAX + 1));
    await user.type(participant(1).getByLabelText('Last name'), 'Martin');
    await user.type(participant(1).getByLabelText('Date of birth'), '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(document.activeElement).toBe(firstName);
    expect(errorOf(firstName)).toBe(`At most ${NAME_MAX} characters.`);
    expect(addLine).not.toHaveBeenCalled();

    await user.type(firstName, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(errorOf(firstName)).toBeNull();
    expect(addLine).toHaveBeenCalledWith(
      expect.objectContaining({ participants: [{ firstName: 'x'.repeat(NAME_MAX), lastName: 'Martin', birthDate: '1990-05-01' }] }),
    );
  });
});

describe('a participant’s level (issue 30)', () => {
  const levels: ProductView['levels'] = [
    { key: 'flocon', name: 'Flocon', canDo: 'Goes down a green run in a snowplough.', ageMin: 4, ageMax: null },
    { key: '3e-etoile', name: '3e Étoile', canDo: 'Links parallel turns on a red run.', ageMin: 6, ageMax: 12 },
  ];
  const withLevels = () => product({ attributes: { participantFields: ['level'] }, levels });
  const levelSelect = () => participant(1).getByRole('combobox', { name: 'Level' }) as HTMLSelectElement;
  const optionTexts = () => [...levelSelect().options].map((o) => o.textContent);

  it('offers the product’s levels by name, says the ages of one that excludes the child, and what the chosen one can do', async () => {
    const { user } = setup(withLevels());
    expect(optionTexts()).toEqual(['Choose a level', 'Flocon', '3e Étoile']);
    expect([...levelSelect().options].map((o) => o.value)).toEqual(['', 'flocon', '3e-etoile']);
    // Five on the lesson's day: 3e Étoile is for 6 to 12, still selectable.
    await user.type(participant(1).getByLabelText('Date of birth'), '2021-05-01');
    expect(optionTexts()).toEqual(['Choose a level', 'Flocon', '3e Étoile (ages 6–12)']);
    expect(levelSelect().getAttribute('aria-describedby')).toBeNull();
    await user.selectOptions(levelSelect(), '3e-etoile');
    expect(levelSelect().value).toBe('3e-etoile');
    const can = participant(1).getByText('Links parallel turns on a red run.');
    expect(levelSelect().getAttribute('aria-describedby')).toBe(can.id);
    await user.selectOptions(levelSelect(), 'flocon');
    expect(document.getElementById(levelSelect().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Goes down a green run in a snowplough.',
    );
  });

  it('lists every level with its ages and what it can do when the visitor is not sure; a choice sets it, Escape closes', async () => {
    const { user } = setup(withLevels());
    const help = participant(1).getByRole('button', { name: 'Not sure of the level?' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    await user.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(help.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list.hidden).toBe(false);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Flocon (ages 4+)Goes down a green run in a snowplough.Choose Flocon',
      '3e Étoile (ages 6–12)Links parallel turns on a red run.Choose 3e Étoile',
    ]);
    await user.click(within(list).getByRole('button', { name: 'Choose 3e Étoile' }));
    expect(levelSelect().value).toBe('3e-etoile');
    expect(help.getAttribute('aria-expanded')).toBe('false');
    expect(within(list).queryByRole('button', { name: 'Choose Flocon' })).toBeNull();
    expect(document.activeElement).toBe(levelSelect());

    await user.click(help);
    within(list).getByRole('button', { name: 'Choose Flocon' }).focus();
    await user.keyboard('{Escape}');
    expect(help.getAttribute('aria-expanded')).toBe('false');
    expect(within(list).queryByRole('listitem')).toBeNull();
    expect(document.activeElement).toBe(help);
    expect(levelSelect().value).toBe('3e-etoile');
  });

  it('requires a level and sends its key', async () => {
    const addLine = vi.fn(async () => ({
      cartId: 'cart-1',
      line: { total: euros(17900), participants: [{ price: euros(17900) }] } as AddLineResponse['line'],
    }));
    const { user } = setup(withLevels(), addLine);
    await user.type(participant(1).getByLabelText('First name'), 'Léa');
    await user.type(participant(1).getByLabelText('Last name'), 'Martin');
    await user.type(participant(1).getByLabelText('Date of birth'), '2019-05-01');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addLine).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(levelSelect());
    expect(levelSelect().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(levelSelect())).toBe('This field is required.');

    await user.selectOptions(levelSelect(), '3e-etoile');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addLine).toHaveBeenCalledWith(
      expect.objectContaining({
        participants: [{ firstName: 'Léa', lastName: 'Martin', birthDate: '2019-05-01', level: '3e-etoile' }],
      }),
    );
  });

  it('a family link proposes each child with their advised level: one click fills a participant, sent as the level’s key', async () => {
    // The third file is there (the form loads it for a family link).
    (window as unknown as Record<string, unknown>)[WAITLIST_GLOBAL] = { Family, WaitlistLink: () => null, Instructors: () => null };
    window.history.replaceState(null, '', '/book/group-lessons/?family=1a.0.xyz');
    const children = [
      {
        firstName: 'Léa',
        lastName: 'Martin',
        birthDate: '2019-05-01',
        discipline: 'ski',
        level: '3e-etoile',
        levelName: '3e Étoile',
        course: 'Ski',
      },
      {
        firstName: 'Tom',
        lastName: 'Martin',
        birthDate: '2016-02-03',
        discipline: 'ski',
        level: 'etoile-de-bronze',
        levelName: 'Étoile de bronze',
        course: 'Ski',
      },
    ];
    const call = vi.fn(async () => ({ children }));
    const addLine = vi.fn(async () => ({
      cartId: 'cart-1',
      line: { total: euros(17900), participants: [{ price: euros(17900) }] } as AddLineResponse['line'],
    }));
    const announce = vi.fn();
    const ctx = {
      api: { addLine, availability: availabilityOf(withLevels()), call },
      lang: 'en',
      resort: 'val-neige',
      announce,
      cal,
    } as unknown as FormCtx;
    render(<BookingForm ctx={ctx} product={withLevels()} stay={STAY} />);
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Your children' });
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/booking/family/:token' }), {
      params: { token: '1a.0.xyz' },
      query: { lang: 'en' },
    });
    expect(within(panel).getByText(/advised level: 3e Étoile/)).toBeTruthy();
    // Tom's advised level is not taught by this course: the panel says so, no button.
    expect(within(panel).queryByRole('button', { name: 'Enrol Tom' })).toBeNull();
    expect(within(panel).getByText('This course does not teach that level: choose another course of the list.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Enrol Léa' }));
    expect(announce).toHaveBeenCalledWith('Léa is added to the participants, at 3e Étoile level.');
    expect((participant(1).getByLabelText('First name') as HTMLInputElement).value).toBe('Léa');
    expect(levelSelect().value).toBe('3e-etoile');
    expect(within(panel).getByRole('button', { name: 'Léa is enrolled below' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addLine).toHaveBeenCalledWith(
      expect.objectContaining({
        participants: [{ firstName: 'Léa', lastName: 'Martin', birthDate: '2019-05-01', level: '3e-etoile' }],
      }),
    );
    window.history.replaceState(null, '', '/');
  });

  it('says it in French too', async () => {
    const ctx = {
      api: { addLine: vi.fn(), availability: vi.fn() },
      lang: 'fr',
      resort: 'val-neige',
      announce: vi.fn(),
      cal,
    } as unknown as FormCtx;
    render(<BookingForm ctx={ctx} product={withLevels()} stay={STAY} />);
    const user = userEvent.setup();
    const p1 = within(screen.getByRole('group', { name: 'Participant 1' }));
    await user.type(p1.getByLabelText('Date de naissance'), '2023-05-01');
    const select = p1.getByRole('combobox', { name: 'Niveau' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choisir un niveau', 'Flocon (dès 4 ans)', '3e Étoile (6–12 ans)']);
    await user.click(p1.getByRole('button', { name: 'Pas sûr du niveau ?' }));
    expect(p1.getByRole('button', { name: 'Choisir Flocon' })).toBeTruthy();
  });
});

describe('price estimate', () => {
  it('starts at the lowest price and follows the participants’ ages', async () => {
    const { user } = setup(product());
    expect(priceLine()).toBe('Price from €179.00 Price computed by the school for 1 participant(s)');
    await user.type(participant(1).getByLabelText('Date of birth'), '1990-05-01');
    expect(priceLine()).toBe('Price €199.00 Price computed by the school for 1 participant(s)');
    await user.click(screen.getByRole('button', { name: 'Add a participant' }));
    expect(priceLine()).toBe('Price from €378.00 Price computed by the school for 2 participant(s)');
    await user.type(participant(2).getByLabelText('Date of birth'), '2000-01-01');
    expect(priceLine()).toBe('Price €398.00 Price computed by the school for 2 participant(s)');
    await user.click(screen.getByRole('button', { name: 'Remove participant 1' }));
    expect(priceLine()).toBe('Price €199.00 Price computed by the school for 1 participant(s)');
  });
});

describe('price estimate at an age band’s bound', () => {
  it('prices a child by the age on the chosen slot’s first day, the birthday included', async () => {
    // The lesson's bands: up to 12, and 13 and over. On 1 December both children below are 12.
    const week = product({
      dated: true,
      slots: [slot(1, { startsOn: '2026-12-21', endsOn: '2026-12-26', startTime: null, endTime: null, fromPrice: euros(17900) })],
    });
    const { user } = setup(week);
    // The only week with room that day is chosen with the day.
    expect(((await screen.findByRole('radio', { name: /Mon 21 Dec – Sat 26 Dec/ })) as HTMLInputElement).checked).toBe(true);
    const birthDate = participant(1).getByLabelText('Date of birth');
    // 13 on 21 December 2026.
    await user.type(birthDate, '2013-12-21');
    expect(priceLine()).toBe('Price €199.00 Price computed by the school for 1 participant(s)');
    // 13 only the day after.
    await user.clear(birthDate);
    await user.type(birthDate, '2013-12-22');
    expect(priceLine()).toBe('Price €179.00 Price computed by the school for 1 participant(s)');
  });
});

describe('slot choice', () => {
  const privateLesson = product({
    dated: true,
    pricing: { rule: 'durationGroup', durations: { '60': [5900, 6900], '120': [11000, 12500] } },
    slots: [
      slot(1, { full: true, remaining: 0 }),
      slot(2),
      slot(3, { startTime: '14:00', endTime: '16:00', remaining: 1, fromPrice: euros(11000) }),
    ],
  });

  it('asks for a slot first, on the first one that can be chosen', async () => {
    const { user, addLine } = setup(privateLesson);
    const times = await screen.findByRole('group', { name: 'Times on Mon 21 Dec' });
    const radios = within(times).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).disabled)).toEqual([true, false, false]);
    expect(screen.getByRole('radio', { name: 'Mon 21 Dec, 10:00–11:00 (1 h) €59.00 Full' })).toBe(radios[0]);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a date.');
    expect(document.activeElement).toBe(radios[1]);
    expect(addLine).not.toHaveBeenCalled();
  });

  it('prices the chosen slot’s duration and group size', async () => {
    const { user } = setup(privateLesson);
    expect(priceLine()).toBe('Price €59.00 Price computed by the school for 1 participant(s)');
    await user.click(await screen.findByRole('radio', { name: /14:00–16:00 \(2 h\) €110.00 1 place left/ }));
    expect(priceLine()).toBe('Price €110.00 Price computed by the school for 1 participant(s)');
    await user.click(screen.getByRole('button', { name: 'Add a participant' }));
    expect(priceLine()).toBe('Price €125.00 Price computed by the school for 2 participant(s)');
  });
});

describe('day choice', () => {
  const liftPass = product({
    key: 'forfait',
    type: 'LIFT',
    name: 'Lift pass',
    attributes: { needsStartDate: true, maxDays: 6 },
    pricing: { rule: 'daysTable', bands: [{ minAge: 5, cents: [5600, 10600, 15600, 20600, 25600, 30600, 35600] }] },
  });

  it('starts on the stay’s first day for as many days as allowed, and prices the days chosen', async () => {
    const { user } = setup(liftPass);
    const days = screen.getByLabelText('Number of days') as HTMLSelectElement;
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sunday, 20 December 2026, available' }).getAttribute('aria-pressed')).toBe('true');
    expect(days.value).toBe('6');
    expect(
      within(days)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 day', '2 days', '3 days', '4 days', '5 days', '6 days']);
    expect(screen.getByText(/^From Sun/).textContent).toBe('From Sun 20 Dec to Fri 25 Dec');
    expect(priceLine()).toBe('Price from €306.00 Price computed by the school for 1 participant(s)');
    await user.selectOptions(days, '3 days');
    expect(screen.getByText(/^From Sun/).textContent).toBe('From Sun 20 Dec to Tue 22 Dec');
    expect(priceLine()).toBe('Price from €156.00 Price computed by the school for 1 participant(s)');
  });

  it('takes a first day anywhere after today, month by month; past days cannot be picked', async () => {
    const { user, addLine, availability } = setup(
      liftPass,
      vi.fn(async () => ({ cartId: 'c', line: { total: euros(1), participants: [] } as unknown as AddLineResponse['line'] })),
    );
    expect((screen.getByRole('button', { name: 'Tuesday, 1 December 2026, available' }) as HTMLButtonElement).disabled).toBe(false);
    // Before today: no day to pick.
    expect(screen.queryByRole('button', { name: /30 November/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous month' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'April 2027' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Saturday, 3 April 2027, available' }));
    await user.type(participant(1).getByLabelText('First name'), 'Léa');
    await user.type(participant(1).getByLabelText('Last name'), 'Martin');
    await user.type(participant(1).getByLabelText('Date of birth'), '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addLine).toHaveBeenCalledWith(expect.objectContaining({ startDate: '2027-04-03', days: 6 }));
    // "Continue" leaves the confirmation for the calendar's day, the participant kept.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Saturday, 3 April 2027, available' }));
    expect((participant(1).getByLabelText('First name') as HTMLInputElement).value).toBe('Léa');
    // An undated product has nothing to ask month by month.
    expect(availability).not.toHaveBeenCalled();
  });
});

describe('calendar', () => {
  const weeks = product({
    type: 'ESF',
    dated: true,
    slots: [
      slot(1, { startsOn: '2026-12-20', endsOn: '2026-12-25', remaining: 0, full: true }),
      slot(2, { startsOn: '2026-12-27', endsOn: '2027-01-01', remaining: 2 }),
      slot(3, { startsOn: '2027-01-03', endsOn: '2027-01-08', remaining: 9 }),
    ],
  });

  it('asks for each month once, shows each day’s places, and moves between months', async () => {
    const { user, availability } = setup(weeks);
    expect(screen.getByRole('status').textContent).toMatch(/Loading the dates/);
    // The first day with room from the stay's first day is chosen, with its only week.
    const picked = await screen.findByRole('button', { name: 'Sunday, 27 December 2026, 2 places left', pressed: true });
    expect((screen.getByRole('radio', { name: /Sun 27 Dec – Fri 1 Jan/ }) as HTMLInputElement).checked).toBe(true);
    expect(picked.textContent).toBe('27');
    expect(picked.parentElement?.textContent).toBe('272 left');
    expect(screen.getByRole('button', { name: 'Sunday, 20 December 2026, Full' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Monday, 21 December 2026, no date' }) as HTMLButtonElement).disabled).toBe(true);
    expect(availability).toHaveBeenCalledTimes(1);
    expect(availability).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-12-01', to: '2027-01-14', type: 'ESF', lang: 'en' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sunday, 3 January 2027, 9 places left' })).toBeTruthy();
    expect(availability).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2027-01-01', to: '2027-02-14' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('button', { name: 'Sunday, 27 December 2026, 2 places left' })).toBeTruthy();
    expect(availability).toHaveBeenCalledTimes(2);
  });

  it('moves between the days with the arrows', async () => {
    const { user } = setup(weeks);
    const first = await screen.findByRole('button', { name: /27 December 2026/ });
    first.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /20 December 2026/ }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
  });

  it('opens at the first month with room after the stay', async () => {
    const later = product({ type: 'ESF', dated: true, slots: [slot(5, { startsOn: '2027-03-10', endsOn: '2027-03-10', remaining: 1 })] });
    setup(later);
    // Four months asked for, one after the other.
    expect(
      await screen.findByRole('button', { name: 'Wednesday, 10 March 2027, 1 place left', pressed: true }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'March 2027' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Wed 10 Mar, 10:00–11:00/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when a month cannot be loaded, and loads it again on retry', async () => {
    const ok = availabilityOf(weeks);
    const availability = vi
      .fn()
      .mockRejectedValueOnce(new ApiCallError(0, 'offline', 'network'))
      .mockImplementation(ok);
    const { user } = setup(weeks, undefined, availability);
    expect((await screen.findByRole('alert')).textContent).toMatch('The dates of this month could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /27 December 2026, 2 places left/ })).toBeTruthy();
  });

  it('a private lesson: a day, then its free times with their length and price for the group', async () => {
    const lesson = product({
      type: 'ESF_CUSTOM',
      dated: true,
      attributes: { capacityUnit: 'booking' },
      pricing: { rule: 'durationGroup', durations: { '60': [5900, 6900], '120': [11000, 12500] } },
      slots: [
        slot(1, { startsOn: '2027-03-10', endsOn: '2027-03-10', startTime: '09:00', endTime: '11:00', remaining: 1 }),
        slot(2, { startsOn: '2027-03-10', endsOn: '2027-03-10', startTime: '12:00', endTime: '13:00', remaining: 0, full: true }),
        slot(3, { startsOn: '2027-03-10', endsOn: '2027-03-10', startTime: '13:00', endTime: '14:00', remaining: 1 }),
      ],
    });
    const { user } = setup(lesson);
    expect(await screen.findByRole('button', { name: 'Wednesday, 10 March 2027, 2 free times', pressed: true })).toBeTruthy();
    const times = screen.getByRole('group', { name: 'Times on Wed 10 Mar' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '3']);
    expect(within(times).getByRole('radio', { name: 'Wed 10 Mar, 09:00–11:00 (2 h) €110.00 1 place left' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a participant' }));
    expect(within(times).getByRole('radio', { name: /09:00–11:00 \(2 h\) €125.00/ })).toBeTruthy();
    expect(within(times).getByRole('radio', { name: /13:00–14:00 \(1 h\) €69.00/ })).toBeTruthy();
  });
  it('a private lesson: an instructor asked for by name shows their free hours only, and goes with the line', async () => {
    // The third file is there (the form loads it for a private lesson).
    (window as unknown as Record<string, unknown>)[WAITLIST_GLOBAL] = { Family, WaitlistLink: () => null, Instructors };
    const day = { startsOn: '2027-03-10', endsOn: '2027-03-10' };
    const lesson = product({
      key: 'cours-particulier-ski',
      type: 'ESF_CUSTOM',
      dated: true,
      attributes: { capacityUnit: 'booking' },
      pricing: { rule: 'durationGroup', durations: { '60': [5900, 6900] } },
      slots: [
        slot(1, { ...day, startTime: '09:00', endTime: '10:00', remaining: 1 }),
        slot(2, { ...day, startTime: '14:00', endTime: '15:00', remaining: 1 }),
      ],
    });
    // Camille (7) is free in the afternoon only.
    const availability = vi.fn(async ({ from, to, instructor }: { from: string; to: string; instructor?: number }) => {
      const slots = lesson.slots.filter((s) => s.startsOn >= from && s.endsOn <= to && (instructor !== 7 || s.id === 2));
      return { from, to, products: slots.length ? [{ ...lesson, slots }] : [] };
    });
    const call = vi.fn(async () => ({
      instructors: [{ id: 7, firstName: 'Camille', lastInitial: 'D', photoUrl: null, languages: ['fr', 'en'] }],
    }));
    const addLine = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiCallError(
          409,
          'Camille is not free at this time: choose another time, or "No preference".',
          'instructor_busy',
          'body.instructorId',
        ),
      )
      .mockResolvedValue({ cartId: 'cart-1', line: { total: euros(5900), participants: [{ price: euros(5900) }] } });
    const announce = vi.fn();
    const ctx = { api: { addLine, availability, call }, lang: 'en', resort: 'val-neige', announce, cal } as unknown as FormCtx;
    render(<BookingForm ctx={ctx} product={lesson} stay={STAY} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Wednesday, 10 March 2027, 2 free times', pressed: true })).toBeTruthy();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Preferred instructor (optional)' }),
      'Camille D. (French, English)',
    );
    expect(availability).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'ESF_CUSTOM', instructor: 7 }));
    expect(announce).toHaveBeenCalledWith('The calendar shows the free hours of Camille D.');
    expect(await screen.findByRole('button', { name: 'Wednesday, 10 March 2027, 1 free time', pressed: true })).toBeTruthy();
    const times = screen.getByRole('group', { name: 'Times on Wed 10 Mar' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['2']);
    await user.click(within(times).getByRole('radio', { name: /14:00–15:00/ }));
    await user.type(participant(1).getByLabelText('First name'), 'Léa');
    await user.type(participant(1).getByLabelText('Last name'), 'Martin');
    await user.type(participant(1).getByLabelText('Date of birth'), '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    // Taken meanwhile: the platform's words, in the visitor's language.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Camille is not free at this time: choose another time, or "No preference".',
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addLine).toHaveBeenLastCalledWith(expect.objectContaining({ productKey: 'cours-particulier-ski', slotId: 2, instructorId: 7 }));
    // "No preference" again: every instructor's hours, and no instructor sent.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred instructor (optional)' }), 'No preference');
    expect(await screen.findByRole('button', { name: 'Wednesday, 10 March 2027, 2 free times', pressed: true })).toBeTruthy();
    expect(availability).toHaveBeenLastCalledWith(expect.not.objectContaining({ instructor: 7 }));
    delete (window as unknown as Record<string, unknown>)[WAITLIST_GLOBAL];
  });
});
