import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageAt,
  analyticsItem,
  countInscriptions,
  defaultStay,
  ecommerceEvent,
  firstErrorId,
  formatEuros,
  groupCart,
  hasErrors,
  parseStay,
  searchWindow,
  validateParticipant,
} from './logic';
import { formTranslator } from './product/texts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('stay', () => {
  it('defaults to the next 7 days from today, or from the season start when later', () => {
    expect(defaultStay('2026-11-22', '2026-12-19')).toEqual({ from: '2026-12-19', to: '2026-12-26' });
    expect(defaultStay('2027-01-10', '2026-12-19')).toEqual({ from: '2027-01-10', to: '2027-01-17' });
    expect(defaultStay('2027-01-10')).toEqual({ from: '2027-01-10', to: '2027-01-17' });
  });
  it('reads the stored stay and rejects bad values', () => {
    expect(parseStay('{"from":"2026-12-20","to":"2026-12-27"}')).toEqual({ from: '2026-12-20', to: '2026-12-27' });
    expect(parseStay('{"from":"2026-12-27","to":"2026-12-20"}')).toBeNull();
    expect(parseStay('{"from":"2026-02-30","to":"2026-03-01"}')).toBeNull();
    expect(parseStay('nope')).toBeNull();
    expect(parseStay(null)).toBeNull();
  });
  it('searches slots starting during the stay, never in the past', () => {
    expect(searchWindow({ from: '2026-12-21', to: '2026-12-28' }, '2026-11-22')).toEqual({ from: '2026-12-21', to: '2027-01-04' });
    expect(searchWindow({ from: '2026-11-01', to: '2026-11-05' }, '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-29' });
  });
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('euros', () => {
  it('formats integer cents in French and English', () => {
    expect(nbsp(formatEuros(12550, 'fr'))).toBe('125,50 €');
    expect(formatEuros(12550, 'en')).toBe('€125.50');
    expect(nbsp(formatEuros(0, 'fr'))).toBe('0,00 €');
  });
});

describe('participant validation', () => {
  const rule = { ageMin: 4, ageMax: 12, on: '2026-12-20', today: '2026-11-22' };
  const ok = { firstName: 'Léa', lastName: 'Martin', birthDate: '2019-03-10' };
  it('accepts a valid participant', () => {
    expect(validateParticipant(ok, rule)).toEqual({});
  });
  it('requires names (spaces only count as empty) and limits them to 80 characters', () => {
    const e = validateParticipant({ ...ok, firstName: '  ', lastName: 'x'.repeat(81) }, rule);
    expect(e.firstName?.key).toBe('required');
    expect(e.lastName?.key).toBe('tooLong');
  });
  it('wants a real birth date in the past', () => {
    expect(validateParticipant({ ...ok, birthDate: '' }, rule).birthDate?.key).toBe('required');
    expect(validateParticipant({ ...ok, birthDate: '2019-02-30' }, rule).birthDate?.key).toBe('invalidDate');
    expect(validateParticipant({ ...ok, birthDate: '2026-11-22' }, rule).birthDate?.key).toBe('futureDate');
    expect(validateParticipant({ ...ok, birthDate: '2030-01-01' }, rule).birthDate?.key).toBe('futureDate');
  });
  it('checks the age on the first day against the product range (bounds inclusive)', () => {
    expect(validateParticipant({ ...ok, birthDate: '2023-01-01' }, rule).birthDate).toEqual({ key: 'tooYoung', age: 4 });
    expect(validateParticipant({ ...ok, birthDate: '2022-12-20' }, rule)).toEqual({});
    expect(validateParticipant({ ...ok, birthDate: '2013-12-21' }, rule)).toEqual({});
    expect(validateParticipant({ ...ok, birthDate: '2013-12-20' }, rule).birthDate).toEqual({ key: 'tooOld', age: 12 });
  });
  it('gives messages in French and English and finds the first field in error', () => {
    const all = [{}, validateParticipant({ ...ok, lastName: '', birthDate: '2023-01-01' }, rule)];
    expect(hasErrors(all)).toBe(true);
    expect(hasErrors([{}, {}])).toBe(false);
    expect(firstErrorId(all, 'f')).toBe('f-p1-lastName');
    expect(formTranslator('fr')('error.tooYoung', { age: 4 })).toBe('Ce cours est ouvert à partir de 4 ans.');
    expect(formTranslator('en')('error.required')).toBe('This field is required.');
  });
  it('computes ages across birthdays', () => {
    expect(ageAt('2019-12-20', '2026-12-19')).toBe(6);
    expect(ageAt('2019-12-20', '2026-12-20')).toBe(7);
  });
});

const inscription = (lineId: number, first: string, cents: number, name = 'Ourson') => ({
  id: `${lineId}-${first}`,
  lineId,
  participant: { firstName: first, lastName: 'Martin', birthDate: '2019-03-10' },
  price: { amount: cents, currency: 'EUR' as const },
  startDate: '2026-12-20',
  endDate: '2026-12-25',
  activity: { label: name, key: 'cours-enfants-ourson' },
});

describe('cart display', () => {
  const cart = {
    orders: {
      ESF: {
        merchantName: 'École de ski Val-Neige',
        price: { amount: 61500, currency: 'EUR' as const },
        total: { amount: 61500, currency: 'EUR' as const },
        inscriptions: [inscription(1, 'Léa', 20500), inscription(1, 'Tom', 20500), inscription(2, 'Zoé', 20500, 'Flocon')],
      },
      LIFT: {
        merchantName: 'Remontées',
        price: { amount: 3000, currency: 'EUR' as const },
        total: { amount: 3000, currency: 'EUR' as const },
        inscriptions: [
          {
            id: '3-a',
            lineId: 3,
            participant: { firstName: 'Ana', lastName: 'B', birthDate: '1990-01-01' },
            price: { amount: 3000, currency: 'EUR' as const },
            startDate: null,
            endDate: null,
            product: { name: 'Forfait', key: 'forfait' },
          },
        ],
      },
      HOT: {
        merchantName: 'x',
        price: { amount: 0, currency: 'EUR' as const },
        total: { amount: 0, currency: 'EUR' as const },
        inscriptions: [],
      },
    },
  };
  it('groups inscriptions by order (product type) and by cart line', () => {
    const groups = groupCart(cart);
    expect(groups.map((g) => g.type)).toEqual(['ESF', 'LIFT']);
    expect(groups[0]).toMatchObject({ merchantName: 'École de ski Val-Neige', totalCents: 61500 });
    expect(groups[0]?.lines).toEqual([
      {
        lineId: 1,
        name: 'Ourson',
        startDate: '2026-12-20',
        endDate: '2026-12-25',
        participants: [
          { id: '1-Léa', name: 'Léa Martin' },
          { id: '1-Tom', name: 'Tom Martin' },
        ],
        cents: 41000,
      },
      {
        lineId: 2,
        name: 'Flocon',
        startDate: '2026-12-20',
        endDate: '2026-12-25',
        participants: [{ id: '2-Zoé', name: 'Zoé Martin' }],
        cents: 20500,
      },
    ]);
    expect(groups[1]?.lines[0]?.name).toBe('Forfait');
  });
  it('counts inscriptions over all orders', () => {
    expect(countInscriptions(cart)).toBe(4);
    expect(countInscriptions({ orders: {} })).toBe(0);
    expect(countInscriptions(null)).toBe(0);
  });
});

describe('analytics', () => {
  it('builds the spec item fields and the event value in euros', () => {
    const item = analyticsItem({
      name: 'Ourson',
      merchantName: 'École',
      type: 'ESF',
      discipline: 'ski',
      level: 'Ourson',
      variant: '2026-12-20',
      unitCents: 20500,
      quantity: 2,
    });
    expect(item).toEqual({
      item_name: 'Ourson',
      item_brand: 'École',
      item_category: 'ESF',
      item_category2: 'ski',
      item_category3: 'Ourson',
      item_variant: '2026-12-20',
      price: 205,
      quantity: 2,
    });
    expect(ecommerceEvent('add_to_cart', [item])).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 410, items: [item] },
    });
  });
});
