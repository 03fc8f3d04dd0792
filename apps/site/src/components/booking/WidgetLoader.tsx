'use client';
import { useEffect, useReducer, useRef } from 'react';
import { translator } from '../../i18n';
import '../ui/ui.css';
import './booking.css';
import { loadConfig } from '../../lib/config.client';
import { injectScriptOnce } from '../../lib/inject-script';
import { initialLoaderState, loaderReducer, pollFor, WIDGET_POLL_MS } from './loader-logic';

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

type Props = {
  view: string;
  filter?: Record<string, string>;
  lang: string;
  /** The widget's script (./widget-script, computed on the server). */
  scriptUrl: string;
};

/** Hosts the booking widget (booking and cart pages): spinner, then the widget, or a message with a retry. */
export function WidgetLoader({ view, filter, lang, scriptUrl }: Props) {
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
        removeListener = injectScriptOnce(scriptUrl, SCRIPT_ATTR, () => {
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
  }, [state.attempt, view, filterKey, lang, scriptUrl]);

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
