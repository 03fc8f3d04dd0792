import type { CmsMountOptions } from '@schuss/contracts';
import { useCallback, useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { EditingApi } from './api';
import { CurrentDialog } from './CurrentDialog';
import { ConflictDialog } from './dialogs/ConflictDialog';
import { useInitialLoad } from './hooks/useInitialLoad';
import { useLeaveWarning } from './hooks/useLeaveWarning';
import { useModal } from './hooks/useModal';
import { useNotices } from './hooks/useNotices';
import { usePageActions } from './hooks/usePageActions';
import { usePageEditing } from './hooks/usePageEditing';
import { useSessionExpiry } from './hooks/useSessionExpiry';
import type { Messages } from './i18n';
import { Toolbar } from './Toolbar';
import { ZoneView } from './ZoneView';
import { addRichText, moveSection, removeSection, setDateRanges, setHtml } from './zones';

export type MountOptions = CmsMountOptions;

/** A `[data-zone]` container of the page, where the tool renders that zone, and the server-rendered sections it hid. */
export type ZoneHost = { zone: string; host: HTMLElement; previews: Map<string, Element> };

type Props = { opts: MountOptions; api: EditingApi; t: Messages; hosts: ZoneHost[]; expired: { current: () => void } };

/** The editing tool: the toolbar, the page's zones made editable, and the dialogs. */
export function App({ opts, api, t, hosts, expired }: Props) {
  const ref = useMemo(() => ({ site: opts.site, lang: opts.lang, path: opts.path }), [opts.site, opts.lang, opts.path]);
  const time = useCallback((d: Date) => d.toLocaleTimeString(opts.lang, { hour: '2-digit', minute: '2-digit' }), [opts.lang]);
  const notices = useNotices(t);
  const { modal, open, close, confirm } = useModal();
  const page = usePageEditing(api, ref, time, notices);
  const { autosave, latest, zones, setZones } = page;
  useSessionExpiry(expired, autosave, t, notices.setAlert);
  useInitialLoad(page, ref, t, opts.lang, notices, confirm);
  useLeaveWarning(autosave, page.conflict);
  const actions = usePageActions({ api, ref, t, opts, page, notices, confirm, closeModal: close });

  return (
    <>
      <Toolbar
        t={t}
        page={page.page}
        meta={page.meta}
        hasDraft={page.hasDraft}
        saveState={page.saveState}
        savedAt={page.savedAt}
        time={time}
        busy={notices.busy}
        alert={notices.alert}
        info={notices.info}
        onSave={actions.save}
        onPublish={actions.publish}
        onDiscard={actions.discard}
        onOpen={(kind) => open({ kind })}
        onLogout={actions.logout}
      />

      {page.page
        ? hosts.map((h) =>
            createPortal(
              <ZoneView
                key={`${h.zone}-${page.revision}`}
                zone={h.zone}
                host={h.host}
                sections={zones[h.zone] ?? []}
                previews={h.previews}
                t={t}
                editing={page.editing}
                setEditing={page.setEditing}
                onHtml={(id, html) => setZones(setHtml(latest.current.zones, h.zone, id, html))}
                onAdd={() => {
                  const r = addRichText(latest.current.zones, h.zone);
                  setZones(r.zones);
                  page.setEditing(r.id);
                }}
                onMove={(id, d) => setZones(moveSection(latest.current.zones, h.zone, id, d))}
                onRemove={(id, n) =>
                  confirm({
                    title: t.remove(n),
                    text: t.removeConfirm(n),
                    confirmLabel: t.removeShort,
                    danger: true,
                    onConfirm: () => {
                      setZones(removeSection(latest.current.zones, h.zone, id));
                      close();
                    },
                  })
                }
                onDates={(id, n) => open({ kind: 'dates', zone: h.zone, id, n })}
                onLink={(editor) => open({ kind: 'link', editor })}
                onImage={(editor) => open({ kind: 'image', editor })}
              />,
              h.host,
              `${h.zone}-${page.revision}`,
            ),
          )
        : null}

      <CurrentDialog
        modal={modal}
        close={close}
        t={t}
        opts={opts}
        api={api}
        pageRef={ref}
        page={page.page}
        zones={zones}
        meta={page.meta}
        onDates={(zone, id, ranges) => setZones(setDateRanges(latest.current.zones, zone, id, ranges))}
        onSettings={page.setMeta}
        restore={actions.restore}
      />
      {page.conflict ? (
        <ConflictDialog t={t} conflict={page.conflict} onReload={actions.reloadTheirs} onKeepMine={actions.keepMine} />
      ) : null}
    </>
  );
}
