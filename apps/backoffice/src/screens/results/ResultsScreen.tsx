import type { GroupChild, ResultView, SlotGroupsView } from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { useSlotGroups } from '../../api/groups';
import { useSlotResults } from '../../api/results';
import { useAuth } from '../../api/session';
import { useI18n } from '../../i18n';
import { Link, navigate, useLocation } from '../../router';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';
import { useLevelsTexts } from '../levels/texts';
import { ProgressCards } from './ProgressCards';
import { ResultCard, type Shown } from './ResultCard';
import { childRef } from './resultsQueue';
import { useResultsSync } from './useResultsSync';

/** The day whose groups are shown: today while the course runs, else its last day (results come at the end). */
export const resultsDay = (days: string[], today: string) => (days.includes(today) ? today : (days.at(-1) ?? today));
/** The group select's value for the children in no group that day. */
const NO_GROUP = 'none';

/**
 * A course's results, entered by an instructor on a phone at the meeting point (issue 30): one group's children, a tap
 * each, saved at once or kept on the phone until the signal is back; then the families' progress cards.
 */
export default function ResultsScreen({ slotId }: { slotId: number }) {
  const t = useLevelsTexts();
  const { search } = useLocation();
  const groups = useSlotGroups(slotId);
  const results = useSlotResults(slotId);
  const { auth } = useAuth();
  const instructor = auth.status === 'in' && auth.session.role === 'instructor';
  const view = groups.data;
  const error = groups.error ?? results.error;
  const byRef = new Map((view?.children ?? []).map((c) => [childRef(c), `${c.firstName} ${c.lastName}`]));
  const sync = useResultsSync(slotId, (ref) => byRef.get(ref));
  const title = view ? t.resultsTitle(view.slot.name) : t.resultsLink;

  return (
    <Screen title={title}>
      <p className="no-print">
        <Link to={`/slots/${slotId}/groups`}>← {t.backToGroups}</Link>
      </p>
      <p className="visually-hidden" role="status">
        <span key={sync.announcement.n}>{sync.announcement.text}</span>
      </p>
      {(groups.isPending || results.isPending) && <Spinner />}
      {error && (
        <ErrorMessage
          error={error}
          onRetry={() => {
            void groups.refetch();
            void results.refetch();
          }}
        />
      )}
      {sync.waiting > 0 && (
        <div className="notice results-waiting">
          <p>{t.waitingCount(sync.waiting)}</p>
          <button type="button" className="button secondary" onClick={sync.sendNow}>
            {t.sendNow}
          </button>
        </div>
      )}
      {view && results.data && (
        <>
          <GroupResults view={view} results={results.data.results} sync={sync} chosen={search.get('group')} slotId={slotId} />
          {/* The office e-mails the progress cards; an instructor records the results. */}
          {instructor ? null : <ProgressCards slotId={slotId} waiting={sync.waiting} />}
        </>
      )}
    </Screen>
  );
}

type GroupResultsProps = {
  view: SlotGroupsView;
  results: ResultView[];
  sync: ReturnType<typeof useResultsSync>;
  chosen: string | null;
  slotId: number;
};

/** The group picked (in the URL: `?group=ID`, the first by default) and its children's cards. */
function GroupResults({ view, results, sync, chosen, slotId }: GroupResultsProps) {
  const t = useLevelsTexts();
  const { f } = useI18n();
  const day = resultsDay(view.days, todayIso());
  const groupOf = (c: GroupChild) => c.groups[day] ?? null;
  const anyWithout = view.children.some((c) => groupOf(c) === null);
  const options = [...view.groups.map((g) => ({ value: String(g.id), name: g.name }))];
  if (anyWithout || options.length === 0) options.push({ value: NO_GROUP, name: view.groups.length ? t.withoutGroup : t.noGroupYet });
  const group = options.some((o) => o.value === chosen) ? (chosen as string) : (options[0]?.value ?? NO_GROUP);
  const children = view.children.filter((c) => (group === NO_GROUP ? groupOf(c) === null : String(groupOf(c)) === group));
  const groupName = options.find((o) => o.value === group)?.name ?? '';

  // The discipline's ladder, in order (a platform without it: the levels the course's children and groups have).
  const levels = new Map<string, string>((view.ladder ?? []).map((l) => [l.key, l.name]));
  if (!levels.size) {
    for (const c of view.children) if (c.level && c.levelName) levels.set(c.level, c.levelName);
    for (const g of view.groups) if (g.level && g.levelName) levels.set(g.level, g.levelName);
  }
  const server = new Map(results.map((r) => [childRef(r), r]));
  const shownOf = (c: GroupChild): Shown => sync.local[childRef(c)] ?? server.get(childRef(c)) ?? null;

  return (
    <section aria-labelledby="results-group-h" className="results-group">
      <div className="field results-group-picker">
        <label htmlFor="results-group">{t.resultsGroup}</label>
        <select
          id="results-group"
          value={group}
          onChange={(e) => navigate(`/slots/${slotId}/results?group=${e.target.value}`, { replace: true })}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <h2 id="results-group-h">{groupName}</h2>
      <p className="hint">{t.resultsDay(f.weekday(day))}</p>
      {children.length === 0 ? (
        <p className="empty">{t.noChildInGroup}</p>
      ) : (
        <ul className="result-list">
          {children.map((c) => (
            <ResultCard
              key={childRef(c)}
              child={c}
              shown={shownOf(c)}
              state={sync.states[childRef(c)]}
              levels={[...levels]}
              onRecord={sync.record}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
