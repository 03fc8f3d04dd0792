/**
 * Debounced lookups where only the last request resolves (docs/spec.md §4): `schedule(text)` waits for
 * `delay` ms of quiet before running; starting a newer lookup (or scheduling new text, or
 * `cancel()`) aborts the one in flight, and an answer that arrives after that is dropped anyway.
 */
export type LatestOptions<T> = {
  delay: number;
  /** Runs one lookup; must honour the signal (abort = stop, including retries). */
  run: (text: string, signal: AbortSignal) => Promise<T>;
  onStart?: (text: string) => void;
  onResult: (text: string, value: T) => void;
  onError?: (text: string, error: unknown) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export type Latest = {
  /** Runs `text` after the delay (replacing anything scheduled or in flight); empty text just cancels. */
  schedule(text: string): void;
  /** Runs `text` now (Enter, retry). */
  flush(text: string): void;
  /** Cancels what is scheduled and aborts what is in flight. */
  cancel(): void;
  /** Text scheduled or in flight, if any. */
  pending(): string | null;
};

export function createLatest<T>(options: LatestOptions<T>): Latest {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let controller: AbortController | null = null;
  let current: string | null = null;
  let seq = 0;

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    controller?.abort();
    controller = null;
    current = null;
    seq++;
  };

  const run = (text: string) => {
    cancel();
    const id = seq;
    const ctrl = new AbortController();
    controller = ctrl;
    current = text;
    options.onStart?.(text);
    options.run(text, ctrl.signal).then(
      (value) => {
        if (id !== seq || ctrl.signal.aborted) return;
        controller = null;
        current = null;
        options.onResult(text, value);
      },
      (error: unknown) => {
        if (id !== seq || ctrl.signal.aborted) return;
        controller = null;
        current = null;
        options.onError?.(text, error);
      },
    );
  };

  return {
    schedule(text) {
      if (text === current) return;
      cancel();
      if (!text) return;
      current = text;
      const id = seq;
      timer = setTimer(() => {
        timer = null;
        if (id === seq) run(text);
      }, options.delay);
    },
    flush(text) {
      if (text) run(text);
      else cancel();
    },
    cancel,
    pending: () => current,
  };
}
