import { useEarnings, useEarningsFiles, useEarningsStatement } from '../../api/earnings';
import { useAuth } from '../../api/session';
import { useI18n } from '../../i18n';
import { navigate, useLocation } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { PeriodForm } from '../reports/PeriodForm';
import { readState, type State } from '../reports/state';
import { EarningsTable } from './EarningsTable';
import { ruleText } from './format';
import { InstructorLessons } from './InstructorLessons';
import { ShareRuleForm } from './ShareRuleForm';
import { useEarningsTexts } from './texts';

/** The period (and the instructor whose lessons are shown), in the URL. */
const hrefFor = (s: State, instructor?: number) =>
  `/earnings?${new URLSearchParams({ from: s.from, to: s.to, ...(instructor ? { instructor: String(instructor) } : {}) })}`;

/**
 * Hours and earnings (issue 31): over a period, each instructor's hours and lessons, what was collected for them, the
 * school's share and what is owed; one instructor's lessons; the office's CSV, the PDF statements and the SEPA file;
 * the school's rule (admins set it, staff read it).
 */
export default function EarningsScreen() {
  const { lang, f } = useI18n();
  const t = useEarningsTexts();
  const { auth } = useAuth();
  const admin = auth.status === 'in' && auth.session.role === 'admin';
  const search = useLocation().search;
  const state = readState(search);
  const chosen = /^\d+$/.test(search.get('instructor') ?? '') ? Number(search.get('instructor')) : null;
  const report = useEarnings(state.from, state.to, lang);
  const statement = useEarningsStatement(chosen, state.from, state.to, lang);
  const files = useEarningsFiles(state.from, state.to, lang);
  const r = report.data;
  const leftOut = r?.instructors.filter((i) => !i.bankAccount && i.owedCents > 0) ?? [];
  const payable = r?.instructors.some((i) => i.bankAccount && i.owedCents > 0) ?? false;

  return (
    <Screen title={t.title}>
      <p className="lead">{t.intro}</p>
      <PeriodForm state={state} hrefFor={(s) => hrefFor(s)} />
      {report.isPending && <Spinner />}
      {report.error && <ErrorMessage error={report.error} onRetry={() => void report.refetch()} />}
      {r && (
        <>
          <p>{ruleText(r.rule, t, f)}</p>
          {r.instructors.length === 0 ? (
            <Empty>{t.empty}</Empty>
          ) : (
            <EarningsTable report={r} onDetails={(id) => navigate(hrefFor(state, id))} />
          )}
          <section className="panel" aria-labelledby="earnings-files-h">
            <h2 id="earnings-files-h">{t.downloadsHeading}</h2>
            <p className="actions">
              <a className="button secondary" href={files.csv} download>
                {t.csv}
              </a>
              {r.rule.payerIban && payable && (
                <a className="button secondary" href={files.sepa} download>
                  {t.sepa}
                </a>
              )}
            </p>
            {!r.rule.payerIban && <p className="hint">{t.sepaNoPayer}</p>}
            {r.rule.payerIban && !payable && r.instructors.length > 0 && <p className="hint">{t.sepaNobody}</p>}
            {leftOut.length > 0 && <p className="hint">{t.sepaLeftOut(leftOut.map((i) => `${i.firstName} ${i.lastName}`).join(', '))}</p>}
          </section>
        </>
      )}
      {chosen !== null && statement.isPending && <Spinner />}
      {chosen !== null && statement.error && <ErrorMessage error={statement.error} onRetry={() => void statement.refetch()} />}
      {chosen !== null && statement.data && <InstructorLessons statement={statement.data} onClose={() => navigate(hrefFor(state))} />}
      {admin && r && <ShareRuleForm key={JSON.stringify(r.rule)} rule={r.rule} />}
    </Screen>
  );
}
