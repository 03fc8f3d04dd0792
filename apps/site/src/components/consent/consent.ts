/**
 * Cookie consent (docs/spec.md §4 "Cookie consent", DESIGN §4 "Analytics"): the decision logic and
 * the DOM helpers that add or remove the analytics (GA4) and heat-map (Hotjar) scripts.
 * Plain functions taking `window`/`document`, so they are unit-testable with fakes.
 */
import type { LocalKeys } from '@schuss/contracts/api';
import { storage, type TypedStorage } from '../../lib/storage';

/** null = undecided (banner shown), true = accepted, false = refused. */
export type Consent = boolean | null;

const HOTJAR_DEFAULT_VERSION = 6;
const HOTJAR_SCRIPT_PREFIX = 'https://static.hotjar.com/c/hotjar-';
const GA_SCRIPT_PREFIX = 'https://www.googletagmanager.com/gtag/js';
const GA_SCRIPT_ID = 'schuss-ga';
const HOTJAR_SCRIPT_ID = 'schuss-hotjar';

/**
 * The consent in force: when the site has no consent mechanism (`enableCookieConsent` false)
 * it is true; otherwise the stored choice (null when none was made yet).
 */
export function decideConsent(stored: unknown, enableCookieConsent: boolean): Consent {
  if (!enableCookieConsent) return true;
  return stored === true || stored === false ? stored : null;
}

/**
 * The banner is in the server-rendered page (painted with the text, before the scripts run). This
 * inline script, run in the head before the first paint:
 * - for a visitor who already chose, marks `<html data-consent="decided">` and the stylesheet hides
 *   the banner: it never flashes. It reads the stored choice exactly as decideConsent does (JSON
 *   `true`/`false` under `cookie_allowed`);
 * - takes a click on the banner's Refuse or Accept made before the page has hydrated: it stores the
 *   choice as writeConsent does and hides the banner; once hydrated, the page reads it and applies it.
 */
export const CONSENT_DECIDED_SCRIPT =
  '(function(){var h=document.documentElement;function decided(){h.setAttribute("data-consent","decided")}' +
  'try{var c=localStorage.getItem("cookie_allowed");if(c==="true"||c==="false")decided()}catch(e){}' +
  'document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest(".consent-banner [data-consent-choice]");' +
  'if(!b)return;try{localStorage.setItem("cookie_allowed",b.getAttribute("data-consent-choice")==="true"?"true":"false")}catch(x){}decided()})})()';

/** Reads the consent in force; when it is automatic, stores it (so every reader agrees). */
export function readConsent(enableCookieConsent: boolean, local: TypedStorage<LocalKeys> = storage.local): Consent {
  const stored = local.get('cookie_allowed');
  const consent = decideConsent(stored, enableCookieConsent);
  if (consent === true && stored !== true) local.set('cookie_allowed', true);
  return consent;
}

/** Stores a visitor's choice. */
export function writeConsent(value: boolean, local: TypedStorage<LocalKeys> = storage.local): void {
  local.set('cookie_allowed', value);
}

export const hotjarSrc = (id: number, version: number = HOTJAR_DEFAULT_VERSION) => `${HOTJAR_SCRIPT_PREFIX}${id}.js?sv=${version}`;
export const gaSrc = (account: string) => `${GA_SCRIPT_PREFIX}?id=${encodeURIComponent(account)}`;

type HotjarWindow = {
  hj?: ((...args: unknown[]) => void) & { q?: unknown[][] };
  _hjSettings?: { hjid: number; hjsv: number };
};
type GtagWindow = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<string, unknown>;

/** The standard Hotjar snippet, as code: `window.hj` queue, `_hjSettings`, and the script. */
function installHotjar(win: Window, doc: Document, id: number, version: number = HOTJAR_DEFAULT_VERSION): void {
  const w = win as unknown as HotjarWindow;
  if (!w.hj) {
    const hj = ((...args: unknown[]) => {
      hj.q = hj.q ?? [];
      hj.q.push(args);
    }) as NonNullable<HotjarWindow['hj']>;
    w.hj = hj;
  }
  w._hjSettings = { hjid: id, hjsv: version };
  if (doc.getElementById(HOTJAR_SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = HOTJAR_SCRIPT_ID;
  script.async = true;
  script.src = hotjarSrc(id, version);
  doc.head.appendChild(script);
}

/** Removes the Hotjar script (and those it added) and its globals. */
function removeHotjar(win: Window, doc: Document): void {
  for (const el of Array.from(doc.querySelectorAll('script'))) {
    const src = el.getAttribute('src') ?? '';
    if (el.id === HOTJAR_SCRIPT_ID || /^https:\/\/[^/]*hotjar\.(com|io)\//.test(src)) el.remove();
  }
  const w = win as unknown as HotjarWindow & Record<string, unknown>;
  delete w.hj;
  delete w._hjSettings;
}

/** Loads GA4 (gtag.js) for the account; events already in `dataLayer` are read once it loads. */
function installGa(win: Window, doc: Document, account: string): void {
  const w = win as unknown as GtagWindow;
  delete w[`ga-disable-${account}`];
  if (doc.getElementById(GA_SCRIPT_ID)) return;
  w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : [];
  const layer = w.dataLayer;
  // gtag pushes its `arguments` object, as Google's snippet does.
  w.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
    layer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', account);
  const script = doc.createElement('script');
  script.id = GA_SCRIPT_ID;
  script.async = true;
  script.src = gaSrc(account);
  doc.head.appendChild(script);
}

/** Stops GA4 from sending anything more (Google's opt-out flag) and removes its script element. */
function disableGa(win: Window, doc: Document, account: string): void {
  (win as unknown as GtagWindow)[`ga-disable-${account}`] = true;
  doc.getElementById(GA_SCRIPT_ID)?.remove();
}

export type TrackingConfig = {
  gaAccount: string | null;
  hotjar: { id: number | null; version?: number } | null;
};

/** Applies a consent to the page: scripts in when true, heat-map out (and GA off) otherwise. */
export function applyConsent(consent: Consent, config: TrackingConfig, win: Window = window, doc: Document = document): void {
  if (consent === true) {
    if (config.gaAccount) installGa(win, doc, config.gaAccount);
    if (config.hotjar?.id) installHotjar(win, doc, config.hotjar.id, config.hotjar.version ?? HOTJAR_DEFAULT_VERSION);
  } else {
    removeHotjar(win, doc);
    if (config.gaAccount) disableGa(win, doc, config.gaAccount);
  }
}

// A tiny store shared by the banner, the "manage cookies" control and anything else that needs
// the consent, without a React context (the footer control lives in a server component tree).
type Listener = () => void;
const listeners = new Set<Listener>();
let current: Consent = null;
let managerOpen = false;
let opener: HTMLElement | null = null;

export const consentStore = {
  get: (): Consent => current,
  isManagerOpen: () => managerOpen,
  /** Sets the consent in memory (the banner stores it with writeConsent). */
  set(value: Consent) {
    current = value;
    for (const l of listeners) l();
  },
  /** Opens the "manage cookies" dialog; the focus goes back to `from` when it closes. */
  openManager(from?: HTMLElement | null) {
    managerOpen = true;
    opener = from ?? null;
    for (const l of listeners) l();
  },
  closeManager() {
    if (!managerOpen) return;
    managerOpen = false;
    for (const l of listeners) l();
    const back = opener;
    opener = null;
    if (back) setTimeout(() => back.isConnected && back.focus(), 0);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
