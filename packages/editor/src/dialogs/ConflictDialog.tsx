import type { Conflict } from '../hooks/useConflict';
import type { Messages } from '../i18n';
import { Dialog } from './shared';

/** Two editors on one page: nothing is lost, the editor chooses which version to keep. */
export function ConflictDialog(p: { t: Messages; conflict: Conflict; onReload: () => void; onKeepMine: () => void }) {
  const { t, conflict } = p;
  return (
    <Dialog title={t.conflictTitle} onClose={() => {}}>
      <p role="alert">{t.conflictText(conflict.who ?? t.someoneElse, conflict.at ?? '…')}</p>
      <div className="actions">
        <button type="button" onClick={p.onReload}>
          {t.reloadTheirs}
        </button>
        <button type="button" className="primary" onClick={p.onKeepMine}>
          {t.keepMine}
        </button>
      </div>
    </Dialog>
  );
}
