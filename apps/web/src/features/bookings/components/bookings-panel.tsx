import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { BOOKING_STATUSES, type BookingListResponse, type BookingStatus } from '@nestly/shared';
import { Card, FilterTabs, Pagination, type FilterTab, QueryState } from '../../../components/ui';
import type { BookingArea } from '../api/keys';
import { BOOKING_STATUS_LOOKS } from '../lib/labels';
import { BookingList, BookingListSkeleton } from './booking-list';

const statusTabs: FilterTab<BookingStatus | ''>[] = [
  { value: '', label: 'All' },
  ...BOOKING_STATUSES.map((status) => ({
    value: status,
    label: BOOKING_STATUS_LOOKS[status].label,
  })),
];

export function BookingStatusTabs({
  value,
  onChange,
}: {
  value: BookingStatus | undefined;
  onChange: (status: BookingStatus | '') => void;
}) {
  return <FilterTabs label="Status" tabs={statusTabs} value={value ?? ''} onChange={onChange} />;
}

interface BookingsPanelProps {
  area: BookingArea;
  query: UseQueryResult<BookingListResponse>;
  /** Filters above the list. */
  toolbar: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
}

/** A bookings list in a card: filters; loading, failure, rows or empty; then the pages. */
export function BookingsPanel({
  area,
  query,
  toolbar,
  page,
  onPageChange,
  empty,
}: BookingsPanelProps) {
  const pagination = query.data?.pagination;
  return (
    <Card>
      <div className="space-y-4 border-b border-slate-100 p-4 sm:p-5">{toolbar}</div>
      <QueryState
        query={query}
        loadingLabel="Loading bookings"
        loading={<BookingListSkeleton />}
        errorTitle="Could not load bookings"
      >
        {(list) => (
          <BookingList
            area={area}
            bookings={list.data}
            isFetching={query.isPlaceholderData}
            empty={empty}
          />
        )}
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
