import * as paths from '@schuss/contracts/api/paths';
import { useState } from 'react';
import { api, errorText } from '../../api/client';
import { useCheckIn, useRoster } from '../../api/roster';
import { useSite } from '../../api/session';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { CheckInToggle } from './CheckInToggle';
import { OtherDayDialog, useOtherDayCheckIn } from './OtherDayDialog';
import { WaitlistSection } from './WaitlistSection';

/** A lesson's roster: who comes, what they need, one check-in per participant and day; printable on A4 and as CSV; its waiting list under it. */
export default function RosterScreen({ slotId }: { slotId: number }) {
  const { m, f, lang } = useI18n();
  const site = useSite();
  const notify = useToast();
  const { data, error, isPending, refetch } = useRoster(slotId);
  const checkIn = useCheckIn(slotId, {
    onError: (req, err) => {
      if (otherDay.refusedOtherDay(req, err)) return;
      const p = data?.participants.find((x) => x.orderLineId === req.orderLineId && x.index === req.index);
      notify(`${m.checkInFailed(p ? `${p.firstName} ${p.lastName}` : '')} ${errorText(err, m)}`, 'error');
    },
  });
  // Checking in on another day than today asks first (the platform refuses it unconfirmed).
  const otherDay = useOtherDayCheckIn(checkIn.mutate);
  const title = data ? m.rosterTitle(data.slot.name) : m.rostersTitle;
  const csv = api.url(paths.boRosterCsv, { params: { site, slotId }, query: { lang } });
  // Once the course's groups are saved (issue 30), the roster of one group: its children on any day of the course.
  const [group, setGroup] = useState('');
  const groupNames = [...new Set((data?.participants ?? []).flatMap((p) => Object.values(p.groups ?? {}).filter((g): g is string => !!g)))];
  const shown = (data?.participants ?? []).filter((p) => !group || Object.values(p.groups ?? {}).includes(group));

  return (
    <Screen
      title={title}
      actions={
        data && (
          <>
            <button type="button" className="button secondary" onClick={() => window.print()}>
              {m.print}
            </button>
            <a className="button secondary" href={csv} download>
              {m.downloadCsv}
            </a>
            {/* The course's groups by level (issue 30). */}
            <Link to={`/slots/${slotId}/groups`} className="button secondary">
              {m.groupsLink}
            </Link>
            {/* At the meeting point: check a family in from the QR code of their booking. */}
            <Link to="/scan" className="button secondary">
              {m.navScan}
            </Link>
          </>
        )
      }
    >
      <p className="no-print">
        <Link to="/rosters">← {m.backToSlots}</Link>
      </p>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <p className="lead">
            {data.slot.startsOn === data.slot.endsOn
              ? f.date(data.slot.startsOn)
              : `${f.date(data.slot.startsOn)} → ${f.date(data.slot.endsOn)}`}
            {data.slot.startTime
              ? ` · ${data.slot.startTime.slice(0, 5)}${data.slot.endTime ? `–${data.slot.endTime.slice(0, 5)}` : ''}`
              : ''}
            {' · '}
            {m.placesOf(data.slot.sold, data.slot.capacity)}
          </p>
          {groupNames.length > 0 && (
            <div className="field no-print">
              <label htmlFor="roster-group">{m.rosterGroup}</label>
              <select id="roster-group" value={group} onChange={(e) => setGroup(e.target.value)}>
                <option value="">{m.rosterAllGroups}</option>
                {groupNames.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
            </div>
          )}
          {data.participants.length === 0 ? (
            <Empty>{m.rosterEmpty}</Empty>
          ) : (
            // On a phone (≤ 480 px) each participant is a card: each value under its column's name (see DataTable).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            <section className="table-scroll roster" aria-label={m.tableScroll(title)} tabIndex={0}>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
              <table className="data roster-table cards" role="table">
                {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                <thead role="rowgroup">
                  {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                  <tr role="row">
                    {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                    <th scope="col" role="columnheader">
                      {m.participant}
                    </th>
                    {data.days.map((d) => (
                      // biome-ignore lint/a11y/noRedundantRoles: see the table's role
                      <th scope="col" role="columnheader" key={d} className="day-col">
                        {f.weekday(d)}
                      </th>
                    ))}
                    {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                    <th scope="col" role="columnheader">
                      {m.level}
                    </th>
                    {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                    <th scope="col" role="columnheader">
                      {m.measures}
                    </th>
                    {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                    <th scope="col" role="columnheader">
                      {m.parentsNote}
                    </th>
                    {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                    <th scope="col" role="columnheader">
                      {m.phone}
                    </th>
                    {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                    <th scope="col" role="columnheader">
                      {m.order}
                    </th>
                  </tr>
                </thead>
                {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                <tbody role="rowgroup">
                  {shown.map((p) => {
                    const name = `${p.firstName} ${p.lastName}`;
                    return (
                      // biome-ignore lint/a11y/noRedundantRoles: see the table's role
                      <tr key={`${p.orderLineId}-${p.index}`} role="row">
                        {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                        <th scope="row" role="rowheader" className="card-title">
                          <span className="strong">{name}</span>
                          <br />
                          <span className="muted small">{m.ageYears(p.age)}</span>
                        </th>
                        {data.days.map((d) => (
                          // biome-ignore lint/a11y/noRedundantRoles: see the table's role
                          <td key={d} className="day-col" role="cell" data-label={f.weekday(d)}>
                            <CheckInToggle
                              day={d}
                              name={name}
                              present={p.checkIns.includes(d)}
                              onToggle={(present, el) =>
                                otherDay.toggle({ orderLineId: p.orderLineId, index: p.index, day: d, present }, el)
                              }
                            />
                          </td>
                        ))}
                        {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                        <td role="cell" data-label={m.level}>
                          <span className="cell-value">{p.level ?? '—'}</span>
                        </td>
                        {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                        <td role="cell" data-label={m.measures}>
                          <span className="cell-value">
                            {[p.height && `${p.height} cm`, p.weight && `${p.weight} kg`, p.shoeSize && `${m.shoeSize} ${p.shoeSize}`]
                              .filter(Boolean)
                              .join(' · ') || '—'}
                          </span>
                        </td>
                        {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                        <td role="cell" data-label={m.parentsNote}>
                          {/* What the parents wrote (allergies, health): plain text, its line breaks kept. */}
                          <span className="cell-value roster-note">{p.note || '—'}</span>
                        </td>
                        {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                        <td role="cell" data-label={m.phone}>
                          <a className="cell-value" href={`tel:${p.phone.replace(/[^+\d]/g, '')}`}>
                            {p.phone}
                          </a>
                        </td>
                        {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
                        <td role="cell" className="order-number" data-label={m.order}>
                          <Link className="cell-value" to={`/orders/${encodeURIComponent(p.orderNumber)}`}>
                            {p.orderNumber}
                          </Link>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          )}
          {/* The slot's waiting list. */}
          <WaitlistSection slotId={slotId} />
        </>
      )}
      <OtherDayDialog day={otherDay.asked?.day ?? null} onConfirm={otherDay.confirm} onCancel={otherDay.cancel} returnTo={otherDay.from} />
    </Screen>
  );
}
