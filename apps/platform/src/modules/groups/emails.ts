import type { ProgressCard, ProgressCardsResult } from '@schuss/contracts';
import { lessonResults, orderLines, orders, type orders as ordersTable, rows } from '@schuss/db';
import { inArray, sql } from 'drizzle-orm';
import { esc } from '../../lib/format';
import type { MailMessage } from '../../lib/mail';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { type OrdersDeps, sendOrderEmail } from '../orders';
import { type SchoolRow, schoolByKey } from '../schools';
import { progressCards } from './results';
import { courseOf, type Lang } from './service';

type OrderRow = typeof ordersTable.$inferSelect;

const T = {
  fr: {
    subject: (course: string, site: string) => `Carte de progression — ${course} — ${site}`,
    hello: (name: string) => `Bonjour ${name},`,
    intro: (course: string) => `Voici comment s'est passé le cours « ${course} » :`,
    passed: (level: string) => `Niveau acquis : ${level}`,
    followed: (level: string) => `Cours suivi au niveau ${level}`,
    medal: (medal: string) => `Médaille : ${medal}`,
    notYet: (level: string) => `${level} : pas encore, on continue !`,
    advised: (level: string) => `Niveau conseillé pour la prochaine fois : ${level}`,
    comment: 'Le mot du moniteur',
    booking: 'Votre réservation et ses cartes de progression',
    again: 'Réserver le prochain cours : le niveau conseillé de chaque enfant vous est proposé',
    bye: 'À bientôt sur les pistes !',
  },
  en: {
    subject: (course: string, site: string) => `Progress card — ${course} — ${site}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (course: string) => `Here is how the course "${course}" went:`,
    passed: (level: string) => `Level passed: ${level}`,
    followed: (level: string) => `Course followed at ${level} level`,
    medal: (medal: string) => `Medal: ${medal}`,
    notYet: (level: string) => `${level}: not yet, keep going!`,
    advised: (level: string) => `Level advised for next time: ${level}`,
    comment: "The instructor's word",
    booking: 'Your booking and its progress cards',
    again: "Book the next course: each child's advised level is proposed to you",
    bye: 'See you on the slopes!',
  },
};

/** A card's lines, in the family's language. */
export function cardLines(card: ProgressCard, lang: Lang): string[] {
  const t = T[lang];
  const level = card.levelName ?? '—';
  return [
    // "Next level advised" is no medal: the course was followed, and the next level is advised.
    card.outcome === 'not_yet' ? t.notYet(level) : card.outcome === 'passed' ? t.passed(level) : t.followed(level),
    ...(card.medal ? [t.medal(card.medal)] : []),
    ...(card.advisedLevelName ? [t.advised(card.advisedLevelName)] : []),
    ...(card.comment ? [`${t.comment}${lang === 'fr' ? ' : ' : ': '}${card.comment}`] : []),
  ];
}

/** The progress card e-mail of a family: each of its children's card, and the way to the booking page. */
export function progressMessage(
  order: OrderRow,
  site: SchoolRow,
  cards: ProgressCard[],
  bookingUrl: string,
  /** The family link: the site's booking page proposing each child's advised level. */
  againUrl: string,
  from: string,
  id: string,
): MailMessage {
  const lang: Lang = order.lang === 'fr' ? 'fr' : 'en';
  const t = T[lang];
  const siteName = site.config.siteName;
  const course = cards[0]?.course ?? '';
  const subject = t.subject(course, siteName);
  const text = [
    t.hello(order.contact.firstName),
    '',
    t.intro(course),
    ...cards.flatMap((c) => ['', `• ${c.child}`, ...cardLines(c, lang).map((l) => `  ${l}`)]),
    '',
    `${t.again}${lang === 'fr' ? ' : ' : ': '}${againUrl}`,
    `${t.booking}${lang === 'fr' ? ' : ' : ': '}${bookingUrl}`,
    '',
    t.bye,
    siteName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2a3a;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:22px;color:#0b4f8a">${esc(siteName)}</h1>
<p>${esc(t.hello(order.contact.firstName))}</p>
<p>${esc(t.intro(course))}</p>
${cards
  .map(
    (c) => `<div style="border:1px solid #d5dde5;border-radius:6px;padding:10px 12px;margin:0 0 10px">
<h2 style="font-size:16px;margin:0 0 6px">${esc(c.child)}</h2>
${cardLines(c, lang)
  .map((l) => `<p style="margin:0;font-size:14px">${esc(l)}</p>`)
  .join('\n')}
</div>`,
  )
  .join('\n')}
<p><a href="${esc(againUrl)}" style="display:inline-block;background:#0b4f8a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${esc(t.again)}</a></p>
<p><a href="${esc(bookingUrl)}">${esc(t.booking)}</a></p>
<p>${esc(t.bye)}<br>${esc(siteName)}</p>
</body></html>
`;
  return { id, from: { name: siteName, address: from }, to: order.contact.email, subject, text, html };
}

/**
 * `POST …/slots/:slotId/progress-cards`: one e-mail per family of the course with a result, in the order's
 * language, recorded on the order (kind `progress`). A family whose e-mail fails is logged; the others go on.
 */
export async function sendProgressCards(d: OrdersDeps, staff: AuthSession, slotId: number): Promise<ProgressCardsResult> {
  const course = await courseOf(d.db, staff.site, slotId);
  const site = await schoolByKey(d.db, staff.site);
  if (!site) throw new Error(`site ${staff.site} not found`);
  const byLang = { fr: await progressCards(d.db, staff.site, slotId, 'fr'), en: await progressCards(d.db, staff.site, slotId, 'en') };
  const lineIds = [...byLang.fr.values()].map((c) => c.child.orderLineId);
  if (!lineIds.length) return { orders: 0, children: 0, unchanged: 0 };
  const lineOrder = new Map(
    (await d.db.select({ id: orderLines.id, orderId: orderLines.orderId }).from(orderLines).where(inArray(orderLines.id, lineIds))).map(
      (l) => [l.id, l.orderId],
    ),
  );
  const families = await d.db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(lineOrder.values())]));
  let sent = 0;
  let children = 0;
  let unchanged = 0;
  for (const order of families) {
    const lang: Lang = order.lang === 'fr' ? 'fr' : 'en';
    const own = [...byLang[lang].values()].filter((c) => lineOrder.get(c.child.orderLineId) === order.id);
    // A family e-mailed these very cards already is not e-mailed again: only a result recorded since sends them anew.
    if (own.every((c) => c.sent)) {
      unchanged++;
      continue;
    }
    const cards = own.map((c) => c.card);
    let token: string | undefined;
    try {
      const link = await d.links.pageLink(d.db, order, site);
      token = link.token;
      const again = await d.links.familyLink(d.db, d.env.VOUCHER_SECRET, order, site, course.key);
      const [n] = await rows<{ n: number }>(
        d.db,
        sql`select count(*)::int as n from order_emails where order_id = ${order.id} and kind = 'progress'`,
      );
      await sendOrderEmail(
        d,
        order.id,
        'progress',
        progressMessage(order, site, cards, link.url, again, d.env.MAIL_FROM, `${order.number}-progress-${slotId}-${(n?.n ?? 0) + 1}`),
      );
      await d.db
        .update(lessonResults)
        .set({ sentAt: new Date() })
        .where(
          inArray(
            lessonResults.id,
            own.map((c) => c.resultId),
          ),
        );
      sent++;
      children += cards.length;
    } catch (err) {
      if (token) await d.links.drop(d.db, token).catch(() => {});
      d.log.error({ err, order: order.number }, 'progress card e-mail failed');
    }
  }
  await recordAudit(d.db, staff, {
    action: 'progress.send',
    subject: `${course.key} ${course.startsOn}`,
    after: { orders: sent, children, unchanged },
  });
  return { orders: sent, children, unchanged };
}
