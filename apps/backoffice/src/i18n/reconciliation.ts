/**
 * Texts of the reconciliation screen and the accountant's exports: French is the source, English must have the same
 * keys and signatures. They load with the screen (`useReconciliationTexts`, screens/reconciliation/texts.ts), not in
 * the first load (fr.ts and en.ts carry the nav entry only). No React here.
 */
import type { DifferenceKind } from '@schuss/contracts';
import type { Widen } from './widen';

const s = (n: number) => (n > 1 ? 's' : '');

export const reconciliationFr = {
  title: 'Rapprochement',
  intro:
    'Pour une période : ce que le grand livre a encaissé et remboursé, ce que le prestataire de paiement a pris et rendu (paiements et remboursements réussis), et le net du rapport des ventes. Chaque écart est listé ligne par ligne.',
  reconciled:
    'Tout concorde : le grand livre, le prestataire de paiement et le rapport des ventes donnent les mêmes montants, au centime près.',
  notReconciled: (n: number) => `${n} écart${s(n)} à examiner.`,
  moreDifferences: (shown: number, all: number) => `Les ${shown} premiers écarts sont listés sur ${all}.`,
  exportsHeading: 'Exports pour le comptable',
  exportsHint:
    'Journal au format des colonnes du FEC (une écriture équilibrée par mouvement du grand livre) et synthèse des ventes par jour et taux de TVA. Fichiers CSV (UTF-8, « ; »), pour un tableur ou le logiciel du comptable.',
  journalCsv: 'Télécharger le journal comptable (FEC, CSV)',
  vatCsv: 'Télécharger la synthèse TVA par jour (CSV)',
  figuresCaption: (from: string, to: string) => `Montants du ${from} au ${to}`,
  source: 'Source',
  in: 'Encaissé',
  out: 'Remboursé',
  net: 'Net',
  ledger: 'Grand livre (paiements, bons cadeaux vendus, remboursements)',
  provider: 'Prestataire de paiement (paiements et remboursements réussis)',
  sales: 'Rapport des ventes',
  providersCaption: 'Par prestataire de paiement',
  providerName: 'Prestataire',
  providerNone: '(aucun)',
  ledgerNet: 'Grand livre, net',
  providerNet: 'Prestataire, net',
  payments: 'Paiements',
  refunds: 'Remboursements',
  differencesCaption: 'Écarts, ligne par ligne',
  order: 'Commande',
  seeOrder: (number: string) => `Voir la commande ${number}`,
  kind: 'Écart',
  reference: 'Références',
  status: 'Statut',
  ledgerAmount: 'Grand livre',
  comparedAmount: 'Prestataire ou rapport',
  gap: 'Différence',
  when: 'Date',
  none: '—',
  kind_: {
    payment_without_entries: 'Paiement reçu sans écriture au grand livre',
    payment_amount: 'Montant du paiement différent au grand livre',
    entries_without_payment: 'Écritures pour un paiement non reçu',
    refund_without_entries: 'Remboursement effectué sans écriture au grand livre',
    refund_amount: 'Montant du remboursement différent au grand livre',
    refund_pending: 'Remboursement en attente chez le prestataire',
    entries_without_refund: 'Écritures pour un remboursement inconnu',
    sales_report: 'Le net du rapport des ventes diffère du grand livre',
  } satisfies Record<DifferenceKind, string>,
};

export type ReconciliationMessages = Widen<typeof reconciliationFr>;

export const reconciliationEn: ReconciliationMessages = {
  title: 'Reconciliation',
  intro:
    'For a period: what the ledger captured and refunded, what the payment provider took and gave back (succeeded payments and refunds), and the sales report’s net. Every difference is listed line by line.',
  reconciled: 'Everything reconciles: the ledger, the payment provider and the sales report give the same amounts, to the cent.',
  notReconciled: (n: number) => `${n} difference${s(n)} to look into.`,
  moreDifferences: (shown: number, all: number) => `The first ${shown} of ${all} differences are listed.`,
  exportsHeading: 'Exports for the accountant',
  exportsHint:
    'A journal in the FEC’s columns (one balanced entry per movement of the ledger) and the sales per day and VAT rate. CSV files (UTF-8, “;”), for a spreadsheet or the accountant’s software.',
  journalCsv: 'Download the accounting journal (FEC, CSV)',
  vatCsv: 'Download the VAT summary per day (CSV)',
  figuresCaption: (from: string, to: string) => `Amounts from ${from} to ${to}`,
  source: 'Source',
  in: 'Captured',
  out: 'Refunded',
  net: 'Net',
  ledger: 'Ledger (payments, gift vouchers sold, refunds)',
  provider: 'Payment provider (succeeded payments and refunds)',
  sales: 'Sales report',
  providersCaption: 'Per payment provider',
  providerName: 'Provider',
  providerNone: '(none)',
  ledgerNet: 'Ledger, net',
  providerNet: 'Provider, net',
  payments: 'Payments',
  refunds: 'Refunds',
  differencesCaption: 'Differences, line by line',
  order: 'Order',
  seeOrder: (number: string) => `See order ${number}`,
  kind: 'Difference',
  reference: 'References',
  status: 'Status',
  ledgerAmount: 'Ledger',
  comparedAmount: 'Provider or report',
  gap: 'Gap',
  when: 'Date',
  none: '—',
  kind_: {
    payment_without_entries: 'Payment received without ledger entries',
    payment_amount: 'Payment amount differs in the ledger',
    entries_without_payment: 'Entries for a payment not received',
    refund_without_entries: 'Refund made without ledger entries',
    refund_amount: 'Refund amount differs in the ledger',
    refund_pending: 'Refund pending at the provider',
    entries_without_refund: 'Entries for an unknown refund',
    sales_report: 'The sales report’s net differs from the ledger',
  },
};

/** Both languages' texts of the reconciliation screen (`useReconciliationTexts`). */
export const reconciliationTexts = { fr: reconciliationFr, en: reconciliationEn } as const;
