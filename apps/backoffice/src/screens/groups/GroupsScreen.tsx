import { useSlotGroups } from '../../api/groups';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useLevelsTexts } from '../levels/texts';
import { GroupsBoard } from './GroupsBoard';
import { MovesList } from './MovesList';
import { ProposalSection } from './ProposalSection';
import { useGroupsChanges } from './useGroupsChanges';

/**
 * A course's groups (issue 30): while none is saved, the split the platform proposes, edited then accepted; then each
 * day's groups, children moved between them (from a day on), groups renamed or added; the moves of the course.
 */
export default function GroupsScreen({ slotId }: { slotId: number }) {
  const { m, f } = useI18n();
  const t = useLevelsTexts();
  const { data, error, isPending, refetch } = useSlotGroups(slotId);
  const changes = useGroupsChanges(slotId);
  const slot = data?.slot;
  const title = slot ? t.groupsTitle(slot.name) : m.groupsLink;

  return (
    <Screen title={title}>
      <p className="no-print">
        <Link to={`/rosters/${slotId}`}>← {t.backToRoster}</Link>
        {' · '}
        <Link to={`/slots/${slotId}/results`}>{t.resultsLink}</Link>
      </p>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && slot && (
        <>
          <p className="lead">
            {slot.startsOn === slot.endsOn ? f.date(slot.startsOn) : `${f.date(slot.startsOn)} → ${f.date(slot.endsOn)}`}
            {slot.startTime ? ` · ${slot.startTime.slice(0, 5)}${slot.endTime ? `–${slot.endTime.slice(0, 5)}` : ''}` : ''}
            {' · '}
            {t.capacity(slot.capacity)}
          </p>
          <p className="hint">{t.courseDays(data.days.map((d) => f.weekday(d)).join(' · '))}</p>
          {changes.failure && (
            <p className="error-box" role="alert">
              {changes.failure}
            </p>
          )}
          {data.children.length === 0 && !data.groups.length ? (
            <Empty>{t.noChildren}</Empty>
          ) : data.proposal ? (
            <ProposalSection key={JSON.stringify(data.proposal)} proposal={data.proposal} participants={data.children} changes={changes} />
          ) : (
            <GroupsBoard view={data} changes={changes} />
          )}
          <MovesList moves={data.moves} />
        </>
      )}
    </Screen>
  );
}
