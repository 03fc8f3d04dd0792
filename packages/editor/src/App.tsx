import type { CmsMountOptions, DraftPage, PageMeta, Section, Zones } from '@schuss/contracts';
import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ApiFailure, type EditingApi } from './api';
import { Autosave, type SaveState } from './autosave';
import { clearBackup, readBackup, writeBackup } from './backup';
import {
  ConfirmDialog,
  ConflictDialog,
  DatesDialog,
  HistoryDialog,
  ImageDialog,
  LinkDialog,
  MenusDialog,
  NewPageDialog,
  SettingsDialog,
} from './dialogs';
import type { Messages } from './i18n';
import { RichTextEditor } from './RichText';
import { addRichText, isShownAt, moveSection, removeSection, setDateRanges, setHtml } from './zones';

export type MountOptions = CmsMountOptions;

/** A `[data-zone]` container of the page, where the tool renders that zone, and the server-rendered sections it hid. */
export type ZoneHost = { zone: string; host: HTMLElement; previews: Map<string, Element> };

type Modal =
  | {
      kind: 'confirm';
      title: string;
      text: string;
      confirmLabel: string;
      cancelLabel?: string;
      danger?: boolean;
      onConfirm: () => void | Promise<void>;
      onCancel?: () => void;
    }
  | { kind: 'dates'; zone: string; id: string; n: number }
  | { kind: 'settings' }
  | { kind: 'history' }
  | { kind: 'link'; editor: Editor }
  | { kind: 'image'; editor: Editor }
  | { kind: 'newPage' }
  | { kind: 'menus' };

export type Conflict = { currentVersion: number | null; who: string | null; at: string | null };

const metaOf = (p: DraftPage): PageMeta => ({
  title: p.title,
  subTitle: p.subTitle,
  shortTitle: p.shortTitle,
  seo: p.seo ?? {},
  disabled: p.disabled,
});

type Props = { opts: MountOptions; api: EditingApi; t: Messages; hosts: ZoneHost[]; expired: { current: () => void } };

export function App({ opts, api, t, hosts, expired }: Props) {
  const ref = useMemo(() => ({ site: opts.site, lang: opts.lang, path: opts.path }), [opts.site, opts.lang, opts.path]);
  const [page, setPage] = useState<DraftPage | null>(null);
  const [zones, setZonesState] = useState<Zones>({});
  const [meta, setMetaState] = useState<PageMeta | null>(null);
  const [hasDraft, setHasDraft] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [modal, setModal] = useState<Modal | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(t.loading);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [revision, setRevision] = useState(0);

  // The latest state, for saves started by timers.
  const zonesRef = useRef<Zones>({});
  const metaRef = useRef<PageMeta | null>(null);
  const baseRef = useRef<number | null>(null);
  const hasDraftRef = useRef(false);

  const time = useCallback((d: Date) => d.toLocaleTimeString(opts.lang, { hour: '2-digit', minute: '2-digit' }), [opts.lang]);

  const loadDraft = useCallback(async () => {
    const d = await api.draft(ref);
    setPage(d);
    zonesRef.current = d.zones;
    setZonesState(d.zones);
    metaRef.current = metaOf(d);
    setMetaState(metaOf(d));
    baseRef.current = d.version;
    hasDraftRef.current = d.hasDraft;
    setHasDraft(d.hasDraft);
    setEditing(null);
    setRevision((r) => r + 1);
    return d;
  }, [api, ref]);

  const fail = useCallback(
    (err: unknown) => {
      if (err instanceof ApiFailure) {
        if (err.status === 401) return; // handled by the session-expired path
        if (err.status === 0) setAlert(t.networkError);
        else setAlert(err.message);
      } else setAlert(String((err as Error)?.message ?? err));
    },
    [t],
  );

  const autosaveRef = useRef<Autosave | null>(null);
  const startConflict = useCallback(
    (currentVersion: number | null) => {
      autosaveRef.current?.pause();
      setConflict({ currentVersion, who: null, at: null });
      // Who changed it and when, from the history (best effort: the choice works without it).
      api
        .versions(ref)
        .then((h) => {
          const v = h.versions.find((x) => x.id === currentVersion) ?? h.versions[0];
          if (v) setConflict((c) => (c ? { ...c, who: v.author, at: time(new Date(v.createdAt)) } : c));
        })
        .catch(() => {});
    },
    [api, ref, time],
  );

  const save = useCallback(async () => {
    if (!metaRef.current) return;
    const zones = zonesRef.current;
    const meta = metaRef.current;
    try {
      const r = await api.save(ref, baseRef.current, zones, meta);
      baseRef.current = r.version;
      if (zonesRef.current === zones && metaRef.current === meta) clearBackup(ref);
      hasDraftRef.current = true;
      setHasDraft(true);
      setSavedAt(new Date());
      setAlert(null);
    } catch (err) {
      if (err instanceof ApiFailure && err.status === 409) startConflict(err.currentVersion ?? null);
      else fail(err);
      throw err;
    }
  }, [api, ref, startConflict, fail]);

  const autosave = useMemo(() => {
    const a = new Autosave(() => save(), setSaveState);
    autosaveRef.current = a;
    return a;
  }, [save]);

  useEffect(() => {
    expired.current = () => {
      // The session is over: nothing more can be saved, and the site reloads the page as a
      // visitor's (no "unsaved changes" prompt in the way; autosave kept the loss to seconds).
      autosave.pause();
      autosave.reset();
      setAlert(t.sessionExpired);
    };
  }, [autosave, expired, t]);

  // Once, on mount: the draft, then the unsaved edits this tab may have left on this page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the other values are stable or read once
  useEffect(() => {
    loadDraft()
      .then((d) => {
        setBusy(null);
        const b = readBackup(ref, { zones: d.zones, meta: metaOf(d) });
        if (!b) return;
        setModal({
          kind: 'confirm',
          title: t.resumeTitle,
          text: t.resumeText(new Date(b.at).toLocaleString(opts.lang, { dateStyle: 'short', timeStyle: 'short' })),
          confirmLabel: t.resume,
          cancelLabel: t.ignore,
          onConfirm: () => {
            // From the version they were made on: a page changed since gets the conflict choice on save.
            baseRef.current = b.baseVersion;
            setRevision((r) => r + 1);
            setZones(b.zones);
            setMeta(b.meta);
          },
          onCancel: () => clearBackup(ref),
        });
      })
      .catch((err) => {
        setBusy(null);
        fail(err);
      });
  }, [loadDraft, fail]);

  // Warn before leaving with unsaved changes (the browser shows its own text).
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (autosave.unsaved || conflict) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      autosave.dispose();
    };
  }, [autosave, conflict]);

  const backup = () => {
    if (metaRef.current)
      writeBackup(ref, { baseVersion: baseRef.current, zones: zonesRef.current, meta: metaRef.current, at: new Date().toISOString() });
  };
  function setZones(next: Zones) {
    zonesRef.current = next;
    setZonesState(next);
    backup();
    autosave.changed();
  }
  function setMeta(next: PageMeta) {
    metaRef.current = next;
    setMetaState(next);
    backup();
    autosave.changed();
  }

  const onSave = async () => {
    setInfo(null);
    await autosave.flush();
  };

  const onPublish = async () => {
    setInfo(null);
    await autosave.flush();
    if (conflict || autosave.state === 'error' || baseRef.current === null) return;
    if (!hasDraftRef.current) {
      setInfo(t.nothingToPublish);
      return;
    }
    setModal({
      kind: 'confirm',
      title: t.publishTitle,
      text: t.publishConfirm,
      confirmLabel: t.publish,
      onConfirm: async () => {
        setBusy(t.publishing);
        try {
          await autosave.flush();
          await api.publish(ref, baseRef.current as number);
          autosave.reset();
          clearBackup(ref);
          window.location.reload();
        } catch (err) {
          setBusy(null);
          if (err instanceof ApiFailure && err.status === 409) startConflict(err.currentVersion ?? null);
          else fail(err);
        }
      },
    });
  };

  const onDiscard = () => {
    setInfo(null);
    setModal({
      kind: 'confirm',
      title: t.discardTitle,
      text: t.discardConfirm,
      confirmLabel: t.discard,
      danger: true,
      onConfirm: async () => {
        autosave.pause();
        setBusy(t.loading);
        try {
          await autosave.flush();
          await api.discard(ref, baseRef.current);
          autosave.reset();
          clearBackup(ref);
          window.location.reload();
        } catch (err) {
          setBusy(null);
          autosave.resume();
          if (err instanceof ApiFailure && err.status === 409) startConflict(err.currentVersion ?? null);
          else fail(err);
        }
      },
    });
  };

  const onLogout = async () => {
    setBusy(t.loading);
    try {
      await autosave.flush();
    } catch {}
    autosave.reset();
    if (autosave.state === 'saved') clearBackup(ref);
    try {
      await api.logout();
    } catch {}
    opts.onLogout();
  };

  const reloadTheirs = async () => {
    setBusy(t.loading);
    try {
      autosave.reset();
      clearBackup(ref);
      await loadDraft();
      setConflict(null);
      autosave.resume();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };
  const keepMine = async () => {
    baseRef.current = conflict?.currentVersion ?? null;
    setConflict(null);
    autosave.resume();
    autosave.changed();
    await autosave.flush();
  };

  const afterRestore = async () => {
    setModal(null);
    setBusy(t.loading);
    try {
      autosave.reset();
      clearBackup(ref);
      await loadDraft();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  // Arrow keys move along the toolbar (Tab still reaches every button).
  const onToolbarKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const i = buttons.indexOf(e.target as HTMLButtonElement);
    if (i < 0) return;
    e.preventDefault();
    buttons[(i + (e.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
  };

  const status =
    saveState === 'saving'
      ? t.saving
      : saveState === 'dirty'
        ? t.unsaved
        : saveState === 'error'
          ? t.saveFailed
          : savedAt
            ? t.savedAt(time(savedAt))
            : t.upToDate;
  const published = !hasDraft && page?.publishedVersion != null;
  const disabled = !page || busy !== null;

  return (
    <>
      <section className="bar" aria-label={t.toolbar} aria-busy={busy !== null}>
        <span className="name" title={page ? `${meta?.title ?? page.title} — ${page.path}` : undefined}>
          {t.page} {meta?.title ?? page?.title ?? '…'}
        </span>
        {page ? (
          <span className={`badge${published ? ' published' : ''}`}>
            {hasDraft ? t.statusDraft : page.publishedVersion != null ? t.statusPublished : t.statusUnpublished}
          </span>
        ) : null}
        <span className="status" role="status">
          {busy ? (
            <>
              <span className="spinner" aria-hidden="true" />
              {busy}
            </>
          ) : (
            status
          )}
        </span>
        <div role="toolbar" aria-label={t.toolbar} onKeyDown={onToolbarKey}>
          <button type="button" onClick={onSave} disabled={disabled || saveState === 'saved'}>
            {t.save}
          </button>
          <button type="button" className="primary" onClick={onPublish} disabled={disabled}>
            {t.publish}
          </button>
          <button type="button" onClick={onDiscard} disabled={disabled || !hasDraft}>
            {t.discard}
          </button>
          <button type="button" onClick={() => setModal({ kind: 'settings' })} disabled={disabled}>
            {t.settings}
          </button>
          <button type="button" onClick={() => setModal({ kind: 'history' })} disabled={disabled}>
            {t.history}
          </button>
          <button type="button" onClick={() => setModal({ kind: 'newPage' })} disabled={disabled}>
            {t.newPage}
          </button>
          <button type="button" onClick={() => setModal({ kind: 'menus' })} disabled={disabled}>
            {t.menus}
          </button>
          <button type="button" onClick={onLogout}>
            {t.logout}
          </button>
        </div>
        {alert ? (
          <p className="alert" role="alert">
            {alert}
          </p>
        ) : null}
        {info ? (
          <p className="alert" role="alert" style={{ background: '#e3f4ea', color: '#1b4d2e' }}>
            {info}
          </p>
        ) : null}
      </section>

      {page
        ? hosts.map((h) =>
            createPortal(
              <ZoneView
                key={`${h.zone}-${revision}`}
                zone={h.zone}
                host={h.host}
                sections={zones[h.zone] ?? []}
                previews={h.previews}
                t={t}
                editing={editing}
                setEditing={setEditing}
                onHtml={(id, html) => setZones(setHtml(zonesRef.current, h.zone, id, html))}
                onAdd={() => {
                  const r = addRichText(zonesRef.current, h.zone);
                  setZones(r.zones);
                  setEditing(r.id);
                }}
                onMove={(id, d) => setZones(moveSection(zonesRef.current, h.zone, id, d))}
                onRemove={(id, n) =>
                  setModal({
                    kind: 'confirm',
                    title: t.remove(n),
                    text: t.removeConfirm(n),
                    confirmLabel: t.removeShort,
                    danger: true,
                    onConfirm: () => {
                      setZones(removeSection(zonesRef.current, h.zone, id));
                      setModal(null);
                    },
                  })
                }
                onDates={(id, n) => setModal({ kind: 'dates', zone: h.zone, id, n })}
                onLink={(editor) => setModal({ kind: 'link', editor })}
                onImage={(editor) => setModal({ kind: 'image', editor })}
              />,
              h.host,
              `${h.zone}-${revision}`,
            ),
          )
        : null}

      {modal?.kind === 'confirm' ? (
        <ConfirmDialog
          t={t}
          title={modal.title}
          text={modal.text}
          confirmLabel={modal.confirmLabel}
          cancelLabel={modal.cancelLabel}
          danger={modal.danger}
          onConfirm={async () => {
            const m = modal;
            setModal(null);
            await m.onConfirm();
          }}
          onClose={() => {
            modal.onCancel?.();
            setModal(null);
          }}
        />
      ) : null}
      {modal?.kind === 'dates' ? (
        <DatesDialog
          t={t}
          n={modal.n}
          section={(zones[modal.zone] ?? []).find((s) => s.id === modal.id)}
          onApply={(ranges) => {
            setZones(setDateRanges(zonesRef.current, modal.zone, modal.id, ranges));
            setModal(null);
          }}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'settings' && meta ? (
        <SettingsDialog
          t={t}
          meta={meta}
          onApply={(m) => {
            setMeta(m);
            setModal(null);
          }}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'history' ? (
        <HistoryDialog
          t={t}
          lang={opts.lang}
          load={() => api.versions(ref)}
          restore={async (versionId) => {
            await autosave.flush();
            await api.restore(ref, versionId, baseRef.current);
            await afterRestore();
          }}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'link' ? (
        <LinkDialog t={t} editor={modal.editor} loadPages={() => api.pages(opts.site, opts.lang)} onClose={() => setModal(null)} />
      ) : null}
      {modal?.kind === 'image' ? (
        <ImageDialog
          t={t}
          editor={modal.editor}
          loadMedia={() => api.media(opts.site)}
          upload={(file) => api.upload(opts.site, file)}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'newPage' && page ? (
        <NewPageDialog
          t={t}
          page={page}
          langs={opts.langs}
          create={(req) => api.createPage(req)}
          domains={async () => (await api.site(opts.site)).config.domains}
          siteUrl={opts.siteUrl}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'menus' ? (
        <MenusDialog
          t={t}
          lang={opts.lang}
          load={() => api.menu(opts.site, opts.lang)}
          loadPages={() => api.pages(opts.site, opts.lang)}
          save={(main, base) => api.saveMenu(opts.site, opts.lang, main, base)}
          onClose={() => setModal(null)}
        />
      ) : null}
      {conflict ? <ConflictDialog t={t} conflict={conflict} onReload={reloadTheirs} onKeepMine={keepMine} /> : null}
    </>
  );
}

type ZoneProps = {
  zone: string;
  host: HTMLElement;
  sections: Section[];
  previews: Map<string, Element>;
  t: Messages;
  editing: string | null;
  setEditing: (id: string | null) => void;
  onHtml: (id: string, html: string) => void;
  onAdd: () => void;
  onMove: (id: string, delta: -1 | 1) => void;
  onRemove: (id: string, n: number) => void;
  onDates: (id: string, n: number) => void;
  onLink: (editor: Editor) => void;
  onImage: (editor: Editor) => void;
};

/** One zone of the page: every section of the draft (date ranges not applied), with its controls. */
function ZoneView(p: ZoneProps) {
  const { t } = p;
  const now = new Date();
  // Leaving the text (Done or Escape) puts the focus back on it, where Enter edits it again.
  const done = (id: string) => {
    p.setEditing(null);
    requestAnimationFrame(() => p.host.querySelector<HTMLElement>(`[data-scms-text="${CSS.escape(id)}"]`)?.focus());
  };
  return (
    <div className="scms-zone">
      {p.sections.map((s, i) => {
        const n = i + 1;
        const type = t.types[s.type] ?? s.type;
        const ranged = (s.dateRanges?.length ?? 0) > 0;
        const isEditing = p.editing === s.id && s.type === 'richText';
        return (
          <div key={s.id} className={`scms-section${isEditing ? ' scms-editing' : ''}`} data-section-id={s.id} data-section-type={s.type}>
            {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would pick up the site's form styles */}
            <div className="scms-bar" role="group" aria-label={t.sectionLabel(n, type)}>
              <span className="scms-type">{t.sectionLabel(n, type)}</span>
              {ranged ? (
                <span className="scms-note">{isShownAt(s.dateRanges, now) ? t.shownIn(s.dateRanges!.length) : t.hiddenNow}</span>
              ) : null}
              {s.type === 'richText' && !isEditing ? (
                <button type="button" className="scms-btn" aria-label={t.editText(n)} onClick={() => p.setEditing(s.id)}>
                  {t.editShort}
                </button>
              ) : null}
              <button type="button" className="scms-btn" aria-label={t.moveUp(n)} disabled={i === 0} onClick={() => p.onMove(s.id, -1)}>
                ↑
              </button>
              <button
                type="button"
                className="scms-btn"
                aria-label={t.moveDown(n)}
                disabled={i === p.sections.length - 1}
                onClick={() => p.onMove(s.id, 1)}
              >
                ↓
              </button>
              <button type="button" className="scms-btn" aria-label={t.dates(n)} onClick={() => p.onDates(s.id, n)}>
                {t.datesShort}
              </button>
              <button type="button" className="scms-btn scms-danger" aria-label={t.remove(n)} onClick={() => p.onRemove(s.id, n)}>
                {t.removeShort}
              </button>
            </div>
            {s.type === 'richText' ? (
              isEditing ? (
                <section className="section section-richText">
                  <RichTextEditor
                    html={s.html}
                    label={t.textOf(n)}
                    t={t}
                    onChange={(html) => p.onHtml(s.id, html)}
                    onDone={() => done(s.id)}
                    onLink={p.onLink}
                    onImage={p.onImage}
                  />
                </section>
              ) : (
                <section className="section section-richText">
                  {/* Click or Enter edits in place; links inside do not navigate away while editing. */}
                  {/* biome-ignore lint/a11y/noStaticElementInteractions: a shortcut; the "Edit text" button is the accessible way */}
                  <div
                    data-scms-text={s.id}
                    className="rich-text scms-text"
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that Enter edits it (the issue asks for it); the content keeps its semantics
                    tabIndex={0}
                    onClick={(e) => {
                      e.preventDefault();
                      // Spec §2: a page link clicked in editor mode loads the page in full; the
                      // "Edit text" button or a click on the text itself edits it.
                      if (!followLink(e.nativeEvent)) p.setEditing(s.id);
                    }}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && e.target === e.currentTarget) {
                        e.preventDefault();
                        p.setEditing(s.id);
                      }
                    }}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: the draft's HTML, sanitised by the platform on save
                    dangerouslySetInnerHTML={{ __html: s.html }}
                  />
                </section>
              )
            ) : (
              <Preview element={p.previews.get(s.id)} label={`${type} — ${t.notEditable}`} />
            )}
          </div>
        );
      })}
      <button type="button" className="scms-btn scms-add" onClick={p.onAdd}>
        + {p.t.addText(p.zone)}
      </button>
    </div>
  );
}

/** A structured section as the site rendered it (a copy, inert), or its type when the page did not show it. */
/**
 * Follows the link under a click with a full page load (the tool mounts again on the new page) and
 * says whether it did. Modified clicks, downloads and non-http links are left to the browser's
 * default only where harmless; same-page anchors are not followed.
 */
export function followLink(e: MouseEvent): boolean {
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a) return false;
  const url = new URL(a.href, window.location.href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === window.location.origin && url.pathname === window.location.pathname && url.hash) return false;
  if (a.target === '_blank' || e.ctrlKey || e.metaKey || e.shiftKey) window.open(url.href, '_blank', 'noopener');
  else window.location.assign(url.href);
  return true;
}

function Preview({ element, label }: { element?: Element; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current || !element) return;
    const copy = element.cloneNode(true) as HTMLElement;
    // The original is hidden by the tool (inline display) and maybe by its dates (`hidden`): the copy is not.
    copy.hidden = false;
    copy.style.removeProperty('display');
    copy.removeAttribute('id');
    copy.removeAttribute('data-section-id');
    for (const el of copy.querySelectorAll('[id]')) el.removeAttribute('id');
    // A copy for the eye only: out of the tab order (the original stays the page's content), but its
    // page links still lead to their pages (full load, spec §2).
    for (const el of copy.querySelectorAll('a, button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
    box.current.replaceChildren(copy);
  }, [element]);
  return (
    <div className="scms-card">
      {element ? null : <p>{label}</p>}
      <div
        ref={box}
        className="scms-preview"
        aria-hidden="true"
        onClick={(e) => {
          e.preventDefault();
          followLink(e.nativeEvent);
        }}
      />
    </div>
  );
}
