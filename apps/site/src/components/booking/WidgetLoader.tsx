'use client';
import { useEffect, useReducer, useRef } from 'react';
import { translator } from '../../i18n';
import '../ui/ui.css';
import './booking.css';
import { loadConfig } from '../../lib/config.client';
import { initialLoaderState, loaderReducer, pollFor, WIDGET_POLL_MS, widgetScriptUrl } from './loader-logic';

export { WIDGET_POLL_MS };

type MsemWidget = {
  mount: (element: Element, options: Record<string, unknown>) => void;
  unmount: (element: Element) => void;
};
declare global {
  interface Window {
    MsemWidget?: MsemWidget;
  }
}

const SCRIPT_ATTR = 'data-msem-widget';

/** Injects the widget script once per page (again after a failed load); reports a load error. */
function injectScript(src: string, onError: () => void): () => void {
  let script = document.querySelector<HTMLScriptElement>(`script[${SCRIPT_ATTR}]`);
  if (script?.dataset.failed === 'true') {
    script.remove();
    script = null;
  }
  if (!script) {
    script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(SCRIPT_ATTR, '');
    script.addEventListener('error', () => {
      if (script) script.dataset.failed = 'true';
    });
    document.head.appendChild(script);
  }
  const el = script;
  const handler = () => onError();
  el.addEventListener('error', handler);
  return () => el.removeEventListener('error', handler);
}

/** Hosts the booking widget (booking and cart pages): spinner, then the widget, or a message with a retry. */
export function WidgetLoader({ view, filter, lang }: { view: string; filter?: Record<string, string>; lang: string }) {
  const t = translator(lang);
  const [state, dispatch] = useReducer(loaderReducer, initialLoaderState);
  const host = useRef<HTMLDivElement>(null);
  const filterKey = JSON.stringify(filter ?? {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt re-runs the load
  useEffect(() => {
    let cancelled = false;
    let cancelPoll = () => {};
    let removeListener = () => {};
    const element = host.current;
    loadConfig().then(
      (config) => {
        if (cancelled || !element) return;
        removeListener = injectScript(widgetScriptUrl(config.msemUrl), () => {
          cancelPoll();
          dispatch('scriptError');
        });
        cancelPoll = pollFor(
          () => window.MsemWidget,
          {
            onReady: (widget) => {
              if (cancelled) return;
              try {
                widget.mount(element, {
                  lang,
                  site: config.site,
                  resort: config.resort,
                  view,
                  filter: JSON.parse(filterKey),
                  apiUrl: config.msemUrl,
                  seasonStart: config.season.start,
                });
                dispatch('ready');
              } catch {
                dispatch('scriptError');
              }
            },
            onTimeout: () => dispatch('timeout'),
          },
          { intervalMs: WIDGET_POLL_MS },
        );
      },
      () => !cancelled && dispatch('scriptError'),
    );
    return () => {
      cancelled = true;
      cancelPoll();
      removeListener();
      if (element) window.MsemWidget?.unmount(element);
    };
  }, [state.attempt, view, filterKey, lang]);

  return (
    <div className="widget-loader" data-widget-state={state.status}>
      {state.status === 'loading' ? (
        <div className="widget-status" role="status">
          <span className="ui-spinner" aria-hidden="true" />
          <span>{t('widget.loading')}</span>
        </div>
      ) : null}
      {state.status === 'error' ? (
        <div className="widget-status widget-error" role="alert">
          <p>{t('widget.error')}</p>
          <button type="button" className="widget-retry" onClick={() => dispatch('retry')}>
            {t('widget.retry')}
          </button>
        </div>
      ) : null}
      <div ref={host} className="widget-mount" />
    </div>
  );
}
