import { analyticsItem, ecommerceEvent } from '@schuss/contracts/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics } from './analytics';

afterEach(() => vi.unstubAllGlobals());

describe('analytics events (docs/spec.md §4)', () => {
  it('pushes an e-commerce event after clearing the previous one, with the shared payload', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    const items = [analyticsItem({ name: 'Forfait', type: 'LIFT', unitCents: 25000, quantity: 2 })];
    analytics.addToCart(items);
    analytics.purchase('o1', items, 'CHF');
    expect(win.dataLayer).toEqual([
      { ecommerce: null },
      ecommerceEvent('add_to_cart', items),
      { ecommerce: null },
      { event: 'purchase', ecommerce: { currency: 'CHF', value: 500, items, transaction_id: 'o1' } },
    ]);
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
