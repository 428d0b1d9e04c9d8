import {
  FULL_REFUND_DAYS_BEFORE,
  LATE_CANCELLATION_RENT_REFUND_PERCENT,
  type CancellationPreview,
} from '@nestly/shared';

type AllowedCancellation = Extract<CancellationPreview, { allowed: true }>;

/** Why the user gets back what they get back (PRODUCT.md, Booking: cancellation). */
export const refundPolicyText = (policy: AllowedCancellation['policy']): string =>
  policy === 'full'
    ? `Cancelling ${FULL_REFUND_DAYS_BEFORE} or more days before move-in refunds everything: rent, add-ons and deposit.`
    : `Cancelling less than ${FULL_REFUND_DAYS_BEFORE} days before move-in refunds ${LATE_CANCELLATION_RENT_REFUND_PERCENT} % of the rent; add-ons and the deposit come back in full.`;
