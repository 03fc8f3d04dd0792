import type { Localized } from '@schuss/contracts';
import { addDays, meetingPointIn } from '@schuss/contracts/rules';
import { type Db, type OrderEmailKind, type OrderItem, orderLines, orders, products, sites, slots, type Tx } from '@schuss/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BookingMailParts } from '../../lib/booking-links';
import { esc, formatDate, localized, plainEuros } from '../../lib/format';
import { type MailAttachment, type MailMessage, MailNotDelivered, schoolSent } from '../../lib/mail';
import { invoiceFile, invoicesOf, readSettings } from '../invoicing';
import { type OffersMail, offersMail, withdrawOffersMail } from '../offers';
import { type SchoolRow, schoolMeetingPoints } from '../schools';
import type { OrdersDeps } from './deps';

type OrderRow = typeof orders.$inferSelect;

const T = {
  fr: {
    subject: (n: string, site: string) => `Confirmation de votre commande ${n} — ${site}`,
    hello: (name: string) => `Bonjour ${name},`,
    intro: 'Merci pour votre achat : votre paiement est confirmé et vos places sont réservées.',
    orderNumber: 'Numéro de commande',
    summary: 'Récapitulatif',
    dates: 'Dates',
    times: 'Horaires',
    meetingPoint: 'Lieu de rendez-vous',
    participants: 'Participants',
    lineTotal: 'Montant',
    total: 'Total payé',
    quotationTotal: 'Total (devis déjà réglé)',
    from: (a: string, b: string) => `du ${a} au ${b}`,
    on: (a: string) => `le ${a}`,
    // Lift passes are collected at the chalet; lessons need nothing but coming to the meeting point.
    keep: 'Présentez ce numéro de commande au chalet de l’école pour retirer vos forfaits.',
    keepLessons: 'Gardez ce numéro de commande : il vous sera demandé à l’accueil de l’école et au lieu de rendez-vous.',
    noWithdrawal: 'Les prestations de loisirs datées ne bénéficient pas du droit de rétractation.',
    questions: 'Une question ? Contactez-nous',
    bye: 'À bientôt sur les pistes !',
    bookingTitle: 'Votre réservation en ligne',
    bookingText: 'Horaires jour par jour, lieux de rendez-vous, participants et remboursements : tout est sur votre page personnelle.',
    bookingAction: 'Voir ma réservation',
    bookingKeep: 'Ce lien est personnel : ne le transmettez qu’aux personnes de votre choix.',
    voucherTitle: 'Votre bon',
    voucherText: (n: string) =>
      `Présentez ce code QR à l’accueil de l’école (sur votre téléphone ou imprimé) ; sans lui, donnez le numéro de commande ${n}.`,
    voucherAlt: (n: string) => `Code QR du bon de la commande ${n}`,
    voucherCode: 'Code du bon',
    calendar: 'Le fichier agenda joint (.ics) ajoute vos cours à votre calendrier.',
  },
  en: {
    subject: (n: string, site: string) => `Your order ${n} is confirmed — ${site}`,
    hello: (name: string) => `Hello ${name},`,
    intro: 'Thank you for your purchase: your payment is confirmed and your places are booked.',
    orderNumber: 'Order number',
    summary: 'Summary',
    dates: 'Dates',
    times: 'Times',
    meetingPoint: 'Meeting point',
    participants: 'Participants',
    lineTotal: 'Amount',
    total: 'Total paid',
    quotationTotal: 'Total (quotation already settled)',
    from: (a: string, b: string) => `from ${a} to ${b}`,
    on: (a: string) => `on ${a}`,
    keep: 'Show this order number at the school chalet to collect your lift passes.',
    keepLessons: 'Keep this order number: you will be asked for it at the school’s desk and at the meeting point.',
    noWithdrawal: 'Dated leisure services carry no right of withdrawal.',
    questions: 'Any question? Contact us',
    bye: 'See you on the slopes!',
    bookingTitle: 'Your booking online',
    bookingText: 'Times day by day, meeting points, participants and refunds: it is all on your personal page.',
    bookingAction: 'See my booking',
    bookingKeep: 'This link is personal: only share it with people you choose.',
    voucherTitle: 'Your voucher',
    voucherText: (n: string) =>
      `Show this QR code at the school's desk (on your phone or printed); without it, give the order number ${n}.`,
    voucherAlt: (n: string) => `QR code of the voucher of order ${n}`,
    voucherCode: 'Voucher code',
    calendar: 'The calendar file attached (.ics) adds your lessons to your calendar.',
  },
};

export type ConfirmationLine = {
  /** The cart line it came from (`order_lines.line_id`). */
  lineId: number;
  name: string;
  dates: string | null;
  times: string | null;
  meetingPoint: string | null;
  participants: string[];
  totalCents: number;
  /** A lift pass, collected at the school's chalet (the e-mail says so only then). */
  liftPass?: boolean;
};

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

/**
 * The lines of an order for its e-mails: product names, dates, times and meeting points of the
 * catalogue. Lines cancelled by the back office are left out (a confirmation sent again after a
 * partial cancellation lists what is still booked); `only` picks lines by their cart line id.
 */
/** A meeting point in an e-mail: its name, its address and how to find the group there, as far as the school gives them. */
const placeText = (p: { name: string; address: string | null; directions: string | null } | null) =>
  p ? [[p.name, p.address].filter(Boolean).join(', '), p.directions].filter(Boolean).join('. ') : null;

export async function mailLines(db: Db, order: OrderRow, only?: readonly number[]): Promise<ConfirmationLine[]> {
  const cancelled = new Set(
    (
      await db
        .select({ lineId: orderLines.lineId })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.cancelledAt)))
    ).map((r) => r.lineId),
  );
  const items: OrderItem[] = order.items.filter((i) => (only ? only.includes(i.lineId) : !cancelled.has(i.lineId)));
  const productIds = [...new Set(items.map((i) => i.productId))];
  const slotIds = [...new Set(items.flatMap((i) => (i.slotId === null ? [] : [i.slotId])))];
  const productRows = productIds.length
    ? await db
        .select({ id: products.id, name: products.name, attributes: products.attributes, type: products.type })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const slotRows = slotIds.length ? await db.select().from(slots).where(inArray(slots.id, slotIds)) : [];
  const lang = order.lang;
  const t = T[lang === 'fr' ? 'fr' : 'en'];
  const points = await schoolMeetingPoints(db, order.site);
  return items.map((item) => {
    const p = productRows.find((r) => r.id === item.productId);
    const s = item.slotId === null ? undefined : slotRows.find((r) => r.id === item.slotId);
    const start = s?.startsOn ?? item.startDate;
    const end = s?.endsOn ?? (item.startDate && item.days ? addDays(item.startDate, item.days - 1) : item.startDate);
    const dates = start
      ? start === end || !end
        ? t.on(formatDate(start, lang))
        : t.from(formatDate(start, lang), formatDate(end, lang))
      : null;
    const times = s?.startTime ? `${hhmm(s.startTime)}–${hhmm(s.endTime) ?? ''}` : (p?.attributes.times ?? null);
    return {
      lineId: item.lineId,
      name: p ? localized(p.name as Localized, lang) : item.productKey,
      dates,
      times,
      meetingPoint: placeText(meetingPointIn(points, p?.attributes.meetingPoint, lang)),
      participants: item.participants.filter((x) => !x.cancelledAt).map((x) => `${x.firstName} ${x.lastName}`),
      totalCents: item.totalCents,
      liftPass: p?.type === 'LIFT',
    };
  });
}

/** The confirmation e-mail of a paid order, in the order's language (text and HTML). */
function confirmationMessage(
  order: OrderRow,
  site: SchoolRow,
  lines: ConfirmationLine[],
  from: string,
  id: string,
  offers?: OffersMail,
  booking?: BookingMailParts,
): MailMessage {
  const lang = order.lang;
  const t = T[lang === 'fr' ? 'fr' : 'en'];
  const siteName = site.config.siteName;
  const contact = site.config.contact;
  const totalLabel = offers?.totalLabel ?? (order.hasQuotation && !offers?.totals.length ? t.quotationTotal : t.total);
  const total = plainEuros(order.totalCents, lang);
  // French typography puts a space before a colon.
  const c = lang === 'fr' ? ' : ' : ': ';
  const keep = lines.some((l) => l.liftPass) ? t.keep : t.keepLessons;
  const text = [
    t.hello(order.contact.firstName),
    '',
    t.intro,
    '',
    `${t.orderNumber}${c}${order.number}`,
    '',
    ...(booking
      ? [
          `${t.bookingTitle}${c}${booking.url}`,
          t.bookingText,
          t.bookingKeep,
          '',
          `${t.voucherTitle}${c}${t.voucherText(order.number)}`,
          `${t.voucherCode}${c}${booking.voucher}`,
          t.calendar,
          '',
        ]
      : []),
    `${t.summary}`,
    ...lines.flatMap((l) => [
      '',
      `• ${l.name} — ${plainEuros(l.totalCents, lang)}`,
      ...(l.dates ? [`  ${t.dates}${c}${l.dates}`] : []),
      ...(l.times ? [`  ${t.times}${c}${l.times}`] : []),
      ...(l.meetingPoint ? [`  ${t.meetingPoint}${c}${l.meetingPoint}`] : []),
      `  ${t.participants}${c}${l.participants.join(', ')}`,
    ]),
    '',
    ...(offers?.totals ?? []).map((o) => `${o.label}${c}${o.value}`),
    `${totalLabel}${c}${total}`,
    ...(offers?.vouchersText ?? []),
    '',
    keep,
    t.noWithdrawal,
    '',
    `${t.questions}${c}${contact.tel}${contact.email ? ` — ${contact.email}` : ''}`,
    '',
    t.bye,
    siteName,
  ].join('\n');
  const row = (label: string, value: string | null) =>
    value
      ? `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;color:#555;font-weight:normal">${esc(label)}</th><td>${esc(value)}</td></tr>`
      : '';
  const html = `<!doctype html>
<html lang="${esc(lang)}"><head><meta charset="utf-8"><title>${esc(t.subject(order.number, siteName))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2a3a;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:22px;color:#0b4f8a">${esc(siteName)}</h1>
<p>${esc(t.hello(order.contact.firstName))}</p>
<p>${esc(t.intro)}</p>
<p style="font-size:18px">${esc(t.orderNumber)}${c}<strong>${esc(order.number)}</strong></p>
${booking ? bookingHtml(t, c, order.number, booking) : ''}
<h2 style="font-size:18px">${esc(t.summary)}</h2>
${lines
  .map(
    (l) => `<div style="border:1px solid #d5dde5;border-radius:6px;padding:10px 12px;margin:0 0 10px">
<h3 style="font-size:16px;margin:0 0 6px">${esc(l.name)} — ${esc(plainEuros(l.totalCents, lang))}</h3>
<table style="border-collapse:collapse;font-size:14px">${row(t.dates, l.dates)}${row(t.times, l.times)}${row(
      t.meetingPoint,
      l.meetingPoint,
    )}${row(t.participants, l.participants.join(', '))}</table>
</div>`,
  )
  .join('\n')}
${(offers?.totals ?? []).map((o) => `<p style="margin:2px 0">${esc(o.label)}${c}${esc(o.value)}</p>`).join('\n')}
<p style="font-size:18px">${esc(totalLabel)}${c}<strong>${esc(total)}</strong></p>
${offers?.vouchersHtml ?? ''}
<p>${esc(keep)}</p>
<p style="color:#555;font-size:13px">${esc(t.noWithdrawal)}</p>
<p>${esc(t.questions)}${c}${esc(contact.tel)}${contact.email ? ` — <a href="mailto:${esc(contact.email)}">${esc(contact.email)}</a>` : ''}</p>
<p>${esc(t.bye)}<br>${esc(siteName)}</p>
</body></html>
`;
  return {
    id,
    from: { name: siteName, address: from },
    to: order.contact.email,
    subject: t.subject(order.number, siteName),
    text,
    html,
    ...(booking ? { attachments: booking.attachments } : {}),
  };
}

/** The booking page's link and the booking pass's QR code (its code and the order number written out: the image is not needed). */
function bookingHtml(t: (typeof T)['fr'], colon: string, number: string, b: BookingMailParts): string {
  return `<h2 style="font-size:18px">${esc(t.bookingTitle)}</h2>
<p>${esc(t.bookingText)}</p>
<p><a href="${esc(b.url)}" style="display:inline-block;background:#0b4f8a;color:#fff;padding:12px 18px;border-radius:6px;text-decoration:none">${esc(t.bookingAction)}</a></p>
<p style="font-size:13px;color:#555">${esc(b.url)}<br>${esc(t.bookingKeep)}</p>
<h2 style="font-size:18px">${esc(t.voucherTitle)}</h2>
<p><img src="cid:${esc(b.qrCid)}" alt="${esc(t.voucherAlt(number))}" width="220" height="220" style="display:block;width:220px;height:220px"></p>
<p>${esc(t.voucherText(number))}</p>
<p style="font-size:13px;color:#555">${esc(t.voucherCode)}${esc(colon)}<span style="font-family:monospace;word-break:break-all">${esc(b.voucher)}</span></p>
<p style="font-size:14px">${esc(t.calendar)}</p>`;
}

/**
 * Records an e-mail sent (or tried) to an order's contact: the order's page lists them. With
 * `outboxId` it is `queued` until the outbox delivers it (then `sent`, or `failed` after the last attempt).
 */
async function recordOrderEmail(
  db: Db,
  e: { orderId: number; kind: OrderEmailKind; to: string; subject: string; error?: unknown; outboxId?: number },
): Promise<void> {
  const status = e.outboxId !== undefined ? 'queued' : e.error === undefined ? 'sent' : 'failed';
  const error = e.error === undefined ? null : String((e.error as Error)?.message ?? e.error).slice(0, 500);
  await db.execute(
    sql`insert into order_emails (order_id, kind, "to", subject, status, error, outbox_id)
        values (${e.orderId}, ${e.kind}, ${e.to}, ${e.subject}, ${status}, ${error}, ${e.outboxId ?? null})`,
  );
}

/**
 * An order's e-mail follows its outbox message (the mail module tells it, `OutboxOutcome`): sent, failed for good, or
 * still queued with the refusal staff see on the order's page.
 */
export async function recordOutboxOutcome(
  tx: Tx,
  outboxId: number,
  outcome: { status: 'sent' | 'failed' | 'queued'; error: string | null },
): Promise<void> {
  if (outcome.status === 'queued') await tx.execute(sql`update order_emails set error = ${outcome.error} where outbox_id = ${outboxId}`);
  else await tx.execute(sql`update order_emails set status = ${outcome.status}, error = ${outcome.error} where outbox_id = ${outboxId}`);
}

/** Thrown inside the outbox's transaction when another sender claimed the message first: nothing is stored. */
const CLAIMED_ELSEWHERE = Symbol('claimed elsewhere');

/**
 * Sends a message about an order and records it in `order_emails`, in the transaction that stores it
 * in the outbox (`queued`, then `sent` once delivered). Throws when it could not be stored, or (file
 * mode) written: then it is recorded `failed`.
 *
 * `claim` runs in that same transaction, after the message is stored: it marks the caller's rows as
 * sent and answers whether it got them. So the message exists if and only if the claim does — a process
 * that stops in between leaves neither (sent later by the job queue), and of two senders at once the
 * second waits for the first's row locks, gets nothing and stores nothing (answered `{ skipped: true }`).
 */
export async function sendOrderEmail(
  d: Pick<OrdersDeps, 'db' | 'mailer'>,
  orderId: number,
  kind: OrderEmailKind,
  built: MailMessage,
  claim?: (tx: Db) => Promise<boolean>,
): Promise<{ file?: string; queued?: boolean; skipped?: boolean }> {
  // Every order e-mail goes through here: sent From the order's school (its `config.mail`).
  const [school] = await d.db
    .select({ config: sites.config })
    .from(orders)
    .innerJoin(sites, eq(sites.key, orders.site))
    .where(eq(orders.id, orderId))
    .limit(1);
  const message = school ? schoolSent(built, school.config) : built;
  const about = { orderId, kind, to: message.to, subject: message.subject };
  let recorded = false;
  try {
    const sent = await d.mailer.send(message, {
      stored: async (tx, outboxId) => {
        if (claim && !(await claim(tx))) throw CLAIMED_ELSEWHERE;
        await recordOrderEmail(tx, { ...about, outboxId });
        recorded = true;
      },
    });
    // A mailer without an outbox (stores nothing; not the platform's): claimed and recorded as it went.
    if (!recorded) {
      if (claim) await claim(d.db);
      await recordOrderEmail(d.db, about);
    }
    return sent;
  } catch (err) {
    if (err === CLAIMED_ELSEWHERE) return { skipped: true };
    // Stored, then not delivered: the outbox already marked its row `failed`.
    if (!(err instanceof MailNotDelivered)) await recordOrderEmail(d.db, { ...about, error: err ?? 'failed' });
    throw err;
  }
}

/** The order's invoice as a PDF attachment, when its school attaches invoices to the confirmation. */
async function confirmationInvoice(db: Db, order: OrderRow): Promise<MailAttachment | undefined> {
  if (!(await readSettings(db, order.site)).attachToConfirmation) return undefined;
  const [first] = (await invoicesOf(db, order.id)).filter((i) => i.kind === 'invoice');
  const file = first ? await invoiceFile(db, order.id, `${first.number}.pdf`) : undefined;
  return file ? { filename: file.filename, contentType: file.type, content: file.body } : undefined;
}

/**
 * Sends the confirmation e-mail of a paid order and records it. `id` names the message (the
 * `.eml` file in file mode): the order number for the first one, another for one sent again.
 */
export async function sendConfirmation(d: OrdersDeps, order: OrderRow, site: SchoolRow, id = order.number) {
  const lines = await mailLines(d.db, order);
  // each confirmation (first or sent again) carries a new personal link, the booking pass and the
  // calendar file; made before the offers' codes are drawn, which a failure must give back.
  const booking = await d.links.mailParts(d.db, d.env.VOUCHER_SECRET, order, site);
  // Offers: codes used, and the codes of gift vouchers bought, drawn for this e-mail only.
  const listCents = Object.values(order.snapshot[order.lang] ?? {}).reduce((n, g) => n + (g?.price.amount ?? 0), 0);
  const offers = await offersMail(d.db, { id: order.id, lang: order.lang, totalCents: order.totalCents, listCents });
  const message = confirmationMessage(order, site, lines, d.env.MAIL_FROM, id, offers, booking);
  // The invoice, attached when the school asks for it (its settings); it is on the booking page either way.
  const invoice = await confirmationInvoice(d.db, order);
  if (invoice) message.attachments = [...(message.attachments ?? []), invoice];
  let sent: Awaited<ReturnType<typeof sendOrderEmail>>;
  try {
    sent = await sendOrderEmail(d, order.id, 'confirmation', message);
  } catch (err) {
    await withdrawOffersMail(d.db, offers);
    await d.links.drop(d.db, booking.token);
    throw err;
  }
  return { ...sent, to: message.to, subject: message.subject };
}
