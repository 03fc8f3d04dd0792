import type { ChildRef, GroupChild, SlotGroupsView } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { todayIso } from '@schuss/contracts/rules';
import { useRef, useState } from 'react';
import { api } from '../../api/client';
import { useSite } from '../../api/session';
import { useI18n } from '../../i18n';
import { useLevelsTexts } from '../levels/texts';
import { ChildItem } from './ChildItem';
import { GroupCard } from './GroupCard';
import { NewGroupForm } from './NewGroupForm';
import { childKey, childName, type GroupsChanges, startDay } from './useGroupsChanges';

/**
 * The course's groups on a day: one card per group with its children, those without a group that day, a new group.
 * A child moves from a day on (that day and the following ones), by its button or dragged onto another card.
 */
export function GroupsBoard({ view, changes }: { view: SlotGroupsView; changes: GroupsChanges }) {
  const t = useLevelsTexts();
  const { f, lang } = useI18n();
  const site = useSite();
  const [day, setDay] = useState(() => startDay(view.days, todayIso()));
  const [open, setOpen] = useState<string | null>(null);
  const dragged = useRef<ChildRef | null>(null);
  const groupOf = (c: GroupChild) => c.groups[day] ?? null;

  const move = (child: GroupChild, toGroup: number, fromDay: string) => {
    const group = view.groups.find((g) => g.id === toGroup);
    return changes.run({ kind: 'move', body: { orderLineId: child.orderLineId, participant: child.participant, toGroup, fromDay } }, () =>
      t.moved(childName(child), group?.name ?? ''),
    );
  };

  /** A child dropped on a group's card: moved there from the day shown. */
  const drop = (toGroup: number) => {
    const ref = dragged.current;
    dragged.current = null;
    const child = ref && view.children.find((c) => childKey(c) === childKey(ref));
    if (child && groupOf(child) !== toGroup) void move(child, toGroup, day);
  };

  const items = (list: GroupChild[]) =>
    list.map((child) => (
      <ChildItem
        key={childKey(child)}
        child={child}
        current={groupOf(child)}
        groups={view.groups}
        days={view.days}
        day={day}
        open={open === childKey(child)}
        onOpen={(o) => setOpen(o ? childKey(child) : null)}
        onMove={(toGroup, fromDay) => move(child, toGroup, fromDay)}
        onDragStart={() => {
          dragged.current = child;
        }}
      />
    ));

  const without = view.children.filter((c) => groupOf(c) === null);
  return (
    <section aria-labelledby="board-h" className="groups-board">
      <h2 id="board-h" className="visually-hidden">
        {f.weekday(day)}
      </h2>
      <div className="field day-picker">
        <label htmlFor="groups-day">{t.day}</label>
        <select
          id="groups-day"
          value={day}
          onChange={(e) => {
            setDay(e.target.value);
            setOpen(null);
          }}
        >
          {view.days.map((d) => (
            <option key={d} value={d}>
              {f.weekday(d)}
            </option>
          ))}
        </select>
      </div>
      <p>
        {/* The day's groups on paper, for the meeting point. */}
        <a
          className="button secondary"
          href={api.url(paths.boGroupsCsv, { params: { site, slotId: view.slot.slotId }, query: { lang, day } })}
          download
        >
          {t.downloadCsv}
        </a>
      </p>
      <p className="hint">{t.dragHint}</p>
      <div className="group-grid">
        {view.groups.map((g) => {
          const members = view.children.filter((c) => groupOf(c) === g.id);
          return (
            <GroupCard
              key={g.id}
              group={g}
              count={members.length}
              onDrop={() => drop(g.id)}
              onRename={(name) => changes.run({ kind: 'rename', groupId: g.id, name }, () => t.renamed(name))}
            >
              {items(members)}
            </GroupCard>
          );
        })}
        {without.length > 0 && <GroupCard count={without.length}>{items(without)}</GroupCard>}
        <NewGroupForm view={view} changes={changes} />
      </div>
    </section>
  );
}
