import { describe, expect, it, vi } from 'vitest';
import { createTicker, nextIndex, prevIndex, shouldAutoAdvance, wrapIndex } from './carousel-logic';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS, RIPPLE_DURATION_MS, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './constants';
import { rippleGeometry } from './ripple-logic';

describe('UI constants (spec §9)', () => {
  it('match the spec', () => {
    expect([CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, RIPPLE_DURATION_MS]).toEqual([
      3000, 240, 200, 300, 960,
    ]);
  });
});

describe('carousel logic', () => {
  it('wraps indices both ways', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(prevIndex(0, 3)).toBe(2);
    expect(prevIndex(1, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it('auto-advances only with several slides and no hover, focus or reduced motion', () => {
    const base = { count: 3, interval: 3000, hovered: false, focused: false, reducedMotion: false };
    expect(shouldAutoAdvance(base)).toBe(true);
    expect(shouldAutoAdvance({ ...base, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, focused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, reducedMotion: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, count: 1 })).toBe(false);
    expect(shouldAutoAdvance({ ...base, interval: 0 })).toBe(false);
  });

  it('ticks every interval, restarts a full interval, and stops', () => {
    vi.useFakeTimers();
    try {
      const tick = vi.fn();
      const ticker = createTicker(tick);
      ticker.start();
      vi.advanceTimersByTime(2999);
      expect(tick).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(tick).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2000);
      ticker.restart();
      vi.advanceTimersByTime(2999);
      expect(tick).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(tick).toHaveBeenCalledTimes(2);
      ticker.stop();
      vi.advanceTimersByTime(10_000);
      expect(tick).toHaveBeenCalledTimes(2);
      expect(ticker.running).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ripple geometry', () => {
  it('covers the element from the click point, or from the centre for keyboard clicks', () => {
    const rect = { left: 10, top: 20, width: 100, height: 40 };
    const g = rippleGeometry(rect, 10, 20);
    expect(g.size).toBe(2 * Math.ceil(Math.hypot(100, 40)));
    expect(g.x).toBe(-g.size / 2);
    const c = rippleGeometry(rect, 0, 0);
    expect(c.x + c.size / 2).toBe(50);
    expect(c.y + c.size / 2).toBe(20);
  });
});
