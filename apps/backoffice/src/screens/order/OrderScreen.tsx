import type { BackofficeOrder } from '@schuss/contracts';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../api/client';
import { useOrder, useResendConfirmation } from '../../api/order';
import { useI18n, useTexts } from '../../i18n';
import { scanTexts } from '../../i18n/scan';
import { Link } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { OrderOffers } from '../offers/OrderOffers';
import { CancelDialog } from './CancelDialog';
import { RevokeLinksDialog } from './RevokeLinksDialog';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="panel">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A table in a focusable scrolling region. */
function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  const { m } = useI18n();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={m.tableScroll(label)} tabIndex={0}>
      <table className="data">
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

const json = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

function OrderView({ order }: { order: BackofficeOrder }) {
  const { m, f } = useI18n();
  const notify = useToast();
  const resend = useResendConfirmation(order.number);
  const [dialog, setDialog] = useState<{ open: boolean; lines: number[] }>({ open: false, lines: [] });
  const [revoking, setRevoking] = useState(false);
  const t = useTexts(scanTexts);
  const open = (lines: number[]) => setDialog({ open: true, lines });
  const activeLines = order.lines.filter((l) => l.cancelledAt === null).map((l) => l.id);
  const c = order.contact;

  return (
    <>
      <div className="actions no-print">
        <button
          type="button"
          className="button secondary"
          disabled={resend.isPending || order.status === 'pending_payment' || order.status === 'failed'}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (r) => notify(m.resent(r.to)),
              onError: (err) => notify(errorText(err, m), 'error'),
            })
          }
        >
          {m.resend}
        </button>
        <button
          type="button"
          className="button danger"
          onClick={() => open(activeLines)}
          disabled={activeLines.length === 0 && order.refundable.amount === 0}
        >
          {m.cancelOrder}
        </button>
        <button type="button" className="button secondary" onClick={() => setRevoking(true)}>
          {t.revokeLinks}
        </button>
      </div>

      <div className="grid-2">
        <Section id="summary-h" title={m.orderSummary}>
          <dl className="facts">
            <dt>{m.status}</dt>
            <dd>
              <span className={`badge status-${order.status}`}>{m.status_[order.status]}</span>
            </dd>
            <dt>{m.createdAt}</dt>
            <dd>{f.instant(order.createdAt)}</dd>
            <dt>{m.paidAt}</dt>
            <dd>{order.paidAt ? f.instant(order.paidAt) : '—'}</dd>
            <dt>{m.amount}</dt>
            <dd>{f.money(order.total.amount)}</dd>
            <dt>{m.paid}</dt>
            <dd>{f.money(order.paid.amount)}</dd>
            <dt>{m.refunded}</dt>
            <dd>{f.money(order.refunded.amount)}</dd>
            <dt>{m.refundable}</dt>
            <dd>{f.money(order.refundable.amount)}</dd>
            <dt>{m.affiliation}</dt>
            <dd>{[order.businessProviderId, order.referralType].filter(Boolean).join(' · ') || '—'}</dd>
            {order.fulfilmentNote && (
              <>
                <dt>{m.fulfilmentNote}</dt>
                <dd>{order.fulfilmentNote}</dd>
              </>
            )}
          </dl>
        </Section>
        <Section id="contact-h" title={m.contact}>
          <dl className="facts">
            <dt>{m.customer}</dt>
            <dd>
              {c.firstName} {c.lastName}
            </dd>
            <dt>{m.email}</dt>
            <dd>
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </dd>
            <dt>{m.phone}</dt>
            <dd>
              <a href={`tel:${c.phone.replace(/[^+\d]/g, '')}`}>{c.phone}</a>
            </dd>
            <dt>{m.address}</dt>
            <dd>
              {c.address.line1}
              {c.address.line2 ? `, ${c.address.line2}` : ''}, {c.address.postalCode} {c.address.city} ({c.address.country})
            </dd>
          </dl>
        </Section>
      </div>

      {order.offers && <OrderOffers offers={order.offers} />}

      <Section id="lines-h" title={m.lines}>
        {order.lines.map((line) => (
          <article key={line.id} className={`line card${line.cancelledAt ? ' cancelled' : ''}`} aria-labelledby={`line-${line.id}`}>
            <div className="line-head">
              <h3 id={`line-${line.id}`}>
                {line.name} <span className="muted small">({m.type_[line.productType]})</span>
              </h3>
              <span className="strong">{f.money(line.total.amount)}</span>
            </div>
            <p className="muted">
              {line.merchant}
              {line.startDate && ` · ${f.date(line.startDate)}`}
              {line.endDate && line.endDate !== line.startDate && ` → ${f.date(line.endDate)}`}
              {line.startTime && ` · ${line.startTime.slice(0, 5)}`}
              {line.slotId !== null && (
                <>
                  {' · '}
                  <Link to={`/rosters/${line.slotId}`}>{m.navRosters}</Link>
                </>
              )}
            </p>
            {line.cancelledAt && <p className="badge status-cancelled">{m.cancelled(f.instant(line.cancelledAt))}</p>}
            {line.participants.length > 0 && (
              <Table label={`${m.participants} — ${line.name}`} head={[m.participant, m.birthDate, m.level, m.measures, m.price]}>
                {line.participants.map((p) => (
                  <tr key={p.index}>
                    <td>
                      {p.firstName} {p.lastName}
                    </td>
                    <td>{f.date(p.birthDate)}</td>
                    <td>{p.level ?? '—'}</td>
                    <td>
                      {[p.height && `${p.height} cm`, p.weight && `${p.weight} kg`, p.shoeSize && `${p.shoeSize}`]
                        .filter(Boolean)
                        .join(' · ') || '—'}
                    </td>
                    <td className="num">{f.money(p.price.amount)}</td>
                  </tr>
                ))}
              </Table>
            )}
            {!line.cancelledAt && (
              <button type="button" className="button secondary small no-print" onClick={() => open([line.id])}>
                {m.cancelLine(line.name)}
              </button>
            )}
          </article>
        ))}
      </Section>

      <Section id="payments-h" title={m.payments}>
        {order.payments.length === 0 ? (
          <Empty>{m.nothing}</Empty>
        ) : (
          <Table
            label={m.payments}
            head={[m.createdAt, m.paymentProvider, m.amount, m.status, m.executionCode, m.transaction, m.notifiedAt]}
          >
            {order.payments.map((p) => (
              <tr key={p.id}>
                <td>{f.instant(p.createdAt)}</td>
                <td>{p.provider}</td>
                <td className="num">{f.money(p.amount.amount)}</td>
                <td>{m.paymentStatus(p.status)}</td>
                <td>
                  <code>{p.executionCode ?? '—'}</code>
                </td>
                <td>
                  <code>{p.transactionId ?? '—'}</code>
                </td>
                <td>{p.notifiedAt ? f.instant(p.notifiedAt) : '—'}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section id="refunds-h" title={m.refunds}>
        {order.refunds.length === 0 ? (
          <Empty>{m.nothing}</Empty>
        ) : (
          <Table label={m.refunds} head={[m.createdAt, m.amount, m.status, m.reason, m.by]}>
            {order.refunds.map((r) => (
              <tr key={r.id}>
                <td>{f.instant(r.createdAt)}</td>
                <td className="num">{f.money(r.amount.amount)}</td>
                <td>
                  {m.refundStatus_[r.status]}
                  {r.error ? ` — ${r.error}` : ''}
                </td>
                <td>{r.reason}</td>
                <td>{r.by}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section id="emails-h" title={m.emailsSent}>
        {order.emails.length === 0 ? (
          <Empty>{m.nothing}</Empty>
        ) : (
          <Table label={m.emailsSent} head={[m.date, m.action, m.email, m.subject, m.status]}>
            {order.emails.map((e) => (
              <tr key={`${e.at}-${e.kind}-${e.to}`}>
                <td>{f.instant(e.at)}</td>
                <td>{m.emailKind(e.kind)}</td>
                <td>{e.to}</td>
                <td>{e.subject}</td>
                <td>{m.emailStatus_[e.status]}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section id="audit-h" title={m.auditLog}>
        {order.audit.length === 0 ? (
          <Empty>{m.nothing}</Empty>
        ) : (
          <Table label={m.auditLog} head={[m.date, m.by, m.action, m.concerns, m.before, m.after]}>
            {order.audit.map((a) => (
              <tr key={a.id}>
                <td>{f.instant(a.at)}</td>
                <td>{a.by}</td>
                <td>{a.action}</td>
                <td>{a.subject}</td>
                <td>
                  <code className="json">{json(a.before)}</code>
                </td>
                <td>
                  <code className="json">{json(a.after)}</code>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <CancelDialog
        order={order}
        open={dialog.open}
        initialLines={dialog.lines}
        onOpenChange={(o) => setDialog((d) => ({ ...d, open: o }))}
      />
      <RevokeLinksDialog number={order.number} open={revoking} onOpenChange={setRevoking} />
    </>
  );
}

/** One order: everything about it, and the actions staff take on it. */
export default function OrderScreen({ number }: { number: string }) {
  const { m } = useI18n();
  const { data, error, isPending, refetch } = useOrder(number);
  return (
    <Screen title={m.orderTitle(number)}>
      <p className="no-print">
        <Link to="/orders">← {m.ordersTitle}</Link>
      </p>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && <OrderView order={data} />}
    </Screen>
  );
}
