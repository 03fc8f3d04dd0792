import type { CheckInRequest, OrderCheckInResponse } from '@schuss/contracts';
import { errorText } from '../../api/client';
import { useOrderCheckIn, useOrderCheckInToggle } from '../../api/vouchers';
import { useI18n, useTexts } from '../../i18n';
import { type ScanMessages, scanTexts } from '../../i18n/scan';
import { Link } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { CheckInToggle } from '../rosters/CheckInToggle';
import { OtherDayDialog, useOtherDayCheckIn } from '../rosters/OtherDayDialog';

/** Why there is nothing to check in on the order, in words; null when it is paid and going on. */
function closedText(data: OrderCheckInResponse, t: ScanMessages, dayMonth: (iso: string) => string): string | null {
  const on = data.closedOn ? dayMonth(data.closedOn) : null;
  if (data.status === 'cancelled') return t.orderCancelled(on);
  if (data.status === 'refunded') return t.orderRefunded(on);
  if (data.status !== 'paid') return t.orderNotPaid;
  return null;
}

/**
 * An order's check-in, where a scanned voucher or a typed order number leads: who the customer is,
 * its participants per line for today's lesson day (else the next one), each with the rosters'
 * check-in switch; a cancelled, refunded or unpaid order, and a cancelled line, said as such.
 * Checking in on another day than today asks first.
 */
export default function OrderCheckInScreen({ number }: { number: string }) {
  const t = useTexts(scanTexts);
  const { m, f } = useI18n();
  const notify = useToast();
  const { data, error, isPending, refetch } = useOrderCheckIn(number);
  const toggle = useOrderCheckInToggle(number, {
    onError: (req, err) => {
      if (otherDay.refusedOtherDay({ ...req, slotId: slotOf(req) }, err)) return;
      const p = data?.lines.find((l) => l.orderLineId === req.orderLineId)?.participants.find((x) => x.index === req.index);
      notify(`${m.checkInFailed(p ? `${p.firstName} ${p.lastName}` : '')} ${errorText(err, m)}`, 'error');
    },
  });
  const slotOf = (req: CheckInRequest) => data?.lines.find((l) => l.orderLineId === req.orderLineId)?.slotId ?? 0;
  const otherDay = useOtherDayCheckIn((req: CheckInRequest & { slotId: number }) => toggle.mutate(req), data?.today);
  const day = data?.day ?? null;
  const closed = data ? closedText(data, t, f.dayMonth) : null;

  return (
    <Screen title={t.checkInTitle(number)}>
      <p className="no-print">
        <Link to={`/orders/${encodeURIComponent(number)}`}>{t.checkInOrderLink}</Link>
        {' · '}
        <Link to="/scan">{t.checkInScanAnother}</Link>
      </p>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && data.customer && <p>{t.checkInCustomer(data.customer)}</p>}
      {/* What there is to check in, said again when it changes (a screen reader hears it). */}
      <div role="status">
        {data &&
          (closed ? (
            <p className="error-box">{closed}</p>
          ) : day === null ? (
            <Empty>{t.checkInNoDay}</Empty>
          ) : (
            <p className="lead">{t.checkInDay(f.date(day))}</p>
          ))}
        {data?.cancelledLines.map((l) => (
          <p key={l.orderLineId} className="error-box">
            {t.lineCancelled(`${l.name} (${t.lineDays(f.dayMonth(l.startsOn), f.dayMonth(l.endsOn))})`, f.dayMonth(l.cancelledOn))}
          </p>
        ))}
      </div>
      {data &&
        day !== null &&
        data.lines.map((line) => {
          const time = line.startTime ? ` · ${line.startTime}${line.endTime ? `–${line.endTime}` : ''}` : '';
          const headingId = `check-in-line-${line.orderLineId}`;
          return (
            <section key={line.orderLineId} aria-labelledby={headingId} className="panel">
              <h2 id={headingId}>
                {line.name}
                {time}
              </h2>
              <p className="muted">{t.lineDays(f.longDay(line.startsOn), f.longDay(line.endsOn))}</p>
              <ul className="check-in-list">
                {line.participants.map((p) => {
                  const name = `${p.firstName} ${p.lastName}`;
                  return (
                    <li key={p.index} style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', marginBlock: '0.5rem' }}>
                      <CheckInToggle
                        day={day}
                        name={name}
                        present={p.checkIns.includes(day)}
                        onToggle={(present, el) =>
                          otherDay.toggle({ slotId: line.slotId, orderLineId: line.orderLineId, index: p.index, day, present }, el)
                        }
                      />
                      <span className="strong">{name}</span>
                    </li>
                  );
                })}
              </ul>
              <p className="muted small">
                <Link to={`/rosters/${line.slotId}`}>{m.navRosters}</Link>
              </p>
            </section>
          );
        })}
      <OtherDayDialog day={otherDay.asked?.day ?? null} onConfirm={otherDay.confirm} onCancel={otherDay.cancel} returnTo={otherDay.from} />
    </Screen>
  );
}
