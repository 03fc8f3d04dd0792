/** How the closures screens name a slot (the new closure's choices and who it concerns, a closure's detail). */

import type { ClosureSlotRef } from '@schuss/contracts';
import { useI18n } from '../../i18n';

/** A slot as staff name it: `Flocon · lun. 04/01 09:15–11:45` (days when it runs several). */
export function useSlotName() {
  const { f } = useI18n();
  return (s: ClosureSlotRef) => {
    const days = s.startsOn === s.endsOn ? f.weekday(s.startsOn) : `${f.weekday(s.startsOn)} → ${f.weekday(s.endsOn)}`;
    const times = s.startTime ? ` ${s.startTime}${s.endTime ? `–${s.endTime}` : ''}` : '';
    return `${s.productName} · ${days}${times}`;
  };
}
