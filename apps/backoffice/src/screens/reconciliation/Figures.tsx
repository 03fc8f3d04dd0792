import type { MoneyInOut, ReconciliationReport } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { Scroll } from '../reports/ReportViews';
import { useReconciliationTexts } from './texts';

/** (a), (b) and (c): what came in and went out per the ledger, the provider and the sales report; then per provider. */
export function Figures({ report }: { report: ReconciliationReport }) {
  const { f } = useI18n();
  const t = useReconciliationTexts();
  const caption = t.figuresCaption(f.date(report.from), f.date(report.to));
  const row = (label: string, money: MoneyInOut) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      <td className="num">{f.money(money.inCents)}</td>
      <td className="num">{f.money(money.outCents)}</td>
      <td className="num strong">{f.money(money.netCents)}</td>
    </tr>
  );
  return (
    <>
      <Scroll label={caption}>
        <table className="data">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.source}</th>
              <th scope="col" className="num">
                {t.in}
              </th>
              <th scope="col" className="num">
                {t.out}
              </th>
              <th scope="col" className="num">
                {t.net}
              </th>
            </tr>
          </thead>
          <tbody>
            {row(t.ledger, report.ledger)}
            {row(t.provider, report.provider)}
            {row(t.sales, report.sales)}
          </tbody>
        </table>
      </Scroll>
      {report.providers.length > 0 && (
        <Scroll label={t.providersCaption}>
          <table className="data">
            <caption>{t.providersCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.providerName}</th>
                {[t.ledgerNet, t.providerNet, t.payments, t.refunds].map((label) => (
                  <th key={label} scope="col" className="num">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.providers.map((p) => (
                <tr key={p.name ?? ''}>
                  <th scope="row">{p.name ?? t.providerNone}</th>
                  <td className="num">{f.money(p.ledger.netCents)}</td>
                  <td className="num">{f.money(p.provider.netCents)}</td>
                  <td className="num">{f.number(p.payments)}</td>
                  <td className="num">{f.number(p.refunds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </>
  );
}
