import { FormProvider } from 'react-hook-form';
import { Link } from '../../router';
import { PricePreview } from './PricePreview';
import { PricingFields } from './PricingFields';
import { Attributes } from './ProductAttributes';
import { ProductIdentity } from './ProductIdentity';
import { useCatalogueTexts } from './texts';
import { type ProductFormProps, useProductForm } from './useProductForm';

/** The product's form: identity, attributes of its type, pricing rule with the prices it will charge. */
export function ProductForm(props: ProductFormProps) {
  const { product, merchants, meetingPoints = [] } = props;
  const t = useCatalogueTexts();
  const state = useProductForm(props);
  const { form, prefix, failure, shown, preview, maxDays, onSubmit, submitting } = state;
  const { formState } = form;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form cat-form" aria-label={product ? t.catEditFormLabel : t.catNewFormLabel}>
        {failure && (
          <p className="error-box" role="alert">
            {failure}
          </p>
        )}
        {!failure && Object.keys(formState.errors).length > 0 && formState.isSubmitted && (
          <p className="error-box" role="alert">
            {t.catFixErrors}
          </p>
        )}
        <ProductIdentity state={state} product={product} merchants={merchants} />

        <section className="panel" aria-labelledby={`${prefix}-attributes`}>
          <h2 id={`${prefix}-attributes`}>{t.catSectionAttributes}</h2>
          <Attributes shown={shown} prefix={prefix} meetingPoints={meetingPoints} />
        </section>

        <section className="panel" aria-labelledby={`${prefix}-pricing`}>
          <h2 id={`${prefix}-pricing`}>{t.catSectionPricing}</h2>
          {product && <p className="notice">{t.catPriceChangeNote}</p>}
          <PricingFields />
          <h3 className="cat-preview-title">{t.catSectionPreview}</h3>
          <PricePreview
            pricing={preview.issues.some((i) => i.path.startsWith('pricing.')) ? null : preview.request.pricing}
            maxDays={maxDays}
          />
        </section>

        <div className="actions">
          <button type="submit" className="button primary" disabled={submitting}>
            {submitting ? (product ? t.catSaving : t.catCreating) : product ? t.catSave : t.catCreate}
          </button>
          <Link to="/catalogue" className="button secondary">
            {t.catBack}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
