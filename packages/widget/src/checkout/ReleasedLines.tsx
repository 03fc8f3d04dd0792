import type { ReleasedLine, SlotSuggestion } from '@schuss/contracts';
import { dispatchCartChanged, isApiCallError } from '@schuss/contracts/api';
import { formatEuros } from '@schuss/contracts/rules';
import { useState } from 'react';
import { session } from '../env';
import { formatDate } from '../logic';
import type { CartCtx } from '../shared';
import { WaitlistJoin } from '../waitlist/WaitlistJoin';
import type { RemoveFn } from './model';
import type { CT } from './texts';

const dates = (from: string, to: string | null, lang: CartCtx['lang']) =>
  `${formatDate(from, lang)}${to && to !== from ? ` – ${formatDate(to, lang)}` : ''}`;

/**
 * Lines whose places were released: they stay in the cart with their participants, are not
 * counted in the total and are never charged. Where the slot still has room, a button holds the places
 * again; where the group filled, the next slots of the same product with room (one click moves the
 * line there, same participants) and its waiting list. Each line can be removed.
 */
export function ReleasedLines({
  lines,
  ctx,
  t,
  busy,
  renewing,
  onRemove,
  onRenew,
}: {
  lines: ReleasedLine[];
  ctx: CartCtx;
  t: CT;
  busy: number | null;
  renewing: boolean;
  onRemove: RemoveFn;
  onRenew: () => void;
}) {
  const { lang } = ctx;
  const [moving, setMoving] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [waitFor, setWaitFor] = useState<number | null>(null);

  async function move(line: ReleasedLine, slot: SlotSuggestion) {
    const cartId = session.get('cartId');
    if (!cartId || moving !== null) return;
    setMoving(line.lineId);
    setMessage('');
    try {
      await ctx.api.moveLine(line.lineId, { cartId, resort: ctx.resort, lang, slotId: slot.slotId });
      ctx.announce(t('moved', { name: line.name, dates: dates(slot.startsOn, slot.endsOn, lang) }));
      dispatchCartChanged();
    } catch (err) {
      const text = t('moveFailed', { message: isApiCallError(err) ? err.message : (err as Error).message });
      setMessage(text);
      // The slot may have filled meanwhile: the cart read again offers the slots that still have room.
      dispatchCartChanged();
    } finally {
      setMoving(null);
    }
  }

  return (
    <section className="msem-released" aria-labelledby="msem-released-title">
      <h3 id="msem-released-title">{t('releasedTitle')}</h3>
      <p>{t('releasedIntro')}</p>
      <p className="msem-muted">{t('releasedNotCharged')}</p>
      {message ? (
        <p className="msem-error" role="alert">
          {message}
        </p>
      ) : null}
      <ul className="msem-list">
        {lines.map((l) => {
          const names = l.participants.map((p) => `${p.firstName} ${p.lastName}`);
          return (
            <li key={l.lineId} className="msem-line msem-released-line" data-released-line={l.lineId} data-status={l.status}>
              <div>
                <strong>{l.name}</strong>
                {l.startDate ? <span className="msem-dates"> {dates(l.startDate, l.endDate, lang)}</span> : null}
                <ul className="msem-names">
                  {names.map((n, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: two participants may share a name
                    <li key={i}>{n}</li>
                  ))}
                </ul>
              </div>
              <span className="msem-price msem-muted">{formatEuros(l.total.amount, lang)}</span>
              <div className="msem-released-actions">
                <p className="msem-released-status">
                  <strong>{l.status === 'room' ? t('releasedRoom') : t('releasedFull')}</strong>
                </p>
                {l.status === 'room' ? (
                  <button
                    type="button"
                    className="msem-btn"
                    disabled={renewing}
                    aria-label={t('holdAgainLabel', { name: l.name })}
                    onClick={onRenew}
                  >
                    {renewing ? t('holding') : t('holdAgain')}
                  </button>
                ) : (
                  <>
                    <p>{l.nextSlots.length ? t('nextSlots') : t('noNextSlots')}</p>
                    {l.nextSlots.length ? (
                      <ul className="msem-next-slots">
                        {l.nextSlots.map((s) => (
                          <li key={s.slotId}>
                            <button
                              type="button"
                              className="msem-btn msem-secondary"
                              disabled={moving !== null}
                              data-slot={s.slotId}
                              onClick={() => move(l, s)}
                            >
                              {t('moveTo', {
                                dates: dates(s.startsOn, s.endsOn, lang),
                                time: s.startTime ? `, ${s.startTime}` : '',
                                places: s.remaining === 1 ? t('remainingOne') : t('remainingMany', { n: s.remaining }),
                              })}
                            </button>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <button
                      type="button"
                      id={`msem-wl-${l.slotId}-toggle`}
                      className="msem-btn msem-secondary"
                      aria-expanded={waitFor === l.lineId}
                      aria-controls={`msem-wl-${l.slotId}`}
                      onClick={() => setWaitFor(waitFor === l.lineId ? null : l.lineId)}
                    >
                      {t('waitFor')}
                    </button>
                    {waitFor === l.lineId ? (
                      <WaitlistJoin
                        ctx={ctx}
                        slot={{ id: l.slotId }}
                        dates={l.startDate ? dates(l.startDate, l.endDate, lang) : ''}
                        participants={l.participants.length}
                        onClose={() => {
                          setWaitFor(null);
                          document.getElementById(`msem-wl-${l.slotId}-toggle`)?.focus();
                        }}
                      />
                    ) : null}
                  </>
                )}
              </div>
              <button
                type="button"
                className="msem-btn msem-secondary"
                disabled={busy === l.lineId}
                aria-label={t('removeLabel', { name: l.name })}
                onClick={() => onRemove(l.lineId, [], l.name)}
              >
                {t('remove')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
