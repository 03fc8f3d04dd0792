'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import '../ui/ui.css';
import './purchase.css';

/**
 * The purchase result view (widget view `purchase-result`), loaded on its own chunk: every CMS page
 * shares one route, so a static import would make every page download it. Rendered in the browser
 * only (after mounting), since it depends on the URL's query and the visitor's storage.
 */
const PurchaseResult = lazy(() => import('./PurchaseResult').then((m) => ({ default: m.PurchaseResult })));

// Its own two strings: the result view's dictionary stays in the lazy chunk with the view.
const LOADING: Record<string, string> = { fr: 'Chargement de votre commande…', en: 'Loading your order…' };

function Loading({ lang }: { lang: string }) {
  return (
    <div className="purchase-status" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span>{LOADING[lang] ?? LOADING.en}</span>
    </div>
  );
}

export function PurchaseResultLoader({ lang, cartHref }: { lang: string; cartHref: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = <Loading lang={lang} />;
  if (!mounted) return loading;
  return (
    <Suspense fallback={loading}>
      <PurchaseResult lang={lang} cartHref={cartHref} />
    </Suspense>
  );
}
