import { describe, expect, it } from 'vitest';
import { initialLoaderState, loaderReducer, pollFor, type Timers, WIDGET_POLL_MS, WIDGET_TIMEOUT_MS } from './loader-logic';

/** Manual timers: `tick(ms)` advances the clock and runs the interval callbacks that fall due. */
function fakeTimers() {
  let now = 0;
  const intervals = new Map<number, { fn: () => void; ms: number; next: number }>();
  let nextId = 1;
  const timers: Timers = {
    setInterval: (fn, ms) => {
      const id = nextId++;
      intervals.set(id, { fn, ms, next: now + ms });
      return id;
    },
    clearInterval: (id) => void intervals.delete(id as number),
    now: () => now,
  };
  const tick = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...intervals.entries()].filter(([, t]) => t.next <= end).sort((a, b) => a[1].next - b[1].next)[0];
      if (!due) break;
      now = due[1].next;
      due[1].next += due[1].ms;
      due[1].fn();
    }
    now = end;
  };
  return { timers, tick, active: () => intervals.size };
}

describe('widget loader', () => {
  it('polls every 200 ms (docs/spec.md §1) and gives up after 10 s', () => {
    expect(WIDGET_POLL_MS).toBe(200);
    expect(WIDGET_TIMEOUT_MS).toBe(10_000);
  });

  it('mounts at once when the widget is already there', () => {
    const { timers, active } = fakeTimers();
    const ready: string[] = [];
    pollFor(() => 'w', { onReady: (w) => ready.push(w), onTimeout: () => ready.push('timeout') }, { timers });
    expect(ready).toEqual(['w']);
    expect(active()).toBe(0);
  });

  it('checks every 200 ms until the widget appears, then stops', () => {
    const { timers, tick, active } = fakeTimers();
    let widget: string | undefined;
    let calls = 0;
    const ready: string[] = [];
    pollFor(
      () => {
        calls++;
        return widget;
      },
      { onReady: (w) => ready.push(w), onTimeout: () => ready.push('timeout') },
      { timers },
    );
    tick(1000);
    expect(calls).toBe(1 + 5);
    widget = 'w';
    tick(199);
    expect(ready).toEqual([]);
    tick(1);
    expect(ready).toEqual(['w']);
    expect(active()).toBe(0);
  });

  it('times out after 10 s and can be cancelled', () => {
    const a = fakeTimers();
    const out: string[] = [];
    pollFor(() => undefined, { onReady: () => out.push('ready'), onTimeout: () => out.push('timeout') }, { timers: a.timers });
    a.tick(9_999);
    expect(out).toEqual([]);
    a.tick(201);
    expect(out).toEqual(['timeout']);
    expect(a.active()).toBe(0);

    const b = fakeTimers();
    const cancel = pollFor(() => undefined, { onReady: () => out.push('ready'), onTimeout: () => out.push('late') }, { timers: b.timers });
    cancel();
    b.tick(20_000);
    expect(out).toEqual(['timeout']);
  });

  it('goes loading → ready, or → error and back to loading on retry', () => {
    expect(initialLoaderState).toEqual({ status: 'loading', attempt: 1 });
    expect(loaderReducer(initialLoaderState, 'ready')).toEqual({ status: 'ready', attempt: 1 });
    const failed = loaderReducer(initialLoaderState, 'scriptError');
    expect(failed.status).toBe('error');
    expect(loaderReducer(initialLoaderState, 'timeout').status).toBe('error');
    expect(loaderReducer(failed, 'timeout')).toBe(failed);
    expect(loaderReducer(failed, 'ready')).toBe(failed);
    expect(loaderReducer(failed, 'retry')).toEqual({ status: 'loading', attempt: 2 });
    const ready = loaderReducer(initialLoaderState, 'ready');
    expect(loaderReducer(ready, 'retry')).toBe(ready);
    expect(loaderReducer(ready, 'timeout')).toBe(ready);
  });
});
