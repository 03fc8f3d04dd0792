import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, DEFAULT_CURRENCY, ecommerceEvent, revenue, toAnalyticsItem } from './analytics';

afterEach(() => vi.unstubAllGlobals());

describe('analytics items (spec §3)', () => {
  it('maps a cart line to an item with the spec fields', () => {
    expect(
      toAnalyticsItem({
        productType: 'ESF',
        merchantName: 'ESF Val-Neige',
        product: { name: 'Cours collectif enfant' },
        categories: ['Ski alpin', 'Flocon'],
        variant: 'Matin',
        priceCents: 19900,
        quantity: 2,
      }),
    ).toEqual({
      item_name: 'Cours collectif enfant',
      item_brand: 'ESF Val-Neige',
      item_category: 'ESF',
      item_category2: 'Ski alpin',
      item_category3: 'Flocon',
      item_variant: 'Matin',
      price: 199,
      quantity: 2,
    });
  });

  it('uses the activity label, then the product type, and quantity 1 by default', () => {
    expect(toAnalyticsItem({ activity: { label: 'Raquettes' }, priceCents: 3600 })).toEqual({
      item_name: 'Raquettes',
      price: 36,
      quantity: 1,
    });
    expect(toAnalyticsItem({ productType: 'STAY_TAX', priceCents: 165 }).item_name).toBe('STAY_TAX');
  });

  it('computes revenue as the sum of price × quantity, to the cent', () => {
    expect(revenue([])).toBe(0);
    expect(
      revenue([
        { price: 199, quantity: 2 },
        { price: 0.1, quantity: 3 },
        { price: 1.65, quantity: 4 },
      ]),
    ).toBe(404.9);
  });

  it('builds e-commerce events with value and EUR by default', () => {
    const items = [toAnalyticsItem({ productType: 'LIFT', priceCents: 25000, quantity: 2 })];
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(ecommerceEvent('add_to_cart', items)).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'EUR', value: 500, items } });
    expect(ecommerceEvent('purchase', items, { transaction_id: 'o1' }, 'CHF').ecommerce).toMatchObject({
      currency: 'CHF',
      transaction_id: 'o1',
    });
  });

  it('pushes events to window.dataLayer', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    analytics.affiliation('1234');
    analytics.paymentLink('EMAIL');
    analytics.search('piou', '/cours/jardin-des-neiges/');
    analytics.searchFailed('xyz');
    analytics.searchCanceled('abc');
    analytics.contact('vel');
    analytics.paymentFailure('0051');
    expect(win.dataLayer).toEqual([
      { event: 'Affiliation', id: '1234' },
      { event: 'MseM: Payment link', GescoReferral: 'EMAIL' },
      { event: 'Search', Terms: 'piou', destination: '/cours/jardin-des-neiges/' },
      { event: 'Search failed', Terms: 'xyz' },
      { event: 'Search canceled', Terms: 'abc' },
      { event: 'contact', contact_origin: 'vel' },
      { ecommerce: null },
      { event: 'payment_failure', ecommerce: { currency: 'EUR', value: 0, items: [], execution_code: '0051' } },
    ]);
  });

  it('does nothing on the server', () => {
    expect(() => analytics.viewItem([])).not.toThrow();
  });
});
