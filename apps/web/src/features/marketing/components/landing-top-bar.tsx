import { Link } from 'react-router';
import { ChevronDown, LayoutDashboard, LogIn, LogOut, UserRound } from 'lucide-react';
import { paths, type Account, type Role } from '@nestly/shared';
import { BrandLogo, DropdownMenu, type DropdownItem } from '../../../components/ui';
import { HOME_PATH } from '../../../lib/role-paths';

interface LandingTopBarProps {
  user: Account | null;
  authType: Role | null;
  onLogout: () => void;
}

const menuTrigger =
  'inline-flex h-10 max-w-[14rem] items-center gap-2 rounded-xl bg-white/10 px-4 text-sm font-semibold text-white ring-1 ring-white/25 backdrop-blur hover:bg-white/20';

/** Landing page top bar (spec section 2): Home, and an account menu. */
export function LandingTopBar({ user, authType, onLogout }: LandingTopBarProps) {
  const items: DropdownItem[] =
    user && authType
      ? [
          { label: 'Profile', to: HOME_PATH[authType], icon: <LayoutDashboard /> },
          { label: 'Logout', onSelect: onLogout, icon: <LogOut />, tone: 'danger' },
        ]
      : [
          { label: 'Login as User', to: paths.user.login.getHref(), icon: <UserRound /> },
          { label: 'Login as Owner', to: paths.owner.login.getHref(), icon: <LogIn /> },
        ];

  return (
    <header className="absolute inset-x-0 top-0 z-30">
      <nav
        aria-label="Main"
        className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link to={paths.public.landing.getHref()} aria-label="Nestly home" className="rounded-lg">
          <BrandLogo tone="light" />
        </Link>
        <div className="flex items-center gap-2 sm:gap-4">
          <Link
            to={paths.public.landing.getHref()}
            className="hidden rounded-lg px-2 py-1 text-sm font-semibold text-white/90 hover:text-white sm:block"
          >
            Home
          </Link>
          <DropdownMenu
            triggerClassName={menuTrigger}
            trigger={
              <>
                <span className="truncate">{user ? user.name : 'Login'}</span>
                <ChevronDown className="size-4 shrink-0" aria-hidden />
              </>
            }
            items={items}
          />
        </div>
      </nav>
    </header>
  );
}
