// @vitest-environment happy-dom
import type { DraftPage, Section } from '@schuss/contracts';
import { ApiCallError } from '@schuss/contracts/api';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, type ZoneHost } from './App';
import type { EditingApi } from './api';
import { backupKey } from './backup';
import { messages } from './i18n';
import { draftPage, mountOptions } from './test-fixtures';

// The App as index.tsx mounts it, on a fake platform: these tests drive the hooks it is made of
// (usePageEditing, usePageActions, useInitialLoad, useConflict, useSessionExpiry…) through the
// toolbar, the zones and the dialogs, by role and label, as an editor would.

const t = messages('en');
const REF = { site: 'val-neige', lang: 'en', path: '/lessons/' };

function fakeApi(page: DraftPage = draftPage()) {
  let version = page.version ?? 0;
  const result = () => ({ version, draftVersion: version, publishedVersion: page.publishedVersion });
  return {
    draft: vi.fn<EditingApi['draft']>(async () => structuredClone(page)),
    save: vi.fn<EditingApi['save']>(async () => {
      version++;
      return result();
    }),
    publish: vi.fn<EditingApi['publish']>(async () => ({ ...result(), revalidated: true })),
    discard: vi.fn<EditingApi['discard']>(async () => result()),
    versions: vi.fn<EditingApi['versions']>(async () => ({ ...result(), versions: [] })),
    logout: vi.fn<EditingApi['logout']>(async () => {}),
  };
}
type FakeApi = ReturnType<typeof fakeApi>;

function mount(api: FakeApi, hosts: ZoneHost[] = []) {
  const expired = { current: () => {} };
  const onLogout = vi.fn();
  render(<App opts={mountOptions({ onLogout })} api={api as unknown as EditingApi} t={t} hosts={hosts} expired={expired} />);
  return { expired, onLogout };
}

const tool = () => within(screen.getByRole('region', { name: 'Editing tools' }));
const status = () => tool().getByRole('status').textContent;
const button = (name: string) => tool().getByRole('button', { name }) as HTMLButtonElement;
const loaded = () => tool().findByText('Up to date');
/** An action of the toolbar's "More" menu (opened, then the item). */
const moreItem = (name: string) => {
  if (button('More').getAttribute('aria-expanded') !== 'true') fireEvent.click(button('More'));
  return tool().getByRole('menuitem', { name }) as HTMLButtonElement;
};

/**
 * The same edit with synchronous events, for the tests on fake timers (user-event's and Testing
 * Library's async helpers wait on a real setTimeout, which vitest's fake timers hold back).
 */
function editSubtitleNow(text: string) {
  fireEvent.click(moreItem('Page settings'));
  const dialog = within(screen.getByRole('dialog', { name: 'Page settings' }));
  fireEvent.change(dialog.getByRole('textbox', { name: 'Subtitle' }), { target: { value: text } });
  fireEvent.click(dialog.getByRole('button', { name: 'Apply' }));
}

/** Changes the page's subtitle in the settings dialog: one edit of the draft. */
async function editSubtitle(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(button('More'));
  await user.click(tool().getByRole('menuitem', { name: 'Page settings' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Page settings' }));
  await user.type(dialog.getByRole('textbox', { name: 'Subtitle' }), text);
  await user.click(dialog.getByRole('button', { name: 'Apply' }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the toolbar', () => {
  it('says it is loading, then shows the page, its status and "Up to date"', async () => {
    const api = fakeApi();
    mount(api);
    expect(status()).toBe('Loading…');
    expect(button('Publish').disabled).toBe(true);

    await loaded();
    expect(tool().getByText('Page: Ski lessons')).toBeTruthy();
    expect(tool().getByText('Published')).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    expect(button('Discard draft').disabled).toBe(true);
    expect(button('Publish').disabled).toBe(false);
    expect(api.draft).toHaveBeenCalledWith(REF);
  });

  it('shows a failed load as an alert', async () => {
    const api = fakeApi();
    api.draft.mockRejectedValue(new ApiCallError(0, 'Failed to fetch', 'network'));
    mount(api);
    expect((await tool().findByRole('alert')).textContent).toBe(t.networkError);
    expect(moreItem('Page settings').disabled).toBe(true);
  });

  it('moves the focus along its buttons with the arrow keys, skipping disabled ones and wrapping around', async () => {
    mount(fakeApi());
    await loaded();
    const user = userEvent.setup();
    // Save and Discard are disabled (nothing to save or discard): Publish and More are left.
    button('Publish').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('More'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Publish'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(button('More'));
  });
});

describe('saving', () => {
  it('autosaves 2 s after an edit, from the loaded version, then says when', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 0, 15, 10, 30));
    const api = fakeApi();
    mount(api);
    await act(() => vi.advanceTimersByTimeAsync(0));

    editSubtitleNow('For all ages');
    expect(status()).toBe('Unsaved changes');
    expect(button('Save').disabled).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(api.save).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(api.save).toHaveBeenCalledOnce();
    expect(api.save).toHaveBeenCalledWith(REF, 7, {}, expect.objectContaining({ title: 'Ski lessons', subTitle: 'For all ages' }));
    expect(status()).toMatch(/^Saved at 10:3\d AM$/);
    expect(tool().getByText('Draft')).toBeTruthy();
    expect(button('Discard draft').disabled).toBe(false);
  });

  it('saves at once with the Save button, each save based on the last one', async () => {
    const api = fakeApi();
    mount(api);
    await loaded();
    const user = userEvent.setup();
    await editSubtitle(user, 'A');
    await user.click(button('Save'));
    expect(api.save).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(status()).toMatch(/^Saved at /));

    await editSubtitle(user, 'B');
    await user.click(button('Save'));
    expect(api.save).toHaveBeenCalledTimes(2);
    expect(api.save.mock.calls[1]).toEqual([REF, 8, {}, expect.objectContaining({ subTitle: 'AB' })]);
  });

  it('shows a failed save and keeps the edit pending', async () => {
    const api = fakeApi();
    api.save.mockRejectedValueOnce(new ApiCallError(500, 'The database is down', 'internal'));
    mount(api);
    await loaded();
    const user = userEvent.setup();
    await editSubtitle(user, 'A');
    await user.click(button('Save'));
    await vi.waitFor(() => expect(status()).toBe('Saving failed'));
    expect(tool().getByRole('alert').textContent).toBe('The database is down');

    await user.click(button('Save'));
    await vi.waitFor(() => expect(status()).toMatch(/^Saved at /));
    expect(tool().queryByRole('alert')).toBeNull();
  });

  it('stops saving when the session expires, and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = fakeApi();
    const { expired } = mount(api);
    await act(() => vi.advanceTimersByTimeAsync(0));
    editSubtitleNow('A');
    expect(status()).toBe('Unsaved changes');

    act(() => expired.current());
    expect(tool().getByRole('alert').textContent).toBe('Your session has expired: please log in again.');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.save).not.toHaveBeenCalled();

    // Nor is an edit made after it.
    editSubtitleNow('AB');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.save).not.toHaveBeenCalled();
  });
});

describe('publishing', () => {
  it('says there is nothing to publish when the page has no draft', async () => {
    const api = fakeApi();
    mount(api);
    await loaded();
    await userEvent.setup().click(button('Publish'));
    expect((await tool().findByRole('alert')).textContent).toBe('Nothing to publish: the page is up to date.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves pending edits, asks, publishes the saved version and reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const api = fakeApi();
    mount(api);
    await loaded();
    const user = userEvent.setup();
    await editSubtitle(user, 'A');
    await user.click(button('Publish'));
    expect(api.save).toHaveBeenCalledOnce();

    const dialog = within(await screen.findByRole('dialog', { name: 'Publish the page' }));
    expect(dialog.getByText('Publish this draft? Visitors will see these changes.')).toBeTruthy();
    expect(api.publish).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Publish' }));

    expect(api.publish).toHaveBeenCalledWith(REF, 8);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('publishes nothing when the question is cancelled', async () => {
    const api = fakeApi(draftPage({ hasDraft: true }));
    mount(api);
    await loaded();
    const user = userEvent.setup();
    await user.click(button('Publish'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Publish the page' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.publish).not.toHaveBeenCalled();
  });
});

describe('a conflict with another editor', () => {
  function conflicted() {
    const api = fakeApi();
    // As the client throws a 409 of a page write: the other editor's version is in the answer.
    const error = { message: 'The page was changed by someone else', field: 'body.baseVersion', code: 'conflict', currentVersion: 9 };
    api.save.mockRejectedValueOnce(new ApiCallError(409, error.message, 'conflict', error.field, { error }));
    api.versions.mockResolvedValue({
      version: 9,
      draftVersion: 9,
      publishedVersion: 7,
      versions: [{ id: 9, status: 'draft', author: 'bob@val-neige.example', createdAt: new Date(2026, 0, 15, 9, 5).toISOString() }],
    });
    return api;
  }

  it('names who changed the page and when; "Keep mine" saves over their version', async () => {
    const api = conflicted();
    mount(api);
    await loaded();
    const user = userEvent.setup();
    await editSubtitle(user, 'Mine');
    await user.click(button('Save'));

    const dialog = within(await screen.findByRole('dialog', { name: 'Page changed by someone else' }));
    // Nothing more is sent while the choice is open.
    fireEvent.click(button('Save'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(api.save).toHaveBeenCalledOnce();
    await vi.waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toMatch(/^This page was changed by bob@val-neige\.example at 09:05 AM\./),
    );
    await user.click(dialog.getByRole('button', { name: 'Keep mine (overwrite)' }));

    expect(screen.queryByRole('dialog', { name: 'Page changed by someone else' })).toBeNull();
    expect(api.save).toHaveBeenCalledTimes(2);
    expect(api.save.mock.calls[1]).toEqual([REF, 9, {}, expect.objectContaining({ subTitle: 'Mine' })]);
    await vi.waitFor(() => expect(status()).toMatch(/^Saved at /));
  });

  it('"Reload their version" replaces the edits with the page as saved by the other editor', async () => {
    const api = conflicted();
    mount(api);
    await loaded();
    const user = userEvent.setup();
    await user.click(moreItem('Page settings'));
    const settings = within(screen.getByRole('dialog', { name: 'Page settings' }));
    await user.clear(settings.getByRole('textbox', { name: 'Title' }));
    await user.type(settings.getByRole('textbox', { name: 'Title' }), 'My title');
    await user.click(settings.getByRole('button', { name: 'Apply' }));
    expect(tool().getByText('Page: My title')).toBeTruthy();
    await user.click(button('Save'));

    api.draft.mockResolvedValue(draftPage({ title: 'Their title', version: 9, hasDraft: true }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Page changed by someone else' }));
    await user.click(dialog.getByRole('button', { name: 'Reload their version' }));

    expect(await tool().findByText('Page: Their title')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(status()).toBe('Up to date');
    expect(sessionStorage.getItem(backupKey(REF))).toBeNull();
  });
  // After either choice the tool goes on saving: later edits are autosaved as before the conflict.
  it('autosaves later edits again once "Keep mine" has resolved the conflict', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = conflicted();
    mount(api);
    await act(() => vi.advanceTimersByTimeAsync(0));
    editSubtitleNow('Mine');
    fireEvent.click(button('Save'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const dialog = within(screen.getByRole('dialog', { name: 'Page changed by someone else' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Keep mine (overwrite)' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.save).toHaveBeenCalledTimes(2);
    expect(status()).toMatch(/^Saved at /);

    editSubtitleNow('Mine again');
    expect(status()).toBe('Unsaved changes');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(api.save).toHaveBeenCalledTimes(3);
    expect(api.save.mock.calls[2]).toEqual([REF, 8, {}, expect.objectContaining({ subTitle: 'Mine again' })]);
    expect(status()).toMatch(/^Saved at /);
  });

  it('autosaves later edits again once "Reload their version" has resolved the conflict', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = conflicted();
    mount(api);
    await act(() => vi.advanceTimersByTimeAsync(0));
    editSubtitleNow('Mine');
    fireEvent.click(button('Save'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    api.draft.mockResolvedValue(draftPage({ subTitle: 'Theirs', version: 9, hasDraft: true }));
    const dialog = within(screen.getByRole('dialog', { name: 'Page changed by someone else' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Reload their version' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(status()).toBe('Up to date');

    editSubtitleNow('Theirs and mine');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(api.save).toHaveBeenCalledTimes(2);
    expect(api.save.mock.calls[1]).toEqual([REF, 9, {}, expect.objectContaining({ subTitle: 'Theirs and mine' })]);
    expect(status()).toMatch(/^Saved at /);
  });
});

describe('logging out', () => {
  it('saves pending edits first, then the tab keeps no copy of them', async () => {
    const api = fakeApi();
    const { onLogout } = mount(api);
    await loaded();
    const user = userEvent.setup();
    await editSubtitle(user, 'A');
    expect(sessionStorage.getItem(backupKey(REF))).not.toBeNull();
    await user.click(moreItem('Log out'));
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalledOnce());
    expect(api.save).toHaveBeenCalledOnce();
    expect(api.logout).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(backupKey(REF))).toBeNull();
  });

  it("keeps the tab's copy of the edits when their last save failed, for the next visit", async () => {
    const api = fakeApi();
    api.save.mockRejectedValue(new ApiCallError(500, 'The database is down', 'internal'));
    const { onLogout } = mount(api);
    await loaded();
    const user = userEvent.setup();
    await editSubtitle(user, 'Unsaved');
    await user.click(moreItem('Log out'));
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalledOnce());
    expect(api.save).toHaveBeenCalledOnce();
    expect(api.logout).toHaveBeenCalledOnce();
    const kept = JSON.parse(sessionStorage.getItem(backupKey(REF)) ?? 'null');
    expect(kept?.meta.subTitle).toBe('Unsaved');
  });
});

describe('unsaved edits left in the tab', () => {
  it('are offered on the next visit of the page only while they are not saved', async () => {
    const api = fakeApi();
    mount(api);
    await loaded();
    const user = userEvent.setup();
    await editSubtitle(user, 'A');
    cleanup();

    mount(api);
    const dialog = within(await screen.findByRole('dialog', { name: 'Unsaved changes' }));
    await user.click(dialog.getByRole('button', { name: 'Take my changes back' }));
    await user.click(button('Save'));
    expect(api.save).toHaveBeenCalledOnce();
    cleanup();

    mount(api);
    await loaded();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  const backup = (baseVersion: number) =>
    sessionStorage.setItem(
      backupKey(REF),
      JSON.stringify({
        baseVersion,
        zones: {},
        meta: { title: 'Title from before', subTitle: null, shortTitle: null, seo: {}, disabled: false },
        at: new Date(2026, 0, 14, 18, 0).toISOString(),
      }),
    );

  it('are offered back, and taken back they are saved from the version they were made on', async () => {
    backup(5);
    const api = fakeApi();
    mount(api);
    const dialog = within(await screen.findByRole('dialog', { name: 'Unsaved changes' }));
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: 'Take my changes back' }));

    expect(tool().getByText('Page: Title from before')).toBeTruthy();
    expect(status()).toBe('Unsaved changes');
    await user.click(button('Save'));
    expect(api.save).toHaveBeenCalledWith(REF, 5, {}, expect.objectContaining({ title: 'Title from before' }));
  });

  it('are forgotten when ignored', async () => {
    backup(7);
    const api = fakeApi();
    mount(api);
    const dialog = within(await screen.findByRole('dialog', { name: 'Unsaved changes' }));
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Ignore' }));

    expect(tool().getByText('Page: Ski lessons')).toBeTruthy();
    expect(status()).toBe('Up to date');
    expect(sessionStorage.getItem(backupKey(REF))).toBeNull();
  });
});

describe('the zones of the page', () => {
  const text = (id: string, html: string): Section => ({ id, type: 'richText', html });

  function withZone() {
    const host = document.createElement('div');
    document.body.append(host);
    const api = fakeApi(draftPage({ zones: { content: [text('s1', '<p>First</p>'), text('s2', '<p>Second</p>')] } }));
    mount(api, [{ zone: 'content', host, previews: new Map() }]);
    return { api, host, user: userEvent.setup() };
  }
  const sections = () => screen.getAllByRole('group', { name: /^Section \d \(text\)$/ }).map((g) => g.parentElement?.textContent);

  afterEach(() => {
    for (const el of document.querySelectorAll('body > div')) el.remove();
  });

  it('moves a section, and the move is saved', async () => {
    const { api, user } = withZone();
    await screen.findByRole('group', { name: 'Section 2 (text)' });
    expect((screen.getByRole('button', { name: 'Move section 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move section 2 up' }));
    expect(sections()[0]).toContain('Second');
    expect(status()).toBe('Unsaved changes');
    await user.click(button('Save'));
    expect(api.save.mock.calls[0]![2]).toEqual({ content: [text('s2', '<p>Second</p>'), text('s1', '<p>First</p>')] });
  });

  it('removes a section only once confirmed', async () => {
    const { user } = withZone();
    await user.click(await screen.findByRole('button', { name: 'Remove section 1' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove section 1' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(sections()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove section 1' })).getByRole('button', { name: 'Remove' }));
    expect(sections()).toHaveLength(1);
    expect(sections()[0]).toContain('Second');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a section display dates, shown on its bar', async () => {
    const { api, user } = withZone();
    await user.click(await screen.findByRole('button', { name: 'Display dates of section 2' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Display dates — Section 2 (text)' }));
    await user.click(dialog.getByRole('button', { name: 'Add a period' }));
    fireEvent.change(dialog.getByLabelText('From (Period 1)'), { target: { value: '2020-01-01T00:00' } });
    fireEvent.change(dialog.getByLabelText('To (Period 1)'), { target: { value: '2020-01-31T00:00' } });
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Section 2 (text)' })).getByText(
        'Hidden from visitors right now (outside its dates) · Visible from 1 to 30 January 2020',
      ),
    ).toBeTruthy();
    await user.click(button('Save'));
    expect(api.save.mock.calls[0]![2].content![1]!.dateRanges).toEqual([
      { from: new Date('2020-01-01T00:00').toISOString(), to: new Date('2020-01-31T00:00').toISOString() },
    ]);
  });
});

describe('the texts of a banner, offer cards and a link list', () => {
  const hero: Section = {
    id: 'h1',
    type: 'hero',
    props: { title: 'Ski at Val-Neige', text: 'Lessons for all', cta: { label: 'Book', path: '/booking/' } },
  };
  const links: Section = {
    id: 'l1',
    type: 'linkList',
    props: { title: 'Our lessons', links: [{ label: 'Children', path: '/children/', text: 'From 4' }] },
  };
  const offers: Section = {
    id: 'o1',
    type: 'offerCards',
    props: { offers: [{ category: 'promotion', title: 'Early bird', text: '10 % off', path: '/early/' }] },
  };

  /** The zone as the site rendered it: the banner's markup, which the tool shows (a copy) when not editing. */
  function withBanner() {
    const site = document.createElement('div');
    site.innerHTML = `<section data-section-id="h1" class="section section-hero"><div class="hero"><h2 class="hero-title">Ski at Val-Neige</h2>
      <p class="hero-text">Lessons for all</p><a class="button" href="/en/booking/">Book</a></div></section>`;
    const host = document.createElement('div');
    document.body.append(site, host);
    const api = {
      ...fakeApi(draftPage({ zones: { content: [hero, links, offers] } })),
      pages: vi.fn<EditingApi['pages']>(async () => ({ pages: [] })),
    };
    mount(api, [{ zone: 'content', host, previews: new Map([['h1', site.firstElementChild!]]) }]);
    return { api, host, user: userEvent.setup() };
  }
  afterEach(() => {
    for (const el of document.querySelectorAll('body > div')) el.remove();
  });

  it('edits the banner’s title, text and button in place, saves them and shows them once done', async () => {
    const { api, host, user } = withBanner();
    const bar = within(await screen.findByRole('group', { name: 'Section 1 (banner)' }));
    await user.click(bar.getByRole('button', { name: 'Edit the text of section 1' }));

    const title = screen.getByRole('textbox', { name: 'Title of section 1' });
    expect(document.activeElement).toBe(title);
    await user.clear(title);
    await user.type(title, 'Snow for everyone');
    await user.clear(screen.getByRole('textbox', { name: 'Tagline of section 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Button label, section 1' }), ' now');
    await user.click(screen.getByRole('button', { name: "Change the button's link (section 1)" }));
    const dialog = within(screen.getByRole('dialog', { name: 'Button link' }));
    const url = dialog.getByRole('textbox', { name: 'Address (URL or path)' });
    await user.clear(url);
    await user.type(url, '/winter/');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(status()).toBe('Unsaved changes');

    await user.click(button('Save'));
    expect(api.save.mock.calls.at(-1)![2].content![0]).toEqual({
      id: 'h1',
      type: 'hero',
      props: { title: 'Snow for everyone', cta: { label: 'Book now', path: '/winter/' } },
    });

    // Escape leaves the fields; the banner shows the draft's words, the focus back on its Edit button.
    await user.click(screen.getByRole('textbox', { name: 'Title of section 1' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Title of section 1' })).toBeNull();
    const preview = host.querySelector('[data-section-id="h1"] .scms-preview')!;
    expect(preview.querySelector('.hero-title')?.textContent).toBe('Snow for everyone');
    expect(preview.querySelector('.hero-text')).toBeNull();
    expect(preview.querySelector('.button')?.textContent).toBe('Book now');
    await vi.waitFor(() => expect(document.activeElement).toBe(bar.getByRole('button', { name: 'Edit the text of section 1' })));
  });

  it('edits the link list’s and the offer cards’ texts, keeping what they require', async () => {
    const { api, user } = withBanner();
    await user.click(await screen.findByRole('button', { name: 'Edit the text of section 2' }));
    await user.clear(screen.getByRole('textbox', { name: 'Title of section 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Label of link 1, section 2' }), ' (4-12)');
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Edit the text of section 3' }));
    await user.clear(screen.getByRole('textbox', { name: 'Text of offer 1, section 3' }));
    await user.type(screen.getByRole('textbox', { name: 'Title of offer 1, section 3' }), '!');
    await user.click(button('Save'));
    const [, second, third] = api.save.mock.calls.at(-1)![2].content!;
    expect(second).toEqual({ ...links, props: { links: [{ label: 'Children (4-12)', path: '/children/', text: 'From 4' }] } });
    // An offer's text is required: emptied, it stays an empty text (the schema's), not removed.
    expect(third).toEqual({ ...offers, props: { offers: [{ category: 'promotion', title: 'Early bird!', text: '', path: '/early/' }] } });
  });
});
