import type { DraftPage, PageMeta } from '@schuss/contracts';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
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

/** Arrow keys move along the toolbar (Tab still reaches every button); the open menu has its own keys. */
function onToolbarKey(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled):not([role=menuitem])')];
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
  // Publish stands out only when visitors would see something new: a draft, edits not saved yet, or a page never published.
  const toPublish = page !== null && (hasDraft || page.publishedVersion == null || saveState === 'dirty' || saveState === 'saving');
  const disabled = !page || busy !== null;
  const id = useId();
  // The phone's bar shows the page's status and opens the buttons on demand (CSS hides the toggle on wider screens).
  const [open, setOpen] = useState(false);
  const [menu, setMenu] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);
  const closeMenu = (focus: boolean) => {
    setMenu(false);
    if (focus) moreRef.current?.focus();
  };
  const item = (label: string, run: () => void, off = disabled) => (
    <button
      type="button"
      role="menuitem"
      disabled={off}
      onClick={() => {
        closeMenu(false);
        run();
      }}
    >
      {label}
    </button>
  );
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role=menuitem]:not(:disabled)')];
    const i = items.indexOf(e.target as HTMLButtonElement);
    const go = (j: number) => {
      e.preventDefault();
      e.stopPropagation();
      items[(j + items.length) % items.length]?.focus();
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      closeMenu(true);
    } else if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(-1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') e.stopPropagation();
    else if (e.key === 'Tab') setMenu(false);
  };

  return (
    <section className={`bar${open ? ' open' : ''}`} aria-label={t.toolbar} aria-busy={busy !== null}>
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
      <button type="button" className="toggle" aria-expanded={open} aria-controls={`${id}-tools`} onClick={() => setOpen(!open)}>
        {t.toolbarOpen}
      </button>
      <div id={`${id}-tools`} role="toolbar" aria-label={t.toolbar} onKeyDown={onToolbarKey}>
        <button type="button" onClick={p.onSave} disabled={disabled || saveState === 'saved'}>
          {t.save}
        </button>
        <button type="button" className={toPublish ? 'primary' : undefined} onClick={p.onPublish} disabled={disabled}>
          {t.publish}
        </button>
        <button type="button" onClick={p.onDiscard} disabled={disabled || !hasDraft}>
          {t.discard}
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the button and its menu closes the menu */}
        <div
          className="more"
          onBlur={(e) => {
            // Focus leaving the menu and its button closes it (a click elsewhere, Tab away).
            if (menu && !e.currentTarget.contains(e.relatedTarget as Node | null)) setMenu(false);
          }}
        >
          <button
            ref={moreRef}
            type="button"
            aria-haspopup="menu"
            aria-expanded={menu}
            aria-controls={menu ? `${id}-more` : undefined}
            onClick={() => {
              setMenu(!menu);
              // The first item takes the focus, as in a menu.
              if (!menu)
                requestAnimationFrame(() =>
                  moreRef.current?.parentElement?.querySelector<HTMLButtonElement>('[role=menuitem]:not(:disabled)')?.focus(),
                );
            }}
          >
            {t.more}
          </button>
          {menu ? (
            <div id={`${id}-more`} role="menu" aria-label={t.more} onKeyDown={onMenuKey}>
              {item(t.settings, () => p.onOpen('settings'))}
              {item(t.history, () => p.onOpen('history'))}
              {item(t.newPage, () => p.onOpen('newPage'))}
              {item(t.menus, () => p.onOpen('menus'))}
              {item(t.logout, p.onLogout, false)}
            </div>
          ) : null}
        </div>
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
