'use client';
import { lazy, Suspense } from 'react';
import type { OfferFilterProps } from './OfferFilter';

/**
 * The offers' category filter, on its own chunk: it is on the offers pages only, and every CMS page shares one route
 * (a static import would put it in every page's first load). Rendered on the server all the same.
 */
const OfferFilter = lazy(() => import('./OfferFilter').then((m) => ({ default: m.OfferFilter })));

export function OfferFilterLazy(props: OfferFilterProps) {
  return (
    <Suspense fallback={null}>
      <OfferFilter {...props} />
    </Suspense>
  );
}
