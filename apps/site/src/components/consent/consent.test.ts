import type { LocalKeys } from '@schuss/contracts/api';
import { describe, expect, it } from 'vitest';
import { memoryStorage, typedStorage } from '../../lib/storage';
import { applyConsent, CONSENT_DECIDED_SCRIPT, decideConsent, gaSrc, hotjarSrc, readConsent, writeConsent } from './consent';
import { consentTexts } from './texts';

/** Just enough of window/document for the script helpers. */
function fakeDom() {
  type El = { id: string; src: string; async: boolean; getAttribute: (n: string) => string | null; remove: () => void };
  const head: El[] = [];
  const doc = {
    head: { appendChild: (el: El) => head.push(el) },
    createElement: () => {
      const el: El = {
        id: '',
        src: '',
        async: false,
        getAttribute: (n: string) => (n === 'src' ? el.src || null : null),
        remove: () => {
          const i = head.indexOf(el);
          if (i >= 0) head.splice(i, 1);
        },
      };
      return el;
    },
    getElementById: (id: string) => head.find((e) => e.id === id) ?? null,
    querySelectorAll: () => [...head],
  };
  const win: Record<string, unknown> = {};
  return { win: win as unknown as Window, doc: doc as unknown as Document, head, raw: win };
}

const config = { gaAccount: 'G-TEST', hotjar: { id: 42, version: 6 } };

describe('cookie consent (docs/spec.md §4)', () => {
  it('is true when the site has no consent mechanism, else the stored choice', () => {
    expect(decideConsent(null, false)).toBe(true);
    expect(decideConsent(false, false)).toBe(true);
    expect(decideConsent(null, true)).toBeNull();
    expect(decideConsent('yes', true)).toBeNull();
    expect(decideConsent(true, true)).toBe(true);
    expect(decideConsent(false, true)).toBe(false);
  });

  it('stores the automatic consent and the visitor choice as cookie_allowed', () => {
    const area = memoryStorage();
    const local = typedStorage<LocalKeys>(() => area);
    expect(readConsent(true, local)).toBeNull();
    expect(area.data.has('cookie_allowed')).toBe(false);
    expect(readConsent(false, local)).toBe(true);
    expect(area.data.get('cookie_allowed')).toBe('true');
    writeConsent(false, local);
    expect(readConsent(true, local)).toBe(false);
  });

  it('adds GA and the heat-map on consent and removes the heat-map otherwise', () => {
    const { win, doc, head, raw } = fakeDom();
    applyConsent(null, config, win, doc);
    expect(head).toHaveLength(0);
    applyConsent(true, config, win, doc);
    expect(head.map((e) => e.src).sort()).toEqual([gaSrc('G-TEST'), hotjarSrc(42, 6)].sort());
    expect(hotjarSrc(42)).toBe('https://static.hotjar.com/c/hotjar-42.js?sv=6');
    expect(typeof raw.hj).toBe('function');
    expect(raw._hjSettings).toEqual({ hjid: 42, hjsv: 6 });
    expect(Array.isArray(raw.dataLayer)).toBe(true);
    // Applying again adds nothing twice.
    applyConsent(true, config, win, doc);
    expect(head).toHaveLength(2);
    applyConsent(false, config, win, doc);
    expect(head).toHaveLength(0);
    expect(raw.hj).toBeUndefined();
    expect(raw['ga-disable-G-TEST']).toBe(true);
  });

  it('has texts in fr, en and nl, English for unknown languages', () => {
    expect(consentTexts('fr').accept).toBe('Accepter');
    expect(consentTexts('nl').accept).toBe('Accepteren');
    expect(consentTexts('en').accept).toBe('Accept');
    expect(consentTexts('de')).toBe(consentTexts('en'));
  });
});

describe('the head script: the server-rendered banner before the page has hydrated', () => {
  /** Runs the inline script against a stored value; what it marked and the click listener it added. */
  const run = (stored: string | null, throws = false) => {
    const attributes: Record<string, string> = {};
    const written: Record<string, string> = {};
    let onClick: ((e: { target: unknown }) => void) | undefined;
    const localStorage = {
      getItem: (key: string) => {
        if (throws) throw new Error('SecurityError');
        return key === 'cookie_allowed' ? stored : null;
      },
      setItem: (key: string, value: string) => (written[key] = value),
    };
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      addEventListener: (type: string, listener: (e: { target: unknown }) => void) => (onClick = type === 'click' ? listener : onClick),
    };
    new Function('localStorage', 'document', CONSENT_DECIDED_SCRIPT)(localStorage, document);
    return { decided: () => attributes['data-consent'] === 'decided', written, click: (target: unknown) => onClick?.({ target }) };
  };

  it('hides it exactly when the stored choice makes the consent decided (the banner would not show)', () => {
    const area = memoryStorage();
    const local = typedStorage<LocalKeys>(() => area);
    for (const stored of [null, 'true', 'false', '"true"', 'null', '1', 'yes']) {
      if (stored === null) area.removeItem('cookie_allowed');
      else area.setItem('cookie_allowed', stored);
      const decided = decideConsent(local.get('cookie_allowed'), true) !== null;
      expect(run(stored).decided(), `stored ${stored}`).toBe(decided);
    }
  });

  it('leaves the banner shown when storage cannot be read', () => {
    expect(run('true', true).decided()).toBe(false);
  });

  it('takes a click on Refuse or Accept before hydration: stored as writeConsent stores it, banner hidden', () => {
    for (const choice of ['false', 'true'] as const) {
      const page = run(null);
      const button = { getAttribute: () => choice };
      page.click({ closest: (selector: string) => (selector === '.consent-banner [data-consent-choice]' ? button : null) });
      expect(page.decided()).toBe(true);
      const area = memoryStorage();
      writeConsent(
        choice === 'true',
        typedStorage<LocalKeys>(() => area),
      );
      expect(page.written.cookie_allowed).toBe(area.getItem('cookie_allowed'));
    }
  });

  it('ignores clicks elsewhere', () => {
    const page = run(null);
    page.click({ closest: () => null });
    page.click(null);
    expect(page.decided()).toBe(false);
    expect(page.written).toEqual({});
  });
});
