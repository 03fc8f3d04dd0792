import { RemoveSlotsInput, type RemoveSlotsResult, type SeasonProduct, type SeasonSlot } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { useId, useState } from 'react';
import { type FieldError, get, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../api/client';
import { useRemoveSlots } from '../../api/season';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import { WEEK_ORDER, weekdayNames } from './format';
import { LESSON_HOURS } from './GenerateForm';
import { contractResolver } from './resolver';
import { SlotActions, useSlotName } from './SlotDialogs';
import { useSeasonTexts } from './texts';

/**
 * A private lesson's week as a grid: one row per start time, one column per day; each open hour
 * shows its instructors (capacity) and bookings, and leads to its capacity and closing. Empty
 * cells are hours not open.
 */
export function HoursGrid({ monday, slots }: { monday: string; slots: SeasonSlot[] }) {
  const { m, f } = useI18n();
  const t = useSeasonTexts();
  const name = useSlotName();
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const starts = [...new Set(slots.map((s) => s.startTime ?? ''))].sort();
  const at = (day: string, start: string) => slots.find((s) => s.startsOn === day && (s.startTime ?? '') === start);
  if (!slots.length) return <p className="empty">{t.hoursNone}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="table-scroll" aria-label={m.tableScroll(t.hoursGridLabel)} tabIndex={0}>
      <table className="data hours-grid">
        <caption>{t.hoursWeek(f.date(monday), f.date(days[6] ?? monday))}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colHour}</th>
            {days.map((d) => (
              <th key={d} scope="col">
                {f.weekday(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {starts.map((start) => (
            <tr key={start}>
              <th scope="row">{start || '—'}</th>
              {days.map((d) => {
                const s = at(d, start);
                if (!s) {
                  return (
                    <td key={d} className="hour-cell empty-cell">
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t.hourNotOpen}</span>
                    </td>
                  );
                }
                return (
                  <td key={d} className={`hour-cell${s.closed ? ' closed' : ''}`}>
                    <span className="hour-summary" title={name(s)}>
                      {s.closed ? t.hourClosed : t.hourPlaces(s.capacity, s.sold + s.held)}
                    </span>
                    <SlotActions slot={s} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type RemoveValues = { from: string; to: string; weekdays: string[]; startTimes: string[] };

/** Removes hours without bookings (those with bookings stay, listed) over some days, weekdays and hours. */
export function RemoveHoursForm({ product, from, to }: { product: SeasonProduct; from: string; to: string }) {
  const { m, lang } = useI18n();
  const t = useSeasonTexts();
  const id = useId();
  const notify = useToast();
  const remove = useRemoveSlots();
  const name = useSlotName();
  const [result, setResult] = useState<RemoveSlotsResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const days = weekdayNames(lang);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RemoveValues, unknown, z.output<typeof RemoveSlotsInput>>({
    resolver: contractResolver<RemoveValues, typeof RemoveSlotsInput>(RemoveSlotsInput, (v) => ({
      productKey: product.key,
      from: v.from,
      to: v.to,
      weekdays: v.weekdays.map(Number),
      startTimes: v.startTimes,
    })),
    defaultValues: { from, to, weekdays: [], startTimes: [] },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    setResult(null);
    try {
      const r = await remove.mutateAsync(body);
      setResult(r);
      notify(t.hoursRemoved(r.removed, r.closed, r.kept.length));
    } catch (err) {
      setFailure(errorText(err, m));
    }
  });
  const err = (n: string) => get(errors, n) as FieldError | undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="form" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.removeHoursHeading}</h2>
      <p className="hint">{t.removeHoursIntro}</p>
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <div className="season-dates">
        {(['from', 'to'] as const).map((n) => (
          <div className="field" key={n}>
            <label htmlFor={`${id}-${n}`}>{n === 'from' ? t.generateFrom : t.generateTo}</label>
            <input
              id={`${id}-${n}`}
              type="date"
              aria-invalid={err(n) ? true : undefined}
              aria-describedby={err(n) ? `${id}-${n}-error` : undefined}
              {...register(n)}
            />
            {err(n) && (
              <p className="field-error" id={`${id}-${n}-error`}>
                {fieldMessage(err(n), { end_before_start: t.seasonEndBeforeStart, too_long: t.seasonTooLong }, t.seasonDateInvalid)}
              </p>
            )}
          </div>
        ))}
      </div>
      <fieldset className="field" aria-describedby={err('weekdays') ? `${id}-weekdays-error` : undefined}>
        <legend>{t.generateWeekdays}</legend>
        <div className="check-grid">
          {WEEK_ORDER.map((d) => (
            <label key={d} className="check">
              <input type="checkbox" value={String(d)} {...register('weekdays')} />
              <span>{days[d]}</span>
            </label>
          ))}
        </div>
        {err('weekdays') && (
          <p className="field-error" id={`${id}-weekdays-error`}>
            {t.weekdaysRequired}
          </p>
        )}
      </fieldset>
      <fieldset className="field" aria-describedby={err('startTimes') ? `${id}-startTimes-error` : undefined}>
        <legend>{t.removeHoursWhich}</legend>
        <div className="check-grid">
          {LESSON_HOURS.map((h) => (
            <label key={h} className="check">
              <input type="checkbox" value={h} {...register('startTimes')} />
              <span>{h}</span>
            </label>
          ))}
        </div>
        {err('startTimes') && (
          <p className="field-error" id={`${id}-startTimes-error`}>
            {t.hoursRequired}
          </p>
        )}
      </fieldset>
      <div>
        <button type="submit" className="button danger" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.removeHoursSubmit}
        </button>
      </div>
      {result && (
        <div role="status" className="notice">
          <p>{t.hoursRemoved(result.removed, result.closed, result.kept.length)}</p>
          {result.kept.length > 0 && (
            <ul>
              {result.kept.map((s) => (
                <li key={s.id}>{t.hourKept(name(s), s.sold + s.held)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
