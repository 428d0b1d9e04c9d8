// The bookings module's public API: what other modules and the demo seed may use. Its repo.ts and
// tables are its own (eslint.boundaries.js); anything else reaching for bookings goes through here.

/** Reviews: the stay a review is written for, locked while the review is stored. */
export { findBookingById, lockBooking } from './repo';
export { findBookingView, type BookingViewRow } from './booking-views-repo';
/** Availability: the ranges held or booked from today on. */
export { listTakenRanges } from './repo';
export type { BookingRow } from './repo';

/** The demo seed writes past stays the way the product does. */
export { insertBookingEvent, insertHeldBooking, transitionBooking } from './repo';
export { bookingRowFor } from './booking-row';
export { insertSettlement } from './deposit-settlements-repo';
/** The booking confirmation's schedule writer (decision 027), also the demo seed's. */
export { writeInstalmentSchedule } from './instalment-schedule';

/** The names of its recurring jobs (the end-to-end server's clock control reports their counts). */
export { BOOKING_RECURRING_JOBS } from './scheduled-transitions';
export { DEPOSIT_RECURRING_JOBS } from './deposit-settlement';
export { INSTALMENT_RECURRING_JOBS } from './instalment-jobs';
