import type { QueryKey } from '@tanstack/react-query';
import type { NotificationType } from '@nestly/shared';
import { checkStatusKeys } from '../features/auth/api/check-status-keys';
import { availabilityKeys } from '../features/availability/api/keys';
import { bookingKeys } from '../features/bookings/api/keys';
import { dashboardKeys } from '../features/dashboards/api/keys';
import { payoutKeys } from '../features/payouts/api/keys';
import { profileKeys } from '../features/profile/api/keys';
import { propertyKeys } from '../features/properties/api/keys';
import { reviewKeys } from '../features/reviews/api/keys';
import { subscriptionKeys } from '../features/subscriptions/api/keys';
import { walletKeys } from '../features/wallet/api/keys';

/** A stay changed: its lists and page, the money it moved, the dashboards and the calendar. */
const STAY = [
  bookingKeys.all,
  walletKeys.all,
  dashboardKeys.all,
  availabilityKeys.all,
] as const satisfies readonly QueryKey[];

/** The owner's account was decided: the area's check (it carries approvalStatus), the profile. */
const OWNER_ACCOUNT = [
  checkStatusKeys.all,
  profileKeys.all,
  dashboardKeys.all,
  subscriptionKeys.status,
] as const satisfies readonly QueryKey[];

/** A listing was decided: the owner's listings and their pages, and the dashboard's counts. */
const LISTING = [propertyKeys.all, dashboardKeys.all] as const satisfies readonly QueryKey[];

/** A plan began or is ending: the plan screen, the dashboard, and the profile that names it. */
const PLAN = [
  subscriptionKeys.status,
  dashboardKeys.all,
  profileKeys.all,
] as const satisfies readonly QueryKey[];

/**
 * What each live notice makes stale (issue 29, item 5): `notification:new` invalidates these key
 * prefixes, so the screens a notice is about refresh without a reload (only the queries on
 * screen are fetched again; the others are marked stale and fetched when next shown). One table,
 * keyed by every notice type, so a new type cannot be added without deciding what it refreshes.
 *
 * `new_message` refreshes nothing here: its `message:new` event, sent beside it, already writes
 * the message into the inbox and the thread without another request (decision 017).
 */
export const STALE_QUERIES_OF_NOTICE: Record<NotificationType, readonly QueryKey[]> = {
  booking_confirmed: STAY,
  booking_cancelled: STAY,
  booking_completed: [...STAY, reviewKeys.all],
  payment_received: STAY,
  review_received: [reviewKeys.all, propertyKeys.all, dashboardKeys.all],
  owner_approved: OWNER_ACCOUNT,
  owner_rejected: OWNER_ACCOUNT,
  listing_approved: LISTING,
  listing_rejected: LISTING,
  listing_blocked: LISTING,
  listing_unblocked: LISTING,
  plan_bought: PLAN,
  plan_ending: PLAN,
  new_message: [],
  // A payout left or came back: the wallet's balance and history, and the withdrawals' statuses.
  payout_processed: [walletKeys.all, payoutKeys.all],
  payout_failed: [walletKeys.all, payoutKeys.all],
  // Changed in another tab or device: the payout account card and what "Withdraw" allows.
  payout_account_changed: [payoutKeys.all],
  // A refund to the card settled: the booking's page shows its status; a failed one lands in the
  // wallet.
  card_refund_processed: [bookingKeys.all, walletKeys.all],
  card_refund_failed: [bookingKeys.all, walletKeys.all],
  // The move-out deposit settlement moved on: the booking's page, and money reached a wallet.
  deposit_settlement_proposed: [bookingKeys.all],
  deposit_settlement_disputed: [bookingKeys.all],
  deposit_settled: [bookingKeys.all, walletKeys.all],
  // Long stays (decision 027): a month fell due, was paid (or not taken), or is overdue.
  instalment_reminder: STAY,
  instalment_paid: STAY,
  autopay_failed: STAY,
  instalment_overdue: STAY,
  // A stay's end moved (ended early, extended): its pages, the wallet (a refund), the calendar.
  stay_ending_early: STAY,
  stay_extended: STAY,
};

export const staleQueriesOfNotice = (type: NotificationType): readonly QueryKey[] =>
  STALE_QUERIES_OF_NOTICE[type];
