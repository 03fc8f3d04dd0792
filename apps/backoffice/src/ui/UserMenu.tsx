import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../api/session';
import { useI18n } from '../i18n';

/**
 * The account's menu in the header: a disclosure button (its name says whose account; the name shown is part of it)
 * that opens a small panel with the e-mail, the role and "Log out". Escape closes it and gives the focus back to the
 * button; a click elsewhere closes it. A button and a panel, without a menu library: it is on every screen's first load.
 */
export function UserMenu() {
  const { auth, logout } = useAuth();
  const { m } = useI18n();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (auth.status !== 'in') return null;
  const { user, role } = auth.session;
  return (
    <div className="user-menu">
      <button
        ref={button}
        type="button"
        className="button ghost user-trigger"
        aria-label={m.userMenu(user.name)}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <svg className="avatar" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="12" />
          <circle cx="12" cy="9.5" r="4" fill="#0f2a4a" />
          <path d="M4.5 19.5c1.6-3 4.4-4.5 7.5-4.5s5.9 1.5 7.5 4.5" fill="#0f2a4a" />
        </svg>
        <span className="user-name">{user.name}</span>
      </button>
      <div id={id} ref={panel} className="menu user-panel" hidden={!open}>
        <p className="menu-label">
          {user.email} · {m.role(role)}
        </p>
        <hr className="menu-separator" />
        <button type="button" className="menu-item" onClick={() => void logout()}>
          {m.logout}
        </button>
      </div>
    </div>
  );
}
