import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from './card';
import { Pagination } from './pagination';
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
  const pagination = query.data?.pagination;
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
      {pagination && pagination.total > 0 && (
        <div className="border-t border-slate-100 p-4 sm:px-5">
          <Pagination
            page={page}
            totalPages={pagination.totalPages}
            total={pagination.total}
            onPageChange={onPageChange}
          />
        </div>
      )}
    </Card>
  );
}
