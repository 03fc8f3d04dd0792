/**
 * The participants form of the product view (slot or start date and days, participants with the
 * product's extra fields, the price before adding, add to cart). In the second file: the main file
 * shows the product while this loads (it is fetched as soon as the widget mounts).
 */
import type { ProductView, SlotView } from '@schuss/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { cartChanged, push, session } from '../env';
import {
  addDays,
  analyticsItem,
  clampDate,
  dayChoice,
  type ExtraField,
  ecommerceEvent,
  extraFields,
  firstErrorId,
  formatDate,
  formatEuros,
  hasErrors,
  isIsoDate,
  type ParticipantErrors,
  type ParticipantInput,
  participantPayload,
  type Stay,
  todayIso,
  validateParticipant,
} from '../logic';
import { countsNights, estimate, maxDaysOf, minutesBetween, usesDays } from '../price';
import type { FormCtx } from '../shared';
import { type FT, formTranslator } from './texts';

type Person = ParticipantInput & { key: number };
let personKeys = 0;
const emptyParticipant = (): Person => ({ key: ++personKeys, firstName: '', lastName: '', birthDate: '' });

const UNITS: Record<ExtraField, string> = { level: '', height: 'cm', weight: 'kg', shoeSize: '' };

export function BookingForm({ ctx, product, stay }: { ctx: FormCtx; product: ProductView; stay: Stay }) {
  const { lang } = ctx;
  const t = formTranslator(lang);
  const id = useId().replace(/:/g, '');
  const a = product.attributes;
  const slots = product.slots.slice(0, 12);
  const today = todayIso();
  const fields = extraFields(a);
  const levels = Array.isArray(a.levels) ? a.levels.filter((l): l is string => typeof l === 'string') : [];
  const needsStart = !product.dated && a.needsStartDate === true;
  const needsDays = !product.dated && usesDays(product.pricing);
  const nights = countsNights(product.pricing);
  const maxDays = maxDaysOf(product.pricing, a.maxDays);
  const choice = dayChoice(stay, today, maxDays);
  const [startDate, setStartDate] = useState(choice.start);
  const [days, setDays] = useState(choice.days);
  // A new stay (header picker) gives new default dates.
  useEffect(() => {
    setStartDate(choice.start);
    setDays(choice.days);
  }, [choice.start, choice.days]);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [people, setPeople] = useState<Person[]>([emptyParticipant()]);
  const [errors, setErrors] = useState<ParticipantErrors[]>([]);
  const [dateError, setDateError] = useState(false);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const slot = slots.find((s) => s.id === slotId) ?? null;
  const ageMin = typeof a.ageMin === 'number' ? a.ageMin : undefined;
  const ageMax = typeof a.ageMax === 'number' ? a.ageMax : undefined;
  const on = slot?.startsOn ?? (needsStart && isIsoDate(startDate) ? startDate : today);
  const lineDays = slot ? Math.round((Date.parse(slot.endsOn) - Date.parse(slot.startsOn)) / 86_400_000) + 1 : needsDays ? days : 1;
  const price = estimate(product.pricing, {
    birthDates: people.map((p) => p.birthDate),
    on,
    days: lineDays,
    durationMinutes: slot?.startTime && slot.endTime ? minutesBetween(slot.startTime, slot.endTime) : undefined,
  });

  const update = (i: number, field: keyof ParticipantInput, value: string) =>
    setPeople((list) => list.map((p, j) => (j === i ? { ...p, [field]: value } : p)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError('');
    if (product.dated && !slot) {
      setFormError(t('chooseSlot'));
      document.getElementById(`${id}-slots`)?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
      return;
    }
    const badDate = needsStart && clampDate(startDate, choice.min, choice.max) !== startDate;
    setDateError(badDate);
    const all = people.map((p) => validateParticipant(p, { ageMin, ageMax, on, today, fields, levels }));
    setErrors(all);
    if (badDate || hasErrors(all)) {
      setFormError(t('fixErrors'));
      const first = badDate ? `${id}-start` : firstErrorId(all, id);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setBusy(true);
    try {
      const cartId = session.get('cartId') ?? undefined;
      const res = await ctx.api.addLine({
        cartId,
        resort: ctx.resort,
        lang,
        productKey: product.key,
        slotId: slot?.id,
        startDate: needsStart ? startDate : undefined,
        days: needsDays ? days : undefined,
        participants: people.map((p) => participantPayload(p, fields)),
      });
      session.set('cartId', res.cartId);
      cartChanged();
      push(
        ecommerceEvent('add_to_cart', [
          analyticsItem({
            name: product.name,
            merchantName: product.merchant.name,
            type: product.type,
            discipline: a.discipline,
            level: a.level,
            variant: slot ? slot.startsOn : needsStart ? startDate : null,
            unitCents: res.line.unitPrice.amount,
            quantity: res.line.quantity,
          }),
        ]),
      );
      ctx.announce(t('added', { name: `${product.name} (${formatEuros(res.line.total.amount, lang)})` }));
      setPeople([emptyParticipant()]);
      setErrors([]);
    } catch (err) {
      setFormError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const dayWord = (n: number) => t(nights ? (n > 1 ? 'nights' : 'night') : n > 1 ? 'days' : 'day', { n });
  return (
    <form className="msem-form" noValidate onSubmit={submit}>
      {product.dated ? (
        <fieldset id={`${id}-slots`} className="msem-slots">
          <legend>{t('slots')}</legend>
          {slots.length === 0 ? <p>{t('noSlots')}</p> : null}
          {slots.map((s) => (
            <SlotOption key={s.id} s={s} name={`${id}-slot`} checked={s.id === slotId} onPick={() => setSlotId(s.id)} t={t} lang={lang} />
          ))}
        </fieldset>
      ) : needsStart || needsDays ? (
        <fieldset className="msem-days">
          <legend>{t('dates')}</legend>
          {needsStart ? (
            <div className="msem-field">
              <label htmlFor={`${id}-start`}>{t(nights ? 'arrival' : 'startDate')}</label>
              <input
                id={`${id}-start`}
                type="date"
                min={choice.min}
                max={choice.max}
                value={startDate}
                aria-invalid={dateError || undefined}
                aria-describedby={dateError ? `${id}-start-error` : undefined}
                onChange={(e) => setStartDate(e.currentTarget.value)}
              />
              {dateError ? (
                <p id={`${id}-start-error`} className="msem-field-error">
                  {t('error.dateRange', { min: formatDate(choice.min, lang), max: formatDate(choice.max, lang) })}
                </p>
              ) : null}
            </div>
          ) : null}
          {needsDays ? (
            <div className="msem-field">
              <label htmlFor={`${id}-days`}>{t(nights ? 'nightCount' : 'dayCount')}</label>
              <select id={`${id}-days`} value={days} onChange={(e) => setDays(Number(e.currentTarget.value))}>
                {Array.from({ length: maxDays }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {dayWord(n)}
                  </option>
                ))}
              </select>
              {needsStart && isIsoDate(startDate) ? (
                <p className="msem-hint">{t('until', { date: formatDate(addDays(startDate, nights ? days : days - 1), lang) })}</p>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset className="msem-people">
        <legend>{t('participants')}</legend>
        {people.map((p, i) => (
          <fieldset key={p.key} className="msem-person" data-participant={i}>
            <legend>{t('participant', { n: i + 1 })}</legend>
            {(['firstName', 'lastName', 'birthDate', ...fields] as const).map((field) => {
              const fid = `${id}-p${i}-${field}`;
              const err = errors[i]?.[field];
              const common = {
                id: fid,
                name: field,
                value: p[field] ?? '',
                'aria-invalid': err ? true : undefined,
                'aria-describedby': err ? `${fid}-error` : undefined,
              };
              return (
                <div key={field} className="msem-field">
                  <label htmlFor={fid}>{t(field)}</label>
                  {field === 'level' ? (
                    <select {...common} onChange={(e) => update(i, field, e.currentTarget.value)}>
                      <option value="">{t('chooseLevel')}</option>
                      {levels.map((l) => (
                        <option key={l} value={l}>
                          {l}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      {...common}
                      type={field === 'birthDate' ? 'date' : 'text'}
                      inputMode={field === 'height' || field === 'weight' ? 'numeric' : field === 'shoeSize' ? 'decimal' : undefined}
                      autoComplete={
                        field === 'firstName' ? 'given-name' : field === 'lastName' ? 'family-name' : field === 'birthDate' ? 'bday' : 'off'
                      }
                      max={field === 'birthDate' ? today : undefined}
                      onChange={(e) => update(i, field, e.currentTarget.value)}
                    />
                  )}
                  {err ? (
                    <p id={`${fid}-error`} className="msem-field-error">
                      {t(`error.${err.key}`, {
                        age: err.age ?? '',
                        min: err.min ?? '',
                        max: err.max ?? '',
                        unit: UNITS[field as ExtraField] ?? '',
                      })}
                    </p>
                  ) : null}
                </div>
              );
            })}
            {people.length > 1 ? (
              <button
                type="button"
                className="msem-link"
                onClick={() => {
                  setPeople((list) => list.filter((_, j) => j !== i));
                  setErrors((list) => list.filter((_, j) => j !== i));
                }}
              >
                {t('removeParticipant', { n: i + 1 })}
              </button>
            ) : null}
          </fieldset>
        ))}
        {people.length < 20 ? (
          <button type="button" className="msem-btn msem-secondary" onClick={() => setPeople((list) => [...list, emptyParticipant()])}>
            {t('addParticipant')}
          </button>
        ) : null}
      </fieldset>
      <p className="msem-total">
        <span>{t(price.complete ? 'price' : 'priceFrom')}</span>{' '}
        <strong data-price-cents={price.cents}>{formatEuros(price.cents, lang)}</strong>
        <small> {t('priceNote', { n: people.length })}</small>
      </p>
      {formError ? (
        <p className="msem-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="msem-btn" disabled={busy}>
        {busy ? t('adding') : t('addToCart')}
      </button>
    </form>
  );
}

function SlotOption({
  s,
  name,
  checked,
  onPick,
  t,
  lang,
}: {
  s: SlotView;
  name: string;
  checked: boolean;
  onPick: () => void;
  t: FT;
  lang: FormCtx['lang'];
}) {
  const id = `${name}-${s.id}`;
  const dates = `${formatDate(s.startsOn, lang)} – ${formatDate(s.endsOn, lang)}${s.startTime ? `, ${s.startTime}–${s.endTime ?? ''}` : ''}`;
  return (
    <div className={`msem-slot${s.full ? ' is-full' : ''}`} data-slot={s.id}>
      <input id={id} type="radio" name={name} value={s.id} checked={checked} disabled={s.full} onChange={onPick} />
      <label htmlFor={id}>
        <span>{dates}</span> <span className="msem-slot-price">{formatEuros(s.fromPrice.amount, lang)}</span>{' '}
        <span className="msem-slot-places">{s.full ? t('full') : s.remaining === 1 ? t('place') : t('places', { n: s.remaining })}</span>
      </label>
    </div>
  );
}
