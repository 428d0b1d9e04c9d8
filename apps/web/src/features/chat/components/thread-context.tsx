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
}: {
  booking: ChatBooking;
  others: number;
  area: ChatArea;
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

interface ThreadContextProps {
  area: ChatArea;
  property: ChatProperty | null;
  /** Their bookings together, newest first: the latest is shown. */
  bookings: ChatBooking[];
}

/** The booking beside the thread (issue 10): the home asked about and their latest booking. */
export function ThreadContext({ area, property, bookings }: ThreadContextProps) {
  const [latest, ...others] = bookings;
  if (!property && !latest) {
    return <p className="text-sm text-slate-600">No home or booking to show yet.</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {property && <PropertySummary property={property} area={area} />}
      {latest && <BookingSummary booking={latest} others={others.length} area={area} />}
    </div>
  );
}
