import type { ReconciliationDifference, ReconciliationReport } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Scroll } from '../reports/ReportViews';
import { useReconciliationTexts } from './texts';

const isRefund = (d: ReconciliationDifference) => d.kind.startsWith('refund') || d.kind === 'entries_without_refund';

/** (d) Every difference, line by line: its order (a link to the order's screen), what differs, the references. */
export function Differences({ report }: { report: ReconciliationReport }) {
  const { m, f } = useI18n();
  const t = useReconciliationTexts();
  const status = (d: ReconciliationDifference) =>
    d.status === null
      ? t.none
      : isRefund(d)
        ? (m.refundStatus_[d.status as keyof typeof m.refundStatus_] ?? d.status)
        : m.paymentStatus(d.status);
  return (
    <>
      {report.differenceCount > report.differences.length && (
        <p className="notice">{t.moreDifferences(report.differences.length, report.differenceCount)}</p>
      )}
      <Scroll label={t.differencesCaption}>
        <table className="data">
          <caption>{t.differencesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.order}</th>
              <th scope="col">{t.kind}</th>
              <th scope="col">{t.reference}</th>
              <th scope="col">{t.status}</th>
              {[t.ledgerAmount, t.comparedAmount, t.gap].map((label) => (
                <th key={label} scope="col" className="num">
                  {label}
                </th>
              ))}
              <th scope="col">{t.when}</th>
            </tr>
          </thead>
          <tbody>
            {report.differences.map((d, i) => (
              <tr key={`${d.kind}-${d.reference ?? i}`}>
                <th scope="row">
                  {d.orderNumber ? (
                    <Link to={`/orders/${encodeURIComponent(d.orderNumber)}`} title={t.seeOrder(d.orderNumber)}>
                      {d.orderNumber}
                    </Link>
                  ) : (
                    t.none
                  )}
                </th>
                <td>{t.kind_[d.kind]}</td>
                <td className="small">{[d.provider, d.reference, d.providerReference].filter(Boolean).join(' · ') || t.none}</td>
                <td>{status(d)}</td>
                <td className="num">{f.money(d.ledgerCents)}</td>
                <td className="num">{f.money(d.comparedCents)}</td>
                <td className="num strong">{f.money(d.ledgerCents - d.comparedCents)}</td>
                <td>{d.at ? f.instant(d.at) : t.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </>
  );
}
