import {
  ErrorCode,
  type InvoicingSettings,
  type InvoicingSettingsView,
  PRODUCT_TYPES,
  type ProductType,
  type VatTreatment,
} from '@schuss/contracts';
import { type Db, invoices, invoicingSettings, rows, type Tx, transaction } from '@schuss/db';
import { eq, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { num } from '../../lib/sql';
import { recordAudit } from '../audit';
import { type AuthSession, staffLabel } from '../auth';
import { DEFAULT_VAT_BP } from '../ledger';

/**
 * The legal mentions of French law's exemptions, printed under the exempt lines' VAT total: lessons given
 * personally by independent instructors (CGI 261-4-4° b), insurance (261 C), the federation's licence and the
 * tourist tax (not a sale of the school's). A school may write its own.
 */
const EXEMPTIONS: Partial<Record<ProductType, string>> = {
  ESF: 'TVA non applicable, art. 261-4-4° b du CGI',
  ESF_CUSTOM: 'TVA non applicable, art. 261-4-4° b du CGI',
  ASSU: 'Exonération de TVA, art. 261 C du CGI',
  FFS: 'Hors champ de la TVA (licence fédérale)',
  STAY_TAX: 'Taxe de séjour, hors champ de la TVA',
};

/** A multi-purpose gift voucher: no VAT when sold (taxed when spent). */
export const GIFT_VOUCHER_MENTION = 'Bon à usages multiples : hors champ de la TVA à la vente (art. 256 bis III du CGI)';

/** French law's VAT per product type: the settings' starting point. */
export function defaultVat(): Record<ProductType, VatTreatment> {
  return Object.fromEntries(
    PRODUCT_TYPES.map((t) => {
      const rateBp = DEFAULT_VAT_BP[t];
      const exemption = EXEMPTIONS[t];
      return [t, rateBp > 0 ? { rateBp } : { rateBp, exemption: exemption ?? 'TVA non applicable' }];
    }),
  ) as Record<ProductType, VatTreatment>;
}

export type SchoolInvoicing = InvoicingSettingsView['settings'];

/** A school's invoicing settings; a school that never saved them has invoicing off and French law's VAT. */
export async function readSettings(db: Db | Tx, site: string): Promise<SchoolInvoicing> {
  const [row] = await db.select().from(invoicingSettings).where(eq(invoicingSettings.site, site));
  const vat = { ...defaultVat(), ...(row?.vat ?? {}) };
  return {
    enabled: row?.enabled ?? false,
    legalName: row?.legalName ?? '',
    address: row?.address ?? '',
    siren: row?.siren ?? '',
    siret: row?.siret ?? '',
    vatNumber: row?.vatNumber ?? '',
    numberPrefix: row?.numberPrefix ?? 'F',
    legalMentions: row?.legalMentions ?? '',
    attachToConfirmation: row?.attachToConfirmation ?? false,
    vat,
  };
}

/** The settings screen's view: the settings, how many documents were issued, who saved last. */
export async function settingsView(db: Db | Tx, site: string): Promise<InvoicingSettingsView> {
  const settings = await readSettings(db, site);
  const [row] = await db
    .select({ updatedAt: invoicingSettings.updatedAt, updatedBy: invoicingSettings.updatedBy })
    .from(invoicingSettings)
    .where(eq(invoicingSettings.site, site));
  const [counts] = await rows<{ invoices: unknown; notes: unknown }>(
    db,
    sql`select count(*) filter (where kind = 'invoice') as invoices, count(*) filter (where kind = 'credit_note') as notes
          from ${invoices} where site = ${site}`,
  );
  return {
    settings,
    issued: { invoices: num(counts?.invoices), creditNotes: num(counts?.notes) },
    updatedAt: row?.updatedAt ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/**
 * Saves a school's settings (admins; audited). The numbering prefix cannot change once a document was issued
 * this year: the year's sequence would read as two (400 naming `body.numberPrefix`).
 */
export async function saveSettings(db: Db, staff: AuthSession, input: InvoicingSettings): Promise<InvoicingSettingsView> {
  return transaction(db, async (tx) => {
    const before = await readSettings(tx, staff.site);
    if (before.numberPrefix !== input.numberPrefix) {
      const [issued] = await rows<{ n: unknown }>(
        tx,
        sql`select count(*) as n from ${invoices} where site = ${staff.site} and year = extract(year from now() at time zone 'Europe/Paris')`,
      );
      if (num(issued?.n) > 0) {
        throw new HttpError(
          400,
          `body.numberPrefix: documents were issued this year under ${before.numberPrefix}; the prefix can change from next year`,
          'body.numberPrefix',
          ErrorCode.InvalidInput,
        );
      }
    }
    const values = {
      enabled: input.enabled,
      legalName: input.legalName,
      address: input.address,
      siren: input.siren,
      siret: input.siret,
      vatNumber: input.vatNumber,
      numberPrefix: input.numberPrefix,
      legalMentions: input.legalMentions,
      attachToConfirmation: input.attachToConfirmation,
      vat: input.vat,
      updatedAt: new Date(),
      updatedBy: staffLabel(staff),
    };
    await tx
      .insert(invoicingSettings)
      .values({ site: staff.site, ...values })
      .onConflictDoUpdate({ target: invoicingSettings.site, set: values });
    await recordAudit(tx, staff, {
      action: 'invoicing.settings',
      subject: input.enabled ? 'invoicing on' : 'invoicing off',
      before,
      after: { ...input },
    });
    return settingsView(tx, staff.site);
  });
}
