import type { AccountLang } from '@schuss/contracts';
import type { UserRole } from '@schuss/db';
import { esc } from '../../lib/format';
import type { MailMessage } from '../../lib/mail';

const T = {
  fr: {
    role: {
      editor: 'éditeur (les pages du site)',
      staff: 'accueil (réservations et listes de groupe)',
      admin: 'administrateur',
      instructor: 'moniteur (vos cours du jour, vos groupes, le pointage)',
    },
    hello: (name: string) => `Bonjour ${name},`,
    inviteSubject: (site: string) => `Invitation au back office — ${site}`,
    invite: (by: string, site: string, role: string) => `${by} vous invite à rejoindre ${site} avec le rôle ${role}.`,
    inviteAction: 'Choisissez votre mot de passe',
    resetSubject: (site: string) => `Nouveau mot de passe — ${site}`,
    reset: (by: string, site: string) => `${by} vous envoie un lien pour choisir un nouveau mot de passe pour ${site}.`,
    resetAction: 'Choisir un nouveau mot de passe',
    expires: (hours: number) => `Ce lien fonctionne une seule fois, pendant ${hours} heures.`,
    ignore: 'Si vous n’attendiez pas ce message, ignorez-le : rien ne change sans ce lien.',
    roleSubject: (site: string) => `Nouvel accès — ${site}`,
    roleAdded: (by: string, site: string, role: string) => `${by} vous donne accès à ${site} avec le rôle ${role}.`,
    sameAccount: 'Connectez-vous avec votre adresse e-mail et votre mot de passe habituels.',
    backoffice: 'Back office',
    bye: 'À bientôt,',
  },
  en: {
    role: {
      editor: 'editor (the site’s pages)',
      staff: 'front desk (bookings and rosters)',
      admin: 'administrator',
      instructor: 'instructor (your day’s lessons, your groups, check-in)',
    },
    hello: (name: string) => `Hello ${name},`,
    inviteSubject: (site: string) => `Your invitation to the back office — ${site}`,
    invite: (by: string, site: string, role: string) => `${by} invites you to join ${site} as ${role}.`,
    inviteAction: 'Choose your password',
    resetSubject: (site: string) => `New password — ${site}`,
    reset: (by: string, site: string) => `${by} sends you a link to choose a new password for ${site}.`,
    resetAction: 'Choose a new password',
    expires: (hours: number) => `This link works once, for ${hours} hours.`,
    ignore: 'If you were not expecting this message, ignore it: nothing changes without this link.',
    roleSubject: (site: string) => `New access — ${site}`,
    roleAdded: (by: string, site: string, role: string) => `${by} gives you access to ${site} as ${role}.`,
    sameAccount: 'Log in with your usual e-mail address and password.',
    backoffice: 'Back office',
    bye: 'Kind regards,',
  },
} satisfies Record<AccountLang, unknown>;

type Common = { id: string; lang: AccountLang; siteName: string; from: string; to: string; name: string; by: string };

/** A short e-mail about an account: a greeting, a few paragraphs, a button-like link; text and HTML. */
function message(c: Common, subject: string, paragraphs: string[], action?: { label: string; url: string }): MailMessage {
  const t = T[c.lang];
  const text = [
    t.hello(c.name),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    // French typography puts a space before a colon.
    ...(action ? [`${action.label}${c.lang === 'fr' ? ' : ' : ': '}${action.url}`, ''] : []),
    t.bye,
    c.siteName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${c.lang}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2a3a;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:22px;color:#0b4f8a">${esc(c.siteName)}</h1>
<p>${esc(t.hello(c.name))}</p>
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

/** The invitation of a new account: who invites, to which school, with which role; the link to set a password. */
export function invitationMessage(c: Common & { role: UserRole; url: string; hours: number }): MailMessage {
  const t = T[c.lang];
  return message(c, t.inviteSubject(c.siteName), [t.invite(c.by, c.siteName, t.role[c.role]), t.expires(c.hours), t.ignore], {
    label: t.inviteAction,
    url: c.url,
  });
}

/** A password reset sent by an admin: the link to choose a new password. */
export function resetMessage(c: Common & { url: string; hours: number }): MailMessage {
  const t = T[c.lang];
  return message(c, t.resetSubject(c.siteName), [t.reset(c.by, c.siteName), t.expires(c.hours), t.ignore], {
    label: t.resetAction,
    url: c.url,
  });
}
