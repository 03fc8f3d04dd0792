/**
 * Texts of the instructor's own availability on a phone (issue 31, item 2). French is the source, English must have the
 * same keys and signatures. Only the My availability screen uses them, so they load with it (not in fr.ts/en.ts).
 */
import type { AvailabilityStatus } from '@schuss/contracts';
import type { Widen } from './widen';

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const statusFr: Record<AvailabilityStatus, string> = {
  available: 'Disponible',
  unavailable: 'Pas disponible',
  on_call: 'D’astreinte',
  holiday: 'Congé',
  ill: 'Malade',
};

export const myAvailabilityFr = {
  title: 'Mes disponibilités',
  loading: 'Chargement de vos disponibilités…',
  noProfile:
    'Votre compte n’est lié à aucune fiche moniteur de cette école : demandez au bureau de créer votre fiche avec l’adresse e-mail de votre compte.',
  lockRule: (n: number, until: string) =>
    n === 0
      ? `Les jours passés et aujourd’hui ne se changent plus ici : appelez le bureau.`
      : `L’école verrouille les ${n} prochains jours : jusqu’au ${until}, appelez le bureau pour tout changement.`,
  // the fortnight shown
  daysNav: 'Jours affichés',
  previousDays: 'Quinzaine précédente',
  nextDays: 'Quinzaine suivante',
  backToToday: 'Revenir à aujourd’hui',
  today: (longDay: string) => `Aujourd’hui — ${longDay}`,
  tomorrow: (longDay: string) => `Demain — ${longDay}`,
  otherDay: (longDay: string) => upperFirst(longDay),
  // a half-day
  half: { am: 'Matin', pm: 'Après-midi' } as Record<'am' | 'pm', string>,
  status: statusFr as Record<AvailabilityStatus, string>,
  statusNone: 'Non renseigné',
  locked: 'verrouillé : à changer par le bureau',
  lockedCell: (status: string) => `${status} — verrouillé : à changer par le bureau`,
  lessons: (what: string) => `Cours prévu : ${what}. Pour vous absenter, appelez le bureau.`,
  changed: 'modifié, pas encore enregistré',
  // saving
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: (n: number) =>
    n === 0
      ? 'Rien n’a changé : ces demi-journées avaient déjà ces statuts.'
      : `${n} ${plural(n, 'demi-journée enregistrée', 'demi-journées enregistrées')}.`,
  nothingToSave: 'Aucun changement à enregistrer : choisissez d’abord un statut.',
  unsaved: (n: number) => `${n} ${plural(n, 'changement', 'changements')} à enregistrer.`,
};

export const myAvailabilityEn: Widen<typeof myAvailabilityFr> = {
  title: 'My availability',
  loading: 'Loading your availability…',
  noProfile:
    'Your account is not linked to an instructor profile at this school: ask the office to create your profile with your account’s e-mail address.',
  lockRule: (n: number, until: string) =>
    n === 0
      ? 'Past days and today can no longer be changed here: call the office.'
      : `The school locks the next ${n} days: up to ${until}, call the office for any change.`,
  daysNav: 'Days shown',
  previousDays: 'Previous fortnight',
  nextDays: 'Next fortnight',
  backToToday: 'Back to today',
  today: (longDay: string) => `Today — ${longDay}`,
  tomorrow: (longDay: string) => `Tomorrow — ${longDay}`,
  otherDay: (longDay: string) => longDay,
  half: { am: 'Morning', pm: 'Afternoon' },
  status: { available: 'Available', unavailable: 'Not available', on_call: 'On call', holiday: 'Holiday', ill: 'Ill' },
  statusNone: 'Not entered',
  locked: 'locked: the office changes it',
  lockedCell: (status: string) => `${status} — locked: the office changes it`,
  lessons: (what: string) => `Lesson planned: ${what}. To be away, call the office.`,
  changed: 'changed, not saved yet',
  save: 'Save',
  saving: 'Saving…',
  saved: (n: number) =>
    n === 0 ? 'Nothing changed: these half-days already had these statuses.' : `${n} ${plural(n, 'half-day', 'half-days')} saved.`,
  nothingToSave: 'No change to save: choose a status first.',
  unsaved: (n: number) => `${n} ${plural(n, 'change', 'changes')} to save.`,
};

export type MyAvailabilityMessages = Widen<typeof myAvailabilityFr>;

/** Both languages' texts of the My availability screen. */
export const myAvailabilityTexts = { fr: myAvailabilityFr, en: myAvailabilityEn } as const;
