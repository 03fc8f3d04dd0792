import { lazy, Suspense } from 'react';
import type { BarChartProps } from '../charts/BarChart';
import { useI18n } from '../i18n';

// Recharts and its dependencies load with the first chart shown, not with the application.
const LazyBarChart = lazy(() => import('../charts/BarChart'));

/** Colours of the series (product types, refunds), distinguishable and dark enough on white. */
export const PALETTE = [
  '#1d4ed8',
  '#b45309',
  '#047857',
  '#9d174d',
  '#6d28d9',
  '#0e7490',
  '#4d7c0f',
  '#be123c',
  '#374151',
  '#a16207',
  '#1e40af',
];

export function BarChart(props: BarChartProps & { title: string }) {
  const { m } = useI18n();
  const { title, ...chart } = props;
  return (
    <figure className="chart-figure">
      <figcaption>{title}</figcaption>
      <Suspense
        fallback={
          <div className="chart-placeholder" style={{ height: chart.height ?? 280 }}>
            {m.chartLoading}
          </div>
        }
      >
        <LazyBarChart {...chart} />
      </Suspense>
    </figure>
  );
}
