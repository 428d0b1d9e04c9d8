import {
  BadgeCheck,
  Bell,
  CalendarCheck,
  CalendarX,
  CreditCard,
  Home,
  MessageCircle,
  Star,
  Trash2,
  Wallet,
} from 'lucide-react';
import type { Notification, NotificationType } from '@nestly/shared';
import { cn } from '../../../lib/cn';
import { formatTimeAgo } from '../../../lib/format';

const ICONS: Partial<Record<NotificationType, typeof Bell>> = {
  booking_confirmed: CalendarCheck,
  booking_cancelled: CalendarX,
  booking_completed: Home,
  payment_received: Wallet,
  review_received: Star,
  owner_approved: BadgeCheck,
  plan_bought: CreditCard,
  plan_ending: CreditCard,
  new_message: MessageCircle,
};

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  isDeleting: boolean;
}

/** One notice: unread ones are marked and bold; opening it marks it read and follows its link. */
export function NotificationItem({
  notification,
  onOpen,
  onDelete,
  isDeleting,
}: NotificationItemProps) {
  const Icon = ICONS[notification.type] ?? Bell;
  const unread = !notification.read;
  return (
    <li
      className={cn(
        'group flex items-start gap-3 rounded-2xl border p-3 transition-colors sm:p-4',
        unread ? 'border-primary-200 bg-primary-50/60' : 'border-slate-200 bg-white',
      )}
    >
      <span
        className={cn(
          'mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl',
          unread ? 'bg-primary-100 text-primary-700' : 'bg-slate-100 text-slate-600',
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="min-w-0 flex-1 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        <span className="flex items-center gap-2">
          {unread && <span className="size-2 shrink-0 rounded-full bg-primary-600" aria-hidden />}
          <span
            className={cn(
              'truncate text-sm sm:text-base',
              unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-700',
            )}
          >
            {notification.title}
          </span>
          {unread && <span className="sr-only">(unread)</span>}
        </span>
        <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">
          {notification.body}
        </span>
        <span className="mt-1 block text-xs text-slate-500">
          <time dateTime={notification.createdAt}>{formatTimeAgo(notification.createdAt)}</time>
        </span>
      </button>
      <button
        type="button"
        onClick={() => onDelete(notification)}
        disabled={isDeleting}
        aria-label={`Delete notification: ${notification.title}`}
        className="shrink-0 rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </li>
  );
}
