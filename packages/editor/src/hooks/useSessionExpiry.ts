import { useEffect } from 'react';
import type { Autosave } from '../autosave';
import type { Messages } from '../i18n';

/**
 * What the end of the session does (index.tsx calls `expired.current` on a 401): nothing more can
 * be saved, and the site reloads the page as a visitor's (no "unsaved changes" prompt in the way;
 * autosave kept the loss to seconds). The toolbar says so meanwhile.
 */
export function useSessionExpiry(
  expired: { current: () => void },
  autosave: Autosave,
  t: Messages,
  setAlert: (text: string | null) => void,
) {
  useEffect(() => {
    expired.current = () => {
      autosave.pause();
      autosave.reset();
      setAlert(t.sessionExpired);
    };
  }, [autosave, expired, t, setAlert]);
}
