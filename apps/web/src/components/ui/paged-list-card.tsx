import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from './card';
import { CardPagination } from './pagination';
import { QueryState } from './query-state';

interface PagedListCardProps<Page extends { pagination: { total: number; totalPages: number } }> {
  query: UseQueryResult<Page>;
  /** Search and filters above the list. */
  toolbar: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  /** Read to screen readers while the first page loads. */
  loadingLabel: string;
  /** A skeleton shaped like the rows, instead of the spinner. */
  loading?: ReactNode;
  errorTitle?: string;
  children: (page: Page) => ReactNode;
}

/** A paged list in a card: filters; loading, failure or the rows; then the pages, if any. */
export function PagedListCard<Page extends { pagination: { total: number; totalPages: number } }>({
  query,
  toolbar,
  page,
  onPageChange,
  loadingLabel,
  loading,
  errorTitle,
  children,
}: PagedListCardProps<Page>) {
  return (
    <Card>
      <div className="space-y-4 border-b border-slate-100 p-4 sm:p-5">{toolbar}</div>
      <QueryState
        query={query}
        loadingLabel={loadingLabel}
        loading={loading}
        errorTitle={errorTitle}
      >
        {children}
      </QueryState>
      <CardPagination page={page} pagination={query.data?.pagination} onPageChange={onPageChange} />
    </Card>
  );
}
