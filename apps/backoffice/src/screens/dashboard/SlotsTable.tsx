/** The dashboard's lessons of the period, and before the season the first lesson day. */
import type { DashboardResponse, SlotPlaces } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Empty } from '../../ui/status';

/** The dashboard's URL for the period starting on `day` (today's: no `from`). */
export const periodHref = (day?: string) => (day ? `/?from=${day}` : '/');

/** No slot in the period (before the season): the first later day one runs, and what is sold for it. */
function NextLessonDay({ next }: { next: DashboardResponse['nextLessonDay'] }) {
  const { m, f } = useI18n();
  if (next === undefined) return null;
  if (next === null) return <p className="muted">{m.nextLessonNone}</p>;
  return (
    <p className="next-lesson-day">
      {m.nextLessonDay(f.date(next.date), next.slots, next.sold, next.capacity, next.held)}{' '}
      <Link to={periodHref(next.date)}>{m.showFrom(f.date(next.date))}</Link>
    </p>
  );
}

export function SlotsTable({ slots, next }: { slots: SlotPlaces[]; next: DashboardResponse['nextLessonDay'] }) {
  const { m, f } = useI18n();
  if (slots.length === 0) {
    return (
      <>
        <Empty>{m.slotsEmpty}</Empty>
        <NextLessonDay next={next} />
      </>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={m.tableScroll(m.slotsHeading)} tabIndex={0}>
      <table className="data fit">
        <thead>
          <tr>
            <th scope="col">{m.slot}</th>
            <th scope="col">{m.slotWhen}</th>
            <th scope="col">{m.places}</th>
          </tr>
        </thead>
        <tbody>
          {slots.map((s) => (
            <tr key={s.slotId}>
              <th scope="row">
                <Link to={`/rosters/${s.slotId}`} aria-label={m.rosterOf(s.name, f.date(s.startsOn))}>
                  {s.name}
                </Link>
              </th>
              <td>
                {s.startsOn === s.endsOn ? f.weekday(s.startsOn) : `${f.weekday(s.startsOn)} → ${f.weekday(s.endsOn)}`}
                {s.startTime && (
                  <>
                    <br />
                    {`${s.startTime.slice(0, 5)}${s.endTime ? `–${s.endTime.slice(0, 5)}` : ''}`}
                  </>
                )}
              </td>
              <td>
                {/* Three short lines rather than three columns: the table fits a phone. */}
                <ul className="plain slot-places">
                  <li>{m.soldCount(s.sold)}</li>
                  <li>{m.heldCount(s.held)}</li>
                  <li>
                    <span className={s.free === 0 ? 'badge full' : undefined}>{m.freeCount(s.free)}</span>
                  </li>
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
