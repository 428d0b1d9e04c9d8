import type { NotificationArea } from '../../features/notifications/api/keys';
import { NotificationsScreen } from '../../features/notifications/components/notifications-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function NotificationsPage({ area }: { area: NotificationArea }) {
  usePageTitle('Notifications');
  return <NotificationsScreen area={area} />;
}
