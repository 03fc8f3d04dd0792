// @vitest-environment happy-dom
import type { MainMenu, MenuItem, PageSummary } from '@schuss/contracts';
import { ApiCallError } from '@schuss/contracts/api';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../i18n';
import { description } from '../test-fixtures';
import { MenusDialog } from './MenusDialog';

const t = messages('en');
afterEach(cleanup);

const HOME: MenuItem = { name: 'home', title: 'Home', path: '/' };
const LESSONS: MenuItem = {
  name: 'lessons',
  title: 'Ski lessons',
  shortTitle: 'Lessons',
  path: '/lessons/',
  subs: [
    { name: 'kids', title: 'Kids', path: '/lessons/kids/' },
    { name: 'adults', title: 'Adults', path: '/lessons/adults/' },
  ],
};
const CONTACT: MenuItem = { name: 'contact', title: 'Contact', path: '/contact/' };
const MENU: MainMenu = { lang: 'en', main: [HOME, LESSONS, CONTACT], updatedAt: '2026-01-10T10:00:00.000Z' };

const summary = (name: string, title: string, path: string): PageSummary => ({
  lang: 'en',
  path,
  group: name,
  name,
  title,
  template: 'content',
  disabled: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const PAGES = [summary('home', 'Home', '/'), summary('rentals', 'Ski rentals', '/rentals/'), summary('kids', 'Kids', '/lessons/kids/')];

async function open(
  save = vi.fn(async (main: MenuItem[]) => ({ ...MENU, main, updatedAt: '2026-01-10T11:00:00.000Z', revalidated: true })),
) {
  const load = vi.fn(async () => structuredClone(MENU));
  render(<MenusDialog t={t} lang="en" load={load} loadPages={async () => ({ pages: PAGES })} save={save} onClose={() => {}} />);
  await screen.findByRole('textbox', { name: 'Label of item 1' });
  return { load, save, user: userEvent.setup() };
}

const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
const focused = () => document.activeElement?.getAttribute('aria-label');
const itemLabels = () => [1, 2, 3].map((n) => value(`Label of item ${n}`));

describe('the main-menu dialog: moves', () => {
  it('moves an item up, keeps the focus on it and saves the new order', async () => {
    const { save, user } = await open();
    expect(itemLabels()).toEqual(['Home', 'Lessons', 'Contact']);
    expect((screen.getByRole('button', { name: 'Move item 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move item 3 down' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    expect(itemLabels()).toEqual(['Lessons', 'Home', 'Contact']);
    // At the top its up arrow is disabled: the focus goes to its down arrow.
    expect(focused()).toBe('Move item 1 down');
    // Its sub-items went with it.
    expect(value('Label of sub-item 1 of item 1')).toBe('Kids');

    await user.click(screen.getByRole('button', { name: 'Save the menu' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Menu saved.');
    expect(save).toHaveBeenCalledWith([LESSONS, HOME, CONTACT], MENU.updatedAt);
  });

  it('moves an item down; the focus follows it, to its up arrow once it is last', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Move item 1 down' }));
    expect(itemLabels()).toEqual(['Lessons', 'Home', 'Contact']);
    expect(focused()).toBe('Move item 2 down');

    await user.click(screen.getByRole('button', { name: 'Move item 2 down' }));
    expect(itemLabels()).toEqual(['Lessons', 'Contact', 'Home']);
    expect(focused()).toBe('Move item 3 up');
  });

  it('moves a sub-item within its item, the focus with it', async () => {
    const { save, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Move sub-item 2 of item 2 up' }));
    expect(value('Label of sub-item 1 of item 2')).toBe('Adults');
    expect(value('Label of sub-item 2 of item 2')).toBe('Kids');
    expect(focused()).toBe('Move sub-item 1 of item 2 down');

    await user.click(screen.getByRole('button', { name: 'Save the menu' }));
    await screen.findByText('Menu saved.');
    expect(save.mock.calls[0]![0][1]!.subs!.map((s) => s.name)).toEqual(['adults', 'kids']);
  });

  it('removes sub-items: the focus goes to the one now in its place, then to the add button', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Remove sub-item 1 of item 2' }));
    expect(value('Label of sub-item 1 of item 2')).toBe('Adults');
    expect(focused()).toBe('Label of sub-item 1 of item 2');

    await user.click(screen.getByRole('button', { name: 'Remove sub-item 1 of item 2' }));
    expect(screen.queryByRole('list', { name: 'Sub-items of item 2' })).toBeNull();
    expect(focused()).toBe('Add a sub-item to item 2');
  });
});

describe('the main-menu dialog: checks and refusals', () => {
  it('refuses a blank label: the message is by the field, which gets the focus, and nothing is sent', async () => {
    const { save, user } = await open();
    await user.clear(screen.getByRole('textbox', { name: 'Label of item 3' }));
    await user.click(screen.getByRole('button', { name: 'Save the menu' }));

    expect(screen.getByRole('alert').textContent).toBe('The menu is not saved: fix the fields marked.');
    const field = screen.getByRole('textbox', { name: 'Label of item 3' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toBe('The label is required');
    expect(focused()).toBe('Label of item 3');
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the platform's refusal of a sub-item's page with that sub-item's label", async () => {
    const save = vi.fn(async () => {
      throw new ApiCallError(400, 'Unknown page /lessons/kids/', 'invalid_input', 'body.main.1.subs.0.path');
    });
    const { user } = await open(save);
    await user.click(screen.getByRole('button', { name: 'Save the menu' }));

    const field = screen.getByRole('textbox', { name: 'Label of sub-item 1 of item 2' });
    await vi.waitFor(() => expect(description(field)).toBe('Unknown page /lessons/kids/'));
    expect(screen.getByRole('alert').textContent).toBe('The menu is not saved: fix the fields marked.');
    expect(focused()).toBe('Label of sub-item 1 of item 2');
  });

  it('says when someone else changed the menu, and Reload loads it again', async () => {
    const save = vi.fn(async () => {
      throw new ApiCallError(409, 'The menu was changed by someone else', 'conflict');
    });
    const { load, user } = await open(save);
    await user.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save the menu' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The menu was changed by someone else: reload it.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(itemLabels()).toEqual(['Home', 'Lessons', 'Contact']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('adds a sub-item: a page is required, its title becomes the label, a page cannot be there twice', async () => {
    const { save, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Add a sub-item to item 2' }));
    const form = within(screen.getByRole('group', { name: 'New sub-item of item 2' }));
    const page = form.getByRole('combobox', { name: 'Page of the new sub-item of item 2' });
    const add = form.getByRole('button', { name: 'Add' });
    await user.click(add);
    expect(description(page)).toBe('Choose a page');
    expect(description(screen.getByRole('textbox', { name: 'Label of the new sub-item of item 2' }))).toBe('The label is required');

    await user.selectOptions(page, '/lessons/kids/');
    expect(value('Label of the new sub-item of item 2')).toBe('Kids');
    await user.click(add);
    expect(description(page)).toBe('This page is already in this sub-menu');

    await user.selectOptions(page, '/rentals/');
    await user.clear(screen.getByRole('textbox', { name: 'Label of the new sub-item of item 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Label of the new sub-item of item 2' }), 'Rentals');
    await user.click(add);

    expect(value('Label of sub-item 3 of item 2')).toBe('Rentals');
    expect(focused()).toBe('Label of sub-item 3 of item 2');
    await user.click(screen.getByRole('button', { name: 'Save the menu' }));
    await screen.findByText('Menu saved.');
    expect(save.mock.calls[0]![0][1]!.subs!.at(-1)).toEqual({ name: 'rentals', title: 'Rentals', path: '/rentals/' });
  });
});
