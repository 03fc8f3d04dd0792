import { addDays, todayIso } from '@schuss/contracts/rules';
import { usePlanning } from '../../api/planning';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { usePlanningPeriod } from './board';
import { NeedsTables } from './NeedsTable';
import { PlanningBoard, Tray } from './PlanningBoard';
import { usePlanningTexts } from './texts';
import { usePlanningChanges } from './usePlanningChanges';

/**
 * The planning board (issue 31, assignment): a day (today by default) or a week, one row per instructor with their
 * lessons, the lessons without an instructor in a tray; assigned by drag and drop or by each card's "Assign…" menu,
 * a day filled by "Propose"; the instructors needed per day and level; the courses still without groups.
 */
export default function PlanningScreen() {
  const t = usePlanningTexts();
  const { f } = useI18n();
  const period = usePlanningPeriod();
  const { view, day, from, to, days, go } = period;
  const { data, error, isPending, refetch } = usePlanning(from, to);
  const changes = usePlanningChanges(data?.instructors ?? []);
  const step = view === 'week' ? 7 : 1;
  const heading = view === 'week' ? t.weekOf(f.date(from), f.date(to)) : f.longDay(day);
  // A card on its way to another row is shown there until the platform answers (refused: it goes back).
  const lessons = (data?.lessons ?? []).map((x) =>
    changes.moving?.key === x.key ? { ...x, instructorId: changes.moving.instructorId } : x,
  );

  return (
    <Screen
      title={t.title}
      actions={
        <Link to="/instructors" className="button secondary">
          {t.manageInstructors}
        </Link>
      }
    >
      <p className="lead">{t.intro}</p>
      <fieldset className="card planning-period">
        <legend className="visually-hidden">{t.periodLabel}</legend>
        <fieldset className="planning-views">
          <legend className="visually-hidden">{t.viewLabel}</legend>
          {(['day', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={`button ${view === v ? 'primary' : 'secondary'}`}
              aria-pressed={view === v}
              onClick={() => go({ view: v })}
            >
              {v === 'day' ? t.dayView : t.weekView}
            </button>
          ))}
        </fieldset>
        <div className="planning-nav">
          <button type="button" className="button secondary" onClick={() => go({ day: addDays(day, -step) })}>
            <span aria-hidden="true">← </span>
            {view === 'week' ? t.previousWeek : t.previousDay}
          </button>
          <div className="field planning-date">
            <label htmlFor="planning-day">{t.day}</label>
            <input
              id="planning-day"
              type="date"
              value={day}
              onChange={(e) => {
                if (/^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) go({ day: e.target.value });
              }}
            />
          </div>
          <button type="button" className="button secondary" onClick={() => go({ day: addDays(day, step) })}>
            {view === 'week' ? t.nextWeek : t.nextDay}
            <span aria-hidden="true"> →</span>
          </button>
          <button type="button" className="button secondary" onClick={() => go({ day: todayIso() })}>
            {t.today}
          </button>
        </div>
      </fieldset>
      <h2 className="planning-heading">{heading}</h2>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          {data.ungrouped.length > 0 && (
            <section aria-labelledby="ungrouped-h" className="notice planning-ungrouped">
              <h3 id="ungrouped-h">{t.ungroupedTitle}</h3>
              <p>{t.ungroupedIntro}</p>
              <ul>
                {data.ungrouped.map((u) => (
                  <li key={u.slotId}>
                    <Link to={`/slots/${u.slotId}/groups`}>{t.ungroupedLink(u.title, u.children)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.lessons.length === 0 ? (
            <Empty>{view === 'week' ? t.noLessonsWeek : t.noLessons}</Empty>
          ) : (
            <section aria-labelledby="propose-h" className="planning-propose">
              <h3 id="propose-h">{t.proposeTitle}</h3>
              <p className="hint">{t.proposeIntro}</p>
              <div className="actions">
                {days
                  .filter((d) => data.lessons.some((x) => x.day === d))
                  .map((d) => (
                    <button
                      key={d}
                      type="button"
                      className="button primary"
                      disabled={changes.proposing !== null}
                      onClick={() => void changes.propose(d)}
                    >
                      {view === 'week' ? t.proposeFor(f.weekday(d)) : t.propose}
                    </button>
                  ))}
              </div>
              {changes.proposing && <Spinner label={t.proposing} />}
            </section>
          )}
          {changes.failure && (
            <p className="error-box" role="alert">
              {changes.failure}
            </p>
          )}
          {/* Always in the page, so that what is put in it is announced. */}
          <div role="status" className="planning-done">
            {changes.done && <p className="notice ok">{changes.done}</p>}
          </div>
          {data.instructors.length === 0 ? (
            <Empty>{t.noInstructors}</Empty>
          ) : (
            <>
              <p className="hint">{t.dragHint}</p>
              <PlanningBoard view={view} days={days} instructors={data.instructors} lessons={lessons} changes={changes} />
            </>
          )}
          {data.lessons.length > 0 && <Tray view={view} instructors={data.instructors} lessons={lessons} changes={changes} />}
          <NeedsTables needs={data.needs} days={days} />
        </>
      )}
    </Screen>
  );
}
