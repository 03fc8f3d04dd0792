import type { PlanningInstructor, PlanningLesson } from '@schuss/contracts';
import { type CSSProperties, type DragEvent, useState } from 'react';
import { useI18n } from '../../i18n';
import { hoursOf, minutesOf, type View } from './board';
import { LessonCard } from './LessonCard';
import { usePlanningTexts } from './texts';
import type { PlanningChanges } from './usePlanningChanges';

/** Quarter-hours: the day view's time line places each lesson by its start and end. */
const STEP = 15;

type Props = {
  view: View;
  days: string[];
  instructors: PlanningInstructor[];
  /** The lessons as shown (a card on its way to another row already there). */
  lessons: PlanningLesson[];
  changes: PlanningChanges;
};

/** An instructor's half-days of a day in words ("Disponible", "Matin : Disponible · Après-midi : Congé"), not colour alone. */
export function Availability({ instructor, day }: { instructor: PlanningInstructor; day: string }) {
  const t = usePlanningTexts();
  const d = instructor.days.find((x) => x.day === day);
  const am = d?.am ?? null;
  const pm = d?.pm ?? null;
  const tone = am === pm ? (am ?? 'none') : 'mixed';
  return <span className={`avail avail-${tone}`}>{am === pm ? t.status(am) : t.halves(t.status(am), t.status(pm))}</span>;
}

/** Who an instructor is on the board: name, disciplines, languages, time assigned in the period (and the day's half-days). */
function InstructorFacts({ instructor, day }: { instructor: PlanningInstructor; day?: string }) {
  const t = usePlanningTexts();
  const { f } = useI18n();
  return (
    <span className="instructor-facts">
      <span className="strong">{instructor.name}</span>
      <span className="small">
        {instructor.disciplines.map((d) => t.discipline(d.discipline)).join(', ')}
        {' · '}
        {instructor.languages.length ? t.languages(instructor.languages.map((l) => l.toUpperCase()).join(', ')) : t.noLanguage}
      </span>
      <span className="small nowrap">{t.assignedTime(instructor.minutes)}</span>
      {instructor.holds
        ?.filter((h) => !day || h.day === day)
        .map((h) => (
          <span key={`${h.day}-${h.start}`} className="small">
            {t.heldForRequest(day ? `${h.start}–${h.end}` : `${f.weekday(h.day)} ${h.start}–${h.end}`)}
          </span>
        ))}
      {day && <Availability instructor={instructor} day={day} />}
    </span>
  );
}

/**
 * The board: one row per instructor, their lessons placed by time (the day view's time line) or per day (the week's
 * columns); a lesson dropped on a row or a day's cell is given to that instructor (its day stays its own).
 */
export function PlanningBoard({ view, days, instructors, lessons, changes }: Props) {
  const t = usePlanningTexts();
  const { f } = useI18n();
  const { dragged } = changes;
  const [over, setOver] = useState<string | null>(null);

  const dropOn = (id: string, instructorId: number) => ({
    onDragOver: (e: DragEvent) => {
      if (!dragged.current) return;
      e.preventDefault();
      setOver(id);
    },
    onDragLeave: () => setOver((o) => (o === id ? null : o)),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(null);
      const lesson = dragged.current;
      dragged.current = null;
      if (lesson) void changes.assign(lesson, instructorId);
    },
  });

  const card = (x: PlanningLesson, style?: CSSProperties) => (
    <LessonCard
      key={x.key}
      lesson={x}
      instructors={instructors}
      lessons={lessons}
      style={style}
      busy={changes.moving?.key === x.key}
      onAssign={(id) => void changes.assign(x, id)}
      onDragStart={() => {
        dragged.current = x;
      }}
      onDragEnd={() => {
        dragged.current = null;
      }}
    />
  );

  const { first, last } = hoursOf(lessons);
  const steps = ((last - first) * 60) / STEP;
  const columns = { gridTemplateColumns: `repeat(${steps}, minmax(1.6rem, 1fr))` };
  const col = (hhmm: string) => Math.round((minutesOf(hhmm) - first * 60) / STEP) + 1;
  const hours = Array.from({ length: last - first }, (_, i) => first + i);

  return (
    // The board scrolls inside its own region (a phone's width): the page itself never scrolls sideways.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by the keyboard to scroll it
    <section className="planning-scroll" aria-label={t.boardLabel} tabIndex={0}>
      <table className={`planning-table planning-${view}`}>
        <thead>
          <tr>
            <th scope="col" className="planning-who">
              {t.instructor}
            </th>
            {view === 'day' ? (
              <th scope="col">
                <span className="visually-hidden">{t.hours}</span>
                <span className="time-scale" style={columns} aria-hidden="true">
                  {hours.map((h) => (
                    <span key={h} style={{ gridColumn: `${((h - first) * 60) / STEP + 1} / span ${60 / STEP}` }}>
                      {`${String(h).padStart(2, '0')}:00`}
                    </span>
                  ))}
                </span>
              </th>
            ) : (
              days.map((d) => (
                <th scope="col" key={d}>
                  {f.weekday(d)}
                </th>
              ))
            )}
          </tr>
        </thead>
        <tbody>
          {instructors.map((i) => {
            const mine = lessons.filter((x) => x.instructorId === i.id);
            return (
              <tr key={i.id}>
                <th scope="row" className="planning-who">
                  <InstructorFacts instructor={i} day={view === 'day' ? days[0] : undefined} />
                </th>
                {view === 'day' ? (
                  <td className={`lane${over === `${i.id}` ? ' drop-over' : ''}`} {...dropOn(`${i.id}`, i.id)}>
                    {mine.length ? (
                      <ul className="lane-grid" style={columns}>
                        {mine.map((x) => card(x, { gridColumn: `${col(x.start)} / ${Math.max(col(x.end), col(x.start) + 1)}` }))}
                      </ul>
                    ) : (
                      <span className="visually-hidden">{t.nothingHere}</span>
                    )}
                  </td>
                ) : (
                  days.map((d) => {
                    const cell = `${i.id}|${d}`;
                    const those = mine.filter((x) => x.day === d);
                    return (
                      <td key={d} className={`lane${over === cell ? ' drop-over' : ''}`} {...dropOn(cell, i.id)}>
                        <Availability instructor={i} day={d} />
                        {those.length > 0 && <ul className="lane-list">{those.map((x) => card(x))}</ul>}
                      </td>
                    );
                  })
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** The lessons without an instructor; a card dropped here loses its instructor. */
export function Tray({ view, instructors, lessons, changes }: Omit<Props, 'days'>) {
  const t = usePlanningTexts();
  const { dragged } = changes;
  const [over, setOver] = useState(false);
  // A lesson whose instructor is not on the board (archived since) waits here too, with its "Unassign".
  const open = lessons.filter((x) => x.instructorId === null || !instructors.some((i) => i.id === x.instructorId));
  return (
    <section
      aria-labelledby="tray-h"
      className={`card planning-tray${over ? ' drop-over' : ''}`}
      onDragOver={(e) => {
        if (!dragged.current) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const lesson = dragged.current;
        dragged.current = null;
        if (lesson && lesson.instructorId !== null) void changes.assign(lesson, null);
      }}
    >
      <h2 id="tray-h">
        {t.trayTitle} ({open.length})
      </h2>
      <p className="hint">{t.trayDrop}</p>
      {open.length === 0 ? (
        <p className="empty">{t.trayEmpty}</p>
      ) : (
        <ul className="tray-list">
          {open.map((x) => (
            <LessonCard
              key={x.key}
              lesson={x}
              instructors={instructors}
              lessons={lessons}
              showDay={view === 'week'}
              busy={changes.moving?.key === x.key}
              onAssign={(id) => void changes.assign(x, id)}
              onDragStart={() => {
                dragged.current = x;
              }}
              onDragEnd={() => {
                dragged.current = null;
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
