/** The pricing part's state and changes (PricingFields.tsx and its sections): the rule changed, rows and columns of its tables added and removed. */

import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../i18n';
import { useFieldError } from './fields';
import { type BandValues, type ProductFormValues, pricingDefaults, type Rule } from './productForm';
import { useCatalogueTexts } from './texts';

/** Bands kept when the rule changes between the two band rules: a table's first day becomes the single price, and back. */
function convertBands(bands: BandValues[], to: Rule, days: number): BandValues[] {
  return bands.map((b) => ({
    ...b,
    cents: to === 'daysTable' ? Array.from({ length: days }, (_, d) => b.cents[d] ?? '') : [b.cents[0] ?? ''],
  }));
}

/** The rule chosen; another rule starts from its defaults, keeping the bands between band rules and the discounts. */
export function useRuleChoice(prefix: string) {
  const { watch, setValue, getValues } = useFormContext<ProductFormValues>();
  const rule = watch('pricing.rule');
  const id = `${prefix}-pricing-rule`;
  const { message, errorId } = useFieldError('pricing.rule', id);
  const change = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = e.target.value as Rule;
    const was = getValues('pricing');
    const fresh = pricingDefaults(next);
    const bandRules: Rule[] = ['ageBands', 'daysTable'];
    setValue(
      'pricing',
      {
        ...fresh,
        bands: bandRules.includes(was.rule) && bandRules.includes(next) ? convertBands(was.bands, next, 3) : fresh.bands,
        family: was.family,
        multiDay: was.multiDay,
      },
      { shouldDirty: true },
    );
  };
  return { rule, id, message, errorId, change };
}

/** The age bands' table: its rows (bands) and, by number of days, its columns. */
export function useBandsTable(prefix: string) {
  const { lang } = useI18n();
  const t = useCatalogueTexts();
  const { watch, setValue, getValues } = useFormContext<ProductFormValues>();
  const rule = watch('pricing.rule');
  const bands = watch('pricing.bands');
  const byDays = rule === 'daysTable';
  const days = byDays ? Math.max(1, ...bands.map((b) => b.cents.length)) : 1;
  const set = (next: BandValues[]) => setValue('pricing.bands', next, { shouldDirty: true });
  const { message, errorId } = useFieldError('pricing.bands', `${prefix}-bands`);
  // A band is named in the staff's language (else the other one, else its number).
  const bandName = (i: number) => bands[i]?.label[lang].trim() || bands[i]?.label[lang === 'fr' ? 'en' : 'fr'].trim() || t.catBand(i + 1);
  const removeBand = (i: number) => set(getValues('pricing.bands').filter((__, j) => j !== i));
  const addBand = () => {
    const all = getValues('pricing.bands');
    const last = all.at(-1);
    const next = last && last.maxAge.trim() !== '' && /^\d+$/.test(last.maxAge.trim()) ? String(Number(last.maxAge) + 1) : '';
    set([...all, { label: { fr: '', en: '' }, minAge: next, maxAge: '', cents: Array.from({ length: days }, () => '') }]);
  };
  const addDay = () => set(getValues('pricing.bands').map((b) => ({ ...b, cents: [...b.cents, ''] })));
  const removeDay = () => set(getValues('pricing.bands').map((b) => ({ ...b, cents: b.cents.slice(0, days - 1) })));
  return { bands, byDays, days, message, errorId, bandName, removeBand, addBand, addDay, removeDay };
}

/** The private lessons' table: durations (rows) by group size (columns). */
export function useDurationsTable(prefix: string) {
  const { watch, setValue, getValues } = useFormContext<ProductFormValues>();
  const durations = watch('pricing.durations');
  const size = Math.max(1, ...durations.map((d) => d.cents.length));
  const set = (next: ProductFormValues['pricing']['durations']) => setValue('pricing.durations', next, { shouldDirty: true });
  const { message, errorId } = useFieldError('pricing.durations', `${prefix}-durations`);
  const removeDuration = (i: number) => set(getValues('pricing.durations').filter((__, j) => j !== i));
  const addDuration = () => set([...getValues('pricing.durations'), { minutes: '', cents: Array.from({ length: size }, () => '') }]);
  const addPerson = () => set(getValues('pricing.durations').map((d) => ({ ...d, cents: [...d.cents, ''] })));
  const removePerson = () => set(getValues('pricing.durations').map((d) => ({ ...d, cents: d.cents.slice(0, size - 1) })));
  return { durations, size, message, errorId, removeDuration, addDuration, addPerson, removePerson };
}

/** Which discounts the rule allows, which are on, and their errors. */
export function useDiscounts(prefix: string) {
  const { watch } = useFormContext<ProductFormValues>();
  const rule = watch('pricing.rule');
  const family = watch('pricing.family.on');
  const multiDay = watch('pricing.multiDay.on');
  const perBooking = rule === 'durationGroup' || rule === 'flat';
  const discount = useFieldError('pricing.discount', `${prefix}-discount`);
  const familyError = useFieldError('pricing.discount.fromParticipant', `${prefix}-family`);
  const daysError = useFieldError('pricing.discount.fromDays', `${prefix}-days`);
  return { rule, family, multiDay, perBooking, discount, familyError, daysError };
}
