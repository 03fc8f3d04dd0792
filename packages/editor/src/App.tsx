import type { CmsMountOptions } from '@schuss/contracts';
import { useCallback, useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { EditingApi } from './api';
import { CurrentDialog } from './CurrentDialog';
import { ConflictDialog } from './dialogs/ConflictDialog';
import { withButtonLink } from './fields';
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
import { addRichText, moveSection, removeSection, setDateRanges, setHtml, updateSection } from './zones';

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
  const session = usePageEditing(api, ref, time, notices);
  const { autosave, latest, zones, setZones } = session;
  useSessionExpiry(expired, autosave, t, notices.setAlert);
  useInitialLoad(session, ref, t, opts.lang, notices, confirm);
  useLeaveWarning(autosave, session.conflict);
  const actions = usePageActions({ api, ref, t, opts, session, notices, confirm, closeModal: close });

  return (
    <>
      <Toolbar
        t={t}
        page={session.page}
        meta={session.meta}
        hasDraft={session.hasDraft}
        saveState={session.saveState}
        savedAt={session.savedAt}
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

      {session.page
        ? hosts.map((h) =>
            createPortal(
              <ZoneView
                key={`${h.zone}-${session.revision}`}
                zone={h.zone}
                host={h.host}
                sections={zones[h.zone] ?? []}
                previews={h.previews}
                t={t}
                editing={session.editing}
                setEditing={session.setEditing}
                onHtml={(id, html) => setZones(setHtml(latest.current.zones, h.zone, id, html))}
                onAdd={() => {
                  const r = addRichText(latest.current.zones, h.zone);
                  setZones(r.zones);
                  session.setEditing(r.id);
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
                onSection={(id, next) => setZones(updateSection(latest.current.zones, h.zone, id, () => next))}
                onButtonLink={(id) => {
                  const s = (latest.current.zones[h.zone] ?? []).find((x) => x.id === id);
                  if (s?.type !== 'hero' || !s.props.cta) return;
                  open({
                    kind: 'propLink',
                    href: s.props.cta.path,
                    apply: (href) => setZones(updateSection(latest.current.zones, h.zone, id, (x) => withButtonLink(x, href))),
                  });
                }}
              />,
              h.host,
              `${h.zone}-${session.revision}`,
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
        page={session.page}
        zones={zones}
        meta={session.meta}
        onDates={(zone, id, ranges) => setZones(setDateRanges(latest.current.zones, zone, id, ranges))}
        onSettings={session.setMeta}
        restore={actions.restore}
      />
      {session.conflict ? (
        <ConflictDialog t={t} conflict={session.conflict} onReload={actions.reloadTheirs} onKeepMine={actions.keepMine} />
      ) : null}
    </>
  );
}
