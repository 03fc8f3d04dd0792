/**
 * Texts of the levels area (issue 30): the school's ladders, a course's groups and results. French is the source, English must
 * have the same keys and signatures. Only those screens use them (`useLevelsTexts`, screens/levels/texts.ts), so they
 * load with them, not in the first load (fr.ts and en.ts, which has a size limit).
 */
import type { Widen } from './widen';

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);
const agesFr = (min: number | null, max: number | null) =>
  min === null && max === null
    ? 'tous âges'
    : min === null
      ? `jusqu’à ${max} ans`
      : max === null
        ? `${min} ans et plus`
        : `${min} à ${max} ans`;
const agesEn = (min: number | null, max: number | null) =>
  min === null && max === null ? 'all ages' : min === null ? `up to ${max}` : max === null ? `${min} and over` : `${min} to ${max}`;

export const levelsFr = {
  // the ladders
  title: 'Niveaux',
  intro:
    'Chaque discipline a son échelle de niveaux, du premier au dernier : les produits disent lesquels ils enseignent, chaque enfant est inscrit avec le sien.',
  empty: 'Aucun niveau n’est encore défini.',
  discipline: (key: string) => ({ ski: 'Ski alpin', snowboard: 'Snowboard', nordic: 'Ski nordique' })[key] ?? key,
  ladderTitle: (discipline: string) => `Échelle — ${discipline}`,
  colRank: 'Rang',
  colName: 'Niveau',
  colAges: 'Âges',
  colCanDo: 'Ce que l’enfant sait faire',
  colMedal: 'Médaille',
  ages: agesFr,
  noMedal: '—',
  edit: (discipline: string) => `Modifier l’échelle ${discipline}`,
  adminOnly: 'Seuls les administrateurs peuvent modifier les échelles.',
  // the form
  formLabel: (discipline: string) => `Échelle ${discipline}`,
  levelHeading: (rank: number, name: string) => `${rank}. ${name || 'Nouveau niveau'}`,
  key: 'Clé',
  keyHint: 'Lettres minuscules, chiffres et tirets ; c’est par elle que les produits et les inscriptions nomment le niveau.',
  nameFr: 'Nom (français)',
  nameEn: 'Nom (anglais)',
  ageMin: 'Âge minimum',
  ageMax: 'Âge maximum',
  agesHint: 'Laisser vide : pas de limite.',
  canDoFr: 'Ce que l’enfant sait faire (français)',
  canDoEn: 'Ce que l’enfant sait faire (anglais)',
  medalFr: 'Médaille (français)',
  medalEn: 'Médaille (anglais)',
  medalHint: 'Laisser vide quand ce niveau n’a pas de médaille.',
  moveUp: (name: string) => `Monter ${name}`,
  moveDown: (name: string) => `Descendre ${name}`,
  remove: (name: string) => `Retirer ${name}`,
  newLevel: 'Nouveau niveau',
  addLevel: 'Ajouter un niveau',
  save: 'Enregistrer l’échelle',
  saving: 'Enregistrement…',
  cancel: 'Annuler',
  saved: (discipline: string) => `Échelle ${discipline} enregistrée.`,
  // errors, in the staff's language
  required: 'À remplir.',
  tooLong: (n: number) => `${n} caractères au plus.`,
  keyInvalid: 'Lettres minuscules, chiffres et tirets seulement (40 au plus), en commençant par une lettre ou un chiffre.',
  keyTwice: 'Deux niveaux ont la même clé : chaque clé ne doit servir qu’une fois.',
  ageInvalid: 'Un nombre entier d’années, entre 0 et 120.',
  agesOrder: 'L’âge maximum ne doit pas être inférieur à l’âge minimum.',
  medalBoth: 'Donnez la médaille dans les deux langues, ou laissez les deux vides.',
  atLeastOne: 'L’échelle doit garder au moins un niveau (30 au plus).',
  fixErrors: (n: number) => `${n} ${plural(n, 'champ à corriger', 'champs à corriger')} avant d’enregistrer.`,
  inUse: (names: string) =>
    names
      ? `Échelle non enregistrée : un niveau que des produits enseignent ou que des participants ont ne peut pas être retiré (${names}). Remettez-le ou changez d’abord ces produits.`
      : 'Échelle non enregistrée : un niveau que des produits enseignent ou que des participants ont ne peut pas être retiré.',
  forbidden: 'Échelle non enregistrée : seuls les administrateurs peuvent modifier les niveaux.',

  // a course's groups
  groupsTitle: (name: string) => `Groupes — ${name}`,
  backToRoster: 'Retour à la liste du créneau',
  capacity: (n: number) => `${n} places`,
  courseDays: (days: string) => `Jours du cours : ${days}`,
  noChildren: 'Personne n’est encore inscrit à ce cours.',
  ageYears: (n: number) => `${n} ans`,
  noLevel: 'niveau non indiqué',
  // the proposal
  proposalTitle: 'Groupes proposés',
  proposalIntro:
    'Répartition proposée par niveau puis par âge, dans la taille des groupes du produit. Rien n’est enregistré avant la validation.',
  proposedName: (n: number) => `Nom du groupe ${n}`,
  childGroup: (child: string) => `Groupe de ${child}`,
  putIn: (child: string) => `Changer ${child} de groupe`,
  emptyGroup: 'Aucun enfant dans ce groupe.',
  accept: 'Valider les groupes',
  accepting: 'Validation…',
  accepted: 'Groupes enregistrés pour tous les jours du cours.',
  nameRequired: 'Donnez un nom à chaque groupe (60 caractères au plus).',
  // the groups of a day
  day: 'Jour',
  count: (n: number, size: number) => `${n} / ${size}`,
  countLabel: (n: number, size: number) => `${n} ${plural(n, 'enfant', 'enfants')} sur ${size}`,
  withoutGroup: 'Sans groupe',
  downloadCsv: 'Télécharger les groupes du jour (CSV)',
  rename: (group: string) => `Renommer ${group}`,
  newName: (group: string) => `Nouveau nom de ${group}`,
  renameSave: 'Renommer',
  renamed: (name: string) => `Groupe renommé « ${name} ».`,
  move: (child: string) => `Déplacer ${child}`,
  moveTo: 'Vers le groupe',
  moveFrom: 'À partir du',
  moveConfirm: 'Confirmer le déplacement',
  moved: (child: string, group: string) => `${child} est dans ${group}.`,
  dragHint: 'Glissez un enfant sur un autre groupe pour l’y déplacer à partir du jour choisi, ou utilisez son bouton « Déplacer ».',
  newGroup: 'Nouveau groupe',
  newGroupName: 'Nom du nouveau groupe',
  newGroupLevel: 'Niveau du nouveau groupe',
  anyLevel: 'Sans niveau',
  create: 'Créer le groupe',
  created: (name: string) => `Groupe « ${name} » créé.`,
  conflict: 'Les groupes ont changé entre-temps (quelqu’un d’autre a déplacé cet enfant) : voici les groupes à jour.',
  // the moves
  movesTitle: 'Déplacements',
  noMoves: 'Aucun enfant n’a changé de groupe.',
  moveLine: (child: string, from: string | null, to: string, day: string, by: string | null, at: string) =>
    `${child} : ${from ?? 'sans groupe'} → ${to}, à partir du ${day}${by ? `, par ${by}` : ''}, le ${at}`,

  // a course's results, entered on a phone
  resultsLink: 'Résultats',
  resultsTitle: (name: string) => `Résultats — ${name}`,
  backToGroups: 'Retour aux groupes',
  resultsGroup: 'Groupe',
  resultsDay: (day: string) => `Enfants du groupe le ${day}.`,
  noGroupYet: 'Tous les enfants (sans groupe)',
  noChildInGroup: 'Aucun enfant dans ce groupe ce jour-là.',
  passed: 'Niveau acquis',
  notYet: 'Pas encore',
  nextAdvised: 'Niveau suivant conseillé',
  advised: 'Niveau conseillé',
  advisedNext: 'Le suivant sur l’échelle',
  comment: 'Commentaire',
  /** Read after « Commentaire », « Niveau conseillé » by screen readers (hidden on the phone's narrow card). */
  forChild: (child: string) => ` pour ${child}`,
  stateSending: 'Envoi…',
  stateSaved: 'Enregistré',
  stateWaiting: 'En attente du réseau',
  stateError: (message: string) => `Non enregistré : ${message}`,
  announceSaved: (child: string) => `Résultat enregistré pour ${child}.`,
  announceSavedCount: (n: number) => `${n} ${plural(n, 'résultat enregistré', 'résultats enregistrés')}.`,
  announceWaiting: (child: string) => `Pas de réseau : le résultat de ${child} est gardé sur ce téléphone et partira au retour du réseau.`,
  announceError: (child: string, message: string) => `Résultat de ${child} non enregistré : ${message}`,
  waitingCount: (n: number) =>
    `${n} ${plural(n, 'résultat gardé', 'résultats gardés')} sur ce téléphone, en attente du réseau : ${plural(n, 'il partira', 'ils partiront')} dès le retour du signal.`,
  sendNow: 'Renvoyer maintenant',
  cardsTitle: 'Cartes de progression',
  cardsIntro:
    'Chaque famille reçoit par e-mail, dans sa langue, la carte de chacun de ses enfants : niveau acquis, médaille, commentaire, niveau conseillé.',
  cardsWaitFirst: 'Des résultats attendent encore le réseau : envoyez-les avant les cartes.',
  sendCards: 'Envoyer les cartes de progression',
  sendingCards: 'Envoi des cartes…',
  cardsSent: (cards: number, families: number) =>
    cards === 0
      ? 'Aucune carte envoyée : aucun résultat n’est encore enregistré pour ce cours.'
      : `${cards} ${plural(cards, 'carte envoyée', 'cartes envoyées')} à ${families} ${plural(families, 'famille', 'familles')}.`,
  cardsUnchanged: (n: number) =>
    `${n} ${plural(n, 'famille a', 'familles ont')} déjà reçu ${plural(n, 'sa carte', 'leurs cartes')} à jour : rien ne leur est renvoyé.`,
  cardsFailed: (message: string) => `Cartes non envoyées : ${message}`,
};

export const levelsEn: Widen<typeof levelsFr> = {
  title: 'Levels',
  intro:
    'Each discipline has its ladder of levels, from the first to the last: products say which they teach, each child is booked with theirs.',
  empty: 'No level is defined yet.',
  discipline: (key: string) => ({ ski: 'Alpine skiing', snowboard: 'Snowboarding', nordic: 'Nordic skiing' })[key] ?? key,
  ladderTitle: (discipline: string) => `Ladder — ${discipline}`,
  colRank: 'Rank',
  colName: 'Level',
  colAges: 'Ages',
  colCanDo: 'What the child can do',
  colMedal: 'Medal',
  ages: agesEn,
  noMedal: '—',
  edit: (discipline: string) => `Edit the ${discipline} ladder`,
  adminOnly: 'Only administrators can change the ladders.',
  formLabel: (discipline: string) => `${discipline} ladder`,
  levelHeading: (rank: number, name: string) => `${rank}. ${name || 'New level'}`,
  key: 'Key',
  keyHint: 'Lower-case letters, digits and dashes; products and bookings name the level by it.',
  nameFr: 'Name (French)',
  nameEn: 'Name (English)',
  ageMin: 'Youngest age',
  ageMax: 'Oldest age',
  agesHint: 'Leave empty: no limit.',
  canDoFr: 'What the child can do (French)',
  canDoEn: 'What the child can do (English)',
  medalFr: 'Medal (French)',
  medalEn: 'Medal (English)',
  medalHint: 'Leave empty when this level has no medal.',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  remove: (name: string) => `Remove ${name}`,
  newLevel: 'New level',
  addLevel: 'Add a level',
  save: 'Save the ladder',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: (discipline: string) => `${discipline} ladder saved.`,
  required: 'Required.',
  tooLong: (n: number) => `At most ${n} characters.`,
  keyInvalid: 'Lower-case letters, digits and dashes only (at most 40), starting with a letter or a digit.',
  keyTwice: 'Two levels have the same key: each key must be used once only.',
  ageInvalid: 'A whole number of years, from 0 to 120.',
  agesOrder: 'The oldest age must not be below the youngest.',
  medalBoth: 'Give the medal in both languages, or leave both empty.',
  atLeastOne: 'The ladder must keep at least one level (at most 30).',
  fixErrors: (n: number) => `${n} ${plural(n, 'field', 'fields')} to correct before saving.`,
  inUse: (names: string) =>
    names
      ? `Ladder not saved: a level products teach or participants hold cannot be taken out (${names}). Put it back or change those products first.`
      : 'Ladder not saved: a level products teach or participants hold cannot be taken out.',
  forbidden: 'Ladder not saved: only administrators can change the levels.',

  groupsTitle: (name: string) => `Groups — ${name}`,
  backToRoster: 'Back to the slot’s roster',
  capacity: (n: number) => `${n} places`,
  courseDays: (days: string) => `Days of the course: ${days}`,
  noChildren: 'Nobody is booked on this course yet.',
  ageYears: (n: number) => `${n} years old`,
  noLevel: 'level not given',
  proposalTitle: 'Proposed groups',
  proposalIntro: 'A split by level then age, within the product’s group sizes. Nothing is saved until you accept it.',
  proposedName: (n: number) => `Name of group ${n}`,
  childGroup: (child: string) => `Group of ${child}`,
  putIn: (child: string) => `Change ${child}’s group`,
  emptyGroup: 'No child in this group.',
  accept: 'Accept the groups',
  accepting: 'Accepting…',
  accepted: 'Groups saved for every day of the course.',
  nameRequired: 'Give each group a name (at most 60 characters).',
  day: 'Day',
  count: (n: number, size: number) => `${n} / ${size}`,
  countLabel: (n: number, size: number) => `${n} ${plural(n, 'child', 'children')} of ${size}`,
  withoutGroup: 'Without a group',
  downloadCsv: 'Download the day’s groups (CSV)',
  rename: (group: string) => `Rename ${group}`,
  newName: (group: string) => `New name of ${group}`,
  renameSave: 'Rename',
  renamed: (name: string) => `Group renamed “${name}”.`,
  move: (child: string) => `Move ${child}`,
  moveTo: 'To the group',
  moveFrom: 'From',
  moveConfirm: 'Confirm the move',
  moved: (child: string, group: string) => `${child} is in ${group}.`,
  dragHint: 'Drag a child onto another group to move them there from the chosen day, or use their “Move” button.',
  newGroup: 'New group',
  newGroupName: 'Name of the new group',
  newGroupLevel: 'Level of the new group',
  anyLevel: 'No level',
  create: 'Create the group',
  created: (name: string) => `Group “${name}” created.`,
  conflict: 'The groups changed meanwhile (someone else moved this child): here they are as they stand now.',
  movesTitle: 'Moves',
  noMoves: 'No child has changed group.',
  moveLine: (child: string, from: string | null, to: string, day: string, by: string | null, at: string) =>
    `${child}: ${from ?? 'no group'} → ${to}, from ${day}${by ? `, by ${by}` : ''}, on ${at}`,

  resultsLink: 'Results',
  resultsTitle: (name: string) => `Results — ${name}`,
  backToGroups: 'Back to the groups',
  resultsGroup: 'Group',
  resultsDay: (day: string) => `The group’s children on ${day}.`,
  noGroupYet: 'All children (no group)',
  noChildInGroup: 'No child in this group that day.',
  passed: 'Level passed',
  notYet: 'Not yet',
  nextAdvised: 'Next level advised',
  advised: 'Level advised',
  advisedNext: 'The next on the ladder',
  comment: 'Comment',
  forChild: (child: string) => ` for ${child}`,
  stateSending: 'Sending…',
  stateSaved: 'Saved',
  stateWaiting: 'Waiting for the network',
  stateError: (message: string) => `Not saved: ${message}`,
  announceSaved: (child: string) => `Result saved for ${child}.`,
  announceSavedCount: (n: number) => `${n} ${plural(n, 'result', 'results')} saved.`,
  announceWaiting: (child: string) => `No network: ${child}’s result is kept on this phone and goes as soon as the network is back.`,
  announceError: (child: string, message: string) => `${child}’s result not saved: ${message}`,
  waitingCount: (n: number) =>
    `${n} ${plural(n, 'result', 'results')} kept on this phone, waiting for the network: ${plural(n, 'it goes', 'they go')} as soon as the signal is back.`,
  sendNow: 'Send now',
  cardsTitle: 'Progress cards',
  cardsIntro: 'Each family receives by e-mail, in its language, each of its children’s cards: level passed, medal, comment, level advised.',
  cardsWaitFirst: 'Some results are still waiting for the network: send them before the cards.',
  sendCards: 'Send the progress cards',
  sendingCards: 'Sending the cards…',
  cardsSent: (cards: number, families: number) =>
    cards === 0
      ? 'No card sent: no result is recorded for this course yet.'
      : `${cards} ${plural(cards, 'card', 'cards')} sent to ${families} ${plural(families, 'family', 'families')}.`,
  cardsUnchanged: (n: number) =>
    `${n} ${plural(n, 'family has', 'families have')} already had ${plural(n, 'its', 'their')} cards up to date: nothing is sent again.`,
  cardsFailed: (message: string) => `Cards not sent: ${message}`,
};

export type LevelsMessages = Widen<typeof levelsFr>;

/** Both languages' texts of the levels area (`useLevelsTexts`). */
export const levelsTexts = { fr: levelsFr, en: levelsEn } as const;
