import type { CheckInRequest, MyCheckInRequest, MyLesson } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { errorText } from '../../api/client';
import { MY_LESSONS_DAYS, useMeetingPointsUrl, useMyCheckIn, useMyLessons } from '../../api/my-lessons';
import { useI18n, useTexts } from '../../i18n';
import { myLessonsTexts } from '../../i18n/my-lessons';
import { navigate, useLocation } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { OtherDayDialog, useOtherDayCheckIn } from '../rosters/OtherDayDialog';
import { LessonCard, type Toggle } from './LessonCard';
import { OrderFinder } from './OrderFinder';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instructor's day on a phone (issue 31, item 5): their lessons of today and the next two days (or of three days
 * from `?from=`), by day and time — meeting point, children, the parents' phone, check-in (another day than today
 * asks first) — and the order number typed at the meeting point, which finds the order's children in the first day's
 * lessons to check them in.
 */
export default function MyLessonsScreen() {
  const t = useTexts(myLessonsTexts);
  const { m, f } = useI18n();
  const notify = useToast();
  const { path, search } = useLocation();
  const asked = search.get('from');
  const from = asked && ISO_DAY.test(asked) ? asked : null;
  const { data, error, isPending, refetch } = useMyLessons(from);
  const mapUrl = useMeetingPointsUrl();

  const nameOf = (req: { orderLineId: number; participant: number; day: string }) => {
    const c = data?.lessons
      .find((l) => l.day === req.day && l.children.some((x) => x.orderLineId === req.orderLineId && x.participant === req.participant))
      ?.children.find((x) => x.orderLineId === req.orderLineId && x.participant === req.participant);
    return c ? `${c.firstName} ${c.lastName}` : '';
  };
  const asCheckIn = (r: MyCheckInRequest): CheckInRequest => ({
    orderLineId: r.orderLineId,
    index: r.participant,
    day: r.day,
    present: r.present,
  });
  const checkIn = useMyCheckIn(from, {
    onError: (req, err) => {
      if (otherDay.refusedOtherDay(asCheckIn(req), err)) return;
      notify(`${m.checkInFailed(nameOf(req))} ${errorText(err, m)}`, 'error');
    },
    onDone: (req) => notify(req.present ? t.checkedIn(nameOf(req)) : t.checkedOut(nameOf(req))),
  });
  // The rosters' question for another day than today, on the instructor's own check-in route.
  const otherDay = useOtherDayCheckIn(
    (r: CheckInRequest) =>
      checkIn.mutate({
        orderLineId: r.orderLineId,
        participant: r.index,
        day: r.day,
        present: r.present,
        confirmOtherDay: r.confirmOtherDay ?? false,
      }),
    data?.today,
  );
  const toggle: Toggle = (child, day, present, el) =>
    otherDay.toggle({ orderLineId: child.orderLineId, index: child.participant, day, present }, el);

  const goTo = (day: string | null) => navigate(day ? `${path}?from=${day}` : path, { replace: true });
  const first = data?.from ?? from;
  const days = data ? Array.from({ length: MY_LESSONS_DAYS }, (_, i) => addDays(data.from, i)).filter((d) => d <= data.to) : [];
  const dayTitle = (day: string) =>
    !data
      ? day
      : day === data.today
        ? t.today(f.longDay(day))
        : day === addDays(data.today, 1)
          ? t.tomorrow(f.longDay(day))
          : t.otherDay(f.longDay(day));
  const byTime = (a: MyLesson, b: MyLesson) => a.start.localeCompare(b.start) || a.subtitle.localeCompare(b.subtitle);

  return (
    <Screen title={t.title}>
      {data?.instructor && <p className="lead">{data.instructor.name}</p>}
      {data && (
        <nav className="ml-days" aria-label={t.daysNav}>
          <button type="button" className="button secondary" onClick={() => goTo(addDays(data.from, -MY_LESSONS_DAYS))}>
            <span aria-hidden="true">←</span> {t.previousDays}
          </button>
          <button type="button" className="button secondary" onClick={() => goTo(addDays(data.from, MY_LESSONS_DAYS))}>
            {t.nextDays} <span aria-hidden="true">→</span>
          </button>
          {data.from !== data.today && (
            <button type="button" className="button secondary" onClick={() => goTo(null)}>
              {t.backToToday}
            </button>
          )}
          <label className="ml-day-field">
            <span>{t.goToDay}</span>
            <input type="date" value={first ?? ''} onChange={(e) => ISO_DAY.test(e.target.value) && goTo(e.target.value)} />
          </label>
        </nav>
      )}
      {isPending && <Spinner label={t.loading} />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && !data.instructor && <p className="notice">{t.noProfile}</p>}
      {data?.instructor && (
        <>
          <OrderFinder
            lessons={data.lessons}
            cancelled={data.cancelled}
            day={data.from}
            dayText={data.from === data.today ? null : f.longDay(data.from)}
            t={t}
            onCheckIn={(lesson, child, el) => toggle(child, lesson.day, true, el)}
          />
          {data.notices?.length ? (
            <section className="ml-notices" aria-labelledby="ml-notices-title">
              <h2 id="ml-notices-title">{t.noticesTitle}</h2>
              <ul>
                {data.notices.map((n) => {
                  const what = `${n.title} — ${n.subtitle}, ${f.longDay(n.day)} ${n.start}–${n.end}`;
                  const was = n.was ? `${f.longDay(n.was.day)} ${n.was.start}–${n.was.end}` : '';
                  const said = {
                    assigned: t.noticeAssigned(what),
                    unassigned: t.noticeUnassigned(what),
                    cancelled: t.noticeCancelled(what),
                    changed: t.noticeChanged(what, was),
                  }[n.kind];
                  return <li key={`${n.at}-${n.kind}-${what}`}>{said}</li>;
                })}
              </ul>
            </section>
          ) : null}
          {data.lessons.length === 0 ? (
            <Empty>{t.noLessons}</Empty>
          ) : (
            days.map((day) => {
              const lessons = data.lessons.filter((l) => l.day === day).sort(byTime);
              return (
                <section key={day} className="ml-day" aria-labelledby={`ml-day-${day}`}>
                  <h2 id={`ml-day-${day}`}>{dayTitle(day)}</h2>
                  {lessons.length === 0 ? (
                    <Empty>{t.noLessonsDay}</Empty>
                  ) : (
                    lessons.map((lesson) => <LessonCard key={lesson.key} lesson={lesson} t={t} mapUrl={mapUrl} onToggle={toggle} />)
                  )}
                </section>
              );
            })
          )}
        </>
      )}
      <OtherDayDialog day={otherDay.asked?.day ?? null} onConfirm={otherDay.confirm} onCancel={otherDay.cancel} returnTo={otherDay.from} />
    </Screen>
  );
}
