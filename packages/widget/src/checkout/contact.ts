/**
 * The checkout contact form: its fields, its validation on the shared limits and patterns (the
 * `Contact` zod schema of packages/contracts/src/order.ts reads the same ones from
 * `@schuss/contracts/rules`; checkout.test.ts checks both agree), and the request's `contact`.
 */
import { CONTACT_MAX, COUNTRY_PATTERN, EMAIL_PATTERN, isPhone, POSTAL_CODE_PATTERN } from '@schuss/contracts/rules';

export type ContactForm = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  country: string;
};
export type ContactField = keyof ContactForm;
export const CONTACT_FIELDS: readonly ContactField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'line1',
  'line2',
  'postalCode',
  'city',
  'country',
];
export type ContactErrorKey = 'required' | 'tooLong' | 'email' | 'phone' | 'postalCode' | 'country';
export type ContactErrors = Partial<Record<ContactField, { key: ContactErrorKey; max?: number }>>;

export const emptyContact = (): ContactForm => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  line1: '',
  line2: '',
  postalCode: '',
  city: '',
  country: 'FR',
});

/** A contact kept in sessionStorage (only its known text fields, at most as long as the longest allowed), else an empty one. */
export function storedContact(raw: string | null): ContactForm {
  const c = emptyContact();
  try {
    const v = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    if (v && typeof v === 'object') for (const f of CONTACT_FIELDS) if (typeof v[f] === 'string') c[f] = v[f].slice(0, CONTACT_MAX.email);
  } catch {
    // not JSON: start empty
  }
  return c;
}

/** The longest text of each field that has a limit (the shared `CONTACT_MAX`). */
const MAX: Partial<Record<ContactField, number>> = CONTACT_MAX;

/** The postal address's fields: all optional, but an address begun is finished (street, postal code, town). */
export const ADDRESS: readonly ContactField[] = ['line1', 'line2', 'postalCode', 'city'];
/** Whether the visitor gave a postal address (any of its fields, the country aside: it has a default). */
export const hasAddress = (c: ContactForm) => ADDRESS.some((f) => c[f].trim() !== '');

export function validateContact(c: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  const address = hasAddress(c);
  for (const f of CONTACT_FIELDS) {
    const v = c[f].trim();
    const max = MAX[f];
    const optional = f === 'line2' || (!address && (ADDRESS.includes(f) || f === 'country'));
    if (!v && optional) continue;
    if (!v) errors[f] = { key: 'required' };
    else if (max !== undefined && v.length > max) errors[f] = { key: 'tooLong', max };
    else if (f === 'email' && !EMAIL_PATTERN.test(v)) errors[f] = { key: 'email' };
    else if (f === 'phone' && !isPhone(v)) errors[f] = { key: 'phone' };
    else if (f === 'postalCode' && !POSTAL_CODE_PATTERN.test(v)) errors[f] = { key: 'postalCode' };
    else if (f === 'country' && !COUNTRY_PATTERN.test(v)) errors[f] = { key: 'country' };
  }
  return errors;
}

/** The `contact` of a CheckoutRequest (trimmed; no empty second address line). */
export function contactPayload(c: ContactForm) {
  const t = (v: string) => v.trim();
  return {
    firstName: t(c.firstName),
    lastName: t(c.lastName),
    email: t(c.email),
    phone: t(c.phone),
    ...(hasAddress(c)
      ? {
          address: {
            line1: t(c.line1),
            ...(t(c.line2) ? { line2: t(c.line2) } : {}),
            postalCode: t(c.postalCode),
            city: t(c.city),
            country: t(c.country),
          },
        }
      : {}),
  };
}

/** Countries offered for the invoice address (names from the browser's Intl, in the page's language). */
export const COUNTRIES = ['FR', 'BE', 'CH', 'LU', 'MC', 'DE', 'IT', 'ES', 'NL', 'GB', 'IE', 'PT', 'AT', 'DK', 'SE', 'NO', 'PL', 'US', 'CA'];
