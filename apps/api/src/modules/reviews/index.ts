// The reviews module's public API: what other modules and the demo seed may use. Its repo.ts and
// tables are its own (eslint.boundaries.js).

/** Bookings: whether a stay has been reviewed yet. */
export { hasReviewForBooking } from './repo';

/** The demo seed reviews its past stays. */
export { addRatingToProperty, insertReview } from './repo';
