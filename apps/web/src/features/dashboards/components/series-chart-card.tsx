import type { SeriesGranularity } from '@nestly/shared';
import { formatPeriod } from '../lib/chart-format';
import { ChartCard, type ChartColumn } from './chart-card';
import { SeriesChart, type SeriesBar } from './series-chart';

interface SeriesChartCardProps<
  Key extends string,
  Row extends { period: string } & Record<Key, number>,
> {
  title: string;
  description: string;
  rows: Row[];
  granularity: SeriesGranularity;
  unit: 'inr' | 'count';
  bars: SeriesBar<Key>[];
  /** The table's figures after its Period column, for screen readers. */
  columns: ChartColumn<Row>[];
}

/** A dashboard series in a card: bars by period, and the same figures as a table. */
export function SeriesChartCard<
  Key extends string,
  Row extends { period: string } & Record<Key, number>,
>({ title, description, rows, granularity, unit, bars, columns }: SeriesChartCardProps<Key, Row>) {
  return (
    <ChartCard
      title={title}
      description={description}
      table={{
        rows,
        rowKey: (row) => row.period,
        columns: [
          { header: 'Period', cell: (row) => formatPeriod(row.period, granularity) },
          ...columns,
        ],
      }}
    >
      <SeriesChart data={rows} granularity={granularity} unit={unit} bars={bars} />
    </ChartCard>
  );
}
