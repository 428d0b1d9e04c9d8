import { lazyComponent } from '../../../lib/lazy-component';
import { paths } from '@nestly/shared';
import { useState } from 'react';
import type { BookingDetail } from '@nestly/shared';
import { Card, CardBody, TextLink } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import type { BookingArea } from '../api/keys';
import { BOOKING_AREA_VIEWS } from './booking-area-views';
import { BookingCancellationSection } from './booking-cancellation-section';
import {
  BookingPayments,
  BookingPeople,
  BookingStay,
  BookingTimeline,
} from './booking-detail-cards';
import { BookingPriceBreakdown } from './booking-price-breakdown';
import { BookingPropertyThumb } from './booking-property-thumb';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingStatusNotice } from './booking-status-notice';
import { CardRefundStatus } from './card-refund-status';

/** The dialog and its form (react-hook-form) come when the page is idle, or when opened. */
const CancelBookingDialog = lazyComponent(() =>
  import('./cancel-booking-dialog').then((module) => module.CancelBookingDialog),
);

interface BookingDetailViewProps {
  booking: BookingDetail;
  area: BookingArea;
}

/**
 * One booking as each side sees it: status, stay, home, the people, the price (and the platform's
 * split for owners and admins), the money moved, the history, and cancelling when it is allowed.
 */
export function BookingDetailView({ booking, area }: BookingDetailViewProps) {
  const [isCancelling, setIsCancelling] = useState(false);
  const view = BOOKING_AREA_VIEWS[area];
  const { cancellingArea } = view;
  // Only confirmed stays can be cancelled (PRODUCT.md); the server's preview has the last word.
  const showsCancellation = booking.status === 'confirmed' || booking.cancellation.allowed;

  return (
    <div className="space-y-6">
      <Card>
        <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <BookingPropertyThumb
            coverUrl={booking.property.coverUrl}
            isPriority
            className="h-24 w-full shrink-0 rounded-xl sm:h-20 sm:w-28"
          />
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              {/* The page's one level-one heading: the home this booking is for. */}
              <h1 className="text-lg font-semibold break-words text-slate-900">
                <TextLink
                  to={paths[area].property.getHref(booking.property.id)}
                  className="text-slate-900 hover:text-primary-700"
                >
                  {booking.property.title}
                </TextLink>
              </h1>
              <BookingStatusBadge status={booking.status} />
            </div>
            <p className="text-sm text-slate-600">
              {booking.property.city}, {booking.property.state}
            </p>
            <p className="text-sm text-slate-600">
              Booking <span className="font-mono font-semibold">{booking.reference}</span> · made{' '}
              {formatDateTime(booking.createdAt)}
            </p>
          </div>
        </CardBody>
      </Card>

      <BookingStatusNotice booking={booking} area={area} />
      {/* The guest follows a refund to the card until the bank has it (decision 028). */}
      {area === 'user' && booking.refund && <CardRefundStatus refund={booking.refund} />}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <BookingPriceBreakdown booking={booking} showsSplit={view.showsSplit} />
          <BookingPayments booking={booking} />
          <BookingTimeline booking={booking} />
        </div>

        <div className="min-w-0 space-y-6">
          <BookingStay booking={booking} />
          <BookingPeople booking={booking} view={view} />
          {cancellingArea && showsCancellation && (
            <BookingCancellationSection
              booking={booking}
              area={cancellingArea}
              onCancel={() => setIsCancelling(true)}
            />
          )}
        </div>
      </div>

      {cancellingArea && (
        <CancelBookingDialog
          booking={booking}
          area={cancellingArea}
          open={isCancelling}
          onClose={() => setIsCancelling(false)}
        />
      )}
    </div>
  );
}
