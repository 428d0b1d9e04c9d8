import type { BookingStatus } from '@nestly/shared';
import { Badge } from '../../../components/ui';
import { BOOKING_STATUS_LOOKS } from '../lib/labels';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const look = BOOKING_STATUS_LOOKS[status];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
