import type { OrderView } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { en, fr, purchaseDictionaries } from '../../i18n/messages-purchase';
import { translateIn } from '../../i18n/translate';

const translate = (lang: string, key: string, vars?: Record<string, string | number>) => translateIn(purchaseDictionaries, lang, key, vars);

import type { LocalKeys } from '@schuss/contracts/api';
import { groupCart, revenue } from '@schuss/contracts/rules';
import { memoryStorage, typedStorage } from '../../lib/storage';
import {
  addAttempt,
  claimPurchaseReport,
  failureReason,
  formatDate,
  isNewVisit,
  parseResultQuery,
  purchaseItems,
  REPORTED_MAX,
  rememberReported,
  shouldReportPurchase,
  successState,
  wasReported,
} from './purchase-logic';

const CART = 'Abcdefghijklmnopqrstuvwx_12';
const local = () => {
  const area = memoryStorage();
  return typedStorage<LocalKeys>(() => area);
};

const participant = (firstName: string, birthDate = '2018-01-01') => ({ firstName, lastName: 'Martin', birthDate });
const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

/** Two children in a lesson week (different prices by age) and a 3-day lift pass. */
const order: OrderView = {
  number: 'VN-26-4K7Q-9M2P',
  status: 'paid',
  lang: 'fr',
  cartId: CART,
  orders: {
    ESF: {
      merchantName: 'École de ski Val-Neige',
      price: eur(31000),
      total: eur(31000),
      inscriptions: [
        {
          id: 'i1',
          lineId: 1,
          participant: participant('Léa'),
          price: eur(15050),
          startDate: '2027-02-08',
          endDate: '2027-02-12',
          activity: { label: 'Cours collectif enfants — Ourson', key: 'ourson' },
        },
        {
          id: 'i2',
          lineId: 1,
          participant: participant('Tom'),
          price: eur(15950),
          startDate: '2027-02-08',
          endDate: '2027-02-12',
          activity: { label: 'Cours collectif enfants — Ourson', key: 'ourson' },
        },
      ],
    },
    LIFT: {
      merchantName: 'Remontées mécaniques Val-Neige',
      price: eur(12550),
      total: eur(12550),
      inscriptions: [
        {
          id: 'i3',
          lineId: 2,
          participant: participant('Paul', '1980-05-05'),
          price: eur(12550),
          startDate: '2027-02-09',
          endDate: '2027-02-11',
          product: { name: 'Forfait 3 jours', key: 'lift-3' },
        },
      ],
    },
  },
  total: eur(43550),
  hasQuotation: false,
  contact: { firstName: 'Paul', lastName: 'Martin', email: 'paul@example.com' },
  createdAt: '2026-11-22T20:00:00Z',
  paidAt: '2026-11-22T20:01:00Z',
  executionCode: '0000',
};

describe('result URL', () => {
  it('tells success (0000) from failure (any other code) and reads hasQuotation', () => {
    expect(parseResultQuery(`?cartId=${CART}&executionCode=0000`)).toEqual({
      kind: 'success',
      cartId: CART,
      executionCode: '0000',
      hasQuotation: false,
    });
    expect(parseResultQuery(`cartId=${CART}&executionCode=0000&hasQuotation=1`)).toMatchObject({ kind: 'success', hasQuotation: true });
    expect(parseResultQuery(`cartId=${CART}&executionCode=4001`)).toMatchObject({ kind: 'failure', executionCode: '4001' });
    expect(parseResultQuery(`cartId=${CART}&executionCode=ABC`)).toMatchObject({ kind: 'failure', executionCode: 'ABC' });
  });

  it('is invalid without a readable cart id or code', () => {
    expect(parseResultQuery('')).toEqual({ kind: 'invalid' });
    expect(parseResultQuery('executionCode=0000')).toEqual({ kind: 'invalid' });
    expect(parseResultQuery('cartId=short&executionCode=0000')).toEqual({ kind: 'invalid' });
    expect(parseResultQuery(`cartId=${CART}<script>&executionCode=0000`)).toEqual({ kind: 'invalid' });
    expect(parseResultQuery(`cartId=${CART}`)).toEqual({ kind: 'invalid' });
    expect(parseResultQuery(`cartId=${CART}&executionCode=`)).toEqual({ kind: 'invalid' });
  });
});

describe('failure reason', () => {
  it('has plain words per known code, the code for other four-digit codes, a generic text otherwise', () => {
    expect(failureReason('4001')).toEqual({ key: 'purchase.failure.reason.4001' });
    expect(failureReason('4051')).toEqual({ key: 'purchase.failure.reason.4051' });
    expect(failureReason('9999')).toEqual({ key: 'purchase.failure.reason.9999' });
    expect(failureReason('4242')).toEqual({ key: 'purchase.failure.reason.other', vars: { code: '4242' } });
    expect(failureReason('X1')).toEqual({ key: 'purchase.failure.reason.generic' });
  });

  it('exists in French and English for every reason', () => {
    for (const code of ['4001', '4051', '9999', '1234', 'X']) {
      const { key, vars } = failureReason(code);
      expect(translate('fr', key, vars)).not.toMatch(/\?\?|\{/);
      expect(translate('en', key, vars)).not.toMatch(/\?\?|\{/);
    }
    expect(translate('fr', 'purchase.failure.reason.4001')).toContain('refusé');
    expect(translate('en', 'purchase.failure.reason.4051')).toContain('insufficient funds');
    expect(translate('en', 'purchase.failure.reason.9999')).toContain('did not answer in time');
  });

  it('has every French key in English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });
});

describe('order summary and analytics value', () => {
  it('groups lines like the cart, with participants and dates', () => {
    const byName = groupCart(order).map((g) => ({
      ...g,
      lines: g.lines.map((l) => ({ ...l, participants: l.participants.map((p) => p.name) })),
    }));
    expect(byName).toEqual([
      {
        type: 'ESF',
        merchantName: 'École de ski Val-Neige',
        totalCents: 31000,
        lines: [
          {
            lineId: 1,
            name: 'Cours collectif enfants — Ourson',
            startDate: '2027-02-08',
            endDate: '2027-02-12',
            participants: ['Léa Martin', 'Tom Martin'],
            cents: 31000,
          },
        ],
      },
      {
        type: 'LIFT',
        merchantName: 'Remontées mécaniques Val-Neige',
        totalCents: 12550,
        lines: [
          {
            lineId: 2,
            name: 'Forfait 3 jours',
            startDate: '2027-02-09',
            endDate: '2027-02-11',
            participants: ['Paul Martin'],
            cents: 12550,
          },
        ],
      },
    ]);
  });

  it('makes items per line and unit price so that Σ price × quantity is the total, to the cent', () => {
    const items = purchaseItems(order);
    expect(items).toEqual([
      {
        item_name: 'Cours collectif enfants — Ourson',
        item_brand: 'École de ski Val-Neige',
        item_category: 'ESF',
        item_variant: '2027-02-08',
        price: 150.5,
        quantity: 1,
      },
      {
        item_name: 'Cours collectif enfants — Ourson',
        item_brand: 'École de ski Val-Neige',
        item_category: 'ESF',
        item_variant: '2027-02-08',
        price: 159.5,
        quantity: 1,
      },
      {
        item_name: 'Forfait 3 jours',
        item_brand: 'Remontées mécaniques Val-Neige',
        item_category: 'LIFT',
        item_variant: '2027-02-09',
        price: 125.5,
        quantity: 1,
      },
    ]);
    expect(revenue(purchaseItems(order))).toBe(435.5);
    expect(revenue(items)).toBe(order.total.amount / 100);
  });

  it('counts participants paying the same price of one line as one item with a quantity', () => {
    const same = structuredClone(order);
    for (const i of same.orders.ESF?.inscriptions ?? []) i.price = eur(14990);
    expect(purchaseItems(same)[0]).toMatchObject({ price: 149.9, quantity: 2 });
    expect(revenue(purchaseItems(same))).toBe(425.3);
  });
});

describe('purchase reported once', () => {
  it('is reported only once paid, and not for a settled quotation with a zero total', () => {
    expect(shouldReportPurchase(order)).toBe(true);
    expect(shouldReportPurchase({ ...order, status: 'pending_payment' })).toBe(false);
    expect(shouldReportPurchase({ ...order, hasQuotation: true, total: eur(0) })).toBe(false);
    expect(shouldReportPurchase({ ...order, hasQuotation: true })).toBe(true);
    expect(shouldReportPurchase({ ...order, total: eur(0) })).toBe(true);
  });

  it('remembers reported order numbers, so a reload claims nothing', () => {
    const area = local();
    expect(claimPurchaseReport(order, area)).toBe(true);
    expect(wasReported(order.number, area)).toBe(true);
    expect(claimPurchaseReport(order, area)).toBe(false);
    expect(claimPurchaseReport({ ...order, number: 'VN-26-OTHER' }, area)).toBe(true);
    expect(area.get('purchase_reported')).toEqual([order.number, 'VN-26-OTHER']);
  });

  it('never claims an unpaid order and keeps only the latest numbers', () => {
    const area = local();
    expect(claimPurchaseReport({ ...order, status: 'pending_payment' }, area)).toBe(false);
    expect(wasReported(order.number, area)).toBe(false);
    for (let n = 0; n < REPORTED_MAX + 5; n++) rememberReported(`N${n}`, area);
    const kept = area.get('purchase_reported') ?? [];
    expect(kept).toHaveLength(REPORTED_MAX);
    expect(kept.at(-1)).toBe(`N${REPORTED_MAX + 4}`);
    expect(wasReported('N0', area)).toBe(false);
  });

  it('survives a corrupted stored value', () => {
    const area = memoryStorage();
    area.setItem('purchase_reported', '{"not":"a list"}');
    const typed = typedStorage<LocalKeys>(() => area);
    expect(wasReported(order.number, typed)).toBe(false);
    expect(claimPurchaseReport(order, typed)).toBe(true);
    expect(typed.get('purchase_reported')).toEqual([order.number]);
  });
});

describe('payment attempts', () => {
  it('adds one per failed attempt for the cart, leaving other carts alone', () => {
    const area = local();
    area.set('purchase_attempts', { other: 3 });
    expect(addAttempt(CART, area)).toBe(1);
    expect(addAttempt(CART, area)).toBe(2);
    expect(area.get('purchase_attempts')).toEqual({ other: 3, [CART]: 2 });
  });

  it('starts again from a corrupted value', () => {
    const raw = memoryStorage();
    raw.setItem('purchase_attempts', '[1,2]');
    const area = typedStorage<LocalKeys>(() => raw);
    expect(addAttempt(CART, area)).toBe(1);
    area.set('purchase_attempts', { [CART]: 'x' as unknown as number });
    expect(addAttempt(CART, area)).toBe(1);
  });

  it('counts a fresh arrival, not a reload or a history return to the same result', () => {
    expect(isNewVisit('navigate')).toBe(true);
    expect(isNewVisit(undefined)).toBe(true);
    expect(isNewVisit('reload')).toBe(false);
    expect(isNewVisit('back_forward')).toBe(false);
  });
});

describe('success state and dates', () => {
  it('shows success only for a paid order', () => {
    expect(successState('paid')).toBe('paid');
    expect(successState('pending_payment')).toBe('pending');
    expect(successState('failed')).toBe('notConfirmed');
    expect(successState('cancelled')).toBe('notConfirmed');
  });

  it('formats calendar dates in the page language', () => {
    expect(formatDate('2027-02-08', 'fr')).toBe('8 février 2027');
    expect(formatDate('2027-02-08', 'en')).toBe('8 February 2027');
    expect(formatDate('nope', 'en')).toBe('nope');
  });
});
