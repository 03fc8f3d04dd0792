'use client';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SearchIcon } from '../header/icons';
import { useEarlyClick } from '../header/use-early-click';
import { useRouteChange } from '../header/use-route-change';
import { isSearchShortcut } from './search-logic';

const loadPanel = () => import('./SearchPanel');
// The bar itself is loaded on first use: only this button is in the page's first-load JavaScript.
const SearchPanel = dynamic(loadPanel, { ssr: false });

const SEARCH_PANEL_ID = 'hd-search';

/**
 * The search button of the navigation (docs/spec.md §2, §4 "Search panel: open or closed"): opens and
 * closes the search bar; Ctrl+K / Cmd+K opens it and focuses its field from anywhere on the page.
 * The bar closes on a route change.
 */
export function SearchButton({ lang, label }: { lang: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  useRouteChange(() => setOpen(false));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
      setFocusRequest((n) => n + 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  // A click before hydration opens the panel once the page is hydrated.
  useEarlyClick(
    (key) => key === 'search',
    () => {
      setFocusRequest((n) => n + 1);
      setOpen(true);
    },
  );

  return (
    <>
      <button
        ref={button}
        type="button"
        className="hd-shortcut hd-search-toggle"
        data-early-click="search"
        aria-expanded={open}
        aria-controls={SEARCH_PANEL_ID}
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          if (!open) setFocusRequest((n) => n + 1);
          setOpen(!open);
        }}
      >
        <SearchIcon />
        <span className="hd-shortcut-text">{label}</span>
      </button>
      <div id={SEARCH_PANEL_ID} className="hd-search" hidden={!open}>
        {open ? <SearchPanel lang={lang} focusRequest={focusRequest} onClose={close} /> : null}
      </div>
    </>
  );
}
