import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** Hide the "header:" label on phones (e.g. for the primary cell or the actions). */
  hideLabelOnPhone?: boolean;
}

/** The row's buttons, last: right-aligned on wide screens, at the foot of the card on phones. */
export const actionsColumn = <Row,>(cell: (row: Row) => ReactNode): Column<Row> => ({
  key: 'actions',
  header: 'Actions',
  hideLabelOnPhone: true,
  className: 'md:text-right max-md:justify-end max-md:pt-2',
  cell,
});

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  isFetching?: boolean;
}

/**
 * A table on wide screens; on phones each row becomes a stacked card with "Header: value" lines.
 * One markup for both, so assistive tech and tests see one table.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  empty,
  isFetching,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div
      className={cn('transition-opacity', isFetching && 'opacity-60')}
      aria-busy={isFetching || undefined}
    >
      <table className="w-full border-separate max-md:block border-spacing-0 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase first:rounded-tl-xl last:rounded-tr-xl"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:flex max-md:flex-col max-md:gap-3 max-md:p-3">
          {rows.map((row) => (
            <tr
              key={getRowId(row)}
              className="max-md:flex max-md:flex-col max-md:gap-2 max-md:rounded-xl max-md:p-4 max-md:ring-1 max-md:ring-slate-200 md:hover:bg-slate-50/70"
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.hideLabelOnPhone ? undefined : column.header}
                  className={cn(
                    'align-middle text-slate-700 md:border-b md:border-slate-100 md:px-4 md:py-3',
                    'max-md:flex max-md:items-center max-md:justify-between max-md:gap-3',
                    // Any before: utility creates the pseudo-element, so label-less cells get none.
                    !column.hideLabelOnPhone &&
                      'max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:uppercase max-md:before:content-[attr(data-label)]',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
