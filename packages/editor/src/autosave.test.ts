import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosave, type SaveState } from './autosave';

describe('autosave scheduling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (save: () => Promise<void> = async () => {}) => {
    const states: SaveState[] = [];
    const spy = vi.fn(save);
    const a = new Autosave(spy, (s) => states.push(s), 2000);
    return { a, spy, states };
  };

  it('saves once, 2 s after the last of several quick changes', async () => {
    const { a, spy, states } = setup();
    a.changed();
    await vi.advanceTimersByTimeAsync(1500);
    a.changed();
    await vi.advanceTimersByTimeAsync(1500);
    expect(spy).not.toHaveBeenCalled();
    expect(a.state).toBe('dirty');
    expect(a.unsaved).toBe(true);
    await vi.advanceTimersByTimeAsync(600);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(a.state).toBe('saved');
    expect(a.unsaved).toBe(false);
    expect(states).toEqual(['dirty', 'dirty', 'saving', 'saved']);
  });

  it('flush saves now (Save button) and does nothing when all is saved', async () => {
    const { a, spy } = setup();
    await a.flush();
    expect(spy).not.toHaveBeenCalled();
    a.changed();
    await a.flush();
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('one save at a time: a change during a save is saved after it', async () => {
    let release: () => void = () => {};
    const { a, spy } = setup(() => new Promise<void>((r) => (release = r)));
    a.changed();
    const first = a.flush();
    expect(a.state).toBe('saving');
    a.changed();
    const second = a.flush(); // waits for the running save, then saves the new change
    release();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(spy).toHaveBeenCalledTimes(2);
    release();
    await second;
    expect(a.state).toBe('saved');
  });

  it('a failed save keeps the edits pending (error state), and the next flush retries', async () => {
    let fail = true;
    const { a, spy } = setup(async () => {
      if (fail) throw new Error('409');
    });
    a.changed();
    await a.flush();
    expect(a.state).toBe('error');
    expect(a.unsaved).toBe(true);
    fail = false;
    await a.flush();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(a.state).toBe('saved');
  });

  it('pause stops saving (conflict) without losing edits; resume schedules them; reset forgets them', async () => {
    const { a, spy } = setup();
    a.pause();
    a.changed();
    await vi.advanceTimersByTimeAsync(5000);
    await a.flush();
    expect(spy).not.toHaveBeenCalled();
    expect(a.unsaved).toBe(true);
    a.resume();
    await vi.advanceTimersByTimeAsync(2000);
    expect(spy).toHaveBeenCalledTimes(1);
    a.changed();
    a.reset();
    await vi.advanceTimersByTimeAsync(5000);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(a.unsaved).toBe(false);
  });
});
