// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test-fixtures';
import { FilterPanel } from './FilterPanel';
import { isPhoneWidth } from './phone';

/** A screen of this width: matchMedia answers the phone's query as a browser would (happy-dom does not lay out). */
function screenWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === '(max-width: 480px)' && isPhoneWidth(width),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const panel = (active: number) => (
  <FilterPanel active={active}>
    <label>
      Status
      <select>
        <option>Any</option>
      </select>
    </label>
  </FilterPanel>
);

describe('a list’s filters on a phone', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('are closed at first behind a "Filters (2)" button that opens and closes them, in French too', async () => {
    screenWidth(375);
    renderInApp(panel(2));
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled?.contains(screen.getByLabelText('Status', { selector: 'select' }))).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    await userEvent.click(button);
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();

    cleanup();
    renderInApp(panel(1), { lang: 'fr' });
    expect(screen.getByRole('button', { name: 'Filtres (1)' })).toBeTruthy();
  });

  it('says "Filters" alone when none is active', () => {
    screenWidth(320);
    renderInApp(panel(0));
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('are always shown on a wider screen, without a button', () => {
    screenWidth(1024);
    renderInApp(panel(2));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
  });
});
