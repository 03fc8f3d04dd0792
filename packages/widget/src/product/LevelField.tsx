import type { LevelView } from '@schuss/contracts';
import { type ReactNode, useState } from 'react';
import type { FT } from './texts';

/** A level's ages as said beside it (`6–12 ans`, `dès 6 ans`, `jusqu’à 12 ans`); '' when it has no limit. */
export const levelAges = ({ ageMin: min, ageMax: max }: LevelView, t: FT) =>
  min === null && max === null ? '' : t(max === null ? 'agesFrom' : min === null ? 'agesTo' : 'ages', { min: min ?? '', max: max ?? '' });

/**
 * A participant's level (issue 30): the product's levels by key, the chosen one's "can do" under the select
 * (a parent reads what the child should already be able to do), and a "not sure" list of every level to choose
 * from. A level whose ages exclude the participant's `age` stays selectable but says its ages.
 */
export function LevelField({
  id,
  value,
  levels,
  age,
  error,
  onChange,
  t,
}: {
  id: string;
  value: string;
  levels: LevelView[];
  /** The participant's age on the lesson's first day, when the birth date is known. */
  age: number | null;
  error: ReactNode;
  onChange: (key: string) => void;
  t: FT;
}) {
  const [open, setOpen] = useState(false);
  const chosen = levels.find((l) => l.key === value);
  const close = (focus: string) => {
    setOpen(false);
    document.getElementById(focus)?.focus();
  };
  return (
    <div className="msem-field">
      <label htmlFor={id}>{t('level')}</label>
      <select
        id={id}
        name="level"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && `${id}-error`, chosen && `${id}-can`].filter(Boolean).join(' ') || undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value="">{t('chooseLevel')}</option>
        {levels.map((l) => (
          <option key={l.key} value={l.key}>
            {age !== null && (age < (l.ageMin ?? age) || age > (l.ageMax ?? age)) ? `${l.name} (${levelAges(l, t)})` : l.name}
          </option>
        ))}
      </select>
      {chosen ? (
        <p id={`${id}-can`} className="msem-hint">
          {chosen.canDo}
        </p>
      ) : null}
      {error}
      {/* Escape anywhere in the help closes it, the focus back on its button. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to the keys of the buttons inside */}
      <div
        onKeyDown={(e) => {
          if (open && e.key === 'Escape') {
            e.preventDefault();
            close(`${id}-help-btn`);
          }
        }}
      >
        <button
          type="button"
          id={`${id}-help-btn`}
          className="msem-link msem-tap"
          aria-expanded={open}
          aria-controls={`${id}-help`}
          onClick={() => setOpen(!open)}
        >
          {t('levelHelp')}
        </button>
        <ul id={`${id}-help`} className="msem-levels" hidden={!open}>
          {open
            ? levels.map((l) => {
                const ages = levelAges(l, t);
                return (
                  <li key={l.key}>
                    <strong>{l.name}</strong>
                    {ages ? ` (${ages})` : ''}
                    <p>{l.canDo}</p>
                    <button
                      type="button"
                      className="msem-btn msem-secondary"
                      onClick={() => {
                        onChange(l.key);
                        close(id);
                      }}
                    >
                      {t('chooseThis', { level: l.name })}
                    </button>
                  </li>
                );
              })
            : null}
        </ul>
      </div>
    </div>
  );
}
