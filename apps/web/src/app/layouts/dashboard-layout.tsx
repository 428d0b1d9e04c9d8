import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { LogOut, Menu } from 'lucide-react';
import { NOTIFICATION_BADGE_CAP, paths } from '@nestly/shared';
import { Avatar, BrandLogo, CountBadge, Dialog } from '../../components/ui';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useChatUnreadCount } from '../../features/chat/hooks/use-chat-unread-count';
import { useLiveChat } from '../../features/chat/hooks/use-live-chat';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useLiveNotifications } from '../../features/notifications/hooks/use-live-notifications';
import { useUnreadCount } from '../../features/notifications/hooks/use-unread-count';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { useAuthStore } from '../../stores/auth-store';
import { loadStaleQueriesOfNotice } from '../load-stale-queries';
import { adminNav, ownerNav, type NavItem } from './dashboard-nav';

const areas = {
  owner: { nav: ownerNav, home: paths.owner.dashboard.getHref(), label: 'Owner' },
  admin: { nav: adminNav, home: paths.admin.dashboard.getHref(), label: 'Admin' },
} as const;

interface SidebarNavProps {
  items: NavItem[];
  /** Unread counts by the item's path (the owner's Chat). */
  counts?: Record<string, number>;
  onNavigate?: () => void;
}

function SidebarNav({ items, counts = {}, onNavigate }: SidebarNavProps) {
  return (
    <ul className="space-y-1">
      {items.map(({ to, label, icon: Icon, countLabel }) => {
        const count = counts[to] ?? 0;
        return (
          <li key={to}>
            {/* Named by its content, "Chat, 3 unread messages" (the count in words for screen
                readers, the badge for the eye): an aria-label would not contain the visible
                "Chat 3" (axe label-content-name-mismatch). */}
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors',
                  isActive
                    ? 'bg-primary-50 text-primary-700'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icon className="size-5" aria-hidden />
              {countLabel && count > 0 ? (
                /* The whole name in one hidden run: a hidden part of its own after the label is
                   out of flow, and Chromium then reads "Chat , 3 unread messages". */
                <span className="flex-1">
                  <span aria-hidden="true">{label}</span>
                  <span className="sr-only">
                    {`${label}, ${formatCount(count, NOTIFICATION_BADGE_CAP)} ${countLabel}`}
                  </span>
                </span>
              ) : (
                <span className="flex-1">{label}</span>
              )}
              {countLabel && (
                <span aria-hidden="true">
                  <CountBadge count={count} cap={NOTIFICATION_BADGE_CAP} label={countLabel} />
                </span>
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Owner and admin areas: a sidebar on wide screens, a drawer on phones; owners get the bell and
 * the live connection. `children` stand in for the route outlet (the signed-in 404).
 */
export function DashboardLayout({
  area,
  children,
}: {
  area: keyof typeof areas;
  children?: ReactNode;
}) {
  const { nav, home, label } = areas[area];
  const user = useAuthStore((state) => state.user);
  const ownerId = area === 'owner' && user?.role === 'owner' ? user.id : null;
  const unreadCount = useUnreadCount(ownerId, 'owner');
  useLiveNotifications(ownerId, 'owner', loadStaleQueriesOfNotice);
  const chatUnreadCount = useChatUnreadCount(ownerId, 'owner');
  useLiveChat(ownerId, 'owner');
  const counts = { [paths.owner.chat.getHref()]: chatUnreadCount };
  const logout = useLogout();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const logoutButton = (
    <button
      type="button"
      onClick={() => void logout()}
      className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50"
    >
      <LogOut className="size-5" aria-hidden />
      Logout
    </button>
  );

  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-screen flex-col border-r border-slate-200 bg-white p-4 lg:flex">
        <Link
          to={home}
          className="mb-8 w-fit rounded-lg px-2"
          aria-label={`Nestly ${label.toLowerCase()} home`}
        >
          <BrandLogo />
        </Link>
        <nav aria-label={`${label} navigation`} className="flex-1 overflow-y-auto">
          <SidebarNav items={nav} counts={counts} />
        </nav>
        <div className="border-t border-slate-100 pt-4">{logoutButton}</div>
      </aside>

      <Dialog
        open={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
        placement="left"
        title="Menu"
      >
        <nav aria-label={`${label} navigation`} className="flex h-full flex-col">
          <SidebarNav items={nav} counts={counts} onNavigate={() => setIsDrawerOpen(false)} />
          <div className="mt-6 border-t border-slate-100 pt-4">{logoutButton}</div>
        </nav>
      </Dialog>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => setIsDrawerOpen(true)}
              aria-label="Open menu"
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            >
              <Menu className="size-5" aria-hidden />
            </button>
            <span className="rounded-full bg-primary-50 px-2.5 py-1 text-xs font-semibold text-primary-700">
              {label}
            </span>
          </div>
          {user && (
            <div className="flex min-w-0 items-center gap-3">
              {ownerId && <NotificationBell area="owner" unreadCount={unreadCount} />}
              <div className="hidden min-w-0 text-right sm:block">
                <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
                <p className="truncate text-xs text-slate-600">{user.email}</p>
              </div>
              <Avatar name={user.name} src={user.avatarUrl} />
            </div>
          )}
        </header>
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
