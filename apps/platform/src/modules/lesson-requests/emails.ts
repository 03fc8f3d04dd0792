import type { LessonRequestLang, LessonWindow } from '@schuss/contracts';
import { esc, formatDate, plainEuros } from '../../lib/format';
import type { MailMessage } from '../../lib/mail';

/** `samedi 19 décembre à 14:05` / `Saturday 19 December at 14:05`, the resort's time. */
function instantText(at: Date, lang: LessonRequestLang): string {
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const tz = 'Europe/Paris';
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: tz }).format(at);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: tz }).format(at);
  return `${day} ${lang === 'fr' ? 'à' : 'at'} ${time}`;
}

/** What every e-mail of a request says of it. */
export type RequestText = { product: string; day: string; window: LessonWindow };

const T = {
  fr: {
    hello: 'Bonjour,',
    window: { morning: 'le matin', afternoon: 'l’après-midi', any: 'à l’heure qui vous conviendra' } as Record<LessonWindow, string>,
    receivedSubject: (product: string, site: string) => `Demande reçue : ${product} — ${site}`,
    received: (product: string, day: string, when: string) =>
      `Nous avons bien reçu votre demande de ${product} le ${day}, ${when}. Aucun moniteur n’était libre à ce moment-là : notre bureau cherche une solution et vous répond au plus vite.`,
    receivedNext:
      'Si nous trouvons un moniteur, vous recevrez un lien pour payer le cours ; sinon, nous vous l’écrirons. Rien n’est débité d’ici là.',
    acceptedSubject: (product: string, site: string) =>
      `Votre cours particulier est confirmé sous réserve de paiement : ${product} — ${site}`,
    accepted: (product: string, day: string, start: string, end: string, who: string) =>
      `Bonne nouvelle : ${who} vous donnera votre ${product} le ${day}, de ${start} à ${end}.`,
    acceptedPay: (amount: string, until: string) =>
      `Le cours coûte ${amount}. Nous vous le réservons jusqu’au ${until} : payez-le avant avec le lien ci-dessous ; passé ce délai, l’heure sera libérée.`,
    payAction: 'Payer mon cours',
    declinedSubject: (product: string, site: string) => `Votre demande de cours particulier : ${product} — ${site}`,
    declined: (product: string, day: string) =>
      `Nous sommes désolés : nous n’avons pas pu trouver de moniteur pour votre ${product} le ${day}. Rien ne vous a été débité.`,
    word: 'Le mot de notre bureau',
    bye: 'À bientôt sur les pistes !',
  },
  en: {
    hello: 'Hello,',
    window: { morning: 'in the morning', afternoon: 'in the afternoon', any: 'at any time' } as Record<LessonWindow, string>,
    receivedSubject: (product: string, site: string) => `Request received: ${product} — ${site}`,
    received: (product: string, day: string, when: string) =>
      `We have received your request for a ${product} on ${day}, ${when}. No instructor was free then: our office is looking for one and will answer you soon.`,
    receivedNext:
      'If we find an instructor, you will get a link to pay for the lesson; if not, we will write to you. Nothing is charged until then.',
    acceptedSubject: (product: string, site: string) => `Your private lesson is confirmed once paid: ${product} — ${site}`,
    accepted: (product: string, day: string, start: string, end: string, who: string) =>
      `Good news: ${who} will give your ${product} on ${day}, from ${start} to ${end}.`,
    acceptedPay: (amount: string, until: string) =>
      `The lesson costs ${amount}. We hold it for you until ${until}: pay for it before then with the link below; after that, the hour is released.`,
    payAction: 'Pay for my lesson',
    declinedSubject: (product: string, site: string) => `Your private lesson request: ${product} — ${site}`,
    declined: (product: string, day: string) =>
      `We are sorry: we could not find an instructor for your ${product} on ${day}. Nothing has been charged.`,
    word: 'A word from our office',
    bye: 'See you on the slopes!',
  },
} satisfies Record<LessonRequestLang, unknown>;

type Common = { id: string; lang: LessonRequestLang; siteName: string; from: string; to: string; request: RequestText };

/** A short e-mail: a greeting, paragraphs, an optional button; text and HTML. */
function message(c: Common, subject: string, paragraphs: string[], action: { label: string; url: string } | null): MailMessage {
  const t = T[c.lang];
  const colon = c.lang === 'fr' ? ' : ' : ': ';
  const text = [
    t.hello,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}${colon}${action.url}`, ''] : []),
    t.bye,
    c.siteName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${c.lang}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2a3a;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:22px;color:#0b4f8a">${esc(c.siteName)}</h1>
<p>${esc(t.hello)}</p>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
${
  action
    ? `<p><a href="${esc(action.url)}" style="display:inline-block;background:#0b4f8a;color:#fff;padding:12px 18px;border-radius:6px;text-decoration:none">${esc(action.label)}</a></p>
<p style="font-size:13px;color:#555">${esc(action.url)}</p>`
    : ''
}
<p>${esc(t.bye)}<br>${esc(c.siteName)}</p>
</body></html>
`;
  return { id: c.id, from: { name: c.siteName, address: c.from }, to: c.to, subject, text, html };
}

/** "Demande reçue / Request received": what was asked, and what happens next. */
export function receivedMessage(c: Common): MailMessage {
  const t = T[c.lang];
  const r = c.request;
  return message(
    c,
    t.receivedSubject(r.product, c.siteName),
    [t.received(r.product, formatDate(r.day, c.lang), t.window[r.window]), t.receivedNext],
    null,
  );
}

/** Accepted: who teaches, when, what it costs, until when it is held, and the payment link. */
export function acceptedMessage(
  c: Common & { instructor: string; start: string; end: string; totalCents: number; payBy: Date; url: string },
): MailMessage {
  const t = T[c.lang];
  const r = c.request;
  return message(
    c,
    t.acceptedSubject(r.product, c.siteName),
    [
      t.accepted(r.product, formatDate(r.day, c.lang), c.start, c.end, c.instructor),
      t.acceptedPay(plainEuros(c.totalCents, c.lang), instantText(c.payBy, c.lang)),
    ],
    { label: t.payAction, url: c.url },
  );
}

/** Declined: sorry, nothing charged, and the office's word when it wrote one. */
export function declinedMessage(c: Common & { word: string }): MailMessage {
  const t = T[c.lang];
  const r = c.request;
  return message(
    c,
    t.declinedSubject(r.product, c.siteName),
    [t.declined(r.product, formatDate(r.day, c.lang)), ...(c.word ? [`${t.word}${c.lang === 'fr' ? ' : ' : ': '}${c.word}`] : [])],
    null,
  );
}
