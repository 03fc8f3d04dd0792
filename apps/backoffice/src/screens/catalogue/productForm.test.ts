import { type BackofficeProduct, type Pricing, ProductUpdateRequest } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { familyExample, pricePreview } from './pricePreview';
import { eurosText, formPath, newProductValues, parseEuros, productValues, shownAttributes, toRequest, toUpdate } from './productForm';

const product = (over: Partial<BackofficeProduct>): BackofficeProduct => ({
  key: 'p',
  type: 'LIFT',
  merchant: { key: 'remontees', name: 'Remontées' },
  name: { fr: 'Nom', en: 'Name' },
  description: { fr: '', en: '' },
  dated: false,
  hidden: false,
  attributes: {},
  pricing: { rule: 'flat', cents: 100 },
  version: 4,
  updatedAt: '2026-11-24T10:00:00.000Z',
  upcomingSlots: 0,
  ...over,
});

// One product of each rule, as the demo catalogue has them (packages/db/src/seed/booking.ts).
const PRODUCTS: BackofficeProduct[] = [
  product({
    type: 'LIFT',
    attributes: { needsStartDate: true, maxDays: 14 },
    pricing: {
      rule: 'daysTable',
      bands: [
        { label: { fr: 'Moins de 5 ans', en: 'Under 5' }, maxAge: 4, cents: [0, 0] },
        { label: { fr: 'Adulte', en: 'Adult' }, minAge: 5, cents: [5600, 10_650] },
      ],
      discount: { fromDays: { days: 2, percent: 5 } },
    },
  }),
  product({
    type: 'ESF',
    dated: true,
    attributes: {
      discipline: 'snowboard',
      levels: ['Débutant', 'Confirmé'],
      participantFields: ['level'],
      ageMin: 10,
      ageMax: 99,
      durationDays: 5,
      times: '14:00–16:30',
      meetingPoint: 'Front de neige',
    },
    pricing: {
      rule: 'ageBands',
      bands: [
        { maxAge: 12, cents: 17_900 },
        { minAge: 13, cents: 19_900 },
      ],
      discount: { fromParticipant: { rank: 3, percent: 10 } },
    },
  }),
  product({
    type: 'ESF_CUSTOM',
    dated: true,
    attributes: { discipline: 'ski', ageMin: 3, ageMax: 99, capacityUnit: 'booking', meetingPoint: 'ESF' },
    pricing: { rule: 'durationGroup', durations: { '60': [5900, 6900], '120': [11_000, 12_500] } },
  }),
  product({ type: 'STAY_TAX', attributes: { needsStartDate: true, maxDays: 28 }, pricing: { rule: 'perNight', cents: 165, adultAge: 18 } }),
  product({ type: 'ASSU', attributes: { needsStartDate: true, maxDays: 28 }, pricing: { rule: 'perParticipantPerDay', cents: 330 } }),
  product({ type: 'HOT', attributes: { needsStartDate: true, maxDays: 14 }, pricing: { rule: 'flat', cents: 9550, perDay: true } }),
  // Another area's attribute (a gift voucher's) the form does not show is kept.
  product({
    type: 'GENERIC_LINE',
    attributes: { giftVoucher: { amountCents: 5000 } },
    pricing: { rule: 'ageBands', bands: [{ cents: 5000 }] },
  }),
];

describe('the product form', () => {
  it.each(PRODUCTS.map((p) => [p.type, p] as const))('gives back a %s product unchanged, in either language', (_type, p) => {
    for (const lang of ['fr', 'en']) {
      const { request, issues } = toRequest(productValues(p, lang), shownAttributes(p.type, p), p.attributes);
      expect(issues).toEqual([]);
      const update = ProductUpdateRequest.parse(toUpdate(request, p.version));
      expect(update).toEqual({
        merchant: p.merchant.key,
        name: p.name,
        description: p.description,
        dated: p.dated,
        attributes: p.attributes,
        pricing: p.pricing,
        baseVersion: p.version,
      });
    }
  });

  it('reads euros typed the French or English way, and writes them back', () => {
    expect(parseEuros('45,50')).toBe(4550);
    expect(parseEuros(' 1 200 € ')).toBe(120_000);
    expect(parseEuros('45.5')).toBe(4550);
    expect(parseEuros('')).toBeUndefined();
    expect(parseEuros('12,345')).toBeNull();
    expect(parseEuros('douze')).toBeNull();
    expect(eurosText(4550, 'fr')).toBe('45,50');
    expect(eurosText(4500, 'en')).toBe('45');
  });

  it('names the field of an amount not typed as one, and refuses a duration twice', () => {
    const v = newProductValues('ESF_CUSTOM');
    v.pricing.durations = [
      { minutes: '60', cents: ['59', 'x'] },
      { minutes: '60', cents: ['70', '80'] },
    ];
    expect(toRequest(v, []).issues).toEqual([
      { path: 'pricing.durations.1.minutes', kind: 'duplicate' },
      { path: 'pricing.durations.0.cents.1', kind: 'euros' },
    ]);
  });

  it("puts the contract's and the platform's paths on the form's fields", () => {
    const v = newProductValues('ESF_CUSTOM');
    v.pricing.durations = [
      { minutes: '60', cents: ['59'] },
      { minutes: '120', cents: ['110'] },
    ];
    expect(formPath('pricing.durations.120.0', v)).toBe('pricing.durations.1.cents.0');
    expect(formPath('pricing.durations.120', v)).toBe('pricing.durations.1.minutes');
    expect(formPath('pricing.bands.2.cents', v)).toBe('pricing.bands.2.cents.0');
    expect(formPath('pricing.discount.fromParticipant.rank', v)).toBe('pricing.family.rank');
    expect(formPath('pricing.discount.fromDays.percent', v)).toBe('pricing.multiDay.percent');
    expect(formPath('name.fr', v)).toBe('name.fr');
  });
});

describe('the price preview', () => {
  it('is the price the platform charges, per band and number of days', () => {
    const pricing = PRODUCTS[0]?.pricing as Pricing;
    const { columns, rows } = pricePreview(pricing);
    expect(columns).toEqual([
      { kind: 'days', n: 1 },
      { kind: 'days', n: 2 },
    ]);
    // The multi-day discount (5 % from 2 days) is in the 2-day column.
    expect(rows.map((r) => r.cents)).toEqual([
      [0, 0],
      [5600, 10_650 - 533],
    ]);
  });

  it('prices private lessons per booking by length and group size, and stay tax for adults and minors', () => {
    expect(pricePreview(PRODUCTS[2]?.pricing as Pricing).rows.map((r) => [r.row, r.cents])).toEqual([
      [{ kind: 'duration', minutes: 60 }, [5900, 6900]],
      [{ kind: 'duration', minutes: 120 }, [11_000, 12_500]],
    ]);
    const tax = pricePreview(PRODUCTS[3]?.pricing as Pricing, { maxDays: 3 });
    expect(tax.rows.map((r) => r.cents)).toEqual([
      [165, 330, 495],
      [0, 0, 0],
    ]);
  });

  it('shows what the family discount takes off for a family', () => {
    expect(familyExample(PRODUCTS[1]?.pricing as Pricing)).toEqual({
      people: 3,
      days: 1,
      row: { kind: 'band', index: 1, label: undefined, minAge: 13, maxAge: undefined },
      without: 3 * 19_900,
      with: 2 * 19_900 + 17_910,
    });
    expect(familyExample(PRODUCTS[0]?.pricing as Pricing)).toBeNull();
  });
});
