import type { SlotView } from '@schuss/contracts';
import type { FormCtx } from '../shared';
import { SlotOption } from './SlotOption';
import type { FT } from './texts';

/** A dated product's slots to choose from (`${id}-slots`; focused on submit when none is chosen). */
export function SlotChoice({
  id,
  slots,
  slotId,
  onPick,
  t,
  lang,
}: {
  id: string;
  slots: SlotView[];
  slotId: number | null;
  onPick: (slotId: number) => void;
  t: FT;
  lang: FormCtx['lang'];
}) {
  return (
    <fieldset id={`${id}-slots`} className="msem-slots">
      <legend>{t('slots')}</legend>
      {slots.length === 0 ? <p>{t('noSlots')}</p> : null}
      {slots.map((s) => (
        <SlotOption key={s.id} s={s} name={`${id}-slot`} checked={s.id === slotId} onPick={() => onPick(s.id)} t={t} lang={lang} />
      ))}
    </fieldset>
  );
}
