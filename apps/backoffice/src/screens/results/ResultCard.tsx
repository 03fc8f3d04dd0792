import type { GroupChild, ResultOutcome } from '@schuss/contracts';
import { useId, useState } from 'react';
import { useLevelsTexts } from '../levels/texts';
import type { ResultChange, SaveState } from './useResultsSync';

/** What the card shows as chosen: this phone's latest change, else the platform's result. */
export type Shown = { outcome: ResultOutcome; advisedLevel: string | null; comment: string | null } | null;

type Props = {
  child: GroupChild;
  shown: Shown;
  state: SaveState | undefined;
  /** Levels a child may be advised (the discipline's ladder, in order), as [key, name]. */
  levels: [string, string][];
  onRecord: (change: ResultChange) => void;
};

const OUTCOMES: ResultOutcome[] = ['passed', 'not_yet', 'next_advised'];

/**
 * A child at the meeting point: who, three large buttons (the one chosen pressed), the level advised when "next level
 * advised", a comment saved when the field is left, and whether the last change is saved, waiting or refused.
 */
export function ResultCard({ child, shown, state, levels, onRecord }: Props) {
  const t = useLevelsTexts();
  const id = useId();
  const name = `${child.firstName} ${child.lastName}`;
  const [comment, setComment] = useState(shown?.comment ?? '');
  const label: Record<ResultOutcome, string> = { passed: t.passed, not_yet: t.notYet, next_advised: t.nextAdvised };
  const ref = { orderLineId: child.orderLineId, participant: child.participant };
  const cleanComment = (text: string) => text.trim() || null;

  const choose = (outcome: ResultOutcome, advisedLevel: string | null = shown?.advisedLevel ?? null) =>
    onRecord({ ...ref, outcome, advisedLevel: outcome === 'next_advised' ? advisedLevel : null, comment: cleanComment(comment) });

  // A comment is saved with the child's result: before any outcome is chosen, it goes with the first tap.
  const saveComment = () => {
    if (shown && cleanComment(comment) !== (shown.comment ?? null)) choose(shown.outcome);
  };

  return (
    <li className="card result-card">
      <fieldset className="result-fieldset">
        <legend>
          <h3>{name}</h3>
        </legend>
        <p className="muted small">
          {t.ageYears(child.age)} · {child.levelName ?? t.noLevel}
        </p>
        <div className="result-choices">
          {OUTCOMES.map((outcome) => (
            <button
              key={outcome}
              type="button"
              className={`button result-choice result-${outcome}`}
              aria-pressed={shown?.outcome === outcome}
              onClick={() => choose(outcome)}
            >
              {label[outcome]}
            </button>
          ))}
        </div>
        {shown?.outcome === 'next_advised' && (
          <div className="field">
            <label htmlFor={`${id}-advised`}>
              {t.advised}
              <span className="visually-hidden">{t.forChild(name)}</span>
            </label>
            <select id={`${id}-advised`} value={shown.advisedLevel ?? ''} onChange={(e) => choose('next_advised', e.target.value || null)}>
              <option value="">{t.advisedNext}</option>
              {/* The levels above the child's on the ladder (all the others when theirs is not on it). */}
              {levels
                .slice(levels.findIndex(([key]) => key === child.level) + 1)
                .filter(([key]) => key !== child.level)
                .map(([key, levelName]) => (
                  <option key={key} value={key}>
                    {levelName}
                  </option>
                ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-comment`}>
            {t.comment}
            <span className="visually-hidden">{t.forChild(name)}</span>
          </label>
          <textarea
            id={`${id}-comment`}
            rows={2}
            maxLength={500}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            onBlur={saveComment}
          />
        </div>
        <SaveStateLine state={state ?? (shown ? { state: 'saved' } : undefined)} />
      </fieldset>
    </li>
  );
}

/** The last change's fate, in words (the screen's live region announces it; this line is read on demand). */
function SaveStateLine({ state }: { state: SaveState | undefined }) {
  const t = useLevelsTexts();
  if (!state) return null;
  const text =
    state.state === 'error'
      ? t.stateError(state.message)
      : { sending: t.stateSending, saved: t.stateSaved, waiting: t.stateWaiting }[state.state];
  return <p className={`result-state result-state-${state.state}`}>{text}</p>;
}
