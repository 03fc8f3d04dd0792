import type { GroupChild, LessonGroup } from '@schuss/contracts';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n';
import { useLevelsTexts } from '../levels/texts';
import { ChildFacts } from './ChildFacts';
import { childName } from './useGroupsChanges';

type Props = {
  child: GroupChild;
  /** The child's group on the day shown (null: without a group). */
  current: number | null;
  groups: LessonGroup[];
  days: string[];
  day: string;
  open: boolean;
  onOpen: (open: boolean) => void;
  onMove: (toGroup: number, fromDay: string) => Promise<boolean>;
  onDragStart: () => void;
};

/**
 * A child in a group's card: dragged onto another card, or moved by its "Move" button (the keyboard's way): the group
 * to go to and from which day (the day shown first), then confirmed.
 */
export function ChildItem({ child, current, groups, days, day, open, onOpen, onMove, onDragStart }: Props) {
  const t = useLevelsTexts();
  const { f } = useI18n();
  const id = useId();
  const others = groups.filter((g) => g.id !== current);
  const [to, setTo] = useState<number | undefined>(others[0]?.id);
  const [from, setFrom] = useState(day);
  const name = childName(child);

  const confirm = async () => {
    if (to !== undefined && (await onMove(to, from))) onOpen(false);
  };

  return (
    <li
      className="group-child"
      draggable
      onDragStart={(e) => {
        e.dataTransfer?.setData('text/plain', name);
        onDragStart();
      }}
    >
      <ChildFacts child={child} />
      <button
        type="button"
        className="button secondary"
        aria-expanded={open}
        aria-controls={open ? `${id}-move` : undefined}
        disabled={others.length === 0}
        onClick={() => {
          setTo(others[0]?.id);
          setFrom(day);
          onOpen(!open);
        }}
      >
        {t.move(name)}
      </button>
      {open && (
        <fieldset id={`${id}-move`} className="field move-form">
          <legend className="visually-hidden">{t.move(name)}</legend>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t.moveTo}</label>
            <select id={`${id}-to`} value={to} onChange={(e) => setTo(Number(e.target.value))}>
              {others.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-from`}>{t.moveFrom}</label>
            <select id={`${id}-from`} value={from} onChange={(e) => setFrom(e.target.value)}>
              {days.map((d) => (
                <option key={d} value={d}>
                  {f.weekday(d)}
                </option>
              ))}
            </select>
          </div>
          <div className="actions">
            <button type="button" className="button primary" onClick={() => void confirm()}>
              {t.moveConfirm}
            </button>
            <button type="button" className="button secondary" onClick={() => onOpen(false)}>
              {t.cancel}
            </button>
          </div>
        </fieldset>
      )}
    </li>
  );
}
