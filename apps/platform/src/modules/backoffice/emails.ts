import type { orders } from '@schuss/db';
import { esc, plainEuros } from '../../lib/format';
import type { MailMessage } from '../../lib/mail';
import type { ConfirmationLine } from '../orders';
import type { SchoolRow } from '../schools';

type OrderRow = typeof orders.$inferSelect;

const T = {
  fr: {
    subject: (n: string, site: string) => `Annulation et remboursement — commande ${n} — ${site}`,
    subjectRefund: (n: string, site: string) => `Remboursement — commande ${n} — ${site}`,
    hello: (name: string) => `Bonjour ${name},`,
    cancelled: (n: string) => `Les prestations suivantes de votre commande ${n} sont annulées :`,
    participantCancelled: (n: string, who: string) =>
      `L'inscription de ${who} à la prestation suivante de votre commande ${n} est annulée ; les autres participants sont toujours inscrits :`,
    refundOnly: (n: string) => `Nous vous remboursons une partie de votre commande ${n}.`,
    reason: 'Motif',
    booking: 'Votre réservation à jour (ce qui reste, les remboursements)',
    dates: 'Dates',
    participants: 'Participants',
    refunded: 'Montant remboursé',
    refundDelay: 'Le remboursement est fait sur la carte utilisée pour le paiement ; il apparaît sous quelques jours.',
    noRefund: "Cette annulation ne donne pas lieu à un remboursement pour l'instant.",
    questions: 'Une question ? Contactez-nous',
    bye: 'À bientôt sur les pistes !',
  },
  en: {
    subject: (n: string, site: string) => `Cancellation and refund — order ${n} — ${site}`,
    subjectRefund: (n: string, site: string) => `Refund — order ${n} — ${site}`,
    hello: (name: string) => `Hello ${name},`,
    cancelled: (n: string) => `The following services of your order ${n} are cancelled:`,
    participantCancelled: (n: string, who: string) =>
      `${who}'s place on the following service of your order ${n} is cancelled; the other participants stay booked:`,
    refundOnly: (n: string) => `We are refunding part of your order ${n}.`,
    reason: 'Reason',
    booking: 'Your booking, up to date (what remains, the refunds)',
    dates: 'Dates',
    participants: 'Participants',
    refunded: 'Amount refunded',
    refundDelay: 'The refund goes to the card used for the payment; it shows within a few days.',
    noRefund: 'This cancellation comes with no refund for now.',
    questions: 'Any question? Contact us',
    bye: 'See you on the slopes!',
  },
};

/**
 * The e-mail telling the customer what the school cancelled and refunded, in the order's language
 * (text and HTML, the confirmation's look). `lines` are the cancelled ones (may be none: a refund only).
 * It carries the staff's reason (the back office says it is sent) and a personal link to the booking page
 * (issue 32): the customer knows why, and sees what remains without asking.
 */
export function cancellationMessage(
  order: OrderRow,
  site: SchoolRow,
  c: { lines: ConfirmationLine[]; refundedCents: number; participant?: string; reason?: string; bookingUrl?: string },
  from: string,
  id: string,
): MailMessage {
  const lang = order.lang;
  const t = T[lang === 'fr' ? 'fr' : 'en'];
  const siteName = site.config.siteName;
  const contact = site.config.contact;
  // French typography puts a space before a colon.
  const colon = lang === 'fr' ? ' : ' : ': ';
  const subject = c.lines.length ? t.subject(order.number, siteName) : t.subjectRefund(order.number, siteName);
  const intro = c.participant
    ? t.participantCancelled(order.number, c.participant)
    : c.lines.length
      ? t.cancelled(order.number)
      : t.refundOnly(order.number);
  const refund = c.refundedCents > 0 ? `${t.refunded}${colon}${plainEuros(c.refundedCents, lang)}` : null;
  const text = [
    t.hello(order.contact.firstName),
    '',
    intro,
    ...c.lines.flatMap((l) => [
      '',
      `• ${l.name} — ${plainEuros(l.totalCents, lang)}`,
      ...(l.dates ? [`  ${t.dates}${colon}${l.dates}`] : []),
      `  ${t.participants}${colon}${l.participants.join(', ')}`,
    ]),
    ...(c.reason ? ['', `${t.reason}${colon}${c.reason}`] : []),
    '',
    ...(refund ? [refund, t.refundDelay] : [t.noRefund]),
    ...(c.bookingUrl ? ['', `${t.booking}${colon}${c.bookingUrl}`] : []),
    '',
    `${t.questions}${colon}${contact.tel}${contact.email ? ` — ${contact.email}` : ''}`,
    '',
    t.bye,
    siteName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${esc(lang)}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2a3a;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:22px;color:#0b4f8a">${esc(siteName)}</h1>
<p>${esc(t.hello(order.contact.firstName))}</p>
<p>${esc(intro)}</p>
${c.lines
  .map(
    (l) => `<div style="border:1px solid #d5dde5;border-radius:6px;padding:10px 12px;margin:0 0 10px">
<h2 style="font-size:16px;margin:0 0 6px">${esc(l.name)} — ${esc(plainEuros(l.totalCents, lang))}</h2>
${l.dates ? `<p style="margin:0;font-size:14px">${esc(t.dates)}${colon}${esc(l.dates)}</p>` : ''}
<p style="margin:0;font-size:14px">${esc(t.participants)}${colon}${esc(l.participants.join(', '))}</p>
</div>`,
  )
  .join('\n')}
${c.reason ? `<p>${esc(t.reason)}${colon}${esc(c.reason)}</p>` : ''}
${refund ? `<p style="font-size:18px"><strong>${esc(refund)}</strong></p>\n<p>${esc(t.refundDelay)}</p>` : `<p>${esc(t.noRefund)}</p>`}
${c.bookingUrl ? `<p><a href="${esc(c.bookingUrl)}">${esc(t.booking)}</a></p>` : ''}
<p>${esc(t.questions)}${colon}${esc(contact.tel)}${contact.email ? ` — <a href="mailto:${esc(contact.email)}">${esc(contact.email)}</a>` : ''}</p>
<p>${esc(t.bye)}<br>${esc(siteName)}</p>
</body></html>
`;
  return { id, from: { name: siteName, address: from }, to: order.contact.email, subject, text, html };
}
