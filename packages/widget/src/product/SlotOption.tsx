import type { SlotView } from '@schuss/contracts';
import { formatEuros } from '@schuss/contracts/rules';
import { formatDate } from '../logic';
import type { FormCtx } from '../shared';
import type { FT } from './texts';

/** A slot's dates and times for people: `dim. 20 déc. – ven. 25 déc., 09:15–11:45`. */
export const slotDates = (s: Pick<SlotView, 'startsOn' | 'endsOn' | 'startTime' | 'endTime'>, lang: FormCtx['lang']) =>
  `${formatDate(s.startsOn, lang)} – ${formatDate(s.endsOn, lang)}${s.startTime ? `, ${s.startTime}–${s.endTime ?? ''}` : ''}`;

/**
 * One slot of a dated product: a radio button labelled with its dates, times, price and places left (disabled
 * when full). A full slot offers its waiting list (`notify`: the button that opens it).
 */
export function SlotOption({
  s,
  name,
  checked,
  onPick,
  t,
  lang,
  notify,
}: {
  s: SlotView;
  name: string;
  checked: boolean;
  onPick: () => void;
  t: FT;
  lang: FormCtx['lang'];
  notify?: { label: string; text: string; open: boolean; controls: string; onToggle: () => void };
}) {
  const id = `${name}-${s.id}`;
  const dates = slotDates(s, lang);
  return (
    <div className={`msem-slot${s.full ? ' is-full' : ''}`} data-slot={s.id}>
      <input id={id} type="radio" name={name} value={s.id} checked={checked} disabled={s.full} onChange={onPick} />
      <label htmlFor={id}>
        <span>{dates}</span> <span className="msem-slot-price">{formatEuros(s.fromPrice.amount, lang)}</span>{' '}
        <span className="msem-slot-places">{s.full ? t('full') : s.remaining === 1 ? t('place') : t('places', { n: s.remaining })}</span>
      </label>
      {notify ? (
        <button
          id={`${notify.controls}-toggle`}
          type="button"
          className="msem-link msem-notify"
          aria-label={notify.label}
          aria-expanded={notify.open}
          aria-controls={notify.open ? notify.controls : undefined}
          onClick={notify.onToggle}
        >
          {notify.text}
        </button>
      ) : null}
    </div>
  );
}
