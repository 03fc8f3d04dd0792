/**
 * Texts of the activity log: French is the source, English must have the same keys and signatures. Only its
 * screen uses them, so they load with it (`useActivityTexts`), not with the first screen. No React here.
 */
import type { ActivityKind, Role } from '@schuss/contracts';
import type { Widen } from './widen';

const ACTIONS_FR: Record<string, string> = {
  'order.cancel': 'Annulation',
  'order.refund': 'Remboursement',
  'order.cancel-participant': 'Participant annulé',
  'order.refund-failed': 'Remboursement échoué',
  'order.adjustment': 'Régularisation',
  'check-in': 'Présence notée',
  'check-out': 'Présence retirée',
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
  'account.password-reset': 'Lien de mot de passe envoyé',
  'account.invitation-resend': 'Invitation renvoyée',
  'account.invitation-accepted': 'Invitation acceptée',
  'account.password-changed': 'Mot de passe changé',
  'invoicing.settings': 'Réglages de facturation',
  'places.repair': 'Places recalculées',
  'earnings.rule': 'Part de l’école modifiée',
  'earnings.bank-account': 'Compte d’un moniteur modifié',
};

const ACTIONS_EN: Record<string, string> = {
  'order.cancel': 'Cancellation',
  'order.refund': 'Refund',
  'order.cancel-participant': 'Participant cancelled',
  'order.refund-failed': 'Refund failed',
  'order.adjustment': 'Adjustment',
  'check-in': 'Checked in',
  'check-out': 'Check-in undone',
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
  'account.password-reset': 'Password link sent',
  'account.invitation-resend': 'Invitation sent again',
  'account.invitation-accepted': 'Invitation accepted',
  'account.password-changed': 'Password changed',
  'invoicing.settings': 'Invoicing settings',
  'places.repair': 'Places recomputed',
  'earnings.rule': "School's share changed",
  'earnings.bank-account': "Instructor's account changed",
};

const listFr = (items: string[]) => new Intl.ListFormat('fr', { type: 'conjunction' }).format(items);
const listEn = (items: string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);
const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
const plainEn = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const tail = (text: string | null, before: string) => (text ? `${before}${text}` : '');

/** Field names of what the platform records before and after, in words (any other is shown as recorded). */
const FIELDS_FR: Record<string, string> = {
  status: 'Statut',
  refundedCents: 'Remboursé',
  refundCents: 'Remboursement',
  voucherCreditedCents: 'Crédité sur bon cadeau',
  reason: 'Motif',
  error: 'Erreur',
  to: 'Destinataire',
  revokedLinks: 'Liens révoqués',
  cents: 'Montant',
  means: 'Moyen',
  reference: 'Référence',
  present: 'Présent',
  day: 'Jour',
  key: 'Clé',
  type: 'Type',
  merchant: 'Prestataire',
  name: 'Nom',
  description: 'Description',
  dated: 'Sur créneaux',
  hidden: 'Masqué du site',
  attributes: 'Caractéristiques',
  pricing: 'Tarifs',
  startsOn: 'Début',
  endsOn: 'Fin',
  periods: 'Périodes',
  capacity: 'Capacité',
  sold: 'Places vendues',
  held: 'Places retenues',
  closed: 'Fermé',
  product: 'Produit',
  created: 'Créés',
  skipped: 'Déjà là',
  pattern: 'Jours',
  times: 'Horaires',
  periodCapacity: 'Capacité par période',
  removed: 'Retirés',
  kept: 'Gardés (réservés)',
  capacities: 'Capacités',
  code: 'Code',
  kind: 'Type de remise',
  percent: 'Pourcentage',
  amountCents: 'Montant',
  productTypes: 'Types de produits',
  validFrom: 'Valable du',
  validTo: 'Valable jusqu’au',
  maxUses: 'Utilisations maximum',
  uses: 'Utilisations',
  exclusive: 'Non cumulable',
  active: 'Actif',
  balanceCents: 'Solde',
  scope: 'Étendue',
  note: 'Note',
  remedy: 'Solution',
  orders: 'Commandes',
  lines: 'Lignes',
  emails: 'E-mails',
  email: 'E-mail',
  role: 'Rôle',
  lang: 'Langue',
  expiresAt: 'Expire le',
  disabled: 'Désactivé',
  enabled: 'Activée',
  legalName: 'Raison sociale',
  siret: 'SIRET',
  vatNumber: 'N° de TVA',
  numberPrefix: 'Préfixe des numéros',
  legalMentions: 'Mentions légales',
  attachToConfirmation: 'Jointe à la confirmation',
  vat: 'TVA',
  address: 'Adresse',
  start: 'Début',
  end: 'Fin',
  label: 'Nom',
  startTime: 'Heure de début',
  endTime: 'Heure de fin',
};
const FIELDS_EN: Record<string, string> = {
  status: 'Status',
  refundedCents: 'Refunded',
  refundCents: 'Refund',
  voucherCreditedCents: 'Credited to a gift voucher',
  reason: 'Reason',
  error: 'Error',
  to: 'To',
  revokedLinks: 'Links revoked',
  cents: 'Amount',
  means: 'Means',
  reference: 'Reference',
  present: 'Present',
  day: 'Day',
  key: 'Key',
  type: 'Type',
  merchant: 'Merchant',
  name: 'Name',
  description: 'Description',
  dated: 'On slots',
  hidden: 'Hidden from the site',
  attributes: 'Attributes',
  pricing: 'Prices',
  startsOn: 'Start',
  endsOn: 'End',
  periods: 'Periods',
  capacity: 'Capacity',
  sold: 'Places sold',
  held: 'Places held',
  closed: 'Closed',
  product: 'Product',
  created: 'Created',
  skipped: 'Already there',
  pattern: 'Days',
  times: 'Times',
  periodCapacity: 'Capacity per period',
  removed: 'Removed',
  kept: 'Kept (booked)',
  capacities: 'Capacities',
  code: 'Code',
  kind: 'Discount type',
  percent: 'Percentage',
  amountCents: 'Amount',
  productTypes: 'Product types',
  validFrom: 'Valid from',
  validTo: 'Valid until',
  maxUses: 'Maximum uses',
  uses: 'Uses',
  exclusive: 'Not combinable',
  active: 'Active',
  balanceCents: 'Balance',
  scope: 'Scope',
  note: 'Note',
  remedy: 'Remedy',
  orders: 'Orders',
  lines: 'Lines',
  emails: 'E-mails',
  email: 'E-mail',
  role: 'Role',
  lang: 'Language',
  expiresAt: 'Expires',
  disabled: 'Disabled',
  enabled: 'On',
  legalName: 'Legal name',
  siret: 'SIRET',
  vatNumber: 'VAT number',
  numberPrefix: 'Number prefix',
  legalMentions: 'Legal mentions',
  attachToConfirmation: 'Attached to the confirmation',
  vat: 'VAT',
  address: 'Address',
  start: 'Start',
  end: 'End',
  label: 'Name',
  startTime: 'Start time',
  endTime: 'End time',
};

/** Recorded values that are words of the platform (statuses, means, reasons…), in the staff's words. */
const VALUES_FR: Record<string, string> = {
  sent: 'envoyé',
  failed: 'échec',
  cash: 'espèces',
  transfer: 'virement',
  cheque: 'chèque',
  weather: 'météo',
  avalanche: 'risque d’avalanche',
  lift_breakdown: 'panne des remontées mécaniques',
  other: 'autre raison',
  refund: 'remboursement',
  move: 'déplacement sur un autre créneau',
  day: 'journée',
  slot: 'créneau',
  percent: 'pourcentage',
  amount: 'montant',
  pending: 'en attente',
  active: 'actif',
  spent: 'épuisé',
  expired: 'expiré',
  disabled: 'désactivé',
  fr: 'français',
  en: 'anglais',
};
const VALUES_EN: Record<string, string> = {
  sent: 'sent',
  failed: 'failed',
  cash: 'cash',
  transfer: 'bank transfer',
  cheque: 'cheque',
  weather: 'weather',
  avalanche: 'avalanche risk',
  lift_breakdown: 'lift breakdown',
  other: 'other reason',
  refund: 'refund',
  move: 'move to another slot',
  day: 'whole day',
  slot: 'slot',
  percent: 'percentage',
  amount: 'amount',
  pending: 'pending',
  active: 'active',
  spent: 'spent',
  expired: 'expired',
  disabled: 'disabled',
  fr: 'French',
  en: 'English',
};
const ROLES_FR: Record<Role, string> = { admin: 'administration', staff: 'accueil', editor: 'édition', instructor: 'moniteur' };
const ROLES_EN: Record<Role, string> = { admin: 'administrator', staff: 'front desk', editor: 'editor', instructor: 'instructor' };

/**
 * Each action in a sentence (`who` is already `Marie (accueil)`; amounts, days and slots come formatted).
 * French and English each have their own grammar: the pieces are put together here, not in the screen.
 */
const saidFr = {
  cancel: (who: string, lines: string, refund: string | null) => `${who} a annulé ${lines}${tail(refund, ' et remboursé ')}`,
  cancelParticipant: (who: string, participant: string, line: string | null, refund: string | null) =>
    `${who} a annulé l’inscription de ${participant}${tail(line, ' à ')}${tail(refund, ' et remboursé ')}`,
  refund: (who: string, amount: string | null) => (amount ? `${who} a remboursé ${amount}` : `${who} a fait un remboursement`),
  refundFailed: (who: string, amount: string | null) =>
    `${who} a demandé un remboursement${tail(amount, ' de ')} : la banque l’a refusé, rien n’a été remboursé`,
  closureOrder: (who: string, lines: string, moved: boolean, amount: string | null) =>
    moved
      ? `${who} a déplacé ${lines} sur un autre créneau (fermeture)`
      : `${who} a fermé le créneau de ${lines}${tail(amount, ' et remboursé ')}`,
  resend: (who: string, to: string, sent: boolean) => `${who} a renvoyé la confirmation à ${to}${sent ? '' : ' (l’envoi a échoué)'}`,
  revokeLinks: (who: string, n: number | null) =>
    `${who} a révoqué les liens personnels de la commande${n === null ? '' : ` (${plural(n, 'lien', 'liens')})`}`,
  adjustment: (who: string, givenBack: boolean, amount: string, means: string, line: string | null) =>
    `${who} a ${givenBack ? 'rendu' : 'encaissé'} ${amount} (${means})${tail(line, ' pour ')}`,
  checkIn: (who: string, participant: string, day: string, line: string | null) =>
    `${who} a noté la présence de ${participant} le ${day}${tail(line, ' à ')}`,
  checkOut: (who: string, participant: string, day: string, line: string | null) =>
    `${who} a retiré la présence de ${participant} le ${day}${tail(line, ' à ')}`,
  product: (who: string, action: string, name: string) =>
    action === 'hide'
      ? `${who} a masqué le produit ${name} sur le site`
      : action === 'show'
        ? `${who} a affiché le produit ${name} sur le site`
        : `${who} a ${({ create: 'créé', import: 'importé' } as Record<string, string>)[action] ?? 'modifié'} le produit ${name}`,
  season: (who: string, from: string, to: string, periods: number) =>
    `${who} a modifié la saison : du ${from} au ${to}, ${plural(periods, 'période', 'périodes')}`,
  capacity: (who: string, slot: string, before: number | null, after: number | null) =>
    before !== null && after !== null
      ? `${who} a changé la capacité du ${slot} : de ${before} à ${plural(after, 'place', 'places')}`
      : `${who} a changé la capacité du ${slot}`,
  slotClose: (who: string, slot: string, reason: string | null) => `${who} a fermé le ${slot}${tail(reason, ' : ')}`,
  slotReopen: (who: string, slot: string) => `${who} a rouvert le ${slot}`,
  slotsGenerate: (who: string, n: number, product: string) => `${who} a créé ${plural(n, 'créneau', 'créneaux')} de ${product}`,
  slotsImport: (who: string, created: number, changed: number) =>
    `${who} a importé des créneaux (CSV) : ${plural(created, 'créé', 'créés')}, ${plural(changed, 'capacité modifiée', 'capacités modifiées')}`,
  slotsRemove: (who: string, product: string, removed: number, closed: number, kept: number) =>
    `${who} a retiré des créneaux de ${product} : ${plural(removed, 'supprimé', 'supprimés')}, ${plural(closed, 'fermé', 'fermés')}, ${plural(kept, 'gardé', 'gardés')} (réservés)`,
  promo: (who: string, action: string, code: string) =>
    `${who} a ${({ create: 'créé', update: 'modifié', disable: 'désactivé', enable: 'réactivé' } as Record<string, string>)[action] ?? 'modifié'} le code promo ${code}`,
  voucherDisable: (who: string, voucher: string, reason: string | null) =>
    `${who} a désactivé le bon cadeau ${voucher}${tail(reason, ' : ')}`,
  closeDay: (day: string, slots: number) => `la journée du ${day} (${plural(slots, 'créneau', 'créneaux')})`,
  closeSlot: (slot: string) => `le ${slot}`,
  closure: (who: string, what: string, reason: string, moved: boolean) =>
    `${who} a fermé ${what} (${reason}) et ${moved ? 'déplacé les participants sur un autre créneau' : 'remboursé les participants'}`,
  closureRetry: (who: string, refunds: number, emails: number) =>
    `${who} a relancé une fermeture : ${plural(refunds, 'remboursement', 'remboursements')}, ${plural(emails, 'e-mail', 'e-mails')}`,
  accountInvite: (who: string, name: string, role: string | null) => `${who} a invité ${name}${tail(role, ', rôle ')}`,
  accountRoleAdded: (who: string, name: string, role: string | null) => `${who} a donné un rôle à ${name}${tail(role, ' : ')}`,
  accountRole: (who: string, name: string, before: string | null, after: string | null) =>
    `${who} a changé le rôle de ${name}${before && after ? ` : ${before} → ${after}` : ''}`,
  accountDisabled: (who: string, name: string, disabled: boolean) => `${who} a ${disabled ? 'désactivé' : 'réactivé'} le compte de ${name}`,
  passwordReset: (who: string, name: string) => `${who} a envoyé à ${name} un lien pour choisir un nouveau mot de passe`,
  invitationResend: (who: string, name: string) => `${who} a renvoyé son invitation à ${name}`,
  invitationAccepted: (who: string) => `${who} a accepté son invitation et choisi son mot de passe`,
  passwordChanged: (who: string) => `${who} a choisi un nouveau mot de passe`,
  placesRepair: (who: string, slot: string, held: number | null, sold: number | null) =>
    `${who} a recalculé les places du ${slot}${held !== null && sold !== null ? ` : ${plural(held, 'retenue', 'retenues')}, ${plural(sold, 'vendue', 'vendues')}` : ''}`,
  invoicing: (who: string, enabled: boolean | null) =>
    `${who} a modifié les réglages de facturation${enabled === null ? '' : enabled ? ' (factures activées)' : ' (factures désactivées)'}`,
  other: (who: string, action: string, subject: string) => `${who} : ${action}${tail(subject, ' — ')}`,
};
const saidEn: typeof saidFr = {
  cancel: (who, lines, refund) => `${who} cancelled ${lines}${tail(refund, ' and refunded ')}`,
  cancelParticipant: (who, participant, line, refund) =>
    `${who} cancelled ${participant}’s place${tail(line, ' on ')}${tail(refund, ' and refunded ')}`,
  refund: (who, amount) => (amount ? `${who} refunded ${amount}` : `${who} made a refund`),
  refundFailed: (who, amount) => `${who} asked for a refund${tail(amount, ' of ')}: the bank refused it, nothing was refunded`,
  closureOrder: (who, lines, moved, amount) =>
    moved ? `${who} moved ${lines} to another slot (closure)` : `${who} closed the slot of ${lines}${tail(amount, ' and refunded ')}`,
  resend: (who, to, sent) => `${who} sent the confirmation again to ${to}${sent ? '' : ' (it could not be sent)'}`,
  revokeLinks: (who, n) => `${who} revoked the order’s personal links${n === null ? '' : ` (${plainEn(n, 'link', 'links')})`}`,
  adjustment: (who, givenBack, amount, means, line) =>
    `${who} ${givenBack ? 'gave back' : 'collected'} ${amount} (${means})${tail(line, ' for ')}`,
  checkIn: (who, participant, day, line) => `${who} checked in ${participant} on ${day}${tail(line, ' at ')}`,
  checkOut: (who, participant, day, line) => `${who} undid ${participant}’s check-in on ${day}${tail(line, ' at ')}`,
  product: (who, action, name) =>
    action === 'hide'
      ? `${who} hid the product ${name} from the site`
      : action === 'show'
        ? `${who} showed the product ${name} on the site`
        : `${who} ${({ create: 'created', import: 'imported' } as Record<string, string>)[action] ?? 'edited'} the product ${name}`,
  season: (who, from, to, periods) => `${who} changed the season: ${from} to ${to}, ${plainEn(periods, 'period', 'periods')}`,
  capacity: (who, slot, before, after) =>
    before !== null && after !== null
      ? `${who} changed the capacity of the ${slot}: from ${before} to ${plainEn(after, 'place', 'places')}`
      : `${who} changed the capacity of the ${slot}`,
  slotClose: (who, slot, reason) => `${who} closed the ${slot}${tail(reason, ': ')}`,
  slotReopen: (who, slot) => `${who} opened the ${slot} again`,
  slotsGenerate: (who, n, product) => `${who} created ${plainEn(n, 'slot', 'slots')} of ${product}`,
  slotsImport: (who, created, changed) =>
    `${who} imported slots (CSV): ${created} created, ${plainEn(changed, 'capacity', 'capacities')} changed`,
  slotsRemove: (who, product, removed, closed, kept) =>
    `${who} removed slots of ${product}: ${removed} deleted, ${closed} closed, ${kept} kept (booked)`,
  promo: (who, action, code) =>
    `${who} ${({ create: 'created', update: 'changed', disable: 'disabled', enable: 'enabled' } as Record<string, string>)[action] ?? 'changed'} the promo code ${code}`,
  voucherDisable: (who, voucher, reason) => `${who} disabled the gift voucher ${voucher}${tail(reason, ': ')}`,
  closeDay: (day, slots) => `the whole day of ${day} (${plainEn(slots, 'slot', 'slots')})`,
  closeSlot: (slot) => `the ${slot}`,
  closure: (who, what, reason, moved) =>
    `${who} closed ${what} (${reason}) and ${moved ? 'moved the participants to another slot' : 'refunded the participants'}`,
  closureRetry: (who, refunds, emails) =>
    `${who} tried a closure again: ${plainEn(refunds, 'refund', 'refunds')}, ${plainEn(emails, 'e-mail', 'e-mails')}`,
  accountInvite: (who, name, role) => `${who} invited ${name}${tail(role, ' as ')}`,
  accountRoleAdded: (who, name, role) => `${who} gave ${name} a role${tail(role, ': ')}`,
  accountRole: (who, name, before, after) => `${who} changed ${name}’s role${before && after ? `: ${before} → ${after}` : ''}`,
  accountDisabled: (who, name, disabled) => `${who} ${disabled ? 'disabled' : 'enabled'} ${name}’s account`,
  passwordReset: (who, name) => `${who} sent ${name} a link to choose a new password`,
  invitationResend: (who, name) => `${who} sent ${name} their invitation again`,
  invitationAccepted: (who) => `${who} accepted their invitation and chose a password`,
  passwordChanged: (who) => `${who} chose a new password`,
  placesRepair: (who, slot, held, sold) =>
    `${who} recomputed the places of the ${slot}${held !== null && sold !== null ? `: ${held} held, ${sold} sold` : ''}`,
  invoicing: (who, enabled) =>
    `${who} changed the invoicing settings${enabled === null ? '' : enabled ? ' (invoices on)' : ' (invoices off)'}`,
  other: (who, action, subject) => `${who}: ${action}${tail(subject, ' — ')}`,
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
  what: 'Ce qui s’est passé',
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
  /** `Marie (accueil)`; a command an operator ran: its name. */
  actor: (name: string, role: Role | null) => (role ? `${name} (${ROLES_FR[role]})` : name),
  operator: (command: string) => `La commande « ${command} »`,
  someone: 'Quelqu’un',
  roleName: (role: string) => ROLES_FR[role as Role] ?? role,
  /** `Cours collectif Flocon (Léa, Hugo)` */
  line: (product: string, participants: string[]) => (participants.length ? `${product} (${participants.join(', ')})` : product),
  lineNumber: (id: number) => `n° ${id}`,
  lines: (lines: string[]) => (lines.length > 1 ? `les lignes ${listFr(lines)}` : `la ligne ${lines[0] ?? ''}`),
  theOrder: 'la commande',
  /** `créneau Cours collectif Flocon du 04/01/2027 09:15–11:45` (after `le`/`du`). */
  slot: (product: string, from: string, to: string | null, times: string | null) =>
    `créneau ${product} ${to ? `du ${from} au ${to}` : `du ${from}`}${tail(times, ' ')}`,
  slotNumber: (id: number) => `créneau n° ${id}`,
  list: listFr,
  said: saidFr,
  field: (key: string) => FIELDS_FR[key] ?? key,
  value: (v: string) => VALUES_FR[v] ?? v,
  yes: 'Oui',
  no: 'Non',
  none: 'aucun',
  items: (n: number) => plural(n, 'élément', 'éléments'),
  /** One field of what changed: `Statut : payée → annulée`, `Rôle : accueil` (a creation). */
  change: (field: string, before: string | null, after: string | null) =>
    `${field ? `${field} : ` : ''}${before === null ? (after ?? '—') : `${before} → ${after ?? '—'}`}`,
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
  what: 'What happened',
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
  actor: (name, role) => (role ? `${name} (${ROLES_EN[role]})` : name),
  operator: (command) => `The command “${command}”`,
  someone: 'Someone',
  roleName: (role) => ROLES_EN[role as Role] ?? role,
  line: (product, participants) => (participants.length ? `${product} (${participants.join(', ')})` : product),
  lineNumber: (id) => `no. ${id}`,
  lines: (lines) => (lines.length > 1 ? `the lines ${listEn(lines)}` : `the line ${lines[0] ?? ''}`),
  theOrder: 'the order',
  slot: (product, from, to, times) => `slot ${product} ${to ? `from ${from} to ${to}` : `on ${from}`}${tail(times, ' ')}`,
  slotNumber: (id) => `slot no. ${id}`,
  list: listEn,
  said: saidEn,
  field: (key) => FIELDS_EN[key] ?? key,
  value: (v) => VALUES_EN[v] ?? v,
  yes: 'Yes',
  no: 'No',
  none: 'none',
  items: (n) => plainEn(n, 'item', 'items'),
  change: (field, before, after) => `${field ? `${field}: ` : ''}${before === null ? (after ?? '—') : `${before} → ${after ?? '—'}`}`,
};

/** Both languages' texts of the activity log (`useActivityTexts`). */
export const activityTexts = { fr: activityFr, en: activityEn } as const;
