import { DAYS_MAX, PARTICIPANTS_MAX } from '@schuss/contracts/rules';
import { type ChangeEvent, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../i18n';
import { Check, ErrorText, Input, useFieldError } from './fields';
import { type BandValues, type ProductFormValues, pricingDefaults, RULES, type Rule } from './productForm';
import { useCatalogueTexts } from './texts';

/**
 * The pricing rule's part of the product form: the rule, its table or price, and the family and
 * multi-day discounts. Tables are edited cell by cell (a price in euros per age band and day, per
 * duration and group size); rows and columns are added and removed with buttons.
 */

/** Bands kept when the rule changes between the two band rules: a table's first day becomes the single price, and back. */
function convertBands(bands: BandValues[], to: Rule, days: number): BandValues[] {
  return bands.map((b) => ({
    ...b,
    cents: to === 'daysTable' ? Array.from({ length: days }, (_, d) => b.cents[d] ?? '') : [b.cents[0] ?? ''],
  }));
}

function RuleChoice({ prefix }: { prefix: string }) {
  const t = useCatalogueTexts();
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
  return (
    <div className="field">
      <label htmlFor={id}>{t.catRule}</label>
      <select id={id} value={rule} onChange={change} aria-invalid={message ? true : undefined} aria-describedby={errorId}>
        {RULES.map((r) => (
          <option key={r} value={r}>
            {t.catRules[r]}
          </option>
        ))}
      </select>
      <ErrorText id={errorId} message={message} />
    </div>
  );
}

/** Age bands, with one price each or a price per number of days. */
function BandsTable({ prefix }: { prefix: string }) {
  const { m, lang } = useI18n();
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
  return (
    <div className="cat-table-block">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-scroll" aria-label={m.tableScroll(t.catBandsCaption)} tabIndex={0}>
        <table className="data cat-grid">
          <caption>{t.catBandsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.catBandHead}</th>
              <th scope="col">{t.catBandLabelFr}</th>
              <th scope="col">{t.catBandLabelEn}</th>
              <th scope="col">{t.catMinAge}</th>
              <th scope="col">{t.catMaxAge}</th>
              {byDays ? (
                Array.from({ length: days }, (_, d) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a day's column is its number
                  <th scope="col" key={d} className="num">
                    {t.catColDays(d + 1)}
                  </th>
                ))
              ) : (
                <th scope="col" className="num">
                  {t.catPrice}
                </th>
              )}
              <th scope="col">
                <span className="cat-sr">{t.catActionsHead}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a band is its row (the form's paths are by index)
              <tr key={i}>
                <th scope="row">{t.catBand(i + 1)}</th>
                <td>
                  <Input
                    prefix={prefix}
                    name={`pricing.bands.${i}.label.fr`}
                    label={t.catCell(t.catBandLabelFr, t.catBand(i + 1))}
                    hiddenLabel
                  />
                </td>
                <td>
                  <Input
                    prefix={prefix}
                    name={`pricing.bands.${i}.label.en`}
                    label={t.catCell(t.catBandLabelEn, t.catBand(i + 1))}
                    hiddenLabel
                  />
                </td>
                <td>
                  <Input
                    prefix={prefix}
                    name={`pricing.bands.${i}.minAge`}
                    label={t.catCell(t.catMinAge, t.catBand(i + 1))}
                    hiddenLabel
                    inputMode="numeric"
                    className="cat-narrow"
                  />
                </td>
                <td>
                  <Input
                    prefix={prefix}
                    name={`pricing.bands.${i}.maxAge`}
                    label={t.catCell(t.catMaxAge, t.catBand(i + 1))}
                    hiddenLabel
                    inputMode="numeric"
                    className="cat-narrow"
                  />
                </td>
                {Array.from({ length: days }, (_, d) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a day's cell is its number
                  <td key={d} className="num">
                    <Input
                      prefix={prefix}
                      name={byDays ? `pricing.bands.${i}.cents.${d}` : `pricing.bands.${i}.cents.0`}
                      label={byDays ? t.catDayCell(bandName(i), d + 1) : t.catPriceCell(bandName(i))}
                      hiddenLabel
                      inputMode="decimal"
                      autoComplete="off"
                      className="cat-price"
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="button secondary small"
                    disabled={bands.length <= 1}
                    onClick={() => set(getValues('pricing.bands').filter((__, j) => j !== i))}
                  >
                    {t.catRemoveBand(i + 1)}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ErrorText id={errorId} message={message} />
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            const all = getValues('pricing.bands');
            const last = all.at(-1);
            const next = last && last.maxAge.trim() !== '' && /^\d+$/.test(last.maxAge.trim()) ? String(Number(last.maxAge) + 1) : '';
            set([...all, { label: { fr: '', en: '' }, minAge: next, maxAge: '', cents: Array.from({ length: days }, () => '') }]);
          }}
        >
          {t.catAddBand}
        </button>
        {byDays && (
          <>
            <button
              type="button"
              className="button secondary"
              disabled={days >= DAYS_MAX}
              onClick={() => set(getValues('pricing.bands').map((b) => ({ ...b, cents: [...b.cents, ''] })))}
            >
              {t.catAddDay}
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={days <= 1}
              onClick={() => set(getValues('pricing.bands').map((b) => ({ ...b, cents: b.cents.slice(0, days - 1) })))}
            >
              {t.catRemoveDay}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/** Private lessons: a price per booking by duration (rows) and group size (columns). */
function DurationsTable({ prefix }: { prefix: string }) {
  const { m } = useI18n();
  const t = useCatalogueTexts();
  const { watch, setValue, getValues } = useFormContext<ProductFormValues>();
  const durations = watch('pricing.durations');
  const size = Math.max(1, ...durations.map((d) => d.cents.length));
  const set = (next: ProductFormValues['pricing']['durations']) => setValue('pricing.durations', next, { shouldDirty: true });
  const { message, errorId } = useFieldError('pricing.durations', `${prefix}-durations`);
  return (
    <div className="cat-table-block">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-scroll" aria-label={m.tableScroll(t.catDurationsCaption)} tabIndex={0}>
        <table className="data cat-grid">
          <caption>{t.catDurationsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.catMinutes}</th>
              {Array.from({ length: size }, (_, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a group size's column is its number
                <th scope="col" key={n} className="num">
                  {t.catColPeople(n + 1)}
                </th>
              ))}
              <th scope="col">
                <span className="cat-sr">{t.catActionsHead}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {durations.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a duration is its row (the form's paths are by index)
              <tr key={i}>
                <td>
                  <Input
                    prefix={prefix}
                    name={`pricing.durations.${i}.minutes`}
                    label={t.catCell(t.catMinutes, t.catRow(i + 1))}
                    hiddenLabel
                    inputMode="numeric"
                    className="cat-narrow"
                  />
                </td>
                {Array.from({ length: size }, (_, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a group size's cell is its number
                  <td key={n} className="num">
                    <Input
                      prefix={prefix}
                      name={`pricing.durations.${i}.cents.${n}`}
                      label={t.catDurationCell(d.minutes || '?', n + 1)}
                      hiddenLabel
                      inputMode="decimal"
                      autoComplete="off"
                      className="cat-price"
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="button secondary small"
                    disabled={durations.length <= 1}
                    onClick={() => set(getValues('pricing.durations').filter((__, j) => j !== i))}
                  >
                    {t.catRemoveDuration(d.minutes || String(i + 1))}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ErrorText id={errorId} message={message} />
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => set([...getValues('pricing.durations'), { minutes: '', cents: Array.from({ length: size }, () => '') }])}
        >
          {t.catAddDuration}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={size >= PARTICIPANTS_MAX}
          onClick={() => set(getValues('pricing.durations').map((d) => ({ ...d, cents: [...d.cents, ''] })))}
        >
          {t.catAddPerson}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={size <= 1}
          onClick={() => set(getValues('pricing.durations').map((d) => ({ ...d, cents: d.cents.slice(0, size - 1) })))}
        >
          {t.catRemovePerson}
        </button>
      </div>
    </div>
  );
}

function Discounts({ prefix }: { prefix: string }) {
  const t = useCatalogueTexts();
  const { watch } = useFormContext<ProductFormValues>();
  const rule = watch('pricing.rule');
  const family = watch('pricing.family.on');
  const multiDay = watch('pricing.multiDay.on');
  const perBooking = rule === 'durationGroup' || rule === 'flat';
  const { message, errorId } = useFieldError('pricing.discount', `${prefix}-discount`);
  const familyError = useFieldError('pricing.discount.fromParticipant', `${prefix}-family`);
  const daysError = useFieldError('pricing.discount.fromDays', `${prefix}-days`);
  return (
    <fieldset className="field cat-discounts">
      <legend>{t.catDiscounts}</legend>
      <ErrorText id={errorId} message={message} />
      {!perBooking && (
        <div className="cat-discount">
          <Check prefix={prefix} name="pricing.family.on" label={t.catFamily} hint={t.catFamilyHint} />
          {family && (
            <div className="cat-inline">
              <Input prefix={prefix} name="pricing.family.rank" label={t.catFamilyRank} inputMode="numeric" className="cat-narrow" />
              <Input prefix={prefix} name="pricing.family.percent" label={t.catPercent} inputMode="numeric" className="cat-narrow" />
            </div>
          )}
          <ErrorText id={familyError.errorId} message={familyError.message} />
        </div>
      )}
      {rule !== 'durationGroup' && (
        <div className="cat-discount">
          <Check prefix={prefix} name="pricing.multiDay.on" label={t.catMultiDay} hint={t.catMultiDayHint} />
          {multiDay && (
            <div className="cat-inline">
              <Input prefix={prefix} name="pricing.multiDay.days" label={t.catMultiDayFrom} inputMode="numeric" className="cat-narrow" />
              <Input prefix={prefix} name="pricing.multiDay.percent" label={t.catPercent} inputMode="numeric" className="cat-narrow" />
            </div>
          )}
          <ErrorText id={daysError.errorId} message={daysError.message} />
        </div>
      )}
      {rule === 'durationGroup' && <p className="hint">{t.catNoDiscountHere}</p>}
    </fieldset>
  );
}

export function PricingFields() {
  const t = useCatalogueTexts();
  const prefix = useId().replace(/:/g, '');
  const { watch } = useFormContext<ProductFormValues>();
  const rule = watch('pricing.rule');
  return (
    <div className="form">
      <RuleChoice prefix={prefix} />
      {(rule === 'ageBands' || rule === 'daysTable') && <BandsTable prefix={prefix} />}
      {rule === 'ageBands' && <Check prefix={prefix} name="pricing.perDay" label={t.catPerDay} />}
      {rule === 'durationGroup' && <DurationsTable prefix={prefix} />}
      {(rule === 'perNight' || rule === 'perParticipantPerDay' || rule === 'flat') && (
        <div className="cat-inline">
          <Input
            prefix={prefix}
            name="pricing.cents"
            label={rule === 'perNight' ? t.catPricePerNight : rule === 'perParticipantPerDay' ? t.catPricePerDay : t.catFlatPrice}
            inputMode="decimal"
            autoComplete="off"
            className="cat-price-field"
          />
          {rule === 'perNight' && (
            <Input prefix={prefix} name="pricing.adultAge" label={t.catAdultAge} inputMode="numeric" className="cat-narrow" />
          )}
        </div>
      )}
      {rule === 'flat' && <Check prefix={prefix} name="pricing.perDay" label={t.catFlatPerDay} />}
      <Discounts prefix={prefix} />
    </div>
  );
}
