import { Link, Outlet, useLocation } from 'react-router';
import { Building2, CircleCheck, House, ShieldCheck } from 'lucide-react';
import { paths } from '@nestly/shared';
import { BrandLogo } from '../../components/ui';
import { areaFromPath } from '../../lib/role-paths';

const panels = {
  user: {
    icon: House,
    title: 'Your next home is a few clicks away',
    points: [
      'Verified homes in 500+ cities',
      'Book for whole months, pay securely',
      'Chat with owners before you move',
    ],
  },
  owner: {
    icon: Building2,
    title: 'Grow your rental business',
    points: [
      'Reach tenants looking right now',
      'Payments straight to your wallet',
      'One dashboard for every listing',
    ],
  },
  admin: {
    icon: ShieldCheck,
    title: 'Nestly administration',
    points: [
      'Review owners and listings',
      'Keep the marketplace safe',
      'Manage services and features',
    ],
  },
} as const;

/** Sign-in, signup, code and reset screens: a brand panel beside the form. */
export function AuthLayout() {
  const { pathname } = useLocation();
  const panel = panels[areaFromPath(pathname)];
  const Icon = panel.icon;

  return (
    <div className="grid min-h-screen lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-primary-950 via-primary-800 to-primary-600 p-12 lg:flex lg:flex-col">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgb(255_255_255/0.12),transparent_45%)]"
        />
        <Link
          to={paths.public.landing.getHref()}
          className="relative w-fit rounded-lg"
          aria-label="Nestly home"
        >
          <BrandLogo tone="light" />
        </Link>
        <div className="relative my-auto max-w-md">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-white/10 text-white ring-1 ring-white/20">
            <Icon className="size-7" aria-hidden />
          </span>
          <p className="mt-8 text-3xl leading-tight font-bold text-white">{panel.title}</p>
          <ul className="mt-8 space-y-4">
            {panel.points.map((point) => (
              <li key={point} className="flex items-center gap-3 text-primary-100">
                <CircleCheck className="size-5 shrink-0 text-emerald-300" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="flex flex-col px-4 py-8 sm:px-8">
        <Link
          to={paths.public.landing.getHref()}
          className="w-fit rounded-lg lg:hidden"
          aria-label="Nestly home"
        >
          <BrandLogo />
        </Link>
        <div className="mx-auto my-auto w-full max-w-md py-10">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
