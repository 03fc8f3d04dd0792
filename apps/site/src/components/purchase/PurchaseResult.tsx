'use client';
import type { OrderView } from '@schuss/contracts';
import { formatEuros, groupCart } from '@schuss/contracts/rules';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { purchaseDictionaries } from '../../i18n/messages-purchase';
import { translatorIn } from '../../i18n/translate';
import { clearReferrals } from '../../lib/affiliation';
import { analytics } from '../../lib/analytics';
import { loadConfig } from '../../lib/config.client';
import { storage } from '../../lib/storage';
import { fetchOrder, retryPayment } from './purchase-api';
import {
  addAttempt,
  claimPurchaseReport,
  failureReason,
  formatDate,
  isNewVisit,
  POLL_INTERVAL_MS,
  POLL_MAX_MS,
  parseResultQuery,
  purchaseItems,
  type ResultQuery,
  successState,
} from './purchase-logic';

type View =
  | { kind: 'loading' }
  | { kind: 'confirming' }
  | { kind: 'paid'; order: OrderView }
  | { kind: 'stillPending' }
  | { kind: 'notConfirmed' }
  | { kind: 'notFound' }
  | { kind: 'error' }
  | { kind: 'invalid' }
  | { kind: 'failure'; cartId: string; code: string };

type Translate = ReturnType<typeof translatorIn>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The navigation type of this page load (`navigate`, `reload`, `back_forward`). */
function navigationType(): string | undefined {
  try {
    return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  } catch {
    return undefined;
  }
}

// Outcomes already handled in this document (guards effects that run twice in development).
const handled = new Set<string>();

/**
 * The purchase result (docs/spec.md §2, §4). The URL only says which cart and which code the
 * payment page returned; whether the order is paid is read from the platform, and success is shown
 * only once it says `paid` (a browser back before the bank's notification shows "confirming").
 */
export function PurchaseResult({ lang, cartHref }: { lang: string; cartHref: string }) {
  const t = translatorIn(purchaseDictionaries, lang);
  const [query] = useState<ResultQuery>(() => parseResultQuery(window.location.search));
  const [view, setView] = useState<View>(() => initialView(query));
  const [attempt, setAttempt] = useState(0);

  // A failure: reported and counted once per visit (see purchase-logic.ts `isNewVisit`).
  useEffect(() => {
    if (query.kind !== 'failure') return;
    const key = `failure:${window.location.href}`;
    if (handled.has(key)) return;
    handled.add(key);
    if (!isNewVisit(navigationType())) return;
    addAttempt(query.cartId, storage.local);
    analytics.paymentFailure(query.executionCode);
  }, [query]);

  // A success return: read the order, poll while it awaits the bank's notification.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check
  useEffect(() => {
    if (query.kind !== 'success') return;
    let cancelled = false;
    (async () => {
      try {
        const { msemUrl } = await loadConfig();
        const deadline = Date.now() + POLL_MAX_MS;
        for (;;) {
          const result = await fetchOrder(msemUrl, query.cartId, lang);
          if (cancelled) return;
          if (result.kind === 'notFound') return setView({ kind: 'notFound' });
          const state = successState(result.order.status);
          if (state === 'paid') {
            onPaid(result.order);
            return setView({ kind: 'paid', order: result.order });
          }
          if (state === 'notConfirmed') return setView({ kind: 'notConfirmed' });
          if (Date.now() >= deadline) return setView({ kind: 'stillPending' });
          setView({ kind: 'confirming' });
          await sleep(POLL_INTERVAL_MS);
          if (cancelled) return;
        }
      } catch {
        if (!cancelled) setView({ kind: 'error' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [query, lang, attempt]);

  const again = () => {
    setView({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <div className="purchase-result" data-purchase-view={view.kind}>
      <Body view={view} t={t} lang={lang} cartHref={cartHref} again={again} />
    </div>
  );
}

function initialView(query: ResultQuery): View {
  if (query.kind === 'invalid') return { kind: 'invalid' };
  if (query.kind === 'failure') return { kind: 'failure', cartId: query.cartId, code: query.executionCode };
  return { kind: 'loading' };
}

/**
 * Success: the referral values are cleared, a new tab no longer takes up the paid cart (`lastCart`), and
 * `purchase` is sent once per order (never for a free quotation).
 */
function onPaid(order: OrderView) {
  clearReferrals();
  if (storage.local.get('lastCart')?.id === order.cartId) storage.local.remove('lastCart');
  if (claimPurchaseReport(order, storage.local)) analytics.purchase(order.number, purchaseItems(order));
}

function Body({ view, t, lang, cartHref, again }: { view: View; t: Translate; lang: string; cartHref: string; again: () => void }) {
  switch (view.kind) {
    case 'loading':
    case 'confirming':
      return (
        <div className="purchase-status" role="status">
          <span className="ui-spinner" aria-hidden="true" />
          <span>{t(view.kind === 'loading' ? 'purchase.loading' : 'purchase.confirming')}</span>
        </div>
      );
    case 'paid':
      return <Success order={view.order} t={t} lang={lang} />;
    case 'failure':
      return <Failure cartId={view.cartId} code={view.code} t={t} lang={lang} cartHref={cartHref} />;
    case 'stillPending':
      return (
        <Outcome
          title={t('purchase.stillPending.title')}
          role="status"
          actions={
            <button type="button" className="button" onClick={again}>
              {t('purchase.stillPending.check')}
            </button>
          }
        >
          <p>{t('purchase.stillPending.text')}</p>
        </Outcome>
      );
    case 'error':
      return (
        <Outcome
          title={t('purchase.error.title')}
          role="alert"
          actions={
            <button type="button" className="button" onClick={again}>
              {t('purchase.error.retry')}
            </button>
          }
        >
          <p>{t('purchase.error.text')}</p>
        </Outcome>
      );
    default: {
      const key = view.kind; // invalid, notFound, notConfirmed
      return (
        <Outcome
          title={t(`purchase.${key}.title`)}
          role="alert"
          actions={
            <a className="button" href={cartHref}>
              {t('purchase.backToCart')}
            </a>
          }
        >
          <p>{t(`purchase.${key}.text`)}</p>
        </Outcome>
      );
    }
  }
}

/**
 * A result with its heading, focused when it appears so keyboard and screen-reader users land on
 * it; the explanation is a live region, the actions follow it.
 */
function Outcome({
  title,
  role,
  tone = 'info',
  children,
  actions,
}: {
  title: string;
  role: 'status' | 'alert';
  tone?: 'info' | 'success' | 'failure';
  children: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={`purchase-outcome purchase-${tone}`}>
      <h2 ref={heading} tabIndex={-1} className="purchase-title">
        {title}
      </h2>
      <div role={role}>{children}</div>
      {actions ? <div className="purchase-actions">{actions}</div> : null}
    </div>
  );
}

function Success({ order, t, lang }: { order: OrderView; t: Translate; lang: string }) {
  const groups = groupCart(order);
  return (
    <Outcome title={t('purchase.success.title')} role="status" tone="success">
      <p className="purchase-number">
        {t('purchase.success.number')} <strong data-order-number>{order.number}</strong>
      </p>
      <p>{t('purchase.success.email', { email: order.contact.email })}</p>
      {order.hasQuotation && order.total.amount === 0 ? <p>{t('purchase.success.quotation')}</p> : null}
      <section className="purchase-summary" aria-labelledby="purchase-summary-title">
        <h3 id="purchase-summary-title">{t('purchase.summary')}</h3>
        {groups.map((g) => (
          <div key={g.type} className="purchase-group">
            <h4>{g.merchantName}</h4>
            <ul>
              {g.lines.map((line) => (
                <li key={line.lineId} className="purchase-line">
                  <div className="purchase-line-head">
                    <span className="purchase-line-name">{line.name}</span>
                    <span className="purchase-line-price">{formatEuros(line.cents, lang)}</span>
                  </div>
                  {line.startDate ? (
                    <p className="purchase-line-dates">
                      {line.endDate && line.endDate !== line.startDate
                        ? t('purchase.dates', { from: formatDate(line.startDate, lang), to: formatDate(line.endDate, lang) })
                        : t('purchase.date', { date: formatDate(line.startDate, lang) })}
                    </p>
                  ) : null}
                  <p className="purchase-line-people">
                    <span className="visually-hidden">{t('purchase.participants')} </span>
                    {line.participants.map((p) => p.name).join(', ')}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p className="purchase-total">
          <span>{t('purchase.total')}</span> <strong data-order-total>{formatEuros(order.total.amount, lang)}</strong>
        </p>
      </section>
    </Outcome>
  );
}

function Failure({ cartId, code, t, lang, cartHref }: { cartId: string; code: string; t: Translate; lang: string; cartHref: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; toCart: boolean } | null>(null);
  const reason = failureReason(code);

  // Back from the payment page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => e.persisted && setBusy(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const retry = async () => {
    setBusy(true);
    setProblem(null);
    let result: Awaited<ReturnType<typeof retryPayment>>;
    try {
      const { msemUrl } = await loadConfig();
      result = await retryPayment(msemUrl, cartId, lang);
    } catch {
      result = { kind: 'error' };
    }
    if (result.kind === 'redirect') {
      // Stays busy while the browser leaves for the payment page.
      window.location.assign(result.url);
      return;
    }
    setBusy(false);
    if (result.kind === 'unavailable')
      setProblem({
        text: result.lines.length
          ? t('purchase.retry.unavailable', { lines: result.lines.join(', ') })
          : t('purchase.retry.unavailableNoLines'),
        toCart: true,
      });
    else if (result.kind === 'cartChanged') setProblem({ text: t('purchase.retry.cartChanged'), toCart: true });
    else if (result.kind === 'noOrder') setProblem({ text: t('purchase.retry.noOrder'), toCart: true });
    else setProblem({ text: t('purchase.retry.error'), toCart: false });
  };

  return (
    <Outcome
      title={t('purchase.failure.title')}
      role="alert"
      tone="failure"
      actions={
        <>
          <button type="button" className="button" onClick={retry} disabled={busy} aria-busy={busy || undefined}>
            {busy ? (
              <>
                <span className="ui-spinner purchase-button-spinner" aria-hidden="true" />
                {t('purchase.retrying')}
              </>
            ) : (
              t('purchase.retry')
            )}
          </button>
          <a className="purchase-link" href={cartHref}>
            {t('purchase.backToCart')}
          </a>
        </>
      }
    >
      <p className="purchase-reason">{t(reason.key, reason.vars)}</p>
      <p>{t('purchase.failure.hint')}</p>
      {problem ? (
        <p className="purchase-problem">
          {problem.text}
          {problem.toCart ? (
            <>
              {' '}
              <a href={cartHref}>{t('purchase.backToCart')}</a>
            </>
          ) : null}
        </p>
      ) : null}
    </Outcome>
  );
}
