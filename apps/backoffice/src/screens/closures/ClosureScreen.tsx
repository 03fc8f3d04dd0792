import type { ClosureView } from '@schuss/contracts';
import { errorText, isApiCallError } from '../../api/client';
import { useClosure, useRetryClosure } from '../../api/closures';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { useSlotName } from './ClosureForm';
import { useClosuresTexts } from './texts';

function ClosureDetail({ closure }: { closure: ClosureView }) {
  const { m, f } = useI18n();
  const t = useClosuresTexts();
  const name = useSlotName();
  const notify = useToast();
  const retry = useRetryClosure(closure.id);
  // Failures, and what a stopped request left undone (a refund not asked, an e-mail not sent).
  const failed = closure.counts.failed > 0 || closure.counts.pending > 0 || closure.lines.some((l) => l.emailStatus !== 'sent');
  const onRetry = async () => {
    try {
      await retry.mutateAsync();
      notify(t.retryDone);
    } catch (err) {
      notify(isApiCallError(err) && err.status === 409 ? t.retryNothing : errorText(err, m), 'error');
    }
  };
  return (
    <>
      <section className="panel" aria-labelledby="closure-facts-h">
        <h2 id="closure-facts-h">{t.facts}</h2>
        <dl className="facts">
          <dt>{t.closed}</dt>
          <dd>
            {closure.scope === 'day' && closure.day ? t.closedDay(f.date(closure.day)) : t.closedSlot(closure.slot && name(closure.slot))}
          </dd>
          <dt>{t.reason}</dt>
          <dd>{t.reasonName(closure.reason)}</dd>
          <dt>{t.note}</dt>
          <dd>{closure.note || t.noNote}</dd>
          <dt>{t.remedy}</dt>
          <dd>{t.remedyName(closure.remedy)}</dd>
          <dt>{t.result}</dt>
          <dd>
            {t.resultText(closure.counts)}
            {closure.refunded.amount > 0 ? ` · ${t.refunded} ${f.money(closure.refunded.amount)}` : ''}
          </dd>
          <dt>{t.createdAt}</dt>
          <dd>{f.instant(closure.createdAt)}</dd>
          <dt>{t.by}</dt>
          <dd>{closure.by}</dd>
        </dl>
        {failed && (
          <button type="button" className="button primary" disabled={retry.isPending} onClick={() => void onRetry()}>
            {retry.isPending ? t.retrying : t.retry}
          </button>
        )}
      </section>

      <section className="panel" aria-labelledby="closure-slots-h">
        <h2 id="closure-slots-h">{t.slotsHeading}</h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="table-scroll" aria-label={m.tableScroll(t.slotsTable)} tabIndex={0}>
          <table className="data">
            <thead>
              <tr>
                <th scope="col">{t.slot}</th>
                <th scope="col">{t.closed}</th>
                {closure.remedy === 'move' && <th scope="col">{t.movedTo}</th>}
              </tr>
            </thead>
            <tbody>
              {closure.slots.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    <Link to={`/rosters/${s.id}`}>{name(s)}</Link>
                  </th>
                  <td>{s.whole ? t.closedWhole : t.closedOneDay}</td>
                  {closure.remedy === 'move' && <td>{s.toSlot ? <Link to={`/rosters/${s.toSlot.id}`}>{name(s.toSlot)}</Link> : '—'}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>

      <section className="panel" aria-labelledby="closure-lines-h">
        <h2 id="closure-lines-h">{t.linesHeading}</h2>
        {closure.lines.length === 0 ? (
          <p>{t.affectedNone}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section className="table-scroll" aria-label={m.tableScroll(t.linesTable)} tabIndex={0}>
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">{m.order}</th>
                  <th scope="col">{t.contact}</th>
                  <th scope="col">{m.participants}</th>
                  <th scope="col">{t.outcome}</th>
                  {closure.remedy === 'refund' && (
                    <th scope="col" className="num">
                      {t.refundIf}
                    </th>
                  )}
                  <th scope="col">{t.emailSent}</th>
                </tr>
              </thead>
              <tbody>
                {closure.lines.map((l) => (
                  <tr key={l.id}>
                    <th scope="row">
                      <Link to={`/orders/${encodeURIComponent(l.orderNumber)}`}>{l.orderNumber}</Link>
                    </th>
                    <td>
                      {l.email}
                      <br />
                      <span className="small">{t.languageName(l.lang)}</span>
                    </td>
                    <td>{l.participants.join(', ')}</td>
                    <td>
                      <span className={`badge closure-${l.outcome}`}>{t.outcomeName(l.outcome)}</span>
                      {l.error && <span className="small closures-error"> {t.failedBecause(l.error)}</span>}
                    </td>
                    {closure.remedy === 'refund' && (
                      <td className="num">
                        {l.refund ? f.money(l.refund.amount) : '—'}
                        {l.share === 'day' && <span className="small"> ({t.closedOneDay})</span>}
                      </td>
                    )}
                    <td>{t.emailStatus(l.emailStatus)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>
    </>
  );
}

/** One closure: what was closed, why, the remedy, the slots and every affected line's outcome; a retry of what failed. */
export default function ClosureScreen({ closureId }: { closureId: number }) {
  const t = useClosuresTexts();
  const { data, error, isPending, refetch } = useClosure(closureId);
  return (
    <Screen title={t.closureTitle(closureId)}>
      <p className="no-print">
        <Link to="/closures">← {t.backToClosures}</Link>
      </p>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && <ClosureDetail closure={data} />}
    </Screen>
  );
}
