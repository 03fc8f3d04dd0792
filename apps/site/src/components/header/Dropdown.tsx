'use client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useEarlyClick } from './use-early-click';
import { useRouteChange } from './use-route-change';

type Props = {
  /** Id of the list the button controls. */
  id: string;
  /** Accessible name of the button (when its content is not enough, e.g. an icon). */
  label?: string;
  /** Visible content of the button. */
  button: ReactNode;
  className?: string;
  /** Called when the list opens (e.g. to refresh what it shows). */
  onOpen?: () => void;
  children: ReactNode;
};

/**
 * A small disclosure menu (the language list, the account list): the button opens and closes
 * the list; an outside click, Escape or a route change closes it (docs/spec.md §4 "Language list").
 */
export function Dropdown({ id, label, button, className, onOpen, children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useRouteChange(() => setOpen(false));
  // A click before hydration opens the list once the page is hydrated.
  useEarlyClick(
    (key) => key === id,
    () => {
      onOpen?.();
      setOpen(true);
    },
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = root.current?.contains(document.activeElement);
      setOpen(false);
      if (focusInside) trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={className ? `hd-dropdown ${className}` : 'hd-dropdown'} ref={root}>
      <button
        ref={trigger}
        type="button"
        className="hd-shortcut hd-dropdown-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        data-early-click={id}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {button}
      </button>
      <div id={id} className="hd-dropdown-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
