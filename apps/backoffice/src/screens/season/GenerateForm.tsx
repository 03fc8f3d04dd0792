import {
  GenerateSlotsInput,
  type GenerateSlotsRequest,
  type GenerationPreview,
  type OverlapError,
  type SeasonProduct,
  type SeasonView,
} from '@schuss/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { type FieldError, get, useFieldArray, useForm } from 'react-hook-form';
import { errorText, isApiCallError } from '../../api/client';
import { useGenerateSlots, usePreviewSlots } from '../../api/season';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import { addMinutes, numberOf, timesText, WEEK_ORDER, weekdayNames } from './format';
import { contractResolver, fieldOfServer } from './resolver';
import { useSeasonTexts } from './texts';

/** Hours a private lesson may start at, offered as checkboxes. */
export const LESSON_HOURS = Array.from({ length: 11 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);

/** What the form holds (strings as typed); `weeks` for group lessons, `hours` for private lessons. */
export type GenerateValues = {
  from: string;
  to: string;
  weekday: string;
  days: string;
  weekdays: string[];
  times: { start: string; end: string }[];
  hours: string[];
  duration: string;
  capacity: string;
  periods: string[];
  periodCapacity: string;
  onOverlap: 'refuse' | 'skip';
};

type Mode = 'weeks' | 'hours';

/** The request the form would send. */
export function toRequest(mode: Mode, productKey: string, v: GenerateValues): GenerateSlotsInput {
  const duration = Number(v.duration);
  return {
    productKey,
    from: v.from,
    to: v.to,
    pattern:
      mode === 'weeks'
        ? { kind: 'weeks', weekday: numberOf(v.weekday) as number, days: numberOf(v.days) as number }
        : { kind: 'days', weekdays: v.weekdays.map(Number) },
    times: mode === 'weeks' ? v.times : [...v.hours].sort().map((h) => ({ start: h, end: addMinutes(h, duration) })),
    capacity: numberOf(v.capacity) as number,
    periods: mode === 'weeks' ? v.periods : [],
    periodCapacity: mode === 'weeks' && v.periods.length ? (numberOf(v.periodCapacity) ?? null) : null,
    onOverlap: v.onOverlap,
  };
}

/** The form field of a request's path (`pattern.weekday` → `weekday`; a private lesson's times are its hours). */
const fieldOf = (mode: Mode) => (path: string) => {
  if (path.startsWith('pattern.')) return path.slice('pattern.'.length);
  if (path === 'pattern') return mode === 'weeks' ? 'weekday' : 'weekdays';
  if (path.startsWith('periods')) return 'periods';
  if (path.startsWith('times')) return mode === 'weeks' ? (path === 'times' ? 'times.0.start' : path) : 'hours';
  if (path === 'productKey') return '';
  return path;
};

/**
 * Generates a product's slots in one go: group lessons one a week (e.g. every Sunday–Friday from
 * the season's start, more places in the chosen periods), private lessons at chosen hours on chosen
 * weekdays (capacity = instructors available). A preview lists the slots first; creating is one
 * step. Slots overlapping existing ones are refused unless the staff member chooses to skip them.
 */
export function GenerateForm({
  product,
  season,
  mode,
  from,
  to,
}: {
  product: SeasonProduct;
  season: SeasonView;
  mode: Mode;
  from?: string;
  to?: string;
}) {
  const { m, f, lang } = useI18n();
  const t = useSeasonTexts();
  const id = useId();
  const notify = useToast();
  const preview = usePreviewSlots();
  const generate = useGenerateSlots();
  const [planned, setPlanned] = useState<{ preview: GenerationPreview; request: GenerateSlotsRequest } | null>(null);
  const [conflict, setConflict] = useState<OverlapError['error'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const map = useMemo(() => fieldOf(mode), [mode]);
  const days = weekdayNames(lang);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<GenerateValues, unknown, GenerateSlotsRequest>({
    resolver: contractResolver<GenerateValues, typeof GenerateSlotsInput>(GenerateSlotsInput, (v) => toRequest(mode, product.key, v), map),
    defaultValues: {
      from: from ?? season.startsOn,
      to: to ?? season.endsOn,
      weekday: '0',
      days: '6',
      weekdays: ['1', '2', '3', '4', '5', '6', '0'],
      times: [{ start: '09:00', end: '11:30' }],
      hours: [],
      duration: String(product.durations[0] ?? 60),
      capacity: mode === 'weeks' ? '8' : '1',
      periods: [],
      periodCapacity: '',
      onOverlap: 'refuse',
    },
  });
  const times = useFieldArray({ control, name: 'times' });
  const chosenPeriods = watch('periods');

  // A preview is of the form as it was: any change asks for a new one.
  useEffect(() => {
    const sub = watch(() => {
      setPlanned(null);
      setConflict(null);
    });
    return () => sub.unsubscribe();
  }, [watch]);

  const serverError = (err: unknown) => {
    if (isApiCallError(err) && err.status === 409 && err.code === 'conflict' && (err.body as OverlapError | undefined)?.error?.overlaps) {
      setConflict((err.body as OverlapError).error);
      return;
    }
    const field = isApiCallError(err) && err.status === 400 ? fieldOfServer(err.field, map) : undefined;
    if (field && isApiCallError(err)) {
      setError(field as keyof GenerateValues, { type: 'server', message: serverText(err.field ?? '', err.message) }, { shouldFocus: true });
      return;
    }
    setFailure(errorText(err, m));
  };
  /** The platform's known refusals in the staff's language; anything else as it said it. */
  const serverText = (field: string, message: string) =>
    /must be inside the season/.test(message)
      ? t.outsideSeason(f.date(season.startsOn), f.date(season.endsOn))
      : /lasts .* minutes/.test(message)
        ? t.durationNotPriced(product.durations.join(' / '))
        : /^body\.pattern: no slot/.test(message) || field === 'body.pattern'
          ? t.patternEmpty
          : /has no period/.test(message)
            ? t.periodUnknown
            : message.replace(/^body\.[\w.]+: /, '');

  const onPreview = handleSubmit(async (request) => {
    setFailure(null);
    setConflict(null);
    try {
      setPlanned({ preview: await preview.mutateAsync(request), request });
    } catch (err) {
      serverError(err);
    }
  });

  const onCreate = async () => {
    if (!planned) return;
    setFailure(null);
    try {
      const r = await generate.mutateAsync(planned.request);
      notify(t.generated(r.created, r.skipped));
      setPlanned(null);
    } catch (err) {
      serverError(err);
    }
  };

  const err = (name: string) => get(errors, name) as FieldError | undefined;
  const described = (name: string, hint = false) =>
    [hint ? `${id}-${name}-hint` : '', err(name) ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const errorLine = (name: string, text: string | undefined) =>
    text ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {text}
      </p>
    ) : null;
  const capacityText = (name: string) =>
    fieldMessage(
      err(name),
      { too_big: t.capacityTooBig, too_small: t.capacityAtLeastOne, required: t.periodCapacityRequired },
      t.capacityNumber,
    );
  const timeText = (name: string) =>
    fieldMessage(err(name), { end_before_start: t.timeEndBeforeStart, overlap: t.timesOverlap }, t.timeInvalid);

  const overlapping = planned?.preview.overlapping ?? 0;
  const canCreate = planned !== null && planned.preview.create > 0 && (overlapping === 0 || planned.request.onOverlap === 'skip');

  return (
    <div className="generate">
      <form onSubmit={onPreview} noValidate className="form" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{mode === 'weeks' ? t.generateWeeksHeading : t.generateHoursHeading}</h2>
        <p className="hint">{mode === 'weeks' ? t.generateWeeksIntro : t.generateHoursIntro}</p>
        {failure && (
          <p className="error-box" role="alert">
            {failure}
          </p>
        )}
        <div className="season-dates">
          {(['from', 'to'] as const).map((name) => (
            <div className="field" key={name}>
              <label htmlFor={`${id}-${name}`}>{name === 'from' ? t.generateFrom : t.generateTo}</label>
              <input
                id={`${id}-${name}`}
                type="date"
                aria-invalid={err(name) ? true : undefined}
                aria-describedby={described(name)}
                {...register(name)}
              />
              {errorLine(
                name,
                fieldMessage(err(name), { end_before_start: t.seasonEndBeforeStart, too_long: t.seasonTooLong }, t.seasonDateInvalid),
              )}
            </div>
          ))}
        </div>

        {mode === 'weeks' ? (
          <>
            <div className="season-dates">
              <div className="field">
                <label htmlFor={`${id}-weekday`}>{t.generateWeekday}</label>
                <select
                  id={`${id}-weekday`}
                  aria-describedby={described('weekday')}
                  // The form's default, also as the element's (happy-dom does not take it from the form).
                  defaultValue="0"
                  {...register('weekday')}
                >
                  {WEEK_ORDER.map((d) => (
                    <option key={d} value={String(d)}>
                      {days[d]}
                    </option>
                  ))}
                </select>
                {errorLine('weekday', err('weekday') ? t.patternEmpty : undefined)}
              </div>
              <div className="field">
                <label htmlFor={`${id}-days`}>{t.generateDays}</label>
                <input
                  id={`${id}-days`}
                  inputMode="numeric"
                  autoComplete="off"
                  aria-invalid={err('days') ? true : undefined}
                  aria-describedby={described('days', true)}
                  {...register('days')}
                />
                <p className="hint" id={`${id}-days-hint`}>
                  {t.generateDaysHint}
                </p>
                {errorLine('days', err('days') ? t.daysRange : undefined)}
              </div>
            </div>
            <fieldset className="field">
              <legend>{t.generateTimes}</legend>
              <ul className="time-list">
                {times.fields.map((row, i) => (
                  <li key={row.id} className="time-row">
                    <div className="field">
                      <label htmlFor={`${id}-times.${i}.start`}>{t.timeStart(i + 1)}</label>
                      <input
                        id={`${id}-times.${i}.start`}
                        type="time"
                        aria-invalid={err(`times.${i}.start`) ? true : undefined}
                        aria-describedby={described(`times.${i}.start`)}
                        {...register(`times.${i}.start`)}
                      />
                      {errorLine(`times.${i}.start`, timeText(`times.${i}.start`))}
                    </div>
                    <div className="field">
                      <label htmlFor={`${id}-times.${i}.end`}>{t.timeEnd(i + 1)}</label>
                      <input
                        id={`${id}-times.${i}.end`}
                        type="time"
                        aria-invalid={err(`times.${i}.end`) ? true : undefined}
                        aria-describedby={described(`times.${i}.end`)}
                        {...register(`times.${i}.end`)}
                      />
                      {errorLine(`times.${i}.end`, timeText(`times.${i}.end`))}
                    </div>
                    {times.fields.length > 1 && (
                      <button type="button" className="button secondary" aria-label={t.timeRemove(i + 1)} onClick={() => times.remove(i)}>
                        {t.remove}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
              <div>
                <button type="button" className="button secondary" onClick={() => times.append({ start: '14:00', end: '16:30' })}>
                  {t.timeAdd}
                </button>
              </div>
            </fieldset>
          </>
        ) : (
          <>
            <fieldset className="field" aria-describedby={described('weekdays')}>
              <legend>{t.generateWeekdays}</legend>
              <div className="check-grid">
                {WEEK_ORDER.map((d) => (
                  <label key={d} className="check">
                    <input type="checkbox" value={String(d)} {...register('weekdays')} />
                    <span>{days[d]}</span>
                  </label>
                ))}
              </div>
              {errorLine('weekdays', err('weekdays') ? t.weekdaysRequired : undefined)}
            </fieldset>
            <fieldset className="field" aria-describedby={described('hours')}>
              <legend>{t.generateHours}</legend>
              <div className="check-grid">
                {LESSON_HOURS.map((h) => (
                  <label key={h} className="check">
                    <input type="checkbox" value={h} {...register('hours')} />
                    <span>{h}</span>
                  </label>
                ))}
              </div>
              {errorLine('hours', fieldMessage(err('hours'), { overlap: t.hoursOverlap, too_small: t.hoursRequired }, t.hoursRequired))}
            </fieldset>
            <div className="field">
              <label htmlFor={`${id}-duration`}>{t.generateDuration}</label>
              <select id={`${id}-duration`} {...register('duration')}>
                {(product.durations.length ? product.durations : [60]).map((d) => (
                  <option key={d} value={String(d)}>
                    {t.minutes(d)}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}

        <div className="field">
          <label htmlFor={`${id}-capacity`}>{mode === 'weeks' ? t.generateCapacity : t.generateInstructors}</label>
          <input
            id={`${id}-capacity`}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={err('capacity') ? true : undefined}
            aria-describedby={described('capacity')}
            {...register('capacity')}
          />
          {errorLine('capacity', capacityText('capacity'))}
        </div>

        {mode === 'weeks' && season.periods.length > 0 && (
          <fieldset className="field">
            <legend>{t.generatePeriods}</legend>
            <p className="hint">{t.generatePeriodsHint}</p>
            {season.periods.map((p) => (
              <label key={p.name} className="check">
                <input type="checkbox" value={p.name} {...register('periods')} />
                <span>
                  {p.name} ({f.date(p.startsOn)} – {f.date(p.endsOn)})
                </span>
              </label>
            ))}
            {errorLine('periods', err('periods') ? t.periodUnknown : undefined)}
            {chosenPeriods.length > 0 && (
              <div className="field">
                <label htmlFor={`${id}-periodCapacity`}>{t.generatePeriodCapacity}</label>
                <input
                  id={`${id}-periodCapacity`}
                  inputMode="numeric"
                  autoComplete="off"
                  aria-invalid={err('periodCapacity') ? true : undefined}
                  aria-describedby={described('periodCapacity')}
                  {...register('periodCapacity')}
                />
                {errorLine('periodCapacity', capacityText('periodCapacity'))}
              </div>
            )}
          </fieldset>
        )}

        <fieldset className="field">
          <legend>{t.overlapLegend}</legend>
          <label className="check">
            <input type="radio" value="refuse" {...register('onOverlap')} />
            <span>{t.overlapRefuse}</span>
          </label>
          <label className="check">
            <input type="radio" value="skip" {...register('onOverlap')} />
            <span>{t.overlapSkip}</span>
          </label>
        </fieldset>

        <div>
          <button type="submit" className="button secondary" disabled={isSubmitting}>
            {isSubmitting ? t.previewing : t.previewSubmit}
          </button>
        </div>
      </form>

      {conflict && (
        <div className="error-box" role="alert">
          <p>{t.overlapRefused(conflict.count)}</p>
          <ul>
            {conflict.overlaps.map((o) => (
              <li key={`${o.existing.id}-${o.planned.startsOn}-${o.planned.startTime}`}>
                {t.overlapItem(
                  `${f.date(o.planned.startsOn)} ${o.planned.startTime}–${o.planned.endTime}`,
                  o.existing.id,
                  `${f.date(o.existing.startsOn)} ${timesText(o.existing)}`.trim(),
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {planned && (
        <section className="preview" aria-labelledby={`${id}-preview-h`}>
          <h3 id={`${id}-preview-h`} tabIndex={-1}>
            {t.previewHeading(planned.preview.slots.length)}
          </h3>
          <p role="status">
            {overlapping === 0
              ? t.previewSummary(planned.preview.create)
              : planned.request.onOverlap === 'skip'
                ? t.previewSummarySkip(planned.preview.create, overlapping)
                : t.previewSummaryRefused(overlapping)}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
          <section className="table-scroll preview-scroll" aria-label={m.tableScroll(t.previewTable)} tabIndex={0}>
            <table className="data">
              <caption className="visually-hidden">{t.previewTable}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.colDays}</th>
                  <th scope="col">{t.colTimes}</th>
                  <th scope="col" className="num">
                    {t.colCapacity}
                  </th>
                  <th scope="col">{t.colPeriod}</th>
                  <th scope="col">{t.colOverlap}</th>
                </tr>
              </thead>
              <tbody>
                {planned.preview.slots.map((s) => (
                  <tr key={`${s.startsOn}-${s.startTime}`}>
                    <td>{s.startsOn === s.endsOn ? f.weekday(s.startsOn) : `${f.weekday(s.startsOn)} → ${f.weekday(s.endsOn)}`}</td>
                    <td>{timesText(s)}</td>
                    <td className="num">{s.capacity}</td>
                    <td>{s.period ?? ''}</td>
                    <td>
                      {s.overlaps.length > 0 ? (
                        <span className="badge full">{t.overlapsSlot(s.overlaps.map((o) => o.id).join(', '))}</span>
                      ) : (
                        ''
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <button type="button" className="button primary" disabled={!canCreate || generate.isPending} onClick={() => void onCreate()}>
            {generate.isPending ? t.creating : t.createSubmit(planned.preview.create)}
          </button>
        </section>
      )}
    </div>
  );
}
