import { useCallback, useState } from 'react';
import type { EditingApi } from '../api';
import type { Autosave } from '../autosave';
import type { PageRef } from './useDraft';

/** Someone else saved the page: its current version, and who did it and when once known. */
export type Conflict = { currentVersion: number | null; who: string | null; at: string | null };

/**
 * Two editors on one page: `start` stops autosave and puts the choice on screen (ConflictDialog);
 * who changed the page and when come from the history, best effort (the choice works without them).
 */
export function useConflict(api: EditingApi, ref: PageRef, autosave: Autosave, time: (d: Date) => string) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const start = useCallback(
    (currentVersion: number | null) => {
      autosave.pause();
      setConflict({ currentVersion, who: null, at: null });
      api
        .versions(ref)
        .then((h) => {
          const v = h.versions.find((x) => x.id === currentVersion) ?? h.versions[0];
          if (v) setConflict((c) => (c ? { ...c, who: v.author, at: time(new Date(v.createdAt)) } : c));
        })
        .catch(() => {});
    },
    [api, ref, autosave, time],
  );
  const resolved = useCallback(() => setConflict(null), []);
  return { conflict, start, resolved };
}
