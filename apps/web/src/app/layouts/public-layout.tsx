import { Link, Outlet } from 'react-router';
import { paths } from '@nestly/shared';
import { BrandLogo } from '../../components/ui';

/** A plain frame for public pages outside the three areas (e.g. /propertyDetail). */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link to={paths.public.landing.getHref()} aria-label="Nestly home" className="rounded-lg">
            <BrandLogo />
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
