import { paths } from '@nestly/shared';
import type { BookingArea } from '../api/keys';

/** Where a booking's own page is, in each area. */
export const bookingPath = (area: BookingArea, id: string): string =>
  paths[area].booking.getHref(id);

export const bookingsPath = (area: BookingArea): string => paths[area].bookings.getHref();

/** The listing's page as the area knows it (the admin's is its moderation page). */
export const propertyPath = (area: BookingArea, id: string): string =>
  paths[area].property.getHref(id);
