/** The order screen's lines section: each line with its product, dates, participants and a button cancelling it. */

import type { BackofficeOrder } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Section, Table } from './OrderSection';
import type { CancelledParticipant } from './useCancelForm';

export function OrderLines({
  order,
  onCancel,
  onCancelParticipant,
}: {
  order: BackofficeOrder;
  onCancel: (lines: number[]) => void;
  onCancelParticipant: (p: CancelledParticipant) => void;
}) {
  const paid = order.status === 'paid';
  const { m, f } = useI18n();
  return (
    <Section id="lines-h" title={m.lines}>
      {order.lines.map((line) => (
        <article key={line.id} className={`line card${line.cancelledAt ? ' cancelled' : ''}`} aria-labelledby={`line-${line.id}`}>
          <div className="line-head">
            <h3 id={`line-${line.id}`}>
              {line.name} <span className="muted small">({m.type_[line.productType]})</span>
            </h3>
            <span className="strong">{f.money(line.total.amount)}</span>
          </div>
          {order.paidAt && (
            <p className="muted small">
              {m.linePaid(f.money(line.paid.amount))} · {m.lineRefundable(f.money(line.refundable.amount))}
            </p>
          )}
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
                <tr key={p.index} className={p.cancelledAt ? 'cancelled' : undefined}>
                  <td>
                    {p.firstName} {p.lastName}
                    {p.cancelledAt && (
                      <>
                        {' '}
                        <span className="badge status-cancelled">{m.participantCancelled(f.instant(p.cancelledAt))}</span>
                      </>
                    )}
                    {!p.cancelledAt && !line.cancelledAt && paid && line.participants.filter((x) => !x.cancelledAt).length > 1 && (
                      <>
                        {' '}
                        <button
                          type="button"
                          className="button secondary small no-print"
                          onClick={() =>
                            onCancelParticipant({
                              lineId: line.id,
                              index: p.index,
                              name: `${p.firstName} ${p.lastName}`.trim(),
                              lineName: line.name,
                              refundable: p.refundable.amount,
                            })
                          }
                        >
                          {m.cancelParticipant(`${p.firstName} ${p.lastName}`.trim())}
                        </button>
                      </>
                    )}
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
            <button type="button" className="button secondary small no-print" onClick={() => onCancel([line.id])}>
              {m.cancelLine(line.name)}
            </button>
          )}
        </article>
      ))}
    </Section>
  );
}
