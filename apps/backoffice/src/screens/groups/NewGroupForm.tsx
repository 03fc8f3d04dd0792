import type { SlotGroupsView } from '@schuss/contracts';
import { useId, useState } from 'react';
import { useLevelsTexts } from '../levels/texts';
import type { GroupsChanges } from './useGroupsChanges';

/** The levels the course knows (its groups' and children's), to name a new group's: key → name in the staff's language. */
function courseLevels(view: SlotGroupsView): [string, string][] {
  // The discipline's whole ladder, so a group can be made ahead for a level nobody has yet.
  if (view.ladder?.length) return view.ladder.map((l) => [l.key, l.name]);
  const levels = new Map<string, string>();
  for (const x of [...view.groups, ...view.children]) if (x.level) levels.set(x.level, x.levelName ?? x.level);
  return [...levels];
}

/** "New group": an empty group (a name, a level) to move children into. */
export function NewGroupForm({ view, changes }: { view: SlotGroupsView; changes: GroupsChanges }) {
  const t = useLevelsTexts();
  const id = useId();
  const [name, setName] = useState('');
  const [level, setLevel] = useState('');

  const create = async () => {
    const body = { name: name.trim(), level: level || null };
    if (body.name && (await changes.run({ kind: 'new', body }, () => t.created(body.name)))) {
      setName('');
      setLevel('');
    }
  };

  return (
    <form
      className="card new-group"
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <h3 id={`${id}-h`}>{t.newGroup}</h3>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t.newGroupName}</label>
        <input id={`${id}-name`} value={name} maxLength={60} required autoComplete="off" onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-level`}>{t.newGroupLevel}</label>
        <select id={`${id}-level`} value={level} onChange={(e) => setLevel(e.target.value)}>
          <option value="">{t.anyLevel}</option>
          {courseLevels(view).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className="button primary" disabled={changes.busy}>
          {t.create}
        </button>
      </div>
    </form>
  );
}
