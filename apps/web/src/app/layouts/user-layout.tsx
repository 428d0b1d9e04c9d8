import { Outlet } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useUnreadCount } from '../../features/notifications/hooks/use-unread-count';
import { useAuthStore } from '../../stores/auth-store';
import { UserFooter } from './user-footer';
import { UserHeader } from './user-header';

export function UserLayout() {
  const user = useAuthStore((state) => state.user);
  const unreadCount = useUnreadCount(user?.id ?? null);
  const logout = useLogout();
  return (
    <div className="flex min-h-screen flex-col">
      <UserHeader user={user} unreadCount={unreadCount} onLogout={() => void logout()} />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 pt-24 pb-8 sm:px-6 lg:px-8">
        <Outlet />
      </main>
      <UserFooter />
    </div>
  );
}
