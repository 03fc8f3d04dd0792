/** The product form's identity section: type and key (set once, at creation), merchant, names, descriptions and flags. */

import { type BackofficeProduct, type MerchantOption, PRODUCT_TYPES } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { Check, ErrorText, Input } from './fields';
import { useCatalogueTexts } from './texts';
import type { ProductFormState } from './useProductForm';

export function ProductIdentity({
  state,
  product,
  merchants,
}: {
  state: ProductFormState;
  product?: BackofficeProduct;
  merchants: MerchantOption[];
}) {
  const { m } = useI18n();
  const t = useCatalogueTexts();
  const { form, prefix, type, values, changeType, merchantId, merchantError, typeId } = state;
  return (
    <section className="panel" aria-labelledby={`${prefix}-identity`}>
      <h2 id={`${prefix}-identity`}>{t.catSectionProduct}</h2>
      <div className="cat-grid-2">
        {product ? (
          <dl className="facts">
            <dt>{m.productType}</dt>
            <dd>{m.type_[product.type]}</dd>
            <dt>{t.catFieldKey}</dt>
            <dd>
              <code>{product.key}</code>
            </dd>
          </dl>
        ) : (
          <>
            <div className="field">
              <label htmlFor={typeId}>{m.productType}</label>
              <select id={typeId} value={type} onChange={changeType}>
                {PRODUCT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {m.type_[t]}
                  </option>
                ))}
              </select>
            </div>
            <Input prefix={prefix} name="key" label={t.catFieldKey} hint={t.catKeyHint} autoComplete="off" spellCheck={false} />
          </>
        )}
        <div className="field">
          <label htmlFor={merchantId}>{m.merchant}</label>
          <select
            id={merchantId}
            aria-invalid={merchantError.message ? true : undefined}
            aria-describedby={merchantError.errorId}
            value={values.merchant}
            onChange={(e) => form.setValue('merchant', e.target.value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          >
            <option value="">{t.catChooseMerchant}</option>
            {merchants.map((x) => (
              <option key={x.key} value={x.key}>
                {x.name}
              </option>
            ))}
          </select>
          <ErrorText id={merchantError.errorId} message={merchantError.message} />
        </div>
      </div>
      <div className="cat-grid-2">
        <Input prefix={prefix} name="name.fr" label={t.catNameFr} lang="fr" />
        <Input prefix={prefix} name="name.en" label={t.catNameEn} lang="en" />
        <Input prefix={prefix} name="description.fr" label={t.catDescFr} textarea lang="fr" />
        <Input prefix={prefix} name="description.en" label={t.catDescEn} textarea lang="en" />
      </div>
      <Check prefix={prefix} name="dated" label={t.catDated} hint={t.catDatedHint} />
      {!product && <Check prefix={prefix} name="hidden" label={t.catHiddenField} />}
    </section>
  );
}
