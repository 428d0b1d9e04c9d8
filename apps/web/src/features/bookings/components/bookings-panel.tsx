import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { BOOKING_STATUSES, type BookingListResponse, type BookingStatus } from '@nestly/shared';
import { FilterTabs, PagedListCard, type FilterTab } from '../../../components/ui';
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
  return (
    <PagedListCard
      query={query}
      toolbar={toolbar}
      page={page}
      onPageChange={onPageChange}
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
    </PagedListCard>
  );
}
