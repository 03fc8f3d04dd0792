/** The order screen's first sections, side by side: the order's summary (status, dates, amounts) and its contact. */

import type { BackofficeOrder } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { Section } from './OrderSection';

export function OrderFacts({ order }: { order: BackofficeOrder }) {
  const { m, f } = useI18n();
  const c = order.contact;
  return (
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
          {c.address ? (
            <>
              <dt>{m.address}</dt>
              <dd>
                {c.address.line1}
                {c.address.line2 ? `, ${c.address.line2}` : ''}, {c.address.postalCode} {c.address.city} ({c.address.country})
              </dd>
            </>
          ) : null}
        </dl>
      </Section>
    </div>
  );
}
