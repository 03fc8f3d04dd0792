/**
 * Texts of the weather and safety closures area: French is the source, English must have the same keys and signatures.
 * Only its screens use them, so they load with those screens (`useClosuresTexts`, screens/closures/texts.ts) rather than
 * with the first screen (fr.ts and en.ts are in the first load, which has a size limit; they carry the nav entry only).
 * No React here: the journeys read them too.
 */
import type { Widen } from './widen';

type Reason = 'weather' | 'avalanche' | 'lift_breakdown' | 'other';
type Outcome = 'pending' | 'refunded' | 'moved' | 'failed';

const s = (n: number) => (n > 1 ? 's' : '');

export const closuresFr = {
  title: 'Fermetures météo et sécurité',
  intro:
    'Fermez une journée entière ou un seul créneau pour une raison de météo ou de sécurité : les créneaux ne prennent plus de places, chaque client concerné reçoit un e-mail dans sa langue, et vous choisissez de rembourser ses participants ou de les déplacer sur un autre créneau.',

  // the new closure
  newHeading: 'Nouvelle fermeture',
  day: 'Jour à fermer',
  dayHint: 'Les créneaux qui ont lieu ce jour-là sont listés ci-dessous.',
  dayInvalid: 'Saisissez une date valide.',
  dayNothing: 'Aucun créneau n’a lieu ce jour-là : il n’y a rien à fermer.',
  dayAlreadyClosed: 'Cette journée est déjà fermée : il n’y a plus rien à fermer.',
  slotAlreadyClosed: 'Ce créneau est déjà fermé par une autre fermeture.',
  slotUnknown: 'Ce créneau n’existe plus : rechargez la page.',
  what: 'Que fermer ?',
  wholeDay: (n: number) => `Toute la journée (${n} créneau${n > 1 ? 'x' : ''})`,
  // A course of several days is closed whole from here (a day of it: close the day): say so.
  oneSlot: (name: string, participants: number, days = 1) =>
    days > 1
      ? `Tout le cours ${name}, ses ${days} jours (${participants} participant${s(participants)}) : remboursé entier ou déplacé`
      : `Seulement ${name} (${participants} participant${s(participants)})`,
  alreadyClosedSlot: 'fermé',
  affectedHeading: 'Qui est concerné',
  affectedSummary: (orders: number, participants: number, contacts: number) =>
    `${orders} commande${s(orders)}, ${participants} participant${s(participants)}, ${contacts} contact${s(contacts)} prévenu${s(contacts)} par e-mail.`,
  affectedNone: 'Aucun participant n’est inscrit : la fermeture ne concerne aucune commande.',
  affectedTable: 'Participants concernés',
  slot: 'Créneau',
  contact: 'Contact',
  language: 'Langue',
  languageName: (lang: string) => (lang === 'fr' ? 'français' : lang === 'en' ? 'anglais' : lang),
  refundIf: 'Remboursement',
  shareOfDays: (days: number) => `1 jour sur ${days}`,
  reason: 'Raison',
  reasonChoose: 'Choisir une raison',
  reasonRequired: 'Choisissez une raison.',
  reasonName: (r: Reason | string) =>
    ({ weather: 'Météo', avalanche: 'Risque d’avalanche', lift_breakdown: 'Panne des remontées mécaniques', other: 'Autre raison' })[
      r as Reason
    ] ?? r,
  note: 'Message aux clients',
  noteHint: 'Écrit tel quel dans l’e-mail (obligatoire pour « Autre raison »).',
  noteRequired: 'Écrivez la raison pour « Autre raison ».',
  noteTooLong: 'Le message fait au plus 500 caractères.',
  remedy: 'Que devient la réservation ?',
  remedyRefund: (amount: string) => `Rembourser (${amount} au total, par le prestataire de paiement)`,
  remedyMove: 'Déplacer les participants sur un autre créneau du même produit',
  remedyRefundHint:
    'Une prestation d’un jour est remboursée entièrement ; pour un stage de plusieurs jours, seule la part de la journée fermée est remboursée.',
  moveTo: (slot: string) => `Nouveau créneau pour ${slot}`,
  moveChoose: 'Choisir un créneau',
  moveOption: (slot: string, free: number) => `${slot} — ${free} place${s(free)} libre${s(free)}`,
  moveRequired: 'Choisissez le créneau où déplacer ces participants.',
  moveNoTargets: 'Aucun autre créneau de ce produit n’a de place : remboursez plutôt.',
  moveNoRoom: 'Ce créneau n’a plus assez de places pour ces participants : choisissez-en un autre.',
  moveWrongProduct: 'Ce créneau est celui d’un autre produit : choisissez un créneau du même produit.',
  moveClosed: 'Ce créneau est fermé : choisissez-en un autre.',
  submit: 'Fermer…',
  confirmTitle: 'Confirmer la fermeture',
  confirmText: (slots: number, contacts: number) =>
    `${slots} créneau${slots > 1 ? 'x' : ''} ne prendr${slots > 1 ? 'ont' : 'a'} plus de places et ${contacts} contact${s(contacts)} recevr${contacts > 1 ? 'ont' : 'a'} un e-mail.`,
  confirmRefund: (amount: string) => `Remboursement total demandé au prestataire de paiement : ${amount}.`,
  confirmMove: (n: number) => `${n} participant${s(n)} ser${n > 1 ? 'ont' : 'a'} déplacé${s(n)}.`,
  confirmSubmit: 'Fermer et prévenir les clients',
  confirmBack: 'Retour',
  closing: 'Fermeture en cours…',
  done: (id: number) => `Fermeture n° ${id} enregistrée.`,

  // the list
  pastHeading: 'Fermetures passées',
  pastEmpty: 'Aucune fermeture pour l’instant.',
  pastTable: 'Fermetures',
  createdAt: 'Le',
  closed: 'Fermé',
  closedDay: (day: string) => `Journée du ${day}`,
  // The course and its dates (`useSlotName`, issue 32), never an internal id.
  closedSlot: (name: string | null) => name ?? 'Un créneau',
  remedyName: (r: 'refund' | 'move' | string) => (r === 'refund' ? 'Remboursement' : r === 'move' ? 'Déplacement' : r),
  result: 'Résultat',
  resultText: (c: { refunded: number; moved: number; failed: number; pending: number; lines: number }) =>
    c.lines === 0
      ? 'Aucun participant'
      : [
          c.refunded ? `${c.refunded} remboursée${s(c.refunded)}` : '',
          c.moved ? `${c.moved} déplacée${s(c.moved)}` : '',
          c.failed ? `${c.failed} en échec` : '',
          c.pending ? `${c.pending} en cours` : '',
        ]
          .filter(Boolean)
          .join(', '),
  orders: 'Commandes',
  see: (id: number) => `Voir la fermeture n° ${id}`,

  // one closure
  closureTitle: (id: number) => `Fermeture n° ${id}`,
  backToClosures: 'Toutes les fermetures',
  facts: 'La fermeture',
  by: 'Par',
  noNote: 'Aucun message',
  slotsHeading: 'Créneaux fermés',
  slotsTable: 'Créneaux fermés',
  closedWhole: 'Entier',
  closedOneDay: 'Ce jour-là',
  movedTo: 'Déplacés vers',
  linesHeading: 'Commandes concernées',
  linesTable: 'Lignes concernées',
  outcome: 'Résultat',
  outcomeName: (o: Outcome | string) =>
    ({ pending: 'En cours', refunded: 'Remboursée', moved: 'Déplacée', failed: 'Échec' })[o as Outcome] ?? o,
  emailSent: 'E-mail',
  emailStatus: (st: 'sent' | 'failed' | null) => (st === 'sent' ? 'Envoyé' : st === 'failed' ? 'Échec' : 'Pas encore'),
  refunded: 'Remboursé',
  failedBecause: (why: string) => `Échec : ${why}`,
  retry: 'Réessayer ce qui a échoué',
  retrying: 'Nouvel essai…',
  retryDone: 'Nouvel essai fait.',
  retryNothing: 'Rien n’a échoué : il n’y a rien à réessayer.',
};

export type ClosuresMessages = Widen<typeof closuresFr>;

export const closuresEn: ClosuresMessages = {
  title: 'Weather and safety closures',
  intro:
    'Close a whole day or a single slot for a weather or safety reason: the slots take no new places, every customer concerned gets an e-mail in their language, and you choose to refund their participants or to move them to another slot.',

  newHeading: 'New closure',
  day: 'Day to close',
  dayHint: 'The slots running that day are listed below.',
  dayInvalid: 'Enter a valid date.',
  dayNothing: 'No slot runs that day: there is nothing to close.',
  dayAlreadyClosed: 'This day is already closed: there is nothing left to close.',
  slotAlreadyClosed: 'This slot is already closed by another closure.',
  slotUnknown: 'This slot no longer exists: reload the page.',
  what: 'What to close?',
  wholeDay: (n: number) => `The whole day (${n} slot${s(n)})`,
  oneSlot: (name: string, participants: number, days = 1) =>
    days > 1
      ? `The whole course ${name}, all ${days} days (${participants} participant${s(participants)}): refunded whole or moved`
      : `Only ${name} (${participants} participant${s(participants)})`,
  alreadyClosedSlot: 'closed',
  affectedHeading: 'Who is concerned',
  affectedSummary: (orders: number, participants: number, contacts: number) =>
    `${orders} order${s(orders)}, ${participants} participant${s(participants)}, ${contacts} contact${s(contacts)} told by e-mail.`,
  affectedNone: 'No participant is booked: the closure concerns no order.',
  affectedTable: 'Participants concerned',
  slot: 'Slot',
  contact: 'Contact',
  language: 'Language',
  languageName: (lang: string) => (lang === 'fr' ? 'French' : lang === 'en' ? 'English' : lang),
  refundIf: 'Refund',
  shareOfDays: (days: number) => `1 day of ${days}`,
  reason: 'Reason',
  reasonChoose: 'Choose a reason',
  reasonRequired: 'Choose a reason.',
  reasonName: (r: string) =>
    ({ weather: 'Weather', avalanche: 'Avalanche risk', lift_breakdown: 'Lift breakdown', other: 'Other reason' })[r as Reason] ?? r,
  note: 'Message to customers',
  noteHint: 'Written as is in the e-mail (required for “Other reason”).',
  noteRequired: 'Write the reason for “Other reason”.',
  noteTooLong: 'The message is at most 500 characters.',
  remedy: 'What happens to the booking?',
  remedyRefund: (amount: string) => `Refund (${amount} in all, through the payment provider)`,
  remedyMove: 'Move the participants to another slot of the same product',
  remedyRefundHint: 'A one-day service is refunded in full; for a course of several days, only the closed day’s share is refunded.',
  moveTo: (slot: string) => `New slot for ${slot}`,
  moveChoose: 'Choose a slot',
  moveOption: (slot: string, free: number) => `${slot} — ${free} free place${s(free)}`,
  moveRequired: 'Choose the slot to move these participants to.',
  moveNoTargets: 'No other slot of this product has room: refund instead.',
  moveNoRoom: 'This slot no longer has enough places for these participants: choose another one.',
  moveWrongProduct: 'This slot is another product’s: choose a slot of the same product.',
  moveClosed: 'This slot is closed: choose another one.',
  submit: 'Close…',
  confirmTitle: 'Confirm the closure',
  confirmText: (slots: number, contacts: number) =>
    `${slots} slot${s(slots)} will take no new places and ${contacts} contact${s(contacts)} will get an e-mail.`,
  confirmRefund: (amount: string) => `Total refund asked of the payment provider: ${amount}.`,
  confirmMove: (n: number) => `${n} participant${s(n)} will be moved.`,
  confirmSubmit: 'Close and tell the customers',
  confirmBack: 'Back',
  closing: 'Closing…',
  done: (id: number) => `Closure no. ${id} recorded.`,

  pastHeading: 'Past closures',
  pastEmpty: 'No closure yet.',
  pastTable: 'Closures',
  createdAt: 'On',
  closed: 'Closed',
  closedDay: (day: string) => `The day of ${day}`,
  closedSlot: (name: string | null) => name ?? 'A slot',
  remedyName: (r: string) => (r === 'refund' ? 'Refund' : r === 'move' ? 'Move' : r),
  result: 'Result',
  resultText: (c: { refunded: number; moved: number; failed: number; pending: number; lines: number }) =>
    c.lines === 0
      ? 'No participant'
      : [
          c.refunded ? `${c.refunded} refunded` : '',
          c.moved ? `${c.moved} moved` : '',
          c.failed ? `${c.failed} failed` : '',
          c.pending ? `${c.pending} in progress` : '',
        ]
          .filter(Boolean)
          .join(', '),
  orders: 'Orders',
  see: (id: number) => `See closure no. ${id}`,

  closureTitle: (id: number) => `Closure no. ${id}`,
  backToClosures: 'All closures',
  facts: 'The closure',
  by: 'By',
  noNote: 'No message',
  slotsHeading: 'Slots closed',
  slotsTable: 'Slots closed',
  closedWhole: 'Whole',
  closedOneDay: 'That day',
  movedTo: 'Moved to',
  linesHeading: 'Orders concerned',
  linesTable: 'Lines concerned',
  outcome: 'Result',
  outcomeName: (o: string) => ({ pending: 'In progress', refunded: 'Refunded', moved: 'Moved', failed: 'Failed' })[o as Outcome] ?? o,
  emailSent: 'E-mail',
  emailStatus: (st: 'sent' | 'failed' | null) => (st === 'sent' ? 'Sent' : st === 'failed' ? 'Failed' : 'Not yet'),
  refunded: 'Refunded',
  failedBecause: (why: string) => `Failed: ${why}`,
  retry: 'Try again what failed',
  retrying: 'Trying again…',
  retryDone: 'Tried again.',
  retryNothing: 'Nothing failed: there is nothing to try again.',
};

/** Both languages' texts of the closures area (`useClosuresTexts`). */
export const closuresTexts = { fr: closuresFr, en: closuresEn } as const;
