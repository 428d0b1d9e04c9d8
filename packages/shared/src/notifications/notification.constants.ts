// Kept apart from notification.schemas.ts: the web draws with these names, and a module that
// builds Zod schemas brings Zod into every page that imports any of its exports (common/dates.ts).

/** Every kind of in-app notice (PRODUCT.md, Notifications; issue 9). */
export const NOTIFICATION_TYPES = [
  'booking_confirmed',
  'booking_cancelled',
  'booking_completed',
  'payment_received',
  'review_received',
  'owner_approved',
  'owner_rejected',
  'listing_approved',
  'listing_rejected',
  'listing_blocked',
  'listing_unblocked',
  'plan_bought',
  'plan_ending',
  'new_message',
  'payout_processed',
  'payout_failed',
  'payout_account_changed',
  'card_refund_processed',
  'card_refund_failed',
  /** The move-out deposit settlement (decision 027). */
  'deposit_settlement_proposed',
  'deposit_settlement_disputed',
  'deposit_settled',
  /** Long stays (decision 027): a month falling due, paid, not taken by autopay, overdue. */
  'instalment_reminder',
  'instalment_paid',
  'autopay_failed',
  'instalment_overdue',
  'stay_ending_early',
  'stay_extended',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a person can switch e-mail off for; in-app notices are always on. */
export const NOTIFICATION_CATEGORIES = [
  'bookings_payments',
  'listings_account',
  'messages',
  'plan_reminders',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_OF: Record<NotificationType, NotificationCategory> = {
  booking_confirmed: 'bookings_payments',
  booking_cancelled: 'bookings_payments',
  booking_completed: 'bookings_payments',
  payment_received: 'bookings_payments',
  review_received: 'bookings_payments',
  plan_bought: 'bookings_payments',
  owner_approved: 'listings_account',
  owner_rejected: 'listings_account',
  listing_approved: 'listings_account',
  listing_rejected: 'listings_account',
  listing_blocked: 'listings_account',
  listing_unblocked: 'listings_account',
  new_message: 'messages',
  plan_ending: 'plan_reminders',
  payout_processed: 'bookings_payments',
  payout_failed: 'bookings_payments',
  payout_account_changed: 'listings_account',
  card_refund_processed: 'bookings_payments',
  card_refund_failed: 'bookings_payments',
  deposit_settlement_proposed: 'bookings_payments',
  deposit_settlement_disputed: 'bookings_payments',
  deposit_settled: 'bookings_payments',
  instalment_reminder: 'bookings_payments',
  instalment_paid: 'bookings_payments',
  autopay_failed: 'bookings_payments',
  instalment_overdue: 'bookings_payments',
  stay_ending_early: 'bookings_payments',
  stay_extended: 'bookings_payments',
};

/**
 * Payment and account-security e-mails go out whatever the preferences say: a receipt, a refund,
 * money credited, and a decision on the owner's account (docs/decisions/012).
 */
export const ALWAYS_EMAILED_TYPES: readonly NotificationType[] = [
  'booking_confirmed',
  'booking_cancelled',
  'payment_received',
  'plan_bought',
  'owner_approved',
  'owner_rejected',
  'payout_processed',
  'payout_failed',
  'payout_account_changed',
  'card_refund_processed',
  'card_refund_failed',
  'deposit_settled',
  // Long stays' notices are "important" (decision 027): rent falling due, paid, missed.
  'instalment_reminder',
  'instalment_paid',
  'autopay_failed',
  'instalment_overdue',
  'stay_ending_early',
  'stay_extended',
];
