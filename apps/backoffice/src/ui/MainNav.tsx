import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useI18n } from '../i18n';
import { Link } from '../router';

export type NavItem = { to: string; label: string; current: boolean };

/**
 * How many items fit in `available` pixels, in order: all when they do, else as many as leave room for the
 * "More" button. Widths are rounded up, so that a fraction of a pixel never cuts the last one.
 */
export function fitCount(widths: number[], available: number, more: number, gap: number): number {
  const sizes = widths.map((w) => Math.ceil(w));
  const all = sizes.reduce((n, w) => n + w, 0) + gap * Math.max(0, sizes.length - 1);
  if (all <= available) return sizes.length;
  let used = Math.ceil(more);
  let fit = 0;
  while (fit < sizes.length && used + gap + (sizes[fit] as number) <= available) {
    used += gap + (sizes[fit] as number);
    fit++;
  }
  return fit;
}

const links = (panel: HTMLElement | null) => Array.from(panel?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

/**
 * The back office's main navigation: the items that fit in the header's width, the others in a "More" menu
 * (a disclosure button: Enter or Space opens it, the arrow keys and Tab move through its links, Escape
 * closes it and gives the focus back to the button). The width is measured (ResizeObserver) against every
 * item's own width, measured in a hidden copy, so nothing is ever cut, at any width or in either language.
 * The current page keeps `aria-current` where it is, in the bar or in the menu (whose button then shows it).
 */
export function MainNav({ items }: { items: NavItem[] }) {
  const { m } = useI18n();
  const nav = useRef<HTMLElement>(null);
  const measures = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const id = useId();
  const [shown, setShown] = useState(items.length);
  const [open, setOpen] = useState(false);

  const measure = useCallback(() => {
    const box = measures.current;
    if (!nav.current || !box) return;
    const widthOf = (el: Element | null) => el?.getBoundingClientRect().width ?? 0;
    const widths = Array.from(box.querySelectorAll('[data-measure="item"]')).map(widthOf);
    const gap = Number.parseFloat(getComputedStyle(box).columnGap) || 0;
    setShown(fitCount(widths, widthOf(nav.current), widthOf(box.querySelector('[data-measure="more"]')), gap));
  }, []);

  // Before the first paint, and again whenever the header's width or the items' widths change (a font loaded).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change the widths to measure
  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    if (nav.current) observer.observe(nav.current);
    if (measures.current) observer.observe(measures.current);
    return () => observer.disconnect();
  }, [measure, items.map((i) => i.label).join('|')]);

  const rest = items.slice(shown);
  const hasMore = rest.length > 0;
  useEffect(() => {
    if (!hasMore) setOpen(false);
  }, [hasMore]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
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

  const focusLink = (at: 'first' | 'last' | number) => {
    const all = links(panel.current);
    const i = at === 'first' ? 0 : at === 'last' ? all.length - 1 : (at + all.length) % all.length;
    all[i]?.focus();
  };
  // The arrow keys open the menu from its button, and move from link to link inside it (Home, End too).
  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    // Shown at once, so that its first (or last) link can take the focus.
    flushSync(() => setOpen(true));
    focusLink(e.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onPanelKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const at = links(panel.current).indexOf(document.activeElement as HTMLAnchorElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 'first', End: 'last' }[e.key] as number | 'first' | 'last' | undefined;
    if (to === undefined) return;
    e.preventDefault();
    focusLink(to);
  };
  // Tab out of the menu (past its last link, or back before its button) closes it.
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  const currentInMenu = rest.some((i) => i.current);
  return (
    <nav aria-label={m.navLabel} className="main-nav" ref={nav}>
      <ul>
        {items.slice(0, shown).map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="nav-link" aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
        {hasMore && (
          <li className="nav-more" onBlur={onBlur}>
            <button
              ref={button}
              type="button"
              className={`nav-link nav-more-button${currentInMenu ? ' current' : ''}`}
              aria-expanded={open}
              aria-controls={id}
              onClick={() => setOpen((o) => !o)}
              onKeyDown={onButtonKey}
            >
              {m.navMore}
              <span aria-hidden="true" className="nav-more-caret">
                ▾
              </span>
            </button>
            <ul id={id} ref={panel} className="menu nav-more-panel" hidden={!open} onKeyDown={onPanelKey}>
              {rest.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="menu-item" aria-current={item.current ? 'page' : undefined} onClick={() => setOpen(false)}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
      {/* Every item's width (the current one in bold, as shown) and the button's (in bold: the widest), out of sight and of the accessibility tree. */}
      <div className="nav-measure" ref={measures} aria-hidden="true">
        {items.map((item) => (
          <span key={item.to} className={`nav-link${item.current ? ' current' : ''}`} data-measure="item">
            {item.label}
          </span>
        ))}
        <span className="nav-link current" data-measure="more">
          {m.navMore}
          <span className="nav-more-caret">▾</span>
        </span>
      </div>
    </nav>
  );
}
