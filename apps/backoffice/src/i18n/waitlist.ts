/**
 * Texts of the waiting list: a slot's list on its roster screen. French is the source, English must have the
 * same keys and signatures. Only the roster screen uses them (`useWaitlistTexts`, screens/rosters/waitlistTexts.ts), so they
 * load with it, not in the first load (fr.ts and en.ts, which has a size limit).
 */
import type { WaitlistStatus } from '@schuss/contracts';
import type { Widen } from './widen';

export const waitlistFr = {
  waitlistTitle: (n: number) => (n ? `Liste d’attente (${n} en attente)` : 'Liste d’attente'),
  waitlistIntro:
    'Quand une place se libère, elle est réservée d’abord à la première personne de la liste dont le nombre de places tient, qui reçoit un e-mail ; passé le délai, elle va à la suivante.',
  waitlistEmpty: 'Personne n’attend de place sur ce créneau.',
  waitlistPosition: 'Rang',
  waitlistEmail: 'E-mail',
  waitlistPlaces: 'Places',
  waitlistLang: 'Langue',
  waitlistSince: 'Inscrit le',
  waitlistStatus: 'Où en est-on',
  waitlistAnonymised: 'anonymisé',
  waitlistLangs: { fr: 'français', en: 'anglais' } as Record<'fr' | 'en', string>,
  waitlistStatuses: {
    waiting: 'En attente',
    offered: 'Place réservée',
    taken: 'Ajoutée au panier',
    expired: 'Délai passé',
    left: 'A quitté la liste',
    ended: 'Créneau commencé',
  } satisfies Record<WaitlistStatus, string>,
  waitlistUntil: (at: string) => `jusqu’au ${at}`,
  waitlistMailed: (at: string) => `e-mail envoyé le ${at}`,
  waitlistMailPending: 'e-mail en cours d’envoi',
  waitlistMailFailed: (why: string) => `e-mail non envoyé (${why}), nouvel essai bientôt`,
  waitlistOn: (at: string) => `le ${at}`,
};

export const waitlistEn: Widen<typeof waitlistFr> = {
  waitlistTitle: (n: number) => (n ? `Waiting list (${n} waiting)` : 'Waiting list'),
  waitlistIntro:
    'When a place frees up, it is held first for the first person on the list whose number of places fits, who gets an e-mail; once the time is up, it goes to the next one.',
  waitlistEmpty: 'Nobody is waiting for a place on this slot.',
  waitlistPosition: 'Position',
  waitlistEmail: 'E-mail',
  waitlistPlaces: 'Places',
  waitlistLang: 'Language',
  waitlistSince: 'Joined',
  waitlistStatus: 'Where it stands',
  waitlistAnonymised: 'anonymised',
  waitlistLangs: { fr: 'French', en: 'English' },
  waitlistStatuses: {
    waiting: 'Waiting',
    offered: 'Place held',
    taken: 'Added to a cart',
    expired: 'Time ran out',
    left: 'Left the list',
    ended: 'Slot started',
  },
  waitlistUntil: (at: string) => `until ${at}`,
  waitlistMailed: (at: string) => `e-mail sent ${at}`,
  waitlistMailPending: 'e-mail being sent',
  waitlistMailFailed: (why: string) => `e-mail not sent (${why}), trying again soon`,
  waitlistOn: (at: string) => `on ${at}`,
};

export type WaitlistMessages = Widen<typeof waitlistFr>;

/** Both languages' texts of the waiting list (`useWaitlistTexts`). */
export const waitlistTexts = { fr: waitlistFr, en: waitlistEn } as const;
