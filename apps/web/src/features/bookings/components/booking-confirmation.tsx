import { BellRing, CalendarCheck, CircleCheck, Eye, MessageCircle, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths, type BookingDetail } from '@nestly/shared';
import { Card, CardBody, LinkButton, QueryState, Skeleton } from '../../../components/ui';
import { formatDay, formatInr } from '../../../lib/format';
import { StayDates } from '../../../lib/stay-dates';
import { useBooking } from '../api/get-booking';
import { BookingPropertyThumb } from './booking-property-thumb';

const PAID_WITH: Record<NonNullable<BookingDetail['paymentMethod']>, string> = {
  card: 'by card',
  wallet: 'from your wallet',
};

/** The chat with the owner about this home (the chat's route: /user/chat/{propertyId}/{ownerId}). */
export const ownerChatPath = (booking: Pick<BookingDetail, 'property' | 'owner'>) =>
  paths.user.chatThread.getHref(booking.property.id, booking.owner.id);

/** The last day a cancellation still gives everything back, if that day has not passed. */
const lastFullRefundDay = (booking: BookingDetail) =>
  booking.refundPreview.find((row) => row.policy === 'full')?.until ?? null;

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-primary-600 [&>svg]:size-5" aria-hidden>
        {icon}
      </span>
      <span className="min-w-0 text-sm text-slate-700">{children}</span>
    </li>
  );
}

/**
 * What a tenant sees once a booking is paid: the reference, the home, the dates, what was paid,
 * what happens next, and where to go from here (the booking, a message to the owner).
 */
export function BookingConfirmation({ bookingId }: { bookingId: string }) {
  const bookingQuery = useBooking('user', bookingId);

  return (
    <QueryState
      query={bookingQuery}
      loadingLabel="Loading your booking"
      loading={
        <div
          className="mx-auto max-w-2xl space-y-4"
          role="status"
          aria-label="Loading your booking"
        >
          <Skeleton className="h-40" />
          <Skeleton className="h-48" />
        </div>
      }
      errorTitle="Your booking is confirmed, but its details did not load"
    >
      {(booking) => <ConfirmedStay booking={booking} />}
    </QueryState>
  );
}

function ConfirmedStay({ booking }: { booking: BookingDetail }) {
  const freeUntil = lastFullRefundDay(booking);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Card>
        <CardBody className="space-y-5">
          <div className="flex items-start gap-3">
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden />
            <div className="min-w-0">
              <h2 className="text-lg font-semibold text-slate-900">Your stay is booked</h2>
              <p className="text-sm text-slate-600">
                Booking reference{' '}
                <span className="font-mono font-semibold text-slate-900">{booking.reference}</span>
              </p>
            </div>
          </div>
          <div className="flex flex-col gap-4 sm:flex-row">
            <BookingPropertyThumb
              coverUrl={booking.property.coverUrl}
              className="aspect-[4/3] w-full rounded-xl sm:w-40"
            />
            <div className="min-w-0 flex-1 space-y-3">
              <div>
                <h3 className="font-semibold break-words text-slate-900">
                  {booking.property.title}
                </h3>
                <p className="text-sm text-slate-600">
                  {booking.property.city}, {booking.property.state} · hosted by {booking.owner.name}
                </p>
              </div>
              <StayDates
                moveInDate={booking.moveInDate}
                endDate={booking.endDate}
                months={booking.rentalPeriod}
              >
                <div className="sm:col-span-3">
                  <dt className="text-slate-600">Amount paid</dt>
                  <dd className="font-semibold text-slate-900">
                    {/* Checkout charges the deposit and month 1 (PRODUCT.md, long stays). */}
                    {formatInr(booking.price.dueNow)}
                    {booking.paymentMethod && (
                      <span className="font-normal text-slate-600">
                        {' '}
                        {PAID_WITH[booking.paymentMethod]}, deposit of{' '}
                        {formatInr(booking.price.deposit)} included
                      </span>
                    )}
                  </dd>
                </div>
              </StayDates>
            </div>
          </div>
        </CardBody>
      </Card>

      <Card>
        <CardBody className="space-y-4">
          <h2 className="text-base font-semibold text-slate-900">What happens next</h2>
          <ul className="space-y-3">
            <Step icon={<BellRing />}>
              {booking.owner.name} has been told about your booking. Message them to arrange the
              keys and your move-in time.
            </Step>
            <Step icon={<CalendarCheck />}>
              {freeUntil
                ? `Plans change? Cancel by ${formatDay(freeUntil)} for a full refund to your wallet; later cancellations refund part of the rent.`
                : 'Plans change? The booking page shows what cancelling would refund.'}
            </Step>
            <Step icon={<Wallet />}>
              Your deposit of {formatInr(booking.price.deposit)} comes back to your Nestly wallet
              when the stay ends on {formatDay(booking.endDate)}.
            </Step>
          </ul>
          <div className="flex flex-wrap gap-2 pt-1">
            <LinkButton
              to={paths.user.booking.getHref(booking.id)}
              icon={<Eye className="size-4" aria-hidden />}
            >
              View booking
            </LinkButton>
            <LinkButton
              to={ownerChatPath(booking)}
              variant="outline"
              icon={<MessageCircle className="size-4" aria-hidden />}
            >
              Message the owner
            </LinkButton>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
