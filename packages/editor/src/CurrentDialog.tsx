import type { DateRange, DraftPage, CmsMountOptions as MountOptions, PageMeta, Zones } from '@schuss/contracts';
import type { EditingApi } from './api';
import { ConfirmDialog } from './dialogs/ConfirmDialog';
import { DatesDialog } from './dialogs/DatesDialog';
import { HistoryDialog } from './dialogs/HistoryDialog';
import { ImageDialog } from './dialogs/ImageDialog';
import { LinkDialog } from './dialogs/LinkDialog';
import { MenusDialog } from './dialogs/MenusDialog';
import { NewPageDialog } from './dialogs/NewPageDialog';
import { SettingsDialog } from './dialogs/SettingsDialog';
import type { PageRef } from './hooks/useDraft';
import type { Modal } from './hooks/useModal';
import type { Messages } from './i18n';

type Props = {
  modal: Modal | null;
  close: () => void;
  t: Messages;
  opts: MountOptions;
  api: EditingApi;
  pageRef: PageRef;
  page: DraftPage | null;
  zones: Zones;
  meta: PageMeta | null;
  /** Applies a section's date ranges. */
  onDates: (zone: string, id: string, ranges: DateRange[]) => void;
  /** Applies the page's settings. */
  onSettings: (meta: PageMeta) => void;
  /** Makes a version of the history the draft. */
  restore: (versionId: number) => Promise<void>;
};

/** The dialog open over the page (useModal), wired to the page and the platform. */
export function CurrentDialog({ modal, close, t, opts, api, pageRef, page, zones, meta, ...p }: Props) {
  switch (modal?.kind) {
    case 'confirm':
      return (
        <ConfirmDialog
          t={t}
          title={modal.title}
          text={modal.text}
          confirmLabel={modal.confirmLabel}
          cancelLabel={modal.cancelLabel}
          danger={modal.danger}
          onConfirm={async () => {
            const m = modal;
            close();
            await m.onConfirm();
          }}
          onClose={() => {
            modal.onCancel?.();
            close();
          }}
        />
      );
    case 'dates':
      return (
        <DatesDialog
          t={t}
          n={modal.n}
          section={(zones[modal.zone] ?? []).find((s) => s.id === modal.id)}
          onApply={(ranges) => {
            p.onDates(modal.zone, modal.id, ranges);
            close();
          }}
          onClose={close}
        />
      );
    case 'settings':
      return meta ? (
        <SettingsDialog
          t={t}
          meta={meta}
          onApply={(m) => {
            p.onSettings(m);
            close();
          }}
          onClose={close}
        />
      ) : null;
    case 'history':
      return <HistoryDialog t={t} lang={opts.lang} load={() => api.versions(pageRef)} restore={p.restore} onClose={close} />;
    case 'link':
      return <LinkDialog t={t} editor={modal.editor} loadPages={() => api.pages(opts.site, opts.lang)} onClose={close} />;
    case 'propLink':
      return <LinkDialog t={t} href={modal.href} apply={modal.apply} loadPages={() => api.pages(opts.site, opts.lang)} onClose={close} />;
    case 'image':
      return (
        <ImageDialog
          t={t}
          editor={modal.editor}
          loadMedia={() => api.media(opts.site)}
          upload={(file) => api.upload(opts.site, file)}
          onClose={close}
        />
      );
    case 'newPage':
      return page ? (
        <NewPageDialog
          t={t}
          page={page}
          langs={opts.langs}
          create={(req) => api.createPage(req)}
          domains={async () => (await api.site(opts.site)).config.domains}
          siteUrl={opts.siteUrl}
          onClose={close}
        />
      ) : null;
    case 'menus':
      return (
        <MenusDialog
          t={t}
          lang={opts.lang}
          load={() => api.menu(opts.site, opts.lang)}
          loadPages={() => api.pages(opts.site, opts.lang)}
          save={(main, base) => api.saveMenu(opts.site, opts.lang, main, base)}
          onClose={close}
        />
      );
    default:
      return null;
  }
}
