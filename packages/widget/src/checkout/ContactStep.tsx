import type { CartCtx } from '../shared';
import { ContactInput } from './ContactInput';
import { ADDRESS, type ContactField, type ContactForm, hasAddress } from './contact';
import type { Step } from './model';
import type { CT } from './texts';
import { useContactForm } from './useContactForm';
import { useCountryNames } from './useCountryNames';

/** Step 1 of the tunnel: the contact and invoice address. */
export function ContactStep({
  lang,
  t,
  go,
  contact,
  setContact,
}: {
  lang: CartCtx['lang'];
  t: CT;
  go: (s: Step) => void;
  contact: ContactForm;
  setContact: (c: ContactForm) => void;
}) {
  const { id, errors, formError, submit } = useContactForm(contact, t, () => go(2));
  const names = useCountryNames(lang);
  const address = hasAddress(contact);
  const field = (f: ContactField, type?: string) => (
    <ContactInput
      prefix={id}
      field={f}
      type={type}
      value={contact[f]}
      error={errors[f]}
      onChange={(v) => setContact({ ...contact, [f]: v })}
      countryName={names}
      required={f !== 'line2' && (address || !(ADDRESS.includes(f) || f === 'country'))}
      t={t}
    />
  );
  return (
    <form className="msem-form" noValidate onSubmit={submit}>
      <div className="msem-grid">
        {field('firstName')}
        {field('lastName')}
        {field('email', 'email')}
        {field('phone', 'tel')}
      </div>
      <fieldset>
        <legend>{t('invoiceAddress')}</legend>
        <p className="msem-muted">{t('addressHint')}</p>
        {field('line1')}
        {field('line2')}
        <div className="msem-grid">
          {field('postalCode')}
          {field('city')}
        </div>
        {field('country')}
      </fieldset>
      {formError && Object.keys(errors).length ? (
        <p className="msem-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="msem-actions">
        <button type="button" className="msem-btn msem-secondary" onClick={() => go(0)}>
          {t('backToCart')}
        </button>
        <button type="submit" className="msem-btn">
          {t('next')}
        </button>
      </div>
    </form>
  );
}
