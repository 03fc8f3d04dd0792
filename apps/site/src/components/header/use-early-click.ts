'use client';
import { useLayoutEffect, useRef } from 'react';
import { takeEarlyClick } from './early-click';

/** Replays a click taken before hydration on this component's buttons (see early-click.ts). */
export function useEarlyClick(accepts: (key: string) => boolean, act: (key: string) => void): void {
  const latest = useRef({ accepts, act });
  latest.current = { accepts, act };
  // A layout effect: the replay lands with the first commit, before the browser handles another click.
  useLayoutEffect(() => {
    takeEarlyClick(
      (key) => latest.current.accepts(key),
      (key) => latest.current.act(key),
    );
  }, []);
}
