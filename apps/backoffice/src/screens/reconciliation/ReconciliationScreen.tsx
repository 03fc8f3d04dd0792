import * as paths from '@schuss/contracts/api/paths';
import { api } from '../../api/client';
import { useReconciliation } from '../../api/reconciliation';
import { useSite } from '../../api/session';
import { useI18n } from '../../i18n';
import { useLocation } from '../../router';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';
import { PeriodForm } from '../reports/PeriodForm';
import { readState, type State } from '../reports/state';
import { Differences } from './Differences';
import { Figures } from './Figures';
import { useReconciliationTexts } from './texts';

/** The reconciliation's period, in the URL as the reports' is. */
const hrefFor = (s: State) => `/reconciliation?${new URLSearchParams({ from: s.from, to: s.to })}`;

/**
 * Reconciliation: over a period, the ledger against the payment provider's records and the sales report, every
 * difference listed with its order; and the accountant's exports of the same period.
 */
export default function ReconciliationScreen() {
  const { lang } = useI18n();
  const t = useReconciliationTexts();
  const site = useSite();
  const state = readState(useLocation().search);
  const report = useReconciliation(state.from, state.to, lang);
  const query = { from: state.from, to: state.to, lang };
  const r = report.data;

  return (
    <Screen title={t.title}>
      <p className="lead">{t.intro}</p>
      <PeriodForm state={state} hrefFor={hrefFor} />
      <section className="panel" aria-labelledby="reconciliation-exports-h">
        <h2 id="reconciliation-exports-h">{t.exportsHeading}</h2>
        <p className="hint">{t.exportsHint}</p>
        <p className="actions">
          <a className="button secondary" href={api.url(paths.boJournalCsv, { params: { site }, query })} download>
            {t.journalCsv}
          </a>
          <a className="button secondary" href={api.url(paths.boVatSummaryCsv, { params: { site }, query })} download>
            {t.vatCsv}
          </a>
        </p>
      </section>
      {report.isPending && <Spinner />}
      {report.error && <ErrorMessage error={report.error} onRetry={() => void report.refetch()} />}
      {r && (
        <>
          <p className={r.reconciled ? 'notice ok' : 'notice'} role="status">
            {r.reconciled ? t.reconciled : t.notReconciled(r.differenceCount)}
          </p>
          <Figures report={r} />
          {r.differences.length > 0 && <Differences report={r} />}
        </>
      )}
    </Screen>
  );
}
