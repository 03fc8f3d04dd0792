/** The invoicing settings form's state and side effects (InvoicingForm.tsx): values checked against the contract, the save. */

import {
  type InvoicingSettings,
  InvoicingSettingsInput,
  type InvoicingSettingsView,
  PRODUCT_TYPES,
  type ProductType,
} from '@schuss/contracts';
import { passesLuhn } from '@schuss/contracts/rules';
import { useId, useState } from 'react';
import { type FieldError, type FieldErrors, get, useForm } from 'react-hook-form';
import { errorText, isApiCallError } from '../../api/client';
import { useSaveInvoicing } from '../../api/invoicing';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import { contractResolver, fieldOfServer } from '../season/resolver';
import { useInvoicingTexts } from './texts';

/** What the form holds: the contract's fields as typed, a rate as its select's value (basis points as text). */
export type InvoicingValues = {
  enabled: boolean;
  legalName: string;
  address: string;
  siren: string;
  siret: string;
  vatNumber: string;
  numberPrefix: string;
  legalMentions: string;
  attachToConfirmation: boolean;
  vat: Record<ProductType, { rateBp: string; exemption: string }>;
};

/** The form's values of the settings as the platform gave them (a type it does not name: 20 %). */
export function invoicingValues(s: InvoicingSettingsView['settings']): InvoicingValues {
  const vat = Object.fromEntries(
    PRODUCT_TYPES.map((type) => {
      const v = s.vat[type];
      return [type, { rateBp: String(v?.rateBp ?? 2000), exemption: v?.exemption ?? '' }];
    }),
  ) as InvoicingValues['vat'];
  return { ...s, vat };
}

/** The request the form would send: the prefix in capitals, an exemption only at 0 %. */
export function invoicingRequest(v: InvoicingValues): InvoicingSettingsInput {
  const vat = Object.fromEntries(
    PRODUCT_TYPES.map((type) => {
      const rateBp = Number(v.vat[type].rateBp);
      return [type, rateBp === 0 ? { rateBp, exemption: v.vat[type].exemption } : { rateBp }];
    }),
  ) as InvoicingSettingsInput['vat'];
  return { ...v, numberPrefix: v.numberPrefix.trim().toUpperCase(), vat };
}

/** Each text field's longest value (the contract's limits), for its "too long" message. */
const MAX: Record<string, number> = { legalName: 120, address: 300, legalMentions: 500, exemption: 200 };
const digits = (s: string) => s.replace(/\s+/g, '');
const validNumber = (s: string, n: number) => new RegExp(`^\\d{${n}}$`).test(s) && passesLuhn(s);

const TEXT_FIELDS = ['legalName', 'address', 'siren', 'siret', 'vatNumber', 'numberPrefix', 'legalMentions'];

/** Whether the form shows a field the platform named (`vat.ESF.exemption` only at 0 %). */
function shown(field: string, v: InvoicingValues): boolean {
  if (TEXT_FIELDS.includes(field)) return true;
  const [vat, type, leaf] = field.split('.');
  const row = vat === 'vat' ? v.vat[type as ProductType] : undefined;
  return Boolean(row) && (leaf === 'rateBp' || (leaf === 'exemption' && row?.rateBp === '0'));
}

/** How many fields have an error (nested ones included). */
function countErrors(errors: FieldErrors): number {
  return Object.values(errors).reduce<number>((n, e) => {
    if (!e || typeof e !== 'object') return n;
    return n + ('type' in e && typeof e.type === 'string' ? 1 : countErrors(e as FieldErrors));
  }, 0);
}

export function useInvoicingForm(view: InvoicingSettingsView) {
  const { m } = useI18n();
  const t = useInvoicingTexts();
  const id = useId();
  const notify = useToast();
  const save = useSaveInvoicing();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvoicingValues, unknown, InvoicingSettings>({
    resolver: contractResolver<InvoicingValues, typeof InvoicingSettingsInput>(InvoicingSettingsInput, invoicingRequest),
    defaultValues: invoicingValues(view.settings),
  });
  const { handleSubmit, setError, getValues, reset, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync(body);
        reset(invoicingValues(saved.settings));
        notify(t.saved);
      } catch (err) {
        const field = isApiCallError(err) && err.status === 400 ? fieldOfServer(err.field) : undefined;
        if (field && isApiCallError(err) && shown(field, getValues())) {
          // The prefix of a year with documents is refused by the platform only; any other field's refusal is said as
          // the form says its own (in the staff's language, from the value typed).
          if (field === 'numberPrefix')
            setError(field, { type: 'server', message: t.prefixLocked(view.settings.numberPrefix) }, { shouldFocus: true });
          else setError(field as 'siren', { type: 'custom', message: err.message }, { shouldFocus: true });
          return setFailure(t.fixErrors(1));
        }
        setFailure(errorText(err, m));
      }
    },
    (invalid) => setFailure(t.fixErrors(countErrors(invalid as FieldErrors))),
  );

  const errorOf = (name: string) => get(errors, name) as FieldError | undefined;

  /** A field's error in the staff's language, from the code and the value typed (the contract's issues are `custom`). */
  const message = (name: string): string | undefined => {
    const error = errorOf(name);
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    const leaf = name.split('.').pop() ?? name;
    if (error.type === 'too_big' && MAX[leaf]) return t.tooLong(MAX[leaf]);
    const value = String(get(getValues(), name) ?? '').trim();
    switch (leaf) {
      case 'siren':
        return value ? t.sirenInvalid : t.required;
      case 'siret':
        return !value ? t.required : validNumber(digits(value), 14) ? t.siretNotSiren : t.siretInvalid;
      case 'vatNumber':
        return /^FR[0-9A-Z]{2}\d{9}$/.test(digits(value).toUpperCase()) ? t.vatNumberNotSiren : t.vatNumberInvalid;
      case 'numberPrefix':
        return t.prefixInvalid;
      case 'exemption':
        return t.exemptionRequired;
      default:
        return value ? m.fieldInvalid : t.required;
    }
  };

  /** The ids a field is described by: its hint, then its error. */
  const describedBy = (name: string, hint = false) =>
    [hint ? `${id}-${name}-hint` : '', errorOf(name) ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  return { form, id, t, failure, onSubmit, message, describedBy, invalid: (name: string) => (errorOf(name) ? true : undefined) };
}

export type InvoicingFormState = ReturnType<typeof useInvoicingForm>;
