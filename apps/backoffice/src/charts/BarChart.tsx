import { Bar, CartesianGrid, Legend, BarChart as RBarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type Series = { key: string; label: string; color: string };

export type BarChartProps = {
  data: Record<string, string | number>[];
  /** The category of each bar (a day, a provider). */
  xKey: string;
  series: Series[];
  stacked?: boolean;
  formatValue: (value: number) => string;
  formatX?: (value: string) => string;
  height?: number;
};

/**
 * A bar chart (Recharts, in its own lazily loaded chunk). It is a picture of a table the screen
 * shows beside it: hidden from assistive technologies, which read the table.
 */
export default function BarChart({ data, xKey, series, stacked, formatValue, formatX, height = 280 }: BarChartProps) {
  return (
    <div className="chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={height}>
        <RBarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tickFormatter={formatX} tick={{ fill: '#1f2933', fontSize: 12 }} />
          <YAxis tickFormatter={(v: number) => formatValue(v)} width={80} tick={{ fill: '#1f2933', fontSize: 12 }} />
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            labelFormatter={(label) => (formatX ? formatX(String(label)) : String(label))}
          />
          <Legend />
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color}
              stackId={stacked ? 'stack' : undefined}
              isAnimationActive={false}
            />
          ))}
        </RBarChart>
      </ResponsiveContainer>
    </div>
  );
}
