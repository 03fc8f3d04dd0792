import { errorText } from '../../api/client';
import { useOrderCheckIn, useOrderCheckInToggle } from '../../api/vouchers';
import { useI18n, useTexts } from '../../i18n';
import { scanTexts } from '../../i18n/scan';
import { Link } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { CheckInToggle } from '../rosters/CheckInToggle';

/**
 * An order's check-in, where a scanned voucher leads: its participants per line for
 * today's lesson day (else the next one), each with the rosters' check-in switch.
 */
export default function OrderCheckInScreen({ number }: { number: string }) {
  const t = useTexts(scanTexts);
  const { m, f } = useI18n();
  const notify = useToast();
  const { data, error, isPending, refetch } = useOrderCheckIn(number);
  const toggle = useOrderCheckInToggle(number, {
    onError: (req, err) => {
      const p = data?.lines.find((l) => l.orderLineId === req.orderLineId)?.participants.find((x) => x.index === req.index);
      notify(`${m.checkInFailed(p ? `${p.firstName} ${p.lastName}` : '')} ${errorText(err, m)}`, 'error');
    },
  });
  const day = data?.day ?? null;

  return (
    <Screen title={t.checkInTitle(number)}>
      <p className="no-print">
        <Link to={`/orders/${encodeURIComponent(number)}`}>{t.checkInOrderLink}</Link>
        {' · '}
        <Link to="/scan">{t.checkInScanAnother}</Link>
      </p>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data &&
        (day === null ? (
          <Empty>{t.checkInNoDay}</Empty>
        ) : (
          <>
            <p className="lead">{t.checkInDay(f.date(day))}</p>
            {data.lines.map((line) => {
              const time = line.startTime ? ` · ${line.startTime}${line.endTime ? `–${line.endTime}` : ''}` : '';
              const headingId = `check-in-line-${line.orderLineId}`;
              return (
                <section key={line.orderLineId} aria-labelledby={headingId} className="panel">
                  <h2 id={headingId}>
                    {line.name}
                    {time}
                  </h2>
                  <ul className="check-in-list">
                    {line.participants.map((p) => {
                      const name = `${p.firstName} ${p.lastName}`;
                      return (
                        <li key={p.index} style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', marginBlock: '0.5rem' }}>
                          <CheckInToggle
                            day={day}
                            name={name}
                            present={p.checkIns.includes(day)}
                            onToggle={(present) =>
                              toggle.mutate({ slotId: line.slotId, orderLineId: line.orderLineId, index: p.index, day, present })
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
          </>
        ))}
    </Screen>
  );
}
