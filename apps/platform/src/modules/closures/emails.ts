import type { ClosureReason } from '@schuss/contracts';
import { esc, formatDate, plainEuros } from '../../lib/format';
import type { MailMessage } from '../../lib/mail';
import type { SchoolRow } from '../schools';

/**
 * The e-mail telling an order's contact that the school closed, in the order's language,
 * plain and clear: what is closed, why, and what happens to each booked line — its refund (all of it,
 * or the closed day's share of a multi-day lesson, said so) or the slot its participants moved to.
 */

type Lang = 'fr' | 'en';

const T = {
  fr: {
    // What is closed, in the subject (issue 32): the day, or the course and its dates.
    subjectDay: (day: string, n: string, site: string) => `L’école est fermée le ${day} — votre commande ${n} — ${site}`,
    subjectSlot: (what: string, n: string, site: string) => `Cours annulé : ${what} — votre commande ${n} — ${site}`,
    booking: 'Votre réservation à jour',
    hello: (name: string) => `Bonjour ${name},`,
    because: {
      weather: 'des conditions météo',
      avalanche: 'du risque d’avalanche',
      lift_breakdown: 'd’une panne des remontées mécaniques',
    } as Record<Exclude<ClosureReason, 'other'>, string>,
    closedDay: (day: string, reason: string | null) =>
      reason ? `En raison ${reason}, l’école ferme le ${day}.` : `L’école ferme le ${day}.`,
    closedSlot: (reason: string | null) =>
      reason ? `En raison ${reason}, l’école ferme le créneau ci-dessous.` : 'L’école ferme le créneau ci-dessous.',
    concerned: (n: string) => `Votre réservation concernée (commande ${n}) :`,
    dates: 'Dates',
    times: 'Horaires',
    participants: 'Participants',
    from: (a: string, b: string) => `du ${a} au ${b}`,
    on: (a: string) => `le ${a}`,
    refundWhole: (amount: string) => `Nous vous remboursons ${amount} : la prestation entière.`,
    refundDay: (amount: string, day: string, days: number) =>
      `Nous vous remboursons ${amount} : la part de la journée du ${day} (1 jour sur ${days}). Les autres jours ont lieu comme prévu.`,
    refundNone: 'Cette prestation a déjà été remboursée : il n’y a rien de plus à rembourser.',
    moved: (when: string) => `Vos participants sont inscrits sur un autre créneau : ${when}. Vous n’avez rien à faire.`,
    total: 'Montant total remboursé',
    refundDelay:
      'Le remboursement est fait sur la carte utilisée pour le paiement (ou sur le bon cadeau utilisé) ; il apparaît sous quelques jours.',
    refundPending: 'Votre remboursement est en cours de traitement : il vous parviendra sous quelques jours.',
    sorry: 'Nous sommes désolés pour ce contretemps.',
    questions: 'Une question ? Contactez-nous',
    bye: 'À bientôt sur les pistes !',
  },
  en: {
    subjectDay: (day: string, n: string, site: string) => `The school is closed on ${day} — your order ${n} — ${site}`,
    subjectSlot: (what: string, n: string, site: string) => `Lesson cancelled: ${what} — your order ${n} — ${site}`,
    booking: 'Your booking, up to date',
    hello: (name: string) => `Hello ${name},`,
    because: {
      weather: 'the weather conditions',
      avalanche: 'the avalanche risk',
      lift_breakdown: 'a lift breakdown',
    } as Record<Exclude<ClosureReason, 'other'>, string>,
    closedDay: (day: string, reason: string | null) =>
      reason ? `Because of ${reason}, the school is closed on ${day}.` : `The school is closed on ${day}.`,
    closedSlot: (reason: string | null) =>
      reason ? `Because of ${reason}, the school has closed the slot below.` : 'The school has closed the slot below.',
    concerned: (n: string) => `Your booking concerned (order ${n}):`,
    dates: 'Dates',
    times: 'Times',
    participants: 'Participants',
    from: (a: string, b: string) => `from ${a} to ${b}`,
    on: (a: string) => `on ${a}`,
    refundWhole: (amount: string) => `We refund ${amount}: the whole service.`,
    refundDay: (amount: string, day: string, days: number) =>
      `We refund ${amount}: the share of ${day} (1 day of ${days}). The other days go ahead as planned.`,
    refundNone: 'This service was already refunded: there is nothing more to refund.',
    moved: (when: string) => `Your participants are booked on another slot: ${when}. You have nothing to do.`,
    total: 'Total refunded',
    refundDelay: 'The refund goes to the card used for the payment (or to the gift voucher used); it shows within a few days.',
    refundPending: 'Your refund is being processed: it will reach you within a few days.',
    sorry: 'We are sorry for the inconvenience.',
    questions: 'Any question? Contact us',
    bye: 'See you on the slopes!',
  },
};

export type MailSlot = { startsOn: string; endsOn: string; startTime: string | null; endTime: string | null };

export type ClosureMailLine = {
  name: string;
  slot: MailSlot;
  participants: string[];
  share: 'whole' | 'day';
  /** Days the closed slot runs (for a day's share). */
  days: number;
  /** A refund remedy: the cents of this line, and whether the provider has given them back. */
  refundCents: number | null;
  /** A move: the slot the participants now have. */
  movedTo: MailSlot | null;
};

export type ClosureMail = {
  scope: 'day' | 'slot';
  day: string | null;
  reason: ClosureReason;
  note: string;
  lines: ClosureMailLine[];
  /** Every refund of this order is done (else: "being processed"). */
  refunded: boolean;
  /** A personal link to the booking page (what remains, the refunds). */
  bookingUrl?: string;
};

type OrderForMail = { number: string; lang: string; contact: { firstName: string; email: string } };

const datesOf = (s: MailSlot, lang: Lang) => {
  const t = T[lang];
  return s.startsOn === s.endsOn ? t.on(formatDate(s.startsOn, lang)) : t.from(formatDate(s.startsOn, lang), formatDate(s.endsOn, lang));
};
const timesOf = (s: MailSlot) => (s.startTime ? `${s.startTime}${s.endTime ? `–${s.endTime}` : ''}` : null);

export function closureMessage(order: OrderForMail, site: SchoolRow, c: ClosureMail, from: string, id: string): MailMessage {
  const lang: Lang = order.lang === 'fr' ? 'fr' : 'en';
  const t = T[lang];
  const siteName = site.config.siteName;
  const contact = site.config.contact;
  // French typography puts a space before a colon.
  const colon = lang === 'fr' ? ' : ' : ': ';
  const reason = c.reason === 'other' ? null : t.because[c.reason];
  const intro = c.scope === 'day' && c.day ? t.closedDay(formatDate(c.day, lang), reason) : t.closedSlot(reason);
  const refundTotal = c.lines.reduce((n, l) => n + (l.refundCents ?? 0), 0);
  const anyRefund = c.lines.some((l) => l.refundCents !== null);

  const blocks: string[][] = [];
  for (const l of c.lines) {
    const times = timesOf(l.slot);
    let outcome: string;
    if (l.movedTo) {
      const when = [datesOf(l.movedTo, lang), timesOf(l.movedTo)].filter(Boolean).join(', ');
      outcome = t.moved(when);
    } else if (!l.refundCents) {
      outcome = t.refundNone;
    } else if (l.share === 'day' && c.day) {
      outcome = t.refundDay(plainEuros(l.refundCents, lang), formatDate(c.day, lang), l.days);
    } else {
      outcome = t.refundWhole(plainEuros(l.refundCents, lang));
    }
    blocks.push([
      `• ${l.name}`,
      `  ${t.dates}${colon}${datesOf(l.slot, lang)}`,
      ...(times ? [`  ${t.times}${colon}${times}`] : []),
      `  ${t.participants}${colon}${l.participants.join(', ')}`,
      `  → ${outcome}`,
    ]);
  }
  const money =
    anyRefund && refundTotal > 0
      ? [`${t.total}${colon}${plainEuros(refundTotal, lang)}`, c.refunded ? t.refundDelay : t.refundPending]
      : [];
  const paragraphs: string[][] = [
    [t.hello(order.contact.firstName)],
    [intro, ...(c.note ? [c.note] : [])],
    [t.concerned(order.number)],
    ...blocks,
    ...(money.length ? [money] : []),
    ...(c.bookingUrl ? [[`${t.booking}${colon}${c.bookingUrl}`]] : []),
    [t.sorry],
    [`${t.questions}${colon}${contact.tel}${contact.email ? ` — ${contact.email}` : ''}`],
    [t.bye, siteName],
  ];
  const first = c.lines[0];
  const subject =
    c.scope === 'day' && c.day
      ? t.subjectDay(formatDate(c.day, lang), order.number, siteName)
      : t.subjectSlot(first ? `${first.name}, ${datesOf(first.slot, lang)}` : '', order.number, siteName);
  const text = paragraphs.map((p) => p.join('\n')).join('\n\n');
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2a3a;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:22px;color:#0b4f8a">${esc(siteName)}</h1>
${paragraphs.map((p) => `<p>${p.map((line) => esc(line.trim())).join('<br>')}</p>`).join('\n')}
</body></html>
`;
  return { id, from: { name: siteName, address: from }, to: order.contact.email, subject, text, html };
}
