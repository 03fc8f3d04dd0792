import type { CmsMountOptions as MountOptions } from '@schuss/contracts';
import { isApiCallError } from '@schuss/contracts/api';
import { conflictVersion, type EditingApi } from '../api';
import { clearBackup } from '../backup';
import type { Messages } from '../i18n';
import type { PageRef } from './useDraft';
import type { ConfirmRequest } from './useModal';
import type { Notices } from './useNotices';
import type { PageEditing } from './usePageEditing';

type Deps = {
  api: EditingApi;
  ref: PageRef;
  t: Messages;
  opts: Pick<MountOptions, 'onLogout'>;
  session: PageEditing;
  notices: Pick<Notices, 'setBusy' | 'setInfo' | 'fail'>;
  confirm: (c: ConfirmRequest) => void;
  closeModal: () => void;
};

/**
 * What the toolbar's buttons, the conflict's choices and the history's restore do with the page:
 * each saves what is pending first, and a publish, discard or restore ends with the page reloaded.
 */
export function usePageActions({ api, ref, t, opts, session, notices, confirm, closeModal }: Deps) {
  const { autosave, latest } = session;
  const { setBusy, setInfo, fail } = notices;
  const failOrConflict = (err: unknown) => {
    if (isApiCallError(err) && err.status === 409) session.startConflict(conflictVersion(err));
    else fail(err);
  };

  const save = async () => {
    setInfo(null);
    await autosave.flush();
  };

  const publish = async () => {
    setInfo(null);
    await autosave.flush();
    if (session.conflict || autosave.state === 'error' || latest.current.base === null) return;
    if (!latest.current.hasDraft) {
      setInfo(t.nothingToPublish);
      return;
    }
    confirm({
      title: t.publishTitle,
      text: t.publishConfirm,
      confirmLabel: t.publish,
      onConfirm: async () => {
        setBusy(t.publishing);
        try {
          await autosave.flush();
          await api.publish(ref, latest.current.base as number);
          autosave.reset();
          clearBackup(ref);
          window.location.reload();
        } catch (err) {
          setBusy(null);
          failOrConflict(err);
        }
      },
    });
  };

  const discard = () => {
    setInfo(null);
    confirm({
      title: t.discardTitle,
      text: t.discardConfirm,
      confirmLabel: t.discard,
      danger: true,
      onConfirm: async () => {
        autosave.pause();
        setBusy(t.loading);
        try {
          await autosave.flush();
          await api.discard(ref, latest.current.base);
          autosave.reset();
          clearBackup(ref);
          window.location.reload();
        } catch (err) {
          setBusy(null);
          autosave.resume();
          failOrConflict(err);
        }
      },
    });
  };

  const logout = async () => {
    setBusy(t.loading);
    try {
      await autosave.flush();
    } catch {}
    // Read before reset(), which always ends 'saved': a failed last save keeps the tab's copy of the edits.
    const saved = autosave.state === 'saved';
    autosave.reset();
    if (saved) clearBackup(ref);
    try {
      await api.logout();
    } catch {}
    opts.onLogout();
  };

  /** The conflict's first choice: their version replaces these edits. */
  const reloadTheirs = async () => {
    setBusy(t.loading);
    try {
      autosave.reset();
      clearBackup(ref);
      await session.load();
      session.resolved();
      autosave.resume();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  /** The conflict's other choice: these edits are saved over their version. */
  const keepMine = async () => {
    latest.current.base = session.conflict?.currentVersion ?? null;
    session.resolved();
    autosave.resume();
    autosave.changed();
    await autosave.flush();
  };

  /** A version of the history becomes the draft (HistoryDialog shows a failure). */
  const restore = async (versionId: number) => {
    await autosave.flush();
    await api.restore(ref, versionId, latest.current.base);
    closeModal();
    setBusy(t.loading);
    try {
      autosave.reset();
      clearBackup(ref);
      await session.load();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  return { save, publish, discard, logout, reloadTheirs, keepMine, restore };
}
