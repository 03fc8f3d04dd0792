// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaveState } from './autosave';
import { messages } from './i18n';
import { Toolbar } from './Toolbar';
import { draftPage } from './test-fixtures';

afterEach(cleanup);

function bar(lang: 'en' | 'fr', over: { hasDraft?: boolean; publishedVersion?: number | null; saveState?: SaveState } = {}) {
  const onOpen = vi.fn();
  const onLogout = vi.fn();
  const page = draftPage({
    hasDraft: over.hasDraft ?? false,
    publishedVersion: over.publishedVersion === undefined ? 7 : over.publishedVersion,
  });
  render(
    <Toolbar
      t={messages(lang)}
      page={page}
      meta={null}
      hasDraft={page.hasDraft}
      saveState={over.saveState ?? 'saved'}
      savedAt={null}
      time={() => ''}
      busy={null}
      alert={null}
      info={null}
      onSave={vi.fn()}
      onPublish={vi.fn()}
      onDiscard={vi.fn()}
      onOpen={onOpen}
      onLogout={onLogout}
    />,
  );
  return { onOpen, onLogout, tools: within(screen.getByRole('toolbar')) };
}

describe('the Publish button', () => {
  const highlighted = (over: Parameters<typeof bar>[1]) => {
    const { tools } = bar('fr', over);
    const yes = tools.getByRole('button', { name: 'Publier' }).classList.contains('primary');
    cleanup();
    return yes;
  };

  it('stands out only when there is something to publish', () => {
    expect(highlighted({ hasDraft: false })).toBe(false); // "Publiée · À jour"
    expect(highlighted({ hasDraft: true })).toBe(true);
    expect(highlighted({ hasDraft: false, saveState: 'dirty' })).toBe(true);
    expect(highlighted({ hasDraft: false, publishedVersion: null })).toBe(true);
  });
});

describe('the "More" menu', () => {
  it('holds the secondary actions, opens with its button and closes with Escape, back on its button', async () => {
    const user = userEvent.setup();
    const { tools, onOpen } = bar('en');
    const more = tools.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(tools.queryByRole('button', { name: 'Page settings' })).toBeNull();
    expect(tools.queryByRole('menu')).toBeNull();

    more.focus();
    await user.keyboard('{Enter}');
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const menu = within(tools.getByRole('menu', { name: 'More' }));
    expect(menu.getAllByRole('menuitem').map((b) => b.textContent)).toEqual([
      'Page settings',
      'Version history',
      'New page',
      'Main menu',
      'Log out',
    ]);
    await vi.waitFor(() => expect(document.activeElement).toBe(menu.getByRole('menuitem', { name: 'Page settings' })));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(menu.getByRole('menuitem', { name: 'Version history' }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(menu.getByRole('menuitem', { name: 'Log out' }));

    await user.keyboard('{Escape}');
    expect(tools.queryByRole('menu')).toBeNull();
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);

    await user.click(more);
    await user.click(tools.getByRole('menuitem', { name: 'Version history' }));
    expect(onOpen).toHaveBeenCalledWith('history');
    expect(tools.queryByRole('menu')).toBeNull();
  });

  it('is named in French too', async () => {
    const { tools, onLogout } = bar('fr');
    await userEvent.setup().click(tools.getByRole('button', { name: 'Plus' }));
    await userEvent.setup().click(tools.getByRole('menuitem', { name: 'Se déconnecter' }));
    expect(onLogout).toHaveBeenCalled();
  });
});

describe('on a phone', () => {
  it('opens the buttons on demand from a compact bar (the "Actions" toggle says whether they are shown)', async () => {
    bar('en');
    const region = within(screen.getByRole('region', { name: 'Editing tools' }));
    const toggle = region.getByRole('button', { name: 'Actions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('region').classList.contains('open')).toBe(false);
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('toolbar').id);
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region').classList.contains('open')).toBe(true);
  });
});
