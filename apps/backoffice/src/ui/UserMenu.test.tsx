// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../api/session';
import { en } from '../i18n/en';
import { fakeFetch, renderInApp, SESSION } from '../test-fixtures';
import { UserMenu } from './UserMenu';

function Status() {
  const { auth } = useAuth();
  return <output aria-label="status">{auth.status}</output>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UserMenu', () => {
  it('opens a panel with the e-mail and role, closes on Escape (focus back on its button) and on a click elsewhere', async () => {
    fakeFetch(() => ({ body: {} }));
    renderInApp(
      <>
        <UserMenu />
        <p>elsewhere</p>
      </>,
    );
    const button = screen.getByRole('button', { name: en.userMenu(SESSION.user.name) });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Closed: its panel is hidden (no button to log out for anyone).
    expect(screen.queryByRole('button', { name: en.logout })).toBeNull();

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(`${SESSION.user.email} · ${en.role('staff')}`).closest('[hidden]')).toBeNull();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en.logout }));
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await userEvent.click(button);
    await userEvent.click(screen.getByText('elsewhere'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: en.logout })).toBeNull();
  });

  it('logs out', async () => {
    const { calls } = fakeFetch(() => ({ status: 204 }));
    renderInApp(
      <>
        <UserMenu />
        <Status />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: en.userMenu(SESSION.user.name) }));
    await userEvent.click(screen.getByRole('button', { name: en.logout }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'status' }).textContent).toBe('out'));
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toContain('POST /api/backoffice/logout');
  });
});
