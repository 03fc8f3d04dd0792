/**
 * Texts of the private-lesson requests (issue 31, item 4): the office's list and a request's answer. French is the
 * source, English must have the same keys and signatures. Only these screens use them (`useRequestTexts`), so they load
 * with them, not in the first load.
 */
import type { LessonRequestStatus, LessonWindow } from '@schuss/contracts';
import type { Widen } from './widen';

export const requestsFr = {
  title: 'Demandes de cours',
  intro:
    'Les demandes de cours particuliers faites quand aucun moniteur n’était libre. Acceptez-les avec un moniteur (un lien de paiement est envoyé) ou refusez-les (rien n’est débité).',
  showLabel: 'Demandes affichées',
  showOpen: 'À traiter',
  showAnswered: 'Traitées',
  tableLabel: 'Demandes de cours particuliers',
  none: 'Aucune demande à traiter.',
  noneAnswered: 'Aucune demande traitée.',
  day: 'Jour',
  lesson: 'Cours',
  who: 'Demandeur',
  participants: 'Participants',
  status: 'État',
  open: (name: string, day: string) => `Ouvrir la demande de ${name} du ${day}`,
  statuses: {
    open: 'À traiter',
    accepted: 'Acceptée, paiement attendu',
    paid: 'Payée',
    expired: 'Non payée à temps',
    declined: 'Refusée',
  } satisfies Record<LessonRequestStatus, string>,
  windows: { morning: 'le matin', afternoon: 'l’après-midi', any: 'à toute heure' } satisfies Record<LessonWindow, string>,
  // a request
  requestTitle: (day: string) => `Demande de cours du ${day}`,
  back: 'Toutes les demandes',
  asked: (product: string, day: string, when: string) => `${product}, ${day}, ${when}`,
  duration: (minutes: number) => `Durée souhaitée : ${minutes} min`,
  contact: 'Contact',
  language: (lang: string) => `Langue : ${lang === 'en' ? 'anglais' : 'français'}`,
  message: 'Message',
  participantLine: (name: string, age: number, level: string | null) => `${name}, ${age} ans${level ? ` — ${level}` : ''}`,
  // accept
  acceptTitle: 'Accepter la demande',
  acceptIntro: 'Les heures du cours ce jour-là, avec les moniteurs qualifiés, disponibles et libres à ce moment.',
  hour: 'Heure',
  instructor: 'Moniteur',
  noInstructor: 'Aucun moniteur libre à cette heure : changez les disponibilités depuis l’écran des moniteurs.',
  noHours: 'Ce cours n’a plus d’heure ce jour-là.',
  chooseInstructor: 'Choisissez un moniteur',
  accept: 'Accepter…',
  acceptConfirmTitle: 'Confirmer l’acceptation ?',
  acceptConfirm: (who: string, hour: string) =>
    `${who} donnera le cours de ${hour}. L’heure est réservée 48 h et un lien de paiement est envoyé par e-mail au demandeur.`,
  acceptDo: 'Accepter et envoyer le lien',
  accepting: 'Envoi…',
  accepted: 'Demande acceptée : le lien de paiement est envoyé.',
  // decline
  declineTitle: 'Refuser',
  declineMessage: 'Mot au demandeur (facultatif)',
  decline: 'Refuser…',
  declineConfirmTitle: 'Refuser la demande ?',
  declineConfirm: 'Le demandeur reçoit un e-mail dans sa langue ; rien ne lui est débité.',
  declineDo: 'Refuser la demande',
  declining: 'Envoi…',
  declined: 'Demande refusée : le demandeur est prévenu.',
  answeredAlready: 'Cette demande vient d’être traitée par quelqu’un d’autre.',
  // the answer
  answerTitle: 'Réponse',
  answeredBy: (at: string, by: string | null) => `Le ${at}${by ? ` par ${by}` : ''}`,
  answerLesson: (who: string, start: string, end: string) => `${who}, de ${start} à ${end}`,
  answerPrice: (amount: string, until: string) => `${amount}, à payer avant le ${until}`,
  answerWord: (word: string) => `Mot envoyé : ${word}`,
};

export const requestsEn: Widen<typeof requestsFr> = {
  title: 'Lesson requests',
  intro:
    'Private lesson requests made when no instructor was free. Accept them with an instructor (a payment link is sent) or decline them (nothing is charged).',
  showLabel: 'Requests shown',
  showOpen: 'To answer',
  showAnswered: 'Answered',
  tableLabel: 'Private lesson requests',
  none: 'No request to answer.',
  noneAnswered: 'No answered request.',
  day: 'Day',
  lesson: 'Lesson',
  who: 'Requested by',
  participants: 'Participants',
  status: 'Status',
  open: (name: string, day: string) => `Open the request of ${name} for ${day}`,
  statuses: {
    open: 'To answer',
    accepted: 'Accepted, awaiting payment',
    paid: 'Paid',
    expired: 'Not paid in time',
    declined: 'Declined',
  },
  windows: { morning: 'in the morning', afternoon: 'in the afternoon', any: 'at any time' },
  requestTitle: (day: string) => `Lesson request for ${day}`,
  back: 'All requests',
  asked: (product: string, day: string, when: string) => `${product}, ${day}, ${when}`,
  duration: (minutes: number) => `Duration wanted: ${minutes} min`,
  contact: 'Contact',
  language: (lang: string) => `Language: ${lang === 'en' ? 'English' : 'French'}`,
  message: 'Message',
  participantLine: (name: string, age: number, level: string | null) => `${name}, ${age} years old${level ? ` — ${level}` : ''}`,
  acceptTitle: 'Accept the request',
  acceptIntro: 'The lesson’s hours that day, with the instructors qualified, available and free then.',
  hour: 'Hour',
  instructor: 'Instructor',
  noInstructor: 'No instructor is free at that hour: change availability on the instructors screen.',
  noHours: 'This lesson has no hour left that day.',
  chooseInstructor: 'Choose an instructor',
  accept: 'Accept…',
  acceptConfirmTitle: 'Confirm the acceptance?',
  acceptConfirm: (who: string, hour: string) =>
    `${who} will give the lesson at ${hour}. The hour is held for 48 h and a payment link is e-mailed to the requester.`,
  acceptDo: 'Accept and send the link',
  accepting: 'Sending…',
  accepted: 'Request accepted: the payment link is sent.',
  declineTitle: 'Decline',
  declineMessage: 'A word to the requester (optional)',
  decline: 'Decline…',
  declineConfirmTitle: 'Decline the request?',
  declineConfirm: 'The requester gets an e-mail in their language; nothing is charged.',
  declineDo: 'Decline the request',
  declining: 'Sending…',
  declined: 'Request declined: the requester is told.',
  answeredAlready: 'Someone else has just answered this request.',
  answerTitle: 'Answer',
  answeredBy: (at: string, by: string | null) => `On ${at}${by ? ` by ${by}` : ''}`,
  answerLesson: (who: string, start: string, end: string) => `${who}, from ${start} to ${end}`,
  answerPrice: (amount: string, until: string) => `${amount}, to be paid before ${until}`,
  answerWord: (word: string) => `Word sent: ${word}`,
};

export type RequestMessages = Widen<typeof requestsFr>;

/** Both languages' texts of the lesson requests (`useRequestTexts`). */
export const requestTexts = { fr: requestsFr, en: requestsEn } as const;
