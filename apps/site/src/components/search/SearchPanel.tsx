'use client';
import type { SearchResult } from '@schuss/contracts';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { analytics } from '../../lib/analytics';
import { loadConfig } from '../../lib/config.client';
import { basePath } from '../../lib/lang';
import { createLatest, type Latest } from './latest';
import { fetchResults } from './search-api';
import {
  leaveEvent,
  moveSelection,
  resultHref,
  SEARCH_DEBOUNCE_MS,
  sanitizeSnippet,
  searchable,
  searchQuery,
  selectionKey,
  visibleResults,
} from './search-logic';
import { searchTexts } from './texts';
import './search-panel.css';

type Status = 'idle' | 'loading' | 'done' | 'error';
type State = { status: Status; query: string; results: SearchResult[] };

const IDLE: State = { status: 'idle', query: '', results: [] };

/** One lookup: the config (searchUrl, site, preProd, domains), then the search route of the search service. */
async function lookup(lang: string, text: string, signal: AbortSignal) {
  const config = await loadConfig();
  if (signal.aborted) throw signal.reason;
  const results = await fetchResults(config.searchUrl, searchQuery(config, lang, text), { signal });
  return { results: visibleResults(results), base: basePath(config.domains, lang) };
}

type Props = {
  lang: string;
  /** Bumped each time the field should take the focus (opening, Ctrl+K). */
  focusRequest: number;
  /** Closes the bar; `returnFocus` puts the focus back on the toggle button. */
  onClose: (returnFocus: boolean) => void;
};

/**
 * The search bar (docs/spec.md §2, §4, §5): a combobox whose listbox shows the results. The lookup is
 * sent 600 ms after the last keystroke, for non-empty text only, and only the last request's
 * answer is shown (earlier ones are aborted). ArrowUp/ArrowDown move the selection, Enter opens
 * it (or searches at once when nothing is selected), Escape clears and closes. Leaving the field
 * with more than 2 characters typed is reported as "Search failed" (no results) or "Search
 * canceled"; opening a result as "Search" with the terms and destination.
 */
export default function SearchPanel({ lang, focusRequest, onClose }: Props) {
  const tx = searchTexts(lang);
  const router = useRouter();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [state, setState] = useState<State>(IDLE);
  const [active, setActive] = useState(-1);
  const base = useRef<string | null>(null);
  const latest = useRef<Latest | null>(null);
  // What leaving the field reports is read from refs: blur and unmount see the current values.
  const current = useRef({ text: '', state: IDLE });
  current.current = { text, state };
  const reported = useRef<string | null>(null);

  useEffect(() => {
    const l = createLatest({
      delay: SEARCH_DEBOUNCE_MS,
      run: (query, signal) => lookup(lang, query, signal),
      onStart: (query) => setState((s) => ({ ...s, status: 'loading', query })),
      onResult: (query, value) => {
        base.current = value.base;
        setActive(-1);
        setState({ status: 'done', query, results: value.results });
      },
      onError: (query) => {
        setActive(-1);
        setState({ status: 'error', query, results: [] });
      },
    });
    latest.current = l;
    // Warm the config up while the visitor types.
    loadConfig().then(
      (config) => {
        base.current = basePath(config.domains, lang);
      },
      () => {},
    );
    return () => l.cancel();
  }, [lang]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusRequest is the trigger.
  useEffect(() => {
    input.current?.focus();
  }, [focusRequest]);

  const leave = useCallback(() => {
    const { text: typed, state: s } = current.current;
    const terms = typed.trim();
    if (!terms || reported.current === terms) return;
    reported.current = terms;
    const event = leaveEvent(terms, s.query === terms ? s.results.length : 0);
    if (event === 'failed') analytics.searchFailed(terms);
    else if (event === 'canceled') analytics.searchCanceled(terms);
  }, []);

  // Closing the bar (toggle button, route change) is leaving the field too.
  useEffect(() => leave, [leave]);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const change = (value: string) => {
    setText(value);
    setActive(-1);
    if (reported.current !== value.trim()) reported.current = null;
    if (searchable(value)) {
      latest.current?.schedule(value.trim());
    } else {
      latest.current?.cancel();
      setState(IDLE);
    }
  };

  const open = (result: SearchResult) => {
    const terms = text.trim();
    const href = resultHref(base.current ?? '', result.path);
    reported.current = terms;
    analytics.search(terms, href);
    latest.current?.cancel();
    setText('');
    setState(IDLE);
    onClose(false);
    router.push(href);
  };

  const retry = () => {
    const terms = text.trim();
    if (searchable(terms)) latest.current?.flush(terms);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = selectionKey(event.key);
    if (move) {
      event.preventDefault();
      setActive((a) => moveSelection(a, move, state.results.length));
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const selected = state.results[active];
      if (selected) open(selected);
      else if (searchable(text) && state.query !== text.trim()) latest.current?.flush(text.trim());
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      leave();
      latest.current?.cancel();
      setText('');
      setState(IDLE);
      setActive(-1);
      onClose(true);
    }
  };

  const { status, results, query } = state;
  const expanded = results.length > 0;
  const announce = status === 'done' ? tx.count(results.length) : status === 'error' ? tx.error : '';

  return (
    <search className="sr-panel" aria-label={tx.label} data-status={status}>
      <div className="sr-inner">
        <div className="sr-field">
          <svg className="sr-field-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            type="search"
            className="sr-input"
            role="combobox"
            aria-label={tx.label}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-busy={status === 'loading' || undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={tx.placeholder}
            value={text}
            onChange={(e) => change(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={leave}
          />
          {status === 'loading' ? <span className="sr-spinner" aria-hidden="true" /> : null}
          <span className="sr-kbd" aria-hidden="true">
            Ctrl K
          </span>
        </div>
        <div id={listId} className="sr-results" role="listbox" aria-label={tx.results} hidden={!expanded}>
          {results.map((r, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: combobox pattern: the field handles the keys (aria-activedescendant).
            // biome-ignore lint/a11y/useFocusableInteractive: options are never focused; the field points at them with aria-activedescendant.
            <div
              key={r.path}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="sr-option"
              data-path={r.path}
              // Keep the focus in the field: a click is not leaving it.
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => (i === active ? undefined : setActive(i))}
              onClick={() => open(r)}
            >
              <span className="sr-option-title">{r.title}</span>
              <span className="sr-option-path">{resultHref(base.current ?? '', r.path)}</span>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: only <mark> survives sanitizeSnippet. */}
              <span className="sr-option-snippet" dangerouslySetInnerHTML={{ __html: sanitizeSnippet(r.snippet) }} />
            </div>
          ))}
        </div>
        <div className="sr-state">
          {status === 'loading' && !expanded ? <p className="sr-message">{tx.loading}</p> : null}
          {status === 'done' && !results.length ? <p className="sr-message sr-empty">{tx.empty(query)}</p> : null}
          {status === 'error' ? (
            <p className="sr-message sr-error">
              {tx.error}{' '}
              <button type="button" className="sr-retry" onClick={retry}>
                {tx.retry}
              </button>
            </p>
          ) : null}
        </div>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announce}
        </p>
      </div>
    </search>
  );
}
