import { type HoldMoment, holdMomentToTell, holdTimeLeft } from '@schuss/contracts/rules';
import { useEffect, useRef, useState } from 'react';
import type { CT } from './texts';

/**
 * The time left on the places the cart holds: a clock that moves every second for the eyes
 * (`role="timer"`, which screen readers do not read out by itself), and announcements at sensible
 * moments only — when the cart opens, as 5 and 1 minutes are left, when time is up (rules/cart.ts
 * `holdMomentToTell`). When time is up, `onExpire` reads the cart again (its lines show as released).
 */
export function HoldTimer({
  expiresAt,
  t,
  announce,
  onExpire,
}: {
  expiresAt: string;
  t: CT;
  announce: (msg: string) => void;
  onExpire: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const told = useRef<HoldMoment | null>(null);
  // A new expiry (places held again) starts the announcements over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset per expiry
  useEffect(() => {
    told.current = null;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [expiresAt]);
  const left = holdTimeLeft(expiresAt, now);
  const moment = holdMomentToTell(left.ms, told.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per moment, whatever else changes
  useEffect(() => {
    if (!moment) return;
    told.current = moment;
    const minutes = Math.max(1, left.minutes + (left.seconds > 0 ? 1 : 0));
    announce(t(`hold.${moment}` as const, { minutes }));
    // The platform releases the places once their time is past: read the cart a moment after.
    if (moment === 'expired') {
      const later = setTimeout(onExpire, 1500);
      return () => clearTimeout(later);
    }
  }, [moment]);
  return (
    <p className={`msem-hold${left.ms <= 300_000 ? ' is-short' : ''}`} role="timer" aria-live="off">
      {t('holdLeft', { clock: left.clock })}
    </p>
  );
}
