import type { ReactNode } from 'react';
import { Mail } from 'lucide-react';
import type { BookingDetail } from '@nestly/shared';
import { Card, CardBody, CardHeader, Timeline } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatDay, formatInr, pluralize } from '../../../lib/format';
import { ACTOR_LABELS, BOOKING_EVENT_TITLES, PAYMENT_METHOD_LABELS, signOf } from '../lib/labels';
import type { BookingAreaView } from './booking-area-views';

export function BookingFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

export function BookingPayments({ booking }: { booking: BookingDetail }) {
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

/** The people on the booking, as this side knows them. */
export function BookingPeople({
  booking,
  view,
}: {
  booking: BookingDetail;
  view: BookingAreaView;
}) {
  return (
    <Card>
      <CardHeader title={view.peopleTitle} />
      <CardBody className="space-y-4">
        {view.peopleOf(booking).map(({ title, party }) => (
          <Party key={party.id} title={title} party={party} />
        ))}
      </CardBody>
    </Card>
  );
}

export function BookingStay({ booking }: { booking: BookingDetail }) {
  return (
    <Card>
      <CardHeader title="Stay" />
      <CardBody>
        <dl className="space-y-3 text-sm">
          <BookingFact label="Move-in">{formatDay(booking.moveInDate)}</BookingFact>
          <BookingFact label="Move-out">{formatDay(booking.endDate)}</BookingFact>
          <BookingFact label="Length">{pluralize(booking.rentalPeriod, 'month')}</BookingFact>
          {booking.paymentMethod && (
            <BookingFact label="Paid with">
              {PAYMENT_METHOD_LABELS[booking.paymentMethod]}
            </BookingFact>
          )}
          {booking.confirmedAt && (
            <BookingFact label="Confirmed">{formatDateTime(booking.confirmedAt)}</BookingFact>
          )}
          {booking.completedAt && (
            <BookingFact label="Completed">{formatDateTime(booking.completedAt)}</BookingFact>
          )}
        </dl>
      </CardBody>
    </Card>
  );
}

export function BookingTimeline({ booking }: { booking: BookingDetail }) {
  return (
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
  );
}
