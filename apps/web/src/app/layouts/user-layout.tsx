import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useChatUnreadCount } from '../../features/chat/hooks/use-chat-unread-count';
import { useLiveChat } from '../../features/chat/hooks/use-live-chat';
import { useLiveNotifications } from '../../features/notifications/hooks/use-live-notifications';
import { useUnreadCount } from '../../features/notifications/hooks/use-unread-count';
import { useAuthStore } from '../../stores/auth-store';
import { loadStaleQueriesOfNotice } from '../load-stale-queries';
import { UserHeader } from './user-header';

// Always below the fold (main is at least a screen tall), so its code need not be in any page's
// first load: it comes once the frame has drawn, and appears where nothing below it can shift.
const UserFooter = lazy(() =>
  import('./user-footer').then((module) => ({ default: module.UserFooter })),
);

/** The user area's frame; `children` stand in for the route outlet (the signed-in 404). */
export function UserLayout({ children }: { children?: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const userId = user?.role === 'user' ? user.id : null;
  const unreadCount = useUnreadCount(userId, 'user');
  useLiveNotifications(userId, 'user', loadStaleQueriesOfNotice);
  const chatUnreadCount = useChatUnreadCount(userId, 'user');
  useLiveChat(userId, 'user');
  const logout = useLogout();
  return (
    <div className="flex min-h-screen flex-col">
      <UserHeader
        user={user}
        unreadCount={unreadCount}
        chatUnreadCount={chatUnreadCount}
        onLogout={() => void logout()}
      />
      {/* At least a screen tall, so the footer starts below the fold and is not pushed down while a
          screen's lazy code and data arrive (layout shift, issue 12). */}
      <main className="mx-auto min-h-lvh w-full max-w-7xl flex-1 px-4 pt-24 pb-8 sm:px-6 lg:px-8">
        {children ?? <Outlet />}
      </main>
      <Suspense fallback={null}>
        <UserFooter />
      </Suspense>
    </div>
  );
}
