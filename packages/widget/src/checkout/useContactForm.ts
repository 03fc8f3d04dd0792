import { type FormEvent, useId, useState } from 'react';
import { push, session } from '../env';
import { CONTACT_FIELDS, type ContactErrors, type ContactForm, validateContact } from './contact';
import type { CT } from './texts';

/**
 * The contact step's validation. On submit: the errors under their fields, the form's alert and
 * focus on the first field in error; or, for a valid contact, the analytics contact event, the
 * contact kept for this tab, and `onValid`. `id` prefixes the fields' ids (`${id}-${field}`).
 */
export function useContactForm(contact: ContactForm, t: CT, onValid: () => void) {
  const id = useId().replace(/:/g, '');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateContact(contact);
    setErrors(found);
    const first = CONTACT_FIELDS.find((f) => found[f]);
    if (first) {
      setFormError(t('fixErrors'));
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    // The contact event of the tunnel (same shape as the site's analytics.contact('tunnel')).
    push({ event: 'contact', contact_origin: 'tunnel' }, false);
    // Kept for this tab: a visitor back from the payment page finds the form filled.
    session.set('checkoutContact', JSON.stringify(contact));
    onValid();
  }
  return { id, errors, formError, submit };
}
