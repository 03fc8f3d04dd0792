/** The slot generation form's state and side effects (GenerateForm.tsx): its values, the preview asked, the creation and the platform's refusals. */

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
import { addMinutes, numberOf } from './format';
import { contractResolver, fieldOfServer } from './resolver';
import { useSeasonTexts } from './texts';

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

export type Mode = 'weeks' | 'hours';

/** The form's props: the product and season it generates slots for, how, and the days first proposed. */
export type GenerateFormProps = {
  product: SeasonProduct;
  season: SeasonView;
  mode: Mode;
  from?: string;
  to?: string;
};

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

/** The generator's own proposal where a product says nothing: Sunday to Friday, 09:00–11:30, 8 places (one instructor an hour). */
const FALLBACK = { days: 6, times: [{ start: '09:00', end: '11:30' }], capacity: { weeks: 8, hours: 1 } } as const;

/**
 * The form's first values for a product: its own days, times and places where it says them
 * (`product.defaults`: its attributes, else its latest slot), else the generator's. Without a weekday
 * of its own, a week of the product's days ends on a Friday (6 days: Sunday to Friday; 5: Monday to Friday).
 */
function initialValues({ product, season, mode, from, to }: GenerateFormProps): GenerateValues {
  const own = product.defaults;
  const days = own.days ?? FALLBACK.days;
  return {
    from: from ?? season.startsOn,
    to: to ?? season.endsOn,
    weekday: String(own.weekday ?? (((6 - days) % 7) + 7) % 7),
    days: String(days),
    weekdays: ['1', '2', '3', '4', '5', '6', '0'],
    times: (own.times.length > 0 ? own.times : FALLBACK.times).map((r) => ({ ...r })),
    hours: [],
    duration: String(product.durations[0] ?? 60),
    capacity: String(own.capacity ?? FALLBACK.capacity[mode]),
    periods: [],
    periodCapacity: '',
    onOverlap: 'refuse',
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

/** The form, its preview and its creation; the helpers its sections describe their fields with. */
export function useGenerateForm(props: GenerateFormProps) {
  const { product, season, mode } = props;
  const { m, f } = useI18n();
  const t = useSeasonTexts();
  const id = useId();
  const notify = useToast();
  const preview = usePreviewSlots();
  const generate = useGenerateSlots();
  const [planned, setPlanned] = useState<{ preview: GenerationPreview; request: GenerateSlotsRequest } | null>(null);
  const [conflict, setConflict] = useState<OverlapError['error'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const map = useMemo(() => fieldOf(mode), [mode]);
  const [initial] = useState(() => initialValues(props));
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<GenerateValues, unknown, GenerateSlotsRequest>({
    resolver: contractResolver<GenerateValues, typeof GenerateSlotsInput>(GenerateSlotsInput, (v) => toRequest(mode, product.key, v), map),
    // The product's, once: a change of product mounts a new form (ProductSlotsScreen keys it by product).
    defaultValues: initial,
  });
  const times = useFieldArray({ control, name: 'times' });
  const chosenPeriods = watch('periods');
  const weekday = watch('weekday');
  const days = watch('days');

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

  return {
    id,
    initial,
    register,
    isSubmitting,
    times,
    chosenPeriods,
    weekday,
    days,
    failure,
    conflict,
    planned,
    onPreview,
    onCreate,
    creating: generate.isPending,
    overlapping,
    canCreate,
    err,
    described,
    capacityText,
    timeText,
  };
}

/** What the form's sections are given: the hook's state and helpers. */
export type GenerateFormState = ReturnType<typeof useGenerateForm>;
