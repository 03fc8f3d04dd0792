import { addDays, todayIso } from '@schuss/contracts/rules';
import { type FormEvent, useId } from 'react';
import { useSlots } from '../../api/slots';
import { useI18n } from '../../i18n';
import { Link, navigate, useLocation } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The lessons between two days (today and the next 7 by default), each leading to its roster. */
export default function SlotsScreen() {
  const { m, f } = useI18n();
  const id = useId();
  const { search } = useLocation();
  const today = todayIso();
  const from = DAY.test(search.get('from') ?? '') ? (search.get('from') as string) : today;
  const to = DAY.test(search.get('to') ?? '') ? (search.get('to') as string) : addDays(from, 7);
  const { data, error, isPending, refetch } = useSlots(from, to);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const params = new URLSearchParams();
    for (const k of ['from', 'to']) {
      const v = String(form.get(k) ?? '');
      if (DAY.test(v)) params.set(k, v);
    }
    navigate(`/rosters?${params}`);
  };

  return (
    <Screen title={m.rostersTitle}>
      <form className="filters card" onSubmit={submit} key={`${from}-${to}`} aria-label={m.slotsOn(f.date(from), f.date(to))}>
        <div className="field">
          <label htmlFor={`${id}-from`}>{m.from}</label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={from} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{m.to}</label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={to} />
        </div>
        <div className="filter-buttons">
          <button type="submit" className="button primary">
            {m.showSlots}
          </button>
        </div>
      </form>
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
