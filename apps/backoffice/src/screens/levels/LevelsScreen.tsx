import type { Level } from '@schuss/contracts';
import { useState } from 'react';
import { useLevels } from '../../api/levels';
import { useAuth } from '../../api/session';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { LadderForm } from './LadderForm';
import { LadderTable } from './LadderTable';
import { useLevelsTexts } from './texts';

/** The school's ladders by discipline, each level in its rank's order. */
function ladders(levels: Level[]): [string, Level[]][] {
  const by = new Map<string, Level[]>();
  for (const l of levels) by.set(l.discipline, [...(by.get(l.discipline) ?? []), l]);
  return [...by].map(([discipline, list]) => [discipline, [...list].sort((a, b) => a.position - b.position)]);
}

/** A discipline's ladder: read by everyone, edited by admins (the whole ladder at once). */
function LadderSection({ discipline, levels, admin }: { discipline: string; levels: Level[]; admin: boolean }) {
  const t = useLevelsTexts();
  const [editing, setEditing] = useState(false);
  const name = t.discipline(discipline);
  const headingId = `ladder-${discipline}-h`;
  return (
    <section className="panel ladder" aria-labelledby={headingId}>
      <div className="screen-head">
        <h2 id={headingId}>{t.ladderTitle(name)}</h2>
        {admin && !editing && (
          <button type="button" className="button secondary" onClick={() => setEditing(true)}>
            {t.edit(name)}
          </button>
        )}
      </div>
      {editing ? (
        <LadderForm discipline={discipline} levels={levels} onDone={() => setEditing(false)} />
      ) : (
        <LadderTable levels={levels} label={t.ladderTitle(name)} t={t} />
      )}
    </section>
  );
}

/** The school's levels (issue 30): each discipline's ladder, which products teach and children are booked with. */
export default function LevelsScreen() {
  const t = useLevelsTexts();
  const { auth } = useAuth();
  const admin = auth.status === 'in' && auth.session.role === 'admin';
  const { data, error, isPending, refetch } = useLevels();
  return (
    <Screen title={t.title}>
      <p className="lead">{t.intro}</p>
      {!admin && <p className="hint">{t.adminOnly}</p>}
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data &&
        (data.levels.length === 0 ? (
          <Empty>{t.empty}</Empty>
        ) : (
          ladders(data.levels).map(([discipline, levels]) => (
            <LadderSection key={discipline} discipline={discipline} levels={levels} admin={admin} />
          ))
        ))}
    </Screen>
  );
}
