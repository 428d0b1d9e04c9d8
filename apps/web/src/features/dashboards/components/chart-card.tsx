import { useId, type ReactNode } from 'react';
import { Card, CardHeader, Skeleton } from '../../../components/ui';

export interface ChartColumn<Row> {
  header: string;
  cell: (row: Row) => string;
}

interface ChartCardProps<Row> {
  title: string;
  description?: string;
  /** The chart itself (Recharts, keyboard-navigable: focus it and use the arrow keys). */
  children: ReactNode;
  /** The chart's figures as a table, read by screen readers instead of the drawing. */
  table: { columns: ChartColumn<Row>[]; rows: Row[]; rowKey: (row: Row) => string };
  actions?: ReactNode;
}

/** The height every chart takes, skeleton included (no layout shift when it arrives). */
export const CHART_HEIGHT_CLASS = 'h-64';

export function ChartCard<Row>({
  title,
  description,
  children,
  table,
  actions,
}: ChartCardProps<Row>) {
  const captionId = useId();
  return (
    <Card>
      <CardHeader title={title} description={description} actions={actions} />
      <figure aria-labelledby={captionId} className="px-2 pt-4 pb-3 sm:px-4">
        <figcaption id={captionId} className="sr-only">
          {title}. The figures follow as a table.
        </figcaption>
        <div className={CHART_HEIGHT_CLASS}>{children}</div>
        <ChartTable caption={title} {...table} />
      </figure>
    </Card>
  );
}

/** The chart's data as a real table, visible to screen readers only. */
export function ChartTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ChartColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.header} scope="row">
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header}>{column.cell(row)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ChartCardSkeleton() {
  return (
    <Card>
      {/* The header's two lines (24 px and 20 px) and the chart's height, as the real card. */}
      <div className="space-y-0.5 border-b border-slate-100 px-5 py-4 sm:px-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-5 w-56" />
      </div>
      <div className="px-2 pt-4 pb-3 sm:px-4">
        <Skeleton className={CHART_HEIGHT_CLASS} />
      </div>
    </Card>
  );
}
