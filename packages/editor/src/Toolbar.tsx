import type { DraftPage, PageMeta } from '@schuss/contracts';
import type { KeyboardEvent } from 'react';
import type { SaveState } from './autosave';
import type { Messages } from './i18n';

/** The dialogs the toolbar opens. */
type ToolbarDialog = 'settings' | 'history' | 'newPage' | 'menus';

type Props = {
  t: Messages;
  page: DraftPage | null;
  meta: PageMeta | null;
  hasDraft: boolean;
  saveState: SaveState;
  savedAt: Date | null;
  time: (d: Date) => string;
  busy: string | null;
  alert: string | null;
  info: string | null;
  onSave: () => void;
  onPublish: () => void;
  onDiscard: () => void;
  onOpen: (dialog: ToolbarDialog) => void;
  onLogout: () => void;
};

/** Arrow keys move along the toolbar (Tab still reaches every button). */
function onToolbarKey(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const i = buttons.indexOf(e.target as HTMLButtonElement);
  if (i < 0) return;
  e.preventDefault();
  buttons[(i + (e.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
}

/** The bar at the bottom of the page: the page, its status, the save state, the tool's buttons and messages. */
export function Toolbar(p: Props) {
  const { t, page, meta, hasDraft, saveState, savedAt, busy, alert, info } = p;
  const status =
    saveState === 'saving'
      ? t.saving
      : saveState === 'dirty'
        ? t.unsaved
        : saveState === 'error'
          ? t.saveFailed
          : savedAt
            ? t.savedAt(p.time(savedAt))
            : t.upToDate;
  const published = !hasDraft && page?.publishedVersion != null;
  const disabled = !page || busy !== null;

  return (
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
        <button type="button" onClick={p.onSave} disabled={disabled || saveState === 'saved'}>
          {t.save}
        </button>
        <button type="button" className="primary" onClick={p.onPublish} disabled={disabled}>
          {t.publish}
        </button>
        <button type="button" onClick={p.onDiscard} disabled={disabled || !hasDraft}>
          {t.discard}
        </button>
        <button type="button" onClick={() => p.onOpen('settings')} disabled={disabled}>
          {t.settings}
        </button>
        <button type="button" onClick={() => p.onOpen('history')} disabled={disabled}>
          {t.history}
        </button>
        <button type="button" onClick={() => p.onOpen('newPage')} disabled={disabled}>
          {t.newPage}
        </button>
        <button type="button" onClick={() => p.onOpen('menus')} disabled={disabled}>
          {t.menus}
        </button>
        <button type="button" onClick={p.onLogout}>
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
  );
}
