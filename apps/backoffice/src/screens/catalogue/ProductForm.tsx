import '../../forms/zod';
import {
  type BackofficeProduct,
  type MerchantOption,
  ParticipantField,
  PRODUCT_TYPES,
  ProductCreateRequest,
  type ProductDetailResponse,
  type ProductType,
  ProductUpdateRequest,
} from '@schuss/contracts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm, useFormContext } from 'react-hook-form';
import { isApiCallError } from '../../api/client';
import { useCreateProduct, useUpdateProduct } from '../../api/products';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Check, ErrorText, Input, useFieldError } from './fields';
import { PricePreview } from './PricePreview';
import { PricingFields } from './PricingFields';
import {
  type AttributeName,
  formPath,
  NUMBER_ATTRIBUTES,
  newProductValues,
  type ProductFormValues,
  pricingDefaults,
  pricingIssues,
  productValues,
  shownAttributes,
  slugify,
  TYPE_DEFAULTS,
  toRequest,
  toUpdate,
} from './productForm';
import { useCatalogueTexts } from './texts';

/** Errors by form path, nested as React Hook Form reads them (`pricing.bands.1.minAge`). */
function nest(flat: Record<string, { type: string; message: string }>): FieldErrors<ProductFormValues> {
  const out: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.forEach((k, i) => {
      if (i === keys.length - 1) node[k] = { ...(node[k] as object | undefined), ...error };
      else {
        node[k] ??= {};
        node = node[k] as Record<string, unknown>;
      }
    });
  }
  return out as FieldErrors<ProductFormValues>;
}

/**
 * Validates the request the form would send with the contract's schema (the one the platform
 * checks), the euros and whole numbers typed, and the shared pricing rules' checks (whose codes the
 * form says in the staff's language); each issue lands on the field it is about.
 */
function productResolver(edit: { product: BackofficeProduct } | null): Resolver<ProductFormValues> {
  return async (values) => {
    const shown = shownAttributes(values.type, edit?.product);
    const { request, issues } = toRequest(values, shown, edit?.product.attributes);
    const body = edit ? toUpdate(request, edit.product.version) : request;
    const parsed = (edit ? ProductUpdateRequest : ProductCreateRequest).safeParse(body);
    const flat: Record<string, { type: string; message: string }> = {};
    for (const i of issues) flat[i.path] ??= { type: i.kind, message: i.kind };
    for (const p of pricingIssues(request.pricing, values)) flat[p.path] ??= { type: `pricing.${p.code}`, message: p.code };
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const path = formPath(issue.path.map(String).join('.'), values);
        // An issue under a field already in error (an amount not typed as one) is that field's.
        if (!Object.keys(flat).some((k) => path === k || path.startsWith(`${k}.`) || k.startsWith(`${path}.`)))
          flat[path] = { type: issue.code, message: issue.message };
      }
    if (Object.keys(flat).length) return { values: {}, errors: nest(flat) };
    // The values handed to the submit handler are the request itself.
    return { values: body as unknown as ProductFormValues, errors: {} };
  };
}

function Attributes({ shown, prefix }: { shown: AttributeName[]; prefix: string }) {
  const t = useCatalogueTexts();
  if (shown.length === 0) return <p className="hint">{t.catNoAttributes}</p>;
  return (
    <div className="cat-attributes">
      {shown.map((name) => {
        if (name === 'needsStartDate')
          return <Check key={name} prefix={prefix} name="attributes.needsStartDate" label={t.catAttr.needsStartDate} />;
        if (name === 'participantFields') return <ParticipantFields key={name} prefix={prefix} />;
        if (name === 'capacityUnit') return <CapacityUnit key={name} prefix={prefix} />;
        return (
          <Input
            key={name}
            prefix={prefix}
            name={`attributes.${name}`}
            label={t.catAttr[name]}
            hint={name === 'levels' ? t.catLevelsHint : name === 'maxDays' ? t.catMaxDaysHint : undefined}
            inputMode={NUMBER_ATTRIBUTES.has(name) ? 'numeric' : undefined}
            className={NUMBER_ATTRIBUTES.has(name) ? 'cat-narrow' : undefined}
          />
        );
      })}
    </div>
  );
}

function ParticipantFields({ prefix }: { prefix: string }) {
  const t = useCatalogueTexts();
  const { watch, setValue } = useFormContext();
  const chosen = watch('attributes.participantFields') as ParticipantField[];
  const { message, errorId } = useFieldError('attributes.participantFields', `${prefix}-pf`);
  return (
    <fieldset className="field" aria-describedby={errorId}>
      <legend>{t.catAttr.participantFields}</legend>
      {ParticipantField.options.map((f) => (
        <label key={f} className="check">
          <input
            type="checkbox"
            checked={chosen.includes(f)}
            onChange={(e) =>
              setValue('attributes.participantFields', e.target.checked ? [...chosen, f] : chosen.filter((x) => x !== f), {
                shouldDirty: true,
              })
            }
          />
          <span>{t.catParticipantFields[f]}</span>
        </label>
      ))}
      <ErrorText id={errorId} message={message} />
    </fieldset>
  );
}

function CapacityUnit({ prefix }: { prefix: string }) {
  const t = useCatalogueTexts();
  const { register } = useFormContext();
  const id = `${prefix}-capacity-unit`;
  return (
    <div className="field">
      <label htmlFor={id}>{t.catAttr.capacityUnit}</label>
      <select id={id} {...register('attributes.capacityUnit')}>
        <option value="">{t.catCapacityUnits.default}</option>
        <option value="participant">{t.catCapacityUnits.participant}</option>
        <option value="booking">{t.catCapacityUnits.booking}</option>
      </select>
    </div>
  );
}

type Props = {
  /** The product edited; none to create one. */
  product?: BackofficeProduct;
  merchants: MerchantOption[];
  onSaved: (res: ProductDetailResponse, created: boolean) => void;
  /** Someone else saved the product meanwhile (409): the screen offers to reload it. */
  onConflict: (message: string) => void;
};

/** The product's form: identity, attributes of its type, pricing rule with the prices it will charge. */
export function ProductForm({ product, merchants, onSaved, onConflict }: Props) {
  const { m, lang } = useI18n();
  const t = useCatalogueTexts();
  const prefix = useId().replace(/:/g, '');
  const [defaults] = useState(() => (product ? productValues(product, lang) : newProductValues('LIFT')));
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.key ?? '');
  const form = useForm<ProductFormValues>({
    defaultValues: defaults,
    resolver: productResolver(product ? { product } : null),
  });
  const { handleSubmit, watch, setValue, getFieldState, setError, formState } = form;
  const type = watch('type');
  const shown = shownAttributes(type, product);
  const values = watch();
  const preview = toRequest(values, shown, product?.attributes);
  const maxDays = Number(values.attributes.maxDays) || undefined;

  // A new product's key follows its French name until the key is typed.
  const nameFr = watch('name.fr');
  useEffect(() => {
    if (!product && !getFieldState('key').isDirty) setValue('key', slugify(nameFr));
  }, [nameFr, product, getFieldState, setValue]);

  const changeType = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = e.target.value as ProductType;
    const d = TYPE_DEFAULTS[next];
    setValue('type', next, { shouldDirty: true });
    setValue('dated', d.dated);
    setValue('attributes.needsStartDate', newProductValues(next).attributes.needsStartDate);
    // Prices not typed yet follow the type's usual rule.
    if (!getFieldState('pricing').isDirty) setValue('pricing', pricingDefaults(d.rule));
  };

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      if (product) onSaved(await update.mutateAsync(body as never), false);
      else onSaved(await create.mutateAsync(body as never), true);
    } catch (err) {
      if (!isApiCallError(err)) return setFailure(m.errorGeneric(0));
      if (err.status === 0) return setFailure(m.errorNetwork);
      if (err.code === 'conflict' && err.field === 'body.baseVersion') return onConflict(err.message);
      if (err.field?.startsWith('body.')) {
        const path = formPath(err.field.slice(5), form.getValues());
        const known =
          err.code === 'exists' ? t.catErrKeyTaken : path === 'merchant' && err.status === 400 ? t.catErrUnknownMerchant : err.message;
        setError(path as never, { type: 'server', message: known }, { shouldFocus: true });
        return setFailure(t.catFixErrors);
      }
      setFailure(err.message);
    }
  });

  const merchantId = `${prefix}-merchant`;
  const merchantError = useFieldErrorOutside(form, 'merchant', merchantId);
  const typeId = `${prefix}-type`;
  const submitting = formState.isSubmitting;

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
                onChange={(e) => setValue('merchant', e.target.value, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
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

        <section className="panel" aria-labelledby={`${prefix}-attributes`}>
          <h2 id={`${prefix}-attributes`}>{t.catSectionAttributes}</h2>
          <Attributes shown={shown} prefix={prefix} />
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

/** `useFieldError` for a field of the form rendered outside its provider's children (the merchant select). */
function useFieldErrorOutside(form: ReturnType<typeof useForm<ProductFormValues>>, name: 'merchant', id: string) {
  const { m } = useI18n();
  const t = useCatalogueTexts();
  const error = form.formState.errors[name];
  if (!error) return { message: undefined, errorId: undefined };
  const message = error.type === 'server' ? (error.message ?? m.fieldInvalid) : t.catErrChooseMerchant;
  return { message, errorId: `${id}-error` };
}
