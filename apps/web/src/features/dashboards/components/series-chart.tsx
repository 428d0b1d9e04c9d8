import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatInrCompact, type SeriesGranularity } from '@nestly/shared';
import { formatInr } from '../../../lib/format';
import { formatPeriod, formatPeriodTick } from '../lib/chart-format';

export interface SeriesBar<Key extends string> {
  key: Key;
  name: string;
  /** A CSS colour (the design system's variables). */
  color: string;
  stackId?: string;
}

interface SeriesChartProps<Key extends string> {
  data: ({ period: string } & Record<Key, number>)[];
  granularity: SeriesGranularity;
  bars: SeriesBar<Key>[];
  unit: 'inr' | 'count';
}

/**
 * A bar chart over a dashboard series (Recharts 3). Its accessibility layer makes it one tab stop
 * whose arrow keys walk the periods, each shown in the tooltip; money through formatInr.
 */
export function SeriesChart<Key extends string>({
  data,
  granularity,
  bars,
  unit,
}: SeriesChartProps<Key>) {
  const format = (value: number) => (unit === 'inr' ? formatInr(value) : String(value));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--color-slate-200)" />
        <XAxis
          dataKey="period"
          tickFormatter={(period: string) => formatPeriodTick(period, granularity)}
          tick={{ fontSize: granularity === 'month' ? 11 : 12, fill: 'var(--color-slate-600)' }}
          tickLine={false}
          axisLine={false}
          // Every month keeps its label (issue 29: the money chart, narrower for its ₹ axis, lost
          // "Aug"); days and weeks are too many to name each, so Recharts thins those out.
          interval={granularity === 'month' ? 0 : 'preserveEnd'}
          minTickGap={granularity === 'month' ? 0 : 12}
        />
        <YAxis
          width={unit === 'inr' ? 56 : 32}
          allowDecimals={false}
          tickFormatter={(value: number) =>
            unit === 'inr' ? formatInrCompact(value) : String(value)
          }
          tick={{ fontSize: 12, fill: 'var(--color-slate-600)' }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          cursor={{ fill: 'var(--color-slate-100)' }}
          labelFormatter={(period) => formatPeriod(String(period), granularity)}
          formatter={(value) => format(Number(value))}
        />
        {bars.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
        {bars.map((bar) => (
          <Bar
            key={bar.key}
            dataKey={bar.key}
            name={bar.name}
            fill={bar.color}
            stackId={bar.stackId}
            radius={bar.stackId ? 0 : [4, 4, 0, 0]}
            maxBarSize={40}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
