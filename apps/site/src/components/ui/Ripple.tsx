'use client';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { RIPPLE_DURATION_MS, rippleGeometry } from './ripple-logic';
import './ui.css';

export { RIPPLE_DURATION_MS };

type Wave = { key: number; size: number; x: number; y: number };

/**
 * Click effect: `const { onClick, ripples } = useRipple()`; spread `onClick` on a
 * `position: relative; overflow: hidden` element (class `ui-ripple-host`) and render
 * `ripples` inside it. Each wave is removed after 960 ms (spec §9).
 */
export function useRipple(duration: number = RIPPLE_DURATION_MS) {
  const [waves, setWaves] = useState<Wave[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const seq = useRef(0);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
    };
  }, []);
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const rect = event.currentTarget.getBoundingClientRect();
      const key = ++seq.current;
      setWaves((w) => [...w, { key, ...rippleGeometry(rect, event.clientX, event.clientY) }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setWaves((w) => w.filter((x) => x.key !== key));
      }, duration);
      timers.current.add(timer);
    },
    [duration],
  );
  const ripples = waves.map((w) => (
    <span
      key={w.key}
      className="ui-ripple"
      aria-hidden="true"
      style={{ width: w.size, height: w.size, left: w.x, top: w.y, animationDuration: `${duration}ms` }}
    />
  ));
  return { onClick, ripples };
}

/** A button with the ripple effect. */
export function RippleButton({
  children,
  className,
  onClick,
  ...rest
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { onClick?: (e: MouseEvent<HTMLButtonElement>) => void }) {
  const ripple = useRipple();
  return (
    <button
      type="button"
      {...rest}
      className={`ui-ripple-host${className ? ` ${className}` : ''}`}
      onClick={(e) => {
        ripple.onClick(e);
        onClick?.(e);
      }}
    >
      {children}
      {ripple.ripples}
    </button>
  );
}
