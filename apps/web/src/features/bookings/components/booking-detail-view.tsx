import { useState, type ReactNode } from 'react';
import { Mail, XCircle } from 'lucide-react';
import type { BookingDetail } from '@nestly/shared';
import {
  Alert,
  Button,
  Card,
  CardBody,
  CardHeader,
  TextLink,
  Timeline,
} from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatDay, formatInr, pluralize } from '../../../lib/format';
import type { BookingArea } from '../api/keys';
import { ACTOR_LABELS, BOOKING_EVENT_TITLES, PAYMENT_METHOD_LABELS, signOf } from '../lib/labels';
import { propertyPath } from '../lib/paths';
import { BookingPropertyThumb } from './booking-property-thumb';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBookingDialog, refundPolicyText } from './cancel-booking-dialog';

interface BookingDetailViewProps {
  booking: BookingDetail;
  area: BookingArea;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** ` by you`, ` by the guest`, … as the reader would say it. */
const cancelledBy = ({ cancelledBy: actor }: BookingDetail, area: BookingArea): string => {
  if (!actor) return '';
  if (actor === 'system') return ' automatically';
  if (actor === area) return ' by you';
  return actor === 'admin' ? ' by an admin' : ` by the ${ACTOR_LABELS[actor]}`;
};

/** What the booking is in, in one line at the top: held, cancelled, expired, completed. */
function StatusNotice({ booking, area }: BookingDetailViewProps) {
  switch (booking.status) {
    case 'pending_payment':
      return (
        <Alert
          tone="warning"
          title={
            booking.expiresAt
              ? `Awaiting payment — dates held until ${formatDateTime(booking.expiresAt)}`
              : 'Awaiting payment'
          }
        >
          {area === 'user' ? (
            <>
              Nothing has been charged yet. Unpaid bookings let their dates go after that.{' '}
              <TextLink to="/user/checkout">Go to checkout</TextLink>
            </>
          ) : (
            'The guest has started paying. Unpaid bookings let their dates go after that.'
          )}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert
          tone="danger"
          title={`Cancelled${cancelledBy(booking, area)}${
            booking.cancelledAt ? ` on ${formatDateTime(booking.cancelledAt)}` : ''
          }`}
        >
          {booking.cancellationReason && (
            <p className="break-words">Reason: “{booking.cancellationReason}”</p>
          )}
          {booking.refundAmount !== null && (
            <p>
              {area === 'user'
                ? `${formatInr(booking.refundAmount)} was refunded to your Nestly wallet.`
                : `${formatInr(booking.refundAmount)} was refunded to the guest’s wallet.`}
            </p>
          )}
        </Alert>
      );
    case 'expired':
      return (
        <Alert tone="info" title="Expired">
          {booking.payments.length === 0
            ? 'It was not paid in time, so its dates were released. Nothing was charged.'
            : // A card payment that lands after the dates were taken is credited (decision 007).
              `The payment arrived after the dates were released, so it was credited to ${
                area === 'user' ? 'your Nestly wallet' : 'the guest’s wallet'
              }.`}
        </Alert>
      );
    case 'completed':
      return (
        <Alert tone="success" title="Stay completed">
          {area === 'user'
            ? 'Your security deposit went back to your Nestly wallet.'
            : 'The security deposit went back to the guest’s wallet.'}
        </Alert>
      );
    default:
      return null;
  }
}

/** Rent × months, each add-on × months, deposit, total; the platform's split for owner and admin. */
function PriceBreakdown({ booking, area }: BookingDetailViewProps) {
  const { price } = booking;
  const months = pluralize(price.months, 'month');
  return (
    <Card>
      <CardHeader title="Price breakdown" />
      <CardBody className="space-y-4">
        <table className="w-full text-sm">
          <caption className="sr-only">Price breakdown</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <tr>
              <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-700">
                Rent{' '}
                <span className="text-slate-600">
                  ({formatInr(price.monthlyRent)} × {months})
                </span>
              </th>
              <td className="py-2 text-right font-medium whitespace-nowrap text-slate-900">
                {formatInr(price.rentTotal)}
              </td>
            </tr>
            {price.addOns.map((addOn) => (
              <tr key={addOn.serviceId}>
                <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-700">
                  {addOn.name}{' '}
                  <span className="text-slate-600">
                    ({formatInr(addOn.monthlyPrice)} × {months})
                  </span>
                </th>
                <td className="py-2 text-right font-medium whitespace-nowrap text-slate-900">
                  {formatInr(addOn.total)}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-700">
                Security deposit <span className="text-slate-600">(refundable)</span>
              </th>
              <td className="py-2 text-right font-medium whitespace-nowrap text-slate-900">
                {formatInr(price.deposit)}
              </td>
            </tr>
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-200">
              <th scope="row" className="pt-3 text-left font-semibold text-slate-900">
                Total
              </th>
              <td className="pt-3 text-right text-base font-bold whitespace-nowrap text-slate-900">
                {formatInr(price.total)}
              </td>
            </tr>
          </tfoot>
        </table>
        {area !== 'user' && (
          <dl className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 ring-inset">
            <Fact label="Rent and add-ons">{formatInr(price.subtotal)}</Fact>
            <Fact label="Platform commission">−{formatInr(booking.commission)}</Fact>
            <Fact label="Owner’s share">{formatInr(booking.ownerShare)}</Fact>
          </dl>
        )}
      </CardBody>
    </Card>
  );
}

function Payments({ booking }: { booking: BookingDetail }) {
  return (
    <Card>
      <CardHeader title="Payments" />
      <CardBody>
        {booking.payments.length === 0 ? (
          <p className="text-sm text-slate-600">No money has moved for this booking.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {booking.payments.map((payment) => (
              <li key={payment.id} className="flex items-start justify-between gap-4 py-2.5">
                <div className="min-w-0">
                  <p className="text-sm font-medium break-words text-slate-900">
                    {payment.description}
                  </p>
                  <p className="text-xs text-slate-600">{formatDateTime(payment.createdAt)}</p>
                </div>
                <p
                  className={cn(
                    'text-sm font-semibold whitespace-nowrap',
                    payment.amount < 0 ? 'text-red-700' : 'text-emerald-700',
                  )}
                >
                  {signOf(payment.amount)}
                  {formatInr(Math.abs(payment.amount))}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

function Party({ title, party }: { title?: string; party: BookingDetail['user'] }) {
  return (
    <div className="space-y-1 text-sm">
      {title && (
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</p>
      )}
      <p className="font-semibold break-words text-slate-900">{party.name}</p>
      <p className="flex items-center gap-2 break-all text-slate-700">
        <Mail className="size-4 shrink-0 text-slate-500" aria-hidden />
        <a href={`mailto:${party.email}`} className="hover:underline">
          {party.email}
        </a>
      </p>
    </div>
  );
}

/** The refund for cancelling today and over the coming days (users), or the owner's full refund. */
function CancellationSection({
  booking,
  area,
  onCancel,
}: {
  booking: BookingDetail;
  area: 'user' | 'owner';
  onCancel: () => void;
}) {
  const { cancellation } = booking;
  return (
    <Card>
      <CardHeader title="Cancellation" />
      <CardBody className="space-y-4 text-sm">
        {!cancellation.allowed ? (
          <p className="text-slate-700">{cancellation.reason}</p>
        ) : area === 'owner' ? (
          <p className="text-slate-700">
            If you cancel, the guest gets a full refund of{' '}
            <strong className="text-slate-900">{formatInr(cancellation.refund)}</strong> and your
            earning from this stay is reversed.
          </p>
        ) : (
          <>
            <p className="text-slate-700">
              Cancel today and get back{' '}
              <strong className="text-slate-900">{formatInr(cancellation.refund)}</strong> to your
              Nestly wallet. {refundPolicyText(cancellation.policy)}
            </p>
            {booking.refundPreview.length > 0 && (
              <ul className="space-y-1.5" aria-label="Refund by cancellation date">
                {booking.refundPreview.map((row) => (
                  <li key={row.from} className="flex justify-between gap-4">
                    <span className="text-slate-600">
                      {row.from === row.until
                        ? formatDay(row.from)
                        : `${formatDay(row.from)} – ${formatDay(row.until)}`}
                    </span>
                    <span className="font-semibold text-slate-900">
                      {formatInr(row.refund)} {row.policy === 'full' ? '(full)' : '(partial)'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {cancellation.allowed && (
          <Button
            variant="danger-ghost"
            className="ring-1 ring-red-200 ring-inset"
            fullWidth
            onClick={onCancel}
            icon={<XCircle className="size-4" aria-hidden />}
          >
            Cancel booking
          </Button>
        )}
      </CardBody>
    </Card>
  );
}

/**
 * One booking as each side sees it: status, stay, home, the people, the price (and the platform's
 * split for owners and admins), the money moved, the history, and cancelling when it is allowed.
 */
export function BookingDetailView({ booking, area }: BookingDetailViewProps) {
  const [isCancelling, setIsCancelling] = useState(false);
  // Only confirmed stays can be cancelled (PRODUCT.md); the server's preview has the last word.
  const showsCancellation = booking.status === 'confirmed' || booking.cancellation.allowed;

  return (
    <div className="space-y-6">
      <Card>
        <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <BookingPropertyThumb
            coverUrl={booking.property.coverUrl}
            className="h-24 w-full shrink-0 rounded-xl sm:h-20 sm:w-28"
          />
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              {/* The page's one level-one heading: the home this booking is for. */}
              <h1 className="text-lg font-semibold break-words text-slate-900">
                <TextLink
                  to={propertyPath(area, booking.property.id)}
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

      <StatusNotice booking={booking} area={area} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <PriceBreakdown booking={booking} area={area} />
          <Payments booking={booking} />
          <Card role="region" aria-label="Timeline">
            <CardHeader title="Timeline" />
            <CardBody>
              <Timeline
                empty="Nothing has happened yet."
                entries={booking.timeline.map((event) => ({
                  id: event.id,
                  title: BOOKING_EVENT_TITLES[event.toStatus],
                  meta: `${formatDateTime(event.createdAt)} · ${
                    event.actorRole === 'system'
                      ? 'automatically'
                      : `by ${event.actorName ?? 'someone'} (${ACTOR_LABELS[event.actorRole]})`
                  }`,
                  note: event.reason && `“${event.reason}”`,
                }))}
              />
            </CardBody>
          </Card>
        </div>

        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader title="Stay" />
            <CardBody>
              <dl className="space-y-3 text-sm">
                <Fact label="Move-in">{formatDay(booking.moveInDate)}</Fact>
                <Fact label="Move-out">{formatDay(booking.endDate)}</Fact>
                <Fact label="Length">{pluralize(booking.rentalPeriod, 'month')}</Fact>
                {booking.paymentMethod && (
                  <Fact label="Paid with">{PAYMENT_METHOD_LABELS[booking.paymentMethod]}</Fact>
                )}
                {booking.confirmedAt && (
                  <Fact label="Confirmed">{formatDateTime(booking.confirmedAt)}</Fact>
                )}
                {booking.completedAt && (
                  <Fact label="Completed">{formatDateTime(booking.completedAt)}</Fact>
                )}
              </dl>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={area === 'admin' ? 'People' : area === 'user' ? 'Owner' : 'Guest'} />
            <CardBody className="space-y-4">
              {area === 'user' && <Party party={booking.owner} />}
              {area === 'owner' && <Party party={booking.user} />}
              {area === 'admin' && (
                <>
                  <Party title="Guest" party={booking.user} />
                  <Party title="Owner" party={booking.owner} />
                </>
              )}
            </CardBody>
          </Card>
          {area !== 'admin' && showsCancellation && (
            <CancellationSection
              booking={booking}
              area={area}
              onCancel={() => setIsCancelling(true)}
            />
          )}
        </div>
      </div>

      {area !== 'admin' && (
        <CancelBookingDialog
          booking={booking}
          area={area}
          open={isCancelling}
          onClose={() => setIsCancelling(false)}
        />
      )}
    </div>
  );
}
