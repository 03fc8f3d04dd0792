/**
 * Pure logic of the carousel: index arithmetic, when auto-advance runs, and a ticker that
 * drives it with injectable timers (unit-tested with fake timers).
 */
import { CAROUSEL_INTERVAL_MS } from './constants';

/** The slide after `index`, wrapping to the first. */
export const nextIndex = (index: number, count: number) => (count <= 0 ? 0 : (index + 1) % count);
/** The slide before `index`, wrapping to the last. */
export const prevIndex = (index: number, count: number) => (count <= 0 ? 0 : (index - 1 + count) % count);
/** Any integer brought into 0…count-1 (wrapping). */
export const wrapIndex = (index: number, count: number) => (count <= 0 ? 0 : ((index % count) + count) % count);

export type AutoplayInput = {
  count: number;
  /** Auto-advance interval in ms; 0 or less disables it. */
  interval: number;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
};

/** Auto-advance runs with more than one slide, a positive interval, no hover, no focus inside, and no reduced-motion preference. */
export function shouldAutoAdvance({ count, interval, hovered, focused, reducedMotion }: AutoplayInput): boolean {
  return count > 1 && interval > 0 && !hovered && !focused && !reducedMotion;
}

export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Calls `tick` every `interval` ms while running. `restart()` starts a full interval again
 * (after a manual move, so the visitor gets the whole delay on the slide they chose).
 */
export function createTicker(tick: () => void, interval: number = CAROUSEL_INTERVAL_MS, timers: Timers = defaultTimers) {
  let handle: unknown = null;
  let running = false;
  const schedule = () => {
    handle = timers.setTimeout(() => {
      handle = null;
      if (!running) return;
      tick();
      schedule();
    }, interval);
  };
  const stop = () => {
    running = false;
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return {
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    stop,
    restart() {
      stop();
      running = true;
      schedule();
    },
    get running() {
      return running;
    },
  };
}
