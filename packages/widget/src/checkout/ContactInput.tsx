import { COUNTRIES, type ContactErrors, type ContactField } from './contact';
import type { CT } from './texts';

const AUTOCOMPLETE: Record<ContactField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  line1: 'address-line1',
  line2: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
};

/** One field of the contact form (`${prefix}-${field}`): label, input (a select for the country), its error. */
export function ContactInput({
  prefix,
  field,
  type = 'text',
  value,
  error,
  onChange,
  countryName,
  required,
  t,
}: {
  prefix: string;
  field: ContactField;
  type?: string;
  value: string;
  error: ContactErrors[ContactField];
  onChange: (value: string) => void;
  /** Names the country options. */
  countryName: (code: string) => string;
  /** Whether the field must be filled (the postal address's only once it is begun). */
  required: boolean;
  t: CT;
}) {
  const fid = `${prefix}-${field}`;
  const props = {
    id: fid,
    name: field,
    autoComplete: AUTOCOMPLETE[field],
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${fid}-error` : undefined,
    'aria-required': required || undefined,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
  };
  return (
    <div className="msem-field">
      <label htmlFor={fid}>{t(field)}</label>
      {field === 'country' ? (
        <select {...props}>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {countryName(c)}
            </option>
          ))}
        </select>
      ) : (
        <input {...props} type={type} />
      )}
      {error ? (
        <p id={`${fid}-error`} className="msem-field-error">
          {t(`error.${error.key}`, { max: error.max ?? '' })}
        </p>
      ) : null}
    </div>
  );
}
