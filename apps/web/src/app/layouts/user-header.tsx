import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import {
  Bell,
  CalendarDays,
  ChevronDown,
  LogOut,
  Menu,
  MessageCircle,
  UserRound,
  Wallet,
  X,
} from 'lucide-react';
import {
  HEADER_COMPACT_SCROLL_PX,
  NOTIFICATION_BADGE_CAP,
  type Account,
  paths,
} from '@nestly/shared';
import { Avatar, BrandLogo, CountBadge, DropdownMenu, LinkButton } from '../../components/ui';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { cn } from '../../lib/cn';
import { firstNameOf } from '../../stores/auth-store';

const navLinks = [
  { to: paths.user.home.getHref(), label: 'Home' },
  { to: paths.user.properties.getHref(), label: 'Houses' },
  { to: paths.user.about.getHref(), label: 'About' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
    isActive
      ? 'bg-primary-50 text-primary-700'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export function UnreadBadge({ count }: { count: number }) {
  return <CountBadge count={count} cap={NOTIFICATION_BADGE_CAP} label="unread notifications" />;
}

/** The Chat item's count: unread messages (the bell counts notices). */
export function ChatUnreadBadge({ count }: { count: number }) {
  return <CountBadge count={count} cap={NOTIFICATION_BADGE_CAP} label="unread messages" />;
}

interface UserHeaderProps {
  user: Account | null;
  unreadCount: number;
  /** Unread chat messages, on the menu's Chat item. */
  chatUnreadCount?: number;
  onLogout: () => void;
}

/** Fixed top bar of the user area (spec section 2); compact after 50px of scroll. */
export function UserHeader({ user, unreadCount, chatUnreadCount = 0, onLogout }: UserHeaderProps) {
  // Not compact where there is no window: the page shells drawn at build time (src/prerender).
  const [isCompact, setIsCompact] = useState(
    () => typeof window !== 'undefined' && window.scrollY > HEADER_COMPACT_SCROLL_PX,
  );
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setIsCompact(window.scrollY > HEADER_COMPACT_SCROLL_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-30 border-b bg-white/90 backdrop-blur transition-all',
        isCompact ? 'border-slate-200 shadow-soft' : 'border-transparent',
      )}
      data-compact={isCompact || undefined}
    >
      <div
        className={cn(
          'mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-all sm:px-6 lg:px-8',
          isCompact ? 'h-14' : 'h-18',
        )}
      >
        <Link to={paths.user.home.getHref()} aria-label="Nestly home" className="rounded-lg">
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {user ? (
            <>
              <NotificationBell area="user" unreadCount={unreadCount} />
              <AccountMenu
                user={user}
                unreadCount={unreadCount}
                chatUnreadCount={chatUnreadCount}
                onLogout={onLogout}
              />
            </>
          ) : (
            <LinkButton to={paths.legacy.login.getHref()} size="sm">
              Sign In
            </LinkButton>
          )}
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="user-mobile-menu"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X className="size-5" aria-hidden />
            ) : (
              <Menu className="size-5" aria-hidden />
            )}
          </button>
        </div>
      </div>
      {isMenuOpen && (
        <nav
          id="user-mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 bg-white px-4 py-3 md:hidden"
        >
          <div className="flex flex-col gap-1" onClick={() => setIsMenuOpen(false)}>
            {navLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
            {!user && (
              <NavLink to={paths.legacy.register.getHref()} className={navLinkClass}>
                Register
              </NavLink>
            )}
          </div>
        </nav>
      )}
    </header>
  );
}

function AccountMenu({
  user,
  unreadCount,
  chatUnreadCount,
  onLogout,
}: {
  user: Account;
  unreadCount: number;
  chatUnreadCount: number;
  onLogout: () => void;
}) {
  return (
    <DropdownMenu
      triggerClassName="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100"
      trigger={
        <>
          <Avatar name={user.name} src={user.avatarUrl} size="sm" />
          <span
            data-testid="header-first-name"
            className="max-w-[8rem] truncate text-sm font-semibold text-slate-800"
          >
            {firstNameOf(user.name)}
          </span>
          <UnreadBadge count={unreadCount} />
          <ChevronDown className="size-4 text-slate-500" aria-hidden />
        </>
      }
      header={
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-xs text-slate-600">{user.email}</p>
        </div>
      }
      items={[
        { label: 'Profile', to: paths.user.profile.getHref(), icon: <UserRound /> },
        { label: 'My Bookings', to: paths.user.bookings.getHref(), icon: <CalendarDays /> },
        { label: 'My Wallet', to: paths.user.wallet.getHref(), icon: <Wallet /> },
        {
          label: 'Chat',
          to: paths.user.chat.getHref(),
          icon: <MessageCircle />,
          badge: <ChatUnreadBadge count={chatUnreadCount} />,
        },
        {
          label: 'Notifications',
          to: paths.user.notifications.getHref(),
          icon: <Bell />,
          badge: <UnreadBadge count={unreadCount} />,
        },
        { label: 'Logout', onSelect: onLogout, icon: <LogOut />, tone: 'danger' },
      ]}
    />
  );
}
