import { todayIso } from '@schuss/contracts/rules';
import { useClosures } from '../../api/closures';
import { useI18n } from '../../i18n';
import { Link, useLocation } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { ClosureForm } from './ClosureForm';
import { useClosuresTexts } from './texts';
import { useSlotName } from './useSlotName';

/** The site's closures, newest first: what was closed, why, the remedy and its result. */
function PastClosures() {
  const { m, f } = useI18n();
  const t = useClosuresTexts();
  const slotName = useSlotName();
  const { data, error, isPending, refetch } = useClosures();
  return (
    <section className="panel" aria-labelledby="closures-past-h">
      <h2 id="closures-past-h">{t.pastHeading}</h2>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data &&
        (data.closures.length === 0 ? (
          <Empty>{t.pastEmpty}</Empty>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section className="table-scroll" aria-label={m.tableScroll(t.pastTable)} tabIndex={0}>
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">{t.closed}</th>
                  <th scope="col">{t.reason}</th>
                  <th scope="col">{t.remedy}</th>
                  <th scope="col" className="num">
                    {t.orders}
                  </th>
                  <th scope="col">{t.result}</th>
                  <th scope="col">{t.createdAt}</th>
                  <th scope="col">{t.by}</th>
                </tr>
              </thead>
              <tbody>
                {data.closures.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      <Link to={`/closures/${c.id}`}>
                        {c.scope === 'day' && c.day ? t.closedDay(f.date(c.day)) : t.closedSlot(c.slot && slotName(c.slot))}
                        {/* The visible words first (label in name), then what the link opens. */}
                        <span className="visually-hidden"> — {t.see(c.id)}</span>
                      </Link>
                    </th>
                    <td>{t.reasonName(c.reason)}</td>
                    <td>{t.remedyName(c.remedy)}</td>
                    <td className="num">{f.number(c.counts.orders)}</td>
                    <td>
                      {t.resultText(c.counts)}
                      {c.refunded.amount > 0 ? ` · ${f.money(c.refunded.amount)}` : ''}
                    </td>
                    <td>{f.instant(c.createdAt)}</td>
                    <td>{c.by}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
    </section>
  );
}

/**
 * Weather and safety closures: a new one (a day or a slot, who it concerns, the reason, refund or
 * move, confirmed) and the past ones. `?day=` and `?slot=` choose what to close on arrival.
 */
export default function ClosuresScreen() {
  const t = useClosuresTexts();
  const { search } = useLocation();
  const day = search.get('day') ?? todayIso();
  const slot = Number(search.get('slot')) || undefined;
  return (
    <Screen title={t.title}>
      <p className="lead">{t.intro}</p>
      <section className="panel">
        <ClosureForm initialDay={day} initialSlot={slot} />
      </section>
      <PastClosures />
    </Screen>
  );
}
