import { paths } from '@nestly/shared';
import { ArrowRight, CalendarDays, Home } from 'lucide-react';
import type { ChatBooking, ChatProperty } from '@nestly/shared';
import { Badge, TextLink } from '../../../components/ui';
import { formatDay, formatInr, pluralize } from '../../../lib/format';
import type { ChatArea } from '../api/keys';
import { bookingStatusLook } from '../lib/labels';

/** `2025-03-12` as a day; anything else (a full timestamp) by its date part. */
const dayOf = (value: string) => formatDay(value.slice(0, 10));

function PropertySummary({ property, area }: { property: ChatProperty; area: ChatArea }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {property.photoUrl ? (
        <img
          src={property.photoUrl}
          alt=""
          className="size-14 shrink-0 rounded-xl object-cover ring-1 ring-slate-200"
        />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-500">
          <Home className="size-6" aria-hidden />
        </span>
      )}
      <div className="min-w-0">
        <TextLink
          to={paths[area].property.getHref(property.id)}
          className="line-clamp-2 text-sm leading-snug"
        >
          {property.title}
        </TextLink>
        <p className="text-xs text-slate-600">
          {property.city} · {formatInr(property.rent)} / month
        </p>
      </div>
    </div>
  );
}

function BookingSummary({
  booking,
  others,
  area,
  isOfShownHome,
}: {
  booking: ChatBooking;
  others: number;
  area: ChatArea;
  /** Beside the home it is of; otherwise it names its home, so it is not taken for this one. */
  isOfShownHome: boolean;
}) {
  const look = bookingStatusLook(booking.status);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
        <CalendarDays className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          {area === 'owner' ? 'Their booking' : 'Your booking'}
          {!isOfShownHome && ` of ${booking.propertyTitle}`}
          <Badge tone={look.tone}>{look.label}</Badge>
        </p>
        <p className="text-xs text-slate-600">
          {dayOf(booking.moveInDate)} – {dayOf(booking.moveOutDate)}
          {others > 0 && ` · and ${pluralize(others, 'other booking')}`}
        </p>
        <TextLink
          to={paths[area].booking.getHref(booking.id)}
          className="inline-flex items-center gap-1 text-xs"
        >
          View booking
          <ArrowRight className="size-3.5" aria-hidden />
        </TextLink>
      </div>
    </div>
  );
}

/** The home shown has no booking of theirs, though other homes of this owner do. */
function NoBookingOfHome({ area, elsewhere }: { area: ChatArea; elsewhere: number }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-500">
        <CalendarDays className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-semibold text-slate-900">No booking of this home yet</p>
        <p className="text-xs text-slate-600">
          {area === 'owner' ? 'They have' : 'You have'} {pluralize(elsewhere, 'booking')} of other
          homes together.
        </p>
      </div>
    </div>
  );
}

interface ThreadContextProps {
  area: ChatArea;
  property: ChatProperty | null;
  /** Their bookings together, newest first, of any of the owner's homes. */
  bookings: ChatBooking[];
}

/**
 * The booking beside the thread (issue 10): the home asked about and the latest booking **of that
 * home** (issue 29: asking about one home showed another home's stay). Without a home, their
 * latest booking, named by its home.
 */
export function ThreadContext({ area, property, bookings }: ThreadContextProps) {
  const ofHome = property
    ? bookings.filter((booking) => booking.propertyId === property.id)
    : bookings;
  const [latest] = ofHome;
  if (!property && !latest) {
    return <p className="text-sm text-slate-600">No home or booking to show yet.</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {property && <PropertySummary property={property} area={area} />}
      {latest ? (
        <BookingSummary
          booking={latest}
          others={bookings.length - 1}
          area={area}
          isOfShownHome={property !== null}
        />
      ) : (
        bookings.length > 0 && <NoBookingOfHome area={area} elsewhere={bookings.length} />
      )}
    </div>
  );
}
