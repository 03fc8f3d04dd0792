import { Bic, Iban, type ShareRule } from '@schuss/contracts';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../api/client';
import { useSaveShareRule } from '../../api/earnings';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import { decimal, Field } from './fields';
import { useEarningsTexts } from './texts';

type Values = { percent: string; perHour: string; payerName: string; payerIban: string; payerBic: string };
type Errors = Partial<Record<keyof Values, string>>;

const plain = (n: number, lang: string) => (n === 0 ? '' : lang === 'fr' ? String(n).replace('.', ',') : String(n));

/** The school's share of its instructors' lessons, and its account the transfers leave from (admins only). */
export function ShareRuleForm({ rule }: { rule: ShareRule }) {
  const { lang, m } = useI18n();
  const t = useEarningsTexts();
  const id = useId();
  const toast = useToast();
  const save = useSaveShareRule();
  const [values, setValues] = useState<Values>({
    percent: plain(rule.shareBp / 100, lang),
    perHour: rule.shareCentsPerHour ? (rule.shareCentsPerHour / 100).toFixed(2) : '',
    payerName: rule.payerName ?? '',
    payerIban: rule.payerIban ?? '',
    payerBic: rule.payerBic ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    const percent = decimal(values.percent);
    if (percent === null || percent > 100) found.percent = t.percentInvalid;
    const perHour = decimal(values.perHour);
    if (perHour === null || perHour > 1000) found.perHour = t.perHourInvalid;
    const name = values.payerName.trim();
    const iban = values.payerIban.trim();
    const bic = values.payerBic.trim();
    if (name.length > 70) found.payerName = t.nameTooLong;
    if (iban && !Iban.safeParse(iban).success) found.payerIban = t.ibanInvalid;
    if (bic && !Bic.safeParse(bic).success) found.payerBic = t.bicInvalid;
    if (Boolean(name) !== Boolean(iban)) found[name ? 'payerIban' : 'payerName'] = t.payerIncomplete;
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: ShareRule = {
      shareBp: Math.round((percent ?? 0) * 100),
      shareCentsPerHour: Math.round((perHour ?? 0) * 100),
      payerName: name || null,
      payerIban: iban || null,
      payerBic: bic ? bic.toUpperCase() : null,
    };
    save.mutate(body, { onSuccess: () => toast(t.saved) });
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-h`} noValidate>
      <h2 id={`${id}-h`}>{t.ruleHeading}</h2>
      <p className="hint">{t.ruleHint}</p>
      <Field
        id={`${id}-percent`}
        label={t.percent}
        value={values.percent}
        onChange={set('percent')}
        error={errors.percent}
        inputProps={{ inputMode: 'decimal' }}
      />
      <Field
        id={`${id}-per-hour`}
        label={t.perHour}
        value={values.perHour}
        onChange={set('perHour')}
        error={errors.perHour}
        inputProps={{ inputMode: 'decimal' }}
      />
      <p className="hint">{t.payerHint}</p>
      <Field id={`${id}-payer-name`} label={t.payerName} value={values.payerName} onChange={set('payerName')} error={errors.payerName} />
      <Field id={`${id}-payer-iban`} label={t.payerIban} value={values.payerIban} onChange={set('payerIban')} error={errors.payerIban} />
      <Field id={`${id}-payer-bic`} label={t.payerBic} value={values.payerBic} onChange={set('payerBic')} error={errors.payerBic} />
      {save.error && (
        <p className="field-error" role="alert">
          {errorText(save.error, m)}
        </p>
      )}
      <p className="actions">
        <button type="submit" className="button primary" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </button>
      </p>
    </form>
  );
}
