import * as Tabs from '@radix-ui/react-tabs';
import * as paths from '@schuss/contracts/api/paths';
import { api } from '../../api/client';
import { useAffiliationReport, useSalesReport } from '../../api/reports';
import { useSite } from '../../api/session';
import { useI18n } from '../../i18n';
import { navigate, useLocation } from '../../router';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';
import { PeriodForm } from './PeriodForm';
import { AffiliationView, SalesView } from './ReportViews';
import { hrefOf, readState, type Tab } from './state';

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
