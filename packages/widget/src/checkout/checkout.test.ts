import { Contact } from '@schuss/contracts';
import { CONTACT_MAX } from '@schuss/contracts/rules';
import { describe, expect, it } from 'vitest';
import { referrals } from './affiliation';
import { type ContactForm, contactPayload, emptyContact, storedContact, validateContact } from './contact';
import { goodContact } from './test-fixtures';
import { checkoutTranslator } from './texts';

const good = goodContact;

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
    });
    expect(validateContact({ ...good, email: 'lea@', phone: '12', postalCode: '7', country: 'fr' })).toEqual({
      email: { key: 'email' },
      phone: { key: 'phone' },
      postalCode: { key: 'postalCode' },
      country: { key: 'country' },
    });
  });
  it('asks for no postal address, but finishes one begun: street, postal code and town', () => {
    const noAddress = { ...good, line1: '', line2: '', postalCode: '', city: '' };
    expect(validateContact(noAddress)).toEqual({});
    const payload = contactPayload(noAddress);
    expect(payload).not.toHaveProperty('address');
    expect(Contact.parse(payload)).toEqual(payload);
    expect(validateContact({ ...noAddress, city: 'Annecy' })).toEqual({ line1: { key: 'required' }, postalCode: { key: 'required' } });
    expect(validateContact({ ...noAddress, line2: 'Bât. B' })).toEqual({
      line1: { key: 'required' },
      postalCode: { key: 'required' },
      city: { key: 'required' },
    });
    // The platform takes the same rule: no address, or a whole one.
    expect(Contact.safeParse({ ...payload, address: { line1: '', postalCode: '', city: 'Annecy', country: 'FR' } }).success).toBe(false);
  });
  it('takes each text up to its shared CONTACT_MAX length and says the limit beyond it', () => {
    for (const [field, max] of Object.entries(CONTACT_MAX) as [keyof typeof CONTACT_MAX, number][]) {
      const at = field === 'email' ? `${'a'.repeat(max - 7)}@ski.fr` : 'x'.repeat(max);
      const over = field === 'email' ? `a${at}` : `${at}x`;
      expect(validateContact({ ...good, [field]: at }), `${field} at ${max}`).toEqual({});
      expect(validateContact({ ...good, [field]: over })[field], `${field} over ${max}`).toEqual({ key: 'tooLong', max });
    }
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
      { firstName: 'x'.repeat(CONTACT_MAX.firstName) },
      { firstName: 'x'.repeat(CONTACT_MAX.firstName + 1) },
      { city: 'x'.repeat(CONTACT_MAX.city + 1) },
      { lastName: ' ' },
      { country: 'GB' },
      { country: 'FRA' },
    ];
    for (const v of variants) {
      const c = { ...good, ...v };
      const zod = Contact.safeParse({
        ...contactPayload(c),
        ...(contactPayload(c).address ? { address: { ...contactPayload(c).address, ...(c.line2 ? { line2: c.line2 } : {}) } } : {}),
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
    // Trimmed, and cut to the 64 characters the checkout request takes.
    expect(referrals(store({ businessProvider: { id: ` ${'h'.repeat(70)} `, exp: now + 1000 } }), now)).toEqual({
      businessProviderId: 'h'.repeat(64),
    });
  });
  it('sends nothing for an empty id, an endless or unreadable expiry', () => {
    expect(referrals(store({ businessProvider: { id: '  ', exp: now + 1000 } }), now)).toEqual({});
    // JSON has no Infinity: it is stored as null.
    expect(referrals(store({ businessProvider: { id: '5', exp: Number.POSITIVE_INFINITY } }), now)).toEqual({});
    expect(referrals(store({ businessProvider: { id: '5', exp: String(now + 1000) } }), now)).toEqual({});
    expect(referrals(store({ businessProvider: { id: null, exp: now + 1000 } }), now)).toEqual({});
  });
});
