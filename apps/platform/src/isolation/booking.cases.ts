import { expect } from 'vitest';
import { child, contact, plusDays } from '../test/orders';
import { visitor } from './attempts';
import type { Cases } from './harness';
import { LESSON } from './schools';

const today = new Date().toISOString().slice(0, 10);
/** Each school's private lesson (a key the other school's catalogue does not have). */
const PRIVATE = { 'val-neige': 'cours-particulier-ski', 'les-arolles': 'cours-particulier' } as const;

/**
 * Booking, cart, orders, payment, my booking and vouchers: a visitor of the attacker's site sending
 * the attacked school's cart id, line, slot, code, order number or waiting-list link with its own
 * resort (or the attacked school's resort with the attacker's cart) is answered as for an unknown one,
 * and nothing of the attacked school changes.
 */
export const bookingCases: Cases = {
  availability: (_a, b) => [
    visitor(
      `${b.school}'s visitor reading its own`,
      'availability',
      200,
      {},
      { query: { resort: b.school, lang: 'fr', from: today, to: plusDays(today, 360) } },
    ),
  ],
  product: (a, b) => [
    visitor(
      `${b.school}'s visitor reading its own`,
      'product',
      200,
      { key: LESSON[b.school] },
      { query: { resort: b.school, lang: 'fr' } },
    ),
    visitor(
      `${b.school}'s visitor reading ${a.school}'s product`,
      'product',
      404,
      { key: LESSON[a.school] },
      { query: { resort: b.school, lang: 'fr' } },
    ),
  ],
  productInstructors: (a, b) => [
    visitor(
      `${b.school}'s visitor reading its own private lesson's instructors`,
      'productInstructors',
      200,
      { key: PRIVATE[b.school] },
      { query: { resort: b.school, lang: 'fr' } },
      // Only the school's own, and never how to reach them.
      (res) => expect(JSON.stringify(res.json())).not.toMatch(/@|email|phone/),
    ),
    visitor(
      `${b.school}'s visitor reading ${a.school}'s private lesson's instructors`,
      'productInstructors',
      404,
      { key: PRIVATE[a.school] },
      { query: { resort: b.school, lang: 'fr' } },
    ),
  ],
  addLine: (a, b) => [
    // An unknown cart id makes a new cart (of the visitor's school): the other school's cart reads as unknown.
    visitor(
      `a visitor of ${b.school} adding to ${a.school}'s cart`,
      'addLine',
      200,
      {},
      {
        payload: {
          cartId: a.cart.cartId,
          resort: b.school,
          lang: 'fr',
          productKey: LESSON[b.school],
          slotId: b.slotId,
          participants: [child('Intrus')],
        },
      },
      (res) => expect(res.json().cartId).not.toBe(a.cart.cartId),
    ),
    visitor(
      `a visitor of ${b.school} booking ${a.school}'s slot`,
      'addLine',
      404,
      {},
      {
        payload: {
          cartId: b.cart.cartId,
          resort: b.school,
          lang: 'fr',
          productKey: LESSON[b.school],
          slotId: a.slotId,
          participants: [child('Intrus')],
        },
      },
    ),
    visitor(
      `a visitor of ${b.school} booking ${a.school}'s product and slot`,
      'addLine',
      404,
      {},
      {
        payload: {
          cartId: b.cart.cartId,
          resort: b.school,
          lang: 'fr',
          productKey: LESSON[a.school],
          slotId: a.slotId,
          participants: [child('Intrus')],
        },
      },
    ),
  ],
  removeLine: (a, b) => [
    visitor(
      `a visitor of ${b.school} removing ${a.school}'s line with its own cart`,
      'removeLine',
      404,
      { id: a.cart.lineId },
      {
        query: { cartId: b.cart.cartId },
      },
    ),
  ],
  renewHolds: (a, b) => [
    // Holding places again needs the cart of this resort: the other school's cart id is unknown here.
    visitor(
      `a visitor of ${b.school} holding again the places of ${a.school}'s cart`,
      'renewHolds',
      404,
      {},
      { payload: { cartId: a.cart.cartId, lang: 'fr', resort: b.school } },
      (res) => expect(res.body).not.toContain('Zoé'),
    ),
  ],
  moveLine: (a, b) => [
    visitor(
      `a visitor of ${b.school} moving ${a.school}'s line with its own cart`,
      'moveLine',
      404,
      { id: a.cart.lineId },
      { payload: { cartId: b.cart.cartId, lang: 'fr', resort: b.school, slotId: b.slotId } },
    ),
    visitor(
      `a visitor of ${b.school} moving ${a.school}'s line with ${a.school}'s cart id`,
      'moveLine',
      404,
      { id: a.cart.lineId },
      { payload: { cartId: a.cart.cartId, lang: 'fr', resort: b.school, slotId: a.slotId } },
    ),
  ],
  cart: (a, b) => [
    // An unknown cart is an empty one (docs/spec.md §7): the other school's cart id reads as unknown.
    visitor(
      `a visitor of ${b.school} reading ${a.school}'s cart`,
      'cart',
      200,
      {},
      { payload: { cartId: a.cart.cartId, lang: 'fr', resort: b.school } },
      (res) => {
        expect(res.body).not.toContain('Zoé');
        expect(res.body).not.toContain(a.cart.cartId);
      },
    ),
  ],
  checkout: (a, b) => [
    visitor(
      `a visitor of ${b.school} checking out ${a.school}'s cart`,
      'checkout',
      404,
      {},
      {
        payload: { cartId: a.cart.cartId, resort: b.school, lang: 'fr', contact, acceptTerms: true },
      },
    ),
  ],
  applyCartCode: (a, b) => [
    visitor(
      `a visitor of ${b.school} using ${a.school}'s promo code`,
      'applyCartCode',
      400,
      {},
      {
        payload: { cartId: b.cart.cartId, resort: b.school, lang: 'fr', code: a.promo.code },
      },
    ),
    visitor(
      `a visitor of ${b.school} using ${a.school}'s gift voucher`,
      'applyCartCode',
      400,
      {},
      {
        payload: { cartId: b.cart.cartId, resort: b.school, lang: 'fr', code: a.voucher.code },
      },
    ),
    visitor(
      `a visitor of ${b.school} adding its code to ${a.school}'s cart`,
      'applyCartCode',
      404,
      {},
      {
        payload: { cartId: a.cart.cartId, resort: b.school, lang: 'fr', code: b.promo.code },
      },
    ),
  ],
  removeCartCode: (a, b) => [
    visitor(
      `a visitor of ${b.school} removing ${a.school}'s cart code`,
      'removeCartCode',
      404,
      { id: a.cartCodeId },
      {
        query: { cartId: b.cart.cartId, resort: b.school, lang: 'fr' },
      },
    ),
    visitor(
      `a visitor of ${b.school} removing a code of ${a.school}'s cart`,
      'removeCartCode',
      404,
      { id: a.cartCodeId },
      {
        query: { cartId: a.cart.cartId, resort: b.school, lang: 'fr' },
      },
    ),
  ],
  waitlistJoin: (a, b) => [
    visitor(
      `a visitor of ${b.school} joining the list of ${a.school}'s slot`,
      'waitlistJoin',
      404,
      {},
      {
        payload: { resort: b.school, lang: 'fr', participants: 1, slotId: a.orderSlotId, email: `intrus@${b.school}.example` },
      },
    ),
  ],
  lessonRequestCreate: (a, b) => [
    visitor(
      `a visitor of ${b.school} asking ${b.school} for ${a.school}'s private lesson`,
      'lessonRequestCreate',
      404,
      {},
      {
        payload: {
          resort: b.school,
          lang: 'fr',
          productKey: a.privateLesson,
          day: '2099-01-05',
          participants: [child('Intrus')],
          contact: { name: 'Intrus', email: `intrus@${b.school}.example`, phone: '+33 6 00 00 00 00' },
        },
      },
    ),
  ],
  waitlistClaim: (a, b) => [
    visitor(
      `a visitor of ${b.school} claiming ${a.school}'s waiting-list place into its cart`,
      'waitlistClaim',
      404,
      { token: a.waitlistToken },
      {
        payload: { cartId: b.cart.cartId, lang: 'fr', participants: [child('Intrus')] },
      },
    ),
  ],
  findBooking: (a, b) => [
    // Always 202 (no oracle); the point is that no e-mail of the other school's order leaves (the snapshot sees the outbox).
    visitor(
      `a visitor of ${b.school} asking for ${a.school}'s order`,
      'findBooking',
      202,
      {},
      {
        payload: { resort: b.school, orderNumber: a.order.number, email: a.order.email, lang: 'fr' },
      },
    ),
  ],
};
