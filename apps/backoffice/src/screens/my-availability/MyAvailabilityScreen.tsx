import { AVAILABILITY_STATUSES, type AvailabilityStatus, type MyAvailabilityRequest, type MyHalfDay } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { type FormEvent, useRef, useState } from 'react';
import { errorText, isApiCallError } from '../../api/client';
import { MY_AVAILABILITY_DAYS, useMyAvailability, useSaveMyAvailability } from '../../api/my-availability';
import { useI18n, useTexts } from '../../i18n';
import { myAvailabilityTexts } from '../../i18n/my-availability';
import { navigate, useLocation } from '../../router';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
type Cell = MyAvailabilityRequest['cells'][number];
const keyOf = (h: { day: string; half: string }) => `${h.day}|${h.half}`;
const idOf = (h: { day: string; half: string }) => `ma-${h.day}-${h.half}`;

/** The platform's refusal said without the field it names (`body.cells.1.day: Les jours…` → `Les jours…`). */
const withoutField = (message: string, field: string | undefined) =>
  field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;

/**
 * The instructor's own availability on a phone (issue 31, item 2): a fortnight from today (or `?from=`), each day's
 * morning and afternoon with a status to choose; the days the school locks (today and the next N days) and the past are
 * shown, said locked (the office changes them). Save sends the half-days changed; a refusal is said in words and its
 * half-day focused.
 */
export default function MyAvailabilityScreen() {
  const t = useTexts(myAvailabilityTexts);
  const { m, f } = useI18n();
  const { path, search } = useLocation();
  const asked = search.get('from');
  const from = asked && ISO_DAY.test(asked) ? asked : null;
  const { data, error, isPending, refetch } = useMyAvailability(from);
  const save = useSaveMyAvailability();
  // The statuses chosen and not saved yet, by half-day (`<day>|am`): kept across fortnights until saved.
  const [draft, setDraft] = useState<Map<string, Cell>>(new Map());
  const [result, setResult] = useState<{ kind: 'ok' | 'error'; text: string; refused?: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const goTo = (day: string | null) => navigate(day ? `${path}?from=${day}` : path, { replace: true });
  const dayTitle = (day: string) =>
    !data
      ? day
      : day === data.today
        ? t.today(f.longDay(day))
        : day === addDays(data.today, 1)
          ? t.tomorrow(f.longDay(day))
          : t.otherDay(f.longDay(day));
  const days = data ? [...new Set(data.halfDays.map((h) => h.day))] : [];

  const choose = (h: MyHalfDay, value: string) => {
    setResult(null);
    setDraft((was) => {
      const next = new Map(was);
      if (value === '' || value === h.status) next.delete(keyOf(h));
      else next.set(keyOf(h), { day: h.day, half: h.half, status: value as AvailabilityStatus });
      return next;
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cells = [...draft.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
    if (cells.length === 0) {
      setResult({ kind: 'error', text: t.nothingToSave });
      return;
    }
    setResult(null);
    save.mutate(cells, {
      onSuccess: (res) => {
        setDraft(new Map());
        setResult({ kind: 'ok', text: t.saved(res.changed) });
      },
      onError: (err) => {
        const field = isApiCallError(err) ? err.field : undefined;
        const text =
          isApiCallError(err) && (err.status === 400 || err.status === 409) ? withoutField(err.message, field) : errorText(err, m);
        // The half-day refused (`body.cells.<i>.…`): marked, and focused when it is on the screen (the message otherwise).
        const at = /^body\.cells\.(\d+)\./.exec(field ?? '');
        const cell = at ? cells[Number(at[1])] : undefined;
        setResult({ kind: 'error', text, refused: cell ? keyOf(cell) : undefined });
        window.setTimeout(() => {
          const el = cell ? form.current?.querySelector<HTMLElement>(`#${idOf(cell)}`) : null;
          (el ?? form.current?.querySelector<HTMLElement>('#ma-error'))?.focus();
        });
      },
    });
  };

  const halfDay = (h: MyHalfDay) => {
    const label = t.half[h.half];
    // Named with its day too: a list of a fortnight's "Matin" means nothing out of its group (screen readers' lists).
    const whose = <span className="visually-hidden"> — {dayTitle(h.day)}</span>;
    const id = idOf(h);
    const shown = draft.get(keyOf(h))?.status ?? h.status;
    const said = shown ? t.status[shown] : t.statusNone;
    if (h.locked)
      return (
        <div key={h.half} className="ma-half ma-locked">
          <span className="ma-half-name">{label}</span>
          <span>{t.lockedCell(said)}</span>
        </div>
      );
    const changed = draft.has(keyOf(h));
    const refused = result?.kind === 'error' && result.refused === keyOf(h);
    const hints = [refused ? 'ma-error' : null, h.lessons.length ? `${id}-lessons` : null, changed ? `${id}-changed` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div key={h.half} className="ma-half">
        <label className="ma-half-name" htmlFor={id}>
          {label}
          {whose}
        </label>
        <select
          id={id}
          className={`ma-select${shown ? ` status-${shown}` : ''}`}
          value={shown ?? ''}
          aria-describedby={hints || undefined}
          aria-invalid={refused || undefined}
          onChange={(e) => choose(h, e.target.value)}
        >
          {h.status === null && <option value="">{t.statusNone}</option>}
          {AVAILABILITY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.status[s]}
            </option>
          ))}
        </select>
        {h.lessons.length > 0 && (
          <p id={`${id}-lessons`} className="ma-hint">
            {t.lessons(h.lessons.join(', '))}
          </p>
        )}
        {changed && (
          <p id={`${id}-changed`} className="ma-hint ma-changed">
            {t.changed}
          </p>
        )}
      </div>
    );
  };

  return (
    <Screen title={t.title}>
      {data?.instructor && <p className="lead">{data.instructor.name}</p>}
      {data && (
        <nav className="ml-days" aria-label={t.daysNav}>
          <button type="button" className="button secondary" onClick={() => goTo(addDays(data.from, -MY_AVAILABILITY_DAYS))}>
            <span aria-hidden="true">←</span> {t.previousDays}
          </button>
          <button type="button" className="button secondary" onClick={() => goTo(addDays(data.from, MY_AVAILABILITY_DAYS))}>
            {t.nextDays} <span aria-hidden="true">→</span>
          </button>
          {data.from !== data.today && (
            <button type="button" className="button secondary" onClick={() => goTo(null)}>
              {t.backToToday}
            </button>
          )}
        </nav>
      )}
      {isPending && <Spinner label={t.loading} />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && !data.instructor && <p className="notice">{t.noProfile}</p>}
      {data?.instructor && (
        <form ref={form} className="ma-form" onSubmit={submit} noValidate>
          <p className="notice">{t.lockRule(data.lockDays, f.longDay(data.lockedUntil))}</p>
          {days.map((day) => (
            <fieldset key={day} className="ma-day">
              <legend>{dayTitle(day)}</legend>
              {data.halfDays.filter((h) => h.day === day).map(halfDay)}
            </fieldset>
          ))}
          <div className="ma-save">
            {draft.size > 0 && <p>{t.unsaved(draft.size)}</p>}
            <button type="submit" className="button primary ml-wide" disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </button>
            {save.isPending && <Spinner label={t.saving} />}
            {/* Both regions stay in the page, so what comes into them is announced. */}
            <div role="status">{result?.kind === 'ok' && <p className="notice ok">{result.text}</p>}</div>
            <div role="alert">
              {result?.kind === 'error' && (
                <p id="ma-error" className="error-box ma-result" tabIndex={-1}>
                  {result.text}
                </p>
              )}
            </div>
          </div>
        </form>
      )}
    </Screen>
  );
}
