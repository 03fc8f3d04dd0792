/** The VAT of each product type: its rate, and at 0 % the legal mention of the exemption (required then). */

import { PRODUCT_TYPES, VAT_RATES_BP } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { ErrorLine } from './InvoicingFields';
import type { InvoicingFormState } from './useInvoicingForm';

export function VatTable({ state }: { state: InvoicingFormState }) {
  const { m, lang } = useI18n();
  const { id, t, form, describedBy, invalid } = state;
  const rates = form.watch('vat');
  const percent = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'percent', maximumFractionDigits: 1 });
  return (
    <fieldset className="field">
      <legend>{t.vatHeading}</legend>
      <p className="hint">{t.vatIntro}</p>
      <table className="data vat-table">
        <caption className="visually-hidden">{t.vatTable}</caption>
        <thead>
          <tr>
            <th scope="col">{t.vatType}</th>
            <th scope="col">{t.vatRate}</th>
          </tr>
        </thead>
        <tbody>
          {PRODUCT_TYPES.map((type) => {
            const rate = `vat.${type}.rateBp` as const;
            const exemption = `vat.${type}.exemption` as const;
            const exempt = rates?.[type]?.rateBp === '0';
            return (
              <tr key={type}>
                <th scope="row">{m.type_[type]}</th>
                <td>
                  <div className="vat-cell">
                    <div className="field vat-rate">
                      <label htmlFor={`${id}-${rate}`} className="visually-hidden">
                        {t.vatRateOf(m.type_[type])}
                      </label>
                      <select
                        id={`${id}-${rate}`}
                        aria-invalid={invalid(rate)}
                        aria-describedby={describedBy(rate)}
                        // The form's default, also as the element's (happy-dom does not take it from the form).
                        defaultValue={form.formState.defaultValues?.vat?.[type]?.rateBp}
                        {...form.register(rate)}
                      >
                        {VAT_RATES_BP.map((bp) => (
                          <option key={bp} value={String(bp)}>
                            {percent.format(bp / 10_000)}
                          </option>
                        ))}
                      </select>
                      <ErrorLine state={state} name={rate} />
                    </div>
                    {exempt && (
                      <div className="field vat-exemption">
                        <label htmlFor={`${id}-${exemption}`} className="small">
                          <span aria-hidden="true">{t.exemption}</span>
                          <span className="visually-hidden">{t.exemptionOf(m.type_[type])}</span>
                        </label>
                        <input
                          id={`${id}-${exemption}`}
                          autoComplete="off"
                          aria-required="true"
                          aria-invalid={invalid(exemption)}
                          aria-describedby={describedBy(exemption)}
                          {...form.register(exemption)}
                        />
                        <ErrorLine state={state} name={exemption} />
                      </div>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
