/**
 * The booking widget loader's logic (docs/spec.md §1): inject the widget script (./widget-script) once,
 * poll every 200 ms until `window.MsemWidget` exists, then mount; after 10 s or a script error,
 * show a message with a retry. Pure (timers injected) for unit tests.
 */

/** Spec §1/§9: the loader polls every 200 ms until the widget is loaded. */
export const WIDGET_POLL_MS = 200;
/** Give up (and offer a retry) when the widget is not there after this long. */
export const WIDGET_TIMEOUT_MS = 10_000;

export type LoaderState = { status: 'loading' | 'ready' | 'error'; attempt: number };
export type LoaderEvent = 'ready' | 'timeout' | 'scriptError' | 'retry';

export const initialLoaderState: LoaderState = { status: 'loading', attempt: 1 };

/** Loading → ready, or → error (timeout, script error); error → loading again on retry. */
export function loaderReducer(state: LoaderState, event: LoaderEvent): LoaderState {
  switch (event) {
    case 'ready':
      return state.status === 'loading' ? { ...state, status: 'ready' } : state;
    case 'timeout':
    case 'scriptError':
      return state.status === 'loading' ? { ...state, status: 'error' } : state;
    case 'retry':
      return state.status === 'error' ? { status: 'loading', attempt: state.attempt + 1 } : state;
  }
}

export type Timers = {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  now: () => number;
};

const realTimers: Timers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

/**
 * Calls `get` now and every `intervalMs` until it returns a value (→ `onReady`) or `timeoutMs`
 * passed (→ `onTimeout`). Returns a cancel function.
 */
export function pollFor<T>(
  get: () => T | null | undefined,
  handlers: { onReady: (value: T) => void; onTimeout: () => void },
  {
    intervalMs = WIDGET_POLL_MS,
    timeoutMs = WIDGET_TIMEOUT_MS,
    timers = realTimers,
  }: { intervalMs?: number; timeoutMs?: number; timers?: Timers } = {},
): () => void {
  const first = get();
  if (first) {
    handlers.onReady(first);
    return () => {};
  }
  const start = timers.now();
  let done = false;
  const id = timers.setInterval(() => {
    if (done) return;
    const value = get();
    if (value) {
      done = true;
      timers.clearInterval(id);
      handlers.onReady(value);
    } else if (timers.now() - start >= timeoutMs) {
      done = true;
      timers.clearInterval(id);
      handlers.onTimeout();
    }
  }, intervalMs);
  return () => {
    done = true;
    timers.clearInterval(id);
  };
}
