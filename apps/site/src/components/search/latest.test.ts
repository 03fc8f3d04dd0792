import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLatest } from './latest';

type Deferred = { text: string; signal: AbortSignal; resolve: (v: string) => void; reject: (e: unknown) => void };

function setup() {
  const calls: Deferred[] = [];
  const results: [string, string][] = [];
  const errors: string[] = [];
  const started: string[] = [];
  const latest = createLatest<string>({
    delay: 600,
    run: (text, signal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ text, signal, resolve, reject });
      }),
    onStart: (t) => started.push(t),
    onResult: (text, value) => results.push([text, value]),
    onError: (text) => errors.push(text),
  });
  return { latest, calls, results, errors, started };
}

const flush = () => new Promise<void>((r) => queueMicrotask(r)).then(() => undefined);

describe('debounced last-request-wins lookups', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one lookup 600 ms after the last keystroke', () => {
    const { latest, calls } = setup();
    for (const text of ['m', 'mo', 'mon', 'moni', 'monit', 'monite', 'moniteu', 'moniteur']) {
      latest.schedule(text);
      vi.advanceTimersByTime(100);
    }
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(499);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.text)).toEqual(['moniteur']);
  });

  it('sends nothing for empty text, and cancels what was scheduled', () => {
    const { latest, calls } = setup();
    latest.schedule('ski');
    latest.schedule('');
    vi.advanceTimersByTime(2000);
    expect(calls).toHaveLength(0);
  });

  it('shows only the last request: an earlier one is aborted and its late answer dropped', async () => {
    const { latest, calls, results } = setup();
    latest.schedule('ski');
    vi.advanceTimersByTime(600);
    latest.schedule('snowboard');
    expect(calls[0]?.signal.aborted).toBe(true);
    vi.advanceTimersByTime(600);
    expect(calls.map((c) => c.text)).toEqual(['ski', 'snowboard']);
    calls[1]?.resolve('second');
    calls[0]?.resolve('first (late)');
    await flush();
    await flush();
    expect(results).toEqual([['snowboard', 'second']]);
  });

  it('drops a late answer even if the request ignored the abort', async () => {
    const { latest, calls, results, errors } = setup();
    latest.flush('a');
    latest.flush('b');
    calls[0]?.resolve('A');
    calls[0]?.reject(new Error('x'));
    calls[1]?.resolve('B');
    await flush();
    await flush();
    expect(results).toEqual([['b', 'B']]);
    expect(errors).toEqual([]);
  });

  it('passes errors of the last request on', async () => {
    const { latest, calls, errors } = setup();
    latest.flush('x');
    calls[0]?.reject(new Error('down'));
    await flush();
    await flush();
    expect(errors).toEqual(['x']);
  });

  it('does not restart for the same text, flushes at once, and cancel aborts', () => {
    const { latest, calls, started } = setup();
    latest.schedule('ski');
    vi.advanceTimersByTime(300);
    latest.schedule('ski');
    vi.advanceTimersByTime(300);
    expect(calls).toHaveLength(1);
    expect(started).toEqual(['ski']);
    expect(latest.pending()).toBe('ski');
    latest.cancel();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(latest.pending()).toBeNull();
    latest.flush('now');
    expect(calls.map((c) => c.text)).toEqual(['ski', 'now']);
  });
});
