/** The invoicing form's building blocks: a labelled text field (its hint and error tied to it) and its error line. */

import type { InputHTMLAttributes, ReactNode } from 'react';
import type { InvoicingFormState, InvoicingValues } from './useInvoicingForm';

type TextName = 'legalName' | 'address' | 'siren' | 'siret' | 'vatNumber' | 'numberPrefix' | 'legalMentions';

/** A field's error, said in the staff's language, referenced by the field's `aria-describedby`. */
export function ErrorLine({ state, name }: { state: InvoicingFormState; name: string }) {
  const text = state.message(name);
  return text ? (
    <p className="field-error" id={`${state.id}-${name}-error`}>
      {text}
    </p>
  ) : null;
}

/** A text input (or a textarea) of the form, with its label, hint and error. */
export function TextField({
  state,
  name,
  label,
  hint,
  multiline,
  required,
  className,
  inputProps,
}: {
  state: InvoicingFormState;
  name: TextName;
  label: string;
  hint?: ReactNode;
  multiline?: boolean;
  /** Required to issue invoices (only said while invoicing is on). */
  required?: boolean;
  className?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { id, form, describedBy, invalid } = state;
  const fieldId = `${id}-${name}`;
  const common = {
    id: fieldId,
    'aria-invalid': invalid(name),
    'aria-describedby': describedBy(name, Boolean(hint)),
    'aria-required': required || undefined,
    ...form.register(name satisfies keyof InvoicingValues),
  };
  return (
    <div className={`field ${className ?? ''}`.trim()}>
      <label htmlFor={fieldId}>{label}</label>
      {multiline ? <textarea rows={4} {...common} /> : <input autoComplete="off" {...inputProps} {...common} />}
      {hint && (
        <p className="hint" id={`${fieldId}-hint`}>
          {hint}
        </p>
      )}
      <ErrorLine state={state} name={name} />
    </div>
  );
}
