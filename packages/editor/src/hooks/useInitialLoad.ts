import { useEffect } from 'react';
import { clearBackup, readBackup } from '../backup';
import type { Messages } from '../i18n';
import { metaOf, type PageRef } from './useDraft';
import type { ConfirmRequest } from './useModal';
import type { Notices } from './useNotices';
import type { PageEditing } from './usePageEditing';

/**
 * Once, on mount: the draft, then the unsaved edits this tab may have left on this page (backup.ts),
 * offered back. Taken back, they are edits made on the version they started from: a page changed
 * since gets the conflict choice on save.
 */
export function useInitialLoad(
  session: PageEditing,
  ref: PageRef,
  t: Messages,
  lang: string,
  { setBusy, fail }: Pick<Notices, 'setBusy' | 'fail'>,
  confirm: (c: ConfirmRequest) => void,
) {
  const { load } = session;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the other values are stable or read once
  useEffect(() => {
    load()
      .then((d) => {
        setBusy(null);
        const b = readBackup(ref, { zones: d.zones, meta: metaOf(d) });
        if (!b) return;
        confirm({
          title: t.resumeTitle,
          text: t.resumeText(new Date(b.at).toLocaleString(lang, { dateStyle: 'short', timeStyle: 'short' })),
          confirmLabel: t.resume,
          cancelLabel: t.ignore,
          onConfirm: () => {
            session.latest.current.base = b.baseVersion;
            session.remount();
            session.setZones(b.zones);
            session.setMeta(b.meta);
          },
          onCancel: () => clearBackup(ref),
        });
      })
      .catch((err) => {
        setBusy(null);
        fail(err);
      });
  }, [load, fail]);
}
