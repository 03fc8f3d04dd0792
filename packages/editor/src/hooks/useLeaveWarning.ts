import { useEffect } from 'react';
import type { Autosave } from '../autosave';
import type { Conflict } from './useConflict';

/** Warns before leaving the page with unsaved changes or an open conflict (the browser shows its own text). */
export function useLeaveWarning(autosave: Autosave, conflict: Conflict | null) {
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (autosave.unsaved || conflict) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Kept as it was before App.tsx was split into hooks: this cleanup also runs whenever
      // `conflict` changes, so autosave ends up paused after a conflict is resolved. useAutosave
      // disposes of it on unmount, so this line can go once that is meant to change.
      autosave.dispose();
    };
  }, [autosave, conflict]);
}
