/**
 * Texts of the planning board (issue 31, assignment): who teaches which group or private lesson, day by day. French is
 * the source, English must have the same keys and signatures. Only the planning screen uses them (`usePlanningTexts`,
 * screens/planning/texts.ts), so they load with it, not in the first load.
 */
import type { Widen } from './widen';

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);
const pluralEn = (n: number, one: string, many: string) => (n === 1 ? one : many);
const two = (n: number) => String(n).padStart(2, '0');

export const planningFr = {
  title: 'Planning',
  intro: 'Qui enseigne à quel groupe ou cours particulier : glissez un cours sur un moniteur, ou utilisez son bouton « Attribuer… ».',
  manageInstructors: 'Gérer les moniteurs',
  // the period
  periodLabel: 'Période affichée',
  viewLabel: 'Vue',
  dayView: 'Jour',
  weekView: 'Semaine',
  day: 'Jour affiché',
  previousDay: 'Jour précédent',
  nextDay: 'Jour suivant',
  previousWeek: 'Semaine précédente',
  nextWeek: 'Semaine suivante',
  today: 'Aujourd’hui',
  weekOf: (from: string, to: string) => `Semaine du ${from} au ${to}`,
  // the board
  boardLabel: 'Tableau des moniteurs',
  instructor: 'Moniteur',
  hours: 'Heures',
  languages: (codes: string) => `Langues : ${codes}`,
  noLanguage: 'Langue non renseignée',
  discipline: (key: string) => ({ ski: 'Ski', snowboard: 'Snowboard', nordic: 'Nordique' })[key] ?? key,
  assignedTime: (minutes: number) => `Attribué : ${Math.floor(minutes / 60)} h ${two(minutes % 60)}`,
  status: (s: string | null) =>
    s === null
      ? 'Non renseigné'
      : ((
          {
            available: 'Disponible',
            unavailable: 'Indisponible',
            on_call: 'D’astreinte',
            holiday: 'Congé',
            ill: 'Malade',
          } as Record<string, string>
        )[s] ?? s),
  halves: (am: string, pm: string) => `Matin : ${am} · Après-midi : ${pm}`,
  noInstructors: 'Aucun moniteur actif : ajoutez-en depuis l’écran des moniteurs.',
  noLessons: 'Aucun cours ce jour-là.',
  noLessonsWeek: 'Aucun cours cette semaine.',
  nothingHere: 'Aucun cours',
  heldForRequest: (when: string) => `Retenu pour une demande acceptée : ${when} (paiement attendu)`,
  dragHint: 'Au clavier : chaque cours a un bouton « Attribuer… » qui ouvre la liste des moniteurs.',
  // a lesson
  participants: (n: number) => `${n} ${plural(n, 'participant', 'participants')}`,
  privateIn: (lang: string) => `Cours particulier en ${lang}`,
  // The instructor the customer asked for by name (issue 31, item 4).
  requested: (name: string) => `Demandé : ${name}`,
  requestedGone: 'un moniteur qui n’est plus actif',
  noLevel: 'Niveau non précisé',
  assign: 'Attribuer…',
  assignLesson: (subtitle: string, time: string) => `Attribuer… ${subtitle}, ${time}`,
  unassign: 'Retirer',
  unassignLesson: (subtitle: string, time: string) => `Retirer ${subtitle}, ${time}`,
  mayTeach: 'Peuvent l’enseigner',
  others: 'Autres (la plateforme dira pourquoi)',
  nobody: 'Aucun autre moniteur',
  whyNot: (reason: string) =>
    (
      ({
        busy: 'déjà en cours',
        unavailable: 'pas disponible',
        discipline: 'autre discipline',
        level: 'pas ce niveau',
        language: 'pas cette langue',
      }) as Record<string, string>
    )[reason] ?? reason,
  withReason: (name: string, reason: string) => `${name} — ${reason}`,
  assigned: (subtitle: string, name: string) => `${subtitle} attribué à ${name}.`,
  unassigned: (subtitle: string) => `${subtitle} n’a plus de moniteur.`,
  refused: (reason: string) => `Attribution refusée : ${reason}.`,
  // the tray
  trayTitle: 'Cours sans moniteur',
  trayEmpty: 'Tous les cours ont un moniteur.',
  trayDrop: 'Déposez un cours ici pour lui retirer son moniteur.',
  // propose
  proposeTitle: 'Proposition automatique',
  proposeIntro: 'Remplit les cours sans moniteur : qualification d’abord, puis équilibre des heures, puis continuité du groupe.',
  propose: 'Proposer',
  proposeFor: (day: string) => `Proposer — ${day}`,
  proposing: 'Proposition en cours…',
  proposed: (assigned: number, left: number) =>
    `${assigned} ${plural(assigned, 'cours attribué', 'cours attribués')}, ${left} sans moniteur disponible`,
  proposedDay: (day: string, text: string) => `${day} : ${text}.`,
  // needs
  needsTitle: 'Besoins en moniteurs',
  needsCaption: (day: string) => `Besoins — ${day}`,
  level: 'Niveau',
  needed: 'Nécessaires',
  available: 'Disponibles',
  state: 'État',
  short: (n: number) => `Manque ${n} ${plural(n, 'moniteur', 'moniteurs')}`,
  enough: 'Suffisant',
  // ungrouped
  ungroupedTitle: 'Cours encore sans groupes',
  ungroupedIntro: 'Les enfants de ces cours ne sont pas encore répartis en groupes : ils n’apparaissent pas au planning.',
  ungroupedLink: (title: string, children: number) => `${title} (${children} ${plural(children, 'enfant', 'enfants')}) : faire les groupes`,
};

export const planningEn: Widen<typeof planningFr> = {
  title: 'Planning',
  intro: 'Who teaches which group or private lesson: drag a lesson onto an instructor, or use its “Assign…” button.',
  manageInstructors: 'Manage instructors',
  periodLabel: 'Period shown',
  viewLabel: 'View',
  dayView: 'Day',
  weekView: 'Week',
  day: 'Day shown',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  today: 'Today',
  weekOf: (from: string, to: string) => `Week of ${from} to ${to}`,
  boardLabel: 'Instructors’ board',
  instructor: 'Instructor',
  hours: 'Hours',
  languages: (codes: string) => `Languages: ${codes}`,
  noLanguage: 'Language not given',
  discipline: (key: string) => ({ ski: 'Ski', snowboard: 'Snowboard', nordic: 'Nordic' })[key] ?? key,
  assignedTime: (minutes: number) => `Assigned: ${Math.floor(minutes / 60)}h${two(minutes % 60)}`,
  status: (s: string | null) =>
    s === null
      ? 'Not entered'
      : ((
          {
            available: 'Available',
            unavailable: 'Not available',
            on_call: 'On call',
            holiday: 'Holiday',
            ill: 'Ill',
          } as Record<string, string>
        )[s] ?? s),
  halves: (am: string, pm: string) => `Morning: ${am} · Afternoon: ${pm}`,
  noInstructors: 'No active instructor: add some from the instructors screen.',
  noLessons: 'No lesson that day.',
  noLessonsWeek: 'No lesson this week.',
  nothingHere: 'No lesson',
  heldForRequest: (when: string) => `Held for an accepted request: ${when} (payment awaited)`,
  dragHint: 'With the keyboard: each lesson has an “Assign…” button that opens the list of instructors.',
  participants: (n: number) => `${n} ${pluralEn(n, 'participant', 'participants')}`,
  privateIn: (lang: string) => `Private lesson in ${lang}`,
  requested: (name: string) => `Requested: ${name}`,
  requestedGone: 'an instructor no longer active',
  noLevel: 'Level not given',
  assign: 'Assign…',
  assignLesson: (subtitle: string, time: string) => `Assign… ${subtitle}, ${time}`,
  unassign: 'Unassign',
  unassignLesson: (subtitle: string, time: string) => `Unassign ${subtitle}, ${time}`,
  mayTeach: 'May teach it',
  others: 'Others (the platform will say why not)',
  nobody: 'No other instructor',
  whyNot: (reason: string) =>
    (
      ({
        busy: 'already teaching',
        unavailable: 'not available',
        discipline: 'other discipline',
        level: 'not this level',
        language: 'not this language',
      }) as Record<string, string>
    )[reason] ?? reason,
  withReason: (name: string, reason: string) => `${name} — ${reason}`,
  assigned: (subtitle: string, name: string) => `${subtitle} assigned to ${name}.`,
  unassigned: (subtitle: string) => `${subtitle} no longer has an instructor.`,
  refused: (reason: string) => `Assignment refused: ${reason}.`,
  trayTitle: 'Lessons without an instructor',
  trayEmpty: 'Every lesson has an instructor.',
  trayDrop: 'Drop a lesson here to take its instructor off it.',
  proposeTitle: 'Automatic proposal',
  proposeIntro: 'Fills the lessons without an instructor: qualification first, then balance of hours, then the group’s continuity.',
  propose: 'Propose',
  proposeFor: (day: string) => `Propose — ${day}`,
  proposing: 'Proposing…',
  proposed: (assigned: number, left: number) =>
    `${assigned} ${pluralEn(assigned, 'lesson', 'lessons')} assigned, ${left} without an instructor available`,
  proposedDay: (day: string, text: string) => `${day}: ${text}.`,
  needsTitle: 'Instructors needed',
  needsCaption: (day: string) => `Needs — ${day}`,
  level: 'Level',
  needed: 'Needed',
  available: 'Available',
  state: 'State',
  short: (n: number) => `${n} ${pluralEn(n, 'instructor', 'instructors')} short`,
  enough: 'Enough',
  ungroupedTitle: 'Courses without groups yet',
  ungroupedIntro: 'The children of these courses are not in groups yet: they do not appear on the board.',
  ungroupedLink: (title: string, children: number) => `${title} (${children} ${pluralEn(children, 'child', 'children')}): make the groups`,
};

export type PlanningMessages = Widen<typeof planningFr>;

/** Both languages' texts of the planning board (`usePlanningTexts`). */
export const planningTexts = { fr: planningFr, en: planningEn } as const;
