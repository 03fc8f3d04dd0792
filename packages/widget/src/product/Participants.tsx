import type { LevelView } from '@schuss/contracts';
import type { ExtraField, ParticipantErrors, ParticipantInput } from '../logic';
import { ParticipantFieldset } from './ParticipantFieldset';
import type { FT } from './texts';
import type { Person } from './useBookingForm';

/** The participants (one fieldset each, removable while there are several) and the button adding one (up to `max`, default 20). */
export function Participants({
  id,
  people,
  errors,
  fields,
  levels,
  today,
  on,
  onChange,
  onAdd,
  onRemove,
  t,
  max = 20,
  maxNote,
}: {
  id: string;
  people: Person[];
  errors: ParticipantErrors[];
  fields: ExtraField[];
  levels: LevelView[];
  today: string;
  on: string;
  onChange: (index: number, field: keyof ParticipantInput, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  t: FT;
  max?: number;
  /** Said in place of the button once `max` participants are listed (why no more can be added). */
  maxNote?: string;
}) {
  return (
    <fieldset className="msem-people">
      <legend>{t('participants')}</legend>
      {people.map((p, i) => (
        <ParticipantFieldset
          key={p.key}
          id={id}
          index={i}
          person={p}
          errors={errors[i]}
          fields={fields}
          levels={levels}
          today={today}
          on={on}
          onChange={(field, value) => onChange(i, field, value)}
          onRemove={people.length > 1 ? () => onRemove(i) : undefined}
          t={t}
        />
      ))}
      {people.length < max ? (
        <button type="button" className="msem-btn msem-secondary" onClick={onAdd}>
          {t('addParticipant')}
        </button>
      ) : maxNote ? (
        <p className="msem-muted">{maxNote}</p>
      ) : null}
    </fieldset>
  );
}
