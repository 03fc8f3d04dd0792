import * as Dialog from '@radix-ui/react-dialog';
import type { LessonRequestDetail } from '@schuss/contracts';
import { isApiCallError } from '@schuss/contracts/api';
import { useId, useState } from 'react';
import { errorText } from '../../api/client';
import { useAnswerRequest, useLessonRequest } from '../../api/lesson-requests';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { DialogButtons } from '../../ui/DialogButtons';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { type RequestTexts, useRequestTexts } from './texts';

/**
 * One private-lesson request: what was asked and by whom; while open, its day's hours with the instructors free at
 * each — accept with one (confirmed first: the payment link leaves at once) or decline with an optional word; once
 * answered, the answer.
 */
export default function LessonRequestScreen({ requestId }: { requestId: number }) {
  const t = useRequestTexts();
  const { f } = useI18n();
  const { data, error, isPending, refetch } = useLessonRequest(requestId);
  return (
    <Screen
      title={data ? t.requestTitle(f.longDay(data.day)) : t.title}
      actions={
        <Link to="/lesson-requests" className="button secondary">
          {t.back}
        </Link>
      }
    >
      {isPending ? (
        <Spinner />
      ) : error ? (
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <Asked r={data} t={t} />
          {data.status === 'open' ? <Answer r={data} t={t} /> : <Answered r={data} t={t} />}
        </>
      )}
    </Screen>
  );
}

function Asked({ r, t }: { r: LessonRequestDetail; t: RequestTexts }) {
  const { f } = useI18n();
  return (
    <section className="card" aria-labelledby="asked-h">
      <h2 id="asked-h">{t.asked(r.product, f.longDay(r.day), t.windows[r.window])}</h2>
      <p>
        <strong>{t.statuses[r.status]}</strong>
      </p>
      {r.durationMinutes ? <p>{t.duration(r.durationMinutes)}</p> : null}
      <h3>{t.participants}</h3>
      <ul>
        {r.participantList.map((p) => (
          <li key={`${p.firstName}|${p.lastName}|${p.age}`}>{t.participantLine(`${p.firstName} ${p.lastName}`, p.age, p.level)}</li>
        ))}
      </ul>
      <h3>{t.contact}</h3>
      <p>
        {r.name}
        {r.email ? (
          <>
            {' · '}
            <a href={`mailto:${r.email}`}>{r.email}</a>
          </>
        ) : null}
        {r.phone ? (
          <>
            {' · '}
            <a href={`tel:${r.phone.replace(/[^+\d]/g, '')}`}>{r.phone}</a>
          </>
        ) : null}
      </p>
      <p>{t.language(r.lang)}</p>
      {r.message ? (
        <>
          <h3>{t.message}</h3>
          <p className="pre-wrap">{r.message}</p>
        </>
      ) : null}
    </section>
  );
}

function Answered({ r, t }: { r: LessonRequestDetail; t: RequestTexts }) {
  const { f } = useI18n();
  const a = r.answer;
  if (!a) return null;
  return (
    <section className="card" aria-labelledby="answer-h">
      <h2 id="answer-h">{t.answerTitle}</h2>
      <p>{t.answeredBy(f.instant(a.at), a.by)}</p>
      {a.instructor && a.start && a.end ? <p>{t.answerLesson(a.instructor, a.start, a.end)}</p> : null}
      {a.totalCents !== null && a.payBy ? <p>{t.answerPrice(f.money(a.totalCents), f.instant(a.payBy))}</p> : null}
      {a.message ? <p>{t.answerWord(a.message)}</p> : null}
    </section>
  );
}

/** What a failed answer says: another office's answer in words, else the platform's message (the refusal's reason). */
const failure = (err: unknown, t: RequestTexts, m: Parameters<typeof errorText>[1]) =>
  isApiCallError(err) && err.code === 'request_answered' ? t.answeredAlready : errorText(err, m);

/** The hour first proposed: in the part of the day the visitor asked for, with an instructor free if one is. */
export function firstHour(r: Pick<LessonRequestDetail, 'hours' | 'window'>) {
  const inWindow = r.hours.filter((h) =>
    r.window === 'morning' ? h.start < '12:00' : r.window === 'afternoon' ? h.start >= '12:00' : true,
  );
  const pool = inWindow.length ? inWindow : r.hours;
  return pool.find((h) => h.instructors.length) ?? pool[0];
}

function Answer({ r, t }: { r: LessonRequestDetail; t: RequestTexts }) {
  const { m } = useI18n();
  const notify = useToast();
  const { accept, decline } = useAnswerRequest(r.id);
  const ids = useId();
  const [slotId, setSlotId] = useState<number | null>(firstHour(r)?.slotId ?? null);
  const hour = r.hours.find((h) => h.slotId === slotId);
  const [instructorId, setInstructorId] = useState<number | null>(null);
  const chosen = hour?.instructors.find((x) => x.id === instructorId) ?? hour?.instructors[0];
  const [word, setWord] = useState('');
  const [confirming, setConfirming] = useState<'accept' | 'decline' | null>(null);

  const doAccept = () => {
    if (!hour || !chosen) return;
    accept.mutate(
      { instructorId: chosen.id, slotId: hour.slotId },
      {
        onSuccess: () => {
          setConfirming(null);
          notify(t.accepted);
        },
        onError: () => setConfirming(null),
      },
    );
  };
  const doDecline = () =>
    decline.mutate(word, {
      onSuccess: () => {
        setConfirming(null);
        notify(t.declined);
      },
      onError: () => setConfirming(null),
    });

  return (
    <>
      <section className="card" aria-labelledby="accept-h">
        <h2 id="accept-h">{t.acceptTitle}</h2>
        <p>{t.acceptIntro}</p>
        {!r.hours.length ? (
          <p>{t.noHours}</p>
        ) : (
          <>
            <div className="field">
              <label htmlFor={`${ids}-hour`}>{t.hour}</label>
              <select
                id={`${ids}-hour`}
                value={slotId ?? ''}
                onChange={(e) => {
                  setSlotId(Number(e.target.value));
                  setInstructorId(null);
                }}
              >
                {r.hours.map((h) => (
                  <option key={h.slotId} value={h.slotId}>
                    {`${h.start}–${h.end} (${h.instructors.length})`}
                  </option>
                ))}
              </select>
            </div>
            {hour && hour.instructors.length ? (
              <div className="field">
                <label htmlFor={`${ids}-who`}>{t.instructor}</label>
                <select id={`${ids}-who`} value={chosen?.id ?? ''} onChange={(e) => setInstructorId(Number(e.target.value))}>
                  {hour.instructors.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <p>
                {t.noInstructor} <Link to="/instructors">{m.navInstructors}</Link>
              </p>
            )}
            <button type="button" className="button primary" disabled={!chosen || accept.isPending} onClick={() => setConfirming('accept')}>
              {t.accept}
            </button>
          </>
        )}
        {accept.error ? (
          <p className="error-box" role="alert">
            {failure(accept.error, t, m)}
          </p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="decline-h">
        <h2 id="decline-h">{t.declineTitle}</h2>
        <div className="field">
          <label htmlFor={`${ids}-word`}>{t.declineMessage}</label>
          <textarea id={`${ids}-word`} maxLength={500} rows={3} value={word} onChange={(e) => setWord(e.target.value)} />
        </div>
        <button type="button" className="button danger" disabled={decline.isPending} onClick={() => setConfirming('decline')}>
          {t.decline}
        </button>
        {decline.error ? (
          <p className="error-box" role="alert">
            {failure(decline.error, t, m)}
          </p>
        ) : null}
      </section>
      <Dialog.Root open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog">
            <Dialog.Title>{confirming === 'accept' ? t.acceptConfirmTitle : t.declineConfirmTitle}</Dialog.Title>
            <Dialog.Description>
              {confirming === 'accept' && hour && chosen ? t.acceptConfirm(chosen.name, `${hour.start}–${hour.end}`) : t.declineConfirm}
            </Dialog.Description>
            {confirming === 'accept' ? (
              <DialogButtons submit={t.acceptDo} busyLabel={t.accepting} busy={accept.isPending} onClick={doAccept} />
            ) : (
              <DialogButtons submit={t.declineDo} busyLabel={t.declining} busy={decline.isPending} danger onClick={doDecline} />
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
