'use client';
import type { SiteConfig } from '@schuss/contracts';
import { usePathname } from 'next/navigation';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { editorTexts } from '../../i18n/messages-editor';
import { loadConfig } from '../../lib/config.client';
import { CMS_POLL_MS, CMS_TIMEOUT_MS, cmsScriptUrl, pagePathOf, verifyStoredToken } from '../../lib/editor-mode';
import { injectScriptOnce } from '../../lib/inject-script';
import { basePath } from '../../lib/lang';
import { storage } from '../../lib/storage';
import { pollFor } from '../booking/loader-logic';

type State = 'checking' | 'off' | 'loading' | 'ready' | 'error';

const SCRIPT_ATTR = 'data-schuss-cms';

/**
 * The editor mode (docs/spec.md §4 "Editor connected"): checks the stored token with the content host
 * (an invalid one is forgotten silently), marks the document (`<html data-editor="on">`, which
 * makes the date-range guard show every section and page links load in full), loads the editing
 * tool from `{ubloApi}/cms/{version}/cms.js`, polls every 200 ms for `window.SchussCms` and mounts
 * it on the page. A toast with a retry says so when the tool does not come.
 */
export default function EditorRuntime({ lang, token }: { lang: string; token: string }) {
  const [state, setState] = useState<State>('checking');
  const [attempt, setAttempt] = useState(1);
  const config = useRef<SiteConfig | null>(null);
  const t = editorTexts(lang);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      let cfg: SiteConfig;
      try {
        cfg = await loadConfig();
      } catch {
        return setState('off');
      }
      const session = await verifyStoredToken(storage.session, { platformUrl: cfg.ubloApi, site: cfg.site });
      if (cancelled) return;
      if (session !== 'valid') return setState('off');
      config.current = cfg;
      document.documentElement.dataset.editor = 'on';
      // Only CMS pages have zones to edit (not the login page, nor a 404).
      setState(document.querySelector('[data-zone]') ? 'loading' : 'ready');
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads the script again
  useEffect(() => {
    const cfg = config.current;
    if (state !== 'loading' || !cfg) return;
    let done = false;
    const fail = () => {
      if (done) return;
      done = true;
      cancelPoll();
      setState('error');
    };
    const removeListener = injectScriptOnce(cmsScriptUrl(cfg.ubloApi, cfg.cms?.version), SCRIPT_ATTR, fail);
    const cancelPoll = pollFor(
      () => window.SchussCms,
      {
        onReady: (cms) => {
          if (done) return;
          done = true;
          const base = basePath(cfg.domains, lang);
          cms.mount({
            token,
            site: cfg.site,
            lang,
            path: pagePathOf(window.location.pathname, base),
            platformUrl: cfg.ubloApi,
            siteUrl: (cfg.domains[lang] ?? window.location.origin + base).replace(/\/+$/, ''),
            langs: cfg.langs,
            onLogout: () => {
              storage.session.remove('token');
              window.location.reload();
            },
          });
          setState('ready');
        },
        onTimeout: fail,
      },
      { intervalMs: CMS_POLL_MS, timeoutMs: CMS_TIMEOUT_MS },
    );
    return () => {
      done = true;
      cancelPoll();
      removeListener();
    };
  }, [state === 'loading', attempt]);

  // The tool goes with the layout (another language is a full load anyway).
  useEffect(() => () => window.SchussCms?.unmount(), []);

  // Any client-side navigation that got through (search results, links of other components):
  // reload after navigating (docs/spec.md §2 "Links"), so the tool mounts on the new page.
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current && document.documentElement.dataset.editor === 'on') window.location.reload();
  }, [pathname]);

  if (state !== 'error') return null;
  return (
    <div role="alert" lang={lang} style={toast}>
      <span>{t('editor.tool.loadError')}</span>
      <button
        type="button"
        style={button}
        onClick={() => {
          setAttempt((n) => n + 1);
          setState('loading');
        }}
      >
        {t('editor.tool.retry')}
      </button>
      <button type="button" style={button} onClick={() => setState('ready')}>
        {t('editor.tool.dismiss')}
      </button>
    </div>
  );
}

// Inline styles: this component ships only to editors, and must not depend on the page's CSS.
const toast: CSSProperties = {
  position: 'fixed',
  insetInlineStart: '1rem',
  insetBlockEnd: '1rem',
  zIndex: 2147483000,
  display: 'flex',
  gap: '0.75rem',
  alignItems: 'center',
  maxWidth: 'calc(100vw - 2rem)',
  padding: '0.75rem 1rem',
  borderRadius: '0.5rem',
  background: '#1f2937',
  color: '#fff',
  font: '500 0.9375rem/1.4 system-ui, sans-serif',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.25)',
};
const button: CSSProperties = {
  padding: '0.375rem 0.75rem',
  border: '1px solid #fff',
  borderRadius: '0.375rem',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
};
