/** The promo code form's state and side effects (PromoCodeForm.tsx): its values checked against the contract, and the code saved. */

import '../../forms/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ProductType, type PromoCodeInput, PromoCodeInput as PromoCodeSchema, type PromoCodeView } from '@schuss/contracts';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { errorText, isApiCallError } from '../../api/client';
import { useSavePromoCode } from '../../api/offers';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import { eurosText, parseEuros } from '../order/CancelDialog';
import { useOffersTexts } from './texts';

/** What the form holds: the contract's fields as typed (the amount in euros, numbers as text). */
export type PromoFormValues = {
  code: string;
  kind: 'percent' | 'amount';
  percent: string;
  amount: string;
  productTypes: ProductType[];
  validFrom: string;
  validTo: string;
  maxUses: string;
  exclusive: boolean;
  active: boolean;
};
export type Field = keyof PromoFormValues;

/** The contract's field (and the platform's `body.x`) → the form's field. */
const FIELD_OF: Record<string, Field> = {
  code: 'code',
  kind: 'kind',
  percent: 'percent',
  amountCents: 'amount',
  productTypes: 'productTypes',
  validFrom: 'validFrom',
  validTo: 'validTo',
  maxUses: 'maxUses',
  exclusive: 'exclusive',
  active: 'active',
};

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The request the form would send. */
export function promoRequest(v: PromoFormValues): PromoCodeInput {
  return {
    code: v.code,
    kind: v.kind,
    percent: v.kind === 'percent' ? whole(v.percent) : null,
    amountCents: v.kind === 'amount' ? (parseEuros(v.amount) ?? Number.NaN) : null,
    productTypes: v.productTypes,
    validFrom: v.validFrom || null,
    validTo: v.validTo || null,
    maxUses: v.maxUses.trim() ? whole(v.maxUses) : null,
    exclusive: v.exclusive,
    active: v.active,
  };
}

/** The form's values of a code (or of a new one). */
export function promoValues(p: PromoCodeView | null, lang: string): PromoFormValues {
  return {
    code: p?.code ?? '',
    kind: p?.kind ?? 'percent',
    percent: p?.percent !== null && p?.percent !== undefined ? String(p.percent) : '',
    amount: p?.amountOff ? eurosText(p.amountOff.amount, lang) : '',
    productTypes: p?.productTypes ?? [],
    validFrom: p?.validFrom ?? '',
    validTo: p?.validTo ?? '',
    maxUses: p?.maxUses !== null && p?.maxUses !== undefined ? String(p.maxUses) : '',
    exclusive: p?.exclusive ?? false,
    active: p?.active ?? true,
  };
}

/** Validates with the contract's schema (PromoCodeInput, through zodResolver) the request the form would send; issues on the fields typed. */
function promoResolver(): Resolver<PromoFormValues, unknown, PromoCodeInput> {
  const contract = zodResolver(PromoCodeSchema);
  return async (values, context, options) => {
    const request = promoRequest(values);
    const result = await contract(request, context, { ...options, names: undefined, fields: {} } as never);
    const errors: FieldErrors<PromoFormValues> = {};
    for (const [name, error] of Object.entries(result.errors ?? {})) {
      const field = FIELD_OF[name];
      if (field && error && !errors[field]) errors[field] = { type: String(error.type), message: String(error.message ?? '') };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: request, errors: {} };
  };
}

/** The form of a code (`code` null for a new one), its messages in the staff's language, and the save. */
export function usePromoCodeForm({ code, onDone }: { code: PromoCodeView | null; onDone: () => void }) {
  const { m, lang } = useI18n();
  const o = useOffersTexts();
  const id = useId();
  const notify = useToast();
  const save = useSavePromoCode();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PromoFormValues, unknown, PromoCodeInput>({ resolver: promoResolver(), defaultValues: promoValues(code, lang) });
  const kind = watch('kind');

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const res = await save.mutateAsync({ id: code?.id, body });
      notify(code ? o.promoSaved(res.promoCode.code) : o.promoCreated(res.promoCode.code));
      onDone();
    } catch (err) {
      if (isApiCallError(err) && err.field?.startsWith('body.')) {
        const field = FIELD_OF[err.field.slice(5).split('.')[0] ?? ''];
        const known =
          field === 'code' && err.code === 'exists'
            ? o.promoErrExists
            : field === 'maxUses' && code
              ? o.promoErrMaxUsesUsed(code.uses)
              : null;
        if (field) return setError(field, { type: 'server', message: known ?? err.message }, { shouldFocus: true });
      }
      setFailure(errorText(err, m));
    }
  });

  const msg: Partial<Record<Field, string | undefined>> = {
    code: fieldMessage(errors.code, {}, o.promoErrCode),
    percent: fieldMessage(errors.percent, {}, o.promoErrPercent),
    amount: fieldMessage(errors.amount, {}, o.promoErrAmount),
    validFrom: fieldMessage(errors.validFrom, {}, o.promoErrDate),
    validTo: fieldMessage(errors.validTo, { custom: o.promoErrDates }, o.promoErrDate),
    maxUses: fieldMessage(errors.maxUses, {}, o.promoErrMaxUses),
  };
  const described = (name: Field, hint?: boolean) =>
    [hint ? `${id}-${name}-hint` : '', msg[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  return { id, register, isSubmitting, kind, failure, onSubmit, msg, described };
}
