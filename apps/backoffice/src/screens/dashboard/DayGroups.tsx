/** The first day's courses taught by level (issue 30): children per level, groups, children without a group. */
import type { DayCourseGroups } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Empty } from '../../ui/status';

export function DayGroups({ courses }: { courses: DayCourseGroups[] }) {
  const { m, f } = useI18n();
  if (courses.length === 0) return <Empty>{m.dayGroupsEmpty}</Empty>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={m.tableScroll(m.dayGroupsHeading)} tabIndex={0}>
      <table className="data fit">
        <thead>
          <tr>
            <th scope="col">{m.slot}</th>
            <th scope="col">{m.dayGroupsLevels}</th>
            <th scope="col">{m.dayGroupsGroups}</th>
            <th scope="col">{m.dayGroupsWithout}</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((c) => (
            <tr key={c.slotId}>
              <td>
                <Link to={`/slots/${c.slotId}/groups`}>{c.startTime ? `${c.name} · ${c.startTime}` : c.name}</Link>
              </td>
              <td>{c.levels.map((l) => `${l.levelName ?? m.dayGroupsNoLevel} ${f.number(l.children)}`).join(', ')}</td>
              <td>{f.number(c.groups)}</td>
              {/* Children still to place stand out. */}
              <td>{c.withoutGroup > 0 ? <strong>{f.number(c.withoutGroup)}</strong> : f.number(c.withoutGroup)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
