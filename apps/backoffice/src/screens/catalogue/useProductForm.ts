/** The product form's state and side effects (ProductForm.tsx): its values checked against the contract, the type's defaults, the key following the name, and the save. */

import '../../forms/zod';
import {
  type BackofficeProduct,
  type MeetingPointOption,
  type MerchantOption,
  ProductCreateRequest,
  type ProductDetailResponse,
  type ProductType,
  ProductUpdateRequest,
} from '@schuss/contracts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { isApiCallError } from '../../api/client';
import { useCreateProduct, useUpdateProduct } from '../../api/products';
import { useI18n } from '../../i18n';
import {
  formPath,
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

export type ProductFormProps = {
  /** The product edited; none to create one. */
  product?: BackofficeProduct;
  merchants: MerchantOption[];
  /** The school's meeting points, which the product names by key. */
  meetingPoints?: MeetingPointOption[];
  onSaved: (res: ProductDetailResponse, created: boolean) => void;
  /** Someone else saved the product meanwhile (409): the screen offers to reload it. */
  onConflict: (message: string) => void;
};

/** The form, what its sections show (the attributes of the type, the prices it will charge) and its save. */
export function useProductForm({ product, onSaved, onConflict }: ProductFormProps) {
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

  return {
    form,
    prefix,
    failure,
    type,
    shown,
    values,
    preview,
    maxDays,
    changeType,
    onSubmit,
    merchantId,
    merchantError,
    typeId,
    submitting,
  };
}

/** What the form's sections are given: the hook's state and helpers. */
export type ProductFormState = ReturnType<typeof useProductForm>;

/** `useFieldError` for a field of the form rendered outside its provider's children (the merchant select). */
function useFieldErrorOutside(form: ReturnType<typeof useForm<ProductFormValues>>, name: 'merchant', id: string) {
  const { m } = useI18n();
  const t = useCatalogueTexts();
  const error = form.formState.errors[name];
  if (!error) return { message: undefined, errorId: undefined };
  const message = error.type === 'server' ? (error.message ?? m.fieldInvalid) : t.catErrChooseMerchant;
  return { message, errorId: `${id}-error` };
}
