'use client';
import { lazy, Suspense } from 'react';
import type { FindBookingProps } from './FindBookingForm';

/**
 * The "find my booking" form, on its own chunk: every CMS page shares one route, so a static import would put the
 * form (its words, its requests) in every page's first load. Rendered on the server all the same (React renders
 * a lazy component there), then hydrated once its chunk arrived.
 */
const FindBookingForm = lazy(() => import('./FindBookingForm').then((m) => ({ default: m.FindBookingForm })));

export function FindBookingLazy(props: FindBookingProps) {
  return (
    <Suspense fallback={null}>
      <FindBookingForm {...props} />
    </Suspense>
  );
}
