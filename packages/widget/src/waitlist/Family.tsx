import type { FamilyChild } from '@schuss/contracts';
import { isApiCallError } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { useEffect, useState } from 'react';
import type { FamilyProps } from '../shared';
import { familyTranslator } from './family-texts';

type State = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'error' } | { kind: 'ready'; children: FamilyChild[] };

/**
 * A family back to book again (issue 30), from the link of a progress card or of its booking page (`?family=TOKEN`):
 * above the participants, each child with the level advised by their latest result and a button filling a
 * participant with the child's name, birth date and that level — where this course teaches it; otherwise the
 * panel says so (another course of the list teaches it). In the third file: loaded only when such a link is followed.
 */
export function Family({ ctx, token, levels, onPick }: FamilyProps) {
  const t = familyTranslator(ctx.lang);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const [added, setAdded] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new round
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    ctx.api.call(paths.familyChildren, { params: { token }, query: { lang: ctx.lang } }).then(
      (view) => live && setState({ kind: 'ready', children: view.children }),
      (err: unknown) => live && setState({ kind: isApiCallError(err) && err.status === 404 ? 'invalid' : 'error' }),
    );
    return () => {
      live = false;
    };
  }, [token, ctx.lang, round]);

  if (state.kind === 'loading')
    return (
      <p role="status">
        <span className="msem-spinner" aria-hidden="true" /> {t('loading')}
      </p>
    );
  if (state.kind === 'invalid') return <p className="msem-muted">{t('invalid')}</p>;
  if (state.kind === 'error')
    return (
      <div className="msem-error" role="alert">
        <p>{t('error')}</p>
        <button type="button" className="msem-btn" onClick={() => setRound((r) => r + 1)}>
          {t('retry')}
        </button>
      </div>
    );
  if (!state.children.length) return null;
  const taught = new Map(levels.map((l) => [l.key, l.name]));
  return (
    <section className="msem-family" aria-labelledby="msem-family-title">
      <h3 id="msem-family-title">{t('title')}</h3>
      <ul>
        {state.children.map((c) => {
          const id = `${c.firstName}|${c.lastName}|${c.birthDate ?? ''}`;
          const here = !levels.length || (c.level !== null && taught.has(c.level));
          const done = added.includes(id);
          return (
            <li key={id}>
              <p>
                <strong>
                  {c.firstName} {c.lastName}
                </strong>
                {c.levelName ? ` — ${t('advised', { level: c.levelName })}` : ''}
              </p>
              {here ? (
                <button
                  type="button"
                  className="msem-btn msem-secondary"
                  disabled={done}
                  onClick={() => {
                    onPick(levels.length ? c : { ...c, level: null });
                    setAdded((list) => [...list, id]);
                    ctx.announce(t(c.levelName && levels.length ? 'addedLevel' : 'added', { name: c.firstName, level: c.levelName ?? '' }));
                  }}
                >
                  {t(done ? 'isAdded' : 'add', { name: c.firstName })}
                </button>
              ) : (
                <p className="msem-muted">{t('notTaught')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
