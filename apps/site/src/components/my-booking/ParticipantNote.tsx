'use client';
import { type FormEvent, useState } from 'react';
import type { NoteOutcomeKey } from './note-form';

export type NoteTexts = {
  label: string;
  hint: string;
  save: string;
  saving: string;
  /** Said after the save button, for a screen reader (whose note it saves). */
  whose: string;
  outcomes: Record<NoteOutcomeKey, string>;
};

type Props = {
  /** Where the form posts (`…/<token>/note/`): the site's route, which calls the platform. */
  action: string;
  id: string;
  lineId: number;
  participant: number;
  note: string | null;
  max: number;
  texts: NoteTexts;
  /** The outcome of a form sent without the script (the page came back with it in its address). */
  outcome?: NoteOutcomeKey;
};

const GOOD: readonly NoteOutcomeKey[] = ['saved', 'removed'];

/**
 * A participant's note for the instructor (allergies, health): a plain form that works without a script (it posts,
 * the page comes back with the outcome); with one, it is sent in place, a spinner while it goes, the outcome in words.
 */
export function ParticipantNote({ action, id, lineId, participant, note, max, texts, outcome }: Props) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<NoteOutcomeKey | undefined>(outcome);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    setSaid(undefined);
    let next: NoteOutcomeKey = 'unavailable';
    try {
      const res = await fetch(action, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' } });
      const answer = (await res.json()) as { outcome?: NoteOutcomeKey; note?: string | null };
      if (answer.outcome && answer.outcome in texts.outcomes) next = answer.outcome;
      // As the platform kept it (trimmed).
      const field = form.elements.namedItem('note');
      if (answer.note !== undefined && field instanceof HTMLTextAreaElement) field.value = answer.note ?? '';
    } catch {
      next = 'unavailable';
    }
    setBusy(false);
    setSaid(next);
  };

  const good = said !== undefined && GOOD.includes(said);
  return (
    <form className="mb-note" id={id} method="post" action={action} onSubmit={onSubmit} aria-busy={busy}>
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="participant" value={participant} />
      <label htmlFor={`${id}-text`}>
        {texts.label}
        <span className="visually-hidden"> — {texts.whose}</span>
      </label>
      <textarea
        id={`${id}-text`}
        name="note"
        rows={3}
        maxLength={max}
        defaultValue={note ?? ''}
        aria-describedby={`${id}-hint`}
        aria-invalid={said === 'tooLong' ? true : undefined}
      />
      <p id={`${id}-hint`} className="mb-hint">
        {texts.hint}
      </p>
      <p className="mb-note-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? <span className="mb-spinner" aria-hidden="true" /> : null}
          {busy ? texts.saving : texts.save}
          <span className="visually-hidden"> — {texts.whose}</span>
        </button>
      </p>
      {/* Both always in the page, so that a screen reader hears what is put in them. */}
      <p role="status" className="mb-note-ok">
        {said && good ? texts.outcomes[said] : ''}
      </p>
      <p role="alert" className="mb-note-error">
        {said && !good ? texts.outcomes[said] : ''}
      </p>
    </form>
  );
}
