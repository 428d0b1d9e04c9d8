import type { BookingDetail } from '@nestly/shared';

/**
 * A stay with months to show: confirmed (months to pay), or over (receipts and the deposit).
 * Held, cancelled and expired bookings have no schedule to draw.
 */
export const hasMonthlySchedule = (booking: BookingDetail): boolean =>
  booking.status === 'confirmed' || booking.status === 'completed';
