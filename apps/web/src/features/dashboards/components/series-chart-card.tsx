import { lazy, Suspense } from 'react';
import type { SeriesGranularity } from '@nestly/shared';
import { Skeleton } from '../../../components/ui';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { formatPeriod } from '../lib/chart-format';
import { ChartCard, type ChartColumn } from './chart-card';
import type { SeriesBar, SeriesChart as SeriesChartType } from './series-chart';

// Recharts and its d3 modules are about 110 KiB compressed, as much as the rest of a dashboard's
// first load: the chart's code comes after the page is drawn, into the box the card keeps for it
// (issue 27: the owner's dashboard on a phone). Screen readers have the card's table meanwhile.
// Below the fold (a phone's dashboard), the chart is loaded and drawn as the person scrolls near it:
// drawing it is one long task of some 60 ms on a phone, which the page's first screen need not wait
// behind.
const SeriesChart = lazy(() =>
  import('./series-chart').then(({ SeriesChart }) => ({ default: SeriesChart })),
) as unknown as typeof SeriesChartType;

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
  const [chartBox, isNear] = useNearViewport<HTMLDivElement>();
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
      <div ref={chartBox} className="size-full">
        {isNear ? (
          <Suspense fallback={<Skeleton className="size-full" />}>
            <SeriesChart data={rows} granularity={granularity} unit={unit} bars={bars} />
          </Suspense>
        ) : (
          <Skeleton className="size-full" />
        )}
      </div>
    </ChartCard>
  );
}
