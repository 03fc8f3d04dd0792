import { DAYS_MAX, PARTICIPANTS_MAX, PRICE_MAX_CENTS } from '@schuss/contracts/rules';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { type FieldError, get, type Path, useFormContext } from 'react-hook-form';
import { useI18n } from '../../i18n';
import type { CatalogueTexts } from '../../i18n/catalogue';
import type { Messages } from '../../i18n/fr';
import type { ProductFormValues } from './productForm';
import { useCatalogueTexts } from './texts';

/**
 * The product form's inputs: each with its label, hint and error (in the staff's language, by the
 * zod issue's code, the form's own checks or the platform's refusal), linked by aria-describedby.
 */

export type FormPath = Path<ProductFormValues>;

const TEXT_MAX: Record<string, number> = { name: 120, description: 2000, discipline: 40, level: 40, times: 40, meetingPoint: 200 };

/** The message of a field's error, in the staff's language. */
export function errorMessage(
  path: string,
  error: FieldError | undefined,
  m: Messages,
  t: CatalogueTexts,
  money: (cents: number) => string,
): string | undefined {
  if (!error) return undefined;
  const type = String(error.type);
  const last = path.split('.').at(-1) ?? '';
  const isPrice = /(^|\.)cents(\.\d+)?$/.test(path);
  if (type === 'server') return error.message || m.fieldInvalid;
  if (type === 'euros') return t.catErrEuros;
  if (type === 'whole') return t.catErrWhole;
  if (type === 'duplicate') return t.catErrDuplicateDuration;
  if (type.startsWith('pricing.')) return t.catErrPricing[type.slice(8) as keyof CatalogueTexts['catErrPricing']] ?? m.fieldInvalid;
  if (path === 'pricing.rule') return t.catErrNeedsDated;
  if (path === 'key') return type === 'custom' ? t.catErrKeyReserved : type === 'too_small' ? m.fieldRequired : t.catErrKeyFormat;
  if (isPrice)
    return type === 'too_small' ? t.catErrNegative : type === 'too_big' ? t.catErrTooDear(money(PRICE_MAX_CENTS)) : t.catErrEuros;
  if (last === 'percent') return t.catErrPercent;
  if (last === 'rank') return t.catErrRank(PARTICIPANTS_MAX);
  if (last === 'minAge' || last === 'maxAge' || last === 'ageMin' || last === 'adultAge')
    return type === 'custom' ? t.catErrAgeOrder : t.catErrAgeRange;
  if (last === 'ageMax') return type === 'custom' ? t.catErrAgeOrder : t.catErrAgeRange;
  if (last === 'maxDays' || last === 'durationDays' || last === 'days') return t.catErrDaysRange(DAYS_MAX);
  if (path === 'pricing.bands') return type === 'too_small' ? t.catErrNoBand : m.fieldInvalid;
  if (last === 'levels' || last === 'participantFields') return t.catErrTwice;
  if (type === 'too_small') return m.fieldRequired;
  if (type === 'too_big') {
    const max = TEXT_MAX[path.split('.')[0] === 'attributes' ? last : (path.split('.')[0] ?? '')];
    return max ? t.catErrTooLong(max) : m.fieldInvalid;
  }
  return error.message && /[a-z]/.test(error.message) ? `${m.fieldInvalid} (${error.message})` : m.fieldInvalid;
}

/** A field's error: its message and the id of the element that says it. */
export function useFieldError(name: string, id: string) {
  const {
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { m, f } = useI18n();
  const t = useCatalogueTexts();
  const error = get(errors, name) as FieldError | undefined;
  // An array's own error (e.g. too few bands) sits on the array itself.
  const message = errorMessage(name, error?.type ? error : undefined, m, t, f.money);
  return { message, errorId: message ? `${id}-error` : undefined };
}

export function ErrorText({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      {message}
    </p>
  );
}

const cssId = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '-');

type InputProps = {
  name: FormPath;
  label: string;
  hint?: ReactNode;
  prefix: string;
  textarea?: boolean;
  /** The label is read by screen readers only (a cell of a table whose headers say it). */
  hiddenLabel?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'prefix'>;

/** A text input (or textarea) with its label, hint and error. */
export function Input({ name, label, hint, prefix, textarea, hiddenLabel, className, ...rest }: InputProps) {
  const { register } = useFormContext<ProductFormValues>();
  const id = `${prefix}-${cssId(name)}`;
  const { message, errorId } = useFieldError(name, id);
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={hiddenLabel ? 'cat-sr' : undefined}>
        {label}
      </label>
      {textarea ? <textarea rows={3} {...common} {...register(name)} /> : <input {...common} {...rest} {...register(name)} />}
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      <ErrorText id={errorId} message={message} />
    </div>
  );
}

/** A checkbox with its label (and the error of its field, if any). */
export function Check({ name, label, prefix, hint }: { name: FormPath; label: string; prefix: string; hint?: string }) {
  const { register } = useFormContext<ProductFormValues>();
  const id = `${prefix}-${cssId(name)}`;
  const { message, errorId } = useFieldError(name, id);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label className="check" htmlFor={id}>
        <input type="checkbox" id={id} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} {...register(name)} />
        <span>{label}</span>
      </label>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      <ErrorText id={errorId} message={message} />
    </div>
  );
}
