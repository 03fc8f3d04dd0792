import type { MyLesson, MyLessonChild } from '@schuss/contracts';
import type { MyLessonsMessages } from '../../i18n/my-lessons';
import { Link } from '../../router';

export type Toggle = (child: MyLessonChild, day: string, present: boolean, from: HTMLElement) => void;

const nameOf = (c: MyLessonChild) => `${c.firstName} ${c.lastName}`;
/** The number a phone dials: digits and a leading plus only. */
const telOf = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** One child: the check-in switch (a large tap target), who they are, the parents' phone to tap, and their note. */
function ChildRow({ child, day, t, onToggle }: { child: MyLessonChild; day: string; t: MyLessonsMessages; onToggle: Toggle }) {
  const name = nameOf(child);
  const about = [child.age === null ? null : t.age(child.age), child.levelName].filter(Boolean).join(' · ');
  return (
    <li className="ml-child">
      <button
        type="button"
        role="switch"
        aria-checked={child.present}
        aria-label={t.present(name)}
        className={`check-in${child.present ? ' on' : ''}`}
        onClick={(e) => onToggle(child, day, !child.present, e.currentTarget)}
      >
        <span aria-hidden="true">{child.present ? '✓' : ''}</span>
      </button>
      <span className="ml-child-who">
        <span className="strong">{name}</span>
        {about && <span className="muted small">{about}</span>}
      </span>
      {child.phone ? (
        // Its name says whom it calls; its visible word is in that name (axe's label-in-name), the number beside it.
        <span className="ml-phone">
          <a className="button secondary ml-call" href={telOf(child.phone)} aria-label={t.callParents(name)}>
            <span aria-hidden="true">☎</span> {t.call}
          </a>
          <span className="muted small">{child.phone}</span>
        </span>
      ) : (
        <span className="muted small">{t.noPhone}</span>
      )}
      {child.note ? (
        // What the parents wrote (allergies, health), read at the meeting point: plain text, its line breaks kept.
        <div className="ml-note" role="note" aria-label={t.parentsNoteOf(name)}>
          <p className="strong">{t.parentsNote}</p>
          <p className="ml-note-text">{child.note}</p>
        </div>
      ) : null}
    </li>
  );
}

/** A lesson of the instructor's day: when, what, where to meet (with the site's map), and its children to check in. */
export function LessonCard({
  lesson,
  t,
  mapUrl,
  onToggle,
}: {
  lesson: MyLesson;
  t: MyLessonsMessages;
  mapUrl: string | null;
  onToggle: Toggle;
}) {
  const headingId = `ml-lesson-${lesson.key.replace(/[^\w-]/g, '-')}`;
  const facts = [lesson.levelName ? t.level(lesson.levelName) : null, t.children(lesson.participants)].filter(Boolean).join(' · ');
  return (
    <article className="panel ml-lesson" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.lessonHeading(lesson.start, lesson.end, lesson.title)}</h3>
      <p className="strong ml-subtitle">{lesson.subtitle}</p>
      <p className="muted">{facts}</p>
      <div className="ml-point">
        <p className="strong">{t.meetingPoint}</p>
        {lesson.meetingPoint ? (
          <>
            <p>{lesson.meetingPoint}</p>
            {lesson.meetingPointAddress && <p className="muted">{lesson.meetingPointAddress}</p>}
            {lesson.meetingPointDirections && <p>{lesson.meetingPointDirections}</p>}
            {mapUrl && (
              <p>
                <a href={mapUrl} target="_blank" rel="noopener">
                  {t.seeOnMap}
                </a>
              </p>
            )}
          </>
        ) : (
          <p className="muted">{t.noMeetingPoint}</p>
        )}
      </div>
      {lesson.children.length === 0 ? (
        <p className="empty">{t.noChild}</p>
      ) : (
        <ul className="ml-children">
          {lesson.children.map((c) => (
            <ChildRow key={`${c.orderLineId}-${c.participant}`} child={c} day={lesson.day} t={t} onToggle={onToggle} />
          ))}
        </ul>
      )}
      {lesson.ref.kind === 'group' && (
        <p>
          <Link to={`/slots/${lesson.slotId}/results`} className="button secondary ml-wide">
            {t.results}
            <span className="visually-hidden"> — {lesson.subtitle}</span>
          </Link>
        </p>
      )}
    </article>
  );
}
