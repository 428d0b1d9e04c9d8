import { formatInr, paths, type NotificationType } from '@nestly/shared';
import { calendarDay } from '../../lib/clock';

/** The stay a booking notice is about, as the booking and its home hold it. */
export interface StayFacts {
  bookingId: string;
  reference: string;
  propertyId: string;
  propertyTitle: string;
  moveInDate: string;
  endDate: string;
  guest: { id: string; name: string };
  host: { id: string; name: string };
  /** Paise: the stay's total (deposit included), what checkout charged (the deposit and month 1),
   * what the host earns, what was refunded. */
  total: number;
  paidNow: number;
  /** The host's share of what checkout charged (month 1), pending until a day after move-in. */
  earnedNow: number;
  ownerShare: number;
  refund: number | null;
  reason: string | null;
  cancelledBy?: 'user' | 'owner' | 'admin' | 'system' | null;
}

/** A month of a long stay a notice is about (decision 027), with its booking's facts. */
export interface InstalmentFacts {
  instalmentId: string;
  bookingId: string;
  reference: string;
  propertyId: string;
  propertyTitle: string;
  guest: { id: string; name: string };
  host: { id: string; name: string };
  number: number;
  dueDate: string;
  /** Paise: the month's amount, and the owner's share of it after commission. */
  amount: number;
  ownerShare: number;
  /** Set once paid. */
  method: 'card' | 'wallet' | null;
  receiptNumber: string | null;
  /** When the owner's share becomes available (set once paid). */
  earningAvailableAt: Date | null;
}

/** Everything that raises a notice (issue 9's list), with the facts its words need. */
export type NoticeEvent =
  | { type: 'booking_confirmed'; stay: StayFacts }
  | {
      /** The stay ended; its deposit now waits for the owner's settlement (decision 027). */
      type: 'booking_completed';
      stay: StayFacts;
      deposit: number;
      ownerDeadline: Date;
    }
  | {
      type: 'deposit_settlement_proposed';
      stay: StayFacts;
      deposit: number;
      ownerAmount: number;
      tenantDeadline: Date;
    }
  | { type: 'deposit_settlement_disputed'; stay: StayFacts; reason: string }
  | {
      type: 'deposit_settled';
      stay: StayFacts;
      ownerAmount: number;
      tenantAmount: number;
      settledBy: 'owner' | 'tenant' | 'owner_silence' | 'tenant_silence' | 'admin';
    }
  | {
      /** 3 days before a month is due: "autopay will take it" or "pay now" (decision 027). */
      type: 'instalment_reminder';
      instalment: InstalmentFacts;
      autopay: boolean;
    }
  | {
      /** A month paid (both sides), autopay could not take it (tenant), it is overdue (both). */
      type: 'instalment_paid' | 'autopay_failed' | 'instalment_overdue';
      instalment: InstalmentFacts;
    }
  | { type: 'booking_cancelled'; stay: StayFacts }
  | {
      /** Long stays (decision 027): the tenant gave notice; `facts.endDate` is the new end. */
      type: 'stay_ending_early';
      facts: StayFacts;
      reason: string;
      /** Paise: paid months after the new end, back in the tenant's wallet. */
      refunded: number;
    }
  | { type: 'stay_extended'; facts: StayFacts; months: number }
  | {
      type: 'review_received';
      ownerId: string;
      propertyId: string;
      propertyTitle: string;
      guestName: string;
      rating: number;
    }
  | { type: 'owner_approved'; ownerId: string }
  | { type: 'owner_rejected'; ownerId: string; reason: string }
  | {
      type: 'listing_approved' | 'listing_rejected' | 'listing_blocked' | 'listing_unblocked';
      ownerId: string;
      propertyId: string;
      propertyTitle: string;
      reason?: string | null;
    }
  | {
      type: 'plan_bought' | 'plan_ending';
      ownerId: string;
      subscriptionId: string;
      planName: string;
      endsAt: Date;
    }
  | {
      /** Money out (decision 028): a payout arrived, failed, or came back from the bank. */
      type: 'payout_processed' | 'payout_failed' | 'payout_reversed';
      recipientId: string;
      role: 'user' | 'owner';
      amount: number;
      /** The masked destination (never the full account number). */
      destination: string;
      utr: string | null;
      failureReason: string | null;
    }
  | {
      /** Refunds to the card (decision 028): the provider processed it, or it failed to the wallet. */
      type: 'card_refund_processed' | 'card_refund_failed';
      recipientId: string;
      bookingId: string | null;
      amount: number;
    }
  | {
      type: 'payout_account_changed';
      recipientId: string;
      role: 'user' | 'owner';
      /** The masked new account. */
      destination: string;
      status: 'verified' | 'failed';
    }
  | {
      type: 'new_message';
      recipientId: string;
      link: string;
      conversationId: string;
      senderName: string;
      preview: string;
    };

/** One row to write: who gets it, its words and link, and what it concerns. */
export interface NoticeDraft {
  recipientId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  bookingId?: string;
  propertyId?: string;
  conversationId?: string;
  subscriptionId?: string;
  dedupeKey?: string;
  /** Filed as read already: a notice about the person's own action (their receipt). */
  readAt?: Date;
}

/**
 * "4 Jan 2027", on the product's calendar (the business time zone, as lib/clock calendarDay), not
 * the server's. A calendar day (YYYY-MM-DD) is printed as it is; an instant on its business day. Made
 * once: `toLocaleDateString` builds a new formatter on every call, which showed in the bookings
 * profile (three notices a booking, two dates each).
 */
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));
/** An instant's day on the product's calendar (its business day, e.g. a plan's last moment). */
const dateOf = (date: Date) => day(calendarDay(date));
/** The last day before a deadline that falls at a midnight (a settlement's: decision 027). */
const lastDayBefore = (deadline: Date) => dateOf(new Date(deadline.getTime() - 1));

const bookingDrafts = (event: Extract<NoticeEvent, { stay: StayFacts }>): NoticeDraft[] => {
  const { stay } = event;
  const dates = `${day(stay.moveInDate)} to ${day(stay.endDate)}`;
  const about = { bookingId: stay.bookingId, propertyId: stay.propertyId };
  const guest = {
    recipientId: stay.guest.id,
    link: paths.user.booking.getHref(stay.bookingId),
    ...about,
  };
  const host = {
    recipientId: stay.host.id,
    link: paths.owner.booking.getHref(stay.bookingId),
    ...about,
  };
  switch (event.type) {
    case 'booking_confirmed':
      return [
        {
          ...guest,
          type: 'booking_confirmed',
          title: `Booking confirmed: ${stay.propertyTitle}`,
          body: `Your stay from ${dates} is confirmed (booking ${stay.reference}). You paid ${formatInr(stay.paidNow)}.${stay.total > stay.paidNow ? ` The rest of the stay, ${formatInr(stay.total - stay.paidNow)}, is due month by month.` : ''}`,
        },
        {
          ...host,
          type: 'booking_confirmed',
          title: `New booking: ${stay.propertyTitle}`,
          body: `${stay.guest.name} booked ${stay.propertyTitle} from ${dates} (booking ${stay.reference}).`,
        },
        {
          ...host,
          type: 'payment_received',
          title: `${formatInr(stay.earnedNow)} earned: booking ${stay.reference}`,
          body: `Your earnings for the first month of booking ${stay.reference} at ${stay.propertyTitle}, after Nestly's commission. They are pending until a day after move-in, then available in your wallet; each later month is paid to you the same way.`,
        },
      ];
    case 'booking_cancelled': {
      const byHost = stay.cancelledBy === 'owner';
      const reason = stay.reason ? ` Reason: ${stay.reason}` : '';
      return [
        {
          ...guest,
          type: 'booking_cancelled',
          title: `Booking cancelled: ${stay.propertyTitle}`,
          body: `${byHost ? 'The host cancelled your' : 'You cancelled your'} stay from ${dates}. ${formatInr(stay.refund ?? 0)} was refunded to your Nestly wallet.${reason}`,
        },
        {
          ...host,
          type: 'booking_cancelled',
          title: `Booking cancelled: ${stay.propertyTitle}`,
          body: `${byHost ? 'You cancelled' : `${stay.guest.name} cancelled`} the stay from ${dates} (booking ${stay.reference}). The refunded part of your earnings was taken back from your wallet.${reason}`,
        },
      ];
    }
    case 'booking_completed':
      return [
        {
          ...guest,
          type: 'booking_completed',
          title: `How was your stay at ${stay.propertyTitle}?`,
          body:
            event.deposit > 0
              ? `Your stay has ended. Your deposit of ${formatInr(event.deposit)} is being settled: the host has until ${lastDayBefore(event.ownerDeadline)} to propose any deductions, or it all comes back to your wallet. Leave a review to help others.`
              : `Your stay has ended. Leave a review to help others.`,
        },
        {
          ...host,
          type: 'booking_completed',
          title: `Stay completed: ${stay.propertyTitle}`,
          body:
            event.deposit > 0
              ? `${stay.guest.name}'s stay from ${dates} has ended. Propose the deposit settlement within 7 days (until ${lastDayBefore(event.ownerDeadline)}); without one, the whole deposit of ${formatInr(event.deposit)} goes back to ${stay.guest.name}.`
              : `${stay.guest.name}'s stay from ${dates} has ended.`,
        },
      ];
    case 'deposit_settlement_proposed':
      return [
        {
          ...guest,
          type: 'deposit_settlement_proposed',
          title: `Deposit settlement proposed: ${stay.propertyTitle}`,
          body: `The host proposes to keep ${formatInr(event.ownerAmount)} of your ${formatInr(event.deposit)} deposit and return ${formatInr(event.deposit - event.ownerAmount)}. Accept or dispute it until ${lastDayBefore(event.tenantDeadline)}; without an answer it is accepted.`,
        },
      ];
    case 'deposit_settlement_disputed':
      return [
        {
          ...host,
          type: 'deposit_settlement_disputed',
          title: `Deposit settlement disputed: ${stay.propertyTitle}`,
          body: `${stay.guest.name} disputed your deductions (booking ${stay.reference}). Our team will decide and tell you both. Reason: ${event.reason}`,
        },
      ];
    case 'deposit_settled': {
      const how = {
        owner: 'The host asked for no deductions.',
        tenant: 'The deductions were accepted.',
        owner_silence: 'No deductions were proposed within 7 days.',
        tenant_silence: 'The deductions were not disputed within 7 days.',
        admin: 'Our team decided the dispute.',
      }[event.settledBy];
      return [
        {
          ...guest,
          type: 'deposit_settled',
          title: `Deposit settled: ${formatInr(event.tenantAmount)} back to your wallet`,
          body: `${how} Of your deposit for ${stay.propertyTitle}, ${formatInr(event.tenantAmount)} was returned to your wallet${event.ownerAmount > 0 ? ` and ${formatInr(event.ownerAmount)} went to the host` : ''}.`,
        },
        {
          ...host,
          type: 'deposit_settled',
          title: `Deposit settled: ${stay.propertyTitle}`,
          body: `${how} ${event.ownerAmount > 0 ? `${formatInr(event.ownerAmount)} was added to your wallet; ` : ''}${formatInr(event.tenantAmount)} went back to ${stay.guest.name}.`,
        },
      ];
    }
  }
};

const instalmentDrafts = (
  event: Extract<NoticeEvent, { instalment: InstalmentFacts }>,
): NoticeDraft[] => {
  const { instalment: month } = event;
  const about = { bookingId: month.bookingId, propertyId: month.propertyId };
  const guest = {
    recipientId: month.guest.id,
    link: paths.user.booking.getHref(month.bookingId),
    ...about,
  };
  const host = {
    recipientId: month.host.id,
    link: paths.owner.booking.getHref(month.bookingId),
    ...about,
  };
  const monthOf = `month ${month.number} of your stay at ${month.propertyTitle}`;
  switch (event.type) {
    case 'instalment_reminder':
      return [
        {
          ...guest,
          type: 'instalment_reminder',
          title: `Rent of ${formatInr(month.amount)} due on ${day(month.dueDate)}`,
          body: event.autopay
            ? `Autopay will take ${formatInr(month.amount)} for ${monthOf} from your Nestly wallet on ${day(month.dueDate)}. Keep enough in your wallet.`
            : `Pay ${formatInr(month.amount)} for ${monthOf} by ${day(month.dueDate)}: pay now from your booking.`,
        },
      ];
    case 'instalment_paid':
      return [
        {
          ...guest,
          type: 'instalment_paid',
          title: `Rent paid: ${formatInr(month.amount)}`,
          body: `You paid ${formatInr(month.amount)} for ${monthOf}${month.method === 'wallet' ? ' from your wallet' : month.method === 'card' ? ' by card' : ''}.${month.receiptNumber ? ` Receipt ${month.receiptNumber}.` : ''}`,
        },
        {
          ...host,
          type: 'instalment_paid',
          title: `Rent received: ${month.propertyTitle}`,
          body: `${month.guest.name} paid month ${month.number} (booking ${month.reference}). ${formatInr(month.ownerShare)} after Nestly's commission is pending${month.earningAvailableAt ? ` and becomes available on ${dateOf(month.earningAvailableAt)}` : ''}.`,
        },
      ];
    case 'autopay_failed':
      return [
        {
          ...guest,
          type: 'autopay_failed',
          title: `Autopay could not take ${formatInr(month.amount)}`,
          body: `Your wallet does not cover ${monthOf}, due on ${day(month.dueDate)}. Add money to your wallet (autopay tries again) or pay now from your booking.`,
        },
      ];
    case 'instalment_overdue':
      return [
        {
          ...guest,
          type: 'instalment_overdue',
          title: `Rent overdue: ${formatInr(month.amount)}`,
          body: `The rent for ${monthOf}, due on ${day(month.dueDate)}, is still unpaid. Pay it now from your booking.`,
        },
        {
          ...host,
          type: 'instalment_overdue',
          title: `Rent overdue: ${month.propertyTitle}`,
          body: `${month.guest.name} has not paid month ${month.number} (booking ${month.reference}, ${formatInr(month.amount)}), due on ${day(month.dueDate)}.`,
        },
      ];
  }
};

/** A long stay's end moved: ended early with notice, or extended (both sides are told). */
const stayChangeDrafts = (
  event: Extract<NoticeEvent, { type: 'stay_ending_early' | 'stay_extended' }>,
): NoticeDraft[] => {
  const { facts } = event;
  const about = { bookingId: facts.bookingId, propertyId: facts.propertyId };
  const guest = {
    recipientId: facts.guest.id,
    link: paths.user.booking.getHref(facts.bookingId),
    ...about,
  };
  const host = {
    recipientId: facts.host.id,
    link: paths.owner.booking.getHref(facts.bookingId),
    ...about,
  };
  const end = day(facts.endDate);
  if (event.type === 'stay_ending_early') {
    const refund =
      event.refunded > 0
        ? ` ${formatInr(event.refunded)} paid for later months was refunded to your Nestly wallet.`
        : '';
    return [
      {
        ...guest,
        type: event.type,
        title: `Your stay at ${facts.propertyTitle} now ends on ${end}`,
        body: `You gave notice: your stay ends on ${end} (move-out day) and later months are no longer charged.${refund}`,
      },
      {
        ...host,
        type: event.type,
        title: `${facts.guest.name} is moving out of ${facts.propertyTitle} on ${end}`,
        body: `${facts.guest.name} gave notice on booking ${facts.reference}: the stay now ends on ${end} and the dates after it are free again. Reason: ${event.reason}`,
      },
    ];
  }
  const months = `${event.months} month${event.months === 1 ? '' : 's'}`;
  return [
    {
      ...guest,
      type: event.type,
      title: `Stay extended: ${facts.propertyTitle}`,
      body: `Your stay is ${months} longer and now ends on ${end}. The new months are paid month by month.`,
    },
    {
      ...host,
      type: event.type,
      title: `Stay extended: ${facts.propertyTitle}`,
      body: `${facts.guest.name} extended booking ${facts.reference} by ${months}: the stay now ends on ${end}.`,
    },
  ];
};

/** The rows an event writes: one per person it concerns, worded for that person. */
export const draftsFor = (event: NoticeEvent): NoticeDraft[] => {
  switch (event.type) {
    case 'instalment_reminder':
    case 'instalment_paid':
    case 'autopay_failed':
    case 'instalment_overdue':
      return instalmentDrafts(event);
    case 'booking_confirmed':
    case 'booking_cancelled':
    case 'booking_completed':
    case 'deposit_settlement_proposed':
    case 'deposit_settlement_disputed':
    case 'deposit_settled':
      return bookingDrafts(event);
    case 'stay_ending_early':
    case 'stay_extended':
      return stayChangeDrafts(event);
    case 'review_received':
      return [
        {
          recipientId: event.ownerId,
          type: event.type,
          propertyId: event.propertyId,
          link: paths.owner.property.getHref(event.propertyId),
          title: `New ${event.rating}-star review of ${event.propertyTitle}`,
          body: `${event.guestName} reviewed their stay.`,
        },
      ];
    case 'owner_approved':
      return [
        {
          recipientId: event.ownerId,
          type: event.type,
          link: paths.owner.subscription.getHref(),
          title: 'Your owner account is approved',
          body: 'Choose a plan and list your first home.',
        },
      ];
    case 'owner_rejected':
      return [
        {
          recipientId: event.ownerId,
          type: event.type,
          link: paths.owner.profile.getHref(),
          title: 'Your owner account was not approved',
          body: `Reason: ${event.reason}`,
        },
      ];
    case 'listing_approved':
    case 'listing_rejected':
    case 'listing_blocked':
    case 'listing_unblocked': {
      const words = {
        listing_approved: ['is live', 'It was approved and tenants can now find and book it.'],
        listing_rejected: [
          'needs changes',
          'It was not approved. Edit it to send it for review again.',
        ],
        listing_blocked: ['was hidden', 'Our team blocked it: tenants cannot see it for now.'],
        listing_unblocked: ['is visible again', 'Tenants can find and book it again.'],
      }[event.type];
      return [
        {
          recipientId: event.ownerId,
          type: event.type,
          propertyId: event.propertyId,
          link: paths.owner.property.getHref(event.propertyId),
          title: `"${event.propertyTitle}" ${words[0]}`,
          body: `${words[1]}${event.reason ? ` Reason: ${event.reason}` : ''}`,
        },
      ];
    }
    case 'plan_bought':
      return [
        {
          recipientId: event.ownerId,
          type: event.type,
          subscriptionId: event.subscriptionId,
          link: paths.owner.subscription.getHref(),
          title: `Your ${event.planName} plan is active`,
          body: `Thank you. Your plan runs until ${dateOf(event.endsAt)}.`,
        },
      ];
    case 'plan_ending':
      return [
        {
          recipientId: event.ownerId,
          type: event.type,
          subscriptionId: event.subscriptionId,
          link: paths.owner.subscription.getHref(),
          title: `Your ${event.planName} plan ends on ${dateOf(event.endsAt)}`,
          body: 'Renew it to keep adding homes. Your listings stay visible either way.',
        },
      ];
    case 'payout_processed':
      return [
        {
          recipientId: event.recipientId,
          type: 'payout_processed',
          link: paths[event.role].wallet.getHref(),
          title: `${formatInr(event.amount)} paid out`,
          body: `Your withdrawal reached ${event.destination}${event.utr ? ` (bank reference ${event.utr})` : ''}.`,
        },
      ];
    case 'payout_failed':
    case 'payout_reversed':
      return [
        {
          recipientId: event.recipientId,
          type: 'payout_failed',
          link: paths[event.role].wallet.getHref(),
          title:
            event.type === 'payout_reversed'
              ? `${formatInr(event.amount)} came back from the bank`
              : `Your withdrawal of ${formatInr(event.amount)} failed`,
          body: `The money is back in your Nestly wallet.${event.failureReason ? ` ${event.failureReason}` : ''}`,
        },
      ];
    case 'payout_account_changed':
      return [
        {
          recipientId: event.recipientId,
          type: 'payout_account_changed',
          link: paths[event.role].wallet.getHref(),
          title: 'Your payout account was changed',
          body: `Payouts now go to ${event.destination}${event.status === 'failed' ? ' (the bank could not verify it: withdrawals need a verified account)' : ''}. If this was not you, change your password and contact us at once.`,
        },
      ];
    case 'card_refund_processed':
      return [
        {
          recipientId: event.recipientId,
          type: event.type,
          ...(event.bookingId ? { bookingId: event.bookingId } : {}),
          link: event.bookingId ? paths.user.booking.getHref(event.bookingId) : null,
          title: `${formatInr(event.amount)} refunded to your card`,
          body: 'Your bank may take 5–7 working days to show it on your statement.',
        },
      ];
    case 'card_refund_failed':
      return [
        {
          recipientId: event.recipientId,
          type: event.type,
          ...(event.bookingId ? { bookingId: event.bookingId } : {}),
          link: event.bookingId
            ? paths.user.booking.getHref(event.bookingId)
            : paths.user.wallet.getHref(),
          title: 'The refund to your card failed: credited to your wallet',
          body: `${formatInr(event.amount)} is in your Nestly wallet, ready to use or withdraw.`,
        },
      ];
    case 'new_message':
      return [
        {
          recipientId: event.recipientId,
          type: event.type,
          conversationId: event.conversationId,
          dedupeKey: `conversation:${event.conversationId}`,
          link: event.link,
          title: `New message from ${event.senderName}`,
          body: event.preview,
        },
      ];
  }
};
