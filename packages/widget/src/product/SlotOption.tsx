import type { SlotView } from '@schuss/contracts';
import { formatEuros } from '@schuss/contracts/rules';
import { formatDate } from '../logic';
import type { FormCtx } from '../shared';
import type { FT } from './texts';

/** One slot of a dated product: a radio button labelled with its dates, times, price and places left (disabled when full). */
export function SlotOption({
  s,
  name,
  checked,
  onPick,
  t,
  lang,
}: {
  s: SlotView;
  name: string;
  checked: boolean;
  onPick: () => void;
  t: FT;
  lang: FormCtx['lang'];
}) {
  const id = `${name}-${s.id}`;
  const dates = `${formatDate(s.startsOn, lang)} – ${formatDate(s.endsOn, lang)}${s.startTime ? `, ${s.startTime}–${s.endTime ?? ''}` : ''}`;
  return (
    <div className={`msem-slot${s.full ? ' is-full' : ''}`} data-slot={s.id}>
      <input id={id} type="radio" name={name} value={s.id} checked={checked} disabled={s.full} onChange={onPick} />
      <label htmlFor={id}>
        <span>{dates}</span> <span className="msem-slot-price">{formatEuros(s.fromPrice.amount, lang)}</span>{' '}
        <span className="msem-slot-places">{s.full ? t('full') : s.remaining === 1 ? t('place') : t('places', { n: s.remaining })}</span>
      </label>
    </div>
  );
}
