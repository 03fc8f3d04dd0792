import type { DashboardResponse, ProductType } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { useDashboard } from '../../api/dashboard';
import { useI18n } from '../../i18n';
import { Link, navigate, useLocation } from '../../router';
import { BarChart, PALETTE } from '../../ui/Chart';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';
import { ordersHref } from '../orders/urlState';
import { DayGroups } from './DayGroups';
import { periodHref, SlotsTable } from './SlotsTable';

/** The product types present in the days, in a stable order. */
function typesOf(days: DashboardResponse['days']): ProductType[] {
  const seen = new Set<ProductType>();
  for (const d of days) for (const t of Object.keys(d.byType) as ProductType[]) seen.add(t);
  return [...seen].sort();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A figure that opens the orders it counts: the figure is the link's visible text and starts its name (WCAG 2.5.3,
 * label in name), what it counts follows for screen readers only.
 */
function OrdersLink({ to, text, what }: { to: string; text: string; what: string }) {
  const { m } = useI18n();
  return (
    <Link to={to}>
      {text}
      <span className="visually-hidden"> — {m.ordersOf(what)}</span>
    </Link>
  );
}

function RevenueSection({ data }: { data: DashboardResponse }) {
  const { m, f } = useI18n();
  const types = typesOf(data.days);
  const chartData = data.days.map((d) => ({
    date: d.date,
    ...Object.fromEntries(types.map((t) => [t, (d.byType[t] ?? 0) / 100])),
  }));
  const totalOrders = data.days.reduce((n, d) => n + d.orders, 0);
  const totalRevenue = data.days.reduce((n, d) => n + d.revenueCents, 0);
  const typeTotal = (t: ProductType) => data.days.reduce((n, d) => n + (d.byType[t] ?? 0), 0);
  const link = (day: string, text: string, label: string, type?: ProductType) => (
    <OrdersLink to={ordersHref({ from: day, to: day, type })} text={text} what={label} />
  );
  return (
    <>
      <BarChart
        title={m.revenueChartLabel}
        data={chartData}
        xKey="date"
        stacked
        series={types.map((t, i) => ({ key: t, label: m.type_[t], color: PALETTE[i % PALETTE.length] ?? '#1d4ed8' }))}
        formatValue={(v) => f.money(Math.round(v * 100))}
        formatX={(d) => f.shortDate(d)}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-scroll" aria-label={m.tableScroll(m.revenueTableCaption)} tabIndex={0}>
        <table className="data fit">
          <caption>{m.revenueTableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.day}</th>
              <th scope="col" className="num">
                {m.orders}
              </th>
              <th scope="col" className="num">
                {m.revenue}
              </th>
              {types.map((t) => (
                <th scope="col" className="num" key={t}>
                  {m.type_[t]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{f.weekday(d.date)}</th>
                <td className="num">{link(d.date, f.number(d.orders), `${m.orders} ${f.date(d.date)}`)}</td>
                <td className="num">{link(d.date, f.money(d.revenueCents), `${m.revenue} ${f.date(d.date)}`)}</td>
                {types.map((t) => (
                  <td className="num" key={t}>
                    {d.byType[t] ? link(d.date, f.money(d.byType[t] ?? 0), `${m.type_[t]} ${f.date(d.date)}`, t) : '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{m.total}</th>
              <td className="num">
                <OrdersLink
                  to={ordersHref({ from: data.from, to: data.to })}
                  text={f.number(totalOrders)}
                  what={`${m.orders} ${m.total}`}
                />
              </td>
              <td className="num">{f.money(totalRevenue)}</td>
              {types.map((t) => (
                <td className="num" key={t}>
                  <OrdersLink
                    to={ordersHref({ from: data.from, to: data.to, type: t })}
                    text={f.money(typeTotal(t))}
                    what={`${m.type_[t]} ${m.total}`}
                  />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}

/** The period a week earlier or later, and back to today's: the URL keeps it (`?from=`). */
function PeriodNav({ from, moved }: { from: string; moved: boolean }) {
  const { m } = useI18n();
  return (
    <div className="period-nav">
      <button type="button" className="button" onClick={() => navigate(periodHref(addDays(from, -7)))}>
        <span aria-hidden="true">← </span>
        {m.previousWeek}
      </button>
      {moved && (
        <button type="button" className="button secondary" onClick={() => navigate(periodHref())}>
          {m.backToToday}
        </button>
      )}
      <button type="button" className="button" onClick={() => navigate(periodHref(addDays(from, 7)))}>
        {m.nextWeek}
        <span aria-hidden="true"> →</span>
      </button>
    </div>
  );
}

/**
 * 8 days (today and the next 7 unless moved a week at a time): lessons and their places, orders and
 * revenue, payments to look at. Before the season, the first lesson day and what is sold for it.
 */
export function DashboardScreen() {
  const { m, f } = useI18n();
  const asked = useLocation().search.get('from');
  const from = asked && DAY.test(asked) ? asked : undefined;
  const { data, error, isPending, refetch } = useDashboard(from);
  return (
    <Screen title={m.dashboardTitle}>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <div className="period-head">
            <p className="lead">{m.dashboardPeriod(f.date(data.from), f.date(data.to))}</p>
            <PeriodNav from={data.from} moved={from !== undefined} />
          </div>
          <section aria-labelledby="payments-h" className="panel">
            <h2 id="payments-h">{m.paymentsHeading}</h2>
            <ul className="figures">
              <li>
                <Link
                  to={ordersHref({ status: 'failed', from: data.from, to: data.to })}
                  className={`figure${data.payments.failed > 0 ? ' alert' : ''}`}
                >
                  <span className="figure-value">{f.number(data.payments.failed)}</span>
                  <span className="figure-label">{m.paymentsFailed}</span>
                </Link>
              </li>
              <li>
                <Link to={ordersHref({ status: 'pending_payment', from: data.from, to: data.to })} className="figure">
                  <span className="figure-value">{f.number(data.payments.pending)}</span>
                  <span className="figure-label">{m.paymentsPending}</span>
                </Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="slots-h" className="panel">
            <h2 id="slots-h">{m.slotsHeading}</h2>
            <SlotsTable slots={data.slots} next={data.nextLessonDay} />
          </section>
          <section aria-labelledby="day-groups-h" className="panel">
            <h2 id="day-groups-h">{m.dayGroupsHeading}</h2>
            <DayGroups courses={data.groups ?? []} />
          </section>
          <section aria-labelledby="revenue-h" className="panel">
            <h2 id="revenue-h">{m.revenueHeading}</h2>
            <RevenueSection data={data} />
          </section>
        </>
      )}
    </Screen>
  );
}
