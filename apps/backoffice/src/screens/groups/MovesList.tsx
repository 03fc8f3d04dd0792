import type { GroupMove } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { useLevelsTexts } from '../levels/texts';
import { longDay } from './useGroupsChanges';

/** The moves of the course, latest first: who, from which group to which, from which day, by whom and when. */
export function MovesList({ moves }: { moves: GroupMove[] }) {
  const t = useLevelsTexts();
  const { f, lang } = useI18n();
  return (
    <section aria-labelledby="moves-h" className="moves">
      <h2 id="moves-h">{t.movesTitle}</h2>
      {moves.length === 0 ? (
        <p className="empty">{t.noMoves}</p>
      ) : (
        <ul className="moves-list">
          {moves.map((mv) => (
            <li key={`${mv.at}-${mv.child}-${mv.to}`}>
              {t.moveLine(mv.child, mv.from, mv.to, longDay(lang, mv.fromDay), mv.by, f.instant(mv.at))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
