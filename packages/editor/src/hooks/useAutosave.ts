import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Autosave, type SaveState } from '../autosave';

/**
 * One Autosave (autosave.ts) for the tool's lifetime, saving with the latest `save`: its state and
 * the time of the last successful save, for the toolbar's status. It stops when the tool unmounts.
 */
export function useAutosave(save: () => Promise<void>, delayMs?: number) {
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const latest = useRef(save);
  useLayoutEffect(() => {
    latest.current = save;
  });
  const [autosave] = useState(
    () =>
      new Autosave(
        async () => {
          await latest.current();
          setSavedAt(new Date());
        },
        setSaveState,
        delayMs,
      ),
  );
  useEffect(() => () => autosave.dispose(), [autosave]);
  return { autosave, saveState, savedAt };
}
