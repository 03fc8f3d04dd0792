import type { AnalyticsItem } from '@schuss/contracts/rules';
import type { Conflict, RemoveFn } from './model';
import type { CT } from './texts';

/** The payment's conflict: the lines no longer available, each with its remove button. */
export function UnavailableLines({
  lines,
  items,
  busy,
  onRemove,
  t,
}: {
  lines: Conflict;
  /** Analytics items of the lines still in the cart, by line id. */
  items: Map<number, AnalyticsItem[]>;
  busy: number | null;
  onRemove: RemoveFn;
  t: CT;
}) {
  return (
    <div className="msem-error" role="alert">
      <p>{t('unavailable')}</p>
      <ul>
        {lines.map((l) => (
          <li key={l.lineId}>
            {t('unavailableLine', { name: l.name, reason: l.reason })}{' '}
            <button
              type="button"
              className="msem-btn msem-secondary"
              disabled={busy === l.lineId}
              aria-label={t('removeLabel', { name: l.name })}
              onClick={() => onRemove(l.lineId, items.get(l.lineId) ?? [], l.name)}
            >
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
