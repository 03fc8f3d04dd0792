/**
 * Texts of the accounts area (staff accounts and invitations): French is the source, English must have the same keys and
 * signatures. Only its screens use them, so they load with those screens (`useAccountsTexts`, screens/accounts/texts.ts)
 * rather than with the first screen (fr.ts and en.ts are in the first load, which has a size limit).
 */
import type { Widen } from './widen';

type Role = 'editor' | 'staff' | 'admin' | 'instructor';
type Status = 'active' | 'invited' | 'disabled';

export const accountsFr = {
  accountsTitle: 'Comptes',
  accountsIntro:
    'Les comptes de votre école : invitez un collègue, changez un rôle, désactivez un compte ou envoyez un lien pour choisir un nouveau mot de passe.',
  accountsTable: 'Comptes de l’école',
  accountsAccount: 'Compte',
  accountsRole: 'Rôle',
  accountsStatus: 'Statut',
  accountsLastLogin: 'Dernière connexion',
  accountsActions: 'Actions',
  accountsNever: 'Jamais',
  accountsYou: 'vous',
  accountsEmpty: 'Aucun compte.',
  accountsRoleName: (role: Role) =>
    role === 'admin' ? 'Administrateur' : role === 'staff' ? 'Accueil' : role === 'instructor' ? 'Moniteur' : 'Éditeur',
  accountsRoleOption: (role: Role) =>
    role === 'admin'
      ? 'Administrateur — tout, et les comptes'
      : role === 'staff'
        ? 'Accueil — réservations, listes de groupe, rapports'
        : role === 'instructor'
          ? 'Moniteur — ses propres cours (la fiche moniteur de même e-mail)'
          : 'Éditeur — les pages du site',
  accountsStatusName: (status: Status) => (status === 'active' ? 'Actif' : status === 'invited' ? 'Invité' : 'Désactivé'),
  accountsLinkUntil: (date: string) => `lien valable jusqu’au ${date}`,
  accountsLinkExpired: 'lien expiré : renvoyez l’invitation',
  accountsLangName: (lang: 'fr' | 'en') => (lang === 'fr' ? 'Français' : 'Anglais'),

  accountsInvite: 'Inviter un collègue',
  accountsInviteIntro: (hours: number) =>
    `Il reçoit un e-mail avec un lien pour choisir son mot de passe, valable ${hours} heures. Une adresse qui a déjà un compte (dans une autre école) reçoit simplement ce rôle ici.`,
  accountsName: 'Nom',
  accountsEmail: 'Adresse e-mail',
  accountsMailLang: 'Langue de l’e-mail',
  accountsInviteSubmit: 'Envoyer l’invitation',
  accountsSending: 'Envoi…',
  accountsInvited: (email: string) => `Invitation envoyée à ${email}.`,
  accountsRoleAdded: (email: string) =>
    `${email} avait déjà un compte : il a maintenant ce rôle dans votre école, avec le même mot de passe. Un e-mail le lui dit.`,
  accountsNameRequired: 'Saisissez un nom.',
  accountsNameTooLong: 'Au plus 200 caractères.',
  accountsExists: 'Cette adresse a déjà un compte dans votre école : changez plutôt son rôle.',

  accountsActionsFor: (name: string) => `Actions pour ${name}`,
  accountsChangeRole: 'Changer le rôle',
  accountsDisable: 'Désactiver',
  accountsEnable: 'Réactiver',
  accountsSendReset: 'Envoyer un lien de mot de passe',
  accountsResend: 'Renvoyer l’invitation',
  accountsRoleTitle: (name: string) => `Rôle de ${name}`,
  accountsRoleIntro: 'Le nouveau rôle compte dès sa prochaine action.',
  accountsRoleSubmit: 'Enregistrer le rôle',
  accountsSaving: 'Enregistrement…',
  accountsRoleDone: (name: string, role: string) => `${name} : ${role}.`,
  accountsDisableTitle: (name: string) => `Désactiver ${name} ?`,
  accountsDisableIntro:
    'Ses sessions se terminent tout de suite et il ne peut plus se connecter à votre école. Ses autres écoles ne changent pas. Vous pourrez le réactiver.',
  accountsDisableSubmit: 'Désactiver le compte',
  accountsDisabled: (name: string) => `${name} est désactivé : ses sessions sont terminées.`,
  accountsEnabled: (name: string) => `${name} est réactivé.`,
  accountsResetTitle: (name: string) => `Nouveau mot de passe pour ${name}`,
  accountsResetIntro: (email: string, hours: number) =>
    `${email} reçoit un lien pour choisir un nouveau mot de passe, valable ${hours} heures. Vous ne voyez jamais le mot de passe ; l’actuel marche jusqu’à ce qu’il soit changé.`,
  accountsResendTitle: (name: string) => `Renvoyer l’invitation de ${name}`,
  accountsResendIntro: (email: string, hours: number) =>
    `${email} reçoit un nouveau lien, valable ${hours} heures ; le précédent ne fonctionne plus.`,
  accountsSendSubmit: 'Envoyer le lien',
  accountsLinkSent: (email: string) => `Lien envoyé à ${email}.`,
  accountsLastAdmin: 'C’est le dernier administrateur actif de l’école : nommez d’abord un autre administrateur.',
  accountsOwnAccount: 'Vous ne pouvez pas désactiver votre propre compte : un autre administrateur le peut.',
  accountsMailFailed: 'La modification est faite, mais l’e-mail n’a pas pu partir : renvoyez-le depuis la liste.',
  accountsNoLongerAdmin: 'Vous n’êtes plus administrateur de cette école.',

  // The set-password screen of an e-mailed link (logged out).
  invitationTitle: 'Choisir votre mot de passe',
  invitationResetTitle: 'Choisir un nouveau mot de passe',
  invitationWelcome: (site: string, role: string) => `Vous êtes invité à rejoindre ${site} avec le rôle ${role}.`,
  invitationResetFor: (site: string) => `Votre compte à ${site}.`,
  invitationFor: 'Compte',
  invitationExpires: (date: string) => `Ce lien fonctionne une seule fois, jusqu’au ${date}.`,
  invitationPassword: 'Mot de passe',
  invitationConfirm: 'Confirmez le mot de passe',
  invitationRules: (min: number, max: number) =>
    `De ${min} à ${max} caractères, rien d’autre à retenir : une phrase que vous seul connaissez fait un bon mot de passe.`,
  invitationTooShort: (min: number) => `Au moins ${min} caractères.`,
  invitationTooLong: (max: number) => `Au plus ${max} caractères.`,
  invitationMismatch: 'Les deux mots de passe diffèrent.',
  invitationShow: 'Afficher les mots de passe',
  invitationSubmit: 'Enregistrer le mot de passe',
  invitationSubmitting: 'Enregistrement…',
  invitationInvalidTitle: 'Lien non valable',
  invitationInvalid:
    'Ce lien ne fonctionne plus : il a expiré, a déjà servi ou a été remplacé par un plus récent. Demandez un nouveau lien à un administrateur de votre école.',
  invitationRateLimited: (minutes: number) => `Trop de liens non valables : réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  invitationGoToLogin: 'Aller à la connexion',
  invitationDone: 'Votre mot de passe est enregistré : vous êtes connecté.',
  invitationDoneTitle: 'Mot de passe enregistré',
  invitationDoneLogin: 'Votre mot de passe est enregistré. Connectez-vous avec votre adresse e-mail et ce mot de passe.',
  invitationDoneEditor:
    'Votre mot de passe est enregistré. Comme éditeur, vous modifiez les pages depuis le site de l’école (connexion des éditeurs), pas depuis ce back office.',
};

export const accountsEn: Widen<typeof accountsFr> = {
  accountsTitle: 'Accounts',
  accountsIntro: "Your school's accounts: invite a colleague, change a role, disable an account or send a link to choose a new password.",
  accountsTable: "The school's accounts",
  accountsAccount: 'Account',
  accountsRole: 'Role',
  accountsStatus: 'Status',
  accountsLastLogin: 'Last login',
  accountsActions: 'Actions',
  accountsNever: 'Never',
  accountsYou: 'you',
  accountsEmpty: 'No account.',
  accountsRoleName: (role: Role) =>
    role === 'admin' ? 'Administrator' : role === 'staff' ? 'Front desk' : role === 'instructor' ? 'Instructor' : 'Editor',
  accountsRoleOption: (role: Role) =>
    role === 'admin'
      ? 'Administrator — everything, and the accounts'
      : role === 'staff'
        ? 'Front desk — bookings, rosters, reports'
        : role === 'instructor'
          ? 'Instructor — their own lessons (the instructor profile with the same e-mail)'
          : "Editor — the site's pages",
  accountsStatusName: (status: Status) => (status === 'active' ? 'Active' : status === 'invited' ? 'Invited' : 'Disabled'),
  accountsLinkUntil: (date: string) => `link valid until ${date}`,
  accountsLinkExpired: 'link expired: send the invitation again',
  accountsLangName: (lang: 'fr' | 'en') => (lang === 'fr' ? 'French' : 'English'),

  accountsInvite: 'Invite a colleague',
  accountsInviteIntro: (hours: number) =>
    `They get an e-mail with a link to choose their password, valid for ${hours} hours. An address that already has an account (at another school) simply gets this role here.`,
  accountsName: 'Name',
  accountsEmail: 'E-mail address',
  accountsMailLang: 'Language of the e-mail',
  accountsInviteSubmit: 'Send the invitation',
  accountsSending: 'Sending…',
  accountsInvited: (email: string) => `Invitation sent to ${email}.`,
  accountsRoleAdded: (email: string) =>
    `${email} already had an account: it now has this role at your school, with the same password. An e-mail tells them.`,
  accountsNameRequired: 'Enter a name.',
  accountsNameTooLong: 'At most 200 characters.',
  accountsExists: 'This address already has an account at your school: change its role instead.',

  accountsActionsFor: (name: string) => `Actions for ${name}`,
  accountsChangeRole: 'Change the role',
  accountsDisable: 'Disable',
  accountsEnable: 'Enable',
  accountsSendReset: 'Send a password link',
  accountsResend: 'Send the invitation again',
  accountsRoleTitle: (name: string) => `Role of ${name}`,
  accountsRoleIntro: 'The new role counts from their next action.',
  accountsRoleSubmit: 'Save the role',
  accountsSaving: 'Saving…',
  accountsRoleDone: (name: string, role: string) => `${name}: ${role}.`,
  accountsDisableTitle: (name: string) => `Disable ${name}?`,
  accountsDisableIntro:
    'Their sessions end at once and they can no longer log in to your school. Their other schools do not change. You can enable the account again.',
  accountsDisableSubmit: 'Disable the account',
  accountsDisabled: (name: string) => `${name} is disabled: their sessions have ended.`,
  accountsEnabled: (name: string) => `${name} is enabled again.`,
  accountsResetTitle: (name: string) => `New password for ${name}`,
  accountsResetIntro: (email: string, hours: number) =>
    `${email} gets a link to choose a new password, valid for ${hours} hours. You never see the password; the current one works until it is changed.`,
  accountsResendTitle: (name: string) => `Send ${name}'s invitation again`,
  accountsResendIntro: (email: string, hours: number) =>
    `${email} gets a new link, valid for ${hours} hours; the previous one stops working.`,
  accountsSendSubmit: 'Send the link',
  accountsLinkSent: (email: string) => `Link sent to ${email}.`,
  accountsLastAdmin: "This is the school's last active administrator: make another account administrator first.",
  accountsOwnAccount: 'You cannot disable your own account: another administrator can.',
  accountsMailFailed: 'The change is made, but the e-mail could not be sent: send it again from the list.',
  accountsNoLongerAdmin: 'You are no longer an administrator of this school.',

  invitationTitle: 'Choose your password',
  invitationResetTitle: 'Choose a new password',
  invitationWelcome: (site: string, role: string) => `You are invited to join ${site} with the role ${role}.`,
  invitationResetFor: (site: string) => `Your account at ${site}.`,
  invitationFor: 'Account',
  invitationExpires: (date: string) => `This link works once, until ${date}.`,
  invitationPassword: 'Password',
  invitationConfirm: 'Confirm the password',
  invitationRules: (min: number, max: number) =>
    `${min} to ${max} characters, nothing else to remember: a sentence only you know makes a good password.`,
  invitationTooShort: (min: number) => `At least ${min} characters.`,
  invitationTooLong: (max: number) => `At most ${max} characters.`,
  invitationMismatch: 'The two passwords differ.',
  invitationShow: 'Show the passwords',
  invitationSubmit: 'Save the password',
  invitationSubmitting: 'Saving…',
  invitationInvalidTitle: 'Link not valid',
  invitationInvalid:
    'This link no longer works: it has expired, was already used or was replaced by a newer one. Ask an administrator of your school for a new link.',
  invitationRateLimited: (minutes: number) => `Too many links that did not work: try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  invitationGoToLogin: 'Go to the login',
  invitationDone: 'Your password is saved: you are logged in.',
  invitationDoneTitle: 'Password saved',
  invitationDoneLogin: 'Your password is saved. Log in with your e-mail address and this password.',
  invitationDoneEditor:
    "Your password is saved. As an editor, you edit the pages from the school's site (the editors' login), not from this back office.",
};

export type AccountsMessages = Widen<typeof accountsFr>;

/** Both languages' texts of the accounts area (`useAccountsTexts`). */
export const accountsTexts = { fr: accountsFr, en: accountsEn } as const;
