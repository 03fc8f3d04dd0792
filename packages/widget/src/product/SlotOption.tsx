import type { SlotView } from '@schuss/contracts';
import { formatEuros, minutesBetween } from '@schuss/contracts/rules';
import { formatDate } from '../logic';
import type { FormCtx } from '../shared';
import type { FT } from './texts';

/** A slot's dates and times for people: `dim. 20 déc. – ven. 25 déc., 09:15–11:45`, `mer. 10 mars, 09:00–11:00`. */
export const slotDates = (s: Pick<SlotView, 'startsOn' | 'endsOn' | 'startTime' | 'endTime'>, lang: FormCtx['lang']) =>
  `${formatDate(s.startsOn, lang)}${s.endsOn === s.startsOn ? '' : ` – ${formatDate(s.endsOn, lang)}`}${s.startTime ? `, ${s.startTime}–${s.endTime ?? ''}` : ''}`;

/** A duration for people: `2 h`, `1 h 30`, `45 min`. */
const duration = (min: number) => (min < 60 ? `${min} min` : `${Math.floor(min / 60)} h${min % 60 ? ` ${min % 60}` : ''}`);

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
  cents = s.fromPrice.amount,
}: {
  s: SlotView;
  /** The price shown: by default the slot's lowest; a private lesson's, for the group of the form. */
  cents?: number;
  name: string;
  checked: boolean;
  onPick: () => void;
  t: FT;
  lang: FormCtx['lang'];
  notify?: { label: string; text: string; open: boolean; controls: string; onToggle: () => void };
}) {
  const id = `${name}-${s.id}`;
  const dates = slotDates(s, lang);
  const oneDay = s.startsOn === s.endsOn && s.startTime && s.endTime;
  return (
    <div className={`msem-slot${s.full ? ' is-full' : ''}`} data-slot={s.id}>
      <input id={id} type="radio" name={name} value={s.id} checked={checked} disabled={s.full} onChange={onPick} />
      <label htmlFor={id}>
        <span>{dates}</span>
        {oneDay ? ` (${duration(minutesBetween(s.startTime as string, s.endTime as string))})` : ''}{' '}
        <span className="msem-slot-price">{formatEuros(cents, lang)}</span>{' '}
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
