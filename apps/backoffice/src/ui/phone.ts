import { useSyncExternalStore } from 'react';

/** The widest screen treated as a phone (staff at the meeting point): lists become cards, filters fold away. Same width as styles.css. */
export const PHONE_MAX_WIDTH = 480;
export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/** Whether a viewport of this CSS width is a phone's. */
export function isPhoneWidth(width: number): boolean {
  return width <= PHONE_MAX_WIDTH;
}

function query(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined;
}

function subscribe(onChange: () => void) {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's now; follows a rotation or a resized window. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
