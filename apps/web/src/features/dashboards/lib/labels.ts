import type { BookingStatus } from '@nestly/shared';

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  completed: 'Completed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};
