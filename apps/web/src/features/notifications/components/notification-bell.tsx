import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { paths, NOTIFICATION_BADGE_CAP } from '@nestly/shared';
import { CountBadge } from '../../../components/ui';
import { formatCount } from '../../../lib/format';
import type { NotificationArea } from '../api/keys';

/** The header's bell: the unread count on it, and the notifications page behind it. */
export function NotificationBell({
  area,
  unreadCount,
}: {
  area: NotificationArea;
  unreadCount: number;
}) {
  const label =
    unreadCount > 0
      ? `Notifications, ${formatCount(unreadCount, NOTIFICATION_BADGE_CAP)} unread`
      : 'Notifications';
  return (
    <Link
      to={paths[area].notifications.getHref()}
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      <Bell className="size-5" aria-hidden />
      <CountBadge
        count={unreadCount}
        cap={NOTIFICATION_BADGE_CAP}
        label="unread"
        className="absolute -top-0.5 -right-0.5 ring-2 ring-white"
      />
    </Link>
  );
}
