import type { ActivityEntry } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { formatters } from '../../i18n';
import { activityEn, activityFr } from '../../i18n/activity';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { readableChanges, sentence, type Words } from './words';

const FR: Words = { t: activityFr, f: formatters('fr'), lang: 'fr', m: fr };
const EN: Words = { t: activityEn, f: formatters('en'), lang: 'en', m: en };
// Intl puts narrow no-break spaces in amounts (`150,50 €`): plain spaces here, for reading.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const say = (e: ActivityEntry, w: Words) => plain(sentence(e, w));
const changed = (e: ActivityEntry, w: Words) => readableChanges(e, w).map((c) => plain(w.t.change(c.field, c.before, c.after)));

const flocon = { fr: 'Cours collectif Flocon', en: 'Flocon group lesson' };
const marie = { name: 'Marie', role: 'staff' as const };
const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: '2027-01-04T09:30:00.000Z',
  by: 'Marie <marie@val-neige.example>',
  action: 'order.cancel',
  subject: 'line 28, refund €150.50',
  before: null,
  after: null,
  orderNumber: 'VN-2027-000042',
  actor: marie,
  ...over,
});

describe('an activity entry in words', () => {
  it('says a cancellation with its line, participants and refund, in French and in English', () => {
    const e = entry({
      before: { status: 'paid', refundedCents: 0, activeLines: [28, 29] },
      after: { status: 'paid', refundedCents: 15_050, activeLines: [29], cancelledLines: [28], refundCents: 15_050, idempotencyKey: 'k' },
      lines: [{ id: 28, product: flocon, participants: ['Léa', 'Hugo'] }],
    });
    expect(say(e, FR)).toBe('Marie (accueil) a annulé la ligne Cours collectif Flocon (Léa, Hugo) et remboursé 150,50 €');
    expect(say(e, EN)).toBe('Marie (front desk) cancelled the line Flocon group lesson (Léa, Hugo) and refunded €150.50');
    // What changed, in words: the money formatted, ids and keys left out.
    expect(changed(e, FR)).toEqual(['Remboursé : 0,00 € → 150,50 €', 'Remboursement : — → 150,50 €']);
    expect(changed(e, EN)).toEqual(['Refunded: €0.00 → €150.50', 'Refund: — → €150.50']);
  });

  it('names several lines, and a line gone by its number', () => {
    const e = entry({ after: { cancelledLines: [28, 30], refundCents: 0 }, lines: [{ id: 28, product: flocon, participants: ['Léa'] }] });
    expect(say(e, FR)).toBe('Marie (accueil) a annulé les lignes Cours collectif Flocon (Léa) et n° 30');
    expect(say(e, EN)).toBe('Marie (front desk) cancelled the lines Flocon group lesson (Léa) and no. 30');
  });

  it('says a slot’s capacity with the slot in the school’s words', () => {
    const e = entry({
      action: 'slot.capacity',
      subject: 'cours-flocon 2027-01-04–2027-01-08 09:15–11:45 (slot 12)',
      before: { capacity: 10, sold: 2, held: 0 },
      after: { slotId: 12, capacity: 12, sold: 2, held: 0 },
      orderNumber: null,
      actor: { name: 'Paul', role: 'admin' },
      slots: [{ id: 12, product: flocon, startsOn: '2027-01-04', endsOn: '2027-01-08', startTime: '09:15', endTime: '11:45' }],
    });
    expect(say(e, FR)).toBe(
      'Paul (administration) a changé la capacité du créneau Cours collectif Flocon du 04/01/2027 au 08/01/2027 09:15–11:45 : de 10 à 12 places',
    );
    expect(say(e, EN)).toBe(
      'Paul (administrator) changed the capacity of the slot Flocon group lesson from 04/01/2027 to 08/01/2027 09:15–11:45: from 10 to 12 places',
    );
    expect(changed(e, FR)).toEqual(['Capacité : 10 → 12']);
  });

  it('says a repair an operator ran, by its command', () => {
    const e = entry({
      action: 'places.repair',
      by: 'npm run places:check -- --repair',
      actor: null,
      subject: 'slot 7 (capacity 5): held 2, its lines and offers hold 0; sold 0 = 0',
      before: { slotId: 7, held: 2, sold: 0 },
      after: { slotId: 7, held: 0, sold: 0 },
      orderNumber: null,
    });
    expect(say(e, FR)).toBe(
      'La commande « npm run places:check -- --repair » a recalculé les places du créneau n° 7 : 0 retenue, 0 vendue',
    );
    expect(say(e, EN)).toBe('The command “npm run places:check -- --repair” recomputed the places of the slot no. 7: 0 held, 0 sold');
    expect(changed(e, EN)).toEqual(['Places held: 2 → 0']);
  });

  it('says a check-in, a role change, a promo code and a product, with yes/no and dates in words', () => {
    const checkIn = entry({
      action: 'check-in',
      subject: 'Léa Martin, 2027-01-04',
      before: { present: false },
      after: { present: true, orderLineId: 28, participant: 0, day: '2027-01-04' },
      lines: [{ id: 28, product: flocon, participants: ['Léa'] }],
    });
    expect(say(checkIn, FR)).toBe('Marie (accueil) a noté la présence de Léa Martin le 04/01/2027 à Cours collectif Flocon');
    expect(say(checkIn, EN)).toBe('Marie (front desk) checked in Léa Martin on 04/01/2027 at Flocon group lesson');
    expect(changed(checkIn, FR)).toEqual(['Présent : Non → Oui', 'Jour : — → 04/01/2027']);

    const role = entry({ action: 'account.role', subject: 'Luc <luc@x.example>', before: { role: 'staff' }, after: { role: 'admin' } });
    expect(say(role, FR)).toBe('Marie (accueil) a changé le rôle de Luc : accueil → administration');
    expect(say(role, EN)).toBe('Marie (front desk) changed Luc’s role: front desk → administrator');

    const promo = entry({
      action: 'promo-code.disable',
      subject: 'promo code NOEL',
      before: { code: 'NOEL', active: true },
      after: { code: 'NOEL', active: false },
    });
    expect(say(promo, FR)).toBe('Marie (accueil) a désactivé le code promo NOEL');
    expect(changed(promo, EN)).toEqual(['Active: Yes → No']);

    const product = entry({
      action: 'product.hide',
      subject: 'product cours-flocon',
      before: { key: 'cours-flocon', name: flocon, hidden: false },
      after: { key: 'cours-flocon', name: flocon, hidden: true },
    });
    expect(say(product, FR)).toBe('Marie (accueil) a masqué le produit Cours collectif Flocon sur le site');
    expect(say(product, EN)).toBe('Marie (front desk) hid the product Flocon group lesson from the site');
    expect(changed(product, FR)).toEqual(['Masqué du site : Non → Oui']);
  });

  it('says an action it does not know in a generic sentence, and an entry of an older platform by the recorded name', () => {
    const unknown = entry({ action: 'stand.move', subject: 'stand 3', actor: undefined, by: 'Zoé <zoe@x.example>', after: { place: 'B' } });
    expect(say(unknown, FR)).toBe('Zoé : stand.move — stand 3');
    expect(say(unknown, EN)).toBe('Zoé: stand.move — stand 3');
    expect(changed(unknown, FR)).toEqual(['place : B']);
  });

  it('has a sentence of its own for every action the platform records', () => {
    // grep "action:" in apps/platform/src/modules: every kind written to the audit log.
    const recorded = [
      'order.cancel',
      'order.cancel-participant',
      'order.refund',
      'order.refund-failed',
      'order.closure',
      'order.resend-confirmation',
      'order.revoke-links',
      'order.adjustment',
      'check-in',
      'check-out',
      ...['create', 'import', 'edit', 'hide', 'show'].map((a) => `product.${a}`),
      'season.update',
      'slot.capacity',
      'slot.close',
      'slot.reopen',
      'slots.generate',
      'slots.import',
      'slots.remove',
      ...['create', 'update', 'disable', 'enable'].map((a) => `promo-code.${a}`),
      'gift-voucher.disable',
      'closure.create',
      'closure.retry',
      ...[
        'invite',
        'role-added',
        'role',
        'disable',
        'enable',
        'password-reset',
        'invitation-resend',
        'invitation-accepted',
        'password-changed',
      ].map((a) => `account.${a}`),
      'places.repair',
      'invoicing.settings',
    ];
    for (const action of recorded) {
      for (const w of [FR, EN]) {
        const said = say(entry({ action, subject: 'subject', after: {} }), w);
        expect(said, action).not.toContain(action);
        expect(said, action).not.toContain('— subject');
        expect(said.startsWith('Marie ('), action).toBe(true);
      }
    }
  });

  it('gives a whole value before and after when it is not an object, and nothing when there is none', () => {
    expect(changed(entry({ action: 'x', before: 'old', after: 'new' }), EN)).toEqual(['old → new']);
    expect(changed(entry({ action: 'x' }), EN)).toEqual([]);
    // Odd values never break the page: shown as recorded.
    expect(changed(entry({ action: 'season.update', after: { startsOn: '2027-13-45' } }), EN)).toEqual(['Start: 2027-13-45']);
    expect(say(entry({ action: 'season.update', after: { startsOn: '2027-13-45' } }), EN)).toBe(
      'Marie (front desk) changed the season: — to —, 0 periods',
    );
  });
});
