import type { AffiliationReport, ProductType, SalesReport } from '@schuss/contracts';
import type React from 'react';
import { useI18n } from '../../i18n';
import { BarChart, PALETTE } from '../../ui/Chart';
import { Empty } from '../../ui/status';
import { DAY } from './state';

export function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
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

/** The affiliation report: a chart and its table, by business provider and referral. */
export function AffiliationView({ report }: { report: AffiliationReport }) {
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

/** The sales report: a chart stacked by product type and its table, by period, type and merchant. */
export function SalesView({ report }: { report: SalesReport }) {
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
