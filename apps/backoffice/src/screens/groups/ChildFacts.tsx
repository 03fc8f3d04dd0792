import type { GroupChild } from '@schuss/contracts';
import { useLevelsTexts } from '../levels/texts';
import { childName } from './useGroupsChanges';

/** Who a child is, as the groups screen shows them: name, age, level. */
export function ChildFacts({ child }: { child: GroupChild }) {
  const t = useLevelsTexts();
  return (
    <span className="child-facts">
      <span className="strong">{childName(child)}</span>{' '}
      <span className="muted small">
        {t.ageYears(child.age)} · {child.levelName ?? t.noLevel}
      </span>
    </span>
  );
}
