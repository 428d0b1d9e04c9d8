import type { ActorRole, BookingStatus } from '@nestly/shared';
import type { BadgeTone } from '../../../components/ui';

/** How each status looks and reads (PRODUCT.md, Booking states). */
export const BOOKING_STATUS_LOOKS: Record<BookingStatus, { label: string; tone: BadgeTone }> = {
  pending_payment: { label: 'Awaiting payment', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  completed: { label: 'Completed', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
  expired: { label: 'Expired', tone: 'muted' },
};

/** Timeline headings, by the status a booking moved to. */
export const BOOKING_EVENT_TITLES: Record<BookingStatus, string> = {
  pending_payment: 'Booked, awaiting payment',
  confirmed: 'Confirmed',
  completed: 'Stay completed',
  cancelled: 'Cancelled',
  expired: 'Expired unpaid: dates released',
};

/** Who did it, as the people on either side call each other. */
export const ACTOR_LABELS: Record<ActorRole, string> = {
  user: 'guest',
  owner: 'owner',
  admin: 'admin',
  system: 'Nestly',
};

export const PAYMENT_METHOD_LABELS = { card: 'Card', wallet: 'Nestly wallet' } as const;

/** `+₹500` in, `−₹500` out: the sign is the direction, for the party shown. */
export const signOf = (amount: number): string => (amount < 0 ? '−' : '+');
