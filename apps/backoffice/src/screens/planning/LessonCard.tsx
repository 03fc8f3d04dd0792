import * as Menu from '@radix-ui/react-dropdown-menu';
import type { PlanningInstructor, PlanningLesson } from '@schuss/contracts';
import type { CSSProperties } from 'react';
import { useI18n } from '../../i18n';
import { whyNot } from './board';
import { usePlanningTexts } from './texts';

type Props = {
  lesson: PlanningLesson;
  instructors: readonly PlanningInstructor[];
  /** Every lesson of the board: an instructor already teaching then is listed after those free. */
  lessons: readonly PlanningLesson[];
  /** The lesson's day is said on the card (the tray of a week). */
  showDay?: boolean;
  style?: CSSProperties;
  /** A change in progress: the card waits for the platform. */
  busy?: boolean;
  onAssign: (instructorId: number | null) => void;
  onDragStart: () => void;
  onDragEnd?: () => void;
};

/** What a lesson is, in words: its level, participants, and the language of a private lesson. */
export function LessonFacts({ lesson }: { lesson: PlanningLesson }) {
  const t = usePlanningTexts();
  const { lang } = useI18n();
  const language = lesson.language ? (new Intl.DisplayNames([lang], { type: 'language' }).of(lesson.language) ?? lesson.language) : null;
  return (
    <span className="muted small">
      {lesson.levelName ?? t.noLevel} · {t.participants(lesson.participants)}
      {language && ` · ${t.privateIn(language)}`}
    </span>
  );
}

/**
 * A lesson on the board or in the tray: dragged onto an instructor's row (or back to the tray), or given by its
 * "Assign…" menu (the keyboard's way): the instructors who may teach it first, the others with why not in words
 * (the platform is the judge and says why it refuses); "Unassign" takes its instructor off it.
 */
export function LessonCard({ lesson, instructors, lessons, showDay, style, busy, onAssign, onDragStart, onDragEnd }: Props) {
  const t = usePlanningTexts();
  const { f } = useI18n();
  const time = `${lesson.start}–${lesson.end}`;
  const others = instructors.filter((i) => i.id !== lesson.instructorId);
  const judged = others.map((i) => ({ i, reason: whyNot(i, lesson, lessons) }));
  const may = judged.filter((j) => j.reason === null);
  const mayNot = judged.filter((j) => j.reason !== null);
  return (
    <li
      className={`lesson-card${lesson.language ? ' lesson-private' : ''}${busy ? ' lesson-busy' : ''}`}
      style={style}
      draggable={!busy}
      aria-busy={busy || undefined}
      onDragStart={(e) => {
        e.dataTransfer?.setData('text/plain', lesson.key);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
    >
      <span className="strong">{lesson.title}</span>
      <span>{lesson.subtitle}</span>
      <span className="small">{showDay ? `${f.weekday(lesson.day)} · ${time}` : time}</span>
      <LessonFacts lesson={lesson} />
      {lesson.requestedInstructorId !== null && (
        <span className="small">
          {t.requested(instructors.find((i) => i.id === lesson.requestedInstructorId)?.name ?? t.requestedGone)}
        </span>
      )}
      <span className="lesson-actions">
        <Menu.Root modal={false}>
          <Menu.Trigger
            className="button secondary small"
            aria-label={t.assignLesson(lesson.subtitle, time)}
            data-lesson-trigger={lesson.key}
            disabled={busy}
          >
            {t.assign}
          </Menu.Trigger>
          {/* Into the page's main landmark, not at the end of body: everything on the page is in a landmark. */}
          <Menu.Portal container={typeof document === 'undefined' ? undefined : document.getElementById('main')}>
            <Menu.Content className="menu planning-menu" align="start" sideOffset={4} collisionPadding={8}>
              {may.length > 0 && <Menu.Label className="menu-label">{t.mayTeach}</Menu.Label>}
              {may.map(({ i }) => (
                <Menu.Item key={i.id} className="menu-item" onSelect={() => onAssign(i.id)}>
                  {i.name}
                </Menu.Item>
              ))}
              {may.length > 0 && mayNot.length > 0 && <Menu.Separator className="menu-separator" />}
              {mayNot.length > 0 && <Menu.Label className="menu-label">{t.others}</Menu.Label>}
              {mayNot.map(({ i, reason }) => (
                <Menu.Item key={i.id} className="menu-item" onSelect={() => onAssign(i.id)}>
                  {t.withReason(i.name, t.whyNot(reason ?? ''))}
                </Menu.Item>
              ))}
              {others.length === 0 && <Menu.Label className="menu-label">{t.nobody}</Menu.Label>}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
        {lesson.instructorId !== null && (
          <button
            type="button"
            className="button secondary small"
            aria-label={t.unassignLesson(lesson.subtitle, time)}
            disabled={busy}
            onClick={() => onAssign(null)}
          >
            {t.unassign}
          </button>
        )}
      </span>
    </li>
  );
}
