import { AVAILABILITY_STATUSES, type AvailabilityStatus, HALF_DAYS, type HalfDay, WEEKDAYS } from '@schuss/contracts';
import { daysBetween, isIsoDate } from '@schuss/contracts/rules';
import { useId, useMemo, useState } from 'react';
import { errorText } from '../../api/client';
import { useAvailability, useAvailabilityCells } from '../../api/instructors';
import { useI18n } from '../../i18n';
import { ErrorMessage, Spinner } from '../../ui/status';
import { weeksOf } from './dates';
import { useInstructorsTexts } from './texts';

/** A day said in full for a cell's name ("lundi 14 décembre 2026"). */
const longDay = (lang: 'fr' | 'en') =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** One half-day: a select showing its status in words; changing it saves it at once. */
function Cell({
  instructorId,
  day,
  half,
  status,
  label,
  onSaved,
}: {
  instructorId: number;
  day: string;
  half: HalfDay;
  status: AvailabilityStatus | undefined;
  label: string;
  onSaved: (text: string) => void;
}) {
  const t = useInstructorsTexts();
  const { m } = useI18n();
  const save = useAvailabilityCells();
  const [shown, setShown] = useState<AvailabilityStatus | ''>(status ?? '');
  // The platform's answer wins once read again.
  const [was, setWas] = useState(status);
  if (was !== status) {
    setWas(status);
    setShown(status ?? '');
  }
  const change = async (next: AvailabilityStatus | '') => {
    setShown(next);
    try {
      await save.mutateAsync({ cells: [{ instructorId, day, half, status: next || null }] });
      onSaved(t.cellSaved(label, next ? t.status[next] : t.statusNone));
    } catch (err) {
      setShown(status ?? '');
      onSaved(t.cellFailed(errorText(err, m)));
    }
  };
  return (
    <select
      aria-label={label}
      className={`cell-select status-${shown || 'none'}`}
      value={shown}
      onChange={(e) => void change(e.target.value as AvailabilityStatus | '')}
    >
      <option value="">{t.statusNone}</option>
      {AVAILABILITY_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t.status[s]}
        </option>
      ))}
    </select>
  );
}

/**
 * An instructor's availability over a period (the season by default), week by week: each day's morning and afternoon
 * a select that says its status in words and saves a change at once. The grid scrolls in its own region on a phone.
 */
export function AvailabilityGrid({ instructorId, season }: { instructorId: number; season: { from: string; to: string } }) {
  const t = useInstructorsTexts();
  const { lang, f, m } = useI18n();
  const id = useId();
  const [period, setPeriod] = useState(season);
  const [said, setSaid] = useState('');
  const valid = isIsoDate(period.from) && isIsoDate(period.to) && period.to >= period.from && daysBetween(period.from, period.to) < 200;
  const query = useAvailability(valid ? period.from : season.from, valid ? period.to : season.to, instructorId);
  const cells = useMemo(() => {
    const map = new Map<string, AvailabilityStatus>();
    for (const c of query.data?.cells ?? []) map.set(`${c.day}|${c.half}`, c.status);
    return map;
  }, [query.data]);
  const shown = query.data ?? null;
  const fmt = longDay(lang);
  const periodError = valid
    ? undefined
    : !isIsoDate(period.from) || !isIsoDate(period.to)
      ? t.dateInvalid
      : period.to < period.from
        ? t.toBeforeFrom
        : t.periodTooLong;

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.overviewTitle}</h2>
      <p className="hint">{t.overviewIntro}</p>
      <div className="pattern-period">
        {(['from', 'to'] as const).map((k) => (
          <div className="field" key={k}>
            <label htmlFor={`${id}-${k}`}>{k === 'from' ? t.periodFrom : t.periodTo}</label>
            <input
              id={`${id}-${k}`}
              type="date"
              value={period[k]}
              aria-invalid={periodError && k === 'to' ? true : undefined}
              aria-describedby={periodError && k === 'to' ? `${id}-period-error` : undefined}
              onChange={(e) => setPeriod({ ...period, [k]: e.target.value })}
            />
          </div>
        ))}
      </div>
      {periodError && (
        <p className="field-error" id={`${id}-period-error`}>
          {periodError}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {query.isPending && <Spinner />}
      {query.error && <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />}
      {shown && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        <section className="availability-scroll" aria-label={m.tableScroll(t.gridScroll)} tabIndex={0}>
          <table className="availability-grid" aria-busy={query.isFetching || undefined}>
            <caption className="visually-hidden">{t.gridScroll}</caption>
            <thead>
              <tr>
                <td />
                {WEEKDAYS.map((d) => (
                  <th scope="col" key={d}>
                    {t.weekday[d]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(shown.from, shown.to).map((week) => (
                <tr key={week[0]}>
                  <th scope="row">{t.weekOf(f.shortDate(week[0] as string))}</th>
                  {week.map((day) => (
                    <td key={day}>
                      {day >= shown.from && day <= shown.to && (
                        <div className="halves">
                          <span className="day-number" aria-hidden="true">
                            {f.shortDate(day)}
                          </span>
                          {HALF_DAYS.map((half) => (
                            <Cell
                              key={half}
                              instructorId={instructorId}
                              day={day}
                              half={half}
                              status={cells.get(`${day}|${half}`)}
                              label={t.cellLabel(fmt.format(new Date(`${day}T00:00:00Z`)), t.half[half])}
                              onSaved={setSaid}
                            />
                          ))}
                        </div>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
