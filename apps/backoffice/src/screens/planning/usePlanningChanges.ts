import type { PlanningInstructor, PlanningLesson } from '@schuss/contracts';
import { useRef, useState } from 'react';
import { errorText, isApiCallError } from '../../api/client';
import { useAssign, usePropose } from '../../api/planning';
import { useI18n } from '../../i18n';
import { usePlanningTexts } from './texts';

/** The words of a refusal: the platform's message names the field first ("body.instructorId: Léa … n’est pas disponible"). */
const reasonOf = (message: string) => message.replace(/^body\.instructorId:\s*/, '');

/**
 * What staff do on the board: give a lesson to an instructor or take it back, propose a day. While a change runs the
 * card shows where it goes (`moving`); refused, it goes back where it was and the reason is said in an alert; either
 * way the board is read again. Successes are said politely (`done`).
 */
export function usePlanningChanges(instructors: readonly PlanningInstructor[]) {
  const t = usePlanningTexts();
  const { m, f } = useI18n();
  const assign = useAssign();
  const propose = usePropose();
  const [moving, setMoving] = useState<{ key: string; instructorId: number | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [proposing, setProposing] = useState<string | null>(null);
  /** The lesson being dragged (from the board or the tray), dropped on a row or on the tray. */
  const dragged = useRef<PlanningLesson | null>(null);

  const run = async (lesson: PlanningLesson, instructorId: number | null) => {
    if (lesson.instructorId === instructorId || moving) return;
    setFailure(null);
    setDone(null);
    setMoving({ key: lesson.key, instructorId });
    try {
      await assign.mutateAsync({ lesson: lesson.ref, instructorId });
      const name = instructors.find((i) => i.id === instructorId)?.name;
      setDone(name ? t.assigned(lesson.subtitle, name) : t.unassigned(lesson.subtitle));
      // The card has moved to another row: the keyboard's focus follows it.
      window.setTimeout(() => document.querySelector<HTMLElement>(`[data-lesson-trigger="${lesson.key}"]`)?.focus(), 0);
    } catch (err) {
      setFailure(
        isApiCallError(err) && err.status === 409 && err.code === 'assignment_refused'
          ? t.refused(reasonOf(err.message))
          : errorText(err, m),
      );
    } finally {
      setMoving(null);
    }
  };

  const proposeDay = async (day: string) => {
    if (proposing) return;
    setFailure(null);
    setDone(null);
    setProposing(day);
    try {
      const answer = await propose.mutateAsync(day);
      setDone(t.proposedDay(f.weekday(day), t.proposed(answer.assigned, answer.left.length)));
    } catch (err) {
      setFailure(errorText(err, m));
    } finally {
      setProposing(null);
    }
  };

  return { moving, failure, done, proposing, dragged, assign: run, propose: proposeDay };
}

export type PlanningChanges = ReturnType<typeof usePlanningChanges>;
