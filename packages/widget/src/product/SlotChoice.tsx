import type { SlotView } from '@schuss/contracts';
import { useState } from 'react';
import type { FormCtx } from '../shared';
import { waitlistTranslator } from '../waitlist/texts';
import { WaitlistJoin } from '../waitlist/WaitlistJoin';
import { SlotOption, slotDates } from './SlotOption';
import type { FT } from './texts';

/**
 * A dated product's slots to choose from (`${id}-slots`; focused on submit when none is chosen). A full
 * slot opens its waiting list under it when `ctx` is given.
 */
export function SlotChoice({
  id,
  slots,
  slotId,
  onPick,
  t,
  lang,
  ctx,
  participants = 1,
  legend = t('slots'),
  priceOf,
}: {
  legend?: string;
  /** The price shown for a slot (a private lesson's, for the form's group); by default the slot's lowest. */
  priceOf?: (s: SlotView) => number;
  id: string;
  slots: SlotView[];
  slotId: number | null;
  onPick: (slotId: number) => void;
  t: FT;
  lang: FormCtx['lang'];
  ctx?: Omit<FormCtx, 'cal'>;
  /** Places wanted when a waiting list opens: the participants of the form. */
  participants?: number;
}) {
  const [waitFor, setWaitFor] = useState<number | null>(null);
  const w = waitlistTranslator(lang);
  return (
    <fieldset id={`${id}-slots`} className="msem-slots">
      <legend>{legend}</legend>
      {slots.length === 0 ? <p>{t('noSlots')}</p> : null}
      {slots.map((s) => {
        const dates = slotDates(s, lang);
        const open = waitFor === s.id;
        return (
          <div key={s.id}>
            <SlotOption
              s={s}
              name={`${id}-slot`}
              checked={s.id === slotId}
              onPick={() => onPick(s.id)}
              cents={priceOf?.(s)}
              t={t}
              lang={lang}
              notify={
                ctx && s.full
                  ? {
                      label: w('notifyLabel', { dates }),
                      text: w('notify'),
                      open,
                      controls: `msem-wl-${s.id}`,
                      onToggle: () => setWaitFor(open ? null : s.id),
                    }
                  : undefined
              }
            />
            {ctx && open ? (
              <WaitlistJoin
                ctx={ctx}
                slot={s}
                dates={dates}
                participants={participants}
                onClose={() => {
                  setWaitFor(null);
                  document.getElementById(`msem-wl-${s.id}-toggle`)?.focus();
                }}
              />
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
