import * as Tabs from '@radix-ui/react-tabs';
import type { AffiliationReport, ProductType, SalesQuery, SalesReport } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { addDays, todayIso } from '@schuss/contracts/rules';
import { type FormEvent, useId } from 'react';
import { api } from '../../api/client';
import { useAffiliationReport, useSalesReport } from '../../api/reports';
import { useSite } from '../../api/session';
import { useI18n } from '../../i18n';
import { navigate, useLocation } from '../../router';
import { BarChart, PALETTE } from '../../ui/Chart';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
type Tab = 'affiliation' | 'sales';
type Period = SalesQuery['period'];
type State = { tab: Tab; from: string; to: string; period: Period };

function readState(search: URLSearchParams): State {
  const to = DAY.test(search.get('to') ?? '') ? (search.get('to') as string) : todayIso();
  const from = DAY.test(search.get('from') ?? '') ? (search.get('from') as string) : addDays(to, -30);
  const p = search.get('period');
  return {
    tab: search.get('tab') === 'sales' ? 'sales' : 'affiliation',
    from,
    to,
    period: p === 'week' || p === 'season' ? p : 'day',
  };
}
const hrefOf = (s: State) =>
  `/reports?${new URLSearchParams({ tab: s.tab, from: s.from, to: s.to, ...(s.tab === 'sales' ? { period: s.period } : {}) })}`;

function PeriodForm({ state, sales }: { state: State; sales?: boolean }) {
  const { m } = useI18n();
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const from = String(data.get('from') ?? '');
    const to = String(data.get('to') ?? '');
    const period = String(data.get('period') ?? state.period);
    navigate(
      hrefOf({
        ...state,
        from: DAY.test(from) ? from : state.from,
        to: DAY.test(to) ? to : state.to,
        period: period === 'week' || period === 'season' ? period : 'day',
      }),
    );
  };
  return (
    <form className="filters card" onSubmit={submit} key={JSON.stringify(state)} aria-label={m.periodLabel}>
      <div className="field">
        <label htmlFor={`${id}-from`}>{m.from}</label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={state.from} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{m.to}</label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={state.to} />
      </div>
      {sales && (
        <div className="field">
          <label htmlFor={`${id}-period`}>{m.period}</label>
          <select id={`${id}-period`} name="period" defaultValue={state.period}>
            <option value="day">{m.periodDay}</option>
            <option value="week">{m.periodWeek}</option>
            <option value="season">{m.periodSeason}</option>
          </select>
        </div>
      )}
      <div className="filter-buttons">
        <button type="submit" className="button primary">
          {m.show}
        </button>
      </div>
    </form>
  );
}

function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  const { m } = useI18n();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={m.tableScroll(label)} tabIndex={0}>
      {children}
    </section>
  );
}

type Figures = { orders: number; participants: number; paidCents: number; refundedCents: number };

/** The figures both reports give for a row and for their total: their column heads… */
function FigureHeads() {
  const { m } = useI18n();
  return (
    <>
      {[m.orders, m.participants, m.paidRevenue, m.refunded].map((label) => (
        <th key={label} scope="col" className="num">
          {label}
        </th>
      ))}
    </>
  );
}

/** …and their cells. */
function FigureCells({ figures: r }: { figures: Figures }) {
  const { f } = useI18n();
  return (
    <>
      <td className="num">{f.number(r.orders)}</td>
      <td className="num">{f.number(r.participants)}</td>
      <td className="num">{f.money(r.paidCents)}</td>
      <td className="num">{f.money(r.refundedCents)}</td>
    </>
  );
}

function AffiliationView({ report }: { report: AffiliationReport }) {
  const { m, f } = useI18n();
  const caption = m.affiliationCaption(f.date(report.from), f.date(report.to));
  if (report.rows.length === 0) return <Empty>{m.reportEmpty}</Empty>;
  const label = (r: AffiliationReport['rows'][number]) => `${r.businessProviderId ?? m.providerNone} · ${r.referralType ?? m.referralNone}`;
  return (
    <>
      <BarChart
        title={m.affiliationChartLabel}
        data={report.rows.map((r) => ({ name: label(r), paid: r.paidCents / 100, refunded: r.refundedCents / 100 }))}
        xKey="name"
        series={[
          { key: 'paid', label: m.paidRevenue, color: PALETTE[0] ?? '#1d4ed8' },
          { key: 'refunded', label: m.refunded, color: PALETTE[1] ?? '#b45309' },
        ]}
        formatValue={(v) => f.money(Math.round(v * 100))}
      />
      <Scroll label={caption}>
        <table className="data">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.provider}</th>
              <th scope="col">{m.referral}</th>
              <FigureHeads />
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={`${r.businessProviderId}-${r.referralType}`}>
                <th scope="row">{r.businessProviderId ?? m.providerNone}</th>
                <td>{r.referralType ?? m.referralNone}</td>
                <FigureCells figures={r} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {m.total}
              </th>
              <FigureCells figures={report.totals} />
            </tr>
          </tfoot>
        </table>
      </Scroll>
    </>
  );
}

function SalesView({ report }: { report: SalesReport }) {
  const { m, f } = useI18n();
  const caption = m.salesCaption(f.date(report.from), f.date(report.to));
  if (report.rows.length === 0) return <Empty>{m.reportEmpty}</Empty>;
  const types = [...new Set(report.rows.map((r) => r.productType))].sort() as ProductType[];
  const periods = [...new Set(report.rows.map((r) => r.period))];
  const periodText = (p: string) => (p === 'season' ? m.periodSeason : DAY.test(p) ? f.shortDate(p) : p);
  const chartData = periods.map((p) => ({
    period: p,
    ...Object.fromEntries(
      types.map((t) => [t, report.rows.filter((r) => r.period === p && r.productType === t).reduce((n, r) => n + r.paidCents, 0) / 100]),
    ),
  }));
  return (
    <>
      <BarChart
        title={m.salesChartLabel}
        data={chartData}
        xKey="period"
        stacked
        series={types.map((t, i) => ({ key: t, label: m.type_[t], color: PALETTE[i % PALETTE.length] ?? '#1d4ed8' }))}
        formatValue={(v) => f.money(Math.round(v * 100))}
        formatX={periodText}
      />
      <Scroll label={caption}>
        <table className="data">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.periodLabel}</th>
              <th scope="col">{m.productType}</th>
              <th scope="col">{m.merchant}</th>
              <FigureHeads />
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={`${r.period}-${r.productType}-${r.merchant}`}>
                <th scope="row">{periodText(r.period)}</th>
                <td>{m.type_[r.productType]}</td>
                <td>{r.merchant}</td>
                <FigureCells figures={r} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {m.total}
              </th>
              <FigureCells figures={report.totals} />
            </tr>
          </tfoot>
        </table>
      </Scroll>
    </>
  );
}

/** Reports: affiliation and sales over a period, each with a table, a chart and its CSV. */
export default function ReportsScreen() {
  const { m, lang } = useI18n();
  const site = useSite();
  const { search } = useLocation();
  const state = readState(search);
  const affiliation = useAffiliationReport(state.from, state.to, lang, state.tab === 'affiliation');
  const sales = useSalesReport(state.from, state.to, state.period, lang, state.tab === 'sales');
  const csvQuery = { from: state.from, to: state.to, lang };

  return (
    <Screen title={m.reportsTitle}>
      <Tabs.Root
        value={state.tab}
        onValueChange={(tab) => navigate(hrefOf({ ...state, tab: tab as Tab }), { replace: true })}
        activationMode="manual"
      >
        <Tabs.List className="tabs" aria-label={m.reportsTabs}>
          <Tabs.Trigger value="affiliation" className="tab">
            {m.affiliationTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="sales" className="tab">
            {m.salesTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="affiliation" className="tab-panel">
          <PeriodForm state={state} />
          <p>
            <a className="button secondary" href={api.url(paths.boAffiliationCsv, { params: { site }, query: csvQuery })} download>
              {m.downloadCsv}
            </a>
          </p>
          {affiliation.isPending && <Spinner />}
          {affiliation.error && <ErrorMessage error={affiliation.error} onRetry={() => void affiliation.refetch()} />}
          {affiliation.data && <AffiliationView report={affiliation.data} />}
        </Tabs.Content>
        <Tabs.Content value="sales" className="tab-panel">
          <PeriodForm state={state} sales />
          <p>
            <a
              className="button secondary"
              href={api.url(paths.boSalesCsv, { params: { site }, query: { ...csvQuery, period: state.period } })}
              download
            >
              {m.downloadCsv}
            </a>
          </p>
          {sales.isPending && <Spinner />}
          {sales.error && <ErrorMessage error={sales.error} onRetry={() => void sales.refetch()} />}
          {sales.data && <SalesView report={sales.data} />}
        </Tabs.Content>
      </Tabs.Root>
    </Screen>
  );
}
