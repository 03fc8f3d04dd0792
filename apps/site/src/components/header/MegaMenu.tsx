'use client';
import type { MenuItem } from '@schuss/contracts';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SmartLink } from '../SmartLink';
import { DESKTOP_MEDIA } from './constants';
import { ChevronIcon, MenuIcon } from './icons';
import { moveIndex, toggleSection } from './nav-keys';
import { useEarlyClick } from './use-early-click';
import { useRouteChange } from './use-route-change';

type Props = {
  items: MenuItem[];
  /** Path prefix of the language (`/en`). */
  base: string;
  /** Path of the current page, to mark the current section and link. */
  currentPath?: string;
  /** Accessible name of the navigation. */
  label: string;
  /** Text of the mobile menu button. */
  menuLabel: string;
  /** List items after the sections (the shortcuts a phone's bar has no room for), rendered on the server. */
  extra?: ReactNode;
};

const LIST_ID = 'hd-nav-list';
const panelId = (name: string) => `hd-mega-${name}`;
const isCurrentSection = (item: MenuItem, path?: string) =>
  !!path && item.path !== '/' && (path === item.path || path.startsWith(item.path) || !!item.subs?.some((s) => s.path === path));

/**
 * The main navigation (docs/spec.md §2, §4): a mega-menu where one section is open at a time (clicking
 * the open one again closes it), following the disclosure pattern — buttons with aria-expanded
 * controlling panels of links. Below 992 px the list is the mobile menu behind a "Menu" button;
 * while it is open the page behind does not scroll. Everything closes on a route change, an
 * outside click or Escape (which returns focus to the button that opened it).
 *
 * Keys: Tab/Enter/Space as usual; ArrowLeft/ArrowRight/Home/End move between the top items;
 * ArrowDown on a section opens it and moves into its panel; ArrowUp/ArrowDown move in the panel.
 */
export function MegaMenu({ items, base, currentPath, label, menuLabel, extra }: Props) {
  const [selected, setSelected] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useRouteChange(() => {
    setSelected(null);
    setMobileOpen(false);
  });

  const topItems = () => Array.from(nav.current?.querySelectorAll<HTMLElement>('[data-nav-top]') ?? []);
  const trigger = (name: string) => topItems().find((el) => el.dataset.navTop === name);
  const panelLinks = (name: string) => Array.from(document.getElementById(panelId(name))?.querySelectorAll<HTMLElement>('a[href]') ?? []);

  // Body scroll lock while the mobile menu is open (restored as it was when it closes).
  useEffect(() => {
    if (!mobileOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const desktop = window.matchMedia(DESKTOP_MEDIA);
    const onResize = () => {
      if (desktop.matches) setMobileOpen(false);
    };
    desktop.addEventListener('change', onResize);
    return () => {
      document.body.style.overflow = previous;
      desktop.removeEventListener('change', onResize);
    };
  }, [mobileOpen]);

  // Outside click, Escape, and a click on a link to the current page close the menu.
  useEffect(() => {
    if (!selected && !mobileOpen) return;
    const close = () => {
      setSelected(null);
      setMobileOpen(false);
    };
    // A dialog opened from the menu (the meeting points) sits outside it: using or closing it leaves the menu open.
    const inDialog = (event: Event) => !!(event.target as Element | null)?.closest?.('[role="dialog"], dialog');
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node) && !inDialog(event)) close();
    };
    const onClick = (event: MouseEvent) => {
      const a = (event.target as Element | null)?.closest?.('a[href]');
      if (a instanceof HTMLAnchorElement && nav.current?.contains(a) && a.pathname === window.location.pathname) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || inDialog(event)) return;
      if (selected) {
        setSelected(null);
        trigger(selected)?.focus();
      } else {
        setMobileOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  });

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, item: MenuItem) => {
    if (event.key === 'ArrowDown' && item.subs?.length) {
      event.preventDefault();
      flushSync(() => setSelected(item.name));
      panelLinks(item.name)[0]?.focus();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') return;
    const tops = topItems();
    const next = moveIndex(event.key, tops.indexOf(event.currentTarget), tops.length);
    if (next === null) return;
    event.preventDefault();
    tops[next]?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, name: string) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const links = panelLinks(name);
    const index = links.indexOf(event.currentTarget);
    event.preventDefault();
    if (event.key === 'ArrowUp' && index === 0) {
      trigger(name)?.focus();
      return;
    }
    const next = moveIndex(event.key, index, links.length, { wrap: false });
    if (next !== null) links[next]?.focus();
  };

  const link = (item: MenuItem, section: string, className?: string) => (
    <SmartLink
      href={item.path}
      base={base}
      className={className}
      aria-current={currentPath === item.path ? 'page' : undefined}
      onKeyDown={(e) => onPanelKeyDown(e, section)}
    >
      {item.title}
    </SmartLink>
  );

  // A click before hydration on the menu button or a section opens it once the page is hydrated.
  useEarlyClick(
    (key) => key === 'menu' || key.startsWith('menu:'),
    (key) => (key === 'menu' ? setMobileOpen(true) : setSelected(key.slice('menu:'.length))),
  );

  return (
    <nav aria-label={label} className="hd-nav" ref={nav} data-open={mobileOpen ? 'true' : 'false'}>
      <button
        ref={toggle}
        type="button"
        className="hd-menu-toggle"
        aria-expanded={mobileOpen}
        aria-controls={LIST_ID}
        data-early-click="menu"
        onClick={() => setMobileOpen(!mobileOpen)}
      >
        <MenuIcon open={mobileOpen} />
        <span>{menuLabel}</span>
      </button>
      <ul id={LIST_ID} className="hd-nav-list">
        {items.map((item) => {
          const active = isCurrentSection(item, currentPath) ? 'true' : undefined;
          if (!item.subs?.length) {
            return (
              <li key={item.name} className="hd-nav-item">
                <SmartLink
                  href={item.path}
                  base={base}
                  className="hd-top"
                  data-nav-top={item.name}
                  data-active={active}
                  aria-current={currentPath === item.path ? 'page' : undefined}
                  onKeyDown={(e) => onTopKeyDown(e, item)}
                >
                  {item.shortTitle ?? item.title}
                </SmartLink>
              </li>
            );
          }
          const open = selected === item.name;
          return (
            <li key={item.name} className="hd-nav-item">
              <button
                type="button"
                className="hd-top"
                data-nav-top={item.name}
                data-active={active}
                aria-expanded={open}
                aria-controls={panelId(item.name)}
                data-early-click={`menu:${item.name}`}
                onClick={() => setSelected((s) => toggleSection(s, item.name))}
                onKeyDown={(e) => onTopKeyDown(e, item)}
              >
                {item.shortTitle ?? item.title}
                <ChevronIcon />
              </button>
              <div id={panelId(item.name)} className="hd-mega" hidden={!open}>
                <div className="hd-mega-inner">
                  {link(item, item.name, 'hd-mega-title')}
                  <ul className="hd-mega-list">
                    {item.subs.map((sub) => (
                      <li key={sub.name + sub.path}>
                        {link(sub, item.name)}
                        {sub.subs?.length ? (
                          <ul>
                            {sub.subs.map((leaf) => (
                              <li key={leaf.name + leaf.path}>{link(leaf, item.name)}</li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          );
        })}
        {extra}
      </ul>
    </nav>
  );
}
