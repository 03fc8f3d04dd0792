import type { WaitlistLang } from '@schuss/contracts';
import { esc, formatDate } from '../../lib/format';
import type { MailMessage } from '../../lib/mail';

/** What both e-mails say about the slot. */
export type SlotText = { product: string; startsOn: string; endsOn: string; startTime: string | null; endTime: string | null };

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : '');

/** `du samedi 19 décembre 2026 au vendredi 25 décembre 2026, 09:15–11:45` / `from … to …, 09:15–11:45`. */
export function slotDates(s: SlotText, lang: WaitlistLang): string {
  const days =
    s.startsOn === s.endsOn
      ? `${lang === 'fr' ? 'le' : 'on'} ${formatDate(s.startsOn, lang)}`
      : lang === 'fr'
        ? `du ${formatDate(s.startsOn, lang)} au ${formatDate(s.endsOn, lang)}`
        : `from ${formatDate(s.startsOn, lang)} to ${formatDate(s.endsOn, lang)}`;
  return s.startTime ? `${days}, ${hhmm(s.startTime)}${s.endTime ? `–${hhmm(s.endTime)}` : ''}` : days;
}

/** `samedi 19 décembre à 14:05` / `Saturday 19 December at 14:05`, the resort's time. */
export function instantText(at: Date, lang: WaitlistLang): string {
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const tz = 'Europe/Paris';
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: tz }).format(at);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: tz }).format(at);
  return `${day} ${lang === 'fr' ? 'à' : 'at'} ${time}`;
}

const T = {
  fr: {
    hello: 'Bonjour,',
    joinedSubject: (product: string, site: string) => `Liste d’attente : ${product} — ${site}`,
    joined: (product: string, dates: string, n: number) =>
      `Vous êtes sur la liste d’attente de ${product}, ${dates}, pour ${n} participant${n > 1 ? 's' : ''}.`,
    joinedNext: (hours: number) =>
      `Si une place se libère, nous vous l’écrivons aussitôt et nous vous la réservons pendant ${hours} heures : il vous suffira d’indiquer les participants et de payer.`,
    leaveText: 'Vous ne souhaitez plus attendre ? Quittez la liste d’attente',
    leaveAction: 'Quitter la liste d’attente',
    offerSubject: (product: string, site: string) => `Une place s’est libérée : ${product} — ${site}`,
    offer: (product: string, dates: string, n: number) =>
      n === 1
        ? `Bonne nouvelle : une place s’est libérée pour ${product}, ${dates}.`
        : `Bonne nouvelle : ${n} places se sont libérées pour ${product}, ${dates}.`,
    offerHeld: (until: string, n: number) =>
      n === 1
        ? `Nous vous la réservons jusqu’au ${until}. Indiquez le participant et payez pour la garder ; passé ce délai, elle sera proposée à la personne suivante.`
        : `Nous vous les réservons jusqu’au ${until}. Indiquez les participants et payez pour les garder ; passé ce délai, elles seront proposées à la personne suivante.`,
    offerAction: 'Réserver ma place',
    offerLeave: 'Vous ne souhaitez plus venir ? Laissez la place à la personne suivante',
    bye: 'À bientôt sur les pistes !',
  },
  en: {
    hello: 'Hello,',
    joinedSubject: (product: string, site: string) => `Waiting list: ${product} — ${site}`,
    joined: (product: string, dates: string, n: number) =>
      `You are on the waiting list of ${product}, ${dates}, for ${n} participant${n > 1 ? 's' : ''}.`,
    joinedNext: (hours: number) =>
      `If a place frees up, we e-mail you at once and hold it for you for ${hours} hours: you will only have to give the participants and pay.`,
    leaveText: 'No longer want to wait? Leave the waiting list',
    leaveAction: 'Leave the waiting list',
    offerSubject: (product: string, site: string) => `A place is free: ${product} — ${site}`,
    offer: (product: string, dates: string, n: number) =>
      n === 1 ? `Good news: a place is free on ${product}, ${dates}.` : `Good news: ${n} places are free on ${product}, ${dates}.`,
    offerHeld: (until: string, n: number) =>
      n === 1
        ? `We hold it for you until ${until}. Give the participant and pay to keep it; after that, it goes to the next person in line.`
        : `We hold them for you until ${until}. Give the participants and pay to keep them; after that, they go to the next person in line.`,
    offerAction: 'Book my place',
    offerLeave: 'No longer coming? Leave the place to the next person',
    bye: 'See you on the slopes!',
  },
} satisfies Record<WaitlistLang, unknown>;

type Common = { id: string; lang: WaitlistLang; siteName: string; from: string; to: string; slot: SlotText };

/** A short e-mail: a greeting, paragraphs, a main link and a secondary one; text and HTML. */
function message(
  c: Common,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string } | null,
  second: { text: string; url: string },
): MailMessage {
  const t = T[c.lang];
  // French typography puts a space before a colon.
  const colon = c.lang === 'fr' ? ' : ' : ': ';
  const text = [
    t.hello,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}${colon}${action.url}`, ''] : []),
    `${second.text}${colon}${second.url}`,
    '',
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
<p style="font-size:14px">${esc(second.text)}${esc(colon)}<a href="${esc(second.url)}">${esc(second.url)}</a></p>
<p>${esc(t.bye)}<br>${esc(c.siteName)}</p>
</body></html>
`;
  return { id: c.id, from: { name: c.siteName, address: c.from }, to: c.to, subject, text, html };
}

/** The confirmation of a new entry: the slot, the places wanted, what happens next, the link to leave the list. */
export function joinedMessage(c: Common & { participants: number; hours: number; leaveUrl: string }): MailMessage {
  const t = T[c.lang];
  return message(
    c,
    t.joinedSubject(c.slot.product, c.siteName),
    [t.joined(c.slot.product, slotDates(c.slot, c.lang), c.participants), t.joinedNext(c.hours)],
    null,
    { text: t.leaveText, url: c.leaveUrl },
  );
}

/** The offer: places held until `expiresAt`, the link that books them, the link that leaves them to the next in line. */
export function offerMessage(c: Common & { places: number; expiresAt: Date; url: string; leaveUrl: string }): MailMessage {
  const t = T[c.lang];
  return message(
    c,
    t.offerSubject(c.slot.product, c.siteName),
    [t.offer(c.slot.product, slotDates(c.slot, c.lang), c.places), t.offerHeld(instantText(c.expiresAt, c.lang), c.places)],
    { label: t.offerAction, url: c.url },
    { text: t.offerLeave, url: c.leaveUrl },
  );
}
