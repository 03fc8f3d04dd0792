/**
 * Texts of invoicing: the school's settings (screens/invoicing) and an order's invoices and credit notes (the order's
 * page). French is the source, English must have the same keys and signatures. They load with those screens
 * (`useInvoicingTexts`), not with the first screen (fr.ts and en.ts are in the first load, which has a size limit).
 */
import type { Widen } from './widen';

const fr$ = (n: number) => n.toLocaleString('fr-FR');
const en$ = (n: number) => n.toLocaleString('en-GB');
const s = (n: number) => (n > 1 ? 's' : '');

export const invoicingFr = {
  // the order's documents
  docsHeading: 'Factures et avoirs',
  docsEmpty: 'Aucune facture : la facturation de l’école est désactivée, ou la commande n’est pas payée.',
  docsTable: 'Factures et avoirs de la commande',
  docKind: 'Document',
  docNumber: 'Numéro',
  docIssuedAt: 'Émis le',
  docAmount: 'Montant TTC',
  docFiles: 'Fichiers',
  invoice: 'Facture',
  creditNote: 'Avoir',
  refersTo: (number: string) => `sur ${number}`,
  downloadPdf: (kind: 'invoice' | 'credit_note', number: string) =>
    `Télécharger ${kind === 'invoice' ? 'la facture' : 'l’avoir'} ${number} en PDF`,
  downloadXml: (kind: 'invoice' | 'credit_note', number: string) =>
    `Télécharger le XML Factur-X ${kind === 'invoice' ? 'de la facture' : 'de l’avoir'} ${number}`,

  // the settings
  title: 'Facturation',
  intro:
    'Avec la facturation activée, une facture est émise à chaque commande payée et un avoir à chaque remboursement, numérotés sans trou ; ils ne changent plus une fois émis.',
  issued: (invoices: number, notes: number) => `${fr$(invoices)} facture${s(invoices)} et ${fr$(notes)} avoir${s(notes)} émis à ce jour.`,
  savedBy: (at: string, by: string) => `Enregistré le ${at}${by ? ` par ${by}` : ''}.`,
  neverSaved: 'Pas encore enregistré depuis le back office.',
  enabled: 'Émettre des factures',
  enabledHint: 'Il faut alors la raison sociale, l’adresse, le SIREN et le SIRET de l’école.',
  sellerHeading: 'L’école, telle que la facture la nomme',
  legalName: 'Raison sociale',
  address: 'Adresse',
  addressHint: 'Un élément par ligne : rue, code postal et ville, pays.',
  siren: 'SIREN',
  sirenHint: '9 chiffres.',
  siret: 'SIRET',
  siretHint: '14 chiffres : le SIREN puis 5 chiffres.',
  vatNumber: 'Numéro de TVA intracommunautaire',
  vatNumberHint: 'Par exemple FR12345678901 ; facultatif.',
  numberingHeading: 'Numérotation et mentions',
  numberPrefix: 'Préfixe des numéros',
  numberExample: (invoice: string, note: string) => `Exemple : ${invoice} (facture), ${note} (avoir).`,
  prefixFrozen: 'Il ne peut plus changer pendant une année où des documents ont été émis.',
  legalMentions: 'Mentions légales',
  legalMentionsHint: 'Imprimées au pied de chaque facture : capital, RCS, assurance…',
  attach: 'Joindre la facture à l’e-mail de confirmation',
  vatHeading: 'TVA par type de produit',
  vatIntro: 'Le taux de chaque type de produit vendu ; à 0 %, la mention légale de l’exonération est imprimée sur la facture.',
  vatTable: 'TVA par type de produit',
  vatType: 'Type de produit',
  vatRate: 'TVA',
  vatRateOf: (type: string) => `Taux de TVA : ${type}`,
  exemption: 'Mention d’exonération',
  exemptionOf: (type: string) => `Mention d’exonération : ${type}`,
  save: 'Enregistrer les paramètres',
  saving: 'Enregistrement…',
  saved: 'Paramètres enregistrés.',

  // errors
  required: 'Obligatoire pour émettre des factures.',
  tooLong: (max: number) => `${fr$(max)} caractères au plus.`,
  sirenInvalid: 'Saisissez un SIREN valide : 9 chiffres.',
  siretInvalid: 'Saisissez un SIRET valide : 14 chiffres.',
  siretNotSiren: 'Le SIRET doit commencer par le SIREN.',
  vatNumberInvalid: 'Saisissez un numéro de TVA français, par exemple FR12345678901.',
  vatNumberNotSiren: 'Le numéro de TVA doit se terminer par le SIREN.',
  prefixInvalid: 'De 1 à 8 lettres ou chiffres, par exemple VN.',
  prefixLocked: (prefix: string) =>
    `Des documents ont été émis cette année avec le préfixe ${prefix} : il ne pourra changer que l’an prochain.`,
  exemptionRequired: 'Indiquez la mention légale de l’exonération (imprimée sur la facture).',
  fixErrors: (n: number) => `${fr$(n)} champ${s(n)} à corriger.`,
};

export type InvoicingMessages = Widen<typeof invoicingFr>;

export const invoicingEn: InvoicingMessages = {
  docsHeading: 'Invoices and credit notes',
  docsEmpty: 'No invoice: the school does not issue invoices, or the order is not paid.',
  docsTable: "The order's invoices and credit notes",
  docKind: 'Document',
  docNumber: 'Number',
  docIssuedAt: 'Issued',
  docAmount: 'Amount incl. VAT',
  docFiles: 'Files',
  invoice: 'Invoice',
  creditNote: 'Credit note',
  refersTo: (number: string) => `for ${number}`,
  downloadPdf: (kind: 'invoice' | 'credit_note', number: string) =>
    `Download ${kind === 'invoice' ? 'invoice' : 'credit note'} ${number} as PDF`,
  downloadXml: (kind: 'invoice' | 'credit_note', number: string) =>
    `Download the Factur-X XML of ${kind === 'invoice' ? 'invoice' : 'credit note'} ${number}`,

  title: 'Invoicing',
  intro:
    'With invoicing on, an invoice is issued for each paid order and a credit note for each refund, numbered without gaps; they never change once issued.',
  issued: (invoices: number, notes: number) =>
    `${en$(invoices)} invoice${invoices === 1 ? '' : 's'} and ${en$(notes)} credit note${notes === 1 ? '' : 's'} issued so far.`,
  savedBy: (at: string, by: string) => `Saved on ${at}${by ? ` by ${by}` : ''}.`,
  neverSaved: 'Not saved from the back office yet.',
  enabled: 'Issue invoices',
  enabledHint: "The school's legal name, address, SIREN and SIRET are then required.",
  sellerHeading: 'The school, as the invoice names it',
  legalName: 'Legal name',
  address: 'Address',
  addressHint: 'One element per line: street, postcode and town, country.',
  siren: 'SIREN',
  sirenHint: '9 digits.',
  siret: 'SIRET',
  siretHint: '14 digits: the SIREN then 5 digits.',
  vatNumber: 'VAT number',
  vatNumberHint: 'For example FR12345678901; optional.',
  numberingHeading: 'Numbering and mentions',
  numberPrefix: 'Number prefix',
  numberExample: (invoice: string, note: string) => `Example: ${invoice} (invoice), ${note} (credit note).`,
  prefixFrozen: 'It cannot change during a year in which documents were issued.',
  legalMentions: 'Legal mentions',
  legalMentionsHint: 'Printed at the foot of every invoice: share capital, trade register, insurance…',
  attach: 'Attach the invoice to the confirmation e-mail',
  vatHeading: 'VAT per product type',
  vatIntro: "Each product type's rate; at 0%, the legal mention of the exemption is printed on the invoice.",
  vatTable: 'VAT per product type',
  vatType: 'Product type',
  vatRate: 'VAT',
  vatRateOf: (type: string) => `VAT rate: ${type}`,
  exemption: 'Exemption mention',
  exemptionOf: (type: string) => `Exemption mention: ${type}`,
  save: 'Save the settings',
  saving: 'Saving…',
  saved: 'Settings saved.',

  required: 'Required to issue invoices.',
  tooLong: (max: number) => `${en$(max)} characters at most.`,
  sirenInvalid: 'Enter a valid SIREN: 9 digits.',
  siretInvalid: 'Enter a valid SIRET: 14 digits.',
  siretNotSiren: 'The SIRET must start with the SIREN.',
  vatNumberInvalid: 'Enter a French VAT number, such as FR12345678901.',
  vatNumberNotSiren: 'The VAT number must end with the SIREN.',
  prefixInvalid: '1 to 8 letters or digits, such as VN.',
  prefixLocked: (prefix: string) => `Documents were issued this year with the prefix ${prefix}: it can change from next year.`,
  exemptionRequired: 'Enter the legal mention of the exemption (printed on the invoice).',
  fixErrors: (n: number) => `${en$(n)} field${n === 1 ? '' : 's'} to correct.`,
};

/** Both languages' texts of invoicing (`useInvoicingTexts`). */
export const invoicingTexts = { fr: invoicingFr, en: invoicingEn } as const;
