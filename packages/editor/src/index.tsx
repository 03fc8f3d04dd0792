/**
 * The editing tool's entry: `window.SchussCms.mount(opts)` / `unmount()`, called by the site's
 * editor mode for a connected editor. Built into one IIFE file (build.mjs) served by the platform
 * at /cms/v3/cms.js.
 */
import { createRoot, type Root } from 'react-dom/client';
import { App, type MountOptions, type ZoneHost } from './App';
import { editingApi } from './api';
import { messages } from './i18n';
import { forgetToken } from './session-token';
import { TOOL_CSS, ZONE_CSS } from './styles';

type Mounted = { root: Root; shell: HTMLElement; style: HTMLStyleElement; hosts: ZoneHost[]; hidden: Element[]; room: ResizeObserver };
let mounted: Mounted | null = null;

/** Takes over the page's `[data-zone]` containers: hides what the server rendered, adds a host for the draft. */
function takeZones(): { hosts: ZoneHost[]; hidden: Element[] } {
  const hosts: ZoneHost[] = [];
  const hidden: Element[] = [];
  for (const container of document.querySelectorAll<HTMLElement>('[data-zone]')) {
    const zone = container.dataset.zone;
    if (!zone || container.closest('[data-schuss-cms]')) continue;
    const previews = new Map<string, Element>();
    for (const el of container.querySelectorAll('[data-section-id], [id^="section-"]')) {
      const id = el.getAttribute('data-section-id') ?? el.id.replace(/^section-/, '');
      if (id && !previews.has(id)) previews.set(id, el);
    }
    // Hidden rather than removed: the site's React still owns those nodes. An inline style, not
    // `hidden`, which the site's date-range guard sets and clears on its own.
    for (const child of [...container.children]) {
      if (child instanceof HTMLElement) {
        child.style.setProperty('display', 'none', 'important');
        hidden.push(child);
      }
    }
    const host = document.createElement('div');
    host.setAttribute('data-schuss-cms', 'zone');
    host.className = 'scms-zone';
    container.append(host);
    hosts.push({ zone, host, previews });
  }
  return { hosts, hidden };
}

function mount(opts: MountOptions) {
  if (!opts?.token || !opts.site || !opts.lang || !opts.path || !opts.platformUrl) {
    throw new Error('SchussCms.mount: token, site, lang, path and platformUrl are required');
  }
  unmount();
  const style = document.createElement('style');
  style.setAttribute('data-schuss-cms', 'style');
  style.textContent = ZONE_CSS;
  document.head.append(style);
  const shell = document.createElement('div');
  shell.setAttribute('data-schuss-cms', 'toolbar');
  shell.lang = opts.lang;
  document.body.append(shell);
  const shadow = shell.attachShadow({ mode: 'open' });
  const css = document.createElement('style');
  css.textContent = TOOL_CSS;
  const container = document.createElement('div');
  shadow.append(css, container);
  // Room for the fixed toolbar at the bottom of the page, whatever its height (it wraps on small screens).
  const room = new ResizeObserver(() => {
    document.body.style.paddingBottom = `${shadow.querySelector('.bar')?.getBoundingClientRect().height ?? 0}px`;
  });

  const t = messages(opts.lang);
  const expired = { current: () => {} };
  let ended = false;
  const api = editingApi(opts.platformUrl, opts.token, () => {
    // 401: the session is over (expired or revoked) — say so, forget the token, let the site leave editor mode.
    if (ended) return;
    ended = true;
    expired.current();
    forgetToken(opts.token);
    setTimeout(() => opts.onLogout(), 1500);
  });
  const { hosts, hidden } = takeZones();
  const root = createRoot(container);
  root.render(<App opts={opts} api={api} t={t} hosts={hosts} expired={expired} />);
  // The bar exists after React's first commit.
  requestAnimationFrame(() => {
    const bar = shadow.querySelector('.bar');
    if (bar && mounted?.shell === shell) room.observe(bar);
  });
  mounted = { root, shell, style, hosts, hidden, room };
}

function unmount() {
  if (!mounted) return;
  const m = mounted;
  mounted = null;
  m.room.disconnect();
  m.root.unmount();
  for (const h of m.hosts) h.host.remove();
  for (const el of m.hidden) (el as HTMLElement).style.removeProperty('display');
  m.shell.remove();
  m.style.remove();
  document.body.style.paddingBottom = '';
}

export type SchussCmsApi = { mount: typeof mount; unmount: typeof unmount; version: string };
const api: SchussCmsApi = { mount, unmount, version: 'v3' };
(window as unknown as { SchussCms: SchussCmsApi }).SchussCms = api;
