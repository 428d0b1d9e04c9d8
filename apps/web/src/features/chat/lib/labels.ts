import type { BadgeTone } from '../../../components/ui';

/**
 * The booking beside a thread. The chat call answers the status as plain text, and features do
 * not reach into one another (STYLE.md), so the few words live here, matching the bookings pages.
 */
const BOOKING_STATUS_LOOKS: Record<string, { label: string; tone: BadgeTone }> = {
  pending_payment: { label: 'Awaiting payment', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  completed: { label: 'Completed', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
  expired: { label: 'Expired', tone: 'muted' },
};

export const bookingStatusLook = (status: string): { label: string; tone: BadgeTone } =>
  BOOKING_STATUS_LOOKS[status] ?? {
    label: status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' '),
    tone: 'neutral',
  };
