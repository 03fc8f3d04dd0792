// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { renderInApp } from '../test-fixtures';
import { fitCount, MainNav, type NavItem } from './MainNav';

const ITEMS: NavItem[] = [
  { to: '/', label: 'Dashboard', current: false },
  { to: '/orders', label: 'Orders', current: false },
  { to: '/rosters', label: 'Rosters', current: false },
  { to: '/reports', label: 'Reports', current: false },
  { to: '/offers', label: 'Promo codes and gift vouchers', current: true },
  { to: '/activity', label: 'Activity', current: false },
];

// happy-dom lays nothing out: each item measures 100 px, the "More" button 60, the bar `width` (a ResizeObserver tells of changes).
let width = 1000;
let resized: (() => void) | undefined;
beforeEach(() => {
  width = 1000;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const w = this.classList.contains('main-nav')
      ? width
      : this.dataset.measure === 'item'
        ? 100
        : this.dataset.measure === 'more'
          ? 60
          : 0;
    return { width: w, height: 44, x: 0, y: 0, top: 0, left: 0, right: w, bottom: 44, toJSON: () => ({}) } as DOMRect;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const bar = () => screen.getByRole('navigation', { name: en.navLabel });
const more = () => within(bar()).getByRole('button', { name: en.navMore });

describe('the main navigation', () => {
  it('shows every item when they fit, with no "More" button', () => {
    renderInApp(<MainNav items={ITEMS} />);
    expect(
      within(bar())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(ITEMS.map((i) => i.label));
    expect(within(bar()).queryByRole('button')).toBeNull();
    expect(within(bar()).getByRole('link', { name: 'Promo codes and gift vouchers' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts what does not fit in a "More" menu, the current page marked there, and follows the width', async () => {
    width = 400; // 3 items (300 px + gaps of 0) and the button (60 px)
    renderInApp(<MainNav items={ITEMS} />);
    expect(
      within(bar())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Rosters']);
    expect(more().getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(more());
    expect(more().getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(more().getAttribute('aria-controls') as string) as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Reports', 'Promo codes and gift vouchers', 'Activity']);
    expect(within(menu).getByRole('link', { name: 'Promo codes and gift vouchers' }).getAttribute('aria-current')).toBe('page');
    expect(more().className).toContain('current');

    // Wider: everything fits again, the menu is gone.
    width = 700;
    act(() => resized?.());
    expect(within(bar()).getAllByRole('link')).toHaveLength(ITEMS.length);
    expect(within(bar()).queryByRole('button')).toBeNull();
    // Narrower: two items left in the bar.
    width = 270;
    act(() => resized?.());
    expect(
      within(bar())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Orders']);
  });

  it('works with the keyboard: Enter and Space open, arrows and Tab move, Escape closes and gives the focus back', async () => {
    width = 400;
    renderInApp(<MainNav items={ITEMS} />);
    more().focus();
    await userEvent.keyboard('{Enter}');
    expect(more().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(more().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more());

    await userEvent.keyboard(' ');
    expect(more().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe('Reports');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Promo codes and gift vouchers');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Reports');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Activity');
    await userEvent.keyboard('{Escape}');
    expect(more().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more());

    // The arrow keys open it from its button too, on its first link.
    await userEvent.keyboard('{ArrowDown}');
    expect(more().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Reports');
    // Tab past its last link closes it.
    await userEvent.keyboard('{End}{Tab}');
    expect(more().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click elsewhere and when a page is chosen in it', async () => {
    width = 400;
    renderInApp(
      <>
        <MainNav items={ITEMS} />
        <p>elsewhere</p>
      </>,
      { lang: 'fr' },
    );
    const button = screen.getByRole('button', { name: fr.navMore });
    await userEvent.click(button);
    await userEvent.click(screen.getByText('elsewhere'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Activity' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(window.location.pathname).toBe('/admin/activity');
  });
});

describe('fitCount', () => {
  it('keeps every item when all fit, else as many as leave room for the button', () => {
    expect(fitCount([100, 100, 100], 308, 60, 4)).toBe(3);
    expect(fitCount([100, 100, 100], 307, 60, 4)).toBe(2);
    expect(fitCount([100, 100, 100], 200, 60, 4)).toBe(1);
    expect(fitCount([100, 100, 100], 100, 60, 4)).toBe(0);
    // A fraction of a pixel counts as a whole one.
    expect(fitCount([100.2, 100], 204, 60, 4)).toBe(1);
  });
});
