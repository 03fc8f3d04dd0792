import { type GroupChild, type ProposedGroup, SaveGroupsRequest } from '@schuss/contracts';
import { useId, useState } from 'react';
import '../../forms/zod';
import { useLevelsTexts } from '../levels/texts';
import { ChildFacts } from './ChildFacts';
import { childKey, childName, type GroupsChanges } from './useGroupsChanges';

/** A child of a proposed group: who, and a select + button that put them in another proposed group. */
function ProposedChild({
  child,
  index,
  groups,
  onMove,
}: {
  child: GroupChild;
  index: number;
  groups: ProposedGroup[];
  onMove: (to: number) => void;
}) {
  const t = useLevelsTexts();
  const id = useId();
  const [target, setTarget] = useState(index);
  const name = childName(child);
  return (
    <li className="group-child">
      <ChildFacts child={child} />
      <div className="inline-field group-move">
        <label htmlFor={id} className="visually-hidden">
          {t.childGroup(name)}
        </label>
        <select id={id} value={target} onChange={(e) => setTarget(Number(e.target.value))}>
          {groups.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: proposed groups have no id, their rank is theirs
            <option key={i} value={i}>
              {g.name || t.proposedName(i + 1)}
            </option>
          ))}
        </select>
        <button type="button" className="button secondary" disabled={target === index} onClick={() => onMove(target)}>
          {t.putIn(name)}
        </button>
      </div>
    </li>
  );
}

/**
 * The split the platform proposes while the course has no group: staff rename the groups, move children between them,
 * then accept them (saved for every day of the course).
 */
export function ProposalSection({
  proposal,
  participants,
  changes,
}: {
  proposal: ProposedGroup[];
  participants: GroupChild[];
  changes: GroupsChanges;
}) {
  const t = useLevelsTexts();
  const [groups, setGroups] = useState(proposal);
  const [invalid, setInvalid] = useState(false);
  const byKey = new Map(participants.map((c) => [childKey(c), c]));

  const rename = (i: number, name: string) => setGroups((list) => list.map((g, j) => (j === i ? { ...g, name } : g)));
  const move = (from: number, key: string, to: number) =>
    setGroups((list) => {
      const member = list[from]?.members.find((c) => childKey(c) === key);
      if (!member) return list;
      return list.map((g, j) =>
        j === from
          ? { ...g, members: g.members.filter((c) => childKey(c) !== key) }
          : j === to
            ? { ...g, members: [...g.members, member] }
            : g,
      );
    });

  const accept = () => {
    const parsed = SaveGroupsRequest.safeParse({ groups });
    setInvalid(!parsed.success);
    if (parsed.success) void changes.run({ kind: 'save', body: parsed.data }, () => t.accepted);
  };

  return (
    <section aria-labelledby="proposal-h" className="proposal">
      <h2 id="proposal-h">{t.proposalTitle}</h2>
      <p className="hint">{t.proposalIntro}</p>
      <div className="group-grid">
        {groups.map((g, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: proposed groups have no id, their rank is theirs
          <section key={i} className="card group-card" aria-label={g.name || t.proposedName(i + 1)}>
            <div className="field">
              <label htmlFor={`proposal-name-${i}`}>{t.proposedName(i + 1)}</label>
              <input
                id={`proposal-name-${i}`}
                value={g.name}
                maxLength={60}
                aria-invalid={invalid && !g.name.trim() ? true : undefined}
                onChange={(e) => rename(i, e.target.value)}
              />
            </div>
            {g.members.length === 0 ? (
              <p className="empty">{t.emptyGroup}</p>
            ) : (
              <ul className="group-children">
                {g.members.map((ref) => {
                  const child = byKey.get(childKey(ref));
                  return child ? (
                    <ProposedChild
                      key={childKey(ref)}
                      child={child}
                      index={i}
                      groups={groups}
                      onMove={(to) => move(i, childKey(ref), to)}
                    />
                  ) : null;
                })}
              </ul>
            )}
          </section>
        ))}
      </div>
      {invalid && (
        <p className="error-box" role="alert">
          {t.nameRequired}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button primary" disabled={changes.busy} onClick={accept}>
          {changes.busy ? t.accepting : t.accept}
        </button>
      </div>
    </section>
  );
}
