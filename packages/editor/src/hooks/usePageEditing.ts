import type { PageMeta, Zones } from '@schuss/contracts';
import { isApiCallError } from '@schuss/contracts/api';
import { conflictVersion, type EditingApi } from '../api';
import { useAutosave } from './useAutosave';
import { useConflict } from './useConflict';
import { type PageRef, useDraft } from './useDraft';
import type { Notices } from './useNotices';

/**
 * The page's editing session: the draft (useDraft), saved 2 s after the last edit (useAutosave) and
 * stopped by someone else's save (useConflict). `setZones` and `setMeta` are every edit's way in:
 * kept, backed up in the tab, then saved.
 */
export function usePageEditing(
  api: EditingApi,
  ref: PageRef,
  time: (d: Date) => string,
  { fail, setAlert }: Pick<Notices, 'fail' | 'setAlert'>,
) {
  const draft = useDraft(api, ref);
  const { autosave, saveState, savedAt } = useAutosave(() => save());
  const { conflict, start: startConflict, resolved } = useConflict(api, ref, autosave, time);

  /** Sends the draft as it is now. A conflict or a failure is shown, and thrown: autosave keeps the edits pending. */
  async function save() {
    const { zones, meta, base } = draft.latest.current;
    if (!meta) return;
    try {
      const r = await api.save(ref, base, zones, meta);
      draft.saved(r.version, { zones, meta });
      setAlert(null);
    } catch (err) {
      if (isApiCallError(err) && err.status === 409) startConflict(conflictVersion(err));
      else fail(err);
      throw err;
    }
  }

  const setZones = (next: Zones) => {
    draft.editZones(next);
    autosave.changed();
  };
  const setMeta = (next: PageMeta) => {
    draft.editMeta(next);
    autosave.changed();
  };

  return { ...draft, autosave, saveState, savedAt, conflict, startConflict, resolved, setZones, setMeta };
}

export type PageEditing = ReturnType<typeof usePageEditing>;
