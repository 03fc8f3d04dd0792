/**
 * Texts of the instructor's day on a phone (issue 31, item 5): their lessons, the children, check-in and the order number
 * typed at the meeting point. French is the source, English must have the same keys and signatures. Only the My lessons
 * screen uses them, so they load with it (not in fr.ts/en.ts, which have a size limit).
 */
import type { Widen } from './widen';

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const myLessonsFr = {
  title: 'Mes cours',
  loading: 'Chargement de vos cours…',
  noProfile:
    'Votre compte n’est lié à aucune fiche moniteur de cette école : demandez au bureau de créer votre fiche avec l’adresse e-mail de votre compte.',
  // the days shown
  daysNav: 'Jours affichés',
  previousDays: 'Jours précédents',
  nextDays: 'Jours suivants',
  backToToday: 'Revenir à aujourd’hui',
  goToDay: 'Aller au jour',
  today: (longDay: string) => `Aujourd’hui — ${longDay}`,
  tomorrow: (longDay: string) => `Demain — ${longDay}`,
  otherDay: (longDay: string) => upperFirst(longDay),
  noLessons: 'Aucun cours ces jours-là.',
  noLessonsDay: 'Aucun cours ce jour-là.',
  // a lesson
  lessonHeading: (start: string, end: string, title: string) => `${start}–${end} · ${title}`,
  level: (name: string) => `Niveau : ${name}`,
  children: (n: number) => `${n} ${plural(n, 'enfant', 'enfants')}`,
  meetingPoint: 'Point de rendez-vous',
  noMeetingPoint: 'Point de rendez-vous non précisé : voyez avec le bureau.',
  seeOnMap: 'Voir sur le plan',
  results: 'Résultats',
  noChild: 'Aucun enfant inscrit.',
  age: (n: number) => `${n} ans`,
  noPhone: 'pas de téléphone',
  call: 'Appeler',
  callParents: (name: string) => `Appeler les parents de ${name}`,
  present: (name: string) => `Présent — ${name}`,
  parentsNote: 'Note des parents',
  parentsNoteOf: (name: string) => `Note des parents de ${name}`,
  // the order number
  orderTitle: 'Pointer à l’arrivée',
  orderLabel: 'Numéro de commande',
  orderHint: (day: string | null) =>
    `Le numéro imprimé sous le QR code (par exemple VN-26-4K7Q-9M2P), ou le code lu par le scanner. Cherché dans vos cours du ${day ?? 'jour'}.`,
  orderFind: 'Chercher',
  orderEmpty: 'Tapez un numéro de commande.',
  orderMalformed: 'Ce n’est pas un numéro de commande : tapez par exemple VN-26-4K7Q-9M2P, ou collez le code du bon (SV1.…).',
  orderNotFound: (number: string, day: string | null) => `Aucun enfant de cette commande dans vos cours du ${day ?? 'jour'} — ${number}.`,
  orderCancelled: (number: string, on: string, refunded: boolean) =>
    `Commande ${number} annulée${refunded ? ' et remboursée' : ''} le ${new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${on}T00:00:00Z`))} — rien à pointer.`,
  orderFound: (number: string) => `Commande ${number} :`,
  orderConfirm: (name: string, group: string, time: string) => `Pointer ${name} — ${group}, ${time}`,
  orderAlready: (name: string, group: string, time: string) => `${name} est déjà pointé présent — ${group}, ${time}.`,
  checkedIn: (name: string) => `${name} pointé présent.`,
  checkedOut: (name: string) => `${name} n’est plus pointé présent.`,
  noticesTitle: 'Changements récents',
  noticeAssigned: (what: string) => `Nouveau cours pour vous : ${what}`,
  noticeUnassigned: (what: string) => `Cours retiré : ${what}`,
  noticeCancelled: (what: string) => `Cours annulé (commande annulée ou fermeture) : ${what}`,
  noticeChanged: (what: string, was: string) => `Cours déplacé : ${what} (au lieu de ${was})`,
};

export const myLessonsEn: Widen<typeof myLessonsFr> = {
  title: 'My lessons',
  loading: 'Loading your lessons…',
  noProfile:
    'Your account is not linked to an instructor profile at this school: ask the office to create your profile with your account’s e-mail address.',
  daysNav: 'Days shown',
  previousDays: 'Previous days',
  nextDays: 'Next days',
  backToToday: 'Back to today',
  goToDay: 'Go to day',
  today: (longDay: string) => `Today — ${longDay}`,
  tomorrow: (longDay: string) => `Tomorrow — ${longDay}`,
  otherDay: (longDay: string) => longDay,
  noLessons: 'No lessons on these days.',
  noLessonsDay: 'No lessons that day.',
  lessonHeading: (start: string, end: string, title: string) => `${start}–${end} · ${title}`,
  level: (name: string) => `Level: ${name}`,
  children: (n: number) => `${n} ${plural(n, 'child', 'children')}`,
  meetingPoint: 'Meeting point',
  noMeetingPoint: 'No meeting point given: check with the office.',
  seeOnMap: 'See on the map',
  results: 'Results',
  noChild: 'No child booked.',
  age: (n: number) => `${n} years old`,
  noPhone: 'no phone',
  call: 'Call',
  callParents: (name: string) => `Call ${name}’s parents`,
  present: (name: string) => `Present — ${name}`,
  parentsNote: 'Parents’ note',
  parentsNoteOf: (name: string) => `Parents’ note about ${name}`,
  orderTitle: 'Check in on arrival',
  orderLabel: 'Order number',
  orderHint: (day: string | null) =>
    `The number printed under the QR code (for example VN-26-4K7Q-9M2P), or the code read by the scanner. Looked up in your lessons of ${day ?? 'the day'}.`,
  orderFind: 'Find',
  orderEmpty: 'Type an order number.',
  orderMalformed: 'This is not an order number: type for example VN-26-4K7Q-9M2P, or paste the voucher’s code (SV1.…).',
  orderNotFound: (number: string, day: string | null) => `No child of this order in your lessons of ${day ?? 'the day'} — ${number}.`,
  orderCancelled: (number: string, on: string, refunded: boolean) =>
    `Order ${number} cancelled${refunded ? ' and refunded' : ''} on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${on}T00:00:00Z`))} — nothing to check in.`,
  orderFound: (number: string) => `Order ${number}:`,
  orderConfirm: (name: string, group: string, time: string) => `Check in ${name} — ${group}, ${time}`,
  orderAlready: (name: string, group: string, time: string) => `${name} is already checked in — ${group}, ${time}.`,
  checkedIn: (name: string) => `${name} checked in.`,
  checkedOut: (name: string) => `${name} no longer checked in.`,
  noticesTitle: 'Recent changes',
  noticeAssigned: (what: string) => `New lesson for you: ${what}`,
  noticeUnassigned: (what: string) => `Lesson taken back: ${what}`,
  noticeCancelled: (what: string) => `Lesson cancelled (order cancelled or closure): ${what}`,
  noticeChanged: (what: string, was: string) => `Lesson moved: ${what} (instead of ${was})`,
};

export type MyLessonsMessages = Widen<typeof myLessonsFr>;

/** Both languages' texts of the My lessons screen. */
export const myLessonsTexts = { fr: myLessonsFr, en: myLessonsEn } as const;
