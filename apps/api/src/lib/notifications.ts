import { formatInr } from '@nestly/shared';
import type { Mail, Mailer } from './mailer';
import { escapeHtml } from './html';

/**
 * The single place the product raises notifications. Today it e-mails; the notifications issue adds
 * in-app, live delivery here (persisted rows and Socket.IO), without touching the callers.
 */
export type NotificationEvent =
  | { type: 'owner_approved' | 'owner_rejected'; to: Recipient; reason?: string }
  | {
      type: 'property_approved' | 'property_rejected' | 'property_blocked' | 'property_unblocked';
      to: Recipient;
      propertyTitle: string;
      reason?: string;
    }
  | { type: 'subscription_activated'; to: Recipient; planName: string; endsAt: Date }
  | {
      type: 'booking_confirmed' | 'booking_cancelled' | 'booking_completed';
      /** The guest and the host get differently worded notices. */
      audience: 'user' | 'owner';
      to: Recipient;
      stay: StayNotice;
    };

export interface StayNotice {
  reference: string;
  propertyTitle: string;
  moveInDate: string;
  endDate: string;
  /** Paise. */
  total: number;
  refund: number | null;
  reason: string | null;
}

export interface Recipient {
  id: string;
  email: string;
  name: string;
}

export interface Notifier {
  notify: (event: NotificationEvent) => Promise<void>;
}

const mailFor = (event: NotificationEvent): Mail => {
  const hello = `Hi ${event.to.name},`;
  const wrap = (subject: string, lines: string[]): Mail => ({
    to: event.to.email,
    subject,
    text: [hello, '', ...lines].join('\n'),
    html: `<div style="font-family:Inter,Arial,sans-serif;max-width:480px"><h2 style="color:#0f766e">Nestly</h2><p>${escapeHtml(hello)}</p>${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}</div>`,
  });
  switch (event.type) {
    case 'owner_approved':
      return wrap('Your Nestly owner account is approved', [
        'Your owner account is approved. Choose a plan and list your first property.',
      ]);
    case 'owner_rejected':
      return wrap('Your Nestly owner account was not approved', [
        'Your owner account was not approved.',
        `Reason: ${event.reason ?? ''}`,
      ]);
    case 'property_approved':
      return wrap(`"${event.propertyTitle}" is live on Nestly`, [
        `Your listing "${event.propertyTitle}" was approved and is now visible to tenants.`,
      ]);
    case 'property_rejected':
      return wrap(`"${event.propertyTitle}" needs changes`, [
        `Your listing "${event.propertyTitle}" was not approved.`,
        `Reason: ${event.reason ?? ''}`,
        'Edit the listing to send it for review again.',
      ]);
    case 'property_blocked':
      return wrap(`"${event.propertyTitle}" was hidden`, [
        `Your listing "${event.propertyTitle}" was blocked by our team and is hidden from tenants.`,
        ...(event.reason ? [`Reason: ${event.reason}`] : []),
      ]);
    case 'property_unblocked':
      return wrap(`"${event.propertyTitle}" is visible again`, [
        `Your listing "${event.propertyTitle}" is visible to tenants again.`,
      ]);
    case 'subscription_activated':
      return wrap(`Your ${event.planName} plan is active`, [
        `Your ${event.planName} plan is active until ${event.endsAt.toDateString()}.`,
      ]);
    case 'booking_confirmed':
    case 'booking_cancelled':
    case 'booking_completed':
      return bookingMail(event, wrap);
  }
};

export const createNotifier = (
  mailer: Mailer,
  logger: { error: (object: object, message: string) => void },
): Notifier => ({
  notify: async (event) => {
    try {
      await mailer.send(mailFor(event));
    } catch (error) {
      // A notification must never undo the action that raised it.
      logger.error({ err: error, type: event.type }, 'notification could not be delivered');
    }
  },
});

type BookingEvent = Extract<NotificationEvent, { type: `booking_${string}` }>;

const bookingMail = (event: BookingEvent, wrap: (subject: string, lines: string[]) => Mail) => {
  const { stay } = event;
  const dates = `${stay.moveInDate} to ${stay.endDate}`;
  const title = `"${stay.propertyTitle}"`;
  const forGuest = event.audience === 'user';
  switch (event.type) {
    case 'booking_confirmed':
      return wrap(`Booking ${stay.reference} confirmed`, [
        forGuest
          ? `Your stay at ${title} from ${dates} is confirmed. You paid ${formatInr(stay.total)}.`
          : `${title} is booked from ${dates} (booking ${stay.reference}). Your earnings are in your wallet.`,
      ]);
    case 'booking_cancelled':
      return wrap(`Booking ${stay.reference} cancelled`, [
        `The stay at ${title} from ${dates} was cancelled.`,
        `Reason: ${stay.reason ?? ''}`,
        forGuest
          ? `${formatInr(stay.refund ?? 0)} was refunded to your Nestly wallet.`
          : 'The refunded part of your earnings was taken back from your wallet.',
      ]);
    case 'booking_completed':
      return wrap(`Your stay ${stay.reference} is complete`, [
        forGuest
          ? `Your stay at ${title} has ended and your deposit is back in your wallet. How was it? Leave a review.`
          : `The stay at ${title} from ${dates} has ended.`,
      ]);
  }
};
