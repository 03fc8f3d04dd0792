import type { InvoicingSettingsView } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { ErrorLine, TextField } from './InvoicingFields';
import { useInvoicingForm } from './useInvoicingForm';
import { VatTable } from './VatTable';

/** An invoice's number with this prefix: `VN-F-2026-000001` (F an invoice, A a credit note). */
const example = (prefix: string, kind: 'F' | 'A') => `${prefix.trim().toUpperCase() || '…'}-${kind}-${new Date().getFullYear()}-000001`;

/**
 * The school's invoicing settings (admins): invoicing on or off, the legal details an invoice carries, the numbering
 * prefix, the mentions, the VAT of each product type. Checked against the contract in the staff's language; the
 * platform's refusals land on their field.
 */
export function InvoicingForm({ view }: { view: InvoicingSettingsView }) {
  const { f } = useI18n();
  const state = useInvoicingForm(view);
  const { form, id, t, failure, onSubmit, describedBy, invalid } = state;
  const enabled = form.watch('enabled');
  const prefix = form.watch('numberPrefix');
  const issued = view.issued.invoices + view.issued.creditNotes;

  return (
    <form onSubmit={onSubmit} noValidate className="form invoicing-form" aria-label={t.title}>
      <div className="invoicing-status">
        <p className="hint">{t.issued(view.issued.invoices, view.issued.creditNotes)}</p>
        <p className="hint">{view.updatedAt ? t.savedBy(f.instant(view.updatedAt), view.updatedBy ?? '') : t.neverSaved}</p>
      </div>
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}

      <div className="field">
        <div className="check">
          <input
            id={`${id}-enabled`}
            type="checkbox"
            aria-describedby={describedBy('enabled', true)}
            aria-invalid={invalid('enabled')}
            {...form.register('enabled')}
          />
          <label htmlFor={`${id}-enabled`} className="strong">
            {t.enabled}
          </label>
        </div>
        <p className="hint" id={`${id}-enabled-hint`}>
          {t.enabledHint}
        </p>
        <ErrorLine state={state} name="enabled" />
      </div>

      <fieldset className="field">
        <legend>{t.sellerHeading}</legend>
        <div className="invoicing-grid">
          <TextField state={state} name="legalName" label={t.legalName} required={enabled} inputProps={{ autoComplete: 'organization' }} />
          <TextField state={state} name="address" label={t.address} hint={t.addressHint} multiline required={enabled} />
          <TextField
            state={state}
            name="siren"
            label={t.siren}
            hint={t.sirenHint}
            required={enabled}
            inputProps={{ inputMode: 'numeric', spellCheck: false }}
          />
          <TextField
            state={state}
            name="siret"
            label={t.siret}
            hint={t.siretHint}
            required={enabled}
            inputProps={{ inputMode: 'numeric', spellCheck: false }}
          />
          <TextField
            state={state}
            name="vatNumber"
            label={t.vatNumber}
            hint={t.vatNumberHint}
            inputProps={{ spellCheck: false, autoCapitalize: 'characters' }}
          />
        </div>
      </fieldset>

      <fieldset className="field">
        <legend>{t.numberingHeading}</legend>
        <div className="invoicing-grid">
          <TextField
            state={state}
            name="numberPrefix"
            label={t.numberPrefix}
            className="invoicing-prefix"
            hint={
              <>
                {t.numberExample(example(prefix, 'F'), example(prefix, 'A'))}
                {issued > 0 && ` ${t.prefixFrozen}`}
              </>
            }
            inputProps={{ spellCheck: false, autoCapitalize: 'characters', maxLength: 8 }}
          />
          <TextField state={state} name="legalMentions" label={t.legalMentions} hint={t.legalMentionsHint} multiline />
        </div>
        <div className="check">
          <input id={`${id}-attach`} type="checkbox" {...form.register('attachToConfirmation')} />
          <label htmlFor={`${id}-attach`}>{t.attach}</label>
        </div>
      </fieldset>

      <VatTable state={state} />

      <div>
        <button type="submit" className="button primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
