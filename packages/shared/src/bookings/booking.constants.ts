// Kept apart from booking.schemas.ts: the web draws with these names, and a module that builds
// Zod schemas brings Zod into every page that imports any of its exports (common/dates.ts).

/** PRODUCT.md, Booking: pending_payment → confirmed → completed; → expired; confirmed → cancelled. */
export const BOOKING_STATUSES = [
  'pending_payment',
  'confirmed',
  'completed',
  'expired',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** An unpaid booking holds its dates this long, then expires. */
export const BOOKING_PAYMENT_WINDOW_MINUTES = 15;

/**
 * One person may hold at most this many homes' dates unpaid at once (card checkouts awaiting
 * payment), so nobody can lock up many homes for 15 minutes at a time (issue 8).
 */
export const MAX_UNPAID_HOLDS_PER_USER = 3;

export const PAYMENT_METHODS = ['card', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ACTOR_ROLES = ['user', 'owner', 'admin', 'system'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];
