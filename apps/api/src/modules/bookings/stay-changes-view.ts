import { planEndEarly, type EndEarlyPreview, type InstalmentState } from '@nestly/shared';
import type { BookingRow } from '../../db/schema/index';

/**
 * What ending the stay on `today` would do (the booking detail's `endEarly`, decision 027): the
 * plan of `planEndEarly` for a running stay, or why it cannot be ended early.
 */
export const endEarlyPreviewOf = (
  booking: Pick<BookingRow, 'status' | 'moveInDate' | 'endDate' | 'endedEarlyAt'>,
  today: string,
  instalments: readonly InstalmentState[],
): EndEarlyPreview => {
  if (booking.status === 'completed')
    return { allowed: false, reason: 'This stay has already ended' };
  if (booking.status !== 'confirmed')
    return {
      allowed: false,
      reason: `This booking cannot be ended early: it is ${booking.status.replace('_', ' ')}`,
    };
  return planEndEarly({
    moveInDate: booking.moveInDate,
    endDate: booking.endDate,
    today,
    hasEndedEarly: booking.endedEarlyAt !== null,
    instalments,
  });
};
