import type { BookingArea } from '../api/keys';

/** Where a booking's own page is, in each area. */
export const bookingPath = (area: BookingArea, id: string): string =>
  `/${area}/bookings/${encodeURIComponent(id)}`;

export const bookingsPath = (area: BookingArea): string => `/${area}/bookings`;

/** The listing's page as the area knows it (the admin's is its moderation page). */
export const propertyPath = (area: BookingArea, id: string): string =>
  area === 'admin'
    ? `/admin/properties/${encodeURIComponent(id)}`
    : `/${area}/property/${encodeURIComponent(id)}`;
