import { paths } from '@nestly/shared';
import type { ReactNode } from 'react';
import { Eye } from 'lucide-react';
import type { BookingSummary } from '@nestly/shared';
import {
  DataTable,
  LinkButton,
  Skeleton,
  actionsColumn,
  type Column,
} from '../../../components/ui';
import { formatDay, formatInr, pluralize } from '../../../lib/format';
import type { BookingArea } from '../api/keys';
import { BookingPropertyThumb } from './booking-property-thumb';
import { BookingStatusBadge } from './booking-status-badge';

interface BookingListProps {
  area: BookingArea;
  bookings: BookingSummary[];
  /** Shown in place of the table when there are no bookings. */
  empty: ReactNode;
  isFetching?: boolean;
}

function Party({ party }: { party: BookingSummary['user'] }) {
  return (
    <div className="min-w-0 max-md:text-right">
      <p className="truncate font-medium text-slate-900">{party.name}</p>
      <p className="truncate text-xs text-slate-600">{party.email}</p>
    </div>
  );
}

/** What the owner's figure means at each stage of a booking. */
const earningsNote = (status: BookingSummary['status']) => {
  switch (status) {
    case 'pending_payment':
      return 'once paid, after commission';
    case 'cancelled':
      return 'kept after the refund';
    case 'expired':
      return 'never paid';
    default:
      return 'after commission';
  }
};

/**
 * Bookings as a table on wide screens and stacked cards on phones. Owners and admins also see
 * the guest, admins the owner too; every row opens the booking's page in the same area.
 */
export function BookingList({ area, bookings, empty, isFetching }: BookingListProps) {
  const columns: Column<BookingSummary>[] = [
    {
      key: 'property',
      header: 'Property',
      hideLabelOnPhone: true,
      cell: (booking) => (
        <div className="flex min-w-0 items-center gap-3">
          <BookingPropertyThumb
            coverUrl={booking.property.coverUrl}
            className="h-14 w-20 shrink-0 rounded-lg max-md:h-16 max-md:w-24"
          />
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{booking.property.title}</p>
            <p className="text-xs text-slate-600">
              {booking.property.city} · <span className="font-mono">{booking.reference}</span>
            </p>
          </div>
        </div>
      ),
    },
    ...(area === 'user'
      ? []
      : [
          {
            key: 'guest',
            header: 'Guest',
            cell: (booking: BookingSummary) => <Party party={booking.user} />,
          },
        ]),
    ...(area === 'admin'
      ? [
          {
            key: 'owner',
            header: 'Owner',
            cell: (booking: BookingSummary) => <Party party={booking.owner} />,
          },
        ]
      : []),
    {
      key: 'dates',
      header: 'Stay',
      cell: (booking) => (
        <div className="max-md:text-right">
          <p className="whitespace-nowrap text-slate-900">
            {formatDay(booking.moveInDate)} – {formatDay(booking.endDate)}
          </p>
          <p className="text-xs text-slate-600">{pluralize(booking.rentalPeriod, 'month')}</p>
        </div>
      ),
    },
    area === 'owner'
      ? {
          // Owners see their net: their share after commission, never the guest's deposit.
          key: 'earnings',
          header: 'You earn',
          cell: (booking) => (
            <div className="max-md:text-right">
              <p className="font-semibold whitespace-nowrap text-slate-900">
                {formatInr(booking.ownerEarnings)}
              </p>
              <p className="text-xs text-slate-600">{earningsNote(booking.status)}</p>
            </div>
          ),
        }
      : {
          key: 'total',
          header: 'Total',
          cell: (booking) => (
            <span className="font-semibold whitespace-nowrap text-slate-900">
              {formatInr(booking.total)}
            </span>
          ),
        },
    {
      key: 'status',
      header: 'Status',
      cell: (booking) => <BookingStatusBadge status={booking.status} />,
    },
    actionsColumn((booking) => (
      <LinkButton
        to={paths[area].booking.getHref(booking.id)}
        variant="outline"
        size="sm"
        icon={<Eye className="size-4" aria-hidden />}
        aria-label={`View booking ${booking.reference}`}
      >
        View
      </LinkButton>
    )),
  ];

  return (
    <DataTable
      caption="Bookings"
      columns={columns}
      rows={bookings}
      getRowId={(booking) => booking.id}
      isFetching={isFetching}
      empty={empty}
    />
  );
}

/** Rows of grey while the first page loads. */
export function BookingListSkeleton() {
  return (
    <div className="space-y-3 p-4 sm:p-5" role="status" aria-label="Loading bookings">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="h-14 w-20 shrink-0 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="hidden h-8 w-24 md:block" />
        </div>
      ))}
    </div>
  );
}
