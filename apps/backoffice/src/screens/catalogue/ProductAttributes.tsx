/** The product form's attributes section: the attributes its type uses, each as its kind of input. */

import { type MeetingPointOption, ParticipantField } from '@schuss/contracts';
import { useFormContext } from 'react-hook-form';
import { useI18n } from '../../i18n';
import { Check, ErrorText, Input, useFieldError } from './fields';
import { type AttributeName, NUMBER_ATTRIBUTES } from './productForm';
import { useCatalogueTexts } from './texts';

export function Attributes({
  shown,
  prefix,
  meetingPoints = [],
}: {
  shown: AttributeName[];
  prefix: string;
  meetingPoints?: MeetingPointOption[];
}) {
  const t = useCatalogueTexts();
  if (shown.length === 0) return <p className="hint">{t.catNoAttributes}</p>;
  return (
    <div className="cat-attributes">
      {shown.map((name) => {
        if (name === 'needsStartDate')
          return <Check key={name} prefix={prefix} name="attributes.needsStartDate" label={t.catAttr.needsStartDate} />;
        if (name === 'participantFields') return <ParticipantFields key={name} prefix={prefix} />;
        if (name === 'capacityUnit') return <CapacityUnit key={name} prefix={prefix} />;
        if (name === 'meetingPoint' && meetingPoints.length) return <MeetingPoint key={name} prefix={prefix} points={meetingPoints} />;
        return (
          <Input
            key={name}
            prefix={prefix}
            name={`attributes.${name}`}
            label={t.catAttr[name]}
            hint={name === 'levels' ? t.catLevelsHint : name === 'maxDays' ? t.catMaxDaysHint : undefined}
            inputMode={NUMBER_ATTRIBUTES.has(name) ? 'numeric' : undefined}
            className={NUMBER_ATTRIBUTES.has(name) ? 'cat-narrow' : undefined}
          />
        );
      })}
    </div>
  );
}

function ParticipantFields({ prefix }: { prefix: string }) {
  const t = useCatalogueTexts();
  const { watch, setValue } = useFormContext();
  const chosen = watch('attributes.participantFields') as ParticipantField[];
  const { message, errorId } = useFieldError('attributes.participantFields', `${prefix}-pf`);
  return (
    <fieldset className="field" aria-describedby={errorId}>
      <legend>{t.catAttr.participantFields}</legend>
      {ParticipantField.options.map((f) => (
        <label key={f} className="check">
          <input
            type="checkbox"
            checked={chosen.includes(f)}
            onChange={(e) =>
              setValue('attributes.participantFields', e.target.checked ? [...chosen, f] : chosen.filter((x) => x !== f), {
                shouldDirty: true,
              })
            }
          />
          <span>{t.catParticipantFields[f]}</span>
        </label>
      ))}
      <ErrorText id={errorId} message={message} />
    </fieldset>
  );
}

function CapacityUnit({ prefix }: { prefix: string }) {
  const t = useCatalogueTexts();
  const { register } = useFormContext();
  const id = `${prefix}-capacity-unit`;
  return (
    <div className="field">
      <label htmlFor={id}>{t.catAttr.capacityUnit}</label>
      <select id={id} {...register('attributes.capacityUnit')}>
        <option value="">{t.catCapacityUnits.default}</option>
        <option value="participant">{t.catCapacityUnits.participant}</option>
        <option value="booking">{t.catCapacityUnits.booking}</option>
      </select>
    </div>
  );
}

/**
 * The school's meeting points, chosen by name (the product keeps the key: e-mails and the personal page say the
 * point in the customer's language). A text typed before points had keys stays offered until replaced.
 */
function MeetingPoint({ prefix, points }: { prefix: string; points: MeetingPointOption[] }) {
  const t = useCatalogueTexts();
  const { lang } = useI18n();
  const { register, watch } = useFormContext();
  const current = (watch('attributes.meetingPoint') as string | undefined) ?? '';
  const id = `${prefix}-meeting-point`;
  const { message, errorId } = useFieldError('attributes.meetingPoint', id);
  const typed = current && !points.some((p) => p.key === current);
  return (
    <div className="field">
      <label htmlFor={id}>{t.catAttr.meetingPoint}</label>
      <select id={id} aria-describedby={errorId} {...register('attributes.meetingPoint')}>
        <option value="">{t.catMeetingPointNone}</option>
        {points.map((p) => (
          <option key={p.key} value={p.key}>
            {p.name[lang] || p.name.fr}
          </option>
        ))}
        {typed ? <option value={current}>{t.catMeetingPointTyped(current)}</option> : null}
      </select>
      <ErrorText id={errorId} message={message} />
    </div>
  );
}
