import type { EarningsReport } from '@schuss/contracts';
import { useEarningsFiles } from '../../api/earnings';
import { useI18n } from '../../i18n';
import { Scroll } from '../reports/ReportViews';
import { hoursOf } from './format';
import { useEarningsTexts } from './texts';

/** The period's instructors: hours, lessons, collected, the school's share and owed; each one's details and PDF. */
export function EarningsTable({ report, onDetails }: { report: EarningsReport; onDetails: (id: number) => void }) {
  const { f, lang } = useI18n();
  const t = useEarningsTexts();
  const files = useEarningsFiles(report.from, report.to, lang);
  const caption = t.tableCaption(f.date(report.from), f.date(report.to));
  const sums = (s: EarningsReport['totals']) => (
    <>
      <td className="num">{hoursOf(f, s.minutes)}</td>
      <td className="num">{f.number(s.lessons)}</td>
      <td className="num">{f.money(s.collectedCents)}</td>
      <td className="num">{f.money(s.shareCents)}</td>
      <td className="num">{f.money(s.owedCents)}</td>
    </>
  );
  return (
    <Scroll label={caption}>
      <table className="data">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.instructor}</th>
            {[t.hours, t.lessons, t.collected, t.share, t.owed].map((label) => (
              <th key={label} scope="col" className="num">
                {label}
              </th>
            ))}
            <th scope="col">{t.account}</th>
            <th scope="col">{t.statement}</th>
          </tr>
        </thead>
        <tbody>
          {report.instructors.map((i) => {
            const name = `${i.firstName} ${i.lastName}`;
            return (
              <tr key={i.id}>
                <th scope="row">
                  <button type="button" className="button ghost small" aria-label={t.details(name)} onClick={() => onDetails(i.id)}>
                    {name}
                  </button>
                </th>
                {sums(i)}
                <td>{i.bankAccount ? t.accountSet : t.accountMissing}</td>
                <td>
                  <a href={files.pdf(i.id)} download aria-label={t.statementPdf(name)}>
                    PDF
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            {sums(report.totals)}
            <td />
            <td />
          </tr>
        </tfoot>
      </table>
    </Scroll>
  );
}
