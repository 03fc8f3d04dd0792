import type { InputHTMLAttributes } from 'react';

/** A labelled text input with its hint and its error, said in words and tied to it (aria-describedby). */
export function Field({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  inputProps,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        autoComplete="off"
        {...inputProps}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A decimal typed with a comma or a point ("1,5", "2.50"), or null when it is not one. */
export function decimal(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (s === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(s) ? Number(s) : null;
}
