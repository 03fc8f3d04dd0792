import { isApiCallError } from '@schuss/contracts/api';
import { useCallback, useState } from 'react';
import type { Messages } from '../i18n';

/**
 * What the toolbar tells the editor besides the save state: the work under way (`busy`, shown with a
 * spinner in place of the status; the first load from the start), an error (`alert`) and a piece of
 * information (`info`). `fail` turns a failed call into the alert.
 */
export function useNotices(t: Messages) {
  const [busy, setBusy] = useState<string | null>(t.loading);
  const [alert, setAlert] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const fail = useCallback(
    (err: unknown) => {
      if (isApiCallError(err)) {
        if (err.status === 401) return; // handled by the session-expired path
        if (err.code === 'network') setAlert(t.networkError);
        else setAlert(err.message);
      } else setAlert(err instanceof Error ? err.message : String(err));
    },
    [t],
  );
  return { busy, setBusy, alert, setAlert, info, setInfo, fail };
}

export type Notices = ReturnType<typeof useNotices>;
