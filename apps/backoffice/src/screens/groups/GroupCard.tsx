import type { LessonGroup } from '@schuss/contracts';
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { useLevelsTexts } from '../levels/texts';

type Props = {
  /** The group; none for the children without a group that day. */
  group?: LessonGroup;
  count: number;
  children: ReactNode;
  /** A child dropped on the card (drag and drop: the same move as the buttons'). */
  onDrop?: () => void;
  onRename?: (name: string) => Promise<boolean>;
};

/** A group on the day shown: its name (renamed in place), level, how full it is, its children. */
export function GroupCard({ group, count, children, onDrop, onRename }: Props) {
  const t = useLevelsTexts();
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(group?.name ?? '');
  const [over, setOver] = useState(false);
  const title = group?.name ?? t.withoutGroup;

  const drop = onDrop && {
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      onDrop();
    },
  };

  const rename = async () => {
    if (onRename && name.trim() && (await onRename(name.trim()))) setRenaming(false);
  };

  return (
    <section className={`card group-card${over ? ' drop-over' : ''}`} aria-labelledby={`${id}-h`} {...drop}>
      <div className="group-head">
        <h3 id={`${id}-h`}>{title}</h3>
        {group && (
          <span className="badge" title={t.countLabel(count, group.size)}>
            <span aria-hidden="true">{t.count(count, group.size)}</span>
            <span className="visually-hidden">{t.countLabel(count, group.size)}</span>
          </span>
        )}
      </div>
      {group?.levelName && <p className="hint">{group.levelName}</p>}
      {group && onRename && !renaming && (
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            setName(group.name);
            setRenaming(true);
          }}
        >
          {t.rename(group.name)}
        </button>
      )}
      {group && renaming && (
        <form
          className="inline-field group-rename"
          onSubmit={(e) => {
            e.preventDefault();
            void rename();
          }}
        >
          <label htmlFor={`${id}-name`} className="visually-hidden">
            {t.newName(group.name)}
          </label>
          {/* biome-ignore lint/a11y/noAutofocus: the field the staff just asked for */}
          <input id={`${id}-name`} value={name} maxLength={60} required autoFocus onChange={(e) => setName(e.target.value)} />
          <button type="submit" className="button primary">
            {t.renameSave}
          </button>
          <button type="button" className="button secondary" onClick={() => setRenaming(false)}>
            {t.cancel}
          </button>
        </form>
      )}
      {count === 0 ? <p className="empty">{t.emptyGroup}</p> : <ul className="group-children">{children}</ul>}
    </section>
  );
}
