/**
 * Texts of the activity log: French is the source, English must have the same keys and signatures. Only its
 * screen uses them, so they load with it (`useActivityTexts`), not with the first screen. No React here.
 */
import type { ActivityKind } from '@schuss/contracts';
import type { Widen } from './widen';

const ACTIONS_FR: Record<string, string> = {
  'order.cancel': 'Annulation',
  'order.refund': 'Remboursement',
  'order.refund-failed': 'Remboursement échoué',
  'order.closure': 'Fermeture (commande)',
  'order.resend-confirmation': 'Confirmation renvoyée',
  'order.revoke-links': 'Liens révoqués',
  'product.create': 'Produit créé',
  'product.import': 'Produit importé',
  'product.edit': 'Produit modifié',
  'product.hide': 'Produit masqué',
  'product.show': 'Produit affiché',
  'season.update': 'Saison modifiée',
  'slot.capacity': 'Capacité modifiée',
  'slot.close': 'Créneau fermé',
  'slot.reopen': 'Créneau rouvert',
  'slots.generate': 'Créneaux générés',
  'slots.import': 'Créneaux importés',
  'slots.remove': 'Créneaux retirés',
  'promo-code.create': 'Code promo créé',
  'promo-code.update': 'Code promo modifié',
  'promo-code.disable': 'Code promo désactivé',
  'promo-code.enable': 'Code promo réactivé',
  'gift-voucher.disable': 'Bon cadeau désactivé',
  'closure.create': 'Fermeture',
  'closure.retry': 'Fermeture : nouvel essai',
  'account.invite': 'Invitation',
  'account.role-added': 'Rôle ajouté',
  'account.role': 'Rôle modifié',
  'account.disable': 'Compte désactivé',
  'account.enable': 'Compte réactivé',
  'places.repair': 'Places recalculées',
};

const ACTIONS_EN: Record<string, string> = {
  'order.cancel': 'Cancellation',
  'order.refund': 'Refund',
  'order.refund-failed': 'Refund failed',
  'order.closure': 'Closure (order)',
  'order.resend-confirmation': 'Confirmation sent again',
  'order.revoke-links': 'Links revoked',
  'product.create': 'Product created',
  'product.import': 'Product imported',
  'product.edit': 'Product edited',
  'product.hide': 'Product hidden',
  'product.show': 'Product shown',
  'season.update': 'Season changed',
  'slot.capacity': 'Capacity changed',
  'slot.close': 'Slot closed',
  'slot.reopen': 'Slot opened again',
  'slots.generate': 'Slots generated',
  'slots.import': 'Slots imported',
  'slots.remove': 'Slots removed',
  'promo-code.create': 'Promo code created',
  'promo-code.update': 'Promo code changed',
  'promo-code.disable': 'Promo code disabled',
  'promo-code.enable': 'Promo code enabled',
  'gift-voucher.disable': 'Gift voucher disabled',
  'closure.create': 'Closure',
  'closure.retry': 'Closure: tried again',
  'account.invite': 'Invitation',
  'account.role-added': 'Role added',
  'account.role': 'Role changed',
  'account.disable': 'Account disabled',
  'account.enable': 'Account enabled',
  'places.repair': 'Places recomputed',
};

const KINDS_FR: Record<ActivityKind, string> = {
  orders: 'Commandes',
  catalogue: 'Catalogue',
  season: 'Saison et créneaux',
  offers: 'Offres',
  closures: 'Fermetures',
  accounts: 'Comptes',
  places: 'Places (réparations)',
};
const KINDS_EN: Record<ActivityKind, string> = {
  orders: 'Orders',
  catalogue: 'Catalogue',
  season: 'Season and slots',
  offers: 'Offers',
  closures: 'Closures',
  accounts: 'Accounts',
  places: 'Places (repairs)',
};

export const activityFr = {
  title: 'Journal d’activité',
  intro:
    'Qui a modifié quoi, et quand : chaque action de l’équipe (annulations, remboursements, catalogue, saison, offres, fermetures, comptes) et chaque réparation des places, avec l’état avant et après.',
  kind: 'Domaine',
  allKinds: 'Tout',
  kindName: (k: string) => KINDS_FR[k as ActivityKind] ?? k,
  table: 'Actions enregistrées',
  when: 'Date',
  who: 'Par',
  what: 'Action',
  concerns: 'Concerne',
  changes: 'Avant → après',
  actionName: (a: string) => ACTIONS_FR[a] ?? a,
  order: (number: string) => `Commande ${number}`,
  seeOrder: (number: string) => `Voir la commande ${number}`,
  empty: 'Aucune action enregistrée pour l’instant.',
  emptyKind: 'Aucune action de ce domaine pour l’instant.',
  older: 'Afficher les actions plus anciennes',
  loadingOlder: 'Chargement des actions plus anciennes…',
  shown: (n: number) => `${n} action${n > 1 ? 's' : ''} affichée${n > 1 ? 's' : ''}`,
  end: 'Vous êtes au début du journal.',
  nothing: '—',
};

export type ActivityMessages = Widen<typeof activityFr>;

export const activityEn: ActivityMessages = {
  title: 'Activity log',
  intro:
    'Who changed what, and when: every action of the team (cancellations, refunds, catalogue, season, offers, closures, accounts) and every repair of the places, with the state before and after.',
  kind: 'Area',
  allKinds: 'Everything',
  kindName: (k: string) => KINDS_EN[k as ActivityKind] ?? k,
  table: 'Recorded actions',
  when: 'Date',
  who: 'By',
  what: 'Action',
  concerns: 'Concerns',
  changes: 'Before → after',
  actionName: (a: string) => ACTIONS_EN[a] ?? a,
  order: (number: string) => `Order ${number}`,
  seeOrder: (number: string) => `See order ${number}`,
  empty: 'No action recorded yet.',
  emptyKind: 'No action in this area yet.',
  older: 'Show older actions',
  loadingOlder: 'Loading older actions…',
  shown: (n: number) => `${n} action${n > 1 ? 's' : ''} shown`,
  end: 'This is the start of the log.',
  nothing: '—',
};

/** Both languages' texts of the activity log (`useActivityTexts`). */
export const activityTexts = { fr: activityFr, en: activityEn } as const;
