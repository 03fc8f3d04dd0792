import { Bic, type EarningsInstructor, Iban } from '@schuss/contracts';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../api/client';
import { useSaveBankAccount } from '../../api/earnings';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import { Field } from './fields';
import { useEarningsTexts } from './texts';

type Values = { holder: string; iban: string; bic: string };

/** The account an instructor is paid to, for the SEPA file (admins only). */
export function BankAccountForm({ instructor }: { instructor: EarningsInstructor }) {
  const { m } = useI18n();
  const t = useEarningsTexts();
  const id = useId();
  const toast = useToast();
  const save = useSaveBankAccount(instructor.id);
  const name = `${instructor.firstName} ${instructor.lastName}`;
  const account = instructor.bankAccount;
  const [values, setValues] = useState<Values>({
    holder: account?.holder ?? name,
    iban: account?.iban ?? '',
    bic: account?.bic ?? '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Values> = {};
    const holder = values.holder.trim();
    if (!holder) found.holder = t.nameRequired;
    else if (holder.length > 70) found.holder = t.nameTooLong;
    if (!Iban.safeParse(values.iban).success) found.iban = t.ibanInvalid;
    if (values.bic.trim() && !Bic.safeParse(values.bic).success) found.bic = t.bicInvalid;
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { account: { holder, iban: values.iban.trim(), bic: values.bic.trim() ? values.bic.trim().toUpperCase() : null } },
      { onSuccess: () => toast(t.accountSaved) },
    );
  };
  const remove = () => save.mutate({ account: null }, { onSuccess: () => toast(t.accountRemoved) });

  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-h`} noValidate>
      <h3 id={`${id}-h`}>{t.bankHeading(name)}</h3>
      <Field id={`${id}-holder`} label={t.holder} value={values.holder} onChange={set('holder')} error={errors.holder} />
      <Field id={`${id}-iban`} label={t.iban} value={values.iban} onChange={set('iban')} error={errors.iban} />
      <Field id={`${id}-bic`} label={t.bic} value={values.bic} onChange={set('bic')} error={errors.bic} />
      {save.error && (
        <p className="field-error" role="alert">
          {errorText(save.error, m)}
        </p>
      )}
      <p className="actions">
        <button type="submit" className="button primary" disabled={save.isPending}>
          {t.saveAccount}
        </button>
        {account && (
          <button type="button" className="button danger" disabled={save.isPending} onClick={remove}>
            {t.removeAccount}
          </button>
        )}
      </p>
    </form>
  );
}
