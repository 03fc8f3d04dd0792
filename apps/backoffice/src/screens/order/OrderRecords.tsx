/** The order screen's records: its payments, refunds, e-mails sent and audit log, one section each. */

import type { BackofficeOrder } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { Empty } from '../../ui/status';
import { Section, Table } from './OrderSection';

const json = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

export function OrderRecords({ order }: { order: BackofficeOrder }) {
  const { m, f } = useI18n();
  return (
    <>
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
    </>
  );
}
