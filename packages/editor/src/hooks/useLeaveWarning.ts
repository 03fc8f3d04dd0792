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
    // Only the listener goes: this cleanup also runs whenever `conflict` changes, and autosave must
    // go on after a conflict is resolved (useAutosave stops it when the tool unmounts).
    return () => window.removeEventListener('beforeunload', warn);
  }, [autosave, conflict]);
}
