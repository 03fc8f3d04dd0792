import { Contact } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { isApiError, WidgetApiError } from '../api';

import { isUsable, referrals } from './affiliation';
import { cartItems } from './cartItems';
import { type ContactForm, contactPayload, emptyContact, storedContact, validateContact } from './contact';
import { checkoutTranslator } from './texts';

const good: ContactForm = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea.martin@example.fr',
  phone: '06 12 34 56 78',
  line1: '12 rue des Alpes',
  line2: '',
  postalCode: '73000',
  city: 'Chambéry',
  country: 'FR',
};

describe('checkout contact', () => {
  it('accepts a full contact and sends it in the contract shape, without an empty second line', () => {
    expect(validateContact(good)).toEqual({});
    const payload = contactPayload({ ...good, firstName: ' Léa ' });
    expect(payload.address).not.toHaveProperty('line2');
    expect(Contact.parse(payload)).toEqual(payload);
  });
  it('names each wrong field', () => {
    expect(validateContact(emptyContact())).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'required' },
      phone: { key: 'required' },
      line1: { key: 'required' },
      postalCode: { key: 'required' },
      city: { key: 'required' },
    });
    expect(validateContact({ ...good, email: 'lea@', phone: '12', postalCode: '7', country: 'fr', city: 'x'.repeat(81) })).toEqual({
      email: { key: 'email' },
      phone: { key: 'phone' },
      postalCode: { key: 'postalCode' },
      country: { key: 'country' },
      city: { key: 'tooLong', max: 80 },
    });
  });
  it('agrees with the zod Contact schema, field by field', () => {
    const variants: Partial<ContactForm>[] = [
      { email: 'a@b.co' },
      { email: 'a.b+c@sub.example.com' },
      { email: 'a..b@example.com' },
      { email: '.a@example.com' },
      { email: 'a@example' },
      { email: 'a b@example.com' },
      { email: `${'a'.repeat(250)}@x.fr` },
      { phone: '+33 6 12 34 56 78' },
      { phone: '(0)6.12.34.56.78' },
      { phone: '+++123456' },
      { phone: '12-34' },
      { phone: '------' },
      { phone: '1'.repeat(25) },
      { postalCode: 'SW1A 1AA' },
      { postalCode: '1000' },
      { postalCode: '12' },
      { postalCode: '75001!' },
      { line1: '   ' },
      { line1: 'x'.repeat(120) },
      { line1: 'x'.repeat(121) },
      { line2: 'x'.repeat(121) },
      { firstName: 'x'.repeat(80) },
      { lastName: ' ' },
      { country: 'GB' },
      { country: 'FRA' },
    ];
    for (const v of variants) {
      const c = { ...good, ...v };
      const zod = Contact.safeParse({
        ...contactPayload(c),
        address: { ...contactPayload(c).address, ...(c.line2 ? { line2: c.line2 } : {}) },
      }).success;
      expect(Object.keys(validateContact(c)).length === 0, JSON.stringify(v)).toBe(zod);
    }
  });
  it('reads back a contact kept in the tab, ignoring anything else', () => {
    expect(storedContact(JSON.stringify(good))).toEqual(good);
    expect(storedContact(JSON.stringify({ city: 'Annecy', price: 1, email: 3 }))).toEqual({ ...emptyContact(), city: 'Annecy' });
    expect(storedContact('nope')).toEqual(emptyContact());
    expect(storedContact(null)).toEqual(emptyContact());
  });
  it('has messages in French and English', () => {
    expect(checkoutTranslator('fr')('error.required')).toBe('Ce champ est obligatoire.');
    expect(checkoutTranslator('en')('error.tooLong', { max: 80 })).toBe('At most 80 characters.');
    expect(checkoutTranslator('fr')('terms')).toContain('ne bénéficient pas du droit de rétractation');
    expect(checkoutTranslator('fr')('terms')).toContain('L221-28');
  });
});

describe('affiliation sent with the checkout', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  const store = (values: Record<string, unknown>) => (key: string) => (key in values ? JSON.stringify(values[key]) : null);
  it('sends valid values only (expiry in the future, not -1)', () => {
    expect(
      referrals(store({ businessProvider: { id: 'H42', exp: now + 1000 }, gescoReferral: { type: 'mail', exp: now + 1 } }), now),
    ).toEqual({
      businessProviderId: 'H42',
      referralType: 'mail',
    });
    expect(referrals(store({ businessProvider: { id: 'H42', exp: now }, gescoReferral: { type: '-1', exp: now + 1000 } }), now)).toEqual(
      {},
    );
    expect(referrals(store({ businessProvider: { id: -1, exp: now + 1000 }, gescoReferral: { type: 'x' } }), now)).toEqual({});
    expect(referrals(() => 'not json', now)).toEqual({});
    expect(referrals(store({ businessProvider: { id: 7, exp: now + 1000 } }), now)).toEqual({ businessProviderId: '7' });
  });
  it('is the site rule: non-empty, not -1, expiry a finite future number', () => {
    expect(isUsable('  ', now + 1, now)).toBe(false);
    expect(isUsable('5', Number.POSITIVE_INFINITY, now)).toBe(false);
    expect(isUsable('5', String(now + 1000), now)).toBe(false);
    expect(isUsable(null, now + 1000, now)).toBe(false);
  });
});

describe('checkout analytics items', () => {
  it('one item per line; a per-booking price that does not split evenly counts once', () => {
    const items = cartItems([
      {
        type: 'ESF_CUSTOM',
        merchantName: 'École',
        totalCents: 7900,
        lines: [
          {
            lineId: 1,
            name: 'Cours particulier',
            startDate: '2026-12-21',
            endDate: '2026-12-21',
            participants: [
              { id: 'a', name: 'A' },
              { id: 'b', name: 'B' },
              { id: 'c', name: 'C' },
            ],
            cents: 7900,
          },
        ],
      },
      {
        type: 'LIFT',
        merchantName: 'Remontées',
        totalCents: 31200,
        lines: [
          {
            lineId: 2,
            name: 'Forfait',
            startDate: '2026-12-20',
            endDate: '2026-12-22',
            participants: [
              { id: 'd', name: 'D' },
              { id: 'e', name: 'E' },
            ],
            cents: 31200,
          },
        ],
      },
    ]);
    expect(items).toEqual([
      {
        item_name: 'Cours particulier',
        item_brand: 'École',
        item_category: 'ESF_CUSTOM',
        item_variant: '2026-12-21',
        price: 79,
        quantity: 1,
      },
      { item_name: 'Forfait', item_brand: 'Remontées', item_category: 'LIFT', item_variant: '2026-12-20', price: 156, quantity: 2 },
    ]);
  });
});

describe('platform errors', () => {
  it('are recognised by shape, whichever of the two files threw them', () => {
    expect(isApiError(new WidgetApiError(409, 'conflict', { error: {} }))).toBe(true);
    expect(isApiError(Object.assign(new Error('x'), { status: 500 }))).toBe(true);
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError({ status: 409 })).toBe(false);
  });
});
