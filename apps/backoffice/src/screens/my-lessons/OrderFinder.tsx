import type { MyLesson, MyLessonChild } from '@schuss/contracts';
import { type FormEvent, useId, useState } from 'react';
import type { MyLessonsMessages } from '../../i18n/my-lessons';
import { findOrder } from './findOrder';

/**
 * "Order number": the instructor types the number printed under the voucher's QR code (or pastes what a scanner read);
 * the order's children in their lessons of the day shown come up, each with a button to check them in. What was typed
 * is kept, and the children are read again from the lessons at each render: a child checked in says so at once.
 */
export function OrderFinder({
  lessons,
  cancelled,
  day,
  dayText,
  t,
  onCheckIn,
}: {
  lessons: MyLesson[];
  /** The lessons' cancelled orders. */
  cancelled?: { orderNumber: string; on: string; refunded: boolean }[];
  day: string;
  /** The day in words ("mardi 10 février"), null for today. */
  dayText: string | null;
  t: MyLessonsMessages;
  onCheckIn: (lesson: MyLesson, child: MyLessonChild, from: HTMLElement) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const search = asked === null ? null : findOrder(asked, lessons, day, cancelled);
  const problem = search?.kind === 'empty' ? t.orderEmpty : search?.kind === 'malformed' ? t.orderMalformed : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAsked(text);
  };

  return (
    <section className="panel ml-finder" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.orderTitle}</h2>
      <form className="ml-finder-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-number`}>{t.orderLabel}</label>
          <input
            id={`${id}-number`}
            type="text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          />
          <p id={`${id}-hint`} className="hint">
            {t.orderHint(dayText)}
          </p>
          {problem && (
            <p id={`${id}-problem`} className="field-error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <button type="submit" className="button primary">
          {t.orderFind}
        </button>
      </form>
      <div aria-live="polite">
        {search?.kind === 'none' && <p className="notice">{t.orderNotFound(search.number, dayText)}</p>}
        {search?.kind === 'cancelled' && <p className="notice">{t.orderCancelled(search.number, search.on, search.refunded)}</p>}
        {search?.kind === 'found' && (
          <>
            <p className="strong">{t.orderFound(search.number)}</p>
            <ul className="ml-matches">
              {search.matches.map(({ lesson, child }) => {
                const name = `${child.firstName} ${child.lastName}`;
                return (
                  <li key={`${lesson.key}-${child.orderLineId}-${child.participant}`}>
                    {child.present ? (
                      <p className="ml-done">✓ {t.orderAlready(name, lesson.subtitle, lesson.start)}</p>
                    ) : (
                      <button type="button" className="button primary ml-wide" onClick={(e) => onCheckIn(lesson, child, e.currentTarget)}>
                        {t.orderConfirm(name, lesson.subtitle, lesson.start)}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
