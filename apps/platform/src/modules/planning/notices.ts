import { type Db, instructorNotices, type NoticeKind, type NoticeLesson, rows, type Tx } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformEnv } from '../../env';
import { esc } from '../../lib/format';
import { type Mailer, type MailMessage, schoolSent } from '../../lib/mail';
import { schoolByKey } from '../schools';

/**
 * What an instructor is told (issue 31, item 7): a lesson given to them, taken back, cancelled (its order cancelled, a
 * closure) or moved to another time. Each is written in the change's transaction (their phone shows it) and e-mailed
 * once it has committed (through the outbox).
 */
export type Notice = { instructorId: number; kind: NoticeKind; lesson: NoticeLesson };
export type NoticeDeps = { db: Db; mailer: Mailer; env: PlatformEnv; log: FastifyBaseLogger };

export async function recordNotices(tx: Tx, site: string, notices: Notice[]): Promise<void> {
  if (notices.length) await tx.insert(instructorNotices).values(notices.map((n) => ({ site, ...n })));
}

const T = {
  fr: {
    subject: {
      assigned: (what: string) => `Nouveau cours : ${what}`,
      unassigned: (what: string) => `Cours retiré : ${what}`,
      cancelled: (what: string) => `Cours annulé : ${what}`,
      changed: (what: string) => `Cours déplacé : ${what}`,
    },
    hello: (name: string) => `Bonjour ${name},`,
    assigned: 'Ce cours vous est confié :',
    unassigned: 'Ce cours ne vous est plus confié :',
    cancelled: "Ce cours est annulé (commande annulée ou fermeture) : vous n'avez pas à vous y rendre.",
    changed: 'Ce cours a changé d’horaire ; il reste le vôtre :',
    was: 'Avant',
    where: 'Rendez-vous',
    phone: 'Vos cours du jour, la liste des enfants et le pointage sont dans le back office, rubrique « Mes cours ».',
    bye: 'Bonne journée sur les pistes !',
    date: (day: string) =>
      new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
  },
  en: {
    subject: {
      assigned: (what: string) => `New lesson: ${what}`,
      unassigned: (what: string) => `Lesson taken back: ${what}`,
      cancelled: (what: string) => `Lesson cancelled: ${what}`,
      changed: (what: string) => `Lesson moved: ${what}`,
    },
    hello: (name: string) => `Hello ${name},`,
    assigned: 'This lesson is yours:',
    unassigned: 'This lesson is no longer yours:',
    cancelled: 'This lesson is cancelled (order cancelled or closure): you need not go.',
    changed: 'This lesson has a new time; it is still yours:',
    was: 'Before',
    where: 'Meeting point',
    phone: 'Your day\'s lessons, the children\'s list and check-in are in the back office, under "My lessons".',
    bye: 'Have a good day on the slopes!',
    date: (day: string) =>
      new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
  },
};

/** A notice's e-mail, in French unless the instructor does not speak it. */
export function noticeMessage(
  n: Notice,
  to: { email: string; firstName: string; languages: string[] },
  site: { name: string; from: string; url: string },
  id: string,
): MailMessage {
  const lang = to.languages.includes('fr') || !to.languages.includes('en') ? 'fr' : 'en';
  const t = T[lang];
  const what = `${n.lesson.title} — ${n.lesson.subtitle}, ${t.date(n.lesson.day)} ${n.lesson.start}–${n.lesson.end}`;
  const subject = t.subject[n.kind](what);
  const lines = [
    t.hello(to.firstName),
    '',
    t[n.kind],
    what,
    ...(n.lesson.was
      ? [`${t.was}${lang === 'fr' ? ' : ' : ': '}${t.date(n.lesson.was.day)} ${n.lesson.was.start}–${n.lesson.was.end}`]
      : []),
    ...(n.lesson.meetingPoint ? [`${t.where}${lang === 'fr' ? ' : ' : ': '}${n.lesson.meetingPoint}`] : []),
    '',
    t.phone,
    site.url,
    '',
    t.bye,
    site.name,
  ];
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2a3a;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:22px;color:#0b4f8a">${esc(site.name)}</h1>
${lines
  .filter((l) => l !== '' && l !== site.name && l !== site.url)
  .map((l) => `<p>${esc(l)}</p>`)
  .join('\n')}
<p><a href="${esc(site.url)}">${esc(site.url)}</a></p>
<p>${esc(site.name)}</p>
</body></html>
`;
  return { id, from: { name: site.name, address: site.from }, to: to.email, subject, text: lines.join('\n'), html };
}

/** E-mails committed notices to their instructors (those with an e-mail); a failure is logged, the change stays. */
export async function mailNotices(d: NoticeDeps, site: string, notices: Notice[]): Promise<void> {
  if (!notices.length) return;
  const school = await schoolByKey(d.db, site);
  const people = await rows<{ id: number; email: string | null; first_name: string; languages: string[] }>(
    d.db,
    sql`select id, email, first_name, languages from instructors where id in (${sql.join(
      notices.map((n) => sql`${n.instructorId}`),
      sql`, `,
    )})`,
  );
  const url = `${d.env.PLATFORM_URL.replace(/\/+$/, '')}/admin/my-lessons`;
  const name = school?.config.siteName ?? site;
  for (const [i, n] of notices.entries()) {
    const who = people.find((p) => p.id === n.instructorId);
    if (!who?.email) continue;
    try {
      const message = noticeMessage(
        n,
        { email: who.email, firstName: who.first_name, languages: who.languages },
        { name, from: d.env.MAIL_FROM, url },
        `instructor-${n.instructorId}-${n.kind}-${n.lesson.day}-${Date.now()}-${i}`,
      );
      await d.mailer.send(school ? schoolSent(message, { siteName: name, mail: school.config.mail }) : message);
    } catch (err) {
      d.log.error({ err, instructorId: n.instructorId }, 'instructor notice e-mail not sent');
    }
  }
}
