import { addDays, todayIso } from '@schuss/contracts/rules';
import { useSlots } from '../../api/slots';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { PeriodFilter, usePeriod } from '../../ui/PeriodFilter';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';

/** The lessons between two days (today and the next 7 by default), each leading to its roster. */
export default function SlotsScreen() {
  const { m, f } = useI18n();
  const { from, to } = usePeriod(todayIso(), (from) => addDays(from, 7));
  const { data, error, isPending, refetch } = useSlots(from, to);

  return (
    <Screen title={m.rostersTitle}>
      <PeriodFilter from={from} to={to} path="/rosters" label={m.slotsOn(f.date(from), f.date(to))} className="filters card" />
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && (
        <section aria-labelledby="slots-list-h">
          <h2 id="slots-list-h">{m.slotsOn(f.date(from), f.date(to))}</h2>
          {data.slots.length === 0 ? (
            <Empty>{m.slotsEmpty}</Empty>
          ) : (
            <ul className="slot-list">
              {data.slots.map((s) => (
                <li key={s.slotId}>
                  <Link to={`/rosters/${s.slotId}`} className="slot-card card">
                    <span className="strong">{s.name}</span>
                    <span>
                      {s.startsOn === s.endsOn ? f.weekday(s.startsOn) : `${f.weekday(s.startsOn)} → ${f.weekday(s.endsOn)}`}
                      {s.startTime ? ` · ${s.startTime.slice(0, 5)}${s.endTime ? `–${s.endTime.slice(0, 5)}` : ''}` : ''}
                    </span>
                    <span className="muted">
                      {m.placesOf(s.sold, s.capacity)} · {m.held} {s.held} · {m.free} {s.free}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Screen>
  );
}
